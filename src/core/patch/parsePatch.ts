// A patch in either format, bounded before it is read: the request limits of the multi-edit apply
// (characters, files, hunks), so no patch can make the checks long.
import { MAX_EDITS_PER_REQUEST, MAX_FILES_PER_REQUEST, MAX_REQUEST_STRING_CHARS } from '../request';
import type { GuardedError } from '../errors';
import { isEnvelope, parseEnvelope } from './envelope';
import { patchTooLargeError } from './patchErrors';
import type { ParsedPatch } from './types';
import { parseUnifiedDiff } from './unifiedDiff';

export type PatchParse = { ok: true; patch: ParsedPatch } | { ok: false; errors: GuardedError[] };

export function parsePatch(text: string): PatchParse {
  if (text.length > MAX_REQUEST_STRING_CHARS) {
    return { ok: false, errors: [patchTooLargeError(`holds ${text.length} characters`, `${MAX_REQUEST_STRING_CHARS} characters`)] };
  }
  const envelope = isEnvelope(text);
  const parsed = envelope ? parseEnvelope(text) : parseUnifiedDiff(text);
  if (!parsed.ok) return parsed;
  const { operations } = parsed;
  if (operations.length > MAX_FILES_PER_REQUEST) {
    return { ok: false, errors: [patchTooLargeError(`changes ${operations.length} files`, `${MAX_FILES_PER_REQUEST} files`)] };
  }
  const hunks = operations.reduce((n, op) => n + (op.kind === 'update' ? op.hunks.length : 0), 0);
  if (hunks > MAX_EDITS_PER_REQUEST) {
    return { ok: false, errors: [patchTooLargeError(`has ${hunks} hunks`, `${MAX_EDITS_PER_REQUEST} hunks`)] };
  }
  return { ok: true, patch: { format: envelope ? 'envelope' : 'unified', operations } };
}
