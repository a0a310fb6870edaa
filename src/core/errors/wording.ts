// How the planner's messages name what they speak of: an edit and its old_string/new_string, or a
// patch hunk and its lines. The words are data given to the planner, so that a message written
// once in core/edit or core/diagnose reads right for both callers. Here, below both, so that a
// successful plan never loads core/diagnose (the hook loads it only when an edit fails).
import { editLabel } from './text';

export interface Wording {
  /** The item an error is about, at the start of its message: "Edit 1 of 2". */
  itemLabel(index: number, total: number): string;
  /** The item inside a sentence: "one smaller edit". */
  item: string;
  /** Items inside a sentence: "All edits match". */
  items: string;
  /** The number the caller knows an item by (1-based), as in "edit 2" (a hunk's number in its file's patch). */
  itemNumber(index: number): number;
  /** The text to find, as a message names it. */
  oldText: string;
  /** The text to find, as a message names it at the start of a sentence. */
  oldTextFirst: string;
  /** The text to find, as a hint tells the caller to write it. */
  oldContext: string;
  /** The text to find, as a hint names it at the start of a sentence. */
  oldContextFirst: string;
  /** The text to find after a possessive or "whose": "edit 2's old_string", "one edit whose old_string". */
  oldPart: string;
  /** The text to find of every item, after "in": "each old_string". */
  eachOldContext: string;
  /** The replacement text, in messages and hints. */
  newText: string;
  /** The replacement text after a possessive: "edit 2's new_string". */
  newPart: string;
  /** Why two places are too many (after "; " in an ambiguity's message). */
  uniqueRule: string;
  /** What holds the items, after "in the same": "call" (a tool call's edits), "patch" (a file's hunks). */
  request: string;
}

export const EDIT_WORDING: Wording = {
  itemLabel: editLabel,
  item: 'edit',
  items: 'edits',
  itemNumber: (index) => index + 1,
  oldText: 'old_string',
  oldTextFirst: 'old_string',
  oldContext: 'old_string',
  oldContextFirst: 'old_string',
  oldPart: 'old_string',
  eachOldContext: 'each old_string',
  newText: 'new_string',
  newPart: 'new_string',
  uniqueRule: 'without replace_all it must occur exactly once',
  request: 'call',
};

/**
 * The words of a patch hunk; `itemLabel` names the hunk (its file and line), given by the patch
 * core, and `itemNumber` its number in the file's patch when the planner sees only some hunks.
 */
export function hunkWording(
  itemLabel: (index: number, total: number) => string,
  itemNumber: (index: number) => number = (index) => index + 1,
): Wording {
  return {
    itemLabel,
    item: 'hunk',
    items: 'hunks',
    itemNumber,
    oldText: "the hunk's text",
    oldTextFirst: "The hunk's text",
    oldContext: "the hunk's context",
    oldContextFirst: "The hunk's context",
    oldPart: 'context',
    eachOldContext: "each hunk's context",
    newText: "the hunk's added lines",
    newPart: 'added lines',
    uniqueRule: 'a hunk must match exactly one place',
    request: 'patch',
  };
}

/** An item named inside a sentence: "edit 2", "hunk 3". */
export function itemName(w: Wording, index: number): string {
  return `${w.item} ${w.itemNumber(index)}`;
}

/** Two items named inside a sentence: "edits 1 and 2". */
export function itemPair(w: Wording, first: number, second: number): string {
  return `${w.items} ${w.itemNumber(first)} and ${w.itemNumber(second)}`;
}

/** At most this many occurrences are listed in `occurrences`; the message says how many exist. */
export const MAX_LISTED_OCCURRENCES = 50;
