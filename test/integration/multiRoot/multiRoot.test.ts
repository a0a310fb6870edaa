// A window with several folders (test/fixtures/multi-root/, opened with --workspace-file): the
// rows of what a new user found. Each test names its row.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { GuardedEditApi } from '../../../src/extension';
import { activateExtension, resetEditors, updateSettings, waitFor, workspaceDir } from '../helpers';

interface ResultShape {
  success: boolean;
  file_path?: string;
  workspace_folder?: string;
  saved?: boolean;
  changes?: { start_line: number; end_line: number }[];
  formatted_on_save?: boolean;
  undo_steps?: number;
  errors?: { code: string; message: string }[];
}

async function invoke(tool: string, input: object): Promise<ResultShape> {
  const result = await vscode.lm.invokeTool(tool, { input, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart, 'the result is a text part');
  return JSON.parse(part.value) as ResultShape;
}

const edit = (input: object) => invoke('guarded_multi_edit', input);

function file(relative: string): string {
  return path.join(workspaceDir(), ...relative.split('/'));
}

function codes(result: ResultShape): string[] {
  return (result.errors ?? []).map((e) => e.code);
}

/** Removes the workspace folder at `folderPath` and waits until VS Code has; returns how to put it back where it was. */
async function removeFolder(folderPath: string): Promise<() => Promise<void>> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const index = folders.findIndex((f) => f.uri.fsPath === folderPath);
  assert.ok(index > 0, `${folderPath} is a workspace folder (and not the first, whose removal restarts the extension host)`);
  const { uri, name } = folders[index];
  const changed = new Promise<void>((resolve) => {
    const listener = vscode.workspace.onDidChangeWorkspaceFolders(() => {
      listener.dispose();
      resolve();
    });
  });
  assert.ok(vscode.workspace.updateWorkspaceFolders(index, 1), 'VS Code accepts the removal');
  await changed;
  return async () => {
    if ((vscode.workspace.workspaceFolders ?? []).some((f) => f.uri.fsPath === folderPath)) return;
    const back = new Promise<void>((resolve) => {
      const listener = vscode.workspace.onDidChangeWorkspaceFolders(() => {
        listener.dispose();
        resolve();
      });
    });
    vscode.workspace.updateWorkspaceFolders(index, 0, { uri, name });
    await back;
  };
}

suite('multi-root: several folders, one set of rules', () => {
  let api: GuardedEditApi;
  let restoreSettings: () => Promise<void>;

  suiteSetup(async () => {
    api = await activateExtension<GuardedEditApi>();
    restoreSettings = await updateSettings({ 'guardedEdit.notifications': 'off' });
  });

  suiteTeardown(async () => {
    await restoreSettings();
  });

  teardown(async () => {
    api.beforeApplyAttempt = undefined;
    await resetEditors();
  });

  test('row 1: the target\'s folder removed between validation and apply: refused, nothing written (multi-edit)', async () => {
    const target = file('removable/r.txt');
    const before = fs.readFileSync(target, 'utf8');
    let putBack: (() => Promise<void>) | undefined;
    api.beforeApplyAttempt = async (attempt) => {
      if (attempt === 1) putBack = await removeFolder(file('removable'));
    };
    try {
      const result = await edit({ file_path: target, edits: [{ old_string: 'in removable', new_string: 'CHANGED' }] });
      assert.equal(result.success, false, JSON.stringify(result));
      assert.deepEqual(codes(result), ['OUTSIDE_WORKSPACE']);
      assert.equal(fs.readFileSync(target, 'utf8'), before, 'the file on disk is unchanged');
      const open = vscode.workspace.textDocuments.find((d) => d.uri.fsPath === target);
      assert.ok(!open || (!open.isDirty && open.getText() === before), 'no buffer holds the change');
    } finally {
      await putBack?.();
    }
  });

  test('row 1: the target\'s folder removed between the checks and the create: refused, nothing created (create tool)', async () => {
    const target = file('removable/created.txt');
    let putBack: (() => Promise<void>) | undefined;
    api.beforeApplyAttempt = async (attempt) => {
      if (attempt === 1) putBack = await removeFolder(file('removable'));
    };
    try {
      const result = await invoke('guarded_create_file', { file_path: target, content: 'new\n' });
      assert.equal(result.success, false, JSON.stringify(result));
      assert.deepEqual(codes(result), ['OUTSIDE_WORKSPACE']);
      assert.equal(fs.existsSync(target), false, 'nothing was created');
    } finally {
      await putBack?.();
    }
  });

  test('row 1: a folder setting that protects the target, added between validation and apply: refused', async () => {
    const target = file('w/a.txt');
    const before = fs.readFileSync(target, 'utf8');
    const folder = vscode.workspace.workspaceFolders?.find((f) => f.uri.fsPath === file('w'));
    assert.ok(folder, 'w is a folder');
    const config = vscode.workspace.getConfiguration('guardedEdit', folder.uri);
    api.beforeApplyAttempt = async (attempt) => {
      if (attempt === 1) await config.update('protectedFiles', ['**/a.txt'], vscode.ConfigurationTarget.WorkspaceFolder);
    };
    try {
      const result = await edit({ file_path: target, edits: [{ old_string: 'in w', new_string: 'CHANGED' }] });
      assert.equal(result.success, false, JSON.stringify(result));
      assert.deepEqual(codes(result), ['PROTECTED_PATH']);
      assert.equal(fs.readFileSync(target, 'utf8'), before);
    } finally {
      await config.update('protectedFiles', undefined, vscode.ConfigurationTarget.WorkspaceFolder);
    }
  });

  test('row 2: a folder\'s own protectedFiles (two/app/.vscode/settings.json) refuse its secret/, for every tool', async () => {
    const target = file('two/app/secret/k.txt');
    const before = fs.readFileSync(target, 'utf8');
    const edited = await edit({ file_path: target, edits: [{ old_string: 'a key', new_string: 'leaked' }] });
    assert.equal(edited.success, false, JSON.stringify(edited));
    assert.deepEqual(codes(edited), ['PROTECTED_PATH']);
    assert.match(edited.errors?.[0].message ?? '', /\*\*\/secret\/\*\*/);
    const read = await invoke('guarded_read_file', { file_path: target });
    assert.deepEqual(codes(read), ['PROTECTED_PATH']);
    const created = await invoke('guarded_create_file', { file_path: file('two/app/secret/new.txt'), content: 'x\n' });
    assert.deepEqual(codes(created), ['PROTECTED_PATH']);
    assert.equal(fs.readFileSync(target, 'utf8'), before);
    assert.equal(fs.existsSync(file('two/app/secret/new.txt')), false);
  });

  test('row 2: the folder adds to the user\'s list, never removes from it: .git stays protected there', async () => {
    fs.mkdirSync(file('two/app/.git'), { recursive: true });
    fs.writeFileSync(file('two/app/.git/config'), '[core]\n');
    const result = await edit({ file_path: file('two/app/.git/config'), edits: [{ old_string: '[core]', new_string: '[x]' }] });
    assert.deepEqual(codes(result), ['PROTECTED_PATH']);
  });

  test('row 2: the levels add up: a workspace or folder list cannot lift the default, a folder\'s own list and size limit apply', async () => {
    fs.mkdirSync(file('w/.git'), { recursive: true });
    fs.writeFileSync(file('w/.git/config'), '[core]\n');
    fs.mkdirSync(file('w/only-this'), { recursive: true });
    fs.writeFileSync(file('w/only-this/x.txt'), 'x\n');
    const folder = vscode.workspace.workspaceFolders?.find((f) => f.uri.fsPath === file('w'));
    assert.ok(folder, 'w is a folder');
    const inFolder = vscode.workspace.getConfiguration('guardedEdit', folder.uri);
    const inWorkspace = vscode.workspace.getConfiguration('guardedEdit');
    await inWorkspace.update('protectedFiles', [], vscode.ConfigurationTarget.Workspace);
    await inFolder.update('protectedFiles', ['**/only-this/**'], vscode.ConfigurationTarget.WorkspaceFolder);
    try {
      const git = await edit({ file_path: file('w/.git/config'), edits: [{ old_string: '[core]', new_string: '[x]' }] });
      assert.deepEqual(codes(git), ['PROTECTED_PATH'], 'the default **/.git/** still applies');
      const own = await edit({ file_path: file('w/only-this/x.txt'), edits: [{ old_string: 'x', new_string: 'y' }] });
      assert.deepEqual(codes(own), ['PROTECTED_PATH'], "the folder's own pattern applies");
      await inFolder.update('maxFileSizeMB', 0.000001, vscode.ConfigurationTarget.WorkspaceFolder);
      const large = await edit({ file_path: file('w/a.txt'), edits: [{ old_string: 'in w', new_string: 'IN W' }] });
      assert.deepEqual(codes(large), ['FILE_TOO_LARGE'], "the folder's size limit applies");
      const elsewhere = await invoke('guarded_read_file', { file_path: file('removable/r.txt') });
      assert.equal(elsewhere.success, true, 'not in other folders');
    } finally {
      await inWorkspace.update('protectedFiles', undefined, vscode.ConfigurationTarget.Workspace);
      await inFolder.update('protectedFiles', undefined, vscode.ConfigurationTarget.WorkspaceFolder);
      await inFolder.update('maxFileSizeMB', undefined, vscode.ConfigurationTarget.WorkspaceFolder);
    }
  });

  test('row 3: two folders named "app": each result names its own file, and that name passed back reaches it', async () => {
    const one = file('one/app/x.ts');
    const two = file('two/app/x.ts');
    const first = await edit({ file_path: one, edits: [{ old_string: "'one'", new_string: "'ONE'" }] });
    const second = await edit({ file_path: two, edits: [{ old_string: "'two'", new_string: "'TWO'" }] });
    assert.equal(first.success, true, JSON.stringify(first));
    assert.equal(second.success, true, JSON.stringify(second));
    assert.notEqual(first.file_path, second.file_path);
    assert.equal(first.workspace_folder, file('one/app'));
    assert.equal(second.workspace_folder, file('two/app'));
    // Passed back, each name reaches the same file.
    const again = await edit({ file_path: first.file_path!, edits: [{ old_string: "'ONE'", new_string: "'one'" }] });
    assert.equal(again.success, true, JSON.stringify(again));
    assert.equal(again.file_path, first.file_path);
    assert.match(fs.readFileSync(one, 'utf8'), /'one'/);
    assert.match(fs.readFileSync(two, 'utf8'), /'TWO'/);
    const read = await invoke('guarded_read_file', { file_path: second.file_path! });
    assert.equal(read.success, true);
    assert.equal(read.file_path, second.file_path);
  });

  test('row 4: format on save (JSON): the result describes the saved text, says it was formatted, and the read stays current', async () => {
    const target = file('one/app/clean.json');
    const uri = vscode.Uri.file(target);
    const restore = await updateSettings({ 'editor.formatOnSave': true, 'guardedEdit.readBeforeEdit': 'require' });
    try {
      // The JSON language service starts lazily: wait until it formats, so the save can.
      const document = await vscode.workspace.openTextDocument(uri);
      await waitFor(async () => {
        const edits = await vscode.commands.executeCommand<vscode.TextEdit[] | undefined>('vscode.executeFormatDocumentProvider', uri, { tabSize: 2, insertSpaces: true });
        return (edits?.length ?? 0) > 0;
      }, { timeoutMs: 30_000, message: 'the JSON formatter answers' });
      const original = document.getText();
      assert.equal(original, '{"a":1,"b":[1,2]}');

      const read = await invoke('guarded_read_file', { file_path: target });
      assert.equal(read.success, true, JSON.stringify(read));
      const result = await edit({ file_path: target, edits: [{ old_string: '"a":1', new_string: '"a":2' }] });
      assert.equal(result.success, true, JSON.stringify(result));
      assert.equal(result.saved, true);
      const onDisk = fs.readFileSync(target, 'utf8');
      assert.notEqual(onDisk, '{"a":2,"b":[1,2]}', 'the save reformatted the file');
      assert.equal(onDisk, document.getText());
      assert.equal(result.formatted_on_save, true);
      assert.equal(result.undo_steps, 2);
      const lines = onDisk.split('\n').length;
      assert.deepEqual(result.changes, [{ start_line: 1, end_line: lines }], `the changes cover the saved text (${lines} lines)`);

      // Our own save is not "a change since the read". The text is formatted already: this save
      // changes nothing more, and one Undo step reverts this edit.
      const next = await edit({ file_path: target, edits: [{ old_string: '2,', new_string: '3,' }] });
      assert.equal(next.success, true, JSON.stringify(next));
      assert.equal(next.formatted_on_save, undefined);
      assert.equal(next.undo_steps, undefined);

      await vscode.window.showTextDocument(document);
      await vscode.commands.executeCommand('undo');
      assert.equal(document.getText(), onDisk, 'one Undo step reverts the edit the save did not reformat');
      await vscode.commands.executeCommand('undo');
      assert.equal(document.getText(), '{"a":2,"b":[1,2]}', 'the first Undo step of the formatted edit reverts the format');
      await vscode.commands.executeCommand('undo');
      assert.equal(document.getText(), original, 'the second reverts the edit');
    } finally {
      await restore();
      await resetEditors();
      fs.writeFileSync(target, '{"a":1,"b":[1,2]}');
    }
  });

  test('row 4: format on save after an overwrite (create tool): the result counts the saved text, and the read stays current', async () => {
    const target = file('one/app/over.json');
    fs.writeFileSync(target, '{"x":1}');
    const uri = vscode.Uri.file(target);
    const restore = await updateSettings({ 'editor.formatOnSave': true, 'guardedEdit.readBeforeEdit': 'require' });
    try {
      await vscode.workspace.openTextDocument(uri);
      await waitFor(async () => {
        const edits = await vscode.commands.executeCommand<vscode.TextEdit[] | undefined>('vscode.executeFormatDocumentProvider', uri, { tabSize: 2, insertSpaces: true });
        return (edits?.length ?? 0) > 0;
      }, { timeoutMs: 30_000, message: 'the JSON formatter answers' });
      assert.equal((await invoke('guarded_read_file', { file_path: target })).success, true);
      const result = (await invoke('guarded_create_file', { file_path: target, content: '{"x":2,"y":[3]}', overwrite: true })) as ResultShape & { lines?: number };
      assert.equal(result.success, true, JSON.stringify(result));
      const onDisk = fs.readFileSync(target, 'utf8');
      assert.notEqual(onDisk, '{"x":2,"y":[3]}', 'the save reformatted the file');
      assert.equal(result.formatted_on_save, true);
      assert.equal(result.undo_steps, 2);
      assert.equal(result.lines, onDisk.split('\n').length);
      const next = await edit({ file_path: target, edits: [{ old_string: '2', new_string: '4' }] });
      assert.equal(next.success, true, JSON.stringify(next));
    } finally {
      await restore();
      await resetEditors();
    }
  });

  // Row 5: the open workspace file lists the folders the jail admits. A call no person answers (as
  // auto-approval makes it: invoke right after prepareInvocation) never changes it, even when the
  // person emptied the confirm list. VS Code's test mode shows no dialog, so the answer is no.
  test('row 5: the open .code-workspace needs a yes even with an empty confirm list: unattended, refused and unchanged', async () => {
    const workspaceFile = vscode.workspace.workspaceFile;
    assert.ok(workspaceFile && workspaceFile.scheme === 'file', 'the harness opened a .code-workspace file');
    const before = fs.readFileSync(workspaceFile.fsPath, 'utf8');
    const back = await updateSettings({ 'guardedEdit.confirmFiles': [] });
    try {
      const api = await activateExtension<GuardedEditApi>();
      const input = { file_path: workspaceFile.fsPath, edits: [{ old_string: '"folders"', new_string: '"folders" ' }] };
      const token = new vscode.CancellationTokenSource().token;
      await api.multiEditTool.prepareInvocation({ input });
      const result = await api.multiEditTool.invoke({ input, toolInvocationToken: undefined }, token);
      const part = result.content[0];
      assert.ok(part instanceof vscode.LanguageModelTextPart);
      const refused = JSON.parse(part.value) as ResultShape;
      assert.deepEqual(codes(refused), ['CONFIRMATION_REQUIRED']);
      assert.match(refused.errors?.[0].message ?? '', /open workspace file/);
      assert.equal(fs.readFileSync(workspaceFile.fsPath, 'utf8'), before);
    } finally {
      await back();
    }
  });

  // Row 6: a file open under a linked root's path with unsaved work. The edit must reach that
  // buffer (or refuse), never write the real path behind it.
  test('row 6: link-root/f.txt open with unsaved work: the buffer under the link is what is edited', async () => {
    const linked = file('link-root/f.txt');
    const real = file('real-root/f.txt');
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(linked));
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((b) => b.insert(document.positionAt(document.getText().length), 'UNSAVED\n'));
    assert.equal(document.isDirty, true);
    const onDiskBefore = fs.readFileSync(real, 'utf8');
    const result = await edit({ file_path: 'link-root/f.txt', edits: [{ old_string: 'behind the link', new_string: 'BEHIND' }] });
    if (result.success) {
      assert.match(document.getText(), /BEHIND[\s\S]*UNSAVED/, 'the open buffer holds the edit and the unsaved work');
      assert.match(fs.readFileSync(real, 'utf8'), /UNSAVED|^behind the link\n$/, 'the disk never loses the unsaved work');
    } else {
      assert.equal(fs.readFileSync(real, 'utf8'), onDiskBefore, 'a refusal writes nothing');
      assert.match(document.getText(), /UNSAVED/);
    }
  });
});
