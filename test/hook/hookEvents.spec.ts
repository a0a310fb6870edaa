// The hook against bad events and a hard life: NUL in new text, "~" and "$HOME" paths, events
// that are not JSON objects, a lock left by a killed hook (taken over at once), and a hook killed
// while it updates the session (nothing lost, no false NOT_READ_FIRST).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { SessionStore, stateFolder } from '../../src/hook/sessionStore';
import { claude, runHook, sandboxPerTest, type HookAnswer } from './hookRunner';

function decision(answer: HookAnswer): string | undefined {
  return answer.json?.hookSpecificOutput?.permissionDecision;
}
function reason(answer: HookAnswer): string {
  return answer.json?.hookSpecificOutput?.permissionDecisionReason ?? '';
}

describe('agent hook: bad events and killed hooks', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'app.ts': 'const a = 1;\n' });
  const pre = (tool: string, input: unknown) => runHook(claude('PreToolUse', box.project, tool, input), box.env);
  const post = (tool: string, input: unknown) => runHook(claude('PostToolUse', box.project, tool, input), box.env);

  it('refuses a NUL in an Edit\'s new_string and in a Write\'s content (BINARY_CONTENT)', async () => {
    await post('Read', { file_path: box.file });
    const edit = await pre('Edit', { file_path: box.file, old_string: 'a = 1', new_string: 'a = \u0000' });
    assert.equal(decision(edit), 'deny');
    assert.match(reason(edit), /^BINARY_CONTENT: /m);
    const write = await pre('Write', { file_path: join(box.project, 'new.ts'), content: 'x\u0000y' });
    assert.equal(decision(write), 'deny');
    assert.match(reason(write), /^BINARY_CONTENT: /m);
  });

  it('reads "~" and "$HOME" at the start of a path as the home folder, judged by the jail', async () => {
    writeFileSync(join(box.env.HOME as string, '.bashrc'), 'export A=1\n');
    for (const path of ['~/.bashrc', '$HOME/.bashrc', '${HOME}/.bashrc']) {
      const answer = await pre('Write', { file_path: path, content: 'rm -rf /\n' });
      assert.equal(decision(answer), 'deny', path);
      assert.match(reason(answer), /^OUTSIDE_WORKSPACE: /m, path);
    }
    // Inside the workspace through "~": allowed like the same path written out.
    const inside = await pre('Read', { file_path: '~/project/app.ts' });
    assert.equal(inside.stdout, '', inside.stdout);
  });

  it('refuses an event that is not a JSON object (an array, a string, null)', async () => {
    for (const event of ['[{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{}}]', '"PreToolUse"', 'null']) {
      const answer = await runHook(event, box.env);
      assert.equal(decision(answer), 'deny', event);
      assert.match(reason(answer), /not a JSON object/, event);
    }
  });

  it('takes over at once the session lock of a hook that was killed, so the read is recorded and the edit allowed', async () => {
    const store = new SessionStore(stateFolder(box.env), 'session-1');
    mkdirSync(store.folder, { recursive: true });
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());
    writeFileSync(`${store.file}.lock`, JSON.stringify({ pid: dead, host: hostname(), token: 'killed', since: Date.now() }));
    const read = await post('Read', { file_path: box.file });
    assert.equal(read.exitCode, 0, read.stderr);
    const edit = await pre('Edit', { file_path: box.file, old_string: 'a = 1', new_string: 'a = 2' });
    assert.equal(edit.stdout, '', `no false NOT_READ_FIRST: ${reason(edit)}`);
    assert.ok(!existsSync(`${store.file}.lock`));
  });

  it('loses nothing when hooks are killed at random moments while recording reads', async () => {
    const files = Array.from({ length: 6 }, (_, i) => join(box.project, `f${i}.ts`));
    for (const f of files) writeFileSync(f, `const f = '${f}';\n`);
    // Hooks killed mid-flight (some before, some during their update), then one that finishes per file.
    for (const f of files) {
      const child = spawn(process.execPath, [join(__dirname, '..', '..', 'dist', 'hook.js')], { env: box.env, stdio: ['pipe', 'ignore', 'ignore'] });
      child.stdin.end(JSON.stringify(claude('PostToolUse', box.project, 'Read', { file_path: f })));
      setTimeout(() => child.kill('SIGKILL'), Math.random() * 60);
      await new Promise((r) => child.once('exit', r));
    }
    for (const f of files) assert.equal((await post('Read', { file_path: f })).exitCode, 0);
    for (const f of files) {
      const edit = await pre('Edit', { file_path: f, old_string: 'const f', new_string: 'const g' });
      assert.equal(edit.stdout, '', `${f}: ${reason(edit)}`);
    }
    const state = JSON.parse(readFileSync(new SessionStore(stateFolder(box.env), 'session-1').file, 'utf8')) as { files: Record<string, string> };
    assert.equal(Object.keys(state.files).length, files.length);
  });
});
