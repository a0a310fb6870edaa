// Asking the person through the MCP client: a change to a file on the confirm list, and with
// --read-before-edit ask, a change the read-before-edit gate would refuse. Written once for every
// protocol revision: the question is an `input_required` result (revision 2026-07-28; on earlier
// revisions the SDK sends it as an `elicitation/create` request and calls the tool again with the
// answer). Each round runs the whole call again, so the answer counts only for the very question
// it answers: the state sent with the question names its digest. Only a client that declares form
// elicitation can ask; the answer is yes only when the person ticks "allow".
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { inputRequired, inputResponse, type ClientCapabilities, type InputRequiredResult } from '@modelcontextprotocol/server';
import type { ConfirmationAnswer } from '../../core/confirm';

export type AskPerson = (message: string, signal?: AbortSignal) => Promise<ConfirmationAnswer>;

/** The key of the question in `inputRequests`, and of its answer in `inputResponses`. */
const QUESTION_KEY = 'allow_change';

/** What one round of a tool call knows about asking: whether the client can, and what it answered. */
export interface CallAsking {
  canAsk: boolean;
  /** The answers the client sent with this round (`inputResponses`), if any. */
  responses: Record<string, unknown> | undefined;
  /** The digest of the question those answers answer (from the verified request state), if any. */
  answeredDigest: string | undefined;
}

/** Thrown by the asker when the person must answer first; the call returns the question. */
export class QuestionForPerson extends Error {
  constructor(readonly question: string, readonly digest: string) {
    super('the person must answer first');
  }
}

const currentCall = new AsyncLocalStorage<CallAsking>();

/** Run one round of a tool call with what it knows about asking. */
export function withAsking<T>(call: CallAsking, run: () => Promise<T>): Promise<T> {
  return currentCall.run(call, run);
}

/** Whether these client capabilities include form elicitation (an empty `elicitation` means form). */
export function canElicitForm(capabilities: ClientCapabilities | undefined): boolean {
  const elicitation = capabilities?.elicitation as { form?: unknown; url?: unknown } | undefined;
  if (elicitation === undefined) return false;
  return elicitation.form !== undefined || elicitation.url === undefined;
}

/**
 * The asker the flows call. Outside a tool call, or where the client cannot ask: 'unavailable'.
 * With the answer to this very question: that answer. Otherwise it throws QuestionForPerson, which
 * the server turns into the question (nothing was written: every flow asks before it writes).
 */
export function personAsker(): AskPerson {
  return (message, signal) => {
    const call = currentCall.getStore();
    if (!call?.canAsk) return Promise.resolve('unavailable');
    if (signal?.aborted) return Promise.resolve('cancelled');
    const digest = digestOf(message);
    if (call.answeredDigest === digest) {
      const answer = inputResponse(call.responses, QUESTION_KEY);
      if (answer.kind === 'elicit') return Promise.resolve(answer.action === 'accept' && answer.content?.allow === true ? 'allowed' : 'declined');
    }
    return Promise.reject(new QuestionForPerson(message, digest));
  };
}

/** The `input_required` result that puts the question to the person. */
export function questionResult(question: QuestionForPerson, requestState: string): InputRequiredResult {
  return inputRequired({
    inputRequests: {
      [QUESTION_KEY]: inputRequired.elicit({
        mode: 'form',
        message: question.question,
        requestedSchema: {
          type: 'object',
          properties: {
            allow: { type: 'boolean', title: 'Allow this change', description: 'Tick to allow it; anything else refuses it and changes nothing.' },
          },
          required: ['allow'],
        },
      }),
    },
    requestState,
  });
}

function digestOf(message: string): string {
  return createHash('sha256').update(message).digest('base64url');
}
