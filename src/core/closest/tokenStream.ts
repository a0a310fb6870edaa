// Text as a formatter leaves its meaning: the characters that are not whitespace, with one space
// kept where whitespace (line breaks included) separates two word characters ("def f" stays two
// tokens, "f(\n    a" becomes "f(a"), a comma before a closing bracket dropped (the trailing comma
// black, prettier and rustfmt add when they split a call), and single quotes read as double ones
// (prettier and black change them). Two texts that a formatter turns into each other read the
// same here. Read one symbol at a time from a place in a text's lines, forward or backward, so
// that a comparison costs only as far as it agrees.

/** The symbol between two word characters that whitespace separates. */
const GAP = 0x20;

/** Letters, digits, "_" and "$" of ASCII, and every character beyond ASCII: parts of a name. */
export function isWordCode(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f || code === 0x24 || code >= 0x80;
}

function isSpaceCode(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0c || code === 0x0b || code === 0xa0 || code === 0xfeff;
}

function isCloser(code: number): boolean {
  return code === 0x29 || code === 0x5d || code === 0x7d;
}

const COMMA = 0x2c;
const SINGLE_QUOTE = 0x27;
const DOUBLE_QUOTE = 0x22;

/**
 * A whole string read as symbols (for old_string): the same rules as the cursor below, in a typed
 * array (a large old_string makes millions). A string has no more symbols than characters (a gap
 * stands for at least one whitespace character). Reading stops once there are more than `limit`
 * (no step shortens the list: a comma dropped before a closer makes room for the closer).
 */
export function tokenSymbols(value: string, limit = Infinity): Uint16Array {
  const out = new Uint16Array(Math.min(value.length, limit + 2));
  let length = 0;
  let gap = false;
  for (let i = 0; i < value.length && length <= limit; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x0a || isSpaceCode(code)) {
      gap = true;
      continue;
    }
    if (isCloser(code) && length > 0 && out[length - 1] === COMMA) length--;
    if (gap && length > 0 && isWordCode(code) && isWordCode(out[length - 1])) out[length++] = GAP;
    gap = false;
    out[length++] = code === SINGLE_QUOTE ? DOUBLE_QUOTE : code;
  }
  // A comma at the very end is kept: what follows it in the file decides, and old_string has nothing there.
  return out.subarray(0, length);
}

/** A place in a text's lines: line index and column. */
export interface Place {
  line: number;
  column: number;
}

/**
 * Reads the symbols of `lines` from a place. `forward` reads the character at the place and on;
 * backward reads the characters before it. It counts the characters it looks at (`steps`, which
 * the caller charges to its budget) and returns -1 at either end of the text or past `limit` steps.
 */
export class SymbolCursor {
  line: number;
  column: number;
  steps = 0;
  /** The last symbol read was a word character (for the gap rule), in reading order. */
  private lastWord = false;
  private started = false;

  /** `beside`: the symbol next to the place on the side already read (the anchor's edge), for the gap rule. */
  constructor(private readonly lines: readonly string[], at: Place, private readonly forward: boolean, private readonly limit: number, beside?: number) {
    this.line = at.line;
    this.column = at.column;
    if (beside !== undefined) {
      this.started = true;
      this.lastWord = isWordCode(beside);
    }
  }

  /** The next symbol in reading order, or -1. */
  next(): number {
    let gap = false;
    for (;;) {
      const code = this.step();
      if (code === -1) return -1;
      if (code === 0x0a || isSpaceCode(code)) {
        gap = true;
        continue;
      }
      if (code === COMMA && this.closerFollows()) continue;
      const word = isWordCode(code);
      if (gap && this.started && word && this.lastWord) {
        // The gap is read now and the character again next time: step back over it.
        this.unstep();
        this.lastWord = false;
        return GAP;
      }
      this.started = true;
      this.lastWord = word;
      return code === SINGLE_QUOTE ? DOUBLE_QUOTE : code;
    }
  }

  /** The place after the last character read (forward) or at it (backward). */
  place(): Place {
    return { line: this.line, column: this.column };
  }

  /** One character in reading direction (0x0a between lines), or -1. */
  private step(): number {
    if (++this.steps > this.limit) return -1;
    if (this.forward) {
      const text = this.lines[this.line];
      if (text === undefined) return -1;
      if (this.column < text.length) return text.charCodeAt(this.column++);
      if (this.line + 1 >= this.lines.length) return -1;
      this.line++;
      this.column = 0;
      return 0x0a;
    }
    if (this.column > 0) return this.lines[this.line].charCodeAt(--this.column);
    if (this.line === 0) return -1;
    this.line--;
    this.column = this.lines[this.line].length;
    return 0x0a;
  }

  private unstep(): void {
    if (this.forward) {
      if (this.column > 0) this.column--;
      else if (this.line > 0) {
        this.line--;
        this.column = this.lines[this.line].length;
      }
    } else if (this.column < this.lines[this.line].length) this.column++;
    else {
      this.line++;
      this.column = 0;
    }
  }

  /** Whether the comma just read (at column - 1 forward, at column backward) has a closing bracket after it, whitespace between. */
  private closerFollows(): boolean {
    let line = this.line;
    let column = this.forward ? this.column : this.column + 1;
    // Bounded: a comma is followed by at most this many characters of whitespace that are looked at.
    for (let seen = 0; seen < 4096; seen++) {
      const text = this.lines[line];
      if (text === undefined) return false;
      if (column >= text.length) {
        line++;
        column = 0;
        continue;
      }
      const code = text.charCodeAt(column++);
      if (!isSpaceCode(code)) {
        this.steps += seen;
        return isCloser(code);
      }
    }
    return false;
  }
}
