// The state of a watched folder before a shell call, and what the call changed after it. The
// snapshot is the shadow repository's index brought up to date (`git add -A`: only files whose
// stat changed are read again) and kept under a name of the call's own (keptIndex.ts); after the
// call the index is brought up to date again and the two are compared entry by entry
// (indexDiff.ts; git's write-tree and diff-index where the index is in a form not read there). Git
// walks the folder with the person's ignore rules, never opens a FIFO or a socket, never follows a
// symbolic link, and hashes what it read of a file that changes meanwhile: the next snapshot sees
// the rest (a file cut short while git maps it stops git with SIGBUS: its lock is removed and the
// folder read again, a bounded number of times). One git process per event, as long as nothing
// fails.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lock, LockBusyError, type Release } from '../lock';
import { diffIndexBytes, parseIndex, type IndexChanges, type TreeChange } from './indexDiff';
import { dropKeptIndex, isCurrentIndex, keepIndex, readKeptIndex } from './keptIndex';
import type { GitChild, ShadowRepo } from './shadowGit';
import { clearWatchOff, readWatchOff, writeWatchOff, type WatchOff } from './watchOff';

export type { TreeChange } from './indexDiff';

export interface WatchLimits {
  /** Files (as git sees them) a folder may hold and still be watched. */
  maxFiles: number;
  /** A file larger than this is listed as changed, its bytes not kept. */
  maxFileBytes: number;
  /** The longest one git command may run (the first snapshot of a large folder is the slow one). */
  timeoutMs: number;
  /**
   * When the event must be done with git (a Date.now() time): every git command and the wait for
   * the watch lock end by it. The hook sets it well before its own bound, which denies the call.
   */
  deadline?: number;
}

/** The time one git command (or the lock's wait) may take now: the limit, cut to what is left before the deadline. */
export function timeFor(limits: WatchLimits, now = Date.now()): number {
  return Math.max(1, Math.floor(Math.min(limits.timeoutMs, (limits.deadline ?? Infinity) - now)));
}

/** Why a git command was stopped for its time: the limit, or the event's deadline. */
function tooSlow(limits: WatchLimits, what: string): string {
  if (limits.deadline !== undefined && Date.now() >= limits.deadline - 50) {
    return `${what} did not end within the time the hook gives the watch of one event (a first snapshot of a large folder on a busy disk is the slow one; the next call tries again)`;
  }
  return `${what} took longer than ${limits.timeoutMs / 1000} s`;
}

/** Defaults: sized from `npm run bench:hook`'s cost per file (see docs/ARCHITECTURE.md). */
export const DEFAULT_WATCH_LIMITS: WatchLimits = { maxFiles: 100_000, maxFileBytes: 16 * 1024 * 1024, timeoutMs: 20_000 };

/** Files one entry lists at most (a call that changes more is recorded with the first ones and a note). */
const MAX_WATCHED_CHANGES = 1000;
const LOCK_WAIT_MS = 15_000;

/** `index`: the name of the state kept for this call (keptIndex.ts). */
export type Snapshot = { kind: 'taken'; index: string; built: boolean } | WatchOff;

/**
 * A scan of the folder under way: the watch lock held and its `git add` started, so that the hook
 * does its other work (judging the command, reading the state kept before the call) while git
 * reads the folder. Ended exactly once: by snapshotBefore or changesSince, or by abandonScan.
 */
export interface Scan {
  kind: 'scan';
  repo: ShadowRepo;
  limits: WatchLimits;
  adding: GitChild;
  release: Release;
  /** The shadow was made by this scan (the first snapshot of the folder). */
  built: boolean;
  /** Why the folder was not watched before (cleared once a snapshot is taken). */
  off: WatchOff | undefined;
}

const ADD_ARGS = ['add', '-A', '--ignore-errors', '--', '.'];

/** Take the watch lock and start the folder's `git add`; or why the folder is not watched. */
export async function startScan(repo: ShadowRepo, limits: WatchLimits, moment: 'before' | 'after'): Promise<Scan | WatchOff> {
  const off = moment === 'before' ? readWatchOff(repo) : undefined;
  if (off !== undefined && off.code === 'TOO_MANY_FILES' && Date.now() - off.at < 3600_000) return off;
  mkdirSync(repo.dir, { recursive: true, mode: 0o700 });
  let release: Release;
  try {
    release = await lock(repo.lockPath, Math.min(LOCK_WAIT_MS, timeFor(limits)));
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    // Another call's watch of this folder holds it: this call is not watched, and nothing is kept of why.
    return offBecause(repo, 'SNAPSHOT_FAILED', `another shell call's watch of this folder held it past the time the hook gives one event (${error.message})`, false);
  }
  try {
    let built = false;
    if (moment === 'before' && !existsSync(join(repo.gitDir, 'HEAD'))) {
      const made = await repo.run(['init', '-q', '--bare', '--template='], { timeoutMs: timeFor(limits), maxOutputBytes: 64 * 1024, withoutWorkTree: true });
      if (made.code !== 0) return await offBecause(repo, made.stopped === 'missing' ? 'NO_GIT' : 'SNAPSHOT_FAILED', made.stopped === 'missing' ? 'git is not installed (or not on the PATH)' : `git could not make the shadow repository (${firstLine(made.stderr)})`);
      built = true;
    }
    copyExcludes(repo);
    if (moment === 'before' && (built || !existsSync(join(repo.gitDir, 'index')))) {
      // Counted before the first snapshot reads them all: a huge folder is refused in a bounded walk.
      const count = await repo.run(['ls-files', '-z', '-o', '--exclude-standard'], { timeoutMs: timeFor(limits), maxOutputBytes: 1 << 30, stopAfterNuls: limits.maxFiles + 1 });
      if (count.stopped === 'missing') return await offBecause(repo, 'NO_GIT', 'git is not installed (or not on the PATH)');
      if (count.stopped === 'output' || countNuls(count.stdout) > limits.maxFiles) return await tooMany(repo, limits, `more than ${limits.maxFiles}`);
      if (count.stopped === 'timeout') return await offBecause(repo, 'SNAPSHOT_FAILED', tooSlow(limits, 'listing its files'));
    }
    removeStaleIndexLock(repo, limits);
    const scan: Scan = { kind: 'scan', repo, limits, adding: repo.start(ADD_ARGS, { timeoutMs: timeFor(limits) }), release, built, off };
    release = () => undefined;
    return scan;
  } finally {
    release();
  }
}

/** A scan that is not finished (the hook failed while it ran): git stopped, the lock given back, nothing kept. */
export async function abandonScan(scan: Scan): Promise<void> {
  try {
    scan.adding.stop();
    const done = await scan.adding.done;
    // A stopped git may leave its lock in the shadow (ours: the watch lock is held).
    if (done.code !== 0) removeIndexLock(scan.repo);
  } finally {
    scan.release();
  }
}

/** The folder's state now, as the shadow's index kept for this call; or why it is not watched. */
export async function snapshotBefore(scan: Scan): Promise<Snapshot> {
  const { repo, limits } = scan;
  try {
    const added = await addAll(scan);
    if (added !== undefined) return added;
    const files = indexEntries(repo);
    if (files > limits.maxFiles) return await tooMany(repo, limits, String(files));
    const index = keepIndex(repo);
    if (scan.off !== undefined) clearWatchOff(repo);
    return { kind: 'taken', index, built: scan.built };
  } finally {
    scan.release();
  }
}

export type AfterScan = { kind: 'changes'; changes: TreeChange[]; more: number } | WatchOff;

/** What changed in the folder since the state kept for the call (`beforeIndex`, used once: dropped here). */
export async function changesSince(scan: Scan, beforeIndex: string): Promise<AfterScan> {
  const { repo, limits } = scan;
  try {
    // Read while git reads the folder: a kept state is a name of an index git no longer writes.
    const kept = readKeptIndex(repo, beforeIndex);
    const before = kept === undefined ? undefined : parseIndex(kept.bytes);
    const added = await addAll(scan);
    if (added !== undefined) return added;
    const files = indexEntries(repo);
    if (files > limits.maxFiles) await tooMany(repo, limits, String(files));
    if (kept === undefined) return await offBecause(repo, 'SNAPSHOT_FAILED', 'the state taken before the call is gone (a state is kept for a day)', false);
    if (isCurrentIndex(repo, kept)) return { kind: 'changes', changes: [], more: 0 };
    // The later index is read only between the stretches it shares with the kept one (diffIndexBytes).
    const diff = (before === undefined ? undefined : diffIndexBytes(before, readFileSync(join(repo.gitDir, 'index')), MAX_WATCHED_CHANGES)) ?? (await diffByGit(repo, kept.path, limits));
    return 'kind' in diff ? diff : { kind: 'changes', ...diff };
  } finally {
    dropKeptIndex(repo, beforeIndex);
    scan.release();
  }
}

/** The same comparison by git, for an index in a form indexDiff.ts does not read: the kept state as a tree, against the index. */
async function diffByGit(repo: ShadowRepo, keptPath: string, limits: WatchLimits): Promise<IndexChanges | WatchOff> {
  const tree = await repo.run(['write-tree'], { timeoutMs: timeFor(limits), maxOutputBytes: 1024, indexFile: keptPath });
  const id = tree.stdout.toString('utf8').trim();
  if (tree.code !== 0 || !/^[0-9a-f]{40,64}$/.test(id)) return offBecause(repo, 'SNAPSHOT_FAILED', `git write-tree failed (${firstLine(tree.stderr) || tree.stopped || 'no reason given'})`, false);
  const diff = await repo.run(['diff-index', '--cached', '--raw', '-z', '--no-renames', '--no-abbrev', id], { timeoutMs: timeFor(limits), maxOutputBytes: 256 * 1024 * 1024 });
  if (diff.code !== 0) return offBecause(repo, 'SNAPSHOT_FAILED', `git diff-index failed (${firstLine(diff.stderr) || diff.stopped || 'no reason given'})`, false);
  return parseRawDiff(diff.stdout);
}

/** `git diff-index --raw -z` output: ":old new oldBlob newBlob S\0path\0" per file. */
function parseRawDiff(out: Buffer): IndexChanges {
  const parts = out.toString('utf8').split('\0');
  const changes: TreeChange[] = [];
  let more = 0;
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const head = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])/.exec(parts[i]);
    if (head === null) break;
    if (changes.length >= MAX_WATCHED_CHANGES) {
      more++;
      continue;
    }
    const zero = (blob: string) => (/^0+$/.test(blob) ? null : blob);
    changes.push({ path: parts[i + 1], oldMode: head[1], newMode: head[2], oldBlob: zero(head[3]), newBlob: zero(head[4]) });
  }
  return { changes, more };
}

/** How many times `git add` runs before the snapshot is given up (a file cut short while git reads it). */
const ADD_ATTEMPTS = 3;

/** The scan's `git add` awaited, and run again where a file cut short stopped it; undefined once the index is up to date. */
async function addAll(scan: Scan): Promise<WatchOff | undefined> {
  const { repo, limits } = scan;
  let why = '';
  for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
    // --ignore-errors: a file that cannot be read (or a nested repository without a commit) is left out, not the whole snapshot.
    const add = attempt === 0 ? await scan.adding.done : await repo.run(ADD_ARGS, { timeoutMs: timeFor(limits), maxOutputBytes: 1024 * 1024 });
    if (add.stopped === 'missing') return offBecause(repo, 'NO_GIT', 'git is not installed (or not on the PATH)');
    // A killed git leaves its lock in the shadow (ours): removed, so the next snapshot can run.
    if (add.stopped !== undefined || add.code === null) removeIndexLock(repo);
    if (add.stopped === 'timeout') return offBecause(repo, 'SNAPSHOT_FAILED', tooSlow(limits, 'reading the folder'), false);
    if (add.code === 0 || add.code === 1) return undefined;
    // Git reads a large file through mmap: a file cut short meanwhile (rewritten by another
    // program) stops it with SIGBUS, and its lock stays. The lock is ours (the watch lock is held)
    // and the file is read again on the next attempt.
    why = add.code === null ? 'git was stopped by a signal, as when a file it read was cut short meanwhile' : `git add failed (${firstLine(add.stderr)})`;
  }
  return offBecause(repo, 'SNAPSHOT_FAILED', `${why}, ${ADD_ATTEMPTS} times`);
}

/** A lock older than the longest git run is left by a git that was killed with its hook (the watch lock is held). */
function removeStaleIndexLock(repo: ShadowRepo, limits: WatchLimits): void {
  const path = join(repo.gitDir, 'index.lock');
  const info = statSync(path, { throwIfNoEntry: false });
  if (info !== undefined && Date.now() - info.mtimeMs > limits.timeoutMs + 5_000) removeIndexLock(repo);
}

/** The person's own excludes of the folder's repository (.git/info/exclude) apply to the shadow too. */
function copyExcludes(repo: ShadowRepo): void {
  let theirs = '';
  try {
    theirs = readFileSync(join(repo.folder, '.git', 'info', 'exclude'), 'utf8').slice(0, 1024 * 1024);
  } catch {
    // None.
  }
  const ours = join(repo.gitDir, 'info', 'exclude');
  let current: string | undefined;
  try {
    current = readFileSync(ours, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === theirs) return;
  mkdirSync(join(repo.gitDir, 'info'), { recursive: true, mode: 0o700 });
  writeFileSync(ours, theirs, { mode: 0o600 });
}

/** The entry count in the shadow index's header (bytes 8-11), 0 when there is none. */
function indexEntries(repo: ShadowRepo): number {
  const head = Buffer.alloc(12);
  let fd: number;
  try {
    fd = openSync(join(repo.gitDir, 'index'), 'r');
  } catch {
    return 0;
  }
  try {
    return readSync(fd, head, 0, 12, 0) === 12 && head.toString('latin1', 0, 4) === 'DIRC' ? head.readUInt32BE(8) : 0;
  } catch {
    return 0;
  } finally {
    closeSync(fd);
  }
}

function removeIndexLock(repo: ShadowRepo): void {
  rmSync(join(repo.gitDir, 'index.lock'), { force: true });
}

function tooMany(repo: ShadowRepo, limits: WatchLimits, count: string): Promise<WatchOff> {
  return offBecause(repo, 'TOO_MANY_FILES', `it holds ${count} files git would see, more than the limit of ${limits.maxFiles} (the setting --watch-max-files)`);
}

function offBecause(repo: ShadowRepo, code: WatchOff['code'], reason: string, remember = true): Promise<WatchOff> {
  const off: WatchOff = { kind: 'off', code, reason, at: Date.now() };
  if (remember) writeWatchOff(repo, off);
  return Promise.resolve(off);
}

function countNuls(bytes: Buffer): number {
  let n = 0;
  for (const byte of bytes) if (byte === 0) n++;
  return n;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0].slice(0, 300);
}
