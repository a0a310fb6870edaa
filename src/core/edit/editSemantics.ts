// Validation layer 2 for edits: what can be said about the edits without
// reading the file. Every error is collected, not only the first.
import { binaryContentError, EDIT_WORDING, guardedError, hasNul, itemPair, type GuardedError, quote, type Wording } from '../errors';
import type { Edit } from '../request';
import { toLf } from '../text';

/** `wording`: how the errors name an edit and its strings (a patch's hunks have their own words). */
export function checkEditSemantics(edits: readonly Edit[], wording: Wording = EDIT_WORDING): GuardedError[] {
  const w = wording;
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
  const label = (index: number): string => w.itemLabel(index, edits.length);
  edits.forEach((edit, index) => {
    if (edit.old_string.length === 0) {
      errors.push(emptyOldString(label(index), index, w));
      return;
    }
    if (hasNul(edit.new_string)) errors.push(binaryContentError(w.newText, ['edits', index, 'new_string'], edit.new_string, label(index)));
    const oldLf = toLf(edit.old_string);
    if (oldLf === toLf(edit.new_string)) errors.push(noOpEdit(label(index), index, edit, w));
    const first = firstWithOldString.get(oldLf);
    if (first === undefined) firstWithOldString.set(oldLf, index);
    else errors.push(duplicateOldString(label(index), index, w.itemLabel(first, edits.length), first, edit.old_string, edits[first].old_string !== edit.old_string, w));
  });
  return errors;
}

function emptyOldString(label: string, index: number, w: Wording): GuardedError {
  return guardedError(
    'EMPTY_OLD_STRING',
    `${label}: ${w.oldText} is empty; it must be the exact, non-empty text to replace.`,
    ['edits', index, 'old_string'],
    `To insert text, set ${w.oldContext} to the existing text next to the insertion point (for example the whole line before it) and repeat that text in ${w.newText} together with the addition. To fill an empty file (it has no text to match), use guarded_create_file with overwrite: true.`,
  );
}

function noOpEdit(label: string, index: number, edit: Edit, w: Wording): GuardedError {
  const sameRaw = edit.old_string === edit.new_string;
  const how = sameRaw ? `is identical to ${w.oldText}` : `differs from ${w.oldText} only in line endings, which are converted to the file's own`;
  return guardedError(
    'NO_OP_EDIT',
    `${label}: ${w.newText} ${how} (${quote(edit.new_string)}), so the ${w.item} would change nothing.`,
    ['edits', index, 'new_string'],
    `Put the changed text in ${w.newText}, or remove this ${w.item}.`,
  );
}

function duplicateOldString(
  label: string,
  index: number,
  firstLabel: string,
  first: number,
  oldString: string,
  differsInLineEndings: boolean,
  w: Wording,
): GuardedError {
  const same = differsInLineEndings ? `the same ${w.oldText}, apart from line endings,` : `the same ${w.oldText}`;
  // The first item is named inside the sentence: its label without the capital.
  const firstNamed = firstLabel.charAt(0).toLowerCase() + firstLabel.slice(1);
  return guardedError(
    'DUPLICATE_OLD_STRING',
    `${label} has ${same} as ${firstNamed} (${quote(oldString)}). All ${w.items} match the text as it is now, so both would replace the same text.`,
    ['edits', index, 'old_string'],
    `Merge ${itemPair(w, first, index)} into one ${w.item}, or include different surrounding lines in ${w.eachOldContext} so that each matches its own place.`,
  );
}
