// The patch as numbered lines: every parser walks it with one cursor, never backwards, so each
// parse is one pass over the patch (its length is bounded before it is split).

export class PatchLines {
  private readonly lines: string[];
  private index = 0;

  constructor(text: string) {
    // A patch written with CRLF reads as one written with LF; the files keep their own endings.
    const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    // The line break after the last line does not start another line.
    if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    this.lines = lines;
  }

  get done(): boolean {
    return this.index >= this.lines.length;
  }

  /** The current line, or undefined past the end. */
  peek(): string | undefined {
    return this.lines[this.index];
  }

  /** The 1-based number of the current line (one past the last when done). */
  get lineNumber(): number {
    return this.index + 1;
  }

  next(): string | undefined {
    const line = this.lines[this.index];
    if (line !== undefined) this.index++;
    return line;
  }

  get count(): number {
    return this.lines.length;
  }
}
