// Every size of old and new text gets an answer over MCP (the built dist/mcp.js, a real SDK
// client): an edit, a multi-file edit and a patch hunk of 1 B to 16 MB, one line or many, found or
// not, in a file of one line and of a million lines, is applied or refused with a code and a
// recovery hint, never a JSON-RPC internal error; and the server keeps serving. A representative
// subset of the sizes the core is tested with (test/unit/core/edit/largeInputs.spec.ts): about a
// minute on a quiet machine.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MB, KB, manyLinesFile, nearMiss, ONE_LINE_FILE, textOf, type Shape } from '../helpers/largeInputs';
import { codes, startServer, tempFolder, type Session } from './helpers';

const BIG_FILE = manyLinesFile(1_000_000);

/** A refusal with its code and hint for every error, or a success. */
function assertAnswered(json: Record<string, unknown>, success: boolean, what: string): void {
  assert.equal(json.success, success, `${what}: ${JSON.stringify(json).slice(0, 500)}`);
  if (success) return;
  const errors = json.errors as { code: string; recovery_hint: string; message: string }[];
  assert.ok(errors.length > 0, what);
  for (const error of errors) {
    assert.match(error.code, /^[A-Z_]+$/, what);
    assert.ok(error.recovery_hint.length > 0, what);
  }
}

describe('MCP server: every size of old and new text gets an answer', function () {
  this.timeout(600_000);
  let ws: { path: string; remove: () => void };
  let s: Session;
  before(async () => {
    ws = tempFolder('ge-mcp-large-');
    // The million-line file (40 MB) is over the default limit of 16 MB: raised, so that it is planned.
    s = await startServer({ args: ['--max-file-size-mb', '128', ws.path] });
  });
  after(async () => {
    await s.close();
    ws.remove();
  });

  const cases: { size: number; shape: Shape; file: 'small' | 'big' }[] = [
    { size: 1, shape: 'one_line', file: 'small' },
    { size: 64 * KB, shape: 'many_lines', file: 'big' },
    { size: 200 * KB, shape: 'one_line', file: 'small' },
    { size: 200 * KB, shape: 'many_lines', file: 'big' },
    { size: 1 * MB, shape: 'one_line', file: 'big' },
    { size: 5 * MB, shape: 'many_lines', file: 'small' },
    { size: 16 * MB, shape: 'one_line', file: 'big' },
    { size: 16 * MB, shape: 'many_lines', file: 'small' },
  ];

  for (const { size, shape, file } of cases) {
    it(`guarded_multi_edit, ${size} B (${shape}) in a file of ${file === 'big' ? 'a million lines' : 'one line'}: refused when not found, applied when found`, async () => {
      const content = file === 'big' ? BIG_FILE : ONE_LINE_FILE;
      const old = textOf(size, shape);
      const replacement = size === 1 ? 'y' : textOf(size, shape, 20_000_000);
      writeFileSync(join(ws.path, 'a.ts'), content);
      const missed = (await s.call('guarded_multi_edit', { file_path: 'a.ts', edits: [{ old_string: nearMiss(old), new_string: replacement }] })).json;
      assertAnswered(missed, false, 'not found');
      assert.deepEqual(codes(missed), ['OLD_STRING_NOT_FOUND']);
      writeFileSync(join(ws.path, 'a.ts'), `${old}\n${content}`);
      assertAnswered((await s.call('guarded_multi_edit', { file_path: 'a.ts', edits: [{ old_string: old, new_string: replacement }] })).json, true, 'found');
      assert.ok(readFileSync(join(ws.path, 'a.ts'), 'utf8').startsWith(replacement));
    });
  }

  for (const size of [200 * KB, 5 * MB]) {
    it(`guarded_multi_file_edit and guarded_apply_patch, ${size} B not found in a file of a million lines: refused, nothing written`, async () => {
      writeFileSync(join(ws.path, 'a.ts'), BIG_FILE);
      writeFileSync(join(ws.path, 'b.ts'), ONE_LINE_FILE);
      const old = nearMiss(textOf(size, 'many_lines'));
      const multi = (await s.call('guarded_multi_file_edit', { files: [
        { file_path: 'a.ts', edits: [{ old_string: old, new_string: 'x' }] },
        { file_path: 'b.ts', edits: [{ old_string: 'answer', new_string: 'result' }] },
      ] })).json;
      assertAnswered(multi, false, 'multi-file');
      const hunk = old.split('\n').filter((line) => line.length > 0);
      const patch = ['*** Begin Patch', '*** Update File: a.ts', '@@', ...hunk.map((line) => `-${line}`), '+x', '*** End Patch'].join('\n');
      assertAnswered((await s.call('guarded_apply_patch', { patch })).json, false, 'patch');
      assert.equal(readFileSync(join(ws.path, 'b.ts'), 'utf8'), ONE_LINE_FILE);
    });
  }

  for (const size of [200 * KB, 5 * MB]) {
    it(`guarded_notebook_edit, ${size} B of a cell's code: refused when not found, applied when found`, async () => {
      const code = textOf(size, 'many_lines');
      const cell = (id: string, source: string) => ({ cell_type: 'code', execution_count: null, id, metadata: {}, outputs: [], source });
      const notebook = (source: string) => `${JSON.stringify({ cells: [cell('first', 'x = 1'), cell('big', source)], metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1)}\n`;
      writeFileSync(join(ws.path, 'nb.ipynb'), notebook(code));
      const missed = (await s.call('guarded_notebook_edit', { file_path: 'nb.ipynb', edits: [{ cell_id: 'big', op: 'edit', old_string: nearMiss(code), new_string: 'y = 2' }] })).json;
      assertAnswered(missed, false, 'cell, not found');
      assert.deepEqual(codes(missed), ['OLD_STRING_NOT_FOUND']);
      assert.equal(readFileSync(join(ws.path, 'nb.ipynb'), 'utf8'), notebook(code), 'nothing written');
      assertAnswered((await s.call('guarded_notebook_edit', { file_path: 'nb.ipynb', edits: [{ cell_id: 'big', op: 'edit', old_string: code, new_string: 'y = 2' }] })).json, true, 'cell, found');
      assert.equal(readFileSync(join(ws.path, 'nb.ipynb'), 'utf8'), notebook('y = 2'));
    });
  }

  it('keeps serving after all of them', async () => {
    writeFileSync(join(ws.path, 'b.ts'), ONE_LINE_FILE);
    const read = (await s.call('guarded_read_file', { file_path: 'b.ts' })).json;
    assert.notEqual(read.success, false, JSON.stringify(read));
    assertAnswered((await s.call('guarded_multi_edit', { file_path: 'b.ts', edits: [{ old_string: 'answer', new_string: 'result' }] })).json, true, 'after');
  });
});
