// The scans' fast path: the text as one byte per UTF-16 code unit, read from typed arrays (V8
// reads them faster than `charCodeAt` on a string, and four characters at a time), with byte
// offsets equal to the string's offsets. An ASCII unit is its own byte; any other unit becomes a
// byte of 0x80 or more, which no ASCII character equals, so an ASCII pattern matches the bytes
// exactly where it matches the text. The native encoder copies the ASCII runs (a memory copy for
// such text); a text with many non-ASCII runs (prose in another script) has no such view.

const ENCODER = new TextEncoder();
/** Units outside ASCII, in runs: each run costs a native call, so a text with too many is left to the string scan. */
const NON_ASCII = /[^\0-\x7f]+/g;
/** At most one run beyond ASCII per this many units of text. */
const UNITS_PER_RUN = 256;

export interface AsciiText {
  /** One byte per code unit. */
  bytes: Uint8Array;
  /** The same memory read as 32-bit words, zero-padded by at least one whole word past the text. */
  words: Int32Array;
  /** Whether every unit is ASCII (then a pattern with another character cannot occur). */
  pure: boolean;
}

/** The one-byte view of the text, or undefined when too much of it is beyond ASCII. */
export function asciiCodes(text: string): AsciiText | undefined {
  const buffer = new ArrayBuffer(((text.length >>> 2) + 2) << 2);
  const bytes = new Uint8Array(buffer, 0, text.length);
  // A code unit of 0x80 or more takes two bytes or more, so the bytes run out before the text does.
  if (ENCODER.encodeInto(text, bytes).read === text.length) return { bytes, words: new Int32Array(buffer), pure: true };
  // (What that wrote past the first such unit is misplaced: everything is written again.)
  const maxRuns = Math.floor(text.length / UNITS_PER_RUN);
  let runs = 0;
  let from = 0;
  NON_ASCII.lastIndex = 0;
  for (let run = NON_ASCII.exec(text); run !== null; run = NON_ASCII.exec(text)) {
    if (++runs > maxRuns) return undefined;
    ENCODER.encodeInto(text.slice(from, run.index), bytes.subarray(from, run.index));
    const end = run.index + run[0].length;
    for (let i = run.index; i < end; i++) bytes[i] = 0x80 | (text.charCodeAt(i) & 0x7f);
    from = end;
  }
  ENCODER.encodeInto(text.slice(from), bytes.subarray(from));
  return { bytes, words: new Int32Array(buffer), pure: false };
}

/**
 * The one-byte view of a text read straight from the bytes it was decoded from as UTF-8, when
 * they allow it: as many bytes as characters (then every one is ASCII, since any other character
 * takes two bytes or more, and each byte is its character's code), from the start of their own
 * buffer, which has room for the padding words and holds only zeros past the text (checked: a few
 * bytes). Undefined otherwise: asciiCodes makes the view. Saves a copy of a large file's text.
 */
export function asciiViewOfUtf8(bytes: Uint8Array, text: string): AsciiText | undefined {
  if (bytes.length !== text.length || bytes.byteOffset !== 0) return undefined;
  const size = bytes.buffer.byteLength;
  const padded = ((text.length >>> 2) + 2) << 2;
  if (size % 4 !== 0 || size < padded || size > padded + 64) return undefined;
  const whole = new Uint8Array(bytes.buffer);
  for (let i = text.length; i < size; i++) if (whole[i] !== 0) return undefined;
  return { bytes, words: new Int32Array(bytes.buffer), pure: true };
}

/**
 * Whether every character is ASCII: only such a pattern can occur in a pure ASCII text, and only
 * such a pattern is matched exactly by the one-byte view.
 */
export function isAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return false;
  return true;
}
