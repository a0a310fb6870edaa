// guarded_notebook_edit: a .ipynb edited as cells (edit, insert, delete, move), never as JSON text.
// Parse and jail once, then the write frame: the notebook core plans the new text against the
// file on disk (checked against the nbformat v4 schema), and the bytes go through the journal.
import { loadOrRefuse } from '../../core/change';
import { planTextBytes } from '../../core/disk';
import { notebookEditResult, notebookSubject, planNotebookEdit, type NotebookEditSuccess } from '../../core/notebook';
import { resolveTarget, type ResolvedTarget } from '../../core/path';
import { failureResult, type EditFailure } from '../../core/pipeline';
import { notebookEditInputJsonSchema, parseNotebookEditInput, type NotebookEditInput } from '../../core/request';
import type { CallContext } from '../session/context';
import { writeThroughFrame, type Planned } from '../write/frame';
import type { DiskPlanning } from '../write/planOnDisk';
import { GATE, PATHS, SENSITIVE } from './descriptions';
import { listing, WRITES, type McpTool } from './tool';

const NAME = 'guarded_notebook_edit';

const CELL_RULES = 'Every cell_id and cell_index refers to the notebook as it is BEFORE this call (as every old_string does); the cell id (nbformat 4.5) is preferred, and a cell_id and cell_index that name different cells are refused. op "edit": old_string/new_string inside the cell\'s source with the rules of guarded_multi_edit (exact, unique unless replace_all or expected_replacements), or the whole new source as source; cell_type changes the cell\'s type. op "insert": a new cell (source, cell_type default code) right after the named cell (cell_index -1 or no cell: at the top); it gets a fresh id. op "delete": the cell is removed. op "move": the cell goes to to_index, its index in the result. Two operations on one cell (an edit and a delete) are refused; several old_string edits of one cell are one change of it.';
const NOTEBOOK_KEPT = 'Outputs and execution_count are kept unless clear_outputs is true (then only the cells this call edits are cleared); untouched cells keep their bytes, and the file keeps its JSON layout (indentation, key order, trailing newline). The result is checked against the nbformat v4 schema before anything is written.';
const NOTEBOOK_RESULT = 'The result is JSON (also in structuredContent). On success: { "success": true, "file_path", "cells": [{ "op", "index"? (before the call), "new_index"? (after it), "id"?, "cell_type", "changes"?: [{ "start_line", "end_line" }] (lines of the cell\'s new source) }], "saved" }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint", "cell"?, "cells"? }], "message" }; nothing was written. CELL_NOT_FOUND lists the cells (index, id, type, first line; at most 50); an old_string not found in the cell is OLD_STRING_NOT_FOUND with the closest text and its line in the cell; CELL_CONFLICT names two operations on one cell; INVALID_NOTEBOOK names the cell and the place that is (or would be) invalid nbformat.';

export const notebookEditTool: McpTool = {
  name: NAME,
  definition: () => listing(NAME, 'Guarded Notebook Edit',
    `Edit a Jupyter notebook (.ipynb, nbformat 4) cell by cell: change a cell's source, insert, delete or move cells, all together or not at all. Write cell sources as plain code, never as the notebook's JSON. ${PATHS} edits: a list of { cell_id? | cell_index?, op: "edit" | "insert" | "delete" | "move", old_string?, new_string?, replace_all?, expected_replacements?, source?, cell_type?, language?, to_index? }. ${CELL_RULES} ${NOTEBOOK_KEPT} ${GATE} ${SENSITIVE} ${NOTEBOOK_RESULT}`,
    notebookEditInputJsonSchema(), WRITES),
  run: (ctx, input, signal) => runNotebookEdit(ctx, input, signal),
  describe: describeNotebookEdit,
};

async function runNotebookEdit(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<NotebookEditSuccess | EditFailure> {
  const parsed = parseNotebookEditInput(input);
  if (!parsed.ok) return failureResult(parsed.errors);
  const request = parsed.value;
  const resolved = await resolveTarget(request.file_path, await ctx.workspace.roots(), ctx.fs, ctx.platform, {
    purpose: 'edit', protectedPatterns: ctx.protectedPatterns, maxFileBytes: ctx.options.maxFileBytes,
  });
  if (!resolved.ok) return failureResult(resolved.errors);
  const target = resolved.target;
  return writeThroughFrame(ctx, {
    tool: NAME,
    keys: [ctx.keyOf(target)],
    planAgain: true,
    plan: async (planning) => planNotebook(ctx, request, target, await planning()),
  }, signal);
}

async function planNotebook(ctx: CallContext, request: NotebookEditInput, target: ResolvedTarget, { documents }: DiskPlanning): Promise<Planned<NotebookEditSuccess>> {
  const loaded = await loadOrRefuse(() => documents.snapshot(target), { displayPath: target.displayPath, inputPath: [] });
  if (!loaded.ok) return loaded;
  const snapshot = loaded.document;
  const plan = planNotebookEdit({
    text: snapshot.text, edits: request.edits, displayPath: target.displayPath,
    ...(request.clear_outputs !== undefined ? { clearOutputs: request.clear_outputs } : {}),
  });
  if (!plan.ok) return plan;
  const bytes = planTextBytes(snapshot, plan.text, target.displayPath, ctx.options.maxFileBytes);
  if (!bytes.ok) return bytes;
  const before = snapshot.text;
  const notes: string[] = [];
  return {
    ok: true,
    write: {
      changes: [{ realPath: target.realPath, displayPath: target.displayPath, inputPath: [], before: snapshot.bytes, after: bytes.bytes }],
      subjects: [notebookSubject(target, { before, after: plan.text }, { onChangedOutside: (note) => notes.push(note) })],
      targets: [{ filePath: request.file_path, purpose: 'edit', inputPath: [], realPath: target.realPath }],
      written: () => {
        ctx.gate.recordOwnEditOfTexts(ctx.keyOf(target), before, () => plan.text);
        return notebookEditResult(target.displayPath, plan.cells, true, notes);
      },
    },
  };
}

/** The call as the log names it: the notebook and how many operations. */
function describeNotebookEdit(input: unknown): string {
  const record = input !== null && typeof input === 'object' ? (input as { file_path?: unknown; edits?: unknown }) : {};
  const path = typeof record.file_path === 'string' ? JSON.stringify(record.file_path) : '(no file_path)';
  return Array.isArray(record.edits) ? `${path} (${record.edits.length} cell operations)` : path;
}
