// Notebooks through the hook: Claude Code's NotebookEdit and VS Code's edit_notebook are checked at
// cell level (the cell exists, the result stays valid nbformat) and recorded in the history; a file
// tool's write that would leave broken nbformat is denied.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planNotebookEdit } from '../../src/core/notebook';
import { claude, REPO, runHook, sandboxPerTest, vscode } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');
const NOTEBOOK = readFileSync(join(REPO, 'test', 'fixtures', 'notebooks', 'python.ipynb'), 'utf8');

describe('the hook on notebooks', function () {
  this.timeout(60_000);
  const box = sandboxPerTest({ 'analysis.ipynb': NOTEBOOK });
  const event = (moment: 'PreToolUse' | 'PostToolUse', tool: string, input: unknown) => runHook(claude(moment, box.project, tool, input), { ...box.env, CLAUDE_PROJECT_DIR: box.project });
  const denial = (answer: Awaited<ReturnType<typeof runHook>>): string | undefined => {
    const output = answer.json?.hookSpecificOutput as { permissionDecision?: string; permissionDecisionReason?: string } | undefined;
    return output?.permissionDecision === 'deny' ? output.permissionDecisionReason : undefined;
  };
  /** The agent's Read of the notebook (the read gate wants one before a change). */
  const read = async (): Promise<void> => {
    await event('PreToolUse', 'Read', { file_path: box.file });
    await event('PostToolUse', 'Read', { file_path: box.file });
  };

  it('a NotebookEdit before any Read is refused by the read gate', async () => {
    assert.match(denial(await event('PreToolUse', 'NotebookEdit', { notebook_path: box.file, cell_id: 'total', new_source: 'x', edit_mode: 'replace' })) ?? '', /NOT_READ_FIRST/);
  });

  it('NotebookEdit on a missing cell is denied, with the cells listed', async () => {
    const answer = await event('PreToolUse', 'NotebookEdit', { notebook_path: box.file, cell_id: 'nope', new_source: 'x = 1', edit_mode: 'replace' });
    const reason = denial(answer);
    assert.ok(reason, answer.stdout + answer.stderr);
    assert.match(reason, /CELL_NOT_FOUND/);
    assert.match(reason, /id "plot" code/);
  });

  it('a good NotebookEdit is allowed and recorded in the history (client claude, tool NotebookEdit)', async () => {
    const input = { notebook_path: box.file, cell_id: 'total', new_source: 'total = sum(range(20))\ntotal', edit_mode: 'replace' };
    await read();
    const pre = await event('PreToolUse', 'NotebookEdit', input);
    assert.equal(denial(pre), undefined, pre.stdout + pre.stderr);
    // Claude Code writes the notebook its own way; the hook records the bytes it finds.
    const planned = planNotebookEdit({ text: NOTEBOOK, displayPath: 'analysis.ipynb', edits: [{ op: 'edit', cell_id: 'total', source: input.new_source }] });
    assert.ok(planned.ok);
    writeFileSync(box.file, planned.text);
    const post = await event('PostToolUse', 'NotebookEdit', input);
    assert.equal(post.exitCode, 0, post.stdout + post.stderr);
    const run = spawnSync(process.execPath, [CLI, 'history', box.project, '--json'], { env: box.env, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const [entry] = JSON.parse(run.stdout) as { client: string; tool: string; files: { path: string }[] }[];
    assert.equal(entry.client, 'claude');
    assert.equal(entry.tool, 'NotebookEdit');
    assert.deepEqual(entry.files.map((f) => f.path), ['analysis.ipynb']);
  });

  it('NotebookEdit names cells of a notebook without ids as "cell-N"; an insert with no cell goes to the top', async () => {
    await read();
    assert.equal(denial(await event('PreToolUse', 'NotebookEdit', { notebook_path: box.file, cell_id: 'cell-2', new_source: 'x', edit_mode: 'delete' })), undefined);
    assert.equal(denial(await event('PreToolUse', 'NotebookEdit', { notebook_path: box.file, new_source: '# top', cell_type: 'markdown', edit_mode: 'insert' })), undefined);
    assert.match(denial(await event('PreToolUse', 'NotebookEdit', { notebook_path: box.file, cell_id: 'cell-99', edit_mode: 'delete' })) ?? '', /CELL_NOT_FOUND/);
  });

  it('VS Code\'s edit_notebook is checked at cell level too', async () => {
    const answer = await runHook(vscode('PreToolUse', box.project, 'edit_notebook', { filePath: box.file, cellId: 'missing', newCode: 'x', editType: 'edit' }), { ...box.env, CLAUDE_PROJECT_DIR: box.project });
    assert.match(denial(answer) ?? '', /CELL_NOT_FOUND/);
  });

  it('a Write or Edit that would leave broken nbformat is denied; a valid one is allowed', async () => {
    await read();
    const broken = await event('PreToolUse', 'Edit', { file_path: box.file, old_string: '"cell_type": "raw"', new_string: '"cell_type": "rawr"' });
    assert.match(denial(broken) ?? '', /INVALID_NOTEBOOK.*cell_type/);
    const notJson = await event('PreToolUse', 'Write', { file_path: box.file, content: '{"cells": [' });
    assert.match(denial(notJson) ?? '', /INVALID_NOTEBOOK/);
    const fine = await event('PreToolUse', 'Edit', { file_path: box.file, old_string: 'np.sin(x)', new_string: 'np.cos(x)' });
    assert.equal(denial(fine), undefined, fine.stdout);
  });
});
