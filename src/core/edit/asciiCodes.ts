// The scans' fast path: a text whose code units are all ASCII, copied into bytes by the native
// encoder (a memory copy for such text), is read from typed arrays, which V8 reads faster than
// `charCodeAt` on a string, and four characters at a time. Byte offsets are then UTF-16 offsets.

const ENCODER = new TextEncoder();

export interface AsciiText {
  /** One byte per code unit. */
  bytes: Uint8Array;
  /** The same memory read as 32-bit words, zero-padded by at least one whole word past the text. */
  words: Int32Array;
}

/** The text's code units as bytes when every one is below 0x80; otherwise undefined. */
export function asciiCodes(text: string): AsciiText | undefined {
  const buffer = new ArrayBuffer(((text.length >>> 2) + 2) << 2);
  const bytes = new Uint8Array(buffer, 0, text.length);
  // A code unit of 0x80 or more takes two bytes or more, so the bytes run out before the text does.
  if (ENCODER.encodeInto(text, bytes).read !== text.length) return undefined;
  return { bytes, words: new Int32Array(buffer) };
}
