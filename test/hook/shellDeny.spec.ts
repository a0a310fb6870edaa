// The built hook (dist/hook.js) on every agent's shell tool before it runs: a command whose words
// write outside the workspace, into a protected file or into a confirm-list file is refused in the
// agent's form (through cd, bash -c and ~ too), naming the target, the words and the file tool to
// use; a read-only command, a write inside and a write the words do not name pass; bad input gets a
// clear answer.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIALECTS, type AgentName } from '../../src/core/agentHook';
import { runHook, sandboxPerTest, type HookAnswer, type TestSandbox } from './hookRunner';

type Agent = 'claude' | 'vscode' | 'copilot' | 'codex' | 'gemini' | 'cursor' | 'cursor-shell' | 'cline';

/** The before-event of each agent's shell tool running `command` in `cwd`. */
function shellEvent(agent: Agent, cwd: string, command: string | string[]): unknown {
  switch (agent) {
    case 'claude':
      return { session_id: 's', cwd, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command, description: 'run' } };
    case 'vscode':
      return { session_id: 's', cwd, hookEventName: 'PreToolUse', hook_event_name: 'PreToolUse', tool_name: 'run_in_terminal', tool_input: { command, explanation: 'run', isBackground: false } };
    case 'copilot':
      return { sessionId: 's', timestamp: 0, cwd, toolName: 'bash', toolArgs: JSON.stringify({ command, description: 'run' }) };
    case 'codex':
      return { session_id: 's', turn_id: 't', cwd, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } };
    case 'gemini':
      return { session_id: 's', cwd, hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command, description: 'run' } };
    case 'cursor':
      return { conversation_id: 's', generation_id: 'g', workspace_roots: [cwd], hook_event_name: 'preToolUse', tool_name: 'Shell', tool_input: { command } };
    case 'cursor-shell':
      return { conversation_id: 's', generation_id: 'g', workspace_roots: [cwd], hook_event_name: 'beforeShellExecution', command, cwd };
    case 'cline':
      return { clineVersion: '3', hookName: 'PreToolUse', timestamp: '0', taskId: 's', workspaceRoots: [cwd], userId: 'u', preToolUse: { toolName: 'execute_command', parameters: { command, requires_approval: 'false' } } };
  }
}

const AGENTS: Agent[] = ['claude', 'vscode', 'copilot', 'codex', 'gemini', 'cursor', 'cursor-shell', 'cline'];
const agentArgument = (agent: Agent): string => (agent === 'cursor-shell' ? 'cursor' : agent);

function run(box: TestSandbox, agent: Agent, command: string | string[]): Promise<HookAnswer> {
  return runHook(shellEvent(agent, box.project, command), { ...box.env, CLAUDE_PROJECT_DIR: box.project }, ['--agent', agentArgument(agent)]);
}

/** The decision in the agent's form ('deny', 'ask' or 'allow') and the reason. */
function decision(_agent: Agent, answer: HookAnswer): { kind: string; reason: string } {
  const out = answer.stdout === '' ? {} : (JSON.parse(answer.stdout) as Record<string, unknown>);
  const specific = out.hookSpecificOutput as Record<string, unknown> | undefined;
  if (specific !== undefined) return { kind: String(specific.permissionDecision), reason: String(specific.permissionDecisionReason) };
  if ('permissionDecision' in out) return { kind: String(out.permissionDecision), reason: String(out.permissionDecisionReason) };
  if (out.decision === 'deny') return { kind: 'deny', reason: String(out.reason) };
  if ('permission' in out) return { kind: String(out.permission), reason: typeof out.agent_message === 'string' ? out.agent_message : '' };
  if (out.cancel === true) return { kind: 'deny', reason: String(out.errorMessage) };
  return { kind: 'allow', reason: '' };
}

function assertDenied(agent: Agent, answer: HookAnswer, code: string, words: string, target: RegExp): void {
  const { kind, reason } = decision(agent, answer);
  assert.equal(kind, 'deny', `${agent}: ${answer.stdout}${answer.stderr}`);
  assert.equal(answer.exitCode, agent === 'cline' ? 0 : 2);
  assert.match(reason, new RegExp(`^${code}: `));
  assert.ok(reason.includes(words), `${agent}: the reason names the words ${words}: ${reason}`);
  assert.match(reason, target);
}

describe('hook: shell commands judged before they run', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'src/app.ts': 'export const a = 1;\n' });
  const git = (): void => {
    execFileSync('git', ['init', '-q', box.project]);
  };

  for (const agent of AGENTS) {
    describe(agent, () => {
      it('refuses a write outside the workspace, through cd, bash -c and ~', async () => {
        assertDenied(agent, await run(box, agent, 'echo pwned > ../outside.txt'), 'OUTSIDE_WORKSPACE', '> ../outside.txt', /outside\.txt/);
        assertDenied(agent, await run(box, agent, 'cd src && cp app.ts ../../copy.ts'), 'OUTSIDE_WORKSPACE', 'cp app.ts ../../copy.ts', /copy\.ts/);
        assertDenied(agent, await run(box, agent, `bash -c 'rm -f ../gone'`), 'OUTSIDE_WORKSPACE', 'rm -f ../gone', /gone/);
        assertDenied(agent, await run(box, agent, 'echo alias x=y >> ~/.bashrc'), 'OUTSIDE_WORKSPACE', '>> ~/.bashrc', /\.bashrc/);
        assert.equal(existsSync(join(box.project, '..', 'outside.txt')), false);
      });

      it('refuses a protected file (.git) and names the file tool to use', async () => {
        git();
        const answer = await run(box, agent, `sed -i 's/a/b/' .git/config`);
        assertDenied(agent, answer, 'PROTECTED_PATH', `sed -i 's/a/b/' .git/config`, /\.git\/config/);
        assert.match(decision(agent, answer).reason, /use (the |apply_patch)/);
        assertDenied(agent, await run(box, agent, 'git config core.hooksPath /tmp/h'), 'PROTECTED_PATH', 'git config core.hooksPath /tmp/h', /\.git\/config/);
      });

      it('asks for, or refuses, a file of the confirm list as a file tool would', async () => {
        const answer = await run(box, agent, "cat <<'EOF' > .github/workflows/ci.yml\non: push\nEOF");
        const { kind, reason } = decision(agent, answer);
        // An agent that shows an ask to the person gets one; the others cannot ask, so it is a refusal.
        assert.equal(kind, DIALECTS[agentArgument(agent) as AgentName].answers.ask !== undefined ? 'ask' : 'deny', answer.stdout);
        assert.match(reason, /CONFIRMATION_REQUIRED: .*\.github\/workflows\/ci\.yml/);
      });

      it('lets through a read-only command, a write inside, and a write the words do not name', async () => {
        for (const command of ['ls -la && git status | grep x', 'echo x > src/new.ts && sed -i s/a/b/ src/app.ts', 'python3 -c "open(\'x\',\'w\')"', 'rm -f $TMPFILE']) {
          assert.equal(decision(agent, await run(box, agent, command)).kind, 'allow', `${agent}: ${command}`);
        }
      });
    });
  }

  it('reads Codex\'s argv commands', async () => {
    assertDenied('codex', await run(box, 'codex', ['rm', '-f', '../x']), 'OUTSIDE_WORKSPACE', 'rm -f ../x', /x/);
    assertDenied('codex', await run(box, 'codex', ['bash', '-lc', 'echo x > ../y']), 'OUTSIDE_WORKSPACE', '> ../y', /y/);
    assert.equal(decision('codex', await run(box, 'codex', ['ls', '-la'])).kind, 'allow');
  });

  it('judges the folder a tool runs its command in (Codex workdir, Gemini dir_path)', async () => {
    const codex = { session_id: 's', turn_id: 't', cwd: box.project, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'touch x', workdir: '/tmp' } };
    assertDenied('codex', await runHook(codex, box.env, ['--agent', 'codex']), 'OUTSIDE_WORKSPACE', 'touch x', /\/tmp\/x/);
    const gemini = { session_id: 's', cwd: box.project, hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command: 'touch y', dir_path: '..' } };
    assertDenied('gemini', await runHook(gemini, { ...box.env, GEMINI_PROJECT_DIR: box.project }, ['--agent', 'gemini']), 'OUTSIDE_WORKSPACE', 'touch y', /y/);
  });

  it('judges OpenCode\'s bash workdir once, from the folder OpenCode runs in (a relative workdir was taken twice)', async () => {
    mkdirSync(join(box.project, 'sub'));
    const opencode = (command: string, workdir: string) => runHook(
      { opencode: 'tool.execute.before', sessionID: 's', callID: 'c', tool: 'bash', args: { command, workdir, description: 'run' }, directory: box.project, worktree: box.project },
      box.env, ['--agent', 'opencode'],
    );
    const inside = await opencode('touch ../x', 'sub');
    assert.deepEqual([inside.exitCode, inside.stdout], [0, ''], inside.stderr);
    const outside = await opencode('touch ../../x', 'sub');
    assert.equal(outside.exitCode, 2, outside.stdout);
    assert.match(outside.stderr, new RegExp(`^OUTSIDE_WORKSPACE: .*"${join(box.project, '..', 'x').replace(/[/.]/g, '\\$&')}"`));
    assert.equal((await opencode('touch ../x', join(box.project, 'sub'))).exitCode, 0, 'an absolute workdir is taken as it is');
  });

  it('names the target the command names: `rm -rf /` is refused for "/", not for an entry of it', async () => {
    const answer = await run(box, 'claude', 'rm -rf /');
    assertDenied('claude', answer, 'OUTSIDE_WORKSPACE', 'rm -rf /', /the path "\/" is outside the workspace/);
    const { reason } = decision('claude', answer);
    for (const name of readdirSync('/')) assert.ok(!reason.includes(`"/${name}"`), `the reason names "/${name}": ${reason}`);
  });

  it('refuses a recursive removal of a folder that holds .git', async () => {
    git();
    assertDenied('claude', await run(box, 'claude', 'rm -rf .'), 'PROTECTED_PATH', 'rm -rf .', /\.git/);
    assertDenied('claude', await run(box, 'claude', 'cp src/app.ts .git/'), 'PROTECTED_PATH', 'cp src/app.ts .git/', /\.git/);
  });

  describe('bad input', () => {
    it('a command of 1 MiB, a heredoc of 64 MiB: refused unread, within bounds', async () => {
      const long = await run(box, 'claude', `echo ${'a'.repeat(1024 * 1024)} > x`);
      assertDenied('claude', long, 'INVALID_INPUT', 'characters long', /more than the \d+ the guard reads/);
      const heredoc = await run(box, 'claude', `cat <<'EOF' > big.txt\n${'x'.repeat(63 * 1024 * 1024)}\nEOF`);
      assert.equal(decision('claude', heredoc).kind, 'deny');
    });

    it('nesting 1,000 deep, NUL bytes, an argv of 100,000 items: refused', async () => {
      assertDenied('claude', await run(box, 'claude', `${'eval '.repeat(1000)}touch x`), 'INVALID_INPUT', 'nests', /deep/);
      assertDenied('claude', await run(box, 'claude', 'echo a\0b > x'), 'INVALID_INPUT', 'NUL', /NUL/);
      assertDenied('codex', await run(box, 'codex', Array.from({ length: 100_000 }, (_, i) => `a${i}`)), 'INVALID_INPUT', '100000 words', /words/);
    });

    it('invalid UTF-8 is read as the replacement characters it decodes to', async () => {
      const text = JSON.stringify(shellEvent('claude', box.project, 'echo __ > ../out'));
      const event = Buffer.from(text.replace('__', '\xff\xfe'), 'latin1');
      const answer = await runHook(event, { ...box.env, CLAUDE_PROJECT_DIR: box.project }, ['--agent', 'claude']);
      assertDenied('claude', answer, 'OUTSIDE_WORKSPACE', '> ../out', /out/);
    });

    it('a command the parser cannot read is let through to be watched', async () => {
      assert.equal(decision('claude', await run(box, 'claude', 'echo x > ../o; if then')).kind, 'allow');
    });

    it('a shell tool without a command is refused', async () => {
      const event = { session_id: 's', cwd: box.project, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { description: 'x' } };
      assertDenied('claude', await runHook(event, box.env, ['--agent', 'claude']), 'INVALID_INPUT', 'no string "command"', /Bash/);
    });
  });
});
