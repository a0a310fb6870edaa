// Filesystem calls of the jail never throw out of it: each outcome is a value, a failure carries
// the errno name (ENOENT, ELOOP, EACCES, ...) or UNKNOWN for an error without one.
import { errnoCode } from './ports';

export type FsAttempt<T> = { ok: true; value: T } | { ok: false; errno: string };

export async function attemptFs<T>(operation: () => Promise<T>): Promise<FsAttempt<T>> {
  try {
    return { ok: true, value: await operation() };
  } catch (error) {
    return { ok: false, errno: errnoCode(error) ?? 'UNKNOWN' };
  }
}

/** The errors that mean "nothing is there" (a missing name, or a file where a folder was expected). */
export function isAbsent(errno: string): boolean {
  return errno === 'ENOENT' || errno === 'ENOTDIR';
}
