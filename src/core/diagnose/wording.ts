// How the planner's messages name what they speak of: an edit and its old_string/new_string, or a
// patch hunk and its lines. The words are data given to the planner, so that a message written
// once in core/edit or core/diagnose reads right for both callers.
import { editLabel } from '../errors';

export interface Wording {
  /** The item an error is about, at the start of its message: "Edit 1 of 2". */
  itemLabel(index: number, total: number): string;
  /** The text to find, as a message names it. */
  oldText: string;
  /** The text to find, as a hint tells the caller to write it. */
  oldContext: string;
  /** The replacement text, in messages and hints. */
  newText: string;
  /** Why two places are too many (after "; " in an ambiguity's message). */
  uniqueRule: string;
}

export const EDIT_WORDING: Wording = {
  itemLabel: editLabel,
  oldText: 'old_string',
  oldContext: 'old_string',
  newText: 'new_string',
  uniqueRule: 'without replace_all it must occur exactly once',
};

/** The words of a patch hunk; `itemLabel` names the hunk (its file and line), given by the patch core. */
export function hunkWording(itemLabel: (index: number, total: number) => string): Wording {
  return {
    itemLabel,
    oldText: "the hunk's text",
    oldContext: "the hunk's context",
    newText: "the hunk's added lines",
    uniqueRule: 'a hunk must match exactly one place',
  };
}
