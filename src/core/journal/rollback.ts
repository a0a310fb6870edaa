// What recovery does with each file of an unfinished intent, from the hash of what the file holds
// now. A file holding the request's new bytes gets its original back; one holding the original is
// left; anything else was changed by someone else since, and is left and reported, except a file
// written in place, whose torn bytes can only be ours (we held its lock).

export type RollbackStep =
  | { kind: 'keep' }
  | { kind: 'restore' }
  | { kind: 'remove' }
  | { kind: 'report'; why: string };

/** `now`: the hash of the file's bytes, or null when it does not exist. */
export function rollbackStep(file: { before: string | null; after: string | null; inPlace: boolean }, now: string | null): RollbackStep {
  if (now === file.before) return { kind: 'keep' };
  if (now === file.after) return file.before === null ? { kind: 'remove' } : { kind: 'restore' };
  if (file.inPlace && file.before !== null) return { kind: 'restore' };
  return { kind: 'report', why: now === null ? 'it was deleted by someone else meanwhile' : 'someone else changed it meanwhile' };
}
