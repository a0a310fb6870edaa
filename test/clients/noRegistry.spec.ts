// A project install when no registry can be reached, with the real Gemini CLI headless and offline
// (the stand-in for the Gemini API; npm's registry a port where nothing listens): the project's
// committed .gemini/settings.json runs one node process per event, which runs the hook installed in
// the person's data folder. On the machine that ran the install, the hook still refuses Gemini's
// edit outside the project and lets a normal edit through, though the package can be fetched from
// nowhere. On a teammate's machine with the same committed file and no installed hook, the task is
// refused before the model is asked (the BeforeAgent entry), Gemini showing the command that
// installs the hook: never let through (Gemini itself lets a call through when a hook fails any
// other way).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliBin, geminiHome, geminiOfflineEnv, HEADLESS_TIMEOUT_MS, resultOf, userWithHook } from './agentProject';
import { run, type Ran } from './run';
import { startGeminiApi } from './standIns/geminiApi';
import type { ScriptedApi, ScriptedTurn } from './standIns/scripted';

/** npm's registry where nothing listens: any fetch of the package fails at once. */
const NO_REGISTRY = 'http://127.0.0.1:9/';

describe('a project install with no registry reachable, with the real Gemini CLI', function () {
  this.timeout(600_000);
  const user = userWithHook('gemini');
  const apis: ScriptedApi[] = [];
  let own: { ran: Ran; api: ScriptedApi };
  let teammate: { ran: Ran; api: ScriptedApi };

  async function gemini(env: NodeJS.ProcessEnv, script: ScriptedTurn[]): Promise<{ ran: Ran; api: ScriptedApi }> {
    const api = await startGeminiApi(script);
    apis.push(api);
    const ran = await run(cliBin('gemini'), ['-p', 'Change the retries.', '--approval-mode', 'yolo', '--include-directories', user.machine.base, '-m', 'gemini-2.5-flash', '--output-format', 'json'], {
      cwd: user.machine.project,
      env: { ...geminiOfflineEnv(env, api.url), npm_config_registry: NO_REGISTRY },
      timeoutMs: HEADLESS_TIMEOUT_MS,
    });
    return { ran, api };
  }

  before(async () => {
    const { app, outside } = user.project;
    geminiHome(user.machine.home, user.machine.project);
    own = await gemini(user.machine.env(), [
      { tool: 'read_file', input: { file_path: app } },
      { tool: 'replace', input: { file_path: outside, old_string: 'secret', new_string: 'leaked', instruction: 'Change it.' } },
      { tool: 'replace', input: { file_path: app, old_string: 'const retries = 3;', new_string: 'const retries = 5;', instruction: 'Raise the retries.' } },
      { text: 'Done.' },
    ]);
    // A teammate: the same project (its committed .gemini/settings.json), a home of their own without the hook installed.
    const home = join(user.machine.base, 'teammate');
    geminiHome(home, user.machine.project);
    const env: NodeJS.ProcessEnv = {
      ...user.machine.env(),
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_DATA_HOME: join(home, '.local', 'share'),
      XDG_STATE_HOME: join(home, '.local', 'state'),
      XDG_CACHE_HOME: join(home, '.cache'),
      npm_config_cache: join(home, '.npm'),
    };
    teammate = await gemini(env, [
      { tool: 'replace', input: { file_path: app, old_string: 'const retries = 5;', new_string: 'const retries = 9;', instruction: 'Raise the retries.' } },
      { tool: 'replace', input: { file_path: outside, old_string: 'secret', new_string: 'leaked', instruction: 'Change it.' } },
      { text: 'Done.' },
    ]);
  });
  after(async () => {
    for (const api of apis) await api.close();
  });

  it('installs from the registry into the committed .gemini/settings.json, entries that run one node process', () => {
    assert.equal(user.installed.code, 0, user.installed.stdout + user.installed.stderr);
    const settings = readFileSync(join(user.machine.project, '.gemini', 'settings.json'), 'utf8');
    const commands = [...settings.matchAll(/"command": "(.*)"/g)].map((m) => m[1]);
    assert.ok(commands.length > 0 && commands.every((command) => command.startsWith('node -e ')), settings);
  });

  it('runs the installed hook with no registry reachable: the edit outside refused, the normal edit applied', () => {
    assert.equal(own.ran.code, 0, own.ran.stdout + own.ran.stderr);
    assert.match(resultOf(own.api.toolResults(), 2), /^Tool execution blocked: OUTSIDE_WORKSPACE/);
    assert.equal(readFileSync(user.project.outside, 'utf8'), user.project.original.outside);
    assert.match(resultOf(own.api.toolResults(), 3), /^Successfully modified file/);
  });

  it("refuses the teammate's task before any call when the hook is not installed there (Gemini's BeforeAgent entry), saying the command that installs it", () => {
    const said = `requests ${teammate.api.requests.length}, exit ${String(teammate.ran.code)}\n${teammate.ran.stdout}\n${teammate.ran.stderr}`;
    assert.equal(teammate.ran.code, 0, said);
    const output = JSON.parse(teammate.ran.stdout) as { warnings?: string[]; stats: { tools: { totalCalls: number } } };
    assert.ok(output.warnings?.some((w) => /^Agent execution blocked: Guarded Edit's hook is not installed on this machine.*npx -y guarded-edit install --agent gemini$/.test(w)), said);
    assert.equal(teammate.api.requests.length, 0, 'the model was never asked, so no tool ran');
    assert.equal(output.stats.tools.totalCalls, 0, said);
    assert.equal(readFileSync(user.project.app, 'utf8'), 'const retries = 5;\nexport { retries };\n', "only the first machine's edit is there");
    assert.equal(readFileSync(user.project.outside, 'utf8'), user.project.original.outside);
  });
});
