// The built hook (dist/hook.js) on every agent's shell tool before it runs: a command whose words
// write outside the workspace, into a protected file or into a confirm-list file is refused in the
// agent's form (through cd, bash -c and ~ too), naming the target, the words and the file tool to
// use; a read-only command, a write inside and a write the words do not name pass. The agents'
// forms are in shellDialects.ts; the bad inputs, in every agent, in shellBadInput.spec.ts. Run
// once per shell parser engine: the hook of dist/ (native), and a copy without the native pair
// (WebAssembly, as where the package has none for the platform or it does not load).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hookOf, runHook, sandboxPerTest, type HookAnswer, type HookEngine, type TestSandbox } from './hookRunner';
import { decisionOf, SHELL_DIALECTS, type ShellDialect } from './shellDialects';

/** The shell forms the dialect-specific cases below use. */
const BY_LABEL = new Map(SHELL_DIALECTS.map((d) => [d.label, d]));
const CLAUDE = BY_LABEL.get('claude Bash') as ShellDialect;
const CODEX_ARGV = { ...(BY_LABEL.get('codex shell (an argv array)') as ShellDialect), before: (cwd: string, command: string | string[]) => ({ session_id: 's', turn_id: 't', cwd, hook_event_name: 'PreToolUse', tool_name: 'shell', tool_input: { command } }) };

let engine: HookEngine = 'native';
/** The hook of the engine the tests run now. */
function hookRun(event: unknown, env: NodeJS.ProcessEnv, args: string[]): Promise<HookAnswer> {
  return runHook(event, env, args, 30_000, hookOf(engine));
}

function run(box: TestSandbox, d: ShellDialect, command: string): Promise<HookAnswer> {
  return hookRun(d.before(box.project, command), { ...box.env, CLAUDE_PROJECT_DIR: box.project }, ['--agent', d.agent]);
}

function assertDenied(d: ShellDialect, answer: HookAnswer, code: string, words: string, target: RegExp): void {
  const { kind, reason } = decisionOf(answer);
  assert.equal(kind, 'deny', `${d.label}: ${answer.stdout}${answer.stderr}`);
  assert.equal(answer.exitCode, d.denyExit);
  assert.match(reason, new RegExp(`^${code}: `));
  assert.ok(reason.includes(words), `${d.label}: the reason names the words ${words}: ${reason}`);
  assert.match(reason, target);
}

for (const parser of ['native', 'wasm'] as const satisfies readonly HookEngine[]) describe(`hook: shell commands judged before they run (${parser} parser)`, function () {
  this.timeout(120_000);
  before(() => {
    engine = parser;
  });
  const box = sandboxPerTest({ 'src/app.ts': 'export const a = 1;\n' });
  const git = (): void => {
    execFileSync('git', ['init', '-q', box.project]);
  };

  for (const d of SHELL_DIALECTS) {
    describe(d.label, () => {
      it('refuses a write outside the workspace, through cd, bash -c and ~', async () => {
        assertDenied(d, await run(box, d, 'echo pwned > ../outside.txt'), 'OUTSIDE_WORKSPACE', '> ../outside.txt', /outside\.txt/);
        assertDenied(d, await run(box, d, 'cd src && cp app.ts ../../copy.ts'), 'OUTSIDE_WORKSPACE', 'cp app.ts ../../copy.ts', /copy\.ts/);
        assertDenied(d, await run(box, d, `bash -c 'rm -f ../gone'`), 'OUTSIDE_WORKSPACE', 'rm -f ../gone', /gone/);
        assertDenied(d, await run(box, d, 'echo alias x=y >> ~/.bashrc'), 'OUTSIDE_WORKSPACE', '>> ~/.bashrc', /\.bashrc/);
        assert.equal(existsSync(join(box.project, '..', 'outside.txt')), false);
      });

      it('refuses a protected file (.git) and names the file tool to use', async () => {
        git();
        const answer = await run(box, d, `sed -i 's/a/b/' .git/config`);
        assertDenied(d, answer, 'PROTECTED_PATH', `sed -i 's/a/b/' .git/config`, /\.git\/config/);
        assert.match(decisionOf(answer).reason, /use (the |apply_patch)/);
        assertDenied(d, await run(box, d, 'git config core.hooksPath /tmp/h'), 'PROTECTED_PATH', 'git config core.hooksPath /tmp/h', /\.git\/config/);
        assertDenied(d, await run(box, d, 'cd .git && echo x > hooks/pre-commit'), 'PROTECTED_PATH', '> hooks/pre-commit', /\.git\/hooks\/pre-commit/);
      });

      it('asks for, or refuses, a file of the confirm list as a file tool would (a heredoc, through cd)', async () => {
        for (const command of ["cat <<'EOF' > .github/workflows/ci.yml\non: push\nEOF", 'mkdir -p .github/workflows && cd .github && tee workflows/ci.yml < /dev/null']) {
          const answer = await run(box, d, command);
          const { kind, reason } = decisionOf(answer);
          // An agent that shows an ask to the person gets one; the others cannot ask, so it is a refusal.
          assert.equal(kind, d.asks ? 'ask' : 'deny', `${command}: ${answer.stdout}`);
          assert.match(reason, /CONFIRMATION_REQUIRED: .*\.github\/workflows\/ci\.yml/);
        }
      });

      it('lets through a read-only command, a write inside, and a write the words do not name', async () => {
        for (const command of ['ls -la && git status | grep x', 'echo x > src/new.ts && sed -i s/a/b/ src/app.ts', 'python3 -c "open(\'x\',\'w\')"', 'rm -f $TMPFILE']) {
          const answer = await run(box, d, command);
          assert.deepEqual([decisionOf(answer).kind, answer.exitCode, answer.stdout], ['allow', 0, d.allowed], `${d.label}: ${command}`);
        }
      });
    });
  }

  it('reads Codex\'s argv commands', async () => {
    const argv = (command: string[]) => hookRun(CODEX_ARGV.before(box.project, command), box.env, ['--agent', 'codex']);
    assertDenied(CODEX_ARGV, await argv(['rm', '-f', '../x']), 'OUTSIDE_WORKSPACE', 'rm -f ../x', /x/);
    assertDenied(CODEX_ARGV, await argv(['bash', '-lc', 'echo x > ../y']), 'OUTSIDE_WORKSPACE', '> ../y', /y/);
    assertDenied(CODEX_ARGV, await argv(['sed', '-i', 's/a/b/', '.git/config']), 'PROTECTED_PATH', 'sed -i s/a/b/ .git/config', /\.git\/config/);
    assert.equal(decisionOf(await argv(['ls', '-la'])).kind, 'allow');
  });

  it('judges the folder a tool runs its command in (Codex workdir, Gemini dir_path)', async () => {
    const codex = { session_id: 's', turn_id: 't', cwd: box.project, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'touch x', workdir: '/tmp' } };
    assertDenied(CODEX_ARGV, await hookRun(codex, box.env, ['--agent', 'codex']), 'OUTSIDE_WORKSPACE', 'touch x', /\/tmp\/x/);
    const gemini = { session_id: 's', cwd: box.project, hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command: 'touch y', dir_path: '..' } };
    assertDenied(BY_LABEL.get('gemini run_shell_command') as ShellDialect, await hookRun(gemini, { ...box.env, GEMINI_PROJECT_DIR: box.project }, ['--agent', 'gemini']), 'OUTSIDE_WORKSPACE', 'touch y', /y/);
  });

  it('judges OpenCode\'s bash workdir once, from the folder OpenCode runs in (a relative workdir was taken twice)', async () => {
    mkdirSync(join(box.project, 'sub'));
    const opencode = (command: string, workdir: string) => hookRun(
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
    const answer = await run(box, CLAUDE, 'rm -rf /');
    assertDenied(CLAUDE, answer, 'OUTSIDE_WORKSPACE', 'rm -rf /', /the path "\/" is outside the workspace/);
    const { reason } = decisionOf(answer);
    for (const name of readdirSync('/')) assert.ok(!reason.includes(`"/${name}"`), `the reason names "/${name}": ${reason}`);
  });

  it('refuses a recursive removal of a folder that holds .git', async () => {
    git();
    assertDenied(CLAUDE, await run(box, CLAUDE, 'rm -rf .'), 'PROTECTED_PATH', 'rm -rf .', /\.git/);
    assertDenied(CLAUDE, await run(box, CLAUDE, 'cp src/app.ts .git/'), 'PROTECTED_PATH', 'cp src/app.ts .git/', /\.git/);
  });

  describe('bad input (the bounds, in every agent: shellBadInput.spec.ts)', () => {
    it('a command the parser cannot read is let through to be watched', async () => {
      assert.equal(decisionOf(await run(box, CLAUDE, 'echo x > ../o; if then')).kind, 'allow');
    });

    it('a shell tool without a command is refused', async () => {
      const event = { session_id: 's', cwd: box.project, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { description: 'x' } };
      assertDenied(CLAUDE, await hookRun(event, box.env, ['--agent', 'claude']), 'INVALID_INPUT', 'no string "command"', /Bash/);
    });
  });
});
