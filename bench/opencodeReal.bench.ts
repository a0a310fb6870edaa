// OpenCode's plugin against the real OpenCode without it, in one run: the same project and the same
// scripted stand-in model session (ROUNDS pairs of a read and an edit of one file), run by the
// pinned OpenCode (`opencode run`, offline) with and without .opencode/plugin/guarded-edit.js,
// the runs interleaved. Each call is timed from the stand-in's side, from one model request to
// the next (the tool's work, the plugin's before and after, OpenCode's own turn), so OpenCode's
// start-up (which tries to npm-install its plugin package) is left out. Prints each run's median
// per call and the median difference per call. Run: npm run bench:opencode.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPENCODE_VERSION, opencodeProgram } from '../test/clients/pinnedCli';
import { run } from '../test/clients/run';
import { startChatCompletionsApi } from '../test/clients/standIns/chatCompletionsApi';
import type { ScriptedTurn } from '../test/clients/standIns/scripted';

/** Read-and-edit pairs per run: 2 x ROUNDS tool calls. */
const ROUNDS = 15;
/** Runs of each kind, interleaved: without, with, without, with... */
const RUNS = 2;
const RUN_TIMEOUT_MS = 600_000;
const REPO = join(__dirname, '..');

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function script(app: string): ScriptedTurn[] {
  const turns: ScriptedTurn[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const [from, to] = i % 2 === 0 ? ['const retries = 3;', 'const retries = 4;'] : ['const retries = 4;', 'const retries = 3;'];
    turns.push({ tool: 'read', input: { filePath: app } }, { tool: 'edit', input: { filePath: app, oldString: from, newString: to } });
  }
  turns.push({ text: 'Done.' });
  return turns;
}

async function main(): Promise<void> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'ge-oc-real-bench-')));
  const home = join(base, 'home');
  const project = join(base, 'project');
  mkdirSync(join(project, 'src'), { recursive: true });
  mkdirSync(home, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    LANG: 'C.UTF-8',
    TMPDIR: tmpdir(),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    XDG_CACHE_HOME: join(home, '.cache'),
    // No registry: OpenCode's install of its plugin package fails at once instead of fetching.
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
  };
  execFileSync('git', ['init', '-q'], { cwd: project, env });
  const app = join(project, 'src', 'app.ts');
  const opencode = opencodeProgram();
  // The plugin and its guard in the data folder, as `guarded-edit install --agent opencode` puts them.
  execFileSync(process.execPath, [join(REPO, 'dist', 'cli.js'), 'install', '--agent', 'opencode', project], { env, stdio: 'pipe' });
  const plugin = join(project, '.opencode', 'plugin', 'guarded-edit.js');
  const pluginText = readFileSync(plugin, 'utf8');

  const perCall: Record<'without' | 'with', number[]> = { without: [], with: [] };
  const lines: string[] = [];
  for (let i = 0; i < RUNS * 2; i++) {
    const kind = i % 2 === 0 ? 'without' : 'with';
    if (kind === 'with') writeFileSync(plugin, pluginText);
    else rmSync(plugin, { force: true });
    writeFileSync(app, `const retries = 3;\n${'export const line = 1;\n'.repeat(199)}`);
    const api = await startChatCompletionsApi(script(app));
    writeFileSync(join(project, 'opencode.json'), JSON.stringify({
      provider: { standin: { npm: '@ai-sdk/openai-compatible', name: 'Stand-in', options: { baseURL: `${api.url}/v1`, apiKey: 'stand-in' }, models: { 'stand-in-model': { name: 'Stand-in' } } } },
      model: 'standin/stand-in-model',
    }));
    const started = performance.now();
    const ran = await run(opencode, ['run', 'Change the retries.'], { cwd: project, env, timeoutMs: RUN_TIMEOUT_MS });
    const wall = (performance.now() - started) / 1000;
    await api.close();
    const applied = api.toolResults().filter((r) => /Edit applied/.test(r.text)).length;
    if (ran.code !== 0 || api.arrivals.length !== ROUNDS * 2 + 1 || applied !== ROUNDS) {
      throw new Error(`run ${i + 1} (${kind}) did not make its ${ROUNDS * 2} calls: exit ${String(ran.code)}, ${api.arrivals.length} requests, ${applied} edits applied: ${JSON.stringify(api.toolResults()).slice(0, 1500)}\n${ran.stderr.slice(-2000)}`);
    }
    const gaps = api.arrivals.slice(1).map((t, k) => t - api.arrivals[k]);
    perCall[kind].push(...gaps);
    lines.push(`  run ${i + 1} ${kind.padEnd(7)} the plugin: median ${median(gaps).toFixed(1)} ms per call (${gaps.length} calls; whole run ${wall.toFixed(1)} s with start-up)`);
  }
  const without = median(perCall.without);
  const withPlugin = median(perCall.with);
  console.log(`OpenCode ${OPENCODE_VERSION} with and without Guarded Edit's plugin, ${RUNS} runs each interleaved, ${ROUNDS} read+edit pairs per run, each call timed between the stand-in model's requests:`);
  for (const line of lines) console.log(line);
  console.log(`  median per call: ${withPlugin.toFixed(1)} ms with the plugin, ${without.toFixed(1)} ms without: the plugin adds ${(withPlugin - without).toFixed(1)} ms per call (${(withPlugin / without).toFixed(2)}x)`);
  rmSync(base, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
