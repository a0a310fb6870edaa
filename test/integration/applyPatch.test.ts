// guarded_apply_patch through vscode.lm.invokeTool in the real extension host: every file of a
// patch (updated, added, deleted, moved) in one WorkspaceEdit, one Undo for all of it.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { GuardedEditApi } from '../../src/extension';
import { activateExtension, dialogsAvailable, outsideDir, pressDialogButton, resetEditors, updateSettings, waitFor, workspaceDir } from './helpers';

interface PatchResult {
  success: boolean;
  files?: { file_path: string; action: string; moved_to?: string; changes?: { start_line: number; end_line: number }[] }[];
  errors?: { code: string; message: string }[];
}

async function invoke(patch: string): Promise<PatchResult> {
  const result = await vscode.lm.invokeTool('guarded_apply_patch', { input: { patch }, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as PatchResult;
}

let counter = 0;
/** A fresh folder of the workspace with these files; returns its workspace-relative name. */
function scratch(name: string, contents: Record<string, string>): { dir: string; rel: string; at: (f: string) => string } {
  const rel = `scratch/patch-${name}-${++counter}`;
  const dir = path.join(workspaceDir(), rel);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(contents)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return { dir, rel, at: (f) => path.join(dir, f) };
}

suite('guarded_apply_patch in the extension host', () => {
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

  test('is registered with its schema and returned by activate() beside the other tools', () => {
    const tool = vscode.lm.tools.find((t) => t.name === 'guarded_apply_patch');
    assert.ok(tool, 'listed in vscode.lm.tools');
    assert.deepEqual((tool.inputSchema as { required: string[] }).required, ['patch']);
    assert.equal(typeof api.applyPatchTool.invoke, 'function');
  });

  test('update + add + delete + move in one call; one Undo restores every file', async () => {
    const s = scratch('all', { 'a.txt': 'alpha\nbeta\ngamma\n', 'old.txt': 'obsolete\n', 'src/m.ts': 'export const x = 1;\n' });
    const result = await invoke([
      '*** Begin Patch',
      `*** Update File: ${s.rel}/a.txt`,
      '@@',
      ' alpha',
      '-beta',
      '+BETA',
      `*** Add File: ${s.rel}/docs/new.md`,
      '+# New',
      `*** Delete File: ${s.rel}/old.txt`,
      `*** Update File: ${s.rel}/src/m.ts`,
      `*** Move to: ${s.rel}/lib/m.ts`,
      '@@',
      '-export const x = 1;',
      '+export const x = 2;',
      '*** End Patch',
    ].join('\n'));
    assert.equal(result.success, true, JSON.stringify(result));
    assert.deepEqual(result.files?.map((f) => [f.action, f.file_path, f.moved_to]), [
      ['update', `${s.rel}/a.txt`, undefined],
      ['add', `${s.rel}/docs/new.md`, undefined],
      ['delete', `${s.rel}/old.txt`, undefined],
      ['move', `${s.rel}/src/m.ts`, `${s.rel}/lib/m.ts`],
    ]);
    assert.equal(fs.readFileSync(s.at('a.txt'), 'utf8'), 'alpha\nBETA\ngamma\n');
    assert.equal(fs.readFileSync(s.at('docs/new.md'), 'utf8'), '# New\n');
    assert.equal(fs.existsSync(s.at('old.txt')), false);
    assert.equal(fs.existsSync(s.at('src/m.ts')), false);
    assert.equal(fs.readFileSync(s.at('lib/m.ts'), 'utf8'), 'export const x = 2;\n');

    // One Undo: the workspace edit is one undo step across all its files.
    await vscode.window.showTextDocument(vscode.Uri.file(s.at('a.txt')));
    const undone = vscode.commands.executeCommand('undo');
    if (dialogsAvailable()) void pressDialogButton('Undo in 4 Files', { timeoutMs: 5000 }).catch(() => undefined);
    await undone;
    await waitFor(() => fs.existsSync(s.at('old.txt')) && fs.existsSync(s.at('src/m.ts')) && !fs.existsSync(s.at('docs/new.md')), { message: 'one undo restores the files' });
    const a = vscode.workspace.textDocuments.find((d) => d.uri.fsPath === s.at('a.txt'));
    assert.equal(a?.getText(), 'alpha\nbeta\ngamma\n');
    assert.equal(fs.readFileSync(s.at('old.txt'), 'utf8'), 'obsolete\n');
    assert.equal(fs.existsSync(s.at('lib/m.ts')), false);
  });

  test('a failing hunk changes nothing: no file added, deleted or changed', async () => {
    const s = scratch('fails', { 'a.txt': 'alpha\nbeta\n', 'b.txt': 'one\ntwo\n' });
    const result = await invoke([
      '*** Begin Patch',
      `*** Add File: ${s.rel}/c.txt`,
      '+c',
      `*** Delete File: ${s.rel}/a.txt`,
      `*** Update File: ${s.rel}/b.txt`,
      '@@',
      '-too',
      '+2',
      '*** End Patch',
    ].join('\n'));
    assert.equal(result.success, false);
    assert.deepEqual(result.errors?.map((e) => e.code), ['OLD_STRING_NOT_FOUND']);
    assert.match(result.errors?.[0].message ?? '', /Hunk 1 of 1 in .*b\.txt \(patch line 6\)/);
    assert.equal(fs.existsSync(s.at('c.txt')), false);
    assert.equal(fs.readFileSync(s.at('a.txt'), 'utf8'), 'alpha\nbeta\n');
    // Reported like the other tools' refusals: a Diagnostic at the closest text of the hunk.
    const placed = vscode.languages.getDiagnostics(vscode.Uri.file(s.at('b.txt'))).filter((d) => d.source === 'guarded-edit');
    assert.equal(placed.length, 1);
    assert.equal(placed[0].range.start.line, 1, 'line 2, where "two" is');
    assert.equal(fs.readFileSync(s.at('b.txt'), 'utf8'), 'one\ntwo\n');
  });

  test('a Move to that leaves the workspace is refused and the file stays', async () => {
    const s = scratch('escape', { 'a.txt': 'alpha\n' });
    const outside = path.join(outsideDir(), `moved-${counter}.txt`);
    const result = await invoke(`*** Begin Patch\n*** Update File: ${s.rel}/a.txt\n*** Move to: ${outside}\n*** End Patch\n`);
    assert.equal(result.success, false);
    assert.deepEqual(result.errors?.map((e) => e.code), ['OUTSIDE_WORKSPACE']);
    const traversal = await invoke(`*** Begin Patch\n*** Update File: ${s.rel}/a.txt\n*** Move to: ${s.rel}/../../../x.txt\n*** End Patch\n`);
    assert.deepEqual(traversal.errors?.map((e) => e.code), ['PATH_TRAVERSAL']);
    assert.equal(fs.existsSync(outside), false);
    assert.equal(fs.readFileSync(s.at('a.txt'), 'utf8'), 'alpha\n');
  });

  test('an unsaved buffer is what the hunks match and edit, and it is not saved behind the person\'s back', async () => {
    const s = scratch('dirty', { 'a.txt': 'one\ntwo\nthree\n' });
    const document = await vscode.workspace.openTextDocument(s.at('a.txt'));
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((b) => b.replace(new vscode.Range(1, 0, 1, 3), 'TWO (unsaved)'));
    assert.ok(document.isDirty);
    const stale = await invoke(`*** Begin Patch\n*** Update File: ${s.rel}/a.txt\n@@\n-two\n+2\n*** End Patch\n`);
    assert.equal(stale.success, false, 'the disk text is not the base of the edit');
    const result = await invoke(`*** Begin Patch\n*** Update File: ${s.rel}/a.txt\n@@\n TWO (unsaved)\n-three\n+3\n*** End Patch\n`);
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(document.getText(), 'one\nTWO (unsaved)\n3\n');
    assert.ok(document.isDirty, 'still unsaved: it had unsaved work');
    assert.equal(fs.readFileSync(s.at('a.txt'), 'utf8'), 'one\ntwo\nthree\n');
  });

  test('with guardedEdit.readBeforeEdit "require", a file must be read before a patch changes it', async () => {
    const s = scratch('gate', { 'a.txt': 'one\ntwo\n' });
    const undo = await updateSettings({ 'guardedEdit.readBeforeEdit': 'require' });
    try {
      const text = `*** Begin Patch\n*** Update File: ${s.rel}/a.txt\n@@\n-two\n+2\n*** End Patch\n`;
      const refused = await invoke(text);
      assert.deepEqual(refused.errors?.map((e) => e.code), ['NOT_READ_FIRST']);
      await vscode.lm.invokeTool('guarded_read_file', { input: { file_path: `${s.rel}/a.txt` }, toolInvocationToken: undefined });
      const applied = await invoke(text);
      assert.equal(applied.success, true, JSON.stringify(applied));
      assert.equal(fs.readFileSync(s.at('a.txt'), 'utf8'), 'one\n2\n');
    } finally {
      await undo();
    }
  });

  test('a file on guardedEdit.confirmFiles in a patch needs the person\'s yes; without one nothing of the patch lands', async function () {
    if (dialogsAvailable()) this.skip(); // with --dialogs the modal would wait for an answer
    const s = scratch('sensitive', { 'a.txt': 'one\n' });
    const result = await invoke(`*** Begin Patch\n*** Update File: ${s.rel}/a.txt\n@@\n-one\n+1\n*** Add File: ${s.rel}/.vscode/settings.json\n+{}\n*** End Patch\n`);
    assert.deepEqual(result.errors?.map((e) => e.code), ['CONFIRMATION_REQUIRED']);
    assert.equal(fs.existsSync(s.at('.vscode/settings.json')), false);
    assert.equal(fs.readFileSync(s.at('a.txt'), 'utf8'), 'one\n');
  });
});
