import assert from 'node:assert/strict';
import { createResult, formatRead } from '../../../../src/core/files';
import { failureResult } from '../../../../src/core/pipeline';
import { guardedError } from '../../../../src/core/errors';
import { notebookEditResult } from '../../../../src/core/notebook';
import { CreateResultSchema, EditResultSchema, HistoryResultSchema, NotebookResultSchema, PatchResultSchema, ReadResultSchema, toolOutputSchemas, UndoResultSchema } from '../../../../src/core/request';

describe('tool output schemas (MCP outputSchema)', () => {
  it('has one object schema per tool, requiring only success', () => {
    const schemas = toolOutputSchemas();
    assert.deepEqual(Object.keys(schemas).sort(), ['guarded_apply_patch', 'guarded_create_file', 'guarded_history', 'guarded_multi_edit', 'guarded_multi_file_edit', 'guarded_notebook_edit', 'guarded_read_file', 'guarded_undo']);
    for (const schema of Object.values(schemas)) {
      assert.equal(schema.type, 'object');
      assert.deepEqual(schema.required, ['success']);
    }
  });

  it('accepts the results the core makes, successes and refusals', () => {
    const refusal = failureResult([guardedError('FILE_NOT_FOUND', 'gone', ['file_path'], 'look')]);
    for (const schema of [EditResultSchema, ReadResultSchema, CreateResultSchema]) assert.ok(schema.safeParse(refusal).success);
    const read = formatRead({ text: 'a\nb\n', eol: '\n', displayPath: 'a.txt', version: 1 });
    assert.ok(read.ok);
    assert.ok(ReadResultSchema.safeParse(read.result).success);
    assert.ok(CreateResultSchema.safeParse(createResult({ displayPath: 'n.txt', action: 'create', content: 'x', saved: true })).success);
    const edit = { success: true, file_path: 'a.txt', edits_applied: 1, replacements: 1, saved: true, changes: [{ start_line: 1, end_line: 1 }] };
    assert.ok(EditResultSchema.safeParse(edit).success);
    assert.ok(EditResultSchema.safeParse({ success: true, files: [edit], edits_applied: 1, replacements: 1 }).success);
    assert.ok(!EditResultSchema.safeParse({ success: 'yes' }).success);
    assert.ok(PatchResultSchema.safeParse(refusal).success);
    assert.ok(PatchResultSchema.safeParse({ success: true, files: [{ file_path: 'a.txt', action: 'move', moved_to: 'b.txt', changes: [{ start_line: 1, end_line: 1 }] }] }).success);
    assert.ok(!PatchResultSchema.safeParse({ success: true, files: [{ file_path: 'a.txt', action: 'rename' }] }).success);
    assert.ok(UndoResultSchema.safeParse({ success: true, entry: 'e2', undid: 'e1', files: [{ file_path: 'a.txt', merged: false }] }).success);
    assert.ok(UndoResultSchema.safeParse(refusal).success);
    assert.ok(!UndoResultSchema.safeParse({ success: true, files: [{ file_path: 'a.txt', merged: 'no' }] }).success);
    const entry = { id: 'e1', time: '2026-01-01T00:00:00.000Z', client: 'c', tool: 'guarded_multi_edit', files: [{ path: 'a.txt', changes: [{ start_line: 2, end_line: 2 }] }] };
    assert.ok(HistoryResultSchema.safeParse({ success: true, entries: [entry, { ...entry, id: 'e2', undoes: 'e1' }] }).success);
    assert.ok(!HistoryResultSchema.safeParse({ success: true, entries: [{ ...entry, files: [{ path: 'a.txt' }] }] }).success);
    const notebook = notebookEditResult('nb.ipynb', [{ op: 'edit', index: 2, new_index: 2, id: 'plot', cell_type: 'code', changes: [{ start_line: 1, end_line: 1 }] }, { op: 'insert', new_index: 3, id: 'ab12cd34', cell_type: 'markdown' }], true);
    assert.ok(NotebookResultSchema.safeParse(notebook).success);
    assert.ok(NotebookResultSchema.safeParse(refusal).success);
    assert.ok(!NotebookResultSchema.safeParse({ success: true, cells: [{ op: 'rename', cell_type: 'code' }] }).success);
  });
});
