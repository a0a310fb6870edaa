// The shadow's index as it was at a call's before-event, kept until its after-event: a second name
// (a hard link) for the index file, taken under the watch lock. Git never writes an index in
// place (it writes index.lock and renames it over), so the kept name holds the state of that moment
// whatever git writes later, and costs no copy. Each call keeps its own (calls may overlap). Kept
// states whose after-event never came are dropped after a day, and beyond a bounded count.
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShadowRepo } from './shadowGit';

/** "<ms since 1970, base 36>-<process id, base 36>[-n].index": a name of ours, nothing else. */
const KEPT_NAME = /^([0-9a-z]{1,12})-[0-9a-z]{1,12}(-\d{1,3})?\.index$/;
const KEPT_MAX = 100;
const KEPT_MAX_AGE_MS = 24 * 3600 * 1000;

function keptDir(repo: ShadowRepo): string {
  return join(repo.dir, 'before');
}

/** Whether `name` can be a kept state's name (a pending record is input: never a path). */
export function isKeptIndexName(name: unknown): name is string {
  return typeof name === 'string' && KEPT_NAME.test(name);
}

/** Keep the shadow's index as it is now; its name. An absent index (a folder with no file yet) is kept as an empty file. */
export function keepIndex(repo: ShadowRepo): string {
  const dir = keptDir(repo);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  pruneKept(dir);
  const stem = `${Date.now().toString(36)}-${process.pid.toString(36)}`;
  const index = join(repo.gitDir, 'index');
  for (let n = 0; ; n++) {
    const name = n === 0 ? `${stem}.index` : `${stem}-${n}.index`;
    try {
      if (statSync(index, { throwIfNoEntry: false }) === undefined) writeFileSync(join(dir, name), '', { flag: 'wx', mode: 0o600 });
      else linkSync(index, join(dir, name));
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw error;
    }
  }
}

/** A kept state's bytes and file identity; undefined when it is gone. */
export interface KeptIndex {
  bytes: Buffer;
  path: string;
  ino: number;
  dev: number;
}

export function readKeptIndex(repo: ShadowRepo, name: string): KeptIndex | undefined {
  const path = join(keptDir(repo), name);
  try {
    const kept = statSync(path);
    return { bytes: readFileSync(path), path, ino: kept.ino, dev: kept.dev };
  } catch {
    return undefined;
  }
}

/** Whether a kept state is still the shadow's index itself (nothing written since). */
export function isCurrentIndex(repo: ShadowRepo, kept: KeptIndex): boolean {
  const now = statSync(join(repo.gitDir, 'index'), { throwIfNoEntry: false });
  return now !== undefined && now.ino === kept.ino && now.dev === kept.dev;
}

export function dropKeptIndex(repo: ShadowRepo, name: string): void {
  try {
    unlinkSync(join(keptDir(repo), name));
  } catch {
    // Gone already.
  }
}

/** Kept states older than a day, and the oldest beyond KEPT_MAX, by the time in their names (a link shares its file's dates). */
function pruneKept(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const now = Date.now();
  const kept = names
    .map((name) => ({ name, at: parseInt(KEPT_NAME.exec(name)?.[1] ?? '', 36) }))
    .sort((a, b) => b.at - a.at);
  kept.forEach(({ name, at }, i) => {
    if (!(now - at < KEPT_MAX_AGE_MS) || i >= KEPT_MAX) rmSync(join(dir, name), { force: true, recursive: true });
  });
}
