// Guarded Edit's hook on the real Claude Code CLI's shell tool, Bash: installed by `guarded-edit
// install --agent claude` as the README says (.claude/settings.local.json, matcher with Bash),
// driven headless (`claude -p`) and offline by a scripted stand-in for the model API. Claude Code's
// own permissions let every Bash call through (--allowedTools Bash, the outside folder added), so
// only the hook can stop one; the cases are shellCases.ts's.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADLESS_TIMEOUT_MS, userWithHook } from './agentProject';
import { run, type Ran } from './run';
import { itGuardsTheShell, SHELL_CALL, SHELL_COMMANDS } from './shellCases';
import { resultOfCall, startModelApi, type ModelApiStandIn } from './standIns/modelApi';

describe("the hook on the real Claude Code CLI's shell tool (Bash)", function () {
  this.timeout(300_000);
  const user = userWithHook('claude');
  let api: ModelApiStandIn;
  let headless: Ran;

  before(async () => {
    const bash = (command: string) => ({ tool: 'Bash', input: { command, description: 'A shell command.' } });
    api = await startModelApi([bash(SHELL_COMMANDS.outside), bash(SHELL_COMMANDS.sed), bash(SHELL_COMMANDS.heredoc), bash(SHELL_COMMANDS.gitConfig), { text: 'Done.' }]);
    headless = await run('claude', ['-p', 'Change the timeouts.', '--output-format', 'json', '--allowedTools', 'Bash', '--add-dir', user.machine.base], {
      cwd: user.machine.project,
      env: user.machine.env(api.url),
      timeoutMs: HEADLESS_TIMEOUT_MS,
    });
  });
  after(async () => {
    await api?.close();
  });

  it('installs with a matcher that sends Bash to the hook', () => {
    assert.equal(user.installed.code, 0, user.installed.stdout + user.installed.stderr);
    const settings = readFileSync(join(user.machine.project, '.claude', 'settings.local.json'), 'utf8');
    assert.match(settings, /"matcher": "[^"]*\bBash\b/);
  });

  it('runs to the end of the script offline', () => {
    assert.equal(headless.code, 0, headless.stdout + headless.stderr);
    const result = JSON.parse(headless.stdout) as { is_error: boolean; result: string };
    assert.equal(result.result, 'Done.', headless.stdout);
    assert.equal(api.requests.length, 5);
  });

  it('shows the model a refusal as the tool result, marked an error', () => {
    assert.equal(resultOfCall(api, SHELL_CALL.outside).isError, true);
    assert.equal(resultOfCall(api, SHELL_CALL.sed).isError, false, resultOfCall(api, SHELL_CALL.sed).text);
  });

  itGuardsTheShell(() => ({
    ...user,
    resultOf: (n) => resultOfCall(api, n).text,
    lastRequest: () => api.requests[api.requests.length - 1],
  }), 'claude', 'Bash', /OUTSIDE_WORKSPACE/, {
    // A text block of its own beside the tool's result, which stays as the command left it.
    path: /^\$\.messages\[\d+\]\.content\[\d+\]\.text$/,
    text: /^PostToolUse:Bash hook blocking error from command: .*guarded-edit.*: Guarded Edit put back/,
  });
});
