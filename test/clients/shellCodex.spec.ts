// Guarded Edit's hook on the real Codex CLI's shell tool: Codex 0.169 offers the model
// exec_command (`cmd`), and its hooks see the call as tool Bash with the command in
// tool_input.command. Installed as the README says (`guarded-edit install --agent codex --user`),
// its hooks trusted as Codex's /hooks review records them, `codex exec` offline against the
// Responses API stand-in; Codex's approvals and sandbox are off, so only the hook can stop a call.
// The cases are shellCases.ts's.
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliBin, HEADLESS_TIMEOUT_MS, resultOf, userWithHook } from './agentProject';
import { codexHooks, codexStandInConfig, trustedHashLines } from './codexHooks';
import { run, type Ran } from './run';
import { itGuardsTheShell, SHELL_COMMANDS } from './shellCases';
import { startResponsesApi } from './standIns/responsesApi';
import type { ScriptedApi } from './standIns/scripted';

describe("the hook on the real Codex CLI's shell tool (exec_command, hooks' Bash)", function () {
  this.timeout(300_000);
  const user = userWithHook('codex', '--user');
  let api: ScriptedApi;
  let headless: Ran;

  before(async () => {
    const exec = (cmd: string) => ({ tool: 'exec_command', input: { cmd } });
    api = await startResponsesApi([exec(SHELL_COMMANDS.outside), exec(SHELL_COMMANDS.sed), exec(SHELL_COMMANDS.heredoc), exec(SHELL_COMMANDS.gitConfig), { text: 'Done.' }]);
    const codexHome = join(user.machine.home, '.codex');
    mkdirSync(codexHome, { recursive: true });
    writeFileSync(join(codexHome, 'config.toml'), codexStandInConfig(api.url));
    const env = { ...user.machine.env(), CODEX_HOME: codexHome, STAND_IN_API_KEY: 'stand-in' };
    // Trusting the hooks as Codex's /hooks review does: their current hashes, as Codex reports them.
    const hooks = await codexHooks(cliBin('codex'), user.machine.project, env);
    appendFileSync(join(codexHome, 'config.toml'), trustedHashLines(hooks.filter((hook) => hook.command.includes('guarded-edit'))));
    headless = await run(cliBin('codex'), ['exec', 'Change the timeouts.'], { cwd: user.machine.project, env, timeoutMs: HEADLESS_TIMEOUT_MS });
  });
  after(async () => {
    await api?.close();
  });

  it('offers the model exec_command, and runs to the end of the script offline', () => {
    assert.equal(user.installed.code, 0, user.installed.stdout + user.installed.stderr);
    const tools = ((api.requests[0] as { tools?: { name?: string }[] }).tools ?? []).map((tool) => tool.name);
    assert.ok(tools.includes('exec_command'), JSON.stringify(tools));
    assert.equal(headless.code, 0, headless.stdout + headless.stderr);
    assert.equal(api.requests.length, 5, headless.stdout + headless.stderr);
  });

  itGuardsTheShell(() => ({ ...user, resultOf: (n) => resultOf(api.toolResults(), n), lastRequest: () => api.requests[api.requests.length - 1] }), 'codex', 'Bash', /^Command blocked by PreToolUse hook: /, {
    // The reason replaces the function call's output.
    path: /^\$\.input\[\d+\]\.output$/,
    text: /^Guarded Edit put back/,
  });
});
