// The size limit on the text an edit works on (the open buffer) and the text it leaves.
import { guardedError, type GuardedError, type InputPath } from '../errors';
import { keptEncoding } from './editorEncoding';

/** How many bytes `text` takes in the editor encoding `id` (UTF-8 for encodings we do not keep). */
export function encodedLength(text: string, id: string): number {
  const kept = keptEncoding(id);
  if (kept.kind === 'single') return text.length;
  if (kept.kind === 'unicode' && kept.encoding !== 'utf8') return 2 + text.length * 2;
  return (kept.kind === 'unicode' && kept.bom ? 3 : 0) + utf8Length(text);
}

/** Code units per piece utf8Length encodes: at most three bytes each, so a piece always fits its scratch. */
const UTF8_PIECE_UNITS = 1 << 14;
let scratch: Uint8Array | undefined;

/**
 * The UTF-8 bytes of `text` as an encoder writes them (a lone surrogate as U+FFFD, three bytes),
 * counted by the engine's encoder piece by piece into one small scratch buffer: a native pass,
 * many times faster than a scan in JavaScript, and no copy of a large text. A piece never ends
 * between the two halves of a pair, which would be counted as two lone surrogates.
 * `pieceUnits`: for the tests, to put piece boundaries everywhere.
 */
export function utf8Length(text: string, pieceUnits = UTF8_PIECE_UNITS): number {
  const piece = Math.max(2, pieceUnits);
  scratch ??= new Uint8Array(3 * UTF8_PIECE_UNITS);
  const buffer = piece <= UTF8_PIECE_UNITS ? scratch : new Uint8Array(3 * piece);
  const encoder = new TextEncoder();
  let bytes = 0;
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + piece);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    bytes += encoder.encodeInto(text.slice(start, end), buffer).written;
    start = end;
  }
  return bytes;
}

/**
 * The most bytes a text of `length` UTF-16 units takes in any editor encoding: three per unit in
 * UTF-8 (a surrogate pair, two units, takes four), two in UTF-16, one in a single-byte encoding,
 * and a byte order mark of at most three.
 */
export function maxEncodedLength(length: number): number {
  return 3 + 3 * length;
}

export interface EditSizes {
  label: string;
  inputPath: InputPath;
  /** Bytes of the text the edit works on (the open document, unsaved changes included). */
  before: number;
  /** Bytes of the text after the edits. */
  after: number;
  limit: number;
}

/** FILE_TOO_LARGE for the text before the edit and for the text it would leave, saying which. */
export function checkEditSizes(sizes: EditSizes): GuardedError[] {
  const hint = 'Split the file or make a smaller change, or ask the person to raise guardedEdit.maxFileSizeMB.';
  if (sizes.before > sizes.limit) {
    return [guardedError('FILE_TOO_LARGE', `${sizes.label} is open with ${sizeText(sizes.before)} of text (unsaved changes included), more than the limit of ${sizeText(sizes.limit)}, so it cannot be edited.`, sizes.inputPath, hint)];
  }
  if (sizes.after > sizes.limit) {
    return [guardedError('FILE_TOO_LARGE', `${sizes.label} would be ${sizeText(sizes.after)} after these edits (it is ${sizeText(sizes.before)} now), more than the limit of ${sizeText(sizes.limit)}.`, sizes.inputPath, hint)];
  }
  return [];
}

export interface EditTexts {
  label: string;
  inputPath: InputPath;
  /** The editor encoding the texts are measured in (see encodedLength). */
  encodingId: string;
  /** The text the edit works on. */
  before: string;
  /** The length of the text after the edits, and the text itself, built only when needed. */
  afterLength: number;
  after: () => string;
  limit: number;
}

/**
 * checkEditSizes from the texts: the exact byte counts (a pass over each text) are taken only
 * when a length's bound (maxEncodedLength) is over the limit; under it, neither text can be.
 */
export function checkEditTextSizes(texts: EditTexts): GuardedError[] {
  if (maxEncodedLength(texts.before.length) <= texts.limit && maxEncodedLength(texts.afterLength) <= texts.limit) return [];
  return checkEditSizes({
    label: texts.label,
    inputPath: texts.inputPath,
    before: encodedLength(texts.before, texts.encodingId),
    after: encodedLength(texts.after(), texts.encodingId),
    limit: texts.limit,
  });
}

function sizeText(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} bytes`;
  if (bytes < 1024) return exact;
  const unit = bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${unit} (${exact})`;
}
