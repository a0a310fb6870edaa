// Telling the agent, at its after-event, what the hook did after the call ran (a watched shell
// call's changes to protected or confirm-list files put back). Nothing can be stopped any more:
// each dialect's after-form is what its agent shows the model (answers.after); an agent without
// one gets the reason on stderr with exit 2. Pure.
import type { AgentName } from './agents';
import type { HookAnswer } from './dialect';
import { DIALECTS } from './dialects';

export function toldAfterAnswer(agent: AgentName, name: string, reason: string): HookAnswer {
  const { answers } = DIALECTS[agent];
  return answers.after?.(name, reason) ?? { ...answers.quiet('after'), stderr: reason, exitCode: 2 };
}
