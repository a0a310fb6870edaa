// A watched shell call's after-event begins its first folder's scan in the hook's program, before
// the shell part (the parser glue, the journal) is loaded: git then reads the folder while Node
// loads and compiles that part, which it did one after the other before. A call whose before-event
// left no record (a read-only command, a call the hook did not watch) starts nothing.
import type { AgentEvent } from '../core/agentHook';
// The watch's modules by name, not its face: the face would bring zlib and the journal into the hook's program.
import { ShadowRepo } from '../node/watch/shadowGit';
import { abandonScan, DEFAULT_WATCH_LIMITS, startScan, type Scan, type WatchLimits } from '../node/watch/snapshot';
import type { WatchOff } from '../node/watch/watchOff';
import type { HookOptions } from './options';
import { pendingPath, takePending, type PendingWatch } from './shellPending';

export function watchLimits(options: HookOptions): WatchLimits {
  return { ...DEFAULT_WATCH_LIMITS, maxFiles: options.watchMaxFiles, maxFileBytes: options.maxFileBytes };
}

/** What an after-event found before its shell part loaded: the call's record, and its first folder's scan begun. */
export interface BegunAfter {
  /** The record the before-event left (taken: removed from the disk), or undefined. */
  pending: PendingWatch | undefined;
  /** The first folder's scan under way (or why that folder is not watched); undefined when there is no folder. */
  first: Scan | WatchOff | undefined;
  /** Set by whoever ends the scan (changesSince or abandonScan); an unended scan is abandoned by endBegunAfter. */
  taken: boolean;
}

export interface AfterScanContext {
  event: AgentEvent;
  command: string;
  stateRoot: string;
  home: string | undefined;
  limits: WatchLimits;
}

export async function beginShellAfter(context: AfterScanContext): Promise<BegunAfter> {
  const pending = takePending(pendingPath(context.stateRoot, context.event, context.command));
  const folder = pending?.folders[0]?.folder;
  if (pending === undefined || folder === undefined) return { pending, first: undefined, taken: false };
  const first = await startScan(ShadowRepo.of(context.stateRoot, folder, context.home), context.limits, 'after');
  return { pending, first, taken: false };
}

/** A scan begun here and never taken (the shell part failed to load, or threw before it took it): git stopped, the lock given back. */
export async function endBegunAfter(begun: BegunAfter | undefined): Promise<void> {
  if (begun === undefined || begun.taken || begun.first?.kind !== 'scan') return;
  begun.taken = true;
  await abandonScan(begun.first);
}
