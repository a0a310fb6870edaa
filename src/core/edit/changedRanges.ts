// The lines of the NEW text that a set of replacements touches (the `changes` ),
// computed from the old text's line index without building the new text.
import type { Replacement } from './applyReplacements';
import type { LineIndex } from './lineIndex';

/** 1-based, inclusive lines of the new text. */
export interface ChangedRange {
  start_line: number;
  end_line: number;
}

/**
 * Each replacement's inserted text as a range of new lines (a pure deletion gives the line where
 * it happened); ranges that overlap or touch (adjacent lines) are merged. `replacements` must be
 * sorted and non-overlapping, with `lines` indexing the text they apply to.
 */
export function changedRanges(lines: LineIndex, replacements: readonly Replacement[]): ChangedRange[] {
  const ranges: ChangedRange[] = [];
  // New line = old line + (line breaks inserted - line breaks removed) by earlier replacements.
  let lineShift = 0;
  for (const r of replacements) {
    const oldStartLine = lines.lineAt(r.start);
    const removedBreaks = lines.lineAt(r.end) - oldStartLine;
    const insertedBreaks = countLineBreaks(r.text, r.text.length);
    const startLine = oldStartLine + lineShift;
    // The last inserted character's line: a trailing "\n" belongs to the line it ends.
    const endLine = r.text.length === 0 ? startLine : startLine + countLineBreaks(r.text, r.text.length - 1);
    const previous = ranges.at(-1);
    if (previous && startLine <= previous.end_line + 1) previous.end_line = Math.max(previous.end_line, endLine);
    else ranges.push({ start_line: startLine, end_line: endLine });
    lineShift += insertedBreaks - removedBreaks;
  }
  return ranges;
}

function countLineBreaks(value: string, before: number): number {
  let count = 0;
  for (let i = value.indexOf('\n'); i !== -1 && i < before; i = value.indexOf('\n', i + 1)) count++;
  return count;
}
