// JSON Schemas of the tools' result objects (success or refusal), for hosts that declare what a
// tool returns (MCP's outputSchema). Loose objects: they name every field a result may carry and
// require only `success`, so one schema covers a success and a refusal.
import * as z from 'zod';

const GuardedErrorSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
  recovery_hint: z.string(),
  current_text: z.looseObject({ start_line: z.number(), end_line: z.number(), text: z.string(), truncated: z.boolean().optional() }).optional()
    .describe('Where the file moved on since it was read (re-formatted, re-ordered, changed): the lines there now, to write the next call from.'),
  changed_by: z.looseObject({ entry: z.string(), agent: z.string(), tool: z.string(), time: z.string() }).optional()
    .describe('The journal entry that changed those lines since the read.'),
});

const ChangedRangeSchema = z.looseObject({ start_line: z.number(), end_line: z.number() });

/** The fields of a refusal, shared by every tool's result. */
const refusalFields = {
  success: z.boolean().describe('true when the call did what it asked; false when it was refused and nothing changed.'),
  error: z.string().optional().describe('"Validation failed" on a refusal.'),
  errors: z.array(GuardedErrorSchema).optional().describe('Every reason for a refusal, each with a stable code and a recovery_hint.'),
  message: z.string().optional().describe('One line per error.'),
};

const fileEditFields = {
  file_path: z.string().optional(),
  edits_applied: z.number().optional(),
  replacements: z.number().optional(),
  saved: z.boolean().optional(),
  changes: z.array(ChangedRangeSchema).optional().describe('Lines of the new text that changed.'),
};

export const EditResultSchema = z.looseObject({
  ...refusalFields,
  ...fileEditFields,
  notes: z.array(z.string()).optional().describe('Said when the file had changed since it was read, outside the lines the edit changed.'),
  files: z.array(z.looseObject(fileEditFields)).optional().describe('Per file, for a request with several files.'),
});

export const ReadResultSchema = z.looseObject({
  ...refusalFields,
  file_path: z.string().optional(),
  version: z.number().optional(),
  start_line: z.number().optional(),
  end_line: z.number().optional(),
  total_lines: z.number().optional(),
  truncated: z.boolean().optional(),
  note: z.string().optional(),
  content: z.string().optional().describe('The lines shown, each as its number, a tab and its text.'),
});

export const CreateResultSchema = z.looseObject({
  ...refusalFields,
  file_path: z.string().optional(),
  created: z.boolean().optional(),
  bytes: z.number().optional(),
  lines: z.number().optional(),
  saved: z.boolean().optional(),
});

export const PatchResultSchema = z.looseObject({
  ...refusalFields,
  files: z.array(z.looseObject({
    file_path: z.string(),
    action: z.enum(['update', 'add', 'delete', 'move']),
    moved_to: z.string().optional(),
    changes: z.array(ChangedRangeSchema).optional().describe('Lines of the new text that changed.'),
  })).optional().describe('Per file of the patch, what was done to it.'),
  notes: z.array(z.string()).optional().describe('Hunks placed elsewhere than their header\'s line numbers said.'),
});

export const UndoResultSchema = z.looseObject({
  ...refusalFields,
  entry: z.string().optional().describe('The undo\'s own history entry (pass it to guarded_undo to redo).'),
  undid: z.string().optional().describe('The entry that was undone.'),
  files: z.array(z.looseObject({
    file_path: z.string(),
    merged: z.boolean().describe('true when the file had changed since the entry and the undo was merged with those changes.'),
  })).optional(),
});

export const NotebookResultSchema = z.looseObject({
  ...refusalFields,
  file_path: z.string().optional(),
  saved: z.boolean().optional(),
  cells: z.array(z.looseObject({
    op: z.enum(['edit', 'insert', 'delete', 'move']),
    index: z.number().optional().describe('The cell\'s index before the call (absent for an inserted cell).'),
    new_index: z.number().optional().describe('Its index after the call (absent for a deleted cell).'),
    id: z.string().optional().describe('The cell\'s id (nbformat 4.5; a new cell\'s fresh id).'),
    cell_type: z.string(),
    changes: z.array(ChangedRangeSchema).optional().describe('Lines of the cell\'s new source that changed.'),
  })).optional().describe('Per cell the call changed, what was done to it.'),
  notes: z.array(z.string()).optional().describe('Said when the file had changed since it was read, outside the cells the call changed.'),
});

const HistoryFileSchema = z.looseObject({
  path: z.string().describe('Relative to the workspace folder.'),
  changes: z.array(ChangedRangeSchema).describe('Lines the entry changed, in the text it left.'),
});

export const HistoryResultSchema = z.looseObject({
  ...refusalFields,
  entries: z.array(z.looseObject({
    id: z.string().describe('Pass it to guarded_undo as entry.'),
    time: z.string(),
    client: z.string(),
    tool: z.string(),
    files: z.array(HistoryFileSchema),
    undoes: z.string().optional().describe('For an undo: the entry it undid.'),
  })).optional().describe('Newest first.'),
});

/** The JSON Schema of every tool's result, keyed by tool name. */
export function toolOutputSchemas(): Record<string, Record<string, unknown>> {
  return {
    guarded_multi_edit: outputJsonSchema(EditResultSchema),
    guarded_multi_file_edit: outputJsonSchema(EditResultSchema),
    guarded_read_file: outputJsonSchema(ReadResultSchema),
    guarded_create_file: outputJsonSchema(CreateResultSchema),
    guarded_apply_patch: outputJsonSchema(PatchResultSchema),
    guarded_notebook_edit: outputJsonSchema(NotebookResultSchema),
    guarded_undo: outputJsonSchema(UndoResultSchema),
    guarded_history: outputJsonSchema(HistoryResultSchema),
  };
}

function outputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
