// The naive loop the planner is measured against: for each edit, search the
// whole text, search again to check that the match is unique, and splice the result in.
import type { Edit } from '../../src/core/request';

export function naiveApply(text: string, edits: readonly Edit[]): string {
  let current = text;
  for (const edit of edits) {
    const at = current.indexOf(edit.old_string);
    if (at === -1) throw new Error(`naive: not found: ${edit.old_string}`);
    if (current.indexOf(edit.old_string, at + 1) !== -1) throw new Error(`naive: not unique: ${edit.old_string}`);
    current = current.slice(0, at) + edit.new_string + current.slice(at + edit.old_string.length);
  }
  return current;
}
