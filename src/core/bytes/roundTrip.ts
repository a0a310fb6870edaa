// Whether an editor's document, written back in its encoding, BOM and line endings, gives the
// bytes on disk again. When it does not, either the file holds bytes the editor changed on load
// (lossy: invalid bytes, mixed line endings, a lone CR) or the file changed on disk after it was
// loaded (stale: wait for the editor to reload it).
import { guardedError, type GuardedError, type InputPath } from '../errors';
import { decodeFileBytes, encodingName, strictUtf8, type FileEol } from './codec';
import { editorEncodingName, keptEncoding } from './editorEncoding';
import { decodeSingleByte } from './singleByte';

export interface EditorDocumentState {
  /** The document's whole text, as the editor holds it (its line endings included). */
  text: string;
  eol: FileEol;
  /** The editor's encoding id (`utf8`, `utf8bom`, `utf16le`, `iso88591`, ...). */
  encodingId: string;
  /** Names the file in messages, e.g. "src/app.ts". */
  label: string;
  /** Where errors point in the request, e.g. ["files", 1, "file_path"]. */
  inputPath?: InputPath;
}

export type RoundTrip =
  | { ok: true }
  | { ok: false; cause: 'lossy' | 'unsupported'; errors: GuardedError[] }
  /** The disk holds other text than the document: the file changed on disk (line is the first that differs). */
  | { ok: false; cause: 'stale'; line: number };

export function checkDocumentRoundTrip(document: EditorDocumentState, diskBytes: Uint8Array): RoundTrip {
  const kept = keptEncoding(document.encodingId);
  if (kept.kind === 'unicode' && kept.encoding === 'utf8' && !kept.bom && !startsWithBom(diskBytes) && sameUtf8Text(diskBytes, document.text)) return { ok: true };
  return fullRoundTrip(document, diskBytes);
}

/** checkDocumentRoundTrip without its shortcut for the usual case (exported for the tests that compare the two). */
export function fullRoundTrip(document: EditorDocumentState, diskBytes: Uint8Array): RoundTrip {
  const where = document.inputPath ?? ['file_path'];
  const kept = keptEncoding(document.encodingId);
  const hasUnicodeBom = startsWithBom(diskBytes);
  let diskText: string;
  if (hasUnicodeBom || kept.kind === 'unicode') {
    if (!hasUnicodeBom && kept.kind === 'unicode' && kept.encoding !== 'utf8') {
      return { ok: false, cause: 'unsupported', errors: [unsupported(document, where, `${encodingName(kept.encoding)} without a byte order mark`)] };
    }
    const decoded = decodeFileBytes(diskBytes, { label: document.label });
    if (!decoded.ok) return { ok: false, cause: decoded.errors.some((e) => e.code === 'LOSSY_FILE') ? 'lossy' : 'unsupported', errors: at(decoded.errors, where) };
    if (kept.kind === 'unicode' && (kept.encoding !== decoded.encoding || (kept.encoding === 'utf8' && kept.bom !== decoded.bom))) {
      return { ok: false, cause: 'lossy', errors: [encodingMismatch(document, where, decoded.bom ? `${encodingName(decoded.encoding)} with a BOM` : encodingName(decoded.encoding))] };
    }
    diskText = decoded.text;
  } else if (kept.kind === 'single') {
    const decoded = decodeSingleByte(diskBytes, kept.encoding);
    if (!decoded.ok) {
      return { ok: false, cause: 'lossy', errors: [guardedError(
        'LOSSY_FILE',
        `${document.label} has a byte (0x${diskBytes[decoded.offset].toString(16).toUpperCase()}) on line ${lineAtByte(diskBytes, decoded.offset)} that ${editorEncodingName(document.encodingId)} does not define; the editor shows it as U+FFFD and saving would write that instead.`,
        where,
        'The file is probably in another encoding: ask the person to reopen it with the right one ("Reopen with Encoding"), then call again.',
      )] };
    }
    // The line-ending rules are the same for every encoding: check them on the decoded text.
    const endings = decodeFileBytes(new TextEncoder().encode(decoded.text), { label: document.label });
    if (!endings.ok) return { ok: false, cause: 'lossy', errors: at(endings.errors, where) };
    diskText = decoded.text;
  } else {
    return { ok: false, cause: 'unsupported', errors: [unsupported(document, where, editorEncodingName(document.encodingId))] };
  }
  if (diskText === document.text) return { ok: true };
  return { ok: false, cause: 'stale', line: firstDifferingLine(diskText, document.text) };
}

/**
 * The usual case in two native passes, without counting line endings: UTF-8 bytes that decode to
 * exactly the document's text, which holds no CR (so it has no lone CR and no mixed endings, the
 * only things besides the bytes that the full check below refuses). False sends the bytes there.
 */
function sameUtf8Text(bytes: Uint8Array, text: string): boolean {
  if (bytes.length < text.length || text.includes('\r')) return false;
  return strictUtf8(bytes) === text;
}

function at(errors: GuardedError[], where: InputPath): GuardedError[] {
  return errors.map((e) => ({ ...e, path: where }));
}

function startsWithBom(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) || (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

function lineAtByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** 1-based line of the first difference between two texts. */
function firstDifferingLine(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  let line = 1;
  for (let k = 0; k < i; k++) if (a.charCodeAt(k) === 0x0a) line++;
  return line;
}

function unsupported(document: EditorDocumentState, where: InputPath, what: string): GuardedError {
  return guardedError(
    'UNSUPPORTED_ENCODING',
    `${document.label} is open as ${what}, which Guarded Edit cannot write back exactly (it keeps UTF-8, UTF-16 with a BOM, ISO 8859-1 and Windows-1252).`,
    where,
    'Ask the person to make this change themselves, or to save the file as UTF-8 ("Save with Encoding"), then call again.',
  );
}

function encodingMismatch(document: EditorDocumentState, where: InputPath, onDisk: string): GuardedError {
  return guardedError(
    'LOSSY_FILE',
    `${document.label} is open as ${editorEncodingName(document.encodingId)}, but its bytes on disk are ${onDisk}; saving would rewrite the whole file in the other encoding.`,
    where,
    'Ask the person to reopen the file with its encoding ("Reopen with Encoding") or save it in the one they want, then call again.',
  );
}
