// Guarded Edit's hook on the real GitHub Copilot CLI's shell tool, bash: installed by `guarded-edit
// install --agent copilot` in a folder the person trusts (as the README says), headless and offline
// against the chat completions stand-in. Copilot's own permissions are all allowed (--allow-all),
// so only the hook can stop a call; the cases are shellCases.ts's.
import assert from 'node:assert/strict';
import { cliBin, copilotHome, copilotOfflineEnv, HEADLESS_TIMEOUT_MS, resultOf, userWithHook } from './agentProject';
import { run, type Ran } from './run';
import { itGuardsTheShell, SHELL_COMMANDS } from './shellCases';
import { startChatCompletionsApi } from './standIns/chatCompletionsApi';
import type { ScriptedApi } from './standIns/scripted';

describe("the hook on the real GitHub Copilot CLI's shell tool (bash)", function () {
  this.timeout(300_000);
  const user = userWithHook('copilot');
  let api: ScriptedApi;
  let headless: Ran;

  before(async () => {
    // Trusting the folder, as answering yes to Copilot's question does.
    copilotHome(user.machine.home, user.machine.project);
    const bash = (command: string) => ({ tool: 'bash', input: { command, description: 'A shell command.' } });
    api = await startChatCompletionsApi([bash(SHELL_COMMANDS.outside), bash(SHELL_COMMANDS.sed), bash(SHELL_COMMANDS.heredoc), bash(SHELL_COMMANDS.gitConfig), { text: 'Done.' }]);
    headless = await run(cliBin('copilot'), ['-p', 'Change the timeouts.', '--allow-all', '--no-color'], {
      cwd: user.machine.project,
      env: copilotOfflineEnv(user.machine.env(), api.url),
      timeoutMs: HEADLESS_TIMEOUT_MS,
    });
  });
  after(async () => {
    await api?.close();
  });

  it('runs to the end of the script offline', () => {
    assert.equal(user.installed.code, 0, user.installed.stdout + user.installed.stderr);
    assert.equal(headless.code, 0, headless.stdout + headless.stderr);
    assert.equal(api.requests.length, 5, headless.stdout + headless.stderr);
  });

  itGuardsTheShell(() => ({ ...user, resultOf: (n) => resultOf(api.toolResults(), n), lastRequest: () => api.requests[api.requests.length - 1] }), 'copilot', 'bash', /^Denied by preToolUse hook: /, {
    // additionalContext, appended to the tool's result.
    path: /^\$\.messages\[\d+\]\.content$/,
    text: /Tool "bash" succeeded\. Additional guidance from postToolUse hooks:\nGuarded Edit put back/,
  });
});
