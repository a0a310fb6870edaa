// Guarded Edit's hook on the real Gemini CLI's shell tool, run_shell_command: installed by
// `guarded-edit install --agent gemini` in a folder the person trusts (as the README says), headless
// and offline against the Gemini API stand-in. Gemini's approvals are off (yolo) and the outside
// folder is in its workspace, so only the hook can stop a call; the cases are shellCases.ts's.
import assert from 'node:assert/strict';
import { cliBin, geminiHome, geminiOfflineEnv, HEADLESS_TIMEOUT_MS, resultOf, userWithHook } from './agentProject';
import { run, type Ran } from './run';
import { itGuardsTheShell, SHELL_COMMANDS } from './shellCases';
import { startGeminiApi } from './standIns/geminiApi';
import type { ScriptedApi } from './standIns/scripted';

describe("the hook on the real Gemini CLI's shell tool (run_shell_command)", function () {
  this.timeout(300_000);
  const user = userWithHook('gemini');
  let api: ScriptedApi;
  let headless: Ran;

  before(async () => {
    // Trusting the folder, as Gemini's trust question does.
    geminiHome(user.machine.home, user.machine.project);
    const shell = (command: string) => ({ tool: 'run_shell_command', input: { command, description: 'A shell command.' } });
    api = await startGeminiApi([shell(SHELL_COMMANDS.outside), shell(SHELL_COMMANDS.sed), shell(SHELL_COMMANDS.heredoc), shell(SHELL_COMMANDS.gitConfig), { text: 'Done.' }]);
    headless = await run(cliBin('gemini'), ['-p', 'Change the timeouts.', '--approval-mode', 'yolo', '--include-directories', user.machine.base, '-m', 'gemini-2.5-flash', '--output-format', 'json'], {
      cwd: user.machine.project,
      env: geminiOfflineEnv(user.machine.env(), api.url),
      timeoutMs: HEADLESS_TIMEOUT_MS,
    });
  });
  after(async () => {
    await api?.close();
  });

  it('runs to the end of the script offline, running the project hooks', () => {
    assert.equal(user.installed.code, 0, user.installed.stdout + user.installed.stderr);
    assert.equal(headless.code, 0, headless.stdout + headless.stderr);
    assert.equal(api.requests.length, 5, headless.stdout + headless.stderr);
  });

  itGuardsTheShell(() => ({ ...user, resultOf: (n) => resultOf(api.toolResults(), n), lastRequest: () => api.requests[api.requests.length - 1] }), 'gemini', 'run_shell_command', /^Tool execution blocked: /, {
    // The reason replaces the tool's result, as its error.
    path: /^\$\.contents\[\d+\]\.parts\[\d+\]\.functionResponse\.response\.error$/,
    text: /^Guarded Edit put back/,
  });
});
