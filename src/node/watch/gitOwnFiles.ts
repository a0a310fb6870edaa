// The hook's own before-copy of the files of a folder's .git that run or steer code: .git/config
// and .git/hooks/**. Git never shows .git to the shadow, and the rest of .git (commits, index,
// refs) is git's own: an agent's `git commit` must keep working, so only these are put back.
// Copies are kept by hash in the shadow's folder (own/); a file is read without following a link
// or waiting on a FIFO, and within the size limit. A file whose identity and times (device, inode,
// size, mode, and mtime and ctime to the nanosecond) are those of its last copy is not read again:
// every write moves its ctime, which no program can set back; a copy is trusted so only when the
// file's ctime was older than the read by a margin (a write in the same clock tick as the read
// could otherwise leave the times as they were, as git's "racily clean" entries).
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, type BigIntStats } from 'node:fs';
import { join } from 'node:path';
import { readRegularFileSync } from '../journal/safeRead';
import { sha256Hex } from '../sha256';
import type { ShadowRepo } from './shadowGit';

/** One file of the list as it was: its hash (null: absent) and mode. */
export interface OwnCopy {
  /** Relative to the folder, '/'-separated ('.git/config', '.git/hooks/pre-commit'). */
  path: string;
  hash: string | null;
  mode: number;
  /** The file's stat when it was copied (statKey), where it may stand for its bytes; absent: read it to compare. */
  stat?: string;
}

/** Files under .git/hooks looked at, at most; folders deep. */
const MAX_HOOK_FILES = 500;
const MAX_DEPTH = 4;
const MAX_OWN_BYTES = 1024 * 1024;
/** A file changed less than this before it was read is read again next time (clock ticks, file systems' coarse times). */
const RACY_MARGIN_NS = 2_000_000_000n;
/** The last copies' stats, by path (own/stats.json), bounded as the list is. */
const STATS_FILE = 'stats.json';
const MAX_STATS_BYTES = 256 * 1024;

/** The .git/config and .git/hooks/** of the folder now, their bytes kept in the shadow (read again only where their stat moved). */
export function keepGitOwnFiles(repo: ShadowRepo, racyMarginNs = RACY_MARGIN_NS): OwnCopy[] {
  const last = readStats(repo);
  const stored = storedCopies(repo);
  const copies: OwnCopy[] = [];
  let moved = false;
  for (const { path, info } of gitOwnPaths(repo.folder)) {
    const known = last.get(path);
    if (known !== undefined && info !== undefined && known.stat === statKey(info) && stored.has(known.hash)) {
      copies.push(known);
      continue;
    }
    const copy = copyOf(repo, path, racyMarginNs);
    if (copy === undefined) continue;
    moved = true;
    storeOwn(repo, copy.hash, copy.bytes);
    copies.push(copy.own);
  }
  if (moved || copies.length !== last.size) writeStats(repo, copies);
  return copies;
}

/** The files of the list that differ from their copies (or appeared): with the bytes before and now. */
export function changedGitOwnFiles(repo: ShadowRepo, copies: readonly OwnCopy[]): { path: string; before: Uint8Array | null; mode: number; after: Uint8Array | null }[] {
  const byPath = new Map(copies.map((c) => [c.path, c]));
  const now = new Map(gitOwnPaths(repo.folder).map((p) => [p.path, p.info]));
  const paths = new Set([...copies.map((c) => c.path), ...now.keys()]);
  const changed: { path: string; before: Uint8Array | null; mode: number; after: Uint8Array | null }[] = [];
  for (const path of paths) {
    const copy = byPath.get(path);
    const info = now.get(path);
    // The same file, untouched since it was copied: not read.
    if (copy?.stat !== undefined && info !== undefined && copy.stat === statKey(info)) continue;
    const read = readRegularFileSync(join(repo.folder, ...path.split('/')), MAX_OWN_BYTES);
    const bytes = read.kind === 'file' ? read.bytes : null;
    const hashNow = bytes === null ? null : sha256Hex(bytes);
    if ((copy?.hash ?? null) === hashNow && (bytes === null || read.kind !== 'file' || copy === undefined || copy.mode === read.mode)) continue;
    // A file that cannot be read now (a link, a FIFO put at its name) counts as changed: put back.
    const before = copy?.hash ? readOwn(repo, copy.hash) : null;
    if (before === undefined) continue;
    changed.push({ path, before, mode: copy?.mode ?? 0o644, after: bytes });
  }
  return changed;
}

/** A file's identity and times as one string: equal strings, the same untouched file. */
function statKey(info: BigIntStats): string {
  return [info.dev, info.ino, info.mode, info.size, info.mtimeNs, info.ctimeNs].join(':');
}

/** A file of the list read and hashed, with the stat that stands for it (when its last change was not too recent). */
function copyOf(repo: ShadowRepo, path: string, racyMarginNs: bigint): { own: OwnCopy; hash: string; bytes: Uint8Array } | undefined {
  const full = join(repo.folder, ...path.split('/'));
  const readAt = BigInt(Date.now()) * 1_000_000n;
  const read = readRegularFileSync(full, MAX_OWN_BYTES);
  if (read.kind !== 'file') return undefined;
  const hash = sha256Hex(read.bytes);
  const info = lstatSync(full, { bigint: true, throwIfNoEntry: false });
  // Unchanged during the read (the same identity after it) and last changed well before it.
  const stat = info !== undefined && info.isFile() && Number(info.size) === read.bytes.length && info.ctimeNs < readAt - racyMarginNs ? statKey(info) : undefined;
  return { own: { path, hash, mode: read.mode, ...(stat !== undefined ? { stat } : {}) }, hash, bytes: read.bytes };
}

function readStats(repo: ShadowRepo): Map<string, OwnCopy & { hash: string; stat: string }> {
  const out = new Map<string, OwnCopy & { hash: string; stat: string }>();
  try {
    const text = readFileSync(join(ownDir(repo), STATS_FILE), 'utf8');
    if (text.length > MAX_STATS_BYTES) return out;
    const value = JSON.parse(text) as unknown;
    if (!Array.isArray(value)) return out;
    for (const item of value.slice(0, MAX_HOOK_FILES + 1) as Partial<OwnCopy>[]) {
      if (typeof item?.path !== 'string' || typeof item.hash !== 'string' || !/^[0-9a-f]{64}$/.test(item.hash) || typeof item.mode !== 'number' || typeof item.stat !== 'string') continue;
      out.set(item.path, { path: item.path, hash: item.hash, mode: item.mode, stat: item.stat });
    }
  } catch {
    // None yet, or not ours: every file is read.
  }
  return out;
}

function writeStats(repo: ShadowRepo, copies: readonly OwnCopy[]): void {
  const trusted = copies.filter((c) => c.stat !== undefined);
  const path = join(ownDir(repo), STATS_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(ownDir(repo), { recursive: true, mode: 0o700 });
    writeFileSync(temporary, JSON.stringify(trusted), { mode: 0o600 });
    renameSync(temporary, path);
  } catch {
    // Only a shortcut: without it every file is read.
    rmSync(temporary, { force: true });
  }
}

/** The names of the copies kept (a copy removed meanwhile is made again). */
function storedCopies(repo: ShadowRepo): Set<string> {
  try {
    return new Set(readdirSync(ownDir(repo)));
  } catch {
    return new Set();
  }
}

/** .git/config and the files under .git/hooks, when .git is a folder (not a link, not a gitdir file), with their lstat where there is a file. */
function gitOwnPaths(folder: string): { path: string; info: BigIntStats | undefined }[] {
  const git = join(folder, '.git');
  try {
    if (!lstatSync(git).isDirectory()) return [];
  } catch {
    return [];
  }
  const paths = [{ path: '.git/config', info: lstatSync(join(git, 'config'), { bigint: true, throwIfNoEntry: false }) }];
  const walk = (dir: string, rel: string, depth: number): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (paths.length > MAX_HOOK_FILES) return;
      const full = join(dir, name);
      let info;
      try {
        info = lstatSync(full, { bigint: true });
      } catch {
        continue;
      }
      if (info.isDirectory()) {
        if (depth < MAX_DEPTH) walk(full, `${rel}/${name}`, depth + 1);
      } else paths.push({ path: `${rel}/${name}`, info });
    }
  };
  walk(join(git, 'hooks'), '.git/hooks', 1);
  return paths;
}

function ownDir(repo: ShadowRepo): string {
  return join(repo.dir, 'own');
}

/** Temporary names of this process (with its id: unique among live processes; 'wx' refuses any other's). */
let temporaryCount = 0;

function storeOwn(repo: ShadowRepo, hash: string, bytes: Uint8Array): void {
  const path = join(ownDir(repo), hash);
  try {
    lstatSync(path);
    return;
  } catch {
    // Not stored yet.
  }
  mkdirSync(ownDir(repo), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}-${(temporaryCount++).toString(36)}.tmp`;
  try {
    writeFileSync(temporary, bytes, { mode: 0o600, flag: 'wx' });
    renameSync(temporary, path);
  } catch {
    rmSync(temporary, { force: true });
  }
}

/** A kept copy, checked against its hash (undefined: missing or not those bytes). */
function readOwn(repo: ShadowRepo, hash: string): Uint8Array | undefined {
  try {
    const bytes = readFileSync(join(ownDir(repo), hash));
    return sha256Hex(bytes) === hash ? bytes : undefined;
  } catch {
    return undefined;
  }
}
