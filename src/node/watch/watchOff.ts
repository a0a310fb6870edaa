// Why a folder is not watched, kept in its shadow's folder (off.json) so that `doctor` and
// `history` can say so, and so that a folder over the file limit is not counted at every call.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { ShadowRepo } from './shadowGit';

export interface WatchOff {
  kind: 'off';
  /** NO_GIT: git cannot be started; TOO_MANY_FILES: over the limit; SNAPSHOT_FAILED: git failed or took too long. */
  code: 'NO_GIT' | 'TOO_MANY_FILES' | 'SNAPSHOT_FAILED';
  reason: string;
  /** When it was found (ms since 1970). */
  at: number;
}

const CODES: ReadonlySet<string> = new Set(['NO_GIT', 'TOO_MANY_FILES', 'SNAPSHOT_FAILED']);

export function readWatchOff(repo: ShadowRepo): WatchOff | undefined {
  try {
    const value = JSON.parse(readFileSync(repo.offPath, 'utf8').slice(0, 64 * 1024)) as Partial<WatchOff>;
    if (typeof value.code !== 'string' || !CODES.has(value.code) || typeof value.reason !== 'string' || typeof value.at !== 'number') return undefined;
    return { kind: 'off', code: value.code, reason: value.reason.slice(0, 1000), at: value.at };
  } catch {
    return undefined;
  }
}

export function writeWatchOff(repo: ShadowRepo, off: WatchOff): void {
  try {
    const temporary = `${repo.offPath}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ code: off.code, reason: off.reason, at: off.at }), { mode: 0o600 });
    renameSync(temporary, repo.offPath);
  } catch {
    // Only a note: the call is answered all the same.
  }
}

export function clearWatchOff(repo: ShadowRepo): void {
  rmSync(repo.offPath, { force: true });
}
