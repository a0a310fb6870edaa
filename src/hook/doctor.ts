// `guarded-edit doctor [PROJECT]`: for every agent whose configuration names Guarded Edit's hook,
// whether the hook's file is there, the command starts, the agent will trust it (as far as its
// files tell) and a probe event in that agent's dialect is refused as it should be. Exit 1 when
// something would leave an agent unguarded.
import type { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import {
  AGENT_TITLES, CLAUDE_LOCAL_SETTINGS_PATH, CLAUDE_SETTINGS_PATH, CLINE_HOOK_FILES, CLINE_HOOKS_FOLDER, CODEX_HOOKS_PATH, CURSOR_HOOKS_PATH,
  GEMINI_SETTINGS_PATH, HOOK_MARKER, LAYOUTS, parseJson, type AgentName, type SettingsFormat,
} from '../core/agentHook';
import { agentHomes, clineScript, readIfThere, trustNote } from './install';
import { probeEvent, refusedAsItShould } from './probes';

export const DOCTOR_USAGE = `Usage: guarded-edit doctor [PROJECT]

Checks Guarded Edit's agent hook for PROJECT (default: the current folder), for every agent whose
configuration names it (the project's files and your own: Claude Code, VS Code, GitHub Copilot
CLI, Codex CLI, Gemini CLI, Cursor, Cline):
  - the hook's file is there and its command starts;
  - the agent will run it: the event that stops a call has our entry, and the agent trusts it as
    far as its files tell (Copilot's trusted folders, Gemini's trusted folders, Codex's reviewed
    hooks, Cline's executables);
  - a made-up event in that agent's form (a read outside the project) is refused as it should be.
Exit code 1 when something would leave an agent unguarded, with what to do.

  --help   show this text.`;

interface Source {
  agent: AgentName;
  file: string;
  /** Where the agent reads it from: a project file needs the project trusted, a user file does not. */
  scope: 'project' | 'user';
}

export interface DoctorReport {
  lines: string[];
  ok: boolean;
}

/** The files where each agent keeps hooks, in the project and in the home folder (Copilot's and Codex's own folders). */
function sources(project: string, home: string, env: NodeJS.ProcessEnv): Source[] {
  const homes = agentHomes(env, home);
  const list: Source[] = [
    { agent: 'claude', file: join(project, CLAUDE_SETTINGS_PATH), scope: 'project' },
    { agent: 'claude', file: join(project, CLAUDE_LOCAL_SETTINGS_PATH), scope: 'project' },
    { agent: 'claude', file: join(home, CLAUDE_SETTINGS_PATH), scope: 'user' },
    { agent: 'codex', file: join(project, CODEX_HOOKS_PATH), scope: 'project' },
    { agent: 'codex', file: join(homes.codex, 'hooks.json'), scope: 'user' },
    { agent: 'gemini', file: join(project, GEMINI_SETTINGS_PATH), scope: 'project' },
    { agent: 'gemini', file: join(home, GEMINI_SETTINGS_PATH), scope: 'user' },
    { agent: 'cursor', file: join(project, CURSOR_HOOKS_PATH), scope: 'project' },
    { agent: 'cursor', file: join(home, CURSOR_HOOKS_PATH), scope: 'user' },
    { agent: 'cline', file: join(project, CLINE_HOOKS_FOLDER), scope: 'project' },
    { agent: 'cline', file: join(home, 'Documents', 'Cline', 'Hooks'), scope: 'user' },
  ];
  // .github/hooks/*.json: Copilot's camelCase events, or VS Code's (Claude's names).
  for (const name of listJson(join(project, '.github', 'hooks'))) {
    const file = join(project, '.github', 'hooks', name);
    const hooks = hooksOf(readIfThere(file));
    list.push({ agent: hooks !== undefined && 'preToolUse' in hooks ? 'copilot' : 'vscode', file, scope: 'project' });
  }
  for (const name of listJson(join(homes.copilot, 'hooks'))) list.push({ agent: 'copilot', file: join(homes.copilot, 'hooks', name), scope: 'user' });
  return list;
}

function listJson(folder: string): string[] {
  try {
    return readdirSync(folder).filter((n) => n.endsWith('.json')).slice(0, 100);
  } catch {
    return [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hooksOf(text: string | undefined): Record<string, unknown> | undefined {
  const parsed = text === undefined ? undefined : parseJson(text);
  return isRecord(parsed) && isRecord(parsed.hooks) ? parsed.hooks : undefined;
}

/** Our commands in one event's entries, with their timeouts. */
function ownCommands(value: unknown, depth = 0): { command: string; timeout?: number }[] {
  if (depth > 8) return [];
  if (Array.isArray(value)) return value.slice(0, 1000).flatMap((v) => ownCommands(v, depth + 1));
  if (!isRecord(value)) return [];
  const own = ['command', 'bash'].map((k) => value[k]).find((c): c is string => typeof c === 'string' && c.includes(HOOK_MARKER));
  const here = own === undefined ? [] : [{ command: own, ...(typeof value.timeout === 'number' ? { timeout: value.timeout } : {}) }];
  return [...here, ...(Array.isArray(value.hooks) ? ownCommands(value.hooks, depth + 1) : [])];
}

/** The events that can stop a call, per agent's file. */
const BEFORE_EVENT: Record<SettingsFormat, string> = {
  claude: 'PreToolUse', vscode: 'PreToolUse', copilot: 'preToolUse', codex: 'PreToolUse', gemini: 'BeforeTool', cursor: 'preToolUse',
};

export function runDoctor(project: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): DoctorReport {
  const home = env.HOME || homedir();
  const lines: string[] = [`Project: ${project}`];
  let ok = true;
  let found = 0;
  for (const source of sources(project, home, env)) {
    const checked = source.agent === 'cline' ? checkCline(source, project, env, spawn) : checkSettings(source, project, home, env, spawn);
    if (checked === undefined) continue;
    found++;
    lines.push('', `${AGENT_TITLES[source.agent]}: ${source.file}`);
    for (const line of checked.lines) lines.push(`  ${line}`);
    ok &&= checked.ok;
  }
  if (found === 0) {
    lines.push('', 'No agent\'s configuration here names Guarded Edit\'s hook, so no agent\'s own tools are guarded. Install it with guarded-edit install --agent NAME.');
    ok = false;
  }
  lines.push('', ok ? 'Every hook found is in place and refuses as it should.' : 'Something above leaves an agent unguarded: see the lines marked PROBLEM.');
  return { lines, ok };
}

function checkSettings(source: Source, project: string, home: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): DoctorReport | undefined {
  const text = readIfThere(source.file);
  const hooks = hooksOf(text);
  if (hooks === undefined) return undefined;
  const format = source.agent as SettingsFormat;
  const byEvent = Object.fromEntries(LAYOUTS[format].events.map((e) => [e, ownCommands(hooks[e])]));
  const all = Object.values(byEvent).flat();
  if (all.length === 0 && !JSON.stringify(hooks).includes(HOOK_MARKER)) return undefined;
  const lines: string[] = [];
  let ok = true;
  const problem = (line: string): void => {
    lines.push(`PROBLEM: ${line}`);
    ok = false;
  };
  const before = BEFORE_EVENT[format];
  if (byEvent[before].length === 0) problem(`no entry of ours under "${before}", the event that can stop a call: run guarded-edit install --agent ${source.agent}${source.scope === 'user' ? ' --user' : ''}.`);
  const olderMatchers = LAYOUTS[format].matcher?.older ?? [];
  const groups = Array.isArray(hooks[before]) ? (hooks[before] as unknown[]).slice(0, 1000) : [];
  if (groups.some((g) => isRecord(g) && typeof g.matcher === 'string' && olderMatchers.includes(g.matcher) && ownCommands(g).length > 0)) {
    problem(`our "${before}" entry matches "${olderMatchers.join('", "')}" of an older install, so the calls it leaves out (Codex's patches through its shell, tool Bash) go unchecked: run guarded-edit install --agent ${source.agent}${source.scope === 'user' ? ' --user' : ''} again.`);
  }
  if (format === 'gemini') {
    for (const c of all) if (c.timeout !== undefined && c.timeout < 1000) problem(`an entry's timeout is ${c.timeout}: Gemini reads milliseconds, so the hook is killed at once. Run guarded-edit install --agent gemini to set 30000.`);
  }
  for (const command of new Set(all.map((c) => c.command))) {
    const run = checkCommand(source, command, project, env, spawn);
    for (const item of run.lines) lines.push(item);
    ok &&= run.ok;
  }
  const trust = trusted(source, project, home, env);
  if (trust !== undefined) {
    if (trust.ok) lines.push(`ok: ${trust.line}`);
    else problem(trust.line);
  }
  return { lines, ok };
}

function checkCline(source: Source, project: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): DoctorReport | undefined {
  const scripts = CLINE_HOOK_FILES.map((name) => ({ name, file: join(source.file, name), text: readIfThere(join(source.file, name)) }));
  if (!scripts.some((s) => s.text?.includes(HOOK_MARKER) === true)) return undefined;
  const lines: string[] = [];
  let ok = true;
  const pre = scripts[0];
  if (pre.text?.includes(HOOK_MARKER) !== true) {
    lines.push(`PROBLEM: ${pre.file} does not run our hook, so Cline's tool calls are not checked: run guarded-edit install --agent cline.`);
    return { lines, ok: false };
  }
  const exec = /^exec (.*)$/m.exec(pre.text)?.[1] ?? '';
  if (!OWN_COMMAND.test(exec) || pre.text !== clineScript(exec)) {
    lines.push(`PROBLEM: ${pre.file} ${NOT_OURS}: run guarded-edit install --agent cline to write ours.`);
    return { lines, ok: false };
  }
  if ((statSync(pre.file).mode & 0o111) === 0) {
    lines.push(`PROBLEM: ${pre.file} is not executable, so Cline does not run it: chmod +x it.`);
    ok = false;
  }
  const run = checkCommand(source, pre.file, project, env, spawn, exec);
  for (const item of run.lines) lines.push(item);
  lines.push(`note: ${trustNote('cline', source.scope === 'user', project)}`);
  return { lines, ok: ok && run.ok };
}

const NODE_PATH = /^node\s+"([^"]+)"/;
/** The commands the installer writes (older installs: no --agent); doctor runs nothing else a file names. */
const OWN_COMMAND = /^(?:npx -y guarded-edit hook|node "[^"\n]+")(?: --agent [a-z]+)? --id guarded-edit-hook$/;
const NOT_OURS = 'is not a command guarded-edit install writes, so doctor does not run it (a repository may name any command)';

/** The install command that writes this source again. */
function reinstall(source: Source): string {
  return `guarded-edit install --agent ${source.agent}${source.scope === 'user' ? ' --user' : ''}`;
}

/**
 * The command's file is there, it starts, and it refuses the probe in the agent's form. `runs`:
 * what the command runs in the end (a Cline script's exec line), to say what failed.
 */
function checkCommand(source: Source, command: string, project: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync, runs = command): DoctorReport {
  const { agent } = source;
  const lines: string[] = [];
  const file = NODE_PATH.exec(runs)?.[1];
  if (file !== undefined && !existsSync(file)) {
    return { lines: [`PROBLEM: the entry runs ${file}, which is not there (a cleared data folder or an older install), so the agent's calls go unchecked: run ${reinstall(source)} again.`], ok: false };
  }
  if (agent !== 'cline' && !OWN_COMMAND.test(command.trim())) {
    return { lines: [`PROBLEM: "${command.slice(0, 200)}" ${NOT_OURS}: run ${reinstall(source)} to write ours.`], ok: false };
  }
  const childEnv: NodeJS.ProcessEnv = { ...env };
  delete childEnv.GUARDED_EDIT_HOOK;
  const started = Date.now();
  const run = spawn(command, { shell: true, cwd: project, input: JSON.stringify(probeEvent(agent, project)), env: childEnv, encoding: 'utf8', timeout: 120_000 });
  const ms = Date.now() - started;
  const stdout = typeof run.stdout === 'string' ? run.stdout : '';
  // EPIPE: the command ended without reading the probe; its exit and output still say what it did.
  const failed = run.error !== undefined && (run.error as NodeJS.ErrnoException).code !== 'EPIPE';
  if (failed || run.status === null) return { lines: [`PROBLEM: "${command}" did not finish (${run.error?.message ?? `signal ${String(run.signal)}`}).`], ok: false };
  if (run.status === 127 || (run.status !== 0 && run.status !== 2)) {
    // One line of the output (a multi-line error would break the report's layout).
    const said = (run.stderr ?? '').trim().split('\n').slice(0, 3).join(' | ').slice(0, 300);
    const next = runs.startsWith('npx ')
      ? `npx could not start guarded-edit (not installed in the project, and not in npx's cache or reachable on the registry). Run "npx -y guarded-edit --version" once where the registry is reachable, or add it to the project (npm install --save-dev guarded-edit), or install the hook for your own use with guarded-edit install --agent ${agent} --user.`
      : `Run ${reinstall(source)} again, then guarded-edit doctor.`;
    return { lines: [`PROBLEM: "${command}" did not start as a hook (exit ${run.status}: ${said}); the agent treats that as a hook error and lets calls through. ${next}`], ok: false };
  }
  lines.push(`ok: "${command}" starts (${ms} ms for the probe).`);
  if (!refusedAsItShould(agent, run.status, stdout)) {
    return { lines: [...lines, `PROBLEM: it did not refuse a read outside the project in ${AGENT_TITLES[agent]}'s form (exit ${run.status}, output ${JSON.stringify(stdout.slice(0, 200))}).`], ok: false };
  }
  lines.push(`ok: it refused a probe event in ${AGENT_TITLES[agent]}'s form, as it should.`);
  return { lines, ok: true };
}

/** Whether the agent trusts the hook, as far as its files tell; undefined where the agent asks nothing. */
function trusted(source: Source, project: string, home: string, env: NodeJS.ProcessEnv): { ok: boolean; line: string } | undefined {
  switch (source.agent) {
    case 'copilot': {
      if (source.scope === 'user') return undefined;
      const config = parseJson(readIfThere(join(agentHomes(env, home).copilot, 'config.json')) ?? '');
      const listed = isRecord(config) ? config.trustedFolders ?? config.trusted_folders : undefined;
      const folders = Array.isArray(listed) ? listed.slice(0, 1000).filter((f): f is string => typeof f === 'string') : [];
      return folders.some((f) => within(project, f))
        ? { ok: true, line: 'Copilot CLI trusts this folder (trustedFolders in ~/.copilot/config.json).' }
        : { ok: false, line: `Copilot CLI does not trust ${project} yet, so it skips the repository's hooks: ${trustNote('copilot', false, project)}` };
    }
    case 'gemini': {
      if (source.scope === 'user') return undefined;
      const folders = parseJson(readIfThere(join(home, '.gemini', 'trustedFolders.json')) ?? '');
      const rules = isRecord(folders) ? Object.entries(folders) : [];
      const trust = env.GEMINI_CLI_TRUST_WORKSPACE === 'true' || rules.some(([f, level]) => (level === 'TRUST_FOLDER' && within(project, f)) || (level === 'TRUST_PARENT' && within(project, dirname(f))));
      return trust
        ? { ok: true, line: 'Gemini CLI trusts this folder (~/.gemini/trustedFolders.json).' }
        : { ok: false, line: `Gemini CLI does not trust ${project} yet, so it runs none of the project's hooks: ${trustNote('gemini', false, project)}` };
    }
    case 'codex': {
      // Codex's /hooks review writes [hooks.state."<file>:pre_tool_use:<group>:<handler>"] trusted_hash = "...";
      // a project's .codex/ is read only when the project is trusted ([projects."<folder>"] trust_level = "trusted").
      const config = readIfThere(join(agentHomes(env, home).codex, 'config.toml')) ?? '';
      const reviewed = config.split('\n').some((line, i, all) => line.includes(`${source.file}:pre_tool_use:`) && all.slice(i + 1, i + 4).some((l) => /^\s*trusted_hash\s*=/.test(l)));
      const projectTrusted = source.scope === 'user' || codexTrustsProject(config, project);
      if (!projectTrusted) return { ok: false, line: `Codex CLI reads a project's .codex/ only when the project is trusted ([projects."${project}"] trust_level = "trusted" in its config.toml), so it skips this hook: start codex in ${project} and answer that you trust it, then review the hook in /hooks.` };
      return reviewed
        ? { ok: true, line: 'Codex CLI has reviewed this hook (trusted_hash in config.toml); after a change of the hook, review it again in /hooks (Codex compares the hash).' }
        : { ok: false, line: `Codex CLI has not reviewed this hook (no trusted_hash for ${source.file} in config.toml), so it skips it: ${trustNote('codex', false, project)}` };
    }
    default:
      return undefined;
  }
}

/** `[projects."<project>"]` with `trust_level = "trusted"` in Codex's config.toml. */
function codexTrustsProject(config: string, project: string): boolean {
  const header = `[projects.${JSON.stringify(project)}]`;
  const start = config.indexOf(header);
  if (start < 0) return false;
  const rest = config.slice(start + header.length);
  const section = rest.slice(0, rest.search(/\n\s*\[/) >= 0 ? rest.search(/\n\s*\[/) : rest.length);
  return /trust_level\s*=\s*"trusted"/.test(section);
}

function within(path: string, folder: string): boolean {
  const f = resolve(folder);
  return path === f || path.startsWith(f.endsWith(sep) ? f : f + sep);
}

/** The command line of `doctor`: exit code 0 when every agent found is guarded, 1 otherwise, 2 for a usage error. */
export function doctorMain(args: readonly string[], env: NodeJS.ProcessEnv, spawn: typeof spawnSync): number {
  let project: string | undefined;
  for (const arg of args) {
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${DOCTOR_USAGE}\n`);
      return 0;
    }
    if (arg.startsWith('-') || project !== undefined) {
      process.stderr.write(`${arg.startsWith('-') ? `Unknown option ${arg}.` : 'Give one project folder.'}\n\n${DOCTOR_USAGE}\n`);
      return 2;
    }
    project = arg;
  }
  const report = runDoctor(resolve(project ?? '.'), env, spawn);
  process.stdout.write(`${report.lines.join('\n')}\n`);
  return report.ok ? 0 : 1;
}
