// The hook's answer to a shell tool's event: before the call, the folders' state is taken (the
// call is watched) and the call passes; after it, what it changed is recorded, and the agent is
// told when a protected or confirm-list file was put back.
import { answerFor, quietAnswer, toldAfterAnswer, type HookAnswer } from '../core/agentHook';
import { watchShellAfter, watchShellBefore, type ShellWatchContext } from './shellWatch';

export async function shellEvent(context: ShellWatchContext): Promise<HookAnswer> {
  const { event } = context;
  if (event.moment === 'before') {
    if (context.limits.maxFiles > 0) await watchShellBefore(context);
    return answerFor(event.agent, 'before', event.name, { kind: 'allow' });
  }
  if (event.moment !== 'after' || context.limits.maxFiles === 0) return quietAnswer(event.agent, event.moment);
  const done = await watchShellAfter(context);
  return done.told === undefined ? quietAnswer(event.agent, 'after') : toldAfterAnswer(event.agent, event.name, done.told);
}
