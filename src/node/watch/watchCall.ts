// One watched call in one folder: its state before (the shadow's index kept for it, the hook's copies of
// .git/config and .git/hooks/**), and after it the files it added, changed, deleted or re-moded,
// with their bytes before and after (or 'not-kept' beyond the size limit).
import { join } from 'node:path';
import { readBlobs, type BlobBytes } from './blobs';
import { changedGitOwnFiles, keepGitOwnFiles, type OwnCopy } from './gitOwnFiles';
import { prepareVersionReading } from './looseObjects';
import type { ShadowRepo } from './shadowGit';
import { abandonScan, changesSince, snapshotBefore, startScan, timeFor, type Scan, type WatchLimits } from './snapshot';
import type { WatchOff } from './watchOff';

/** What is kept between the before-event and the after-event (JSON). */
export interface WatchedBefore {
  kind: 'watched';
  folder: string;
  /** The name of the shadow's index kept for this call (keptIndex.ts). */
  index: string;
  own: OwnCopy[];
  /** The first snapshot of this folder (the store was built by this call's before-event). */
  built: boolean;
}

export interface WatchedFile {
  /** Relative to the folder, '/'-separated. */
  path: string;
  realPath: string;
  before: Uint8Array | null | 'not-kept';
  after: Uint8Array | null | 'not-kept';
  /** Permission bits before and after (0 where there is no file). */
  modeBefore: number;
  modeAfter: number;
  /** Inside .git (config, hooks): seen by the hook's own copy, never by the shadow. */
  gitOwn?: true;
}

export interface WatchedChanges {
  kind: 'changes';
  files: WatchedFile[];
  /** Changed files beyond the bound of one entry (not listed). */
  more: number;
  /** Links and nested repositories that changed: seen, not recorded (their bytes are not a file's). */
  skipped: string[];
}

/** The state before the call: the folder's `git add` started, the hook's copies taken while git reads the folder, then the shadow's index kept. */
export async function watchBefore(repo: ShadowRepo, limits: WatchLimits, begun?: Scan | WatchOff): Promise<WatchedBefore | WatchOff> {
  const scan = begun ?? (await startScan(repo, limits, 'before'));
  if (scan.kind === 'off') return scan;
  let own: OwnCopy[];
  try {
    own = keepGitOwnFiles(scan.repo);
  } catch (error) {
    await abandonScan(scan);
    throw error;
  }
  const snapshot = await snapshotBefore(scan);
  if (snapshot.kind === 'off') return snapshot;
  return { kind: 'watched', folder: scan.repo.folder, index: snapshot.index, own, built: snapshot.built };
}

/** `begun`: the folder's scan begun already (the hook's program begins it before its shell part loads). */
export async function watchAfter(repo: ShadowRepo, before: WatchedBefore, limits: WatchLimits, begun?: Scan | WatchOff): Promise<WatchedChanges | WatchOff> {
  const started = begun ?? (await startScan(repo, limits, 'after'));
  if (started.kind === 'off') return started;
  // The comparison reads the kept state at once; the hook's copies are compared, and what reading
  // the versions takes is loaded, while git still runs.
  const scanned = changesSince(started, before.index);
  let own: ReturnType<typeof changedGitOwnFiles>;
  try {
    own = changedGitOwnFiles(repo, before.own);
    prepareVersionReading();
  } catch (error) {
    await scanned.catch(() => undefined);
    throw error;
  }
  const scan = await scanned;
  if (scan.kind === 'off') return scan;
  const skipped: string[] = [];
  const regular = scan.changes.filter((c) => {
    const ok = isFileMode(c.oldMode) && isFileMode(c.newMode);
    if (!ok) skipped.push(c.path);
    return ok;
  });
  const ids = regular.flatMap((c) => [c.oldBlob, c.newBlob]).filter((id): id is string => id !== null);
  const blobs = await readBlobs(repo, ids, limits.maxFileBytes, timeFor(limits));
  const bytesOf = (id: string | null): BlobBytes | null => (id === null ? null : blobs.get(id) ?? 'not-kept');
  const files: WatchedFile[] = regular.map((c) => ({
    path: c.path,
    realPath: join(repo.folder, ...c.path.split('/')),
    before: bytesOf(c.oldBlob),
    after: bytesOf(c.newBlob),
    modeBefore: modeOf(c.oldMode),
    modeAfter: modeOf(c.newMode),
  }));
  for (const changed of own) {
    files.push({ path: changed.path, realPath: join(repo.folder, ...changed.path.split('/')), before: changed.before, after: changed.after, modeBefore: changed.before === null ? 0 : changed.mode, modeAfter: changed.after === null ? 0 : 0o644, gitOwn: true });
  }
  return { kind: 'changes', files, more: scan.more, skipped };
}

/** A regular file (or no file): git's 100644 and 100755, or 000000. */
function isFileMode(mode: string): boolean {
  return mode === '100644' || mode === '100755' || mode === '000000';
}

function modeOf(mode: string): number {
  return mode === '100755' ? 0o755 : mode === '100644' ? 0o644 : 0;
}
