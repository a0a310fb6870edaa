// A file's text for reading only, when its bytes would not come back unchanged (invalid bytes,
// mixed line endings, a lone CR): shown as an editor would show it (U+FFFD for invalid bytes, every
// line break as LF), with a note that the file cannot be edited as it is and why.
import { decodeFileBytes } from '../bytes';

export interface ReadableText {
  text: string;
  eol: '\n' | '\r\n';
  /** Set when the text is not exactly the file's: why, and that edits will be refused. */
  note?: string;
}

export function readableText(bytes: Uint8Array, displayPath: string): ReadableText {
  const decoded = decodeFileBytes(bytes, { label: displayPath });
  if (decoded.ok) return { text: decoded.text, eol: decoded.eol };
  const bom = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  const text = new TextDecoder(bom).decode(bytes).replace(/\r\n?/g, '\n');
  const why = decoded.errors.map((e) => e.message).join(' ');
  return { text, eol: '\n', note: `Shown as an editor would show it, not byte for byte: ${why} Edits of this file will be refused (${decoded.errors[0].code}) until that is fixed.` };
}
