// A watched shell call's scans, begun by the hook's program as early as each event allows. Its
// after-event begins its first folder's scan before the shell part (the parser glue, the journal)
// is loaded: git then reads the folder while Node loads and compiles that part, which it did one
// after the other before; a call whose before-event left no record (a read-only command, a call
// the hook did not watch) starts nothing. Its before-event begins it once the parser has read a
// command that may write, so that git reads the folder while the hook judges the command's targets.
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentEvent } from '../core/agentHook';
// The watch's modules by name, not its face: the face would bring zlib and the journal into the hook's program.
import { ShadowRepo } from '../node/watch/shadowGit';
import { abandonScan, DEFAULT_WATCH_LIMITS, startScan, type Scan, type WatchLimits } from '../node/watch/snapshot';
import type { WatchOff } from '../node/watch/watchOff';
import type { HookOptions } from './options';
import { pendingPath, takePending, type PendingWatch } from './shellPending';

/**
 * How long after the hook's start the watch may run git: the hook answers every event within 10 s
 * (cli.ts), and a watch still running then would have the call denied. Past this, the folder is
 * not watched for the call (a first snapshot of a large folder on a busy disk took 10 s here).
 */
export const WATCH_TIME_MS = 7_500;

export function watchLimits(options: HookOptions): WatchLimits {
  const started = Date.now() - process.uptime() * 1000;
  return { ...DEFAULT_WATCH_LIMITS, maxFiles: options.watchMaxFiles, maxFileBytes: options.maxFileBytes, deadline: started + WATCH_TIME_MS };
}

/** A scan begun by the hook's program: an after-event's (with the call's record), or a before-event's. */
export interface BegunScan {
  /** The record the before-event left (taken: removed from the disk), or undefined. */
  pending: PendingWatch | undefined;
  /** The first folder's scan under way (or why that folder is not watched); undefined when there is no folder. */
  first: Scan | WatchOff | undefined;
  /** The folder (its real path) of that scan. */
  folder?: string;
  /** Set by whoever ends the scan (changesSince or abandonScan); an unended scan is abandoned by endBegunScan. */
  taken: boolean;
}

export interface AfterScanContext {
  event: AgentEvent;
  command: string;
  stateRoot: string;
  home: string | undefined;
  limits: WatchLimits;
}

export async function beginShellAfter(context: AfterScanContext): Promise<BegunScan> {
  const pending = takePending(pendingPath(context.stateRoot, context.event, context.command));
  const folder = pending?.folders[0]?.folder;
  if (pending === undefined || folder === undefined) return { pending, first: undefined, taken: false };
  const first = await startScan(ShadowRepo.of(context.stateRoot, folder, context.home), context.limits, 'after');
  return { pending, first, folder, taken: false };
}

/**
 * A before-event's scan of the first guarded folder, begun before the command's targets are judged
 * (a refused command's scan is ended by endBegunScan); its first snapshot (the shadow built, every
 * file read) is left to the watch itself, once the command is allowed.
 */
export async function beginShellBefore(roots: readonly { path: string }[], stateRoot: string, home: string | undefined, limits: WatchLimits): Promise<BegunScan | undefined> {
  let folder: string | undefined;
  try {
    folder = roots.length > 0 ? realpathSync(roots[0].path) : undefined;
  } catch {
    folder = undefined;
  }
  if (folder === undefined) return undefined;
  const repo = ShadowRepo.of(stateRoot, folder, home);
  if (!existsSync(join(repo.gitDir, 'index'))) return undefined;
  return { pending: undefined, first: await startScan(repo, limits, 'before'), folder, taken: false };
}

/** The scan begun of `folder` (its real path), taken once: whoever takes it ends it (watchBefore, watchAfter). */
export function takeBegunScan(begun: BegunScan | undefined, folder: string): Scan | WatchOff | undefined {
  if (begun === undefined || begun.taken || begun.folder !== folder || begun.first === undefined) return undefined;
  begun.taken = true;
  return begun.first;
}

/** A scan begun here and never taken (the command refused, the shell part failed to load, or threw before it took it): git stopped, the lock given back. */
export async function endBegunScan(begun: BegunScan | undefined): Promise<void> {
  if (begun === undefined || begun.taken || begun.first?.kind !== 'scan') return;
  begun.taken = true;
  await abandonScan(begun.first);
}
