// A read out of date, through the built hook on real files (issue 36): the session keeps the lines
// the agent read, so an Edit of a file changed since, but far from the edit, passes; one changed on
// the edit's lines is refused with those lines as they are now; a miss on lines another agent's
// recorded edit changed names that edit's journal entry.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claude, runHook, sandboxPerTest, type HookAnswer } from './hookRunner';

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

function reason(answer: HookAnswer): string {
  return answer.json?.hookSpecificOutput?.permissionDecisionReason ?? '';
}
function assertPasses(answer: HookAnswer): void {
  assert.equal(answer.exitCode, 0, answer.stderr);
  assert.equal(answer.stdout, '', answer.stdout);
}
function assertDenied(answer: HookAnswer, code: string): string {
  assert.equal(answer.exitCode, 2, answer.stdout + answer.stderr);
  assert.equal(answer.json?.hookSpecificOutput?.permissionDecision, 'deny');
  assert.match(reason(answer), new RegExp(`^${code}: `, 'm'));
  return reason(answer);
}

describe('the hook and a read out of date (dist/hook.js as a subprocess)', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'total.ts': SOURCE });

  const event = (moment: 'PreToolUse' | 'PostToolUse', tool: string, input: unknown, session = 'session-1') =>
    runHook(claude(moment, box.project, tool, input, session), { ...box.env, CLAUDE_PROJECT_DIR: box.project });
  const read = async (session = 'session-1') => {
    assertPasses(await event('PreToolUse', 'Read', { file_path: box.file }, session));
    assertPasses(await event('PostToolUse', 'Read', { file_path: box.file }, session));
  };

  it('an Edit of a file changed since the read, far from the edit\'s lines, passes', async () => {
    await read();
    writeFileSync(box.file, SOURCE.replace('import { a }', 'import { a, b }'));
    assertPasses(await event('PreToolUse', 'Edit', { file_path: box.file, old_string: 'export const LIMIT = 10;', new_string: 'export const LIMIT = 20;' }));
  });

  (process.platform === 'win32' ? it.skip : it)('a change since the read that keeps the file\'s size and modification time is still seen (the session\'s stamp holds its change time)', async () => {
    await read();
    // The read was of a file that had settled: the session keeps its stamp, which the next check compares first.
    const sessions = join(box.state, 'guarded-edit', 'hook', 'sessions');
    const state = JSON.parse(readFileSync(join(sessions, readdirSync(sessions).find((n) => n.endsWith('.json')) ?? ''), 'utf8')) as { stamps?: Record<string, string> };
    assert.equal(Object.keys(state.stamps ?? {}).length, 1, JSON.stringify(state));
    // touch -r copies the times to the nanosecond (Node's utimes rounds them).
    const times = join(box.state, 'times');
    writeFileSync(times, '');
    execFileSync('touch', ['-r', box.file, times]);
    writeFileSync(box.file, SOURCE.replace('LIMIT = 10', 'LIMIT = 99'));
    execFileSync('touch', ['-r', times, box.file]);
    assert.equal(statSync(box.file, { bigint: true }).mtimeNs, statSync(times, { bigint: true }).mtimeNs);
    assertDenied(await event('PreToolUse', 'Edit', { file_path: box.file, old_string: 'export const LIMIT = 99;', new_string: 'export const LIMIT = 20;' }), 'CHANGED_SINCE_READ');
  });

  it('an Edit of a file changed on the edit\'s lines is refused with the current text of those lines', async () => {
    await read();
    // old_string is still there, but its line is not as the agent read it.
    writeFileSync(box.file, SOURCE.replace('  let sum = 0;', '  let sum = 0; // running total'));
    const why = assertDenied(await event('PreToolUse', 'Edit', { file_path: box.file, old_string: '  let sum = 0;', new_string: '  let sum = 1;' }), 'CHANGED_SINCE_READ');
    assert.ok(why.includes('line 4 now read: "  let sum = 0; // running total"'), why);
  });

  it('a miss on lines another agent\'s recorded Edit changed since the read names that edit', async () => {
    await read();
    // Another agent (another session) reads and edits the same lines; the hook records its Edit.
    await read('session-2');
    const other = { file_path: box.file, old_string: '  let sum = 0;', new_string: '  let sum = 0n;' };
    assertPasses(await event('PreToolUse', 'Edit', other, 'session-2'));
    writeFileSync(box.file, SOURCE.replace('  let sum = 0;', '  let sum = 0n;'));
    assertPasses(await event('PostToolUse', 'Edit', other, 'session-2'));
    assert.match(readFileSync(box.file, 'utf8'), /0n/);

    const why = assertDenied(await event('PreToolUse', 'Edit', { file_path: box.file, old_string: '  let sum = 0;\n  for', new_string: '  let sum = 1;\n  for' }), 'OLD_STRING_NOT_FOUND');
    assert.match(why, /changed since your read: claude's Edit at \S+ \(journal entry [0-9A-Za-z_-]+\) changed them/);
  });

  it('the agent\'s own recorded Edit is never named as a change since its read', async () => {
    await read();
    const own = { file_path: box.file, old_string: '  let sum = 0;', new_string: '  let sum = 1;' };
    assertPasses(await event('PreToolUse', 'Edit', own));
    writeFileSync(box.file, SOURCE.replace('  let sum = 0;', '  let sum = 1;'));
    assertPasses(await event('PostToolUse', 'Edit', own));
    // Then someone outside Guarded Edit (a formatter) changes the same line.
    writeFileSync(box.file, SOURCE.replace('  let sum = 0;', '  let sum: number = 1;'));
    const why = assertDenied(await event('PreToolUse', 'Edit', { file_path: box.file, old_string: '  let sum = 1;\n  for', new_string: '  let sum = 2;\n  for' }), 'OLD_STRING_NOT_FOUND');
    assert.doesNotMatch(why, /claude's Edit/);
    assert.match(why, /did not come through Guarded Edit/);
  });
});
