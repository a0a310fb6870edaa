// Where the values of a JSON text are, as offsets: the notebook is written back by splicing the
// changed cells into the file's own text, so every untouched byte stays. The text has already
// passed JSON.parse, so the scanner only finds ends; every loop moves forward through the text.

/** [start, end) in the text. */
export interface Span {
  start: number;
  end: number;
}

/** One member of an object: its key (decoded), where the key starts and where its value is. */
export interface Member {
  key: string;
  keyStart: number;
  value: Span;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

export function isJsonWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

export function skipWhitespace(text: string, at: number): number {
  let i = at;
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  return i;
}

/** The offset after the string whose opening quote is at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    i = quote + 1;
  }
}

/** The offset after the value that starts at `start` (a string, a container, or a literal). */
function valueEnd(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return stringEnd(text, start);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    let i = start;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x2c || c === CLOSE_BRACE || c === CLOSE_BRACKET || isJsonWhitespace(c)) break;
      i++;
    }
    return i;
  }
  let depth = 0;
  const length = text.length;
  for (let i = start; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // A string ends at its first unescaped quote, found with indexOf (outputs hold long base64 strings).
      i = stringEnd(text, i) - 1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) {
      return i + 1;
    }
  }
  return text.length;
}

/**
 * The members of the object spanning `span` (its braces included), in the text's order. The
 * elements of the list that is `listKey`'s value are found in the same pass (`lists`).
 */
export function objectMembers(text: string, span: Span, listKey?: string, lists?: Map<number, Span[]>): Member[] {
  const members: Member[] = [];
  let i = skipWhitespace(text, span.start + 1);
  while (i < span.end && text.charCodeAt(i) === QUOTE) {
    const keyEnd = stringEnd(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    const valueStart = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
    let end: number;
    if (key === listKey && lists !== undefined && text.charCodeAt(valueStart) === OPEN_BRACKET) {
      const found = listElements(text, valueStart);
      lists.set(valueStart, found.elements);
      end = found.end;
    } else {
      end = valueEnd(text, valueStart);
    }
    members.push({ key, keyStart: i, value: { start: valueStart, end } });
    i = skipWhitespace(text, end);
    if (text.charCodeAt(i) === 0x2c) i = skipWhitespace(text, i + 1);
    else break;
  }
  return members;
}

/** The elements of the array whose "[" is at `start`, and the offset after its "]". */
function listElements(text: string, start: number): { elements: Span[]; end: number } {
  const elements: Span[] = [];
  let i = skipWhitespace(text, start + 1);
  while (i < text.length && text.charCodeAt(i) !== CLOSE_BRACKET) {
    const end = valueEnd(text, i);
    elements.push({ start: i, end });
    i = skipWhitespace(text, end);
    if (text.charCodeAt(i) === 0x2c) i = skipWhitespace(text, i + 1);
    else break;
  }
  return { elements, end: i + 1 };
}
