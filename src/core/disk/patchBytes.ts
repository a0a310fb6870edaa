// What a patch would write to disk, file by file, checked before anything is written: an added
// file in UTF-8; an updated or moved one in its own encoding, BOM and line endings; a deleted one
// as nothing. Each entry names the bytes it was planned on, which the write compares last.
import { checkTextForEncoding, encodeFileText } from '../bytes';
import { loadFailedError } from '../change';
import type { GuardedError } from '../errors';
import type { PlannedPatchFile } from '../patch';
import type { DiskSnapshot } from './diskDocuments';
import { resultTooLargeError } from './diskErrors';

/** One file's write: the bytes planned on (null: must not exist) and the bytes to leave (null: delete). */
export interface PlannedWrite {
  realPath: string;
  displayPath: string;
  inputPath: (string | number)[];
  before: Uint8Array | null;
  after: Uint8Array | null;
  /** A new file takes the mode of this file of the same call (a move keeps its source's mode). */
  modeFrom?: string;
}

export type PlannedPatchBytes = { ok: true; writes: PlannedWrite[] } | { ok: false; errors: GuardedError[] };

/**
 * `snapshot`: the file as read for the plan (an updated or moved file); `deleted`: a deleted file's
 * bytes, read by the host just before (the plan holds no text for it), or why they could not be.
 */
export function planPatchBytes(file: PlannedPatchFile, snapshot: DiskSnapshot | undefined, deleted: Uint8Array | { unreadable: string } | undefined, maxFileBytes: number): PlannedPatchBytes {
  const { target } = file;
  const base = { displayPath: target.displayPath, inputPath: ['patch'] };
  if (file.action === 'add') {
    const text = file.newText ?? '';
    const errors = checkTextForEncoding(text, 'utf8', `the content of ${target.displayPath}`);
    if (errors.length > 0) return { ok: false, errors: errors.map((e) => ({ ...e, path: ['patch'] })) };
    const bytes = encodeFileText(text, 'utf8', false);
    if (bytes.length > maxFileBytes) return { ok: false, errors: [resultTooLargeError(target.displayPath, bytes.length, maxFileBytes, ['patch'])] };
    return { ok: true, writes: [{ ...base, realPath: target.realPath, before: null, after: bytes }] };
  }
  if (file.action === 'delete') {
    if (!(deleted instanceof Uint8Array)) return { ok: false, errors: [loadFailedError(target.displayPath, ['patch'], deleted?.unreadable ?? 'it was not read')] };
    return { ok: true, writes: [{ ...base, realPath: target.realPath, before: deleted, after: null }] };
  }
  if (!snapshot || file.newText === undefined) return { ok: false, errors: [loadFailedError(target.displayPath, ['patch'], 'it was not read')] };
  const errors = checkTextForEncoding(file.newText, snapshot.encoding, `the new text of ${target.displayPath}`).map((e) => ({ ...e, path: ['patch'] }));
  if (errors.length > 0) return { ok: false, errors };
  const after = encodeFileText(file.newText, snapshot.encoding, snapshot.bom);
  if (after.length > maxFileBytes) return { ok: false, errors: [resultTooLargeError(target.displayPath, after.length, maxFileBytes, ['patch'])] };
  if (!file.destination) return { ok: true, writes: [{ ...base, realPath: target.realPath, before: snapshot.bytes, after }] };
  return {
    ok: true,
    writes: [
      { ...base, realPath: target.realPath, before: snapshot.bytes, after: null },
      // A move keeps its source's mode (the journal takes it from the source it deletes).
      { displayPath: file.destination.displayPath, inputPath: ['patch'], realPath: file.destination.realPath, before: null, after, modeFrom: target.realPath },
    ],
  };
}
