// Bounds on one request, checked on the raw input before anything else (before the schema, before
// any I/O), so that no request can make the checks themselves long: every later loop over edits,
// files and strings is bounded by these numbers.
import { guardedError, type GuardedError } from '../errors';

/** Edits in one request, summed over its files. */
export const MAX_EDITS_PER_REQUEST = 10_000;
/** Files in one multi-file request. */
export const MAX_FILES_PER_REQUEST = 100;
/** Characters of all old_string and new_string values together (64 Mi: four times the default file size limit, both ways). */
export const MAX_REQUEST_STRING_CHARS = 64 * 1024 * 1024;

/** TOO_MANY_EDITS errors for a request over a bound; empty when it is within all of them (or not a request at all: the schema says why). */
export function checkRequestLimits(input: unknown): GuardedError[] {
  if (input === null || typeof input !== 'object') return [];
  const files = (input as { files?: unknown }).files;
  const parts: { edits: unknown; path: (string | number)[] }[] = [];
  const errors: GuardedError[] = [];
  if (Array.isArray(files)) {
    if (files.length > MAX_FILES_PER_REQUEST) {
      errors.push(guardedError(
        'TOO_MANY_EDITS',
        `The request names ${files.length} files; at most ${MAX_FILES_PER_REQUEST} files are checked in one request.`,
        ['files'],
        `Split the request into calls of at most ${MAX_FILES_PER_REQUEST} files each (each call is all or nothing on its own).`,
      ));
      return errors;
    }
    files.forEach((file, i) => {
      if (file !== null && typeof file === 'object') parts.push({ edits: (file as { edits?: unknown }).edits, path: ['files', i, 'edits'] });
    });
  } else {
    parts.push({ edits: (input as { edits?: unknown }).edits, path: ['edits'] });
  }
  const editLists = parts.filter((p): p is { edits: unknown[]; path: (string | number)[] } => Array.isArray(p.edits));
  const total = editLists.reduce((n, p) => n + p.edits.length, 0);
  if (total > MAX_EDITS_PER_REQUEST) {
    const where = editLists.length === 1 ? editLists[0].path : [];
    errors.push(guardedError(
      'TOO_MANY_EDITS',
      `The request has ${total} edits; at most ${MAX_EDITS_PER_REQUEST} edits are checked in one request.`,
      where,
      `Split the request into calls of at most ${MAX_EDITS_PER_REQUEST} edits each (each call is all or nothing on its own), or use replace_all for a change that repeats.`,
    ));
    return errors;
  }
  let chars = 0;
  for (const part of editLists) {
    for (const edit of part.edits) {
      if (edit === null || typeof edit !== 'object') continue;
      const { old_string: oldString, new_string: newString } = edit as { old_string?: unknown; new_string?: unknown };
      if (typeof oldString === 'string') chars += oldString.length;
      if (typeof newString === 'string') chars += newString.length;
    }
  }
  if (chars > MAX_REQUEST_STRING_CHARS) {
    errors.push(guardedError(
      'TOO_MANY_EDITS',
      `The request's old_string and new_string values hold ${chars} characters together; at most ${MAX_REQUEST_STRING_CHARS} are checked in one request.`,
      [],
      'Split the request into smaller calls, or write a new file with guarded_create_file instead of replacing most of it.',
    ));
  }
  return errors;
}
