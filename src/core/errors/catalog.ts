// The error catalog (see docs/ARCHITECTURE.md). Codes are stable: extend with care, never rename.
import { plural } from './text';

export const ERROR_CODES = [
  // input
  'INVALID_INPUT', 'EMPTY_EDITS', 'EMPTY_OLD_STRING', 'NO_OP_EDIT', 'DUPLICATE_OLD_STRING',
  // path
  'EMPTY_PATH', 'INVALID_PATH', 'PATH_TRAVERSAL', 'BACKSLASH_PATH', 'UNSUPPORTED_SCHEME',
  'NO_WORKSPACE', 'OUTSIDE_WORKSPACE', 'AMBIGUOUS_PATH', 'SYMLINK_ESCAPE', 'SYMLINK_LOOP',
  'PROTECTED_PATH',
  // file
  'FILE_NOT_FOUND', 'NOT_A_FILE', 'PERMISSION_DENIED', 'READ_ONLY', 'BINARY_FILE',
  'FILE_TOO_LARGE', 'UNTRUSTED_WORKSPACE',
  // content
  'OLD_STRING_NOT_FOUND', 'AMBIGUOUS_MATCH', 'REPLACEMENT_COUNT_MISMATCH', 'OVERLAPPING_EDITS',
  // apply
  'STALE_DOCUMENT', 'APPLY_FAILED', 'CANCELLED',
  // read gate, create and read tools
  'NOT_READ_FIRST', 'CHANGED_SINCE_READ', 'FILE_EXISTS',
  // read tool
  'OFFSET_PAST_END',
  // bytes kept exactly (files written without an editor, and the editor's saves)
  'LOSSY_FILE', 'UNENCODABLE_TEXT', 'UNSUPPORTED_ENCODING',
  // one document per file: a notebook or custom editor holds unsaved changes to the file
  'DIRTY_IN_OTHER_EDITOR',
  // bounds: a request too large to check, and the summary entry of a result that lists only the first errors
  'TOO_MANY_EDITS', 'MORE_ERRORS',
  // sensitive files (guardedEdit.confirmFiles, the workspace file): a person's yes is missing
  'CONFIRMATION_REQUIRED',
  // guarded_apply_patch: the patch text itself cannot be read (its line and what was expected there)
  'INVALID_PATCH',
  // undo: the file changed since the entry, on the entry's lines
  'CHANGED_SINCE_EDIT',
  // undo, history, recovery: a journal record that cannot be used (impossible, damaged, or a stored version missing or not matching its hash)
  'JOURNAL_DAMAGED',
  // content that would make a text file binary by our own rule (a NUL character)
  'BINARY_CONTENT',
  // notebooks (.ipynb): a file or a result that is not a valid nbformat 4 notebook; a cell the
  // request names that is not there; two operations of one call on one cell, or a cell's id and
  // index naming different cells
  'INVALID_NOTEBOOK', 'CELL_NOT_FOUND', 'CELL_CONFLICT',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A place in a file, 1-based lines and columns; end is exclusive of nothing: the last character's column + 1. */
export interface ErrorLocation {
  file_path: string;
  line: number;
  column: number;
  end_line: number;
  end_column: number;
}

/** JSON path into the request, e.g. ["edits", 1, "old_string"]. */
export type InputPath = (string | number)[];

export interface GuardedError {
  code: ErrorCode;
  /** For the reader who must act: what was received, what was expected. */
  message: string;
  path: InputPath;
  /** The next step, concretely. */
  recovery_hint: string;
  location?: ErrorLocation;
  /** For AMBIGUOUS_MATCH: every occurrence, so the caller can pick one with more context. */
  occurrences?: ErrorLocation[];
  /** For OLD_STRING_NOT_FOUND where the text moved on: the lines there now, so the next call needs no read. */
  current_text?: CurrentText;
  /** The journal's change of those lines since the model's read, when there is one. */
  changed_by?: { entry: string; agent: string; tool: string; time: string };
  /** In a notebook: the cell the error is about (its `location` lines are the cell's source lines). */
  cell?: CellSummary;
  /** In a notebook, for CELL_NOT_FOUND and a source found in several cells: the cells to choose from (at most 50). */
  cells?: CellSummary[];
}

/** A notebook cell as a refusal names it: its index (0-based), its id (nbformat 4.5), its type and first line. */
export interface CellSummary {
  index: number;
  id?: string;
  cell_type: string;
  first_line: string;
}

/** Lines of the current text (1-based, inclusive), cut at a bound (truncated then says so). */
export interface CurrentText {
  start_line: number;
  end_line: number;
  text: string;
  truncated?: boolean;
}

export function guardedError(
  code: ErrorCode,
  message: string,
  path: InputPath,
  recovery_hint: string,
  extra: Pick<GuardedError, 'location' | 'occurrences'> = {},
): GuardedError {
  const error: GuardedError = { code, message, path, recovery_hint };
  if (extra.location) error.location = extra.location;
  if (extra.occurrences) error.occurrences = extra.occurrences;
  return error;
}

/** Prefix the JSON path of errors found in a sub-request (e.g. one file of the multi-file form). */
export function withPathPrefix(errors: readonly GuardedError[], prefix: InputPath): GuardedError[] {
  return errors.map((e) => ({ ...e, path: [...prefix, ...e.path] }));
}

/** "1234 more errors are not listed: OLD_STRING_NOT_FOUND (1200), AMBIGUOUS_MATCH (34)." The summary entry of a capped result (capErrors), without a location. */
export function moreErrorsError(rest: readonly GuardedError[]): GuardedError {
  return guardedError(
    'MORE_ERRORS',
    `${plural(rest.length, 'more error')} ${rest.length === 1 ? 'is' : 'are'} not listed: ${describeCodes(rest)}.`,
    [],
    'Fix the errors listed and repeat the call; the ones not listed are reported then. A request with many failing edits is often based on an outdated read of the file: read it again first.',
  );
}

/** Codes by frequency, most frequent first (ties in catalog order of first appearance). */
function describeCodes(errors: readonly GuardedError[]): string {
  const counts = new Map<ErrorCode, number>();
  for (const e of errors) counts.set(e.code, (counts.get(e.code) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} (${n})`).join(', ');
}
