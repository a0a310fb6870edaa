// guarded_read_file, guarded_create_file and the read-before-edit gate in the real extension host,
// on real files and real symbolic links (issue 5).
//
// Calls that must not ask for a confirmation go through vscode.lm.invokeTool (outside chat a
// confirmation is a modal dialog, which would block the test). Calls the gate refuses are made
// on the tool objects the extension exports, without prepareInvocation, or with it to prove the
// person's override.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { GuardedEditApi } from '../../src/extension';
import { activateExtension, dialogsAvailable, pressDialogButton, resetEditors, updateSettings, waitFor, workspaceDir } from './helpers';

interface ErrorShape { code: string; message: string; path: (string | number)[]; recovery_hint: string }
interface ResultShape {
  success: boolean;
  file_path?: string;
  // read
  version?: number;
  start_line?: number;
  end_line?: number;
  total_lines?: number;
  truncated?: boolean;
  note?: string;
  content?: string;
  // create
  created?: boolean;
  bytes?: number;
  lines?: number;
  saved?: boolean;
  // multi-edit
  replacements?: number;
  // failure
  error?: string;
  errors?: ErrorShape[];
  message?: string;
}

type Tool = 'guarded_read_file' | 'guarded_create_file' | 'guarded_multi_edit';

let scratchCounter = 0;
/** A fresh folder inside the workspace for one test. */
function scratch(name: string): string {
  const dir = path.join(workspaceDir(), 'scratch-rc', `${name}-${++scratchCounter}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A fresh folder outside the workspace, removed in suiteTeardown. */
const outsideFolders: string[] = [];
function outside(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `guarded-edit-outside-${name}-`));
  outsideFolders.push(dir);
  return dir;
}

function rel(abs: string): string {
  return path.relative(workspaceDir(), abs).split(path.sep).join('/');
}

function parse(result: vscode.LanguageModelToolResult): ResultShape {
  assert.equal(result.content.length, 1);
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart, 'the first part is a LanguageModelTextPart');
  return JSON.parse(part.value) as ResultShape;
}

/** Through VS Code, as a model's call outside chat: prepareInvocation, then invoke. */
async function callTool(name: Tool, input: object): Promise<ResultShape> {
  return parse(await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined }));
}

function codes(result: ResultShape): string[] {
  return (result.errors ?? []).map((e) => e.code);
}

function tabUris(): string[] {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .map((t) => (t.input instanceof vscode.TabInputText ? t.input.uri.fsPath : ''))
    .filter((p) => p !== '');
}

suite('guarded_read_file, guarded_create_file and the read-before-edit gate', () => {
  let api: GuardedEditApi;
  let restoreSettings: () => Promise<void>;
  const token = new vscode.CancellationTokenSource().token;

  /** Directly on the tool, as VS Code would after the person allowed a confirmation (or without one). */
  async function invokeDirect(tool: 'multi' | 'create', input: object): Promise<ResultShape> {
    const options = { input, toolInvocationToken: undefined };
    return parse(tool === 'multi' ? await api.multiEditTool.invoke(options, token) : await api.createFileTool.invoke(options, token));
  }

  async function prepare(tool: 'multi' | 'create' | 'read', input: object): Promise<vscode.PreparedToolInvocation> {
    const options = { input };
    if (tool === 'multi') return api.multiEditTool.prepareInvocation(options);
    if (tool === 'create') return api.createFileTool.prepareInvocation(options);
    return api.readFileTool.prepareInvocation(options);
  }

  async function setGate(mode: 'off' | 'ask' | 'require' | undefined): Promise<void> {
    await vscode.workspace.getConfiguration('guardedEdit').update('readBeforeEdit', mode, vscode.ConfigurationTarget.Global);
  }

  suiteSetup(async () => {
    api = await activateExtension<GuardedEditApi>();
    restoreSettings = await updateSettings({ 'guardedEdit.notifications': 'off' });
  });

  teardown(async () => {
    api.beforeApplyAttempt = undefined;
    await setGate(undefined);
    await vscode.workspace.getConfiguration('guardedEdit').update('maxFileSizeMB', undefined, vscode.ConfigurationTarget.Global);
    await resetEditors();
  });

  suiteTeardown(async () => {
    await restoreSettings();
    for (const dir of outsideFolders) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('all three tools are contributed and registered, with their input schemas', () => {
    const byName = new Map(vscode.lm.tools.map((t) => [t.name, t]));
    assert.deepEqual((byName.get('guarded_read_file')?.inputSchema as { required: string[] }).required, ['file_path']);
    assert.deepEqual((byName.get('guarded_create_file')?.inputSchema as { required: string[] }).required, ['file_path', 'content']);
    assert.ok(byName.get('guarded_multi_edit'));
  });

  // --- guarded_read_file ---

  test('read: the whole file with line numbers, its version and line count', async () => {
    const file = path.join(scratch('read'), 'app.ts');
    fs.writeFileSync(file, 'const a = 1;\nconst b = 2;\n');
    const result = await callTool('guarded_read_file', { file_path: rel(file) });
    const document = await vscode.workspace.openTextDocument(file);
    assert.deepEqual(result, {
      success: true,
      file_path: rel(file),
      version: document.version,
      start_line: 1,
      end_line: 2,
      total_lines: 2,
      truncated: false,
      line_format: 'Each line of content is shown as its line number, a tab, and the text; the number and the tab are not part of the line, so leave them out of old_string.',
      content: '   1\tconst a = 1;\n   2\tconst b = 2;',
    });
  });

  test('read: an open buffer is read with its unsaved changes and its version', async () => {
    const file = path.join(scratch('read-buffer'), 'b.txt');
    fs.writeFileSync(file, 'on disk\n');
    const document = await vscode.workspace.openTextDocument(file);
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((b) => b.insert(new vscode.Position(1, 0), 'typed, not saved\n'));
    assert.equal(document.isDirty, true);
    const result = await callTool('guarded_read_file', { file_path: file });
    assert.equal(result.content, '   1\ton disk\n   2\ttyped, not saved');
    assert.equal(result.version, document.version);
    assert.equal(fs.readFileSync(file, 'utf8'), 'on disk\n');
  });

  test('read: offset and limit select lines; a CRLF file reads by its lines', async () => {
    const file = path.join(scratch('read-range'), 'r.txt');
    fs.writeFileSync(file, ['l1', 'l2', 'l3', 'l4', 'l5'].join('\r\n'));
    const result = await callTool('guarded_read_file', { file_path: rel(file), offset: 2, limit: 2 });
    assert.equal(result.content, '   2\tl2\n   3\tl3');
    assert.equal(result.start_line, 2);
    assert.equal(result.end_line, 3);
    assert.equal(result.total_lines, 5);
    const rest = await callTool('guarded_read_file', { file_path: rel(file), offset: 4, limit: 0 });
    assert.equal(rest.content, '   4\tl4\n   5\tl5');
  });

  test('read: bad arguments are refused with a code and a suggestion', async () => {
    const file = path.join(scratch('read-args'), 'a.txt');
    fs.writeFileSync(file, 'one\ntwo\n');
    const past = await callTool('guarded_read_file', { file_path: rel(file), offset: 3 });
    assert.equal(past.success, false);
    assert.equal(past.error, 'Validation failed');
    assert.deepEqual(codes(past), ['OFFSET_PAST_END']);
    assert.match(past.errors?.[0].recovery_hint ?? '', /offset from 1 to 2/);
    const negative = await callTool('guarded_read_file', { file_path: rel(file), offset: -1 });
    assert.deepEqual(codes(negative), ['INVALID_INPUT']);
    assert.deepEqual(negative.errors?.[0].path, ['offset']);
    assert.match(negative.errors?.[0].recovery_hint ?? '', /offset: 1/);
    const fraction = await callTool('guarded_read_file', { file_path: rel(file), limit: 2.5 });
    assert.deepEqual(codes(fraction), ['INVALID_INPUT']);
    assert.deepEqual(fraction.errors?.[0].path, ['limit']);
    assert.match(fraction.errors?.[0].recovery_hint ?? '', /limit: 2/);
    const unknown = await callTool('guarded_read_file', { path: rel(file) });
    assert.ok(codes(unknown).every((c) => c === 'INVALID_INPUT'));
  });

  test('read: a folder, a binary file and a file over the size limit are refused', async () => {
    const dir = scratch('read-kinds');
    const folder = await callTool('guarded_read_file', { file_path: rel(dir) });
    assert.deepEqual(codes(folder), ['NOT_A_FILE']);
    const binary = path.join(dir, 'image.bin');
    fs.writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]));
    assert.deepEqual(codes(await callTool('guarded_read_file', { file_path: rel(binary) })), ['BINARY_FILE']);
    const big = path.join(dir, 'big.txt');
    fs.writeFileSync(big, 'x'.repeat(4000));
    await vscode.workspace.getConfiguration('guardedEdit').update('maxFileSizeMB', 0.001, vscode.ConfigurationTarget.Global);
    const tooLarge = await callTool('guarded_read_file', { file_path: rel(big) });
    assert.deepEqual(codes(tooLarge), ['FILE_TOO_LARGE']);
    assert.ok(tooLarge.errors?.[0].recovery_hint);
  });

  test('read: paths outside the workspace and links that lead outside are refused', async () => {
    const away = outside('read');
    const secret = path.join(away, 'secret.txt');
    fs.writeFileSync(secret, 'secret\n');
    const dir = scratch('read-jail');
    fs.symlinkSync(secret, path.join(dir, 'link.txt'));
    assert.deepEqual(codes(await callTool('guarded_read_file', { file_path: secret })), ['OUTSIDE_WORKSPACE']);
    const escape = await callTool('guarded_read_file', { file_path: `${rel(dir)}/link.txt` });
    assert.deepEqual(codes(escape), ['SYMLINK_ESCAPE']);
    assert.ok(!JSON.stringify(escape).includes('secret\\n'), 'nothing of the outside file is shown');
    assert.deepEqual(codes(await callTool('guarded_read_file', { file_path: `${rel(dir)}/../../../x.txt` })), ['PATH_TRAVERSAL']);
  });

  test('read: prepareInvocation says which lines are read and asks nothing', async () => {
    const prepared = await prepare('read', { file_path: 'src/app.ts', offset: 10, limit: 51 });
    assert.equal(prepared.invocationMessage, 'Reading src/app.ts (lines 10-60)');
    assert.equal(prepared.confirmationMessages, undefined);
  });

  // --- guarded_create_file ---

  test('create: a new file with its missing parent folders, in no editor', async () => {
    const dir = scratch('create');
    const file = path.join(dir, 'a', 'b', 'new.ts');
    const content = 'export const é = 1;\nexport const b = 2;\n';
    const editorsBefore = tabUris().length;
    const result = await callTool('guarded_create_file', { file_path: rel(file), content });
    assert.deepEqual(result, { success: true, file_path: rel(file), created: true, bytes: Buffer.byteLength(content), lines: 2, saved: true });
    assert.equal(fs.readFileSync(file, 'utf8'), content);
    assert.ok(fs.statSync(path.join(dir, 'a', 'b')).isDirectory());
    assert.equal(vscode.window.visibleTextEditors.some((e) => e.document.uri.fsPath === file), false, 'not shown in an editor');
    assert.equal(tabUris().includes(file), false, 'no tab for it');
    assert.equal(tabUris().length, editorsBefore);
  });

  test('create: an existing file is FILE_EXISTS without overwrite, and stays as it is', async () => {
    const file = path.join(scratch('exists'), 'e.txt');
    fs.writeFileSync(file, 'keep me\n');
    const result = await callTool('guarded_create_file', { file_path: rel(file), content: 'other\n' });
    assert.deepEqual(codes(result), ['FILE_EXISTS']);
    assert.match(result.errors?.[0].recovery_hint ?? '', /overwrite: true/);
    assert.equal(fs.readFileSync(file, 'utf8'), 'keep me\n');
  });

  test('create: under a symlinked folder that points outside is SYMLINK_ESCAPE, and the outside folder stays untouched', async () => {
    const away = outside('create');
    const dir = scratch('create-escape');
    fs.symlinkSync(away, path.join(dir, 'out'), 'dir');
    for (const target of [`${rel(dir)}/out/new.ts`, `${rel(dir)}/out/deeper/still/new.ts`]) {
      const prepared = await prepare('create', { file_path: target, content: 'x\n' });
      assert.equal(prepared.confirmationMessages, undefined, 'a jail refusal is never open to confirmation');
      const result = await callTool('guarded_create_file', { file_path: target, content: 'x\n' });
      assert.deepEqual(codes(result), ['SYMLINK_ESCAPE'], target);
    }
    assert.deepEqual(fs.readdirSync(away), [], 'nothing was created outside');
  });

  test('create: a dangling symlink leaf is refused, inside or outside', async () => {
    const away = outside('dangling');
    const dir = scratch('dangling');
    fs.symlinkSync(path.join(dir, 'missing.ts'), path.join(dir, 'inside-link.ts'));
    fs.symlinkSync(path.join(away, 'missing.ts'), path.join(dir, 'outside-link.ts'));
    const inside = await callTool('guarded_create_file', { file_path: `${rel(dir)}/inside-link.ts`, content: 'x\n' });
    assert.deepEqual(codes(inside), ['INVALID_PATH']);
    const escaping = await callTool('guarded_create_file', { file_path: `${rel(dir)}/outside-link.ts`, content: 'x\n' });
    assert.deepEqual(codes(escaping), ['SYMLINK_ESCAPE']);
    assert.equal(fs.existsSync(path.join(dir, 'missing.ts')), false);
    assert.deepEqual(fs.readdirSync(away), []);
  });

  test('create: a folder swapped for an outside link between the checks and the apply is refused (time of check to time of use)', async () => {
    const away = outside('toctou');
    const dir = scratch('toctou');
    const sub = path.join(dir, 'sub');
    fs.mkdirSync(sub);
    api.beforeApplyAttempt = (attempt) => {
      if (attempt !== 1) return Promise.resolve();
      fs.rmSync(sub, { recursive: true });
      fs.symlinkSync(away, sub, 'dir');
      return Promise.resolve();
    };
    const result = await callTool('guarded_create_file', { file_path: `${rel(dir)}/sub/new.ts`, content: 'x\n' });
    assert.deepEqual(codes(result), ['SYMLINK_ESCAPE']);
    assert.deepEqual(fs.readdirSync(away), []);
  });

  test('create: a file another program writes at the target between the checks and the apply is never replaced', async () => {
    const dir = scratch('appears');
    const file = path.join(dir, 'n.ts');
    api.beforeApplyAttempt = (attempt) => {
      if (attempt !== 1) return Promise.resolve();
      fs.writeFileSync(file, 'the person\'s file\n');
      return Promise.resolve();
    };
    const refused = await callTool('guarded_create_file', { file_path: rel(file), content: 'x\n' });
    assert.deepEqual(codes(refused), ['FILE_EXISTS']);
    assert.equal(fs.readFileSync(file, 'utf8'), 'the person\'s file\n');
    fs.rmSync(file);
    // With overwrite: true the model still never saw that file: nothing is replaced.
    const unseen = await callTool('guarded_create_file', { file_path: rel(file), content: 'x\n', overwrite: true });
    assert.deepEqual(codes(unseen), ['STALE_DOCUMENT']);
    assert.match(unseen.errors?.[0].message ?? '', /was created by someone else between the check and the create/);
    assert.equal(fs.readFileSync(file, 'utf8'), 'the person\'s file\n');
  });

  test('overwrite: a file deleted between the checks and the apply is not written again', async () => {
    const file = path.join(scratch('vanishes'), 'v.txt');
    fs.writeFileSync(file, 'old\n');
    api.beforeApplyAttempt = (attempt) => {
      if (attempt !== 1) return Promise.resolve();
      fs.rmSync(file);
      return Promise.resolve();
    };
    const result = await callTool('guarded_create_file', { file_path: rel(file), content: 'new\n', overwrite: true });
    assert.deepEqual(codes(result), ['FILE_NOT_FOUND']);
    assert.equal(fs.existsSync(file), false);
  });

  test('overwrite (gate require): the text changed in the editor between the checks and the apply is judged again by the gate', async () => {
    await setGate('require');
    const file = path.join(scratch('overwrite-changed'), 'c.txt');
    fs.writeFileSync(file, 'read by the model\n');
    assert.equal((await callTool('guarded_read_file', { file_path: rel(file) })).success, true);
    const document = await vscode.workspace.openTextDocument(file);
    const editor = await vscode.window.showTextDocument(document);
    api.beforeApplyAttempt = async (attempt) => {
      if (attempt !== 1) return;
      await editor.edit((b) => b.insert(new vscode.Position(1, 0), 'typed by the person\n'));
    };
    const result = await callTool('guarded_create_file', { file_path: rel(file), content: 'replaced\n', overwrite: true });
    assert.deepEqual(codes(result), ['STALE_DOCUMENT', 'CHANGED_SINCE_READ']);
    assert.equal(document.getText(), 'read by the model\ntyped by the person\n', 'the person\'s typing is kept');
    assert.equal(fs.readFileSync(file, 'utf8'), 'read by the model\n');
  });

  test('create: protected paths are refused and never open to confirmation', async () => {
    const dir = scratch('protected');
    const target = `${rel(dir)}/.git/hooks/pre-commit`;
    const prepared = await prepare('create', { file_path: target, content: '#!/bin/sh\n' });
    assert.equal(prepared.confirmationMessages, undefined);
    const result = await callTool('guarded_create_file', { file_path: target, content: '#!/bin/sh\n' });
    assert.deepEqual(codes(result), ['PROTECTED_PATH']);
    assert.equal(fs.existsSync(path.join(dir, '.git')), false);
  });

  test('create: a file under guardedEdit.confirmFiles asks the person first', async () => {
    const dir = scratch('confirm');
    const prepared = await prepare('create', { file_path: `${rel(dir)}/.env.local`, content: 'KEY=1\n' });
    assert.equal(prepared.invocationMessage, `Creating ${rel(dir)}/.env.local (1 line)`);
    assert.equal(prepared.confirmationMessages?.title, `Allow creating ${rel(dir)}/.env.local?`);
    // VS Code calls invoke, which asks the person itself in a modal dialog: with --dialogs the
    // harness answers it; in VS Code's test mode no dialog can be shown, so there is no yes.
    const pending = invokeDirect('create', { file_path: `${rel(dir)}/.env.local`, content: 'KEY=1\n' });
    if (dialogsAvailable()) {
      assert.ok((await pressDialogButton('Allow'))?.pressed, 'invoke asked in a dialog');
      assert.equal((await pending).success, true);
    } else {
      assert.deepEqual(codes(await pending), ['CONFIRMATION_REQUIRED']);
      assert.equal(fs.existsSync(path.join(dir, '.env.local')), false);
    }
  });

  test('create: Undo in the new file\'s editor removes the created file', async () => {
    const dir = scratch('undo-create');
    const file = path.join(dir, 'nested', 'undo-me.ts');
    const result = await callTool('guarded_create_file', { file_path: rel(file), content: 'export {};\n' });
    assert.equal(result.success, true);
    assert.ok(fs.existsSync(file));
    await vscode.window.showTextDocument(vscode.Uri.file(file));
    await vscode.commands.executeCommand('undo');
    await waitFor(() => !fs.existsSync(file), { message: 'Undo to delete the created file' });
    assert.equal(fs.existsSync(file), false);
  });

  test('overwrite (gate off): replaces the text, keeps CRLF, saves a clean file; one Undo restores the old text', async () => {
    const file = path.join(scratch('overwrite'), 'o.txt');
    fs.writeFileSync(file, 'old 1\r\nold 2\r\n');
    const result = await callTool('guarded_create_file', { file_path: rel(file), content: 'new 1\nnew 2\nnew 3\n', overwrite: true });
    assert.deepEqual(result, { success: true, file_path: rel(file), created: false, bytes: 'new 1\r\nnew 2\r\nnew 3\r\n'.length, lines: 3, saved: true });
    assert.equal(fs.readFileSync(file, 'utf8'), 'new 1\r\nnew 2\r\nnew 3\r\n');
    const document = await vscode.workspace.openTextDocument(file);
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('undo');
    await waitFor(() => document.getText() === 'old 1\r\nold 2\r\n', { message: 'Undo to restore the old text' });
  });

  test('overwrite: an unsaved buffer is replaced, not discarded: it stays unsaved and Undo brings the person\'s text back', async () => {
    const file = path.join(scratch('overwrite-dirty'), 'd.txt');
    fs.writeFileSync(file, 'on disk\n');
    const document = await vscode.workspace.openTextDocument(file);
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((b) => b.insert(new vscode.Position(1, 0), 'unsaved work\n'));
    const result = await callTool('guarded_create_file', { file_path: rel(file), content: 'replaced\n', overwrite: true });
    assert.equal(result.success, true);
    assert.equal(result.saved, false);
    assert.equal(document.getText(), 'replaced\n');
    assert.equal(fs.readFileSync(file, 'utf8'), 'on disk\n', 'unsaved work is not written behind the person\'s back');
    await vscode.commands.executeCommand('undo');
    await waitFor(() => document.getText() === 'on disk\nunsaved work\n', { message: 'Undo to restore the unsaved text' });
  });

  test('overwrite: a binary file is refused like an edit', async () => {
    const file = path.join(scratch('overwrite-binary'), 'b.bin');
    fs.writeFileSync(file, Buffer.from([1, 0, 2]));
    const result = await callTool('guarded_create_file', { file_path: rel(file), content: 'text\n', overwrite: true });
    assert.deepEqual(codes(result), ['BINARY_FILE']);
    assert.deepEqual([...fs.readFileSync(file)], [1, 0, 2]);
  });

  // --- the gate ---

  test('gate off (default): a multi-edit of a file never read goes ahead', async () => {
    const file = path.join(scratch('gate-off'), 'g.ts');
    fs.writeFileSync(file, 'let v = 1;\n');
    const prepared = await prepare('multi', { file_path: rel(file), edits: [{ old_string: 'v = 1', new_string: 'v = 2' }] });
    assert.equal(prepared.confirmationMessages, undefined);
    const result = await callTool('guarded_multi_edit', { file_path: rel(file), edits: [{ old_string: 'v = 1', new_string: 'v = 2' }] });
    assert.equal(result.success, true);
  });

  test('gate require: NOT_READ_FIRST, then read and edit, our own edits keep the read current, an outside change on the edit\'s lines is CHANGED_SINCE_READ', async () => {
    await setGate('require');
    const file = path.join(scratch('gate'), 'g.ts');
    fs.writeFileSync(file, 'let v = 1;\nlet w = 1;\n');
    const edit = (from: string, to: string) => ({ file_path: rel(file), edits: [{ old_string: from, new_string: to }] });

    const notRead = await invokeDirect('multi', edit('v = 1', 'v = 2'));
    assert.deepEqual(codes(notRead), ['NOT_READ_FIRST']);
    assert.deepEqual(notRead.errors?.[0].path, ['file_path']);
    assert.match(notRead.errors?.[0].recovery_hint ?? '', /guarded_read_file/);
    assert.equal(fs.readFileSync(file, 'utf8'), 'let v = 1;\nlet w = 1;\n');

    assert.equal((await callTool('guarded_read_file', { file_path: rel(file), limit: 1 })).success, true);
    assert.equal((await callTool('guarded_multi_edit', edit('v = 1', 'v = 2'))).success, true);
    assert.equal((await callTool('guarded_multi_edit', edit('w = 1', 'w = 2'))).success, true, 'our own edit kept the read current');

    // Someone else (the person, a formatter) changes the line the next edit changes (a change elsewhere would not stop it).
    const document = await vscode.workspace.openTextDocument(file);
    const change = new vscode.WorkspaceEdit();
    change.insert(document.uri, new vscode.Position(0, 10), ' // by the person');
    assert.equal(await vscode.workspace.applyEdit(change), true);
    const changed = await invokeDirect('multi', edit('v = 2', 'v = 3'));
    assert.deepEqual(codes(changed), ['CHANGED_SINCE_READ']);
    assert.equal(document.getText(), 'let v = 2; // by the person\nlet w = 2;\n');

    assert.equal((await callTool('guarded_read_file', { file_path: rel(file) })).success, true);
    assert.equal((await callTool('guarded_multi_edit', edit('v = 2', 'v = 3'))).success, true);
  });

  test('gate require: a change on disk since the read is CHANGED_SINCE_READ', async () => {
    await setGate('require');
    const file = path.join(scratch('gate-disk'), 'g.txt');
    fs.writeFileSync(file, 'first\n');
    assert.equal((await callTool('guarded_read_file', { file_path: rel(file) })).success, true);
    const document = await vscode.workspace.openTextDocument(file);
    fs.writeFileSync(file, 'first, changed on disk\n');
    await waitFor(() => document.getText() === 'first, changed on disk\n', { message: 'VS Code to reload the changed file', timeoutMs: 30_000 });
    const result = await invokeDirect('multi', { file_path: rel(file), edits: [{ old_string: 'first', new_string: 'FIRST' }] });
    assert.deepEqual(codes(result), ['CHANGED_SINCE_READ']);
  });

  test('gate ask: prepareInvocation asks, and the call the person allowed goes ahead', async () => {
    await setGate('ask');
    const file = path.join(scratch('gate-allow'), 'g.ts');
    fs.writeFileSync(file, 'let v = 1;\n');
    const input = { file_path: rel(file), edits: [{ old_string: 'v = 1', new_string: 'v = 2' }] };
    const prepared = await prepare('multi', input);
    assert.equal(prepared.confirmationMessages?.title, `Allow editing ${rel(file)}?`);
    const message = prepared.confirmationMessages?.message;
    const text = typeof message === 'string' ? message : message?.value ?? '';
    assert.match(text, /the model has not read/);
    assert.match(text, /readBeforeEdit/);
    const result = await invokeDirect('multi', input);
    assert.equal(result.success, true);
    assert.equal(fs.readFileSync(file, 'utf8'), 'let v = 2;\n');
    // The allowance was used up: the file is still not read, so the next call is refused.
    const next = await invokeDirect('multi', { file_path: rel(file), edits: [{ old_string: 'v = 2', new_string: 'v = 3' }] });
    assert.deepEqual(codes(next), ['NOT_READ_FIRST']);
  });

  test('gate ask: a file changed between the dialog and the call is refused: the person was asked about other text', async () => {
    await setGate('ask');
    const file = path.join(scratch('gate-race'), 'g.ts');
    fs.writeFileSync(file, 'let v = 1;\n');
    const input = { file_path: rel(file), edits: [{ old_string: 'v = 1', new_string: 'v = 2' }] };
    assert.ok((await prepare('multi', input)).confirmationMessages);
    const document = await vscode.workspace.openTextDocument(file);
    const change = new vscode.WorkspaceEdit();
    change.insert(document.uri, new vscode.Position(1, 0), 'more\n');
    assert.equal(await vscode.workspace.applyEdit(change), true);
    assert.deepEqual(codes(await invokeDirect('multi', input)), ['NOT_READ_FIRST']);
  });

  test('gate ask: path-jail refusals are never asked about and never overridden', async () => {
    await setGate('ask');
    const away = outside('gate-jail');
    fs.writeFileSync(path.join(away, 'secret.txt'), 'secret\n');
    const dir = scratch('gate-jail');
    fs.symlinkSync(path.join(away, 'secret.txt'), path.join(dir, 'link.txt'));
    const cases: [string, string][] = [
      [`${rel(dir)}/link.txt`, 'SYMLINK_ESCAPE'],
      [`${rel(dir)}/../../../secret.txt`, 'PATH_TRAVERSAL'],
      [path.join(away, 'secret.txt'), 'OUTSIDE_WORKSPACE'],
    ];
    for (const [filePath, code] of cases) {
      const input = { file_path: filePath, edits: [{ old_string: 'secret', new_string: 'stolen' }] };
      assert.equal((await prepare('multi', input)).confirmationMessages, undefined, filePath);
      assert.deepEqual(codes(await invokeDirect('multi', input)), [code], filePath);
      const createInput = { file_path: filePath, content: 'stolen\n', overwrite: true };
      assert.equal((await prepare('create', createInput)).confirmationMessages, undefined, filePath);
      assert.deepEqual(codes(await invokeDirect('create', createInput)), [code], filePath);
    }
    assert.equal(fs.readFileSync(path.join(away, 'secret.txt'), 'utf8'), 'secret\n');
  });

  test('gate ask: one dialog asks about confirmFiles and the gate together', async () => {
    await setGate('ask');
    const dir = scratch('gate-confirm');
    const file = path.join(dir, '.vscode', 'settings.json');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, '{ "a": 1 }\n');
    const prepared = await prepare('multi', { file_path: rel(file), edits: [{ old_string: '"a": 1', new_string: '"a": 2' }] });
    assert.equal(prepared.confirmationMessages?.title, `Allow changes to ${rel(file)}?`);
    const message = prepared.confirmationMessages?.message;
    const text = typeof message === 'string' ? message : message?.value ?? '';
    assert.match(text, /has not read/);
    assert.match(text, /guardedEdit\.confirmFiles/);
  });

  test('gate require: a hard refusal; prepareInvocation asks nothing and invoke right after it (as auto-approval calls it) refuses', async () => {
    await setGate('require');
    const file = path.join(scratch('gate-hard'), 'g.ts');
    fs.writeFileSync(file, 'let v = 1;\n');
    const input = { file_path: rel(file), edits: [{ old_string: 'v = 1', new_string: 'v = 2' }] };
    const prepared = await prepare('multi', input);
    assert.equal(prepared.confirmationMessages, undefined, 'no dialog can allow it, so none is shown');
    const refused = await invokeDirect('multi', input);
    assert.deepEqual(codes(refused), ['NOT_READ_FIRST']);
    assert.match(refused.errors?.[0].message ?? '', /readBeforeEdit is "require"/);
    assert.equal(fs.readFileSync(file, 'utf8'), 'let v = 1;\n');

    // The same for an overwrite, and for a file under confirmFiles (its dialog asks only about the file).
    const overwrite = { file_path: rel(file), content: 'new\n', overwrite: true };
    assert.equal((await prepare('create', overwrite)).confirmationMessages, undefined);
    assert.deepEqual(codes(await invokeDirect('create', overwrite)), ['NOT_READ_FIRST']);
    const settings = path.join(scratch('gate-hard'), '.vscode', 'settings.json');
    fs.mkdirSync(path.dirname(settings));
    fs.writeFileSync(settings, '{ "a": 1 }\n');
    const sensitive = { file_path: rel(settings), edits: [{ old_string: '"a": 1', new_string: '"a": 2' }] };
    const message = (await prepare('multi', sensitive)).confirmationMessages?.message;
    assert.doesNotMatch(typeof message === 'string' ? message : message?.value ?? '', /has not read/);
    assert.deepEqual(codes(await invokeDirect('multi', sensitive)), ['NOT_READ_FIRST']);
    assert.equal(fs.readFileSync(file, 'utf8'), 'let v = 1;\n');
    assert.equal(fs.readFileSync(settings, 'utf8'), '{ "a": 1 }\n');

    // Reading first is the way through.
    assert.equal((await callTool('guarded_read_file', { file_path: rel(file) })).success, true);
    assert.equal((await invokeDirect('multi', input)).success, true);
  });

  test('gate require: commands run by the person are not gated', async () => {
    await setGate('require');
    const file = path.join(scratch('gate-command'), 'c.txt');
    fs.writeFileSync(file, 'alpha\n');
    const result = await vscode.commands.executeCommand<ResultShape>('guardedEdit.applyEdits', {
      file_path: rel(file),
      edits: [{ old_string: 'alpha', new_string: 'beta' }],
    });
    assert.equal(result.success, true);
  });

  test('gate ask: an overwrite needs a current read, or the person\'s allowance; a new file needs none', async () => {
    await setGate('ask');
    const dir = scratch('gate-overwrite');
    const fresh = await callTool('guarded_create_file', { file_path: `${rel(dir)}/fresh.ts`, content: 'a\n' });
    assert.equal(fresh.success, true, 'creating a new file needs no read');
    // Our own create keeps the gate current: edit and overwrite it without reading.
    assert.equal((await callTool('guarded_multi_edit', { file_path: `${rel(dir)}/fresh.ts`, edits: [{ old_string: 'a', new_string: 'b' }] })).success, true);

    const file = path.join(dir, 'existing.ts');
    fs.writeFileSync(file, 'old\n');
    const input = { file_path: rel(file), content: 'new\n', overwrite: true };
    assert.deepEqual(codes(await invokeDirect('create', input)), ['NOT_READ_FIRST']);
    assert.equal(fs.readFileSync(file, 'utf8'), 'old\n');

    const prepared = await prepare('create', input);
    assert.equal(prepared.invocationMessage, `Overwriting ${rel(file)} (1 line)`);
    assert.equal(prepared.confirmationMessages?.title, `Allow overwriting ${rel(file)}?`);
    assert.equal((await invokeDirect('create', input)).success, true);
    assert.equal(fs.readFileSync(file, 'utf8'), 'new\n');

    fs.writeFileSync(file, 'changed by someone\n');
    const document = await vscode.workspace.openTextDocument(file);
    await waitFor(() => document.getText() === 'changed by someone\n', { message: 'VS Code to reload the changed file' });
    assert.deepEqual(codes(await invokeDirect('create', { ...input, content: 'newer\n' })), ['CHANGED_SINCE_READ']);
    assert.equal((await callTool('guarded_read_file', { file_path: rel(file) })).success, true);
    assert.equal((await callTool('guarded_create_file', { ...input, content: 'newer\n' })).success, true);
    assert.equal(fs.readFileSync(file, 'utf8'), 'newer\n');
  });
});
