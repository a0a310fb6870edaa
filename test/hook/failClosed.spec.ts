// The hook never goes silent: whatever it cannot place or finish is denied in the agent's form
// with exit 2 (every agent lets a call through when its hook crashes, exits otherwise or times out).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { HOOK, claude, runHook, sandboxPerTest } from './hookRunner';

describe('hook: fail closed', () => {
  const box = sandboxPerTest({ 'src/a.ts': 'export const a = 1;\n' });

  it('skips a leading byte order mark (Cursor\'s Windows CLI writes one) and judges the event', async () => {
    const event = JSON.stringify(claude('PreToolUse', box.project, 'Read', { file_path: `${box.project}/../outside.txt` }));
    const answer = await runHook(`\ufeff${event}`, box.env);
    assert.equal(answer.exitCode, 2, answer.stderr);
    assert.match(answer.stdout, /"permissionDecision":"deny".*OUTSIDE_WORKSPACE|PATH_TRAVERSAL/);
  });

  it('answers a whole event at once, even when the agent keeps stdin open (a blocking read that never ends cannot be timed out)', async function () {
    this.timeout(60_000);
    const answer = await new Promise<{ code: number | null; stdout: string }>((done) => {
      const child = spawn(process.execPath, [HOOK, '--agent', 'copilot'], { env: box.env, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stdin.write(JSON.stringify({ sessionId: 's', timestamp: 0, cwd: box.project, toolName: 'view', toolArgs: { path: `${box.project}/../outside.txt` } }));
      const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        child.stdin.destroy();
        done({ code, stdout });
      });
    });
    assert.equal(answer.code, 2);
    assert.match(answer.stdout, /^\{"permissionDecision":"deny","permissionDecisionReason":"(OUTSIDE_WORKSPACE|PATH_TRAVERSAL)/);
  });
});
