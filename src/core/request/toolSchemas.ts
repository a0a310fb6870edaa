// Input schemas of the read and create tools: the one source of their
// TypeScript types and of the `inputSchema` each declares in package.json.
import * as z from 'zod';
import { READ_MAX_CHARS, READ_MAX_LINES } from './readArguments';

const FILE_PATH_FORMS = 'a path relative to a workspace folder (e.g. "src/app.ts"), an absolute path inside the workspace, or a file:// URI';

export const ReadFileInputSchema = z
  .object({
    file_path: z.string().min(1).describe(`The file to read: ${FILE_PATH_FORMS}.`),
    offset: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('The line to start at, 1-based (the first line is 1). Leave it out to start at the first line.'),
    limit: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        `How many lines to read from offset. 0 or missing reads to the end of the file. One read returns at most ${READ_MAX_LINES} lines and ${READ_MAX_CHARS / 1024} KiB; when it stops early, its note gives the exact call that reads on.`,
      ),
  })
  .strict();

export const CreateFileInputSchema = z
  .object({
    file_path: z
      .string()
      .min(1)
      .describe(`The file to create: ${FILE_PATH_FORMS}. Missing parent folders are created.`),
    content: z.string().describe('The complete text of the file.'),
    overwrite: z
      .boolean()
      .optional()
      .describe(
        'Replace the file if it already exists. Default false: an existing file is refused. To change part of an existing file, read it with guarded_read_file and edit it with guarded_multi_edit instead.',
      ),
  })
  .strict();

export const ApplyPatchInputSchema = z
  .object({
    patch: z
      .string()
      .min(1)
      .describe(
        'The patch: either a "*** Begin Patch" patch ("*** Add File: PATH" with "+" lines, "*** Delete File: PATH", "*** Update File: PATH" with an optional "*** Move to: PATH" and "@@" hunks of lines starting with " ", "-" or "+", optionally "*** End of File", then "*** End Patch"), or a unified diff ("--- a/PATH", "+++ b/PATH", "@@ -l,n +l,n @@" hunks; /dev/null for added and deleted files). Paths are relative to a workspace folder or absolute inside it.',
      ),
  })
  .strict();

export type ApplyPatchInput = z.infer<typeof ApplyPatchInputSchema>;

/** JSON Schema of guarded_apply_patch's input, as declared in package.json `contributes.languageModelTools`. */
export function applyPatchInputJsonSchema(): Record<string, unknown> {
  return jsonSchema(ApplyPatchInputSchema);
}

export type ReadFileInput = z.infer<typeof ReadFileInputSchema>;
export type CreateFileInput = z.infer<typeof CreateFileInputSchema>;

/** JSON Schema of guarded_read_file's input, as declared in package.json `contributes.languageModelTools`. */
export function readFileInputJsonSchema(): Record<string, unknown> {
  return jsonSchema(ReadFileInputSchema);
}

/** JSON Schema of guarded_create_file's input, as declared in package.json `contributes.languageModelTools`. */
export function createFileInputJsonSchema(): Record<string, unknown> {
  return jsonSchema(CreateFileInputSchema);
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
