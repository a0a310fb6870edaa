// A file's stamp: its identity and times as one read saw them, given only when an equal stamp later
// can vouch for equal content. The hook's read gate then compares stamps instead of hashing the
// file at each before-event (the hash's first run cost a hook start about a millisecond).
// As git's "racily clean" rule: a write changes a file's ctime, which no program can set back, but
// two writes within one tick of the clock that stamps them (up to about 16 ms, or a filesystem's
// whole-second or two-second times) can leave the same times. So a stamp is given only for a file
// whose ctime is older than the read by more than such a tick and which keeps sub-millisecond times.

/** A file's status as fstat gives it, in milliseconds as Node's Stats does (a fraction below the millisecond where the filesystem keeps one). */
export interface FileStatus {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

/** How much older than the read a file's last change must be for its stamp to be trusted. */
export const STAMP_SETTLE_MS = 50;

/**
 * The stamp of a file read between `before` and `after` (its status when opened and once read) at
 * `nowMs` (the wall clock, as Date.now()), or undefined when it cannot vouch for the content: the
 * file changed during the read, it changed too recently, or its times are whole milliseconds (a
 * filesystem that keeps coarse times, where two writes could share them).
 */
export function contentStamp(before: FileStatus, after: FileStatus, nowMs: number): string | undefined {
  const stamp = stampText(after);
  if (stampText(before) !== stamp) return undefined;
  if (Number.isInteger(after.ctimeMs) || !(nowMs - after.ctimeMs > STAMP_SETTLE_MS)) return undefined;
  return stamp;
}

function stampText(status: FileStatus): string {
  return `${status.dev}:${status.ino}:${status.size}:${status.mtimeMs}:${status.ctimeMs}`;
}
