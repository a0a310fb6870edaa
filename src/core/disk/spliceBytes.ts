// The bytes of an edited file whose every character was one byte (ASCII in UTF-8, the common
// source file): its old bytes with each replaced range swapped for the UTF-8 of its new text. The
// same bytes as decoding, replacing and encoding the whole text, without touching the text
// outside the replacements (for a large file, two passes over it fewer).

/** A replaced range of the text (character offsets, equal to byte offsets in such a file) and its new text. */
export interface SplicedRange {
  start: number;
  end: number;
  text: string;
}

/**
 * Whether `bytes` (after a prefix of `offset` bytes, a BOM) hold `text` one byte per character:
 * then every character is ASCII, since any other takes two bytes or more in UTF-8.
 */
export function isOneBytePerCharacter(bytes: Uint8Array, offset: number, text: string): boolean {
  return bytes.length - offset === text.length;
}

/**
 * `bytes` with each range (sorted, not overlapping, within the text, offsets counted after the
 * first `offset` bytes) replaced by its text in UTF-8. Anything else is a programming error:
 * RangeError, as applyReplacements.
 */
export function spliceOneByteText(bytes: Uint8Array, offset: number, ranges: readonly SplicedRange[]): Uint8Array {
  const encoder = new TextEncoder();
  const inserted = ranges.map((r) => encoder.encode(r.text));
  const textLength = bytes.length - offset;
  let size = bytes.length;
  let copied = 0;
  ranges.forEach((r, i) => {
    if (!(r.start >= copied && r.end >= r.start && r.end <= textLength)) {
      throw new RangeError(`Replacement [${r.start}, ${r.end}) is out of order, overlaps the previous one or is outside the text (length ${textLength}).`);
    }
    size += inserted[i].length - (r.end - r.start);
    copied = r.end;
  });
  const out = new Uint8Array(size);
  out.set(bytes.subarray(0, offset));
  let at = offset;
  copied = 0;
  ranges.forEach((r, i) => {
    out.set(bytes.subarray(offset + copied, offset + r.start), at);
    at += r.start - copied;
    out.set(inserted[i], at);
    at += inserted[i].length;
    copied = r.end;
  });
  out.set(bytes.subarray(offset + copied), at);
  return out;
}
