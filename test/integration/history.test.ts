// The history in the real extension host: our tools record their changes in the journal; the view
// lists entries another process wrote within a second, an agent's own edit recorded by the hook
// among them; a revert is ONE WorkspaceEdit that one Undo takes back and is itself an entry; a
// change since on the entry's lines refuses with CHANGED_SINCE_EDIT and nothing altered.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { GuardedEditApi } from '../../src/extension';
import { activateExtension, EXTENSION_ID, resetEditors, waitFor, workspaceDir } from './helpers';

interface Result {
  success: boolean;
  entry?: string;
  undid?: string;
  errors?: { code: string; message: string }[];
}

let counter = 0;
function scratchFile(name: string, text: string): string {
  const dir = path.join(workspaceDir(), 'scratch', `history-${name}-${++counter}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'h.txt');
  fs.writeFileSync(file, text);
  return file;
}

const rel = (abs: string): string => path.relative(workspaceDir(), abs).split(path.sep).join('/');

async function edit(file: string, oldString: string, newString: string): Promise<void> {
  const result = await vscode.lm.invokeTool('guarded_multi_edit', { input: { file_path: rel(file), edits: [{ old_string: oldString, new_string: newString }] }, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  assert.equal((JSON.parse(part.value) as Result).success, true, part.value);
}

suite('History view, recording and revert in the extension host', () => {
  let api: GuardedEditApi;

  suiteSetup(async () => {
    api = await activateExtension<GuardedEditApi>();
  });

  teardown(async () => {
    api.beforeApplyAttempt = undefined;
    await resetEditors();
  });

  /** The entry of our tool that changed this file, as the view lists it (newest first). */
  async function entryOf(file: string, tool = 'guarded_multi_edit') {
    return waitFor(async () => {
      await api.history.tree.refresh();
      return (await api.history.tree.current()).find((e) => e.entry.tool === tool && e.entry.files.some((f) => f.realPath === fs.realpathSync(file)));
    }, { message: `an entry of ${tool} for ${rel(file)}` });
  }

  test('the tools record what they applied, and the view lists entries another process writes within a second', async () => {
    const file = scratchFile('other', 'one\ntwo\nthree\n');
    await edit(file, 'two', 'TWO');
    const ours = await entryOf(file);
    assert.equal(ours.entry.client, 'vscode');
    assert.deepEqual(ours.entry.files.map((f) => [f.path, f.changes]), [[rel(file), [{ start_line: 2, end_line: 2 }]]]);

    // Another process (the command line) undoes it: its entry must appear without any refresh of ours.
    const extensionPath = vscode.extensions.getExtension(EXTENSION_ID)?.extensionPath ?? '';
    const cli = spawnSync(process.execPath, [path.join(extensionPath, 'dist', 'cli.js'), 'undo', '--folder', workspaceDir(), ours.entry.id], { encoding: 'utf8', env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' } });
    assert.equal(cli.status, 0, `${cli.stdout}\n${cli.stderr}`);
    const written = Date.now();
    const seen = await waitFor(async () => (await api.history.tree.current()).find((e) => e.entry.undoes === ours.entry.id), { message: 'the other process\'s entry in the view', intervalMs: 20 });
    const after = Date.now() - written;
    assert.equal(seen.entry.client, 'guarded-edit cli');
    assert.ok(after < 1000, `listed ${after} ms after the other process wrote it`);
    assert.equal(fs.readFileSync(file, 'utf8'), 'one\ntwo\nthree\n');
  });

  test("an agent's own Edit recorded by the hook (dist/hook.js, run as Claude Code runs it) is listed and reverted, keeping a later change", async () => {
    const file = scratchFile('agent', 'a\nb\nc\nd\n');
    const extensionPath = vscode.extensions.getExtension(EXTENSION_ID)?.extensionPath ?? '';
    const env = { ...process.env, ELECTRON_RUN_AS_NODE: '1', CLAUDE_PROJECT_DIR: workspaceDir() };
    const hook = (moment: 'PreToolUse' | 'PostToolUse', tool: string, input: unknown): void => {
      const event = { session_id: `agent-${counter}`, cwd: workspaceDir(), hook_event_name: moment, tool_name: tool, tool_input: input, ...(moment === 'PostToolUse' ? { tool_response: { success: true } } : {}) };
      const run = spawnSync(process.execPath, [path.join(extensionPath, 'dist', 'hook.js'), '--agent', 'claude'], { input: JSON.stringify(event), encoding: 'utf8', env });
      assert.equal(run.status, 0, `${moment} ${tool}: ${run.stdout}\n${run.stderr}`);
    };
    const edit = { file_path: file, old_string: 'b', new_string: 'B' };
    // The agent reads, the hook allows its Edit, the agent's own tool writes, the hook hears it done.
    hook('PostToolUse', 'Read', { file_path: file });
    hook('PreToolUse', 'Edit', edit);
    fs.writeFileSync(file, 'a\nB\nc\nd\n');
    hook('PostToolUse', 'Edit', edit);

    const listed = await waitFor(async () => (await api.history.tree.current()).find((e) => e.entry.client === 'claude' && e.entry.files.some((f) => f.realPath === fs.realpathSync(file))), { message: "the agent's entry in the view" });
    assert.equal(listed.entry.tool, 'Edit');
    // The view labels it in words: the agent's title and what it did, not a tool or command id.
    const label = api.history.tree.getTreeItem({ kind: 'entry', shown: listed }).label;
    assert.equal(typeof label === 'string' ? label : label?.label, `Claude Code changed ${listed.entry.files[0].path}`);
    assert.deepEqual(listed.entry.files.map((f) => f.changes), [[{ start_line: 2, end_line: 2 }]]);

    // A person's later change elsewhere in the file, on disk: kept by the revert.
    fs.writeFileSync(file, 'a\nB\nc\nD\n');
    const result = await vscode.commands.executeCommand<Result>('guardedEdit.revertHistoryEntry', listed.entry.id);
    assert.equal(result.success, true, JSON.stringify(result));
    const document = await vscode.workspace.openTextDocument(file);
    assert.equal(document.getText(), 'a\nb\nc\nD\n', "the agent's line taken back, the person's kept");
  });

  test('a patch and a create are recorded through the one after-apply point: a delete with the bytes it had, a move as its source deleted and its destination created', async () => {
    const gone = scratchFile('patch-delete', 'bytes of the deleted file\n');
    const moved = scratchFile('patch-move', 'moving text\n');
    const goneReal = fs.realpathSync(gone);
    const movedReal = fs.realpathSync(moved);
    const movedTo = path.join(path.dirname(moved), 'moved.txt');
    const patch = `*** Begin Patch\n*** Delete File: ${rel(gone)}\n*** Update File: ${rel(moved)}\n*** Move to: ${rel(movedTo)}\n@@\n-moving text\n+moved text\n*** End Patch\n`;
    const result = await vscode.lm.invokeTool('guarded_apply_patch', { input: { patch }, toolInvocationToken: undefined });
    const part = result.content[0];
    assert.ok(part instanceof vscode.LanguageModelTextPart);
    assert.equal((JSON.parse(part.value) as Result).success, true, part.value);
    const entry = await waitFor(async () => {
      await api.history.tree.refresh();
      return (await api.history.tree.current()).find((e) => e.entry.tool === 'guarded_apply_patch' && e.entry.files.some((f) => f.realPath === goneReal));
    }, { message: 'the patch\'s entry' });
    const byPath = new Map(entry.entry.files.map((f) => [f.realPath, f]));
    assert.notEqual(byPath.get(goneReal)?.before, null, 'the deleted file\'s bytes before are stored');
    assert.equal(byPath.get(goneReal)?.after, null);
    assert.equal(byPath.get(movedReal)?.after, null, 'the move\'s source is recorded as deleted');
    assert.equal(byPath.get(fs.realpathSync(movedTo))?.before, null, 'the move\'s destination is recorded as created');

    const created = path.join(path.dirname(gone), 'created.txt');
    const create = await vscode.lm.invokeTool('guarded_create_file', { input: { file_path: rel(created), content: 'new\n' }, toolInvocationToken: undefined });
    const createPart = create.content[0];
    assert.ok(createPart instanceof vscode.LanguageModelTextPart);
    assert.equal((JSON.parse(createPart.value) as Result).success, true, createPart.value);
    const createdEntry = await entryOf(created, 'guarded_create_file');
    assert.equal(createdEntry.entry.files[0]?.before, null);
    assert.notEqual(createdEntry.entry.files[0]?.after, null);
  });

  test('Revert puts an entry back as one WorkspaceEdit, recorded as an entry that undoes it; one Undo takes the revert back', async () => {
    const file = scratchFile('revert', 'a\nb\nc\nd\n');
    await edit(file, 'b', 'B');
    // A later change elsewhere in the file, unsaved: merged, and kept.
    const document = await vscode.workspace.openTextDocument(file);
    const editor = await vscode.window.showTextDocument(document);
    const later = new vscode.WorkspaceEdit();
    later.replace(document.uri, new vscode.Range(3, 0, 3, 1), 'D');
    assert.ok(await vscode.workspace.applyEdit(later));
    const target = await entryOf(file);

    const result = await vscode.commands.executeCommand<Result>('guardedEdit.revertHistoryEntry', target.entry.id);
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(document.getText(), 'a\nb\nc\nD\n', 'the entry taken back, the later unsaved change kept');
    const revert = await waitFor(async () => (await api.history.tree.current()).find((e) => e.entry.undoes === target.entry.id));
    assert.equal(revert.entry.tool, 'guardedEdit.revertHistoryEntry');
    assert.equal(revert.entry.id, result.entry);

    assert.equal(vscode.window.activeTextEditor, editor);
    await vscode.commands.executeCommand('undo');
    await waitFor(() => document.getText() === 'a\nB\nc\nD\n', { message: 'one Undo to take the revert back' });
  });

  test('a change since on the entry\'s lines refuses with CHANGED_SINCE_EDIT and alters nothing', async () => {
    const file = scratchFile('conflict', 'x\ny\nz\n');
    await edit(file, 'y', 'Y');
    const document = await vscode.workspace.openTextDocument(file);
    const overlap = new vscode.WorkspaceEdit();
    overlap.replace(document.uri, new vscode.Range(1, 0, 1, 1), 'Y!');
    assert.ok(await vscode.workspace.applyEdit(overlap));
    const target = await entryOf(file);
    const version = document.version;

    const result = await vscode.commands.executeCommand<Result>('guardedEdit.revertHistoryEntry', target.entry.id);
    assert.equal(result.success, false);
    assert.deepEqual(result.errors?.map((e) => e.code), ['CHANGED_SINCE_EDIT']);
    assert.match(result.errors?.[0].message ?? '', /h\.txt .*line 2/);
    assert.equal(document.getText(), 'x\nY!\nz\n');
    assert.equal(document.version, version, 'the buffer was not touched');
    assert.equal(fs.readFileSync(file, 'utf8'), 'x\nY\nz\n', 'nor the file');
    assert.equal((await api.history.tree.current()).some((e) => e.entry.undoes === target.entry.id), false, 'no revert entry');
  });

  test('Revert goes through the one apply loop: a change typed between its plan and its apply, away from the entry\'s lines, is planned again and kept', async () => {
    const file = scratchFile('revert-replan', 'a\nb\nc\nd\n');
    await edit(file, 'b', 'B');
    const target = await entryOf(file);
    const document = await vscode.workspace.openTextDocument(file);
    let attempts = 0;
    api.beforeApplyAttempt = async (attempt) => {
      attempts = attempt;
      if (attempt !== 1) return;
      const typed = new vscode.WorkspaceEdit();
      typed.replace(document.uri, new vscode.Range(3, 0, 3, 1), 'D');
      assert.ok(await vscode.workspace.applyEdit(typed));
    };
    const result = await vscode.commands.executeCommand<Result>('guardedEdit.revertHistoryEntry', target.entry.id);
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(attempts, 1, 'the re-check planned the revert again on the new text (no second attempt needed)');
    assert.equal(document.getText(), 'a\nb\nc\nD\n', 'the entry taken back, the typing kept');
  });

  test('Revert: a change typed on the entry\'s lines between its plan and its apply refuses it, and alters nothing', async () => {
    const file = scratchFile('revert-late-conflict', 'x\ny\nz\n');
    await edit(file, 'y', 'Y');
    const target = await entryOf(file);
    const document = await vscode.workspace.openTextDocument(file);
    api.beforeApplyAttempt = async (attempt) => {
      if (attempt !== 1) return;
      const typed = new vscode.WorkspaceEdit();
      typed.replace(document.uri, new vscode.Range(1, 0, 1, 1), 'Y!');
      assert.ok(await vscode.workspace.applyEdit(typed));
    };
    const result = await vscode.commands.executeCommand<Result>('guardedEdit.revertHistoryEntry', target.entry.id);
    assert.equal(result.success, false);
    assert.deepEqual(result.errors?.map((e) => e.code), ['STALE_DOCUMENT', 'CHANGED_SINCE_EDIT']);
    assert.equal(document.getText(), 'x\nY!\nz\n', 'the typing is kept, the entry not taken back');
    assert.equal(fs.readFileSync(file, 'utf8'), 'x\nY\nz\n');
    assert.equal((await api.history.tree.current()).some((e) => e.entry.undoes === target.entry.id), false, 'no revert entry');
  });

  test('Revert of a created file deletes it, checked to have landed, and is recorded as a delete', async () => {
    const dir = path.dirname(scratchFile('revert-create', 'x\n'));
    const created = path.join(dir, 'made.txt');
    const create = await vscode.lm.invokeTool('guarded_create_file', { input: { file_path: rel(created), content: 'made\n' }, toolInvocationToken: undefined });
    const part = create.content[0];
    assert.ok(part instanceof vscode.LanguageModelTextPart);
    assert.equal((JSON.parse(part.value) as Result).success, true, part.value);
    const target = await entryOf(created, 'guarded_create_file');
    const result = await vscode.commands.executeCommand<Result>('guardedEdit.revertHistoryEntry', target.entry.id);
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(fs.existsSync(created), false);
    const revert = await waitFor(async () => (await api.history.tree.current()).find((e) => e.entry.undoes === target.entry.id), { message: 'the revert\'s entry' });
    assert.equal(revert.entry.files[0]?.after, null, 'recorded as a delete');
  });

  test('an entry opens as a diff of its stored versions, before | after', async () => {
    const file = scratchFile('diff', 'p\nq\n');
    await edit(file, 'q', 'Q');
    const target = await entryOf(file);
    await vscode.commands.executeCommand('guardedEdit.openHistoryEntry', target.entry.id);
    const tab = await waitFor(() => vscode.window.tabGroups.activeTabGroup.activeTab?.input instanceof vscode.TabInputTextDiff ? vscode.window.tabGroups.activeTabGroup.activeTab.input : undefined);
    assert.equal((await vscode.workspace.openTextDocument(tab.original)).getText(), 'p\nq\n');
    assert.equal((await vscode.workspace.openTextDocument(tab.modified)).getText(), 'p\nQ\n');
  });
});
