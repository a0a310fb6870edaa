// The hook never goes silent: whatever it cannot place or finish is denied in the agent's form
// with exit 2 (every agent lets a call through when its hook crashes, exits otherwise or times out).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { AGENTS, DIALECTS, ownEntries } from '../../src/core/agentHook';
import { HOOK, claude, runHook, sandboxPerTest } from './hookRunner';

/** The form of a deny in each dialect (the stdout's start) and its exit code. */
const DENY: Record<string, { form: RegExp; exit: number }> = {
  claude: { form: /^\{"hookSpecificOutput":\{"hookEventName":"PreToolUse","permissionDecision":"deny"/, exit: 2 },
  vscode: { form: /^\{"hookSpecificOutput":\{"hookEventName":"PreToolUse","permissionDecision":"deny"/, exit: 2 },
  codex: { form: /^\{"hookSpecificOutput":\{"hookEventName":"PreToolUse","permissionDecision":"deny"/, exit: 2 },
  copilot: { form: /^\{"permissionDecision":"deny"/, exit: 2 },
  gemini: { form: /^\{"decision":"deny"/, exit: 2 },
  cursor: { form: /^\{"permission":"deny"/, exit: 2 },
  cline: { form: /^\{"cancel":true/, exit: 0 },
  opencode: { form: /^\{"deny":/, exit: 2 },
};

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

  it('denies an event it cannot place in every dialect, with --agent and without, and answers a known event it does not act on with nothing', async () => {
    for (const agent of AGENTS) {
      for (const event of [{ foo: 1 }, { hook_event_name: 'Whatever', session_id: 's', cwd: box.project }]) {
        const answer = await runHook(event, box.env, ['--agent', agent]);
        assert.equal(answer.exitCode, DENY[agent].exit, `${agent} ${JSON.stringify(event)}: ${answer.stdout}`);
        assert.match(answer.stdout, DENY[agent].form, agent);
        assert.match(answer.stdout, /is not one the hook knows, so it is refused/, agent);
      }
    }
    const unnamed = await runHook({ foo: 1 }, box.env);
    assert.equal(unnamed.exitCode, 2);
    assert.match(unnamed.stdout, DENY.claude.form);
    for (const [agent, name] of [['claude', 'SessionStart'], ['claude', 'Stop'], ['codex', 'Stop'], ['gemini', 'AfterAgent'], ['cursor', 'stop']] as const) {
      const answer = await runHook({ hook_event_name: name, session_id: 's', cwd: box.project }, box.env, ['--agent', agent]);
      assert.equal(answer.exitCode, 0, `${agent} ${name}: ${answer.stdout}${answer.stderr}`);
      assert.doesNotMatch(answer.stdout, /deny|allow/, `${agent} ${name}`);
    }
  });

  it('never prints "allow": a call that is fine gets nothing, or the JSON an agent wants on every path without a decision', () => {
    for (const agent of AGENTS) {
      const { answers } = DIALECTS[agent];
      for (const answer of [answers.allow, answers.quiet('after'), answers.quiet('prompt'), answers.quiet('other')]) assert.doesNotMatch(answer.stdout ?? '', /allow/i, agent);
      assert.equal(answers.allow.exitCode, 0);
    }
    assert.ok(!('ask' in DIALECTS.cursor.answers), "Cursor's preToolUse enforces only a deny: no ask");
  });

  it("writes failClosed: true in Cursor's entries, and every entry's timeout far above the hook's own 10 s", () => {
    for (const [event, entries] of Object.entries(ownEntries('cursor', 'C'))) assert.deepEqual(entries, [{ command: 'C', timeout: 60, failClosed: true }], event);
    for (const agent of AGENTS) {
      if (agent === 'cline' || agent === 'opencode') continue;
      const text = JSON.stringify(ownEntries(agent, 'C'));
      for (const match of text.matchAll(/"(timeout|timeoutSec)":(\d+)/g)) {
        const seconds = agent === 'gemini' ? Number(match[2]) / 1000 : Number(match[2]);
        assert.ok(seconds >= 60, `${agent}: ${match[0]}`);
      }
    }
  });

  it("recognises VS Code's Local events (camelCase hookEventName, snake_case tool_name and tool_input) without --agent, and answers in VS Code's form", async () => {
    const event = { hookEventName: 'PreToolUse', sessionId: 'vs-1', timestamp: '2026-11-28T20:00:00Z', cwd: box.project, tool_name: 'copilot_createFile', tool_input: { filePath: `${box.project}/../outside.ts`, content: 'x' } };
    const answer = await runHook(event, box.env);
    assert.equal(answer.exitCode, 2, answer.stderr);
    assert.match(answer.stdout, DENY.vscode.form);
  });
});
