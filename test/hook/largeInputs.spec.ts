// Every size of old and new text gets an answer from the hook (dist/hook.js on the agent's
// events): an Edit, a MultiEdit and an apply_patch hunk of 1 B to 16 MB, found or not, in a file of
// one line and of a million lines, and a NotebookEdit of 5 MB, is allowed or denied with a code
// and its next step, never a crash; an event of the largest size read and a path of 100,000 characters too. A representative
// subset of the core's sizes (test/unit/core/edit/largeInputs.spec.ts): about a minute on a quiet machine.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_EVENT_BYTES } from '../../src/core/agentHook';
import { KB, MB, manyLinesFile, nearMiss, ONE_LINE_FILE, textOf, type Shape } from '../helpers/largeInputs';
import { claude, runHook, sandboxPerTest, type HookAnswer } from './hookRunner';

const SLOW = 300_000;

function assertAllowed(answer: HookAnswer, what: string): void {
  assert.equal(answer.exitCode, 0, `${what}: ${answer.stderr.slice(0, 500)}`);
}

function assertDenied(answer: HookAnswer, what: string, code?: string): void {
  assert.equal(answer.exitCode, 2, `${what}: ${answer.stderr.slice(0, 500)}`);
  const reason = answer.json?.hookSpecificOutput?.permissionDecisionReason ?? '';
  assert.equal(answer.json?.hookSpecificOutput?.permissionDecision, 'deny', what);
  assert.match(reason, code ? new RegExp(`^${code}: `, 'm') : /^[A-Z_]+: /m, what);
  assert.match(reason, /Next step: /, what);
  assert.doesNotMatch(answer.stderr, /RangeError|Maximum call stack|heap out of memory/, what);
}

describe('the hook answers every size of old and new text', function () {
  this.timeout(900_000);
  const box = sandboxPerTest({ 'a.ts': ONE_LINE_FILE });
  // The million-line file (40 MB) is over the default limit of 16 MB: raised, so that it is planned;
  // the read gate is off, so that each call is planned against the file as written here.
  const OPTIONS = ['--max-file-size-mb', '128', '--read-before-edit', 'off'];
  const pre = (tool: string, input: unknown): Promise<HookAnswer> => runHook(claude('PreToolUse', box.project, tool, input), box.env, OPTIONS, SLOW);

  const cases: { size: number; shape: Shape; big: boolean }[] = [
    { size: 1, shape: 'one_line', big: false },
    { size: 200 * KB, shape: 'one_line', big: false },
    { size: 200 * KB, shape: 'many_lines', big: true },
    { size: 5 * MB, shape: 'one_line', big: true },
    { size: 16 * MB, shape: 'many_lines', big: false },
  ];
  for (const { size, shape, big } of cases) {
    it(`Edit and MultiEdit of ${size} B (${shape}) in a file of ${big ? 'a million lines' : 'one line'}: denied when not found, allowed when found`, async () => {
      const content = big ? manyLinesFile(1_000_000) : ONE_LINE_FILE;
      const old = textOf(size, shape);
      const replacement = size === 1 ? 'y' : textOf(size, shape, 20_000_000);
      writeFileSync(box.file, content);
      assertDenied(await pre('Edit', { file_path: box.file, old_string: nearMiss(old), new_string: replacement }), 'Edit not found', 'OLD_STRING_NOT_FOUND');
      assertDenied(await pre('MultiEdit', { file_path: box.file, edits: [{ old_string: nearMiss(old), new_string: replacement }] }), 'MultiEdit not found', 'OLD_STRING_NOT_FOUND');
      writeFileSync(box.file, `${old}\n${content}`);
      assertAllowed(await pre('Edit', { file_path: box.file, old_string: old, new_string: replacement }), 'Edit found');
    });
  }

  it('a codex apply_patch hunk of 5 MB that is not in the file is denied with its code', async () => {
    writeFileSync(box.file, ONE_LINE_FILE);
    const hunk = nearMiss(textOf(5 * MB, 'many_lines')).split('\n').filter((line) => line.length > 0);
    const patch = ['*** Begin Patch', '*** Update File: a.ts', '@@', ...hunk.map((line) => `-${line}`), '+x', '*** End Patch'].join('\n');
    // As Codex sends its shell tool's call (see codexShell.spec.ts): tool_name "Bash", the command as argv.
    const event = { session_id: 's', cwd: box.project, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: ['apply_patch', patch] }, tool_use_id: 'call_1' };
    const answer = await runHook(event, box.env, ['--agent', 'codex', ...OPTIONS], SLOW);
    assert.equal(answer.exitCode, 2, answer.stdout.slice(0, 300) + answer.stderr.slice(0, 300));
    assert.match(answer.stderr, /OLD_STRING_NOT_FOUND/);
    assert.doesNotMatch(answer.stderr, /RangeError|Maximum call stack|heap out of memory/);
  });

  it('a NotebookEdit of 5 MB on a notebook with a 5 MB cell: denied with its code for a missing cell, allowed for its cell', async () => {
    const code = textOf(5 * MB, 'many_lines');
    const cell = (id: string, source: string) => ({ cell_type: 'code', execution_count: null, id, metadata: {}, outputs: [], source });
    const notebookPath = join(box.project, 'big.ipynb');
    writeFileSync(notebookPath, `${JSON.stringify({ cells: [cell('first', 'x = 1'), cell('big', code)], metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1)}\n`);
    const replacement = textOf(5 * MB, 'many_lines', 20_000_000);
    assertDenied(await pre('NotebookEdit', { notebook_path: notebookPath, cell_id: 'nope', new_source: replacement, edit_mode: 'replace' }), 'missing cell', 'CELL_NOT_FOUND');
    assertAllowed(await pre('NotebookEdit', { notebook_path: notebookPath, cell_id: 'big', new_source: replacement, edit_mode: 'replace' }), 'its cell');
  });

  it('an event of the largest size the hook reads (64 MiB) and a path of 100,000 characters are answered', async () => {
    writeFileSync(box.file, ONE_LINE_FILE);
    const frame = JSON.stringify(claude('PreToolUse', box.project, 'Edit', { file_path: box.file, old_string: '', new_string: 'y' }));
    const old = 'z'.repeat(MAX_EVENT_BYTES - Buffer.byteLength(frame) - 1024);
    const largest = JSON.stringify(claude('PreToolUse', box.project, 'Edit', { file_path: box.file, old_string: old, new_string: 'y' }));
    assert.ok(Buffer.byteLength(largest) <= MAX_EVENT_BYTES && Buffer.byteLength(largest) > MAX_EVENT_BYTES - 2048);
    assertDenied(await runHook(largest, box.env, OPTIONS, SLOW), 'largest event', 'OLD_STRING_NOT_FOUND');
    const longName = join(box.project, `${'n'.repeat(100_000)}.ts`);
    assertDenied(await pre('Edit', { file_path: longName, old_string: 'a', new_string: 'b' }), 'long name');
    assertDenied(await pre('Read', { file_path: longName }), 'long name read');
  });
});
