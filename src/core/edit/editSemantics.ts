// Validation layer 2 for edits: what can be said about the edits without
// reading the file. Every error is collected, not only the first.
import { binaryContentError, editLabel, guardedError, hasNul, type GuardedError, quote } from '../errors';
import type { Edit } from '../request';
import { toLf } from '../text';

export function checkEditSemantics(edits: readonly Edit[]): GuardedError[] {
  if (edits.length === 0) {
    return [guardedError(
      'EMPTY_EDITS',
      'edits is empty; at least one edit is needed.',
      ['edits'],
      'Add at least one edit of the form { "old_string": "exact current text", "new_string": "replacement" }.',
    )];
  }
  const errors: GuardedError[] = [];
  // Keyed by old_string with CRLF read as LF: such strings match the same text on any document.
  const firstWithOldString = new Map<string, number>();
  const label = (index: number): string => editLabel(index, edits.length);
  edits.forEach((edit, index) => {
    if (edit.old_string.length === 0) {
      errors.push(emptyOldString(label(index), index));
      return;
    }
    if (hasNul(edit.new_string)) errors.push(binaryContentError('new_string', ['edits', index, 'new_string'], edit.new_string, label(index)));
    const oldLf = toLf(edit.old_string);
    if (oldLf === toLf(edit.new_string)) errors.push(noOpEdit(label(index), index, edit));
    const first = firstWithOldString.get(oldLf);
    if (first === undefined) firstWithOldString.set(oldLf, index);
    else errors.push(duplicateOldString(label(index), index, first, edits.length, edit.old_string, edits[first].old_string !== edit.old_string));
  });
  return errors;
}

function emptyOldString(label: string, index: number): GuardedError {
  return guardedError(
    'EMPTY_OLD_STRING',
    `${label}: old_string is empty; it must be the exact, non-empty text to replace.`,
    ['edits', index, 'old_string'],
    'To insert text, set old_string to the existing text next to the insertion point (for example the whole line before it) and repeat that text in new_string together with the addition. To fill an empty file (it has no text to match), use guarded_create_file with overwrite: true.',
  );
}

function noOpEdit(label: string, index: number, edit: Edit): GuardedError {
  const sameRaw = edit.old_string === edit.new_string;
  const how = sameRaw ? 'is identical to old_string' : 'differs from old_string only in line endings, which are converted to the file\'s own';
  return guardedError(
    'NO_OP_EDIT',
    `${label}: new_string ${how} (${quote(edit.new_string)}), so the edit would change nothing.`,
    ['edits', index, 'new_string'],
    'Put the changed text in new_string, or remove this edit.',
  );
}

function duplicateOldString(
  label: string,
  index: number,
  first: number,
  total: number,
  oldString: string,
  differsInLineEndings: boolean,
): GuardedError {
  const same = differsInLineEndings ? 'the same old_string, apart from line endings,' : 'the same old_string';
  return guardedError(
    'DUPLICATE_OLD_STRING',
    `${label} has ${same} as ${editLabel(first, total).toLowerCase()} (${quote(oldString)}). All edits match the text as it is now, so both would replace the same text.`,
    ['edits', index, 'old_string'],
    `Merge edits ${first + 1} and ${index + 1} into one edit, or include different surrounding lines in each old_string so that each matches its own place.`,
  );
}
