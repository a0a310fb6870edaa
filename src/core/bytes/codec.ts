// A file's bytes as text and back, refusing anything that would not come back byte for byte:
// bytes invalid in the encoding, mixed line endings, a lone CR. UTF-8 (with or without a BOM)
// and UTF-16 LE/BE with a BOM are supported. Text to be written is checked the same way.
import { guardedError, plural, type GuardedError } from '../errors';

export type FileEncoding = 'utf8' | 'utf16le' | 'utf16be';
export type FileEol = '\n' | '\r\n';

export type DecodedFile = { ok: true; text: string; encoding: FileEncoding; bom: boolean; eol: FileEol } | { ok: false; errors: GuardedError[] };

export interface DecodeOptions {
  /** How the file is named in messages, e.g. "src/app.ts". */
  label?: string;
  /**
   * A host's faster decoder of bytes that are all ASCII (the same text the UTF-8 decoder gives
   * them); undefined when they are not, and the UTF-8 decoder reads them.
   */
  asciiText?: (bytes: Uint8Array) => string | undefined;
}

const BOMS: { encoding: FileEncoding; bytes: number[] }[] = [
  { encoding: 'utf8', bytes: [0xef, 0xbb, 0xbf] },
  { encoding: 'utf16le', bytes: [0xff, 0xfe] },
  { encoding: 'utf16be', bytes: [0xfe, 0xff] },
];

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const STRICT_UTF8_WITHOUT_BOM = new TextDecoder('utf-8', { fatal: true });

/**
 * UTF-8 bytes as text, or undefined when they are not valid UTF-8 (never a replacement character).
 * A leading BOM stays in the text as U+FEFF, so the text encodes back to the same bytes; `dropBom`
 * leaves it out, for comparing with an editor's document, which never holds one.
 */
export function strictUtf8(bytes: Uint8Array, options: { dropBom?: boolean } = {}): string | undefined {
  try {
    return (options.dropBom === true ? STRICT_UTF8_WITHOUT_BOM : STRICT_UTF8).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The bytes of a file as text, or why they cannot be kept exactly. */
export function decodeFileBytes(bytes: Uint8Array, options: DecodeOptions = {}): DecodedFile {
  const label = options.label ?? 'The file';
  if (startsWith(bytes, [0xff, 0xfe, 0x00, 0x00]) || startsWith(bytes, [0x00, 0x00, 0xfe, 0xff])) {
    return { ok: false, errors: [unsupportedEncodingError(label, 'UTF-32')] };
  }
  const bom = BOMS.find((b) => startsWith(bytes, b.bytes));
  const encoding = bom?.encoding ?? 'utf8';
  const body = bytes.subarray(bom ? bom.bytes.length : 0);
  let text: string;
  try {
    const ascii = encoding === 'utf8' ? options.asciiText?.(body) : undefined;
    text = ascii ?? new TextDecoder(encoding === 'utf8' ? 'utf-8' : encoding === 'utf16le' ? 'utf-16le' : 'utf-16be', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return { ok: false, errors: [invalidBytesError(label, encoding, body)] };
  }
  const endings = countLineEndings(text);
  const errors: GuardedError[] = [];
  if (endings.loneCrLine !== undefined) {
    errors.push(guardedError(
      'LOSSY_FILE',
      `${label} has a carriage return (CR) that does not end a CRLF line ending on line ${endings.loneCrLine}; editors turn it into a line break, so the file could not be written back unchanged.`,
      ['file_path'],
      'Ask the person to remove the stray CR characters (or normalise the line endings) and save the file, then call again.',
    ));
  }
  if (endings.crlf > 0 && endings.lf > 0) {
    errors.push(guardedError(
      'LOSSY_FILE',
      `${label} has mixed line endings: ${plural(endings.crlf, 'line')} end in CRLF and ${endings.lf} in LF (first LF on line ${endings.firstLfLine}); writing it back would change every line ending of one kind.`,
      ['file_path'],
      'Ask the person to normalise the line endings (for example with "Change End of Line Sequence" in VS Code) and save, then call again.',
    ));
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, text, encoding, bom: bom !== undefined, eol: endings.crlf > 0 ? '\r\n' : '\n' };
}

/** The text in the encoding, with the BOM when `bom`. The text must pass checkTextForEncoding. */
export function encodeFileText(text: string, encoding: FileEncoding, bom: boolean): Uint8Array {
  if (encoding === 'utf8') {
    const body = new TextEncoder().encode(text);
    if (!bom) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  const offset = bom ? 2 : 0;
  const out = new Uint8Array(offset + text.length * 2);
  const little = encoding === 'utf16le';
  if (bom) out.set(little ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out[offset + 2 * i + (little ? 0 : 1)] = unit & 0xff;
    out[offset + 2 * i + (little ? 1 : 0)] = unit >>> 8;
  }
  return out;
}

/**
 * Errors for text that the encoding could not hold exactly or that would not come back as
 * written: a lone surrogate, or a CR that is not part of CRLF. `label` names the text in messages
 * (e.g. "Edit 2 of 3's new_string").
 */
export function checkTextForEncoding(text: string, encoding: FileEncoding, label: string): GuardedError[] {
  const errors: GuardedError[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0x0d && text.charCodeAt(i + 1) !== 0x0a) {
      errors.push(guardedError(
        'UNENCODABLE_TEXT',
        `${label} has a carriage return (CR) at character ${i + 1} that is not part of a CRLF line ending; it would not be kept as written.`,
        [],
        'Write line breaks as \\n (they are converted to the file\'s own line endings), and leave out lone \\r characters.',
      ));
      break;
    }
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const paired = unit <= 0xdbff ? isLow(text.charCodeAt(i + 1)) : false;
      if (paired) {
        i++;
        continue;
      }
      errors.push(guardedError(
        'UNENCODABLE_TEXT',
        `${label} has a lone surrogate (\\u${unit.toString(16).toUpperCase()}) at character ${i + 1}, which no ${encodingName(encoding)} file can hold; it would be written as U+FFFD.`,
        [],
        'Send the character as a complete pair (or the character itself), not half of it.',
      ));
      break;
    }
  }
  return errors;
}

export function encodingName(encoding: FileEncoding): string {
  return encoding === 'utf8' ? 'UTF-8' : encoding === 'utf16le' ? 'UTF-16 LE' : 'UTF-16 BE';
}

function isLow(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

interface LineEndings {
  crlf: number;
  /** Bare LF endings; counted only when there are CRLF ones (else 0). */
  lf: number;
  firstLfLine?: number;
  loneCrLine?: number;
}

function countLineEndings(text: string): LineEndings {
  // Native indexOf scans (not a loop over every character): files are up to the size limit.
  const cr = occurrences(text, '\r');
  const crlf = cr > 0 ? occurrences(text, '\r\n') : 0;
  // CRLF endings are looked for only when there is a CR, and LF ones counted only when CRLF ones
  // exist (to word the mixed case): a large file's 100,000 LFs would cost a pass for nothing.
  const lf = crlf > 0 ? occurrences(text, '\n') - crlf : 0;
  const counts: LineEndings = { crlf, lf };
  if (cr > crlf) counts.loneCrLine = lineOf(text, firstLoneCr(text));
  if (crlf > 0 && lf > 0) counts.firstLfLine = lineOf(text, firstBareLf(text));
  return counts;
}

function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}

function firstLoneCr(text: string): number {
  let at = text.indexOf('\r');
  while (at !== -1 && text.charCodeAt(at + 1) === 0x0a) at = text.indexOf('\r', at + 1);
  return at;
}

function firstBareLf(text: string): number {
  let at = text.indexOf('\n');
  while (at > 0 && text.charCodeAt(at - 1) === 0x0d) at = text.indexOf('\n', at + 1);
  return at;
}

/** 1-based line of an offset, counting LF line breaks (a CRLF counts once, at its LF). */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

function invalidBytesError(label: string, encoding: FileEncoding, body: Uint8Array): GuardedError {
  const where = encoding === 'utf8' ? firstInvalidUtf8(body) : undefined;
  const at = where ? ` on line ${where.line} (byte ${where.offset + 1})` : '';
  return guardedError(
    'LOSSY_FILE',
    `${label} has bytes that are not valid ${encodingName(encoding)}${at}; they would be shown as U+FFFD and writing the file would replace them.`,
    ['file_path'],
    'The file is probably in another encoding (for example Latin-1). Ask the person to convert it to UTF-8 (in VS Code: "Reopen with Encoding", then "Save with Encoding"), then call again.',
  );
}

function firstInvalidUtf8(bytes: Uint8Array): { offset: number; line: number } | undefined {
  let line = 1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 0x0a) line++;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return { offset: i, line };
    for (let k = 1; k <= need; k++) {
      if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return { offset: i, line };
    }
    i += need + 1;
  }
  return undefined;
}

function unsupportedEncodingError(label: string, name: string): GuardedError {
  return guardedError(
    'UNSUPPORTED_ENCODING',
    `${label} is ${name}, which Guarded Edit cannot write back exactly (it keeps UTF-8 and UTF-16 with a BOM).`,
    ['file_path'],
    'Ask the person to convert the file to UTF-8, or to make this change themselves.',
  );
}
