// Layer 1 of the read, create and notebook tools: their input, parsed by the zod schemas, with every issue
// turned into a GuardedError (the read tool's offset and limit get their own wording).
import { binaryContentError, hasNul, type GuardedError } from '../errors';
import { checkRequestLimits } from './limits';
import { NotebookEditInputSchema, type NotebookEditInput } from './notebookSchema';
import { describeReadArgumentIssue } from './readArguments';
import { issuesToErrors } from './schemaIssues';
import { CreateFileInputSchema, ReadFileInputSchema, type CreateFileInput, type ReadFileInput } from './toolSchemas';

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: GuardedError[] };

/** guarded_read_file's input, or INVALID_INPUT / EMPTY_PATH errors that say what to send instead. */
export function parseReadFileInput(input: unknown): Parsed<ReadFileInput> {
  // reportInput: the wording shows the value received (e.g. "received -1").
  const parsed = ReadFileInputSchema.safeParse(input, { reportInput: true });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues, input, describeReadArgumentIssue) };
}

/** guarded_create_file's input, or INVALID_INPUT / EMPTY_PATH errors that say what to send instead. */
export function parseCreateFileInput(input: unknown): Parsed<CreateFileInput> {
  const parsed = CreateFileInputSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues, input) };
  if (hasNul(parsed.data.content)) return { ok: false, errors: [binaryContentError('content', ['content'], parsed.data.content)] };
  return { ok: true, value: parsed.data };
}

/** guarded_notebook_edit's input (within the request limits), or INVALID_INPUT / EMPTY_PATH / TOO_MANY_EDITS errors that say what to send instead. */
export function parseNotebookEditInput(input: unknown): Parsed<NotebookEditInput> {
  const tooLarge = checkRequestLimits(input);
  if (tooLarge.length > 0) return { ok: false, errors: tooLarge };
  const parsed = NotebookEditInputSchema.safeParse(input, { reportInput: true });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues, input) };
}
