// What an edit, a create or an overwrite would write to disk, checked before anything is written:
// the new text must be one the file's encoding holds exactly, and its size within the limit.
import { checkTextForEncoding, encodeFileText, type FileEncoding } from '../bytes';
import { applyReplacements, toDocumentEol } from '../text';
import { withPathPrefix, type GuardedError } from '../errors';
import { overwriteReplacement } from '../files';
import type { PlannedFile } from '../pipeline';
import type { DiskSnapshot } from './diskDocuments';
import { resultTooLargeError } from './diskErrors';
import { isOneBytePerCharacter, spliceOneByteText } from './spliceBytes';

export type PlannedBytes = { ok: true; text: string; bytes: Uint8Array } | { ok: false; errors: GuardedError[] };

/** An edit's bytes, and its new text built only when asked (most calls never need it). */
export type PlannedEditBytes = { ok: true; bytes: Uint8Array; newText: () => string } | { ok: false; errors: GuardedError[] };

/** The bytes a validated multi-edit of one file writes: its ranges changed, every other byte kept. */
export function planEditBytes(file: PlannedFile, snapshot: DiskSnapshot, maxFileBytes: number): PlannedEditBytes {
  const errors: GuardedError[] = [];
  const edits = file.request.edits;
  edits.forEach((edit, i) => {
    const label = `Edit ${i + 1} of ${edits.length}'s new_string`;
    for (const item of withPathPrefix(checkTextForEncoding(toDocumentEol(edit.new_string, snapshot.eol), snapshot.encoding, label), [...file.inputPath, 'edits', i, 'new_string'])) errors.push(item);
  });
  if (errors.length > 0) return { ok: false, errors };
  const bomLength = snapshot.bom ? 3 : 0;
  if (snapshot.encoding === 'utf8' && isOneBytePerCharacter(snapshot.bytes, bomLength, snapshot.text)) {
    const bytes = spliceOneByteText(snapshot.bytes, bomLength, file.replacements);
    if (bytes.length > maxFileBytes) return { ok: false, errors: [resultTooLargeError(file.target.displayPath, bytes.length, maxFileBytes, [...file.inputPath])] };
    let text: string | undefined;
    return { ok: true, bytes, newText: () => (text ??= applyReplacements(snapshot.text, file.replacements)) };
  }
  const text = applyReplacements(snapshot.text, file.replacements);
  const encoded = encodeWithin(text, snapshot.encoding, snapshot.bom, maxFileBytes, file.target.displayPath, [...file.inputPath]);
  return encoded.ok ? { ok: true, bytes: encoded.bytes, newText: () => text } : encoded;
}

/** The bytes of an overwrite: the content in the file's line ending, encoding and BOM. */
export function planOverwriteBytes(snapshot: DiskSnapshot, content: string, displayPath: string, maxFileBytes: number): PlannedBytes {
  const after = overwriteReplacement(snapshot.text, content, snapshot.eol).after;
  const errors = withPathPrefix(checkTextForEncoding(after, snapshot.encoding, 'content'), ['content']);
  if (errors.length > 0) return { ok: false, errors };
  return encodeWithin(after, snapshot.encoding, snapshot.bom, maxFileBytes, displayPath, []);
}

/** The bytes of a whole new text planned for an existing file (a notebook written back): in the file's encoding and BOM, as given otherwise. */
export function planTextBytes(snapshot: DiskSnapshot, text: string, displayPath: string, maxFileBytes: number): PlannedBytes {
  const errors = checkTextForEncoding(text, snapshot.encoding, `${displayPath} as written back`);
  if (errors.length > 0) return { ok: false, errors };
  return encodeWithin(text, snapshot.encoding, snapshot.bom, maxFileBytes, displayPath, []);
}

/** The bytes of a new file: the content as given, in UTF-8 without a BOM. */
export function planNewFileBytes(content: string, displayPath: string, maxFileBytes: number): PlannedBytes {
  const errors = withPathPrefix(checkTextForEncoding(content, 'utf8', 'content'), ['content']);
  if (errors.length > 0) return { ok: false, errors };
  return encodeWithin(content, 'utf8', false, maxFileBytes, displayPath, []);
}

function encodeWithin(text: string, encoding: FileEncoding, bom: boolean, maxFileBytes: number, displayPath: string, inputPath: (string | number)[]): PlannedBytes {
  const bytes = encodeFileText(text, encoding, bom);
  if (bytes.length > maxFileBytes) return { ok: false, errors: [resultTooLargeError(displayPath, bytes.length, maxFileBytes, inputPath)] };
  return { ok: true, text, bytes };
}
