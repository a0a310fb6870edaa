// The hook's answer to a shell tool's event: before the call, the folders' state is taken (the
// call is watched) and the call passes; after it, what it changed is recorded, and the agent is
// told when a protected or confirm-list file was put back.
import { answerFor, quietAnswer, toldAfterAnswer, type HookAnswer } from '../core/agentHook';
import { DEFAULT_WATCH_LIMITS, type WatchLimits } from '../node/watch';
import type { HookOptions } from './options';
import { abandonShellWatch, startShellWatch, watchShellAfter, watchShellBefore, type ShellWatchContext, type ShellWatchStart } from './shellWatch';

export function watchLimits(options: HookOptions): WatchLimits {
  return { ...DEFAULT_WATCH_LIMITS, maxFiles: options.watchMaxFiles, maxFileBytes: options.maxFileBytes };
}

/**
 * At a shell call's before-event, before its command is judged: the watch begun (git reads the
 * folders while the command is parsed), to be handed to shellEvent, or to dropShellWatch when the
 * call is refused or proved read-only. Undefined when nothing is watched.
 */
export async function beginShellWatch(context: ShellWatchContext): Promise<ShellWatchStart | undefined> {
  if (context.event.moment !== 'before' || context.limits.maxFiles === 0) return undefined;
  return startShellWatch(context);
}

export async function dropShellWatch(started: ShellWatchStart | undefined): Promise<void> {
  if (started !== undefined) await abandonShellWatch(started);
}

export async function shellEvent(context: ShellWatchContext, started?: ShellWatchStart): Promise<HookAnswer> {
  const { event } = context;
  if (event.moment === 'before') {
    if (context.limits.maxFiles > 0) await watchShellBefore(context, started);
    return answerFor(event.agent, 'before', event.name, { kind: 'allow' });
  }
  if (event.moment !== 'after' || context.limits.maxFiles === 0) return quietAnswer(event.agent, event.moment);
  const done = await watchShellAfter(context);
  return done.told === undefined ? quietAnswer(event.agent, 'after') : toldAfterAnswer(event.agent, event.name, done.told);
}
