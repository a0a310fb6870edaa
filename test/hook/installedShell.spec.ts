// The hook as `guarded-edit install` leaves it in the data folder reads shell commands: the shell
// parser's .wasm files are copied beside its program (the installed program looks for them in its
// own folder; without them every shell call of every agent was refused with ENOENT, which the real
// Claude Code CLI showed).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { claude, REPO, runCli, sandboxPerTest } from './hookRunner';

function runInstalled(hook: string, event: unknown, env: NodeJS.ProcessEnv): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(process.execPath, [hook, '--agent', 'claude'], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ exitCode: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
    child.stdin?.end(JSON.stringify(event));
  });
}

describe('the installed hook (data folder) reads shell commands', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'notes.txt': 'one\n' });

  it('install copies the shell parser beside the program; the installed hook refuses a write outside and lets a write inside through', async () => {
    const installed = await runCli(box.installEnv, ['install', '--agent', 'claude', box.project]);
    assert.equal(installed.exitCode, 0, installed.stdout + installed.stderr);
    for (const name of ['web-tree-sitter.wasm', 'tree-sitter-bash.wasm']) {
      const copy = join(dirname(box.installedHook), name);
      assert.ok(existsSync(copy), `${name} beside the installed hook`);
      assert.deepEqual(readFileSync(copy), readFileSync(join(REPO, 'dist', name)));
    }
    const env = box.installEnv;
    const outside = await runInstalled(box.installedHook, claude('PreToolUse', box.project, 'Bash', { command: 'echo pwned > ../outside.txt' }), env);
    assert.equal(outside.exitCode, 2, outside.stdout + outside.stderr);
    assert.match(outside.stdout, /"permissionDecision":"deny"/);
    assert.match(outside.stdout, /OUTSIDE_WORKSPACE/);
    assert.doesNotMatch(outside.stdout, /ENOENT/);
    const inside = await runInstalled(box.installedHook, claude('PreToolUse', box.project, 'Bash', { command: "sed -i 's/one/two/' notes.txt" }), env);
    assert.deepEqual([inside.exitCode, inside.stdout], [0, ''], inside.stderr);
  });
});
