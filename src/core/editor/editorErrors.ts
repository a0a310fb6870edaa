// Refusals about the editor's state of a file: another editor holds unsaved changes, the buffer is
// behind the disk, an edit or save did not land.
import { guardedError, type GuardedError, type InputPath } from '../errors';

export function dirtyInOtherEditorError(displayPath: string, inputPath: InputPath, editor: 'notebook' | 'custom'): GuardedError {
  const what = editor === 'notebook' ? 'a notebook editor' : 'a custom editor';
  return guardedError(
    'DIRTY_IN_OTHER_EDITOR',
    `${displayPath} is open in ${what} with unsaved changes; editing its text would conflict with them (the person's next save would overwrite the edit, or the edit their work). Nothing was changed.`,
    [...inputPath, 'file_path'],
    'Ask the person to save or revert the file in that editor, then call again.',
  );
}

export function changedOnDiskError(displayPath: string, inputPath: InputPath, line: number, waitedMs: number): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `${displayPath} changed on disk (from line ${line} on) and the open document was not reloaded within ${waitedMs} ms; editing the old text would undo that change. Nothing was changed.`,
    [...inputPath, 'file_path'],
    'Read the file again and call again; if it keeps happening, ask the person to revert the file in the editor (File: Revert File).',
  );
}

export function editNotAppliedError(displayPaths: readonly string[], what: string): GuardedError {
  return guardedError(
    'APPLY_FAILED',
    `The edit of ${displayPaths.join(', ')} did not land: ${what}. Every file was put back as it was.`,
    ['file_path'],
    'Check that the file is not read-only or open in another editor, then call again.',
  );
}

export function saveFailedError(displayPath: string, inputPath: InputPath, what: string, others: readonly string[]): GuardedError {
  const putBack = others.length > 0 ? ` The other files (${others.join(', ')}) were put back as they were.` : '';
  return guardedError(
    'APPLY_FAILED',
    `${displayPath} could not be saved: ${what}.${putBack} Its edit was undone.`,
    [...inputPath, 'file_path'],
    'Check that the file can be written (permissions, disk space, a conflict with a change on disk), then call again.',
  );
}
