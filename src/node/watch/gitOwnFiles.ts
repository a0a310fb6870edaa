// The hook's own before-copy of the files of a folder's .git that run or steer code: .git/config
// and .git/hooks/**. Git never shows .git to the shadow, and the rest of .git (commits, index,
// refs) is git's own: an agent's `git commit` must keep working, so only these are put back.
// Copies are kept by hash in the shadow's folder (own/); a file is read without following a link
// or waiting on a FIFO, and within the size limit.
import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFileSync } from '../journal/safeRead';
import type { ShadowRepo } from './shadowGit';

/** One file of the list as it was: its hash (null: absent) and mode. */
export interface OwnCopy {
  /** Relative to the folder, '/'-separated ('.git/config', '.git/hooks/pre-commit'). */
  path: string;
  hash: string | null;
  mode: number;
}

/** Files under .git/hooks looked at, at most; folders deep. */
const MAX_HOOK_FILES = 500;
const MAX_DEPTH = 4;
const MAX_OWN_BYTES = 1024 * 1024;

/** The .git/config and .git/hooks/** of the folder now, their bytes kept in the shadow. */
export function keepGitOwnFiles(repo: ShadowRepo): OwnCopy[] {
  const copies: OwnCopy[] = [];
  for (const path of gitOwnPaths(repo.folder)) {
    const read = readRegularFileSync(join(repo.folder, ...path.split('/')), MAX_OWN_BYTES);
    if (read.kind !== 'file') continue;
    const hash = sha256(read.bytes);
    storeOwn(repo, hash, read.bytes);
    copies.push({ path, hash, mode: read.mode });
  }
  return copies;
}

/** The files of the list that differ from their copies (or appeared): with the bytes before and now. */
export function changedGitOwnFiles(repo: ShadowRepo, copies: readonly OwnCopy[]): { path: string; before: Uint8Array | null; mode: number; after: Uint8Array | null }[] {
  const byPath = new Map(copies.map((c) => [c.path, c]));
  const paths = new Set([...copies.map((c) => c.path), ...gitOwnPaths(repo.folder)]);
  const changed: { path: string; before: Uint8Array | null; mode: number; after: Uint8Array | null }[] = [];
  for (const path of paths) {
    const copy = byPath.get(path);
    const read = readRegularFileSync(join(repo.folder, ...path.split('/')), MAX_OWN_BYTES);
    const now = read.kind === 'file' ? read.bytes : null;
    const hashNow = now === null ? null : sha256(now);
    if ((copy?.hash ?? null) === hashNow && (now === null || read.kind !== 'file' || copy === undefined || copy.mode === read.mode)) continue;
    // A file that cannot be read now (a link, a FIFO put at its name) counts as changed: put back.
    const before = copy?.hash ? readOwn(repo, copy.hash) : null;
    if (before === undefined) continue;
    changed.push({ path, before, mode: copy?.mode ?? 0o644, after: now });
  }
  return changed;
}

/** .git/config and the files under .git/hooks, when .git is a folder (not a link, not a gitdir file). */
function gitOwnPaths(folder: string): string[] {
  const git = join(folder, '.git');
  try {
    if (!lstatSync(git).isDirectory()) return [];
  } catch {
    return [];
  }
  const paths = ['.git/config'];
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
        info = lstatSync(full);
      } catch {
        continue;
      }
      if (info.isDirectory()) {
        if (depth < MAX_DEPTH) walk(full, `${rel}/${name}`, depth + 1);
      } else paths.push(`${rel}/${name}`);
    }
  };
  walk(join(git, 'hooks'), '.git/hooks', 1);
  return paths;
}

function ownDir(repo: ShadowRepo): string {
  return join(repo.dir, 'own');
}

function storeOwn(repo: ShadowRepo, hash: string, bytes: Uint8Array): void {
  const path = join(ownDir(repo), hash);
  try {
    lstatSync(path);
    return;
  } catch {
    // Not stored yet.
  }
  mkdirSync(ownDir(repo), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
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
    return sha256(bytes) === hash ? bytes : undefined;
  } catch {
    return undefined;
  }
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
