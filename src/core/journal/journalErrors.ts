// The refusals of undo: the file changed since the entry where the entry changed it, the entry
// is unknown, or there is nothing to undo.
import { guardedError, plural, type GuardedError } from '../errors';
import type { LineRange } from './records';

function lineList(lines: readonly LineRange[]): string {
  return lines.map((l) => (l.start_line === l.end_line ? `${l.start_line}` : `${l.start_line}-${l.end_line}`)).join(', ');
}

/** Files an undo's refusal names at most; the check stops there (an entry may list 100,000 files). */
export const MAX_UNDO_PROBLEMS = 20;

export function changedSinceEditError(entryId: string, conflicts: readonly { path: string; why: string; lines: readonly LineRange[] }[], stoppedEarly = false): GuardedError {
  const named = conflicts.slice(0, MAX_UNDO_PROBLEMS).map((c) => `${c.path} (${c.why}${c.lines.length > 0 ? `; ${plural(c.lines.length, 'place')}: line ${lineList(c.lines)}` : ''})`).join('; ');
  const more = stoppedEarly ? ` The check stopped after ${plural(MAX_UNDO_PROBLEMS, 'file')} that cannot be undone; later files of the entry were not checked.` : '';
  return guardedError(
    'CHANGED_SINCE_EDIT',
    `Entry ${entryId} cannot be undone: ${named}.${more} Nothing was changed.`,
    ['entry'],
    'Read the files named, and change the lines back yourself with an edit; or undo the later entries first.',
  );
}

export function unknownEntryError(entryId: string): GuardedError {
  return guardedError('INVALID_INPUT', `No history entry ${JSON.stringify(entryId)} in this workspace's journal.`, ['entry'], 'List the entries with `guarded-edit history` and pass one of their ids.');
}

export function nothingToUndoError(scope: string): GuardedError {
  return guardedError('INVALID_INPUT', `There is nothing to undo: ${scope} has no entry that is neither an undo nor already undone.`, ['entry'], 'Pass an entry id to undo a particular one (an undo entry to redo it).');
}

export function lockBusyError(displayPath: string, holder: string, waitedMs: number): GuardedError {
  return guardedError(
    'APPLY_FAILED',
    `${displayPath} is being written by ${holder}, which held its lock for the ${Math.round(waitedMs / 1000)} s this call waited. Nothing was changed.`,
    [],
    'Call again in a moment; if it stays busy, tell the person which process holds the file.',
  );
}

export function journalUnwritableError(reason: string): GuardedError {
  return guardedError(
    'APPLY_FAILED',
    `The journal (in the user's state folder) could not be written: ${reason}. Nothing was changed.`,
    [],
    'Tell the person: free disk space or fix the permissions of the state folder ($XDG_STATE_HOME/guarded-edit, by default ~/.local/state/guarded-edit), then call again.',
  );
}

export function folderReadOnlyError(displayPath: string, inputPath: readonly (string | number)[], reason: string): GuardedError {
  return guardedError(
    'READ_ONLY',
    `${displayPath} cannot be written: its folder does not allow new files (${reason}). Nothing was changed.`,
    [...inputPath, 'file_path'],
    'Tell the person the folder is read-only; do not retry until they change that.',
  );
}

export function writtenMeanwhileError(displayPath: string, inputPath: readonly (string | number)[]): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `Another program wrote ${displayPath} at the very moment it was replaced; its bytes were kept and this change was taken back. Nothing was changed.`,
    [...inputPath, 'file_path'],
    `Read ${displayPath} again and send edits that match its current text.`,
  );
}

/**
 * A record of the journal that cannot be used: impossible (planted or damaged), or a stored
 * version missing or not matching its hash. Names the record, never what a file outside holds.
 */
export function journalDamagedError(what: string, why: string): GuardedError {
  return guardedError(
    'JOURNAL_DAMAGED',
    `${what} in this workspace's history cannot be used: ${why}. Nothing was changed.`,
    ['entry'],
    'Tell the person: the record was not left as Guarded Edit wrote it (damaged, or written by another program). `guarded-edit history` lists the entries that can be used.',
  );
}

/** A file an entry names is not something undo may read or write (a FIFO, a device, a folder, a link, too large). */
export function recordedFileRefusedError(displayPath: string, why: string): GuardedError {
  return guardedError(
    'NOT_A_FILE',
    `${displayPath} cannot be taken back: ${why}. Nothing was read or changed.`,
    ['entry'],
    `Look at ${displayPath} yourself; undo only puts back regular files within the size limit.`,
  );
}

/** A sensitive file an undo would write, where nobody can be asked (the command line without --yes). */
export function undoNeedsYesError(displayPath: string, pattern: string): GuardedError {
  return guardedError(
    'CONFIRMATION_REQUIRED',
    `${displayPath} matches ${JSON.stringify(pattern)} of the confirm list: an undo changes it only with a person's yes. Nothing was changed.`,
    ['entry'],
    'Look at the entry with `guarded-edit history`; if the change back is what you want, run the undo again with --yes.',
  );
}
