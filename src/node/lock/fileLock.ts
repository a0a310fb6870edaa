// An inter-process lock: a lock file that names its owner (process id, host, a random token).
// It is made whole before it has its name (written under another name, then hard-linked), so a
// reader never sees half an owner. A lock whose owner process is gone is taken over at once; age
// matters only where the owner cannot be asked (another host, a process id reused long after).
// Taking over renames the lock aside first and checks it is still the stale one, so two processes
// that both saw it stale never remove each other's fresh lock. The owner is not synced to the disk
// (a sync costs each lock about 10 ms): a lock only matters while its owner lives, and after a
// power loss, where it may be found empty, no owner lives; an empty lock is judged by its age.
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { randomHex } from '../randomHex';

export interface LockOwner {
  pid: number;
  host: string;
  token: string;
  since: number;
}

/** A lock held longer than this by a live process of this host is taken as a reused process id. */
const MAX_HOLD_MS = 120_000;
/** A lock of another host (a shared folder) is taken over only after this long. */
const FOREIGN_STALE_MS = 30_000;

export class LockBusyError extends Error {
  constructor(readonly lockPath: string, readonly owner: LockOwner | undefined, waitedMs: number) {
    super(`the lock ${lockPath} is held by ${owner ? `process ${owner.pid} on ${owner.host}` : 'another process'} (waited ${waitedMs} ms)`);
  }
}

/** Whether a process of this host is running (EPERM: it runs under another user). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readOwner(lockPath: string): LockOwner | undefined | 'gone' {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string' && typeof owner.token === 'string' && typeof owner.since === 'number') return owner as LockOwner;
  } catch {
    // Not ours, or damaged: judged by age below.
  }
  return undefined;
}

/** Whether the lock's owner is gone (or can no longer be believed). */
function isStale(lockPath: string, owner: LockOwner | undefined, now: number): boolean {
  if (owner === undefined) {
    try {
      return now - statSync(lockPath).mtimeMs > FOREIGN_STALE_MS;
    } catch {
      return false;
    }
  }
  if (owner.host !== hostname()) return now - owner.since > FOREIGN_STALE_MS;
  if (!processAlive(owner.pid)) return true;
  return now - owner.since > MAX_HOLD_MS;
}

/** One attempt: the lock's token when taken, else its owner as read (undefined: unreadable). */
export function tryLock(lockPath: string): { token: string } | { owner: LockOwner | undefined } {
  mkdirSync(dirname(lockPath), { recursive: true, mode: 0o700 });
  // Bounded: each round either takes the lock, finds a live owner, or removes a stale one.
  for (let round = 0; round < 8; round++) {
    const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomHex(12), since: Date.now() };
    const draft = `${lockPath}.${owner.token}.new`;
    const fd = openSync(draft, 'wx', 0o600);
    try {
      writeSync(fd, JSON.stringify(owner));
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(draft, lockPath);
      return { token: owner.token };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    const held = readOwner(lockPath);
    if (held === 'gone') continue;
    if (!isStale(lockPath, held, Date.now())) return { owner: held };
    breakStale(lockPath, held);
  }
  return { owner: undefined };
}

/** Move a stale lock aside; if what moved is not the stale lock read (a fresh one took its place), put it back. */
function breakStale(lockPath: string, stale: LockOwner | undefined): void {
  const aside = `${lockPath}.${randomHex(6)}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return;
  }
  const moved = readOwner(aside);
  const same = moved !== 'gone' && (stale === undefined ? moved === undefined : moved?.token === stale.token);
  if (!same) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // Someone took the free name meanwhile; the fresh lock we moved stays its owner's to miss.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Already gone.
  }
}

/** Release a lock we hold (only if it is still ours). */
export function unlock(lockPath: string, token: string): void {
  const owner = readOwner(lockPath);
  if (owner === 'gone' || owner?.token !== token) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // Gone already.
  }
}

export type Release = () => void;

/** Take the lock, waiting up to `waitMs` (polling, backing off to 25 ms). */
export async function lock(lockPath: string, waitMs: number, signal?: AbortSignal): Promise<Release> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const tried = tryLock(lockPath);
    if ('token' in tried) return () => unlock(lockPath, tried.token);
    if (Date.now() - started >= waitMs || signal?.aborted) throw new LockBusyError(lockPath, tried.owner, Date.now() - started);
    await new Promise((r) => setTimeout(r, Math.min(25, 1 + attempt)));
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** The same, for synchronous callers (the hook's session store). */
export function lockSync(lockPath: string, waitMs: number): Release {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const tried = tryLock(lockPath);
    if ('token' in tried) return () => unlock(lockPath, tried.token);
    if (Date.now() - started >= waitMs) throw new LockBusyError(lockPath, tried.owner, Date.now() - started);
    Atomics.wait(sleeper, 0, 0, Math.min(25, 1 + attempt));
  }
}
