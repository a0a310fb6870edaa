// The request schema: the one source of the TypeScript types and of the
// `inputSchema` in package.json (see scripts/generate-manifest.ts and its drift test).
import * as z from 'zod';

const EditSchema = z
  .object({
    old_string: z
      .string()
      .min(1)
      .describe('The exact text to replace, as it is in the file now (including indentation). Must occur exactly once unless replace_all is true.'),
    new_string: z.string().describe('The replacement text. Must differ from old_string.'),
    replace_all: z
      .boolean()
      .optional()
      .describe('Replace every occurrence of old_string instead of requiring exactly one. Default false.'),
    expected_replacements: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('If given, the number of occurrences that must be replaced; the edit is refused otherwise.'),
  })
  .strict();

export const FileEditsSchema = z
  .object({
    file_path: z
      .string()
      .min(1)
      .describe('The file to edit: a path relative to a workspace folder (e.g. "src/app.ts"), an absolute path inside the workspace, or a file:// URI.'),
    edits: z
      .array(EditSchema)
      .min(1)
      .describe('The edits. Each one matches the current text of the file (not the result of earlier edits), and matched ranges must not overlap. All are applied together, or none.'),
  })
  .strict();

export const MultiFileRequestSchema = z
  .object({
    files: z
      .array(FileEditsSchema)
      .min(1)
      .describe('Several files, each with its edits; applied together as one change, or none.'),
  })
  .strict();

/** The tool's input: one file and its edits. */
const SingleFileRequestSchema = FileEditsSchema;

export type Edit = z.infer<typeof EditSchema>;
export type FileEdits = z.infer<typeof FileEditsSchema>;
export type SingleFileRequest = z.infer<typeof SingleFileRequestSchema>;
export type MultiFileRequest = z.infer<typeof MultiFileRequestSchema>;
export type EditRequest = SingleFileRequest | MultiFileRequest;

/** JSON Schema of the tool's input, as declared in package.json `contributes.languageModelTools`. */
export function multiEditInputJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(SingleFileRequestSchema, { target: 'draft-7' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}

/** JSON Schema of the multi-file tool's input: a flat object at the top level (no anyOf). */
export function multiFileEditInputJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(MultiFileRequestSchema, { target: 'draft-7' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}
