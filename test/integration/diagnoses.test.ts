// Diagnoses of refused edits and opt-in tolerant matching, through the real tools in the host.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { activateExtension, updateSettings, waitFor, workspaceDir } from './helpers';

interface Result {
  success: boolean;
  matched?: { edit: number; how: string; start_line: number; end_line: number }[];
  errors?: { code: string; message: string; recovery_hint: string; location?: { line: number; end_line: number } }[];
}

let counter = 0;
function scratchFile(name: string, text: string): { abs: string; rel: string } {
  const dir = path.join(workspaceDir(), 'scratch', `diagnoses-${++counter}`);
  fs.mkdirSync(dir, { recursive: true });
  const abs = path.join(dir, name);
  fs.writeFileSync(abs, text);
  return { abs, rel: path.relative(workspaceDir(), abs).split(path.sep).join('/') };
}

async function invoke(tool: string, input: object): Promise<Result> {
  const result = await vscode.lm.invokeTool(tool, { input, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as Result;
}

const CART = 'class Cart:\n    def total(self):\n        s = 0\n        for it in self.items:\n            s += it.price\n        return s\n';

suite('diagnoses and tolerant matching in the extension host', () => {
  let restore: (() => Promise<void>) | undefined;

  suiteSetup(async () => {
    await activateExtension();
    restore = await updateSettings({ 'guardedEdit.notifications': 'off' });
  });

  suiteTeardown(async () => {
    await restore?.();
  });

  test('guardedEdit.matching = "whitespace": a unique near match is applied there, re-indented, and reported', async () => {
    const undo = await updateSettings({ 'guardedEdit.matching': 'whitespace' });
    try {
      const file = scratchFile('cart.py', CART);
      const result = await invoke('guarded_multi_edit', {
        file_path: file.rel,
        edits: [{ old_string: 'for it in self.items:\n    s += it.price', new_string: 'for it in self.items:\n    if it.active:\n        s += it.price' }],
      });
      assert.equal(result.success, true, JSON.stringify(result));
      assert.deepStrictEqual(result.matched, [{ edit: 1, how: 'whitespace', start_line: 4, end_line: 5 }]);
      const document = await vscode.workspace.openTextDocument(file.abs);
      assert.equal(document.getText(), CART.replace('            s += it.price', '            if it.active:\n                s += it.price'));
    } finally {
      await undo();
    }
  });

  test('with the default (exact), the same call is refused and changes nothing', async () => {
    const file = scratchFile('cart.py', CART);
    const result = await invoke('guarded_multi_edit', { file_path: file.rel, edits: [{ old_string: 'for it in self.items:\n    s += it.price', new_string: 'x' }] });
    assert.equal(result.success, false);
    assert.equal(result.errors?.[0].code, 'OLD_STRING_NOT_FOUND');
    assert.match(result.errors?.[0].message ?? '', /differs only in indentation/);
    assert.equal(fs.readFileSync(file.abs, 'utf8'), CART);
  });

  test('line-number prefixes copied from guarded_read_file: named, with the cleaned old_string and a diagnostic at the lines', async () => {
    const file = scratchFile('cart.py', CART);
    const read = await vscode.lm.invokeTool('guarded_read_file', { input: { file_path: file.rel }, toolInvocationToken: undefined });
    const content = (JSON.parse((read.content[0] as vscode.LanguageModelTextPart).value) as { content: string }).content;
    const copied = content.split('\n').slice(2, 4).join('\n');
    const result = await invoke('guarded_multi_edit', { file_path: file.rel, edits: [{ old_string: copied, new_string: 'x' }] });
    const [error] = result.errors ?? [];
    assert.match(error.message, /line-number prefixes .* Without them it matches lines 3-4 exactly\./);
    assert.equal(error.recovery_hint, `Use old_string ${JSON.stringify('        s = 0\n        for it in self.items:')}.`);
    const diagnostics = await waitFor(() => {
      const found = vscode.languages.getDiagnostics(vscode.Uri.file(file.abs)).filter((d) => d.source === 'guarded-edit');
      return found.length > 0 ? found : undefined;
    });
    assert.equal(diagnostics[0].range.start.line, 2);
  });

  test('a path from another machine: OUTSIDE_WORKSPACE names the file that exists here', async () => {
    const file = scratchFile('cart.py', CART);
    const result = await invoke('guarded_multi_edit', { file_path: `/home/someone/project/${file.rel}`, edits: [{ old_string: 's = 0', new_string: 's = 1' }] });
    const [error] = result.errors ?? [];
    assert.equal(error.code, 'OUTSIDE_WORKSPACE');
    assert.ok(error.message.includes(`${JSON.stringify(file.rel)} exists in the workspace. Did you mean it?`), error.message);
  });

  test('guarded_read_file with a bare file name: FILE_NOT_FOUND names the file of that name', async () => {
    const file = scratchFile('ledger-unique-name.py', CART);
    const result = await invoke('guarded_read_file', { file_path: 'ledger-unique-name.py' });
    const [error] = result.errors ?? [];
    assert.equal(error.code, 'FILE_NOT_FOUND');
    assert.ok(error.message.includes(`A file of the same name exists elsewhere in the workspace: ${JSON.stringify(file.rel)}`), error.message);
    assert.ok(error.recovery_hint.startsWith(`Call again with file_path ${JSON.stringify(file.rel)}`), error.recovery_hint);
  });

  test('text that changed since the model read it: the refusal says so', async () => {
    const file = scratchFile('cart.py', CART);
    await vscode.lm.invokeTool('guarded_read_file', { input: { file_path: file.rel }, toolInvocationToken: undefined });
    const document = await vscode.workspace.openTextDocument(file.abs);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, new vscode.Range(2, 8, 2, 13), 'count = 0');
    assert.ok(await vscode.workspace.applyEdit(edit));
    const result = await invoke('guarded_multi_edit', { file_path: file.rel, edits: [{ old_string: '        s = 0\n        for it', new_string: 'x' }] });
    assert.match(result.errors?.[0].message ?? '', /has changed since you last read it with guarded_read_file/);
    await document.save();
  });
});
