// Every size of old and new text through the VS Code tools in the real extension host: an
// old_string (of a file, of one file of several, of a patch hunk, of a notebook cell) of 1 B to 5 MB, one line or many, found or not, in a file of one line and of
// 100,000 lines, answers with a result (applied, or a refusal with its code and recovery hint),
// never an internal error, and the tools keep answering after it. The same property is held for
// the core, the MCP server and the hook (test/unit/core/edit, test/mcp, test/hook largeInputs).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { KB, manyLinesFile, MB, nearMiss, ONE_LINE_FILE, textOf, type Shape } from '../helpers/largeInputs';
import { workspaceDir } from './helpers/env';

interface ResultShape { success: boolean; errors?: { code: string; recovery_hint?: string; message: string }[] }

async function invoke(tool: string, input: object): Promise<ResultShape> {
  const result = await vscode.lm.invokeTool(tool, { input, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as ResultShape;
}

function assertRefused(result: ResultShape, code: string, what: string): void {
  const said = JSON.stringify(result).slice(0, 400);
  assert.equal(result.success, false, `${what}: ${said}`);
  assert.equal(result.errors?.[0]?.code, code, `${what}: ${said}`);
  assert.ok((result.errors?.[0]?.recovery_hint ?? '').length > 0, `${what}: a recovery hint`);
  assert.doesNotMatch(said, /Maximum call stack|RangeError|heap out of memory/);
}

suite('every size of old and new text through the VS Code tools', () => {
  const dir = () => path.join(workspaceDir(), 'scratch-large-inputs');
  const rel = (name: string) => `scratch-large-inputs/${name}`;
  const bigFile = manyLinesFile(100_000);

  suiteSetup(() => {
    fs.mkdirSync(dir(), { recursive: true });
  });
  suiteTeardown(() => {
    fs.rmSync(dir(), { recursive: true, force: true });
  });

  // The million-line file (40 MB) is over the default size limit of 16 MB, which the tools keep
  // (raised for it in test/mcp); here the long file is 100,000 lines (4 MB).
  const cases: { size: number; shape: Shape; big: boolean }[] = [
    { size: 1, shape: 'one_line', big: false },
    { size: 64 * KB, shape: 'many_lines', big: true },
    { size: 200 * KB, shape: 'one_line', big: false },
    { size: 200 * KB, shape: 'many_lines', big: true },
    { size: 1 * MB, shape: 'one_line', big: true },
    { size: 5 * MB, shape: 'many_lines', big: false },
    { size: 5 * MB, shape: 'one_line', big: true },
  ];
  for (const { size, shape, big } of cases) {
    test(`guarded_multi_edit, ${size} B (${shape}) in a file of ${big ? '100,000 lines' : 'one line'}: refused when not found, applied when found`, async function () {
      this.timeout(240_000);
      const old = textOf(size, shape);
      const name = `f-${size}-${shape}-${big ? 'big' : 'one'}.txt`;
      const content = big ? bigFile : ONE_LINE_FILE;
      fs.writeFileSync(path.join(dir(), name), content);
      const missed = await invoke('guarded_multi_edit', { file_path: rel(name), edits: [{ old_string: nearMiss(old), new_string: 'y' }] });
      assertRefused(missed, 'OLD_STRING_NOT_FOUND', `${name}, not found`);
      // Another file: the first is open in the window now, and its buffer would learn of a change on disk only later.
      const foundName = `found-${name}`;
      fs.writeFileSync(path.join(dir(), foundName), `${old}\n${content}`);
      const found = await invoke('guarded_multi_edit', { file_path: rel(foundName), edits: [{ old_string: old, new_string: 'y' }] });
      assert.equal(found.success, true, JSON.stringify(found).slice(0, 400));
      assert.ok(fs.readFileSync(path.join(dir(), foundName), 'utf8').startsWith('y\n'));
    });
  }

  for (const size of [200 * KB, 5 * MB]) {
    test(`guarded_multi_file_edit, ${size} B not found in one of its files: refused, nothing written`, async function () {
      this.timeout(240_000);
      const [first, second] = [`multi-a-${size}.txt`, `multi-b-${size}.txt`];
      fs.writeFileSync(path.join(dir(), first), bigFile);
      fs.writeFileSync(path.join(dir(), second), ONE_LINE_FILE);
      const result = await invoke('guarded_multi_file_edit', { files: [
        { file_path: rel(first), edits: [{ old_string: nearMiss(textOf(size, 'many_lines')), new_string: 'y' }] },
        { file_path: rel(second), edits: [{ old_string: 'answer', new_string: 'result' }] },
      ] });
      assertRefused(result, 'OLD_STRING_NOT_FOUND', `multi-file ${size}`);
      assert.equal(fs.readFileSync(path.join(dir(), second), 'utf8'), ONE_LINE_FILE, 'the other file untouched');
    });

    test(`guarded_notebook_edit, ${size} B of a cell's code: refused when not found, applied when found`, async function () {
      this.timeout(240_000);
      const code = textOf(size, 'many_lines');
      const cell = (id: string, source: string) => ({ cell_type: 'code', execution_count: null, id, metadata: {}, outputs: [], source });
      const notebook = (source: string) => `${JSON.stringify({ cells: [cell('first', 'x = 1'), cell('big', source)], metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1)}\n`;
      const name = `nb-${size}.ipynb`;
      fs.writeFileSync(path.join(dir(), name), notebook(code));
      const missed = await invoke('guarded_notebook_edit', { file_path: rel(name), edits: [{ cell_id: 'big', op: 'edit', old_string: nearMiss(code), new_string: 'y = 2' }] });
      assertRefused(missed, 'OLD_STRING_NOT_FOUND', `notebook ${size}, not found`);
      assert.equal(fs.readFileSync(path.join(dir(), name), 'utf8'), notebook(code), 'nothing written');
      const found = await invoke('guarded_notebook_edit', { file_path: rel(name), edits: [{ cell_id: 'big', op: 'edit', old_string: code, new_string: 'y = 2' }] });
      assert.equal(found.success, true, JSON.stringify(found).slice(0, 400));
    });
  }

  test('guarded_apply_patch with a hunk of 5 MB that is not in the file: refused with its code, and the tools keep answering', async function () {
    this.timeout(240_000);
    const name = 'patched.txt';
    fs.writeFileSync(path.join(dir(), name), bigFile);
    const lines = nearMiss(textOf(5 * MB, 'many_lines')).split('\n').filter((line) => line.length > 0);
    const patch = `*** Begin Patch\n*** Update File: ${rel(name)}\n@@\n${lines.map((l) => `-${l}`).join('\n')}\n+y\n*** End Patch`;
    const result = await invoke('guarded_apply_patch', { patch });
    assert.equal(result.success, false, JSON.stringify(result).slice(0, 400));
    assert.doesNotMatch(JSON.stringify(result).slice(0, 2000), /Maximum call stack|RangeError/);
    const after = await invoke('guarded_create_file', { file_path: rel('after.txt'), content: 'still answering\n' });
    assert.equal(after.success, true, JSON.stringify(after));
  });
});
