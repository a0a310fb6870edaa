// guarded_notebook_edit's input: the one source of its TypeScript types and of the inputSchema it
// declares in package.json.
import * as z from 'zod';

const NotebookOperationSchema = z
  .object({
    cell_id: z.string().min(1).optional().describe('The cell\'s id (nbformat 4.5 notebooks; guarded_read_file shows it). Preferred over cell_index.'),
    cell_index: z.number().int().min(-1).optional().describe('The cell\'s 0-based index in the notebook as it is before this call. For insert: the new cell goes right after this cell; -1 (or no cell) inserts at the top.'),
    op: z.enum(['edit', 'insert', 'delete', 'move']).describe('edit: change the cell\'s source (old_string/new_string, or the whole source); insert: a new cell after the named one; delete: remove the cell; move: put the cell at to_index.'),
    old_string: z.string().min(1).optional().describe('edit: the exact text to replace inside the cell\'s source (its code as written, not the notebook\'s JSON). Must occur exactly once in that cell unless replace_all is true.'),
    new_string: z.string().optional().describe('edit: the replacement for old_string.'),
    replace_all: z.boolean().optional().describe('edit: replace every occurrence of old_string in the cell.'),
    expected_replacements: z.number().int().min(1).optional().describe('edit: the number of occurrences of old_string that must be replaced in the cell.'),
    source: z.string().optional().describe('edit: the cell\'s whole new source (instead of old_string/new_string); insert: the new cell\'s source.'),
    cell_type: z.enum(['code', 'markdown', 'raw']).optional().describe('insert: the new cell\'s type (default code); edit: change the cell\'s type.'),
    language: z.string().min(1).optional().describe('insert or edit of a code cell: its language when it differs from the notebook\'s kernel (e.g. "sql").'),
    to_index: z.number().int().min(0).optional().describe('move: the cell\'s index in the notebook after this call.'),
  })
  .strict();

export const NotebookEditInputSchema = z
  .object({
    file_path: z.string().min(1).describe('The notebook (.ipynb): a path relative to a workspace folder, an absolute path inside the workspace, or a file:// URI.'),
    edits: z
      .array(NotebookOperationSchema)
      .min(1)
      .describe('The operations, applied together or not at all. Every cell_id and cell_index refers to the notebook as it is before this call; two operations on one cell are refused (several old_string edits of one cell are one change of it).'),
    clear_outputs: z.boolean().optional().describe('Clear the outputs and execution count of the cells this call edits. Default false: outputs are kept.'),
  })
  .strict();

export type NotebookOperation = z.infer<typeof NotebookOperationSchema>;
export type NotebookEditInput = z.infer<typeof NotebookEditInputSchema>;

/** JSON Schema of guarded_notebook_edit's input, as declared in package.json. */
export function notebookEditInputJsonSchema(): Record<string, unknown> {
  const json = z.toJSONSchema(NotebookEditInputSchema, { target: 'draft-7' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
