// guarded_notebook_edit end to end through a real MCP client: cell operations on a real-shaped
// notebook (bytes of untouched cells and outputs kept, the result valid for nbformat's own
// validator), its history entry, an undo merged with a later cell change, and refusals that change
// nothing.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNotebook } from '../../src/core/notebook';
import { notebookEditInputJsonSchema, toolOutputSchemas } from '../../src/core/request';
import { NO_REFERENCE_MESSAGE, referenceValidator } from '../helpers/nbformatReference';
import { codes, CLI, startServer, tempFolder, TEST_STATE, type Session } from './helpers';

const FIXTURES = join(__dirname, '..', 'fixtures', 'notebooks');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

interface CellJson {
  id?: string;
  cell_type: string;
  source: string | string[];
  outputs?: unknown[];
  execution_count?: number | null;
}
const cellsOf = (text: string) => (JSON.parse(text.replace(/^\ufeff/, '')) as { cells: CellJson[] }).cells;
const sourceOf = (cell: CellJson) => (Array.isArray(cell.source) ? cell.source.join('') : cell.source);

/** Each cell's text as the file holds it, by id. */
function cellBytes(text: string): Map<string, string> {
  const parsed = parseNotebook(text, 'nb.ipynb');
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.errors));
  const nb = parsed.notebook;
  return new Map(nb.cells.map((cell) => [cell.id ?? String(cell.index), nb.text.slice(cell.span.start, cell.span.end)]));
}

describe('guarded_notebook_edit (MCP server, real client)', function () {
  this.timeout(60_000);
  let ws: { path: string; remove: () => void };
  const sessions: Session[] = [];
  const at = (...parts: string[]) => join(ws.path, ...parts);
  const start = async (args: string[] = []) => {
    const s = await startServer({ args: [...args, ws.path] });
    sessions.push(s);
    return s;
  };
  const history = () => JSON.parse(execFileSync(process.execPath, [CLI, 'history', ws.path, '--json'], { env: { PATH: process.env.PATH ?? '', XDG_STATE_HOME: TEST_STATE }, encoding: 'utf8' })) as { id: string; tool: string; files: { path: string; action: string }[] }[];
  const validator = referenceValidator();

  beforeEach(() => {
    ws = tempFolder('ge-mcp-nb-');
    writeFileSync(at('nb.ipynb'), fixture('python.ipynb'));
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    ws.remove();
  });

  it('is listed with the zod input schema, an output schema and the write annotations', async () => {
    const s = await start();
    const tool = (await s.listTools()).find((t) => t.name === 'guarded_notebook_edit');
    assert.ok(tool);
    assert.deepEqual(tool.inputSchema, notebookEditInputJsonSchema());
    assert.deepEqual(tool.outputSchema, toolOutputSchemas().guarded_notebook_edit);
    assert.equal(tool.annotations?.readOnlyHint, false);
    assert.match(tool.description ?? '', /CELL_NOT_FOUND/);
  });

  it('edits, inserts, deletes and moves cells in one call: untouched cells keep their bytes and outputs, the result is valid nbformat', async () => {
    const s = await start();
    const before = readFileSync(at('nb.ipynb'), 'utf8');
    const { json, raw } = await s.call('guarded_notebook_edit', {
      file_path: 'nb.ipynb',
      edits: [
        { cell_id: 'plot', op: 'edit', old_string: 'np.sin(x)', new_string: 'np.cos(x)' },
        { cell_id: 'imports', op: 'insert', source: 'import pandas as pd\n', cell_type: 'code' },
        { cell_id: 'raw-1', op: 'delete' },
        { cell_index: 3, op: 'move', to_index: 0 },
      ],
    });
    assert.equal(json.success, true, JSON.stringify(json));
    assert.equal(raw.isError, false);
    assert.deepEqual(raw.structuredContent, json);
    const cells = json.cells as { op: string; index?: number; new_index?: number; id?: string; cell_type: string; changes?: unknown }[];
    assert.deepEqual(cells[0], { op: 'edit', index: 2, new_index: 4, id: 'plot', cell_type: 'code', changes: [{ start_line: 2, end_line: 2 }] });
    assert.equal(cells[1].op, 'insert');
    assert.equal(cells[1].new_index, 3);
    assert.match(cells[1].id ?? '', /^[0-9a-f]{8}$/);
    assert.deepEqual(cells[2], { op: 'delete', index: 5, id: 'raw-1', cell_type: 'raw' });
    assert.deepEqual(cells[3], { op: 'move', index: 3, new_index: 0, id: 'total', cell_type: 'code' });

    const after = readFileSync(at('nb.ipynb'), 'utf8');
    const order = cellsOf(after).map((c) => c.id);
    assert.deepEqual(order, ['total', 'intro', 'imports', cells[1].id, 'plot', 'print', 'error', 'empty-md']);
    const plot = cellsOf(after).find((c) => c.id === 'plot');
    assert.equal(sourceOf(plot as CellJson), 'x = np.linspace(0, 10, 100)\ny = np.cos(x)\nplt.plot(x, y)\nplt.show()');
    assert.deepEqual(plot?.outputs, cellsOf(before).find((c) => c.id === 'plot')?.outputs, 'an edited cell keeps its outputs');
    const old = cellBytes(before);
    for (const [id, text] of cellBytes(after)) if (id !== 'plot' && old.has(id)) assert.equal(text, old.get(id), `cell ${id} kept byte for byte`);
    assert.ok(after.startsWith('{\n "cells": [\n'), 'the file\'s layout is kept');
    assert.ok(after.endsWith('}\n'));
    if (validator) assert.deepEqual(validator({ after }), { after: null });
    else console.warn(NO_REFERENCE_MESSAGE);
  });

  it('clear_outputs clears only the cells the call edits', async () => {
    const s = await start();
    const { json } = await s.call('guarded_notebook_edit', { file_path: 'nb.ipynb', clear_outputs: true, edits: [{ cell_id: 'total', op: 'edit', source: 'total = 1' }] });
    assert.equal(json.success, true, JSON.stringify(json));
    const after = cellsOf(readFileSync(at('nb.ipynb'), 'utf8'));
    const total = after.find((c) => c.id === 'total');
    assert.deepEqual(total?.outputs, []);
    assert.equal(total?.execution_count, null);
    assert.equal(after.find((c) => c.id === 'plot')?.outputs?.length, 1, 'an untouched cell keeps its outputs');
  });

  it('records one history entry, and an undo of it keeps a later change of another cell', async () => {
    const s = await start();
    const first = (await s.call('guarded_notebook_edit', { file_path: 'nb.ipynb', edits: [{ cell_id: 'plot', op: 'edit', old_string: 'np.sin(x)', new_string: 'np.cos(x)' }] })).json;
    assert.equal(first.success, true, JSON.stringify(first));
    const entries = history();
    assert.equal(entries[0].tool, 'guarded_notebook_edit');
    assert.deepEqual(entries[0].files.map((f) => [f.path, f.action]), [['nb.ipynb', 'update']]);
    const firstEntry = entries[0].id;

    // A later change of another cell, by another call of the tool.
    const later = (await s.call('guarded_notebook_edit', { file_path: 'nb.ipynb', edits: [{ cell_id: 'intro', op: 'edit', old_string: 'Sales analysis', new_string: 'Revenue analysis' }] })).json;
    assert.equal(later.success, true, JSON.stringify(later));

    const undone = (await s.call('guarded_undo', { entry: firstEntry })).json;
    assert.equal(undone.success, true, JSON.stringify(undone));
    assert.deepEqual(undone.files, [{ file_path: 'nb.ipynb', merged: true }]);
    const text = readFileSync(at('nb.ipynb'), 'utf8');
    const cells = cellsOf(text);
    assert.match(sourceOf(cells.find((c) => c.id === 'plot') as CellJson), /np\.sin\(x\)/, 'the undone cell is back');
    assert.match(sourceOf(cells.find((c) => c.id === 'intro') as CellJson), /^# Revenue analysis/, 'the later change is kept');
    if (validator) assert.deepEqual(validator({ text }), { text: null });
  });

  it('refuses bad calls with the notebook\'s codes and changes nothing', async () => {
    const s = await start();
    const before = readFileSync(at('nb.ipynb'), 'utf8');
    const call = async (args: unknown) => (await s.call('guarded_notebook_edit', args)).json;

    const missing = await call({ file_path: 'nb.ipynb', edits: [{ cell_id: 'nope', op: 'delete' }] });
    assert.deepEqual(codes(missing), ['CELL_NOT_FOUND']);
    const listed = (missing.errors as { cells?: { id?: string; first_line: string }[] }[])[0].cells ?? [];
    assert.deepEqual(listed.map((c) => c.id), ['intro', 'imports', 'plot', 'total', 'print', 'raw-1', 'error', 'empty-md']);
    assert.equal(listed[0].first_line, '# Sales analysis');

    assert.deepEqual(codes(await call({ file_path: 'nb.ipynb', edits: [{ cell_id: 'plot', op: 'edit', source: 'x' }, { cell_id: 'plot', op: 'delete' }] })), ['CELL_CONFLICT']);
    assert.deepEqual(codes(await call({ file_path: 'nb.ipynb', edits: [{ cell_id: 'plot', op: 'edit', old_string: 'not there', new_string: 'y' }] })), ['OLD_STRING_NOT_FOUND']);
    const disagree = await call({ file_path: 'nb.ipynb', edits: [{ cell_id: 'plot', cell_index: 3, op: 'delete' }] });
    assert.deepEqual(codes(disagree), ['CELL_CONFLICT']);
    assert.match(JSON.stringify(disagree.errors), /cell_id \\"plot\\" names cell 2 .* but cell_index 3 is cell 3/, 'the id wins, and the refusal says both');
    const outOfRange = await call({ file_path: 'nb.ipynb', edits: [{ cell_id: 'plot', op: 'move', to_index: 99 }] });
    assert.deepEqual(codes(outOfRange), ['INVALID_INPUT']);
    assert.match(JSON.stringify(outOfRange.errors), /last index is 7/, 'to_index out of range names the last index');
    assert.deepEqual(codes(await call({ file_path: 'nb.ipynb', edits: [] })), ['EMPTY_EDITS']);
    assert.deepEqual(codes(await call({ file_path: 'nb.ipynb', edits: [{ cell_id: 'plot', op: 'rename' }] })), ['INVALID_INPUT']);
    assert.deepEqual(codes(await call({ file_path: '../outside.ipynb', edits: [{ cell_index: 0, op: 'delete' }] })).length, 1);
    assert.equal(readFileSync(at('nb.ipynb'), 'utf8'), before, 'nothing changed');

    writeFileSync(at('v3.ipynb'), fixture('v3.ipynb'));
    const v3 = await call({ file_path: 'v3.ipynb', edits: [{ cell_index: 0, op: 'delete' }] });
    assert.deepEqual(codes(v3), ['INVALID_NOTEBOOK']);
    assert.match(JSON.stringify(v3.errors), /nbconvert/);
    writeFileSync(at('broken.ipynb'), '{"cells": [');
    assert.deepEqual(codes(await call({ file_path: 'broken.ipynb', edits: [{ cell_index: 0, op: 'delete' }] })), ['INVALID_NOTEBOOK']);
    assert.equal(readFileSync(at('broken.ipynb'), 'utf8'), '{"cells": [');
    assert.equal(history().length, 0, 'no refusal is in the history');
  });

  it('keeps a BOM and CRLF line endings of the file', async () => {
    writeFileSync(at('crlf.ipynb'), fixture('crlf-bom.ipynb'));
    const s = await start();
    const before = readFileSync(at('crlf.ipynb'), 'utf8');
    const first = cellsOf(before)[0];
    const { json } = await s.call('guarded_notebook_edit', { file_path: 'crlf.ipynb', edits: [{ cell_index: 0, op: 'edit', source: `${sourceOf(first)} changed` }] });
    assert.equal(json.success, true, JSON.stringify(json));
    const after = readFileSync(at('crlf.ipynb'), 'utf8');
    assert.ok(after.startsWith('\ufeff'), 'the BOM is kept');
    assert.equal(after.replace(/\r\n/g, '').includes('\n'), false, 'every line break is still CRLF');
    assert.equal(sourceOf(cellsOf(after)[0]), `${sourceOf(first)} changed`);
  });

  it('guarded_multi_edit on a .ipynb applies the model\'s plain code inside its cell, and refuses code found in several cells naming them', async () => {
    const s = await start();
    const before = readFileSync(at('nb.ipynb'), 'utf8');
    const { json } = await s.call('guarded_multi_edit', { file_path: 'nb.ipynb', edits: [{ old_string: 'y = np.sin(x)\nplt.plot(x, y)', new_string: 'y = np.cos(x)\nplt.plot(x, y)' }] });
    assert.equal(json.success, true, JSON.stringify(json));
    const after = readFileSync(at('nb.ipynb'), 'utf8');
    assert.equal(sourceOf(cellsOf(after).find((c) => c.id === 'plot') as CellJson), 'x = np.linspace(0, 10, 100)\ny = np.cos(x)\nplt.plot(x, y)\nplt.show()');
    const old = cellBytes(before);
    for (const [id, text] of cellBytes(after)) if (id !== 'plot') assert.equal(text, old.get(id), `cell ${id} kept byte for byte`);
    if (validator) assert.deepEqual(validator({ after }), { after: null });

    const several = (await s.call('guarded_multi_edit', { file_path: 'nb.ipynb', edits: [{ old_string: 'np', new_string: 'numpy' }] })).json;
    assert.deepEqual(codes(several), ['AMBIGUOUS_MATCH']);
    assert.deepEqual((several.errors as { cells?: { id?: string }[] }[])[0].cells?.map((c) => c.id), ['imports', 'plot']);
    assert.equal(readFileSync(at('nb.ipynb'), 'utf8'), after);
  });

  it('under --read-before-edit require, a notebook must be read first', async () => {
    const s = await start(['--read-before-edit', 'require']);
    const args = { file_path: 'nb.ipynb', edits: [{ cell_id: 'plot', op: 'edit', old_string: 'np.sin(x)', new_string: 'np.cos(x)' }] };
    assert.deepEqual(codes((await s.call('guarded_notebook_edit', args)).json), ['NOT_READ_FIRST']);
    assert.equal((await s.call('guarded_read_file', { file_path: 'nb.ipynb' })).json.success, true);
    const done = (await s.call('guarded_notebook_edit', args)).json;
    assert.equal(done.success, true, JSON.stringify(done));
  });
});
