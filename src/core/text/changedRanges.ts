// The lines of the NEW text that a set of replacements touches (the `changes`), counted over the
// old text without building the new text.
import type { Replacement } from './applyReplacements';
import { countLineBreaksIn } from './lineBreaks';

/** 1-based, inclusive lines of the new text. */
export interface ChangedRange {
  start_line: number;
  end_line: number;
}

/**
 * Each replacement's inserted text as a range of new lines (a pure deletion gives the line where
 * it happened); ranges that overlap or touch (adjacent lines) are merged. `replacements` must be
 * sorted and non-overlapping, against `text`.
 */
export function changedRanges(text: string, replacements: readonly Replacement[]): ChangedRange[] {
  const lines = new ForwardLineCounter(text);
  const ranges: ChangedRange[] = [];
  // New line = old line + (line breaks inserted - line breaks removed) by earlier replacements.
  let lineShift = 0;
  for (const r of replacements) {
    const oldStartLine = lines.lineAt(r.start);
    const removedBreaks = lines.lineAt(r.end) - oldStartLine;
    const insertedBreaks = countLineBreaksIn(r.text, 0, r.text.length);
    const startLine = oldStartLine + lineShift;
    // The last inserted character's line: a trailing "\n" belongs to the line it ends.
    const endLine = r.text.length === 0 ? startLine : startLine + countLineBreaksIn(r.text, 0, r.text.length - 1);
    const previous = ranges.at(-1);
    if (previous && startLine <= previous.end_line + 1) previous.end_line = Math.max(previous.end_line, endLine);
    else ranges.push({ start_line: startLine, end_line: endLine });
    lineShift += insertedBreaks - removedBreaks;
  }
  return ranges;
}

/**
 * The 1-based line of offsets asked for in increasing order, counting line breaks as it goes: one
 * pass over the text up to the last offset, with no index of every line (a plan that succeeds
 * needs only these few lines, and an index of 100,000 lines is a large allocation per call).
 */
class ForwardLineCounter {
  private line = 1;
  /** The line breaks before this offset are counted. */
  private counted = 0;

  constructor(private readonly text: string) {}

  /** The line holding `offset` (never less than an offset asked for before); an offset just after "\n" is on the next line. */
  lineAt(offset: number): number {
    if (offset > this.counted) {
      this.line += countLineBreaksIn(this.text, this.counted, offset);
      this.counted = offset;
    }
    return this.line;
  }
}
