// The asker the MCP flows call, without a client: which capabilities can ask, and which answer
// counts for which question (the end-to-end proof is protocolRevisions.spec.ts).
import assert from 'node:assert/strict';
import { canElicitForm, personAsker, QuestionForPerson, questionResult, withAsking, type CallAsking } from '../../src/mcp/session/askPerson';

const ask = personAsker();

/** The digest the asker gives a question (from the QuestionForPerson it throws). */
async function digestOf(question: string): Promise<string> {
  try {
    await withAsking({ canAsk: true, responses: undefined, answeredDigest: undefined }, () => ask(question));
  } catch (error) {
    if (error instanceof QuestionForPerson) return error.digest;
  }
  throw new Error('no question was raised');
}

describe('MCP: asking the person', () => {
  it('form elicitation: declared as form, or as an empty object (the earlier revisions\' form); not URL only, not absent', () => {
    assert.equal(canElicitForm({ elicitation: { form: {} } }), true);
    assert.equal(canElicitForm({ elicitation: {} }), true);
    assert.equal(canElicitForm({ elicitation: { form: {}, url: {} } }), true);
    assert.equal(canElicitForm({ elicitation: { url: {} } }), false);
    assert.equal(canElicitForm({}), false);
    assert.equal(canElicitForm(undefined), false);
  });

  it('is unavailable outside a tool call and where the client cannot ask', async () => {
    assert.equal(await ask('Allow?'), 'unavailable');
    assert.equal(await withAsking({ canAsk: false, responses: undefined, answeredDigest: undefined }, () => ask('Allow?')), 'unavailable');
  });

  it('raises the question when there is no answer to it, and its result carries the question and the state', async () => {
    const raised = await withAsking({ canAsk: true, responses: undefined, answeredDigest: undefined }, () => ask('Allow the change to .env?')).then(
      () => undefined,
      (error: unknown) => error,
    );
    assert.ok(raised instanceof QuestionForPerson);
    const result = questionResult(raised, 'sealed-state');
    assert.equal(result.resultType, 'input_required');
    assert.equal(result.requestState, 'sealed-state');
    assert.match(JSON.stringify(result.inputRequests), /Allow the change to \.env\?/);
  });

  it('takes the answer only for the very question it answers: a ticked allow, anything else declines; another question is asked anew', async () => {
    const question = 'Allow the change to .env?';
    const digest = await digestOf(question);
    const answered = (content: unknown, action = 'accept'): CallAsking => ({ canAsk: true, responses: { allow_change: { action, content } }, answeredDigest: digest });
    assert.equal(await withAsking(answered({ allow: true }), () => ask(question)), 'allowed');
    assert.equal(await withAsking(answered({ allow: false }), () => ask(question)), 'declined');
    assert.equal(await withAsking(answered({ allow: 'yes' }), () => ask(question)), 'declined');
    assert.equal(await withAsking(answered(undefined, 'decline'), () => ask(question)), 'declined');
    assert.equal(await withAsking(answered(undefined, 'cancel'), () => ask(question)), 'declined');
    await assert.rejects(withAsking(answered({ allow: true }), () => ask('Allow the change to .env (now with two lines)?')), QuestionForPerson);
    await assert.rejects(withAsking({ ...answered({ allow: true }), answeredDigest: undefined }, () => ask(question)), QuestionForPerson);
  });

  it('a cancelled call is cancelled, not asked', async () => {
    const controller = new AbortController();
    controller.abort();
    assert.equal(await withAsking({ canAsk: true, responses: undefined, answeredDigest: undefined }, () => ask('Allow?', controller.signal)), 'cancelled');
  });
});
