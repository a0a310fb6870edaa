// Sensitive files (guardedEdit.confirmFiles) in the real extension host: `invoke` asks the person
// itself in a modal dialog. With `--dialogs` the tests answer it from the harness's browser,
// clicking the workbench's own buttons; in VS Code's extension-test mode (the default run) no
// modal can be shown, and the edit must then be refused. The tools are called the way chat
// auto-approval calls them: `invoke` right after `prepareInvocation`, with nobody answering
// prepareInvocation's question.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { GuardedEditApi } from '../../src/extension';
import { activateExtension, dialogsAvailable, dismissDialog, pressDialogButton, resetEditors, sleep, takeScreenshot, updateSettings, waitFor, workspaceDir } from './helpers';

interface ResultShape {
  success: boolean;
  errors?: { code: string; message: string; path: (string | number)[]; recovery_hint: string }[];
}

const SETTINGS_BEFORE = '{\n  "guardedEditTest.marker": 1\n}\n';
const EDIT = { old_string: '"guardedEditTest.marker": 1', new_string: '"guardedEditTest.marker": 2' };

function parse(result: vscode.LanguageModelToolResult): ResultShape {
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as ResultShape;
}

function codes(result: ResultShape): string[] {
  return (result.errors ?? []).map((e) => e.code);
}

/** Whether the promise is still pending after `ms` (answers early once it settles). */
async function stillPending(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => false, () => false), sleep(ms).then(() => true)]);
}

suite('sensitive files need a person\'s yes in a dialog that invoke shows itself', function () {
  let api: GuardedEditApi;
  let restore: () => Promise<void>;
  const settingsFile = (): string => path.join(workspaceDir(), '.vscode', 'settings.json');
  const token = new vscode.CancellationTokenSource().token;

  suiteSetup(async () => {
    api = await activateExtension<GuardedEditApi>();
    restore = await updateSettings({ 'guardedEdit.notifications': 'off', 'guardedEdit.readBeforeEdit': 'off' });
  });
  suiteTeardown(async () => {
    await restore?.();
    fs.rmSync(path.join(workspaceDir(), '.vscode'), { recursive: true, force: true });
  });
  setup(async () => {
    fs.mkdirSync(path.dirname(settingsFile()), { recursive: true });
    // Written only when it differs: rewriting the same text changes only the file's time, and a
    // document still open from the test before would then be refused its next save (changed on
    // disk) until VS Code's watcher catches up, which a busy machine may not have done yet.
    if (!fs.existsSync(settingsFile()) || fs.readFileSync(settingsFile(), 'utf8') !== SETTINGS_BEFORE) fs.writeFileSync(settingsFile(), SETTINGS_BEFORE);
    // A document still open from the test before must have reloaded the file's new text.
    const open = () => vscode.workspace.textDocuments.find((d) => d.uri.fsPath === settingsFile());
    await waitFor(() => (open()?.getText() ?? SETTINGS_BEFORE) === SETTINGS_BEFORE, { message: 'the open document to reload .vscode/settings.json' });
  });
  teardown(resetEditors);

  /** prepareInvocation, then invoke at once, as auto-approval does; nobody answers prepareInvocation's question. */
  async function autoApproved(tool: 'multi' | 'create', input: object, cancel?: vscode.CancellationToken): Promise<{ prepared: vscode.PreparedToolInvocation; result: Promise<ResultShape> }> {
    const target = tool === 'multi' ? api.multiEditTool : api.createFileTool;
    const prepared = await target.prepareInvocation({ input });
    const result = Promise.resolve(target.invoke({ input, toolInvocationToken: undefined }, cancel ?? token)).then(parse);
    return { prepared, result };
  }

  test('where no dialog can be shown (VS Code\'s test mode), an edit of .vscode/settings.json is refused and nothing changes', async function () {
    if (dialogsAvailable()) this.skip(); // with --dialogs the dialog is shown and answered below
    const { prepared, result } = await autoApproved('multi', { file_path: '.vscode/settings.json', edits: [EDIT] });
    assert.ok(prepared.confirmationMessages, 'prepareInvocation still asks in chat; its answer does not count');
    const refused = await result;
    assert.equal(refused.success, false);
    assert.deepEqual(codes(refused), ['CONFIRMATION_REQUIRED']);
    assert.match(refused.errors?.[0].message ?? '', /there is no way to ask a person here/);
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE);
  });

  test('an edit of .vscode/settings.json waits for the dialog and does not land; Cancel refuses it with CONFIRMATION_REQUIRED', async function () {
    if (!dialogsAvailable()) this.skip(); // run with --dialogs
    const { prepared, result } = await autoApproved('multi', { file_path: '.vscode/settings.json', edits: [EDIT] });
    assert.ok(prepared.confirmationMessages, 'prepareInvocation still asks in chat');
    assert.ok(await stillPending(result, 1500), 'invoke waits for the person');
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE, 'nothing lands while the dialog is open');
    await takeScreenshot('sensitive-file-dialog', { delayMs: 300 });
    const answer = await pressDialogButton('Cancel');
    assert.ok(answer?.pressed, `the harness pressed Cancel: ${JSON.stringify(answer)}`);
    assert.deepEqual(answer.labels.filter((l) => l === 'Allow' || l === 'Cancel').sort(), ['Allow', 'Cancel']);
    assert.equal(answer.message, 'Allow the model to change .vscode/settings.json?');
    assert.match(answer.detail ?? '', /\.vscode\/settings\.json matches "\*\*\/\.vscode\/\*\*" in guardedEdit\.confirmFiles/);
    assert.match(answer.detail ?? '', /- \s{2}"guardedEditTest\.marker": 1/, 'the preview keeps the indentation');
    assert.match(answer.detail ?? '', /\+ \s{2}"guardedEditTest\.marker": 2/);
    const refused = await result;
    assert.equal(refused.success, false);
    assert.deepEqual(codes(refused), ['CONFIRMATION_REQUIRED']);
    assert.deepEqual(refused.errors?.[0].path, ['file_path']);
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE);
  });

  test('with Allow pressed in the workbench\'s dialog the edit lands', async function () {
    if (!dialogsAvailable()) this.skip(); // run with --dialogs
    const { result } = await autoApproved('multi', { file_path: '.vscode/settings.json', edits: [EDIT] });
    const answer = await pressDialogButton('Allow');
    assert.ok(answer?.pressed, JSON.stringify(answer));
    const applied = await result;
    assert.equal(applied.success, true, JSON.stringify(applied));
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE.replace(': 1', ': 2'));
  });

  test('a dialog closed with Escape refuses the edit', async function () {
    if (!dialogsAvailable()) this.skip(); // run with --dialogs
    const { result } = await autoApproved('multi', { file_path: '.vscode/settings.json', edits: [EDIT] });
    assert.ok((await dismissDialog())?.pressed);
    assert.deepEqual(codes(await result), ['CONFIRMATION_REQUIRED']);
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE);
  });

  test('a call cancelled while the dialog is open is refused, and a late Allow changes nothing', async function () {
    if (!dialogsAvailable()) this.skip(); // run with --dialogs
    const source = new vscode.CancellationTokenSource();
    const { result } = await autoApproved('multi', { file_path: '.vscode/settings.json', edits: [EDIT] }, source.token);
    assert.ok(await stillPending(result, 500));
    source.cancel();
    const refused = await result;
    assert.deepEqual(codes(refused), ['CONFIRMATION_REQUIRED']);
    assert.match(refused.errors?.[0].message ?? '', /cancelled before the person answered/);
    assert.ok((await pressDialogButton('Allow'))?.pressed, 'the dialog was still open');
    await sleep(300);
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE);
    source.dispose();
  });

  test('a file changed on disk while the dialog is open is refused after Allow: the person saw other text', async function () {
    if (!dialogsAvailable()) this.skip(); // run with --dialogs
    await vscode.workspace.openTextDocument(settingsFile()); // open, so VS Code reloads it when the disk changes
    const { result } = await autoApproved('multi', { file_path: '.vscode/settings.json', edits: [EDIT] });
    assert.ok(await stillPending(result, 500));
    const changed = SETTINGS_BEFORE.replace('{\n', '{\n  "guardedEditTest.other": true,\n');
    fs.writeFileSync(settingsFile(), changed);
    await waitFor(() => vscode.workspace.textDocuments.find((d) => d.uri.fsPath === settingsFile())?.getText() === changed, { message: 'the document to reload' });
    assert.ok((await pressDialogButton('Allow'))?.pressed);
    const refused = await result;
    assert.deepEqual(codes(refused), ['STALE_DOCUMENT']);
    assert.match(refused.errors?.[0].message ?? '', /changed after the person allowed the change/);
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), changed);
  });

  test('one dialog for a multi-file call; Cancel changes none of its files', async function () {
    if (!dialogsAvailable()) this.skip(); // run with --dialogs
    const ordinary = path.join(workspaceDir(), 'scratch', 'sensitive-multi', 'plain.txt');
    fs.mkdirSync(path.dirname(ordinary), { recursive: true });
    fs.writeFileSync(ordinary, 'plain\n');
    const { result } = await autoApproved('multi', {
      files: [
        { file_path: 'scratch/sensitive-multi/plain.txt', edits: [{ old_string: 'plain', new_string: 'changed' }] },
        { file_path: '.vscode/settings.json', edits: [EDIT] },
      ],
    });
    const answer = await pressDialogButton('Cancel');
    assert.ok(answer?.pressed);
    assert.equal(answer.message, 'Allow the model to change .vscode/settings.json?', 'only the sensitive file is asked about');
    const refused = await result;
    assert.deepEqual(codes(refused), ['CONFIRMATION_REQUIRED']);
    assert.deepEqual(refused.errors?.[0].path, ['files', 1, 'file_path']);
    assert.equal(fs.readFileSync(ordinary, 'utf8'), 'plain\n');
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE);
  });

  test('an ordinary file asks nothing more than before', async () => {
    const file = path.join(workspaceDir(), 'scratch', 'sensitive-plain.txt');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'one\n');
    const { prepared, result } = await autoApproved('multi', { file_path: 'scratch/sensitive-plain.txt', edits: [{ old_string: 'one', new_string: 'two' }] });
    assert.equal(prepared.confirmationMessages, undefined);
    if (await stillPending(result, 5000)) {
      await dismissDialog({ timeoutMs: 1000 });
      assert.fail('an ordinary edit opened a dialog');
    }
    assert.equal((await result).success, true);
    assert.equal(fs.readFileSync(file, 'utf8'), 'two\n');
  });

  test('the command palette path (guardedEdit.applyEdits, started by the person) is not asked again', async () => {
    const result = await vscode.commands.executeCommand<ResultShape>('guardedEdit.applyEdits', { file_path: '.vscode/settings.json', edits: [EDIT] });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE.replace(': 1', ': 2'));
  });

  test('an emptied confirm list asks nothing for .vscode (the person chose so)', async () => {
    const back = await updateSettings({ 'guardedEdit.confirmFiles': [] });
    try {
      const { result } = await autoApproved('multi', { file_path: '.vscode/settings.json', edits: [EDIT] });
      if (await stillPending(result, 5000)) {
        await dismissDialog({ timeoutMs: 1000 });
        assert.fail('a dialog was shown although the list is empty');
      }
      assert.equal((await result).success, true);
    } finally {
      await back();
    }
  });

  test('guarded_create_file: creating .env needs the yes; Cancel creates nothing, Allow creates it', async function () {
    if (!dialogsAvailable()) this.skip(); // run with --dialogs
    const dir = path.join(workspaceDir(), 'scratch', 'sensitive-create');
    fs.mkdirSync(dir, { recursive: true });
    const input = { file_path: 'scratch/sensitive-create/.env.local', content: 'TOKEN=abc\n' };
    const first = await autoApproved('create', input);
    const cancel = await pressDialogButton('Cancel');
    assert.equal(cancel?.message, 'Allow the model to create scratch/sensitive-create/.env.local?');
    assert.match(cancel?.detail ?? '', /\+ TOKEN=abc/);
    assert.deepEqual(codes(await first.result), ['CONFIRMATION_REQUIRED']);
    assert.equal(fs.existsSync(path.join(dir, '.env.local')), false);

    const second = await autoApproved('create', input);
    assert.ok((await pressDialogButton('Allow'))?.pressed);
    assert.equal((await second.result).success, true);
    assert.equal(fs.readFileSync(path.join(dir, '.env.local'), 'utf8'), 'TOKEN=abc\n');
  });

  test('guarded_create_file: overwriting .vscode/settings.json needs the yes', async function () {
    if (!dialogsAvailable()) this.skip(); // run with --dialogs
    const input = { file_path: '.vscode/settings.json', content: '{}\n', overwrite: true };
    const { result } = await autoApproved('create', input);
    const answer = await pressDialogButton('Cancel');
    assert.equal(answer?.message, 'Allow the model to overwrite .vscode/settings.json?');
    assert.deepEqual(codes(await result), ['CONFIRMATION_REQUIRED']);
    assert.equal(fs.readFileSync(settingsFile(), 'utf8'), SETTINGS_BEFORE);
  });

  test('the open workspace file needs the yes even when the confirm list is empty (it defines the folders)', async function () {
    const workspaceFile = vscode.workspace.workspaceFile;
    // Only in a window opened on a .code-workspace file (the harness's --workspace-file).
    if (workspaceFile?.scheme !== 'file') this.skip();
    const folder = vscode.workspace.getWorkspaceFolder(workspaceFile);
    if (!folder) this.skip(); // outside every folder the jail refuses it anyway (OUTSIDE_WORKSPACE)
    const before = fs.readFileSync(workspaceFile.fsPath, 'utf8');
    const back = await updateSettings({ 'guardedEdit.confirmFiles': [] });
    try {
      const input = { file_path: workspaceFile.fsPath, edits: [{ old_string: '"folders"', new_string: '"folders"' + ' ' }] };
      const { result } = await autoApproved('multi', input);
      if (dialogsAvailable()) {
        const answer = await pressDialogButton('Cancel');
        assert.match(answer?.detail ?? '', /is the open workspace file/);
      }
      const refused = await result;
      assert.deepEqual(codes(refused), ['CONFIRMATION_REQUIRED']);
      assert.match(refused.errors?.[0].message ?? '', /is the open workspace file/);
      assert.equal(fs.readFileSync(workspaceFile.fsPath, 'utf8'), before);
    } finally {
      await back();
    }
  });
});
