// Offsets (UTF-16 code units, as JavaScript strings and VS Code count) to 1-based lines and
// columns and back. Lines end at "\n"; the "\r" of a CRLF is the last character of its line.
// VS Code normalises a lone "\r" in an open buffer, so it is not treated as a line break here.

export interface TextPosition {
  /** 1-based line. */
  line: number;
  /** 1-based column in UTF-16 code units (VS Code's `character` + 1). */
  column: number;
}

export class LineIndex {
  /** Offset of the first character of each line; lineStarts[0] is 0. */
  private readonly lineStarts: number[];

  /** One pass over the text (indexOf runs natively, much faster than a character loop). */
  constructor(readonly text: string) {
    const starts = [0];
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) starts.push(nl + 1);
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** The 1-based line holding `offset` (clamped to the text); an offset just after "\n" is on the next line. */
  lineAt(offset: number): number {
    const target = Math.min(Math.max(offset, 0), this.text.length);
    // Binary search: the last line whose start is at or before target.
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.lineStarts[mid] <= target) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  positionAt(offset: number): TextPosition {
    const clamped = Math.min(Math.max(offset, 0), this.text.length);
    const line = this.lineAt(clamped);
    return { line, column: clamped - this.lineStarts[line - 1] + 1 };
  }

  /** The offset of a 1-based line and column, clamped to the line's text (like VS Code's validatePosition). */
  offsetAt(position: TextPosition): number {
    const line = Math.min(Math.max(position.line, 1), this.lineCount);
    return Math.min(this.lineStarts[line - 1] + Math.max(position.column, 1) - 1, this.lineEnd(line));
  }

  /** Offset of the first character of a 1-based line. */
  lineStart(line: number): number {
    return this.lineStarts[line - 1];
  }

  /** Offset just after a line's last character, without its line ending unless `withEol`. */
  lineEnd(line: number, withEol = false): number {
    const next = line < this.lineCount ? this.lineStarts[line] : this.text.length;
    if (withEol || line === this.lineCount) return next;
    const beforeLf = next - 1;
    return beforeLf > this.lineStarts[line - 1] && this.text.charCodeAt(beforeLf - 1) === 13 ? beforeLf - 1 : beforeLf;
  }
}

/** The position of one offset; for many offsets in one text, build a LineIndex once. */
export function positionAt(text: string, offset: number): TextPosition {
  return new LineIndex(text).positionAt(offset);
}
