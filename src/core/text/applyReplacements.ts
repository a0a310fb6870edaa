// Replacements are what the planner hands to the adapter (one WorkspaceEdit) and what previews
// and tests apply to a string.

/** Replace text[start, end) with `text`. Offsets are UTF-16 offsets into the current text. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/**
 * Apply replacements that are sorted by start, do not overlap (touching is fine) and lie within
 * the text, all against the original text. Anything else is a programming error: RangeError.
 */
export function applyReplacements(text: string, replacements: readonly Replacement[]): string {
  const parts: string[] = [];
  let copied = 0;
  for (const r of replacements) {
    if (!(r.start >= copied && r.end >= r.start && r.end <= text.length)) {
      throw new RangeError(`Replacement [${r.start}, ${r.end}) is out of order, overlaps the previous one or is outside the text (length ${text.length}).`);
    }
    parts.push(text.slice(copied, r.start), r.text);
    copied = r.end;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** The length of applyReplacements(text, replacements) for a text of `length`, without building it. */
export function replacedLength(length: number, replacements: readonly Replacement[]): number {
  let result = length;
  for (const r of replacements) result += r.text.length - (r.end - r.start);
  return result;
}
