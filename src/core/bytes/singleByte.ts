// Single-byte encodings that VS Code offers in files.encoding and that we can keep exactly:
// ISO 8859-1 (every byte is the code point of the same number) and Windows-1252 (the same, except
// 0x80-0x9F; five of those bytes are undefined and decode to U+FFFD, so they cannot come back).
import { stringFromCharCodes } from '../text';

export type SingleByteEncoding = 'iso88591' | 'windows1252';

// Windows-1252 0x80..0x9F; 0 marks the five undefined bytes.
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];
const CP1252_BYTE_OF = new Map(CP1252_HIGH.map((code, i) => [code, 0x80 + i] as const).filter(([code]) => code !== 0));

/** The code point a byte stands for, or undefined when the encoding leaves the byte undefined. */
function singleByteCodePoint(byte: number, encoding: SingleByteEncoding): number | undefined {
  if (encoding === 'iso88591' || byte < 0x80 || byte > 0x9f) return byte;
  const code = CP1252_HIGH[byte - 0x80];
  return code === 0 ? undefined : code;
}

/** The byte for a UTF-16 code unit, or undefined when the encoding cannot hold it. */
export function singleByteFor(unit: number, encoding: SingleByteEncoding): number | undefined {
  if (encoding === 'iso88591') return unit <= 0xff ? unit : undefined;
  if (unit < 0x80 || (unit >= 0xa0 && unit <= 0xff)) return unit;
  return CP1252_BYTE_OF.get(unit);
}

/** Decoded text, or the offset of the first undefined byte. */
export function decodeSingleByte(bytes: Uint8Array, encoding: SingleByteEncoding): { ok: true; text: string } | { ok: false; offset: number } {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const units: number[] = [];
    const end = Math.min(bytes.length, start + CHUNK);
    for (let i = start; i < end; i++) {
      const code = singleByteCodePoint(bytes[i], encoding);
      if (code === undefined) return { ok: false, offset: i };
      units.push(code);
    }
    parts.push(stringFromCharCodes(units));
  }
  return { ok: true, text: parts.join('') };
}

/** The text's bytes; every character must be one the encoding holds (see checkTextForEditorEncoding). */
export function encodeSingleByte(text: string, encoding: SingleByteEncoding): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = singleByteFor(text.charCodeAt(i), encoding) ?? 0x3f;
  return out;
}
