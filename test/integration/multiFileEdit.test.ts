// guarded_multi_file_edit through vscode.lm.invokeTool: several files in one all-or-nothing step.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { GuardedEditApi } from '../../src/extension';
import { activateExtension, resetEditors, updateSettings, workspaceDir } from './helpers';

interface MultiResult {
  success: boolean;
  files?: { file_path: string; edits_applied: number; replacements: number; changes: { start_line: number; end_line: number }[] }[];
  edits_applied?: number;
  errors?: { code: string; path: (string | number)[] }[];
}

async function invoke(input: object): Promise<MultiResult> {
  const result = await vscode.lm.invokeTool('guarded_multi_file_edit', { input, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as MultiResult;
}

let counter = 0;
function scratchFiles(name: string, contents: Record<string, string>): Record<string, string> {
  const dir = path.join(workspaceDir(), 'scratch', `multi-file-${name}-${++counter}`);
  fs.mkdirSync(dir, { recursive: true });
  const paths: Record<string, string> = {};
  for (const [file, text] of Object.entries(contents)) {
    paths[file] = path.join(dir, file);
    fs.writeFileSync(paths[file], text);
  }
  return paths;
}

const rel = (abs: string): string => path.relative(workspaceDir(), abs).split(path.sep).join('/');

suite('guarded_multi_file_edit in the extension host', () => {
  let api: GuardedEditApi;
  let restore: (() => Promise<void>) | undefined;

  suiteSetup(async () => {
    api = await activateExtension<GuardedEditApi>();
    restore = await updateSettings({ 'guardedEdit.notifications': 'off' });
  });
  suiteTeardown(async () => {
    await restore?.();
  });
  teardown(resetEditors);

  test('is registered with a flat object schema and returned by activate() beside the others', () => {
    const tool = vscode.lm.tools.find((t) => t.name === 'guarded_multi_file_edit');
    assert.ok(tool, 'listed in vscode.lm.tools');
    const schema = tool.inputSchema as { type: string; required: string[]; anyOf?: unknown };
    assert.equal(schema.type, 'object');
    assert.deepEqual(schema.required, ['files']);
    assert.equal(schema.anyOf, undefined);
    assert.equal(typeof api.multiFileEditTool.invoke, 'function');
    assert.notEqual(api.multiFileEditTool, api.multiEditTool);
  });

  test('edits two files at once and reports each', async () => {
    const files = scratchFiles('both', { 'a.txt': 'alpha\nbeta\n', 'b.txt': 'one\ntwo\nthree\n' });
    const result = await invoke({
      files: [
        { file_path: rel(files['a.txt']), edits: [{ old_string: 'beta', new_string: 'BETA' }] },
        { file_path: rel(files['b.txt']), edits: [{ old_string: 'one', new_string: 'ONE' }, { old_string: 'three', new_string: 'THREE' }] },
      ],
    });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.deepEqual(result.files?.map((f) => [f.file_path, f.edits_applied]), [[rel(files['a.txt']), 1], [rel(files['b.txt']), 2]]);
    assert.equal(result.edits_applied, 3);
    assert.equal(fs.readFileSync(files['a.txt'], 'utf8'), 'alpha\nBETA\n');
    assert.equal(fs.readFileSync(files['b.txt'], 'utf8'), 'ONE\ntwo\nTHREE\n');
  });

  test('a failure in the second file leaves the first unchanged, on disk and in its buffer', async () => {
    const files = scratchFiles('second-fails', { 'a.txt': 'alpha\nbeta\n', 'b.txt': 'one\ntwo\n' });
    const first = await vscode.workspace.openTextDocument(files['a.txt']);
    const result = await invoke({
      files: [
        { file_path: rel(files['a.txt']), edits: [{ old_string: 'beta', new_string: 'BETA' }] },
        { file_path: rel(files['b.txt']), edits: [{ old_string: 'not in the file', new_string: 'x' }] },
      ],
    });
    assert.equal(result.success, false);
    assert.deepEqual(result.errors?.map((e) => [e.code, e.path]), [['OLD_STRING_NOT_FOUND', ['files', 1, 'edits', 0, 'old_string']]]);
    assert.equal(first.getText(), 'alpha\nbeta\n');
    assert.equal(first.isDirty, false);
    assert.equal(fs.readFileSync(files['a.txt'], 'utf8'), 'alpha\nbeta\n');
    assert.equal(fs.readFileSync(files['b.txt'], 'utf8'), 'one\ntwo\n');
  });
});
