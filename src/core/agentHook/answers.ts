// The hook's answer in each agent's own form (each dialect's `answers`). Every deny that can still
// stop a call is given in the dialect's form AND, where the agent allows it, with exit code 2 and
// the reason on stderr, so a form the agent misreads still blocks. An `ask` the agent does not
// enforce (no such answer, or no one to ask headless) is a deny saying a person must make or allow
// the change. Pure.
import type { AgentName } from './agents';
import type { HookAnswer, HookMoment, Verdict } from './dialect';
import { DIALECTS } from './dialects';

function unenforcedAskReason(agent: AgentName, reason: string): string {
  return `${reason}\n\n${DIALECTS[agent].title} does not ask the person when a hook answers "ask" (or no one is there to ask), so Guarded Edit refuses this call: a person must make this change themselves or allow it.`;
}

/** The answer to an event at `moment` (`name`: the event's own name, echoed where the form has it). */
export function answerFor(agent: AgentName, moment: HookMoment, name: string, verdict: Verdict): HookAnswer {
  const { answers } = DIALECTS[agent];
  if (moment !== 'before') return answers.quiet(moment);
  if (verdict.kind === 'allow') return answers.allow;
  if (verdict.kind === 'ask' && answers.ask) return answers.ask(name, verdict.reason);
  return answers.deny(name, verdict.kind === 'ask' ? unenforcedAskReason(agent, verdict.reason) : verdict.reason);
}

/** After a call or at a prompt nothing is stopped; Cursor and Cline still get their JSON. */
export function quietAnswer(agent: AgentName, moment: HookMoment): HookAnswer {
  return DIALECTS[agent].answers.quiet(moment);
}

/** A failure of the hook after a call or at a prompt: told to the person (stderr, exit 1), nothing stopped. */
export function failureAfterAnswer(agent: AgentName, moment: HookMoment, reason: string): HookAnswer {
  return { ...quietAnswer(agent, moment), stderr: reason, exitCode: 1 };
}

/** Whether a hook's answer to the dialect's probe event is the refusal the agent obeys (its form, exit code, and the jail's code). */
export function refusedAsItShould(agent: AgentName, status: number | null, stdout: string): boolean {
  const { probe } = DIALECTS[agent];
  return status === probe.exitCode && probe.refusal.test(stdout) && /PATH_TRAVERSAL|OUTSIDE_WORKSPACE/.test(stdout);
}
