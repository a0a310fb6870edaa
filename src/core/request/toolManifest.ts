// The JSON Schema of every tool's input, keyed by tool name, generated from the zod schemas.
import { notebookEditInputJsonSchema } from './notebookSchema';
import { multiEditInputJsonSchema, multiFileEditInputJsonSchema } from './schema';
import { applyPatchInputJsonSchema, createFileInputJsonSchema, readFileInputJsonSchema } from './toolSchemas';

export function toolInputSchemas(): Record<string, Record<string, unknown>> {
  return {
    guarded_multi_edit: multiEditInputJsonSchema(),
    guarded_read_file: readFileInputJsonSchema(),
    guarded_create_file: createFileInputJsonSchema(),
    guarded_multi_file_edit: multiFileEditInputJsonSchema(),
    guarded_apply_patch: applyPatchInputJsonSchema(),
    guarded_notebook_edit: notebookEditInputJsonSchema(),
  };
}
