// A read out of date in the real extension host (guardedEdit.readBeforeEdit "require"): a change
// since the read that misses the edit's lines lets the edit through, and the result says so; one on
// its lines is refused with those lines as they are now; a miss on lines another agent changed
// names that agent's journal entry. Each through guarded_multi_edit, guarded_multi_file_edit and
// guarded_apply_patch, on real files.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { Journal, recordEntry } from '../../src/node/journal';
import { stateRoot } from '../../src/node/stateFolder';
import { activateExtension, resetEditors, updateSettings, waitFor, workspaceDir } from './helpers';

interface ErrorShape {
  code: string;
  message: string;
  current_text?: { start_line: number; end_line: number; text: string };
  changed_by?: { entry: string; agent: string; tool: string; time: string };
}
interface ResultShape {
  success: boolean;
  notes?: string[];
  errors?: ErrorShape[];
}

type Host = 'multi_edit' | 'multi_file_edit' | 'patch';
const HOSTS: readonly Host[] = ['multi_edit', 'multi_file_edit', 'patch'];

const SOURCE = [
  'import { a } from "./a";',
  '',
  'export function total(items: number[]): number {',
  '  let sum = 0;',
  '  for (const item of items) sum += item;',
  '  return sum;',
  '}',
  '',
  'export const LIMIT = 10;',
  '',
].join('\n');

let counter = 0;
function scratchFile(name: string, text = SOURCE): string {
  const dir = path.join(workspaceDir(), 'scratch-stale', `${name}-${++counter}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'total.ts');
  fs.writeFileSync(file, text);
  return file;
}

const rel = (abs: string): string => path.relative(workspaceDir(), abs).split(path.sep).join('/');

function parse(result: vscode.LanguageModelToolResult): ResultShape {
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as ResultShape;
}

async function read(file: string): Promise<void> {
  const result = parse(await vscode.lm.invokeTool('guarded_read_file', { input: { file_path: rel(file) }, toolInvocationToken: undefined }));
  assert.equal(result.success, true, JSON.stringify(result));
}

/** One replacement of `from` by `to` in the file, through the host's tool. */
async function replace(host: Host, file: string, from: string, to: string): Promise<ResultShape> {
  const edit = { file_path: rel(file), edits: [{ old_string: from, new_string: to }] };
  if (host === 'multi_edit') return parse(await vscode.lm.invokeTool('guarded_multi_edit', { input: edit, toolInvocationToken: undefined }));
  if (host === 'multi_file_edit') return parse(await vscode.lm.invokeTool('guarded_multi_file_edit', { input: { files: [edit] }, toolInvocationToken: undefined }));
  const hunk = `${from.split('\n').map((l) => `-${l}`).join('\n')}\n${to.split('\n').map((l) => `+${l}`).join('\n')}`;
  const patch = `*** Begin Patch\n*** Update File: ${rel(file)}\n@@\n${hunk}\n*** End Patch\n`;
  return parse(await vscode.lm.invokeTool('guarded_apply_patch', { input: { patch }, toolInvocationToken: undefined }));
}

/** Someone else (the person, a formatter) changes the open document. */
async function changeInEditor(file: string, line: number, text: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument(file);
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, document.lineAt(line - 1).range, text);
  assert.equal(await vscode.workspace.applyEdit(edit), true);
  return document;
}

suite('Stale reads through the VS Code tools (issue 36)', () => {
  let restore: () => Promise<void>;

  suiteSetup(async () => {
    await activateExtension();
    restore = await updateSettings({ 'guardedEdit.notifications': 'off', 'guardedEdit.readBeforeEdit': 'require', 'guardedEdit.saveAfterEdit': 'never' });
  });

  teardown(async () => {
    await resetEditors();
  });

  suiteTeardown(async () => {
    await restore();
  });

  test('the window\'s own recorded edit is never named as a change since the model\'s read', async () => {
    const file = scratchFile('own');
    await read(file);
    assert.equal((await replace('multi_edit', file, '  let sum = 0;', '  let sum = 1;')).success, true);
    // Its entry is in the journal before the next call.
    const journal = Journal.of(stateRoot(), fs.realpathSync(workspaceDir()));
    const real = fs.realpathSync(file);
    await waitFor(async () => (await journal.listEntries()).some((e) => e.files.some((f) => f.realPath === real)), { message: 'the edit\'s journal entry' });
    // Then someone outside Guarded Edit changes the same line.
    await changeInEditor(file, 4, '  let sum: number = 1;');
    const result = await replace('multi_edit', file, '  let sum = 1;\n  for', '  let sum = 2;\n  for');
    const [error] = result.errors ?? [];
    assert.equal(error?.code, 'OLD_STRING_NOT_FOUND', JSON.stringify(result));
    assert.equal(error.changed_by, undefined, JSON.stringify(error));
    assert.match(error.message, /did not come through Guarded Edit/);
  });

  for (const host of HOSTS) {
    test(`${host}: a change since the read far from the edit's lines lets the edit through, and the result says the file had changed`, async () => {
      const file = scratchFile(`outside-${host}`);
      await read(file);
      const document = await changeInEditor(file, 1, 'import { a, b } from "./a";');
      const result = await replace(host, file, 'export const LIMIT = 10;', 'export const LIMIT = 20;');
      assert.equal(result.success, true, JSON.stringify(result));
      assert.equal(result.notes?.length, 1, JSON.stringify(result));
      assert.match(result.notes[0], /total\.ts had changed since you last read it, but not in the lines this edit changes/);
      assert.equal(document.getText(), SOURCE.replace('import { a } from', 'import { a, b } from').replace('LIMIT = 10', 'LIMIT = 20'));
    });

    test(`${host}: a change since the read on the edit's lines is refused with the current text of those lines`, async () => {
      const file = scratchFile(`on-lines-${host}`);
      await read(file);
      // The edit's text is still there, but its line is not as it was read. A hunk matches whole
      // lines: for it, the lines beside it changed, and the file's first line (so that the hunk
      // is not in a part both texts share at their start).
      const [line, now] = host === 'patch' ? [5, '  for (const item of items) sum += item; // adds'] : [4, '  let sum = 0; // running total'];
      if (host === 'patch') await changeInEditor(file, 1, 'import { a, b } from "./a";');
      const document = await changeInEditor(file, line, now);
      const result = await replace(host, file, '  let sum = 0;', '  let sum = 1;');
      assert.equal(result.success, false, JSON.stringify(result));
      const [error] = result.errors ?? [];
      assert.equal(error.code, 'CHANGED_SINCE_READ', JSON.stringify(result));
      assert.deepEqual(error.current_text, { start_line: 4, end_line: 4, text: host === 'patch' ? '  let sum = 0;' : now });
      assert.match(error.message, /line 4 now read/);
      const expected = SOURCE.split('\n').map((l, i) => (i === line - 1 ? now : l)).join('\n');
      assert.equal(document.getText(), host === 'patch' ? expected.replace('import { a }', 'import { a, b }') : expected, 'nothing applied');
    });

    test(`${host}: a miss on lines another agent changed since the read names that agent's journal entry`, async () => {
      const file = scratchFile(`agent-${host}`);
      await read(file);
      const document = await vscode.workspace.openTextDocument(file);
      // Another agent's Edit, through its own tool: the file on disk, and the entry its hook recorded.
      const changed = SOURCE.replace('  let sum = 0;', '  let sum = 0n;');
      fs.writeFileSync(file, changed);
      const folder = fs.realpathSync(workspaceDir());
      const entry = await recordEntry(Journal.of(stateRoot(), folder), { client: 'claude-code', session: 'other-agent', tool: 'Edit' }, [
        { realPath: fs.realpathSync(file), displayPath: rel(file), before: Buffer.from(SOURCE), after: Buffer.from(changed) },
      ]);
      // The open document takes the disk's text (revert reads it now rather than waiting on the file watcher).
      await vscode.window.showTextDocument(document);
      await vscode.commands.executeCommand('workbench.action.files.revert');
      await waitFor(() => document.getText() === changed, { message: 'VS Code to reload the changed file', timeoutMs: 30_000 });

      const result = await replace(host, file, '  let sum = 0;\n  for', '  let sum = 1;\n  for');
      assert.equal(result.success, false, JSON.stringify(result));
      const [error] = result.errors ?? [];
      assert.equal(error.code, 'OLD_STRING_NOT_FOUND', JSON.stringify(result));
      assert.equal(error.changed_by?.entry, entry, JSON.stringify(error));
      assert.equal(error.changed_by?.agent, 'claude-code');
      assert.equal(error.changed_by?.tool, 'Edit');
      assert.match(error.message, new RegExp(`claude-code's Edit at .*journal entry ${entry}`));
      assert.equal(fs.readFileSync(file, 'utf8'), changed, 'nothing written');
    });
  }
});
