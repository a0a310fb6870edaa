// Layer 1: recognise the request's form (one file or several) and check its shape.
import { describeValue, issuesToErrors } from './schemaIssues';
import { FileEditsSchema, MultiFileRequestSchema, type FileEdits } from './schema';
import { guardedError, type GuardedError, type InputPath } from '../errors';

export type RequestForm = 'single' | 'multi';

/** One file's part of a request, with where it sits in the input (for error paths). */
export interface FileRequest {
  request: FileEdits;
  inputPath: InputPath;
}

export type ParsedRequest =
  | { ok: true; form: RequestForm; files: FileRequest[] }
  | { ok: false; form: RequestForm; errors: GuardedError[] };

export function parseEditRequest(input: unknown): ParsedRequest {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return {
      ok: false,
      form: 'single',
      errors: [guardedError(
        'INVALID_INPUT',
        `The request: expected an object like { "file_path": "src/app.ts", "edits": [{ "old_string": "...", "new_string": "..." }] }; received ${describeValue(input)}.`,
        [],
        'Send an object with file_path and edits (or files: [{ file_path, edits }] for several files).',
      )],
    };
  }
  if ('files' in input) {
    const parsed = MultiFileRequestSchema.safeParse(input, { reportInput: true });
    if (!parsed.success) return { ok: false, form: 'multi', errors: issuesToErrors(parsed.error.issues, input) };
    return { ok: true, form: 'multi', files: parsed.data.files.map((request, i) => ({ request, inputPath: ['files', i] })) };
  }
  const parsed = FileEditsSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { ok: false, form: 'single', errors: issuesToErrors(parsed.error.issues, input) };
  return { ok: true, form: 'single', files: [{ request: parsed.data, inputPath: [] }] };
}

/** A request typed by a person (a JSON document or a selection in the editor), parsed. */
export function parseRequestText(text: string, source: string): { ok: true; value: unknown } | { ok: false; errors: GuardedError[] } {
  if (text.trim().length === 0) {
    return { ok: false, errors: [guardedError('INVALID_INPUT', `${source} is empty; expected a JSON request.`, [], 'Write a request like { "file_path": "src/app.ts", "edits": [{ "old_string": "a", "new_string": "b" }] }, or select one, then run the command again.')] };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [guardedError('INVALID_INPUT', `${source} is not valid JSON: ${reason}`, [], 'Fix the JSON (for example a missing comma or quote), or select just the request object, then run the command again.')] };
  }
}
