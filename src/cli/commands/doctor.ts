// `guarded-edit doctor [PROJECT]`: for every agent whose configuration names Guarded Edit's hook,
// whether the hook's file is there, the command starts, the agent will trust it (as far as its
// files tell) and a probe event in that agent's dialect is refused as it should be. Exit 1 when
// something would leave an agent unguarded.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import {
  AGENTS, DIALECTS, HOOK_MARKER, INSTALLED_HOOK, INSTALLED_OPENCODE_GUARD, installCommandFor, isLauncherCommand, LAYOUTS, missingHookReason, PROBE_SESSION, probePath, refusedAsItShould, type FoundPlace, type PluginLayout, type ScriptsLayout, type SettingsFormat,
} from '../../core/agentHook';
import { readJsonc } from '../../core/jsonc';
import { agentTrust, type HookSource } from '../agentTrust';
import { userFolder } from '../../node/userFolders';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER, HOOK_PARTS, HOOK_PROGRAM, SHELL_PARSER_FILES } from '../../node/hookFiles';
import { placePath, type PlaceRoots } from '../places';
import { commandArgs, type Command } from './command';
import { readIfThere } from '../files';
import { parserLine } from './doctorParser';
import { watchLines } from './doctorWatch';

const DOCTOR_USAGE = `Usage: guarded-edit doctor [PROJECT]

Checks Guarded Edit's agent hook for PROJECT (default: the current folder), for every agent whose
configuration names it (the project's files and your own: Claude Code, VS Code, GitHub Copilot
CLI, Codex CLI, Gemini CLI, Cursor, Cline, OpenCode's plugin):
  - the hook's file is there and its command starts;
  - the agent will run it: the event that stops a call has our entry, and the agent trusts it as
    far as its files tell (Copilot's trusted folders, Gemini's trusted folders, Codex's reviewed
    hooks, Cline's executables);
  - a made-up event in that agent's form (a read outside the project) is refused as it should be;
  - shell calls in PROJECT are watched (git can be started; the folder was not found over the
    file limit): when not, a note says why and what to do.
Exit code 1 when something would leave an agent unguarded, with what to do.

  --help   show this text.`;

type Source = HookSource;

export interface DoctorReport {
  lines: string[];
  ok: boolean;
}

/** The files where each agent keeps hooks, in the project and in the home folder (Copilot's and Codex's own folders). */
function sources(project: string, home: string, env: NodeJS.ProcessEnv): Source[] {
  const roots: PlaceRoots = { project, home, env };
  const list: Source[] = [];
  for (const agent of AGENTS) {
    const { found } = DIALECTS[agent];
    for (const scope of ['project', 'user'] as const) {
      for (const place of found[scope]) for (const file of placeFiles(place, roots)) list.push({ agent, file, scope });
    }
  }
  return list;
}

/** The files of a place: the file, or every `*.json` of its folder (those the agent claims, where another shares them). */
function placeFiles(place: FoundPlace, roots: PlaceRoots): string[] {
  const path = placePath(place, roots);
  if (!path.endsWith('*.json')) return [path];
  const folder = dirname(path);
  return listJson(folder).map((name) => join(folder, name)).filter((file) => place.claims === undefined || place.claims(hooksOf(readIfThere(file))));
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

/** The `hooks` of a settings text, read as JSON with comments (what Gemini CLI accepts, and what Copilot CLI's own dialogs write). */
function hooksOf(text: string | undefined): Record<string, unknown> | undefined {
  const read = text === undefined ? undefined : readJsonc(text);
  const parsed = read?.ok === true ? read.value : undefined;
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

function runDoctor(project: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): DoctorReport {
  const home = env.HOME || homedir();
  const lines: string[] = [`Project: ${project}`];
  let ok = true;
  let found = 0;
  for (const source of sources(project, home, env)) {
    const { layout } = DIALECTS[source.agent];
    const checked = layout.kind === 'plugin'
      ? checkPlugin(source, layout, project, home, env, spawn)
      : layout.kind === 'scripts' ? checkScripts(source, layout, project, env, spawn) : checkSettings(source, project, home, env, spawn);
    if (checked === undefined) continue;
    found++;
    lines.push('', `${DIALECTS[source.agent].title}: ${source.file}`);
    for (const line of checked.lines) lines.push(`  ${line}`);
    ok &&= checked.ok;
  }
  if (found === 0) {
    lines.push('', 'No agent\'s configuration here names Guarded Edit\'s hook, so no agent\'s own tools are guarded. Install it with guarded-edit install --agent NAME.');
    ok = false;
  }
  const parser = parserLine(env);
  const watch = [...watchLines(project, env, spawn), ...(parser === undefined ? [] : [parser])];
  if (watch.length > 0) lines.push('', 'Shell calls:');
  for (const line of watch) lines.push(`  ${line}`);
  lines.push('', ok ? 'Every hook found is in place and refuses as it should.' : 'Something above leaves an agent unguarded: see the lines marked PROBLEM.');
  return { lines, ok };
}

function checkSettings(source: Source, project: string, home: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): DoctorReport | undefined {
  const text = readIfThere(source.file);
  const read = text === undefined ? undefined : readJsonc(text);
  if (read?.ok === false && text?.includes(HOOK_MARKER) === true) {
    // A file that names the hook but cannot be read: the agent cannot read it either, so it runs none of its hooks.
    return { lines: [`PROBLEM: ${source.file} cannot be read as JSON (${read.problem}), so ${DIALECTS[source.agent].title} cannot read its hooks either and its calls go unchecked: fix the file, or move it away and run ${reinstall(source)}.`], ok: false };
  }
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
  const before = DIALECTS[source.agent].events.before[0];
  if (byEvent[before].length === 0) problem(`no entry of ours under "${before}", the event that can stop a call: run guarded-edit install --agent ${source.agent}${source.scope === 'user' ? ' --user' : ''}.`);
  // A group of ours whose matcher leaves out a tool the current one names (the shell tool, on an older install) lets those calls through unchecked.
  const current = LAYOUTS[format].matcher?.split('|') ?? [];
  const groups = Array.isArray(hooks[before]) ? (hooks[before] as unknown[]).slice(0, 1000) : [];
  for (const g of groups) {
    if (!isRecord(g) || typeof g.matcher !== 'string' || ownCommands(g).length === 0) continue;
    const names = g.matcher.split('|');
    const missing = current.filter((tool) => !names.includes(tool));
    const shell = missing.filter((tool) => DIALECTS[source.agent].shellTools.some((t) => t.name === tool));
    const which = shell.length > 0 ? ` (${shell.join(', ')}: the agent's shell commands)` : '';
    if (missing.length > 0) problem(`our "${before}" entry matches "${g.matcher}", which leaves out ${missing.join(', ')}, so those calls${which} go unchecked: run guarded-edit install --agent ${source.agent}${source.scope === 'user' ? ' --user' : ''} again.`);
  }
  const { minTimeoutMs } = LAYOUTS[format];
  if (minTimeoutMs !== undefined) {
    for (const c of all) if (c.timeout !== undefined && c.timeout < minTimeoutMs) problem(`an entry's timeout is ${c.timeout}: Gemini reads milliseconds, so the hook is killed at once. Run guarded-edit install --agent ${source.agent} to set 30000.`);
  }
  for (const command of new Set(all.map((c) => c.command))) {
    const run = checkCommand(source, command, project, env, spawn);
    for (const item of run.lines) lines.push(item);
    ok &&= run.ok;
  }
  const trust = agentTrust(source, project, home, env);
  if (trust !== undefined) {
    if (trust.ok) lines.push(`ok: ${trust.line}`);
    else problem(trust.line);
  }
  return { lines, ok };
}

function checkScripts(source: Source, layout: ScriptsLayout, project: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): DoctorReport | undefined {
  const { agent } = source;
  const { title } = DIALECTS[agent];
  const scripts = layout.names.map((name) => ({ name, file: join(source.file, name), text: readIfThere(join(source.file, name)) }));
  if (!scripts.some((s) => s.text?.includes(HOOK_MARKER) === true)) return undefined;
  const lines: string[] = [];
  let ok = true;
  const pre = scripts[0];
  if (pre.text?.includes(HOOK_MARKER) !== true) {
    lines.push(`PROBLEM: ${pre.file} does not run our hook, so ${title}'s tool calls are not checked: run guarded-edit install --agent ${agent}.`);
    return { lines, ok: false };
  }
  const exec = /^exec (.*)$/m.exec(pre.text)?.[1] ?? '';
  if (!OWN_COMMAND.test(exec) || pre.text !== layout.script(exec)) {
    lines.push(`PROBLEM: ${pre.file} ${NOT_OURS}: run guarded-edit install --agent ${agent} to write ours.`);
    return { lines, ok: false };
  }
  if ((statSync(pre.file).mode & 0o111) === 0) {
    lines.push(`PROBLEM: ${pre.file} is not executable, so ${title} does not run it: chmod +x it.`);
    ok = false;
  }
  const run = checkCommand(source, pre.file, project, env, spawn, exec);
  for (const item of run.lines) lines.push(item);
  lines.push(`note: ${DIALECTS[agent].trust.note(source.scope === 'user', project)}`);
  return { lines, ok: ok && run.ok };
}

/**
 * OpenCode's plugin: the file is the one this version writes, the guard it loads is in the data
 * folder, and the guard, loaded as the plugin loads it, refuses a read outside the project.
 */
function checkPlugin(source: Source, layout: PluginLayout, project: string, home: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): DoctorReport | undefined {
  const text = readIfThere(source.file);
  if (text?.includes(HOOK_MARKER) !== true) return undefined;
  const lines: string[] = [];
  if (text !== layout.source()) return { lines: [`PROBLEM: ${source.file} is not the plugin this version of guarded-edit writes (changed by hand, or an older one): run ${reinstall(source)}.`], ok: false };
  lines.push('ok: the plugin is the one guarded-edit install writes.');
  const guard = join(userFolder('data', env, process.platform, home), INSTALLED_OPENCODE_GUARD);
  if (!existsSync(guard)) return { lines: [...lines, `PROBLEM: the guard the plugin loads, ${guard}, is not there, so OpenCode refuses every file and shell call: run ${reinstall(source)}.`], ok: false };
  const call = { directory: project, worktree: '/', tool: 'read', sessionID: PROBE_SESSION, callID: 'probe', args: { filePath: probePath(project) } };
  const code = `require(${JSON.stringify(guard)}).before(${JSON.stringify(call)}).then((r) => process.stdout.write(String(r)))`;
  const childEnv: NodeJS.ProcessEnv = { ...env };
  delete childEnv.GUARDED_EDIT_HOOK;
  const started = Date.now();
  const run = spawn(process.execPath, ['-e', code], { cwd: project, env: childEnv, encoding: 'utf8', timeout: 120_000 });
  const said = typeof run.stdout === 'string' ? run.stdout : '';
  if (run.status !== 0 || !/PATH_TRAVERSAL|OUTSIDE_WORKSPACE/.test(said)) {
    return { lines: [...lines, `PROBLEM: the guard at ${guard} did not refuse a read outside the project (exit ${String(run.status)}, ${JSON.stringify((said || run.stderr || '').slice(0, 200))}): run ${reinstall(source)} again.`], ok: false };
  }
  lines.push(`ok: the guard at ${guard} loads and refused a read outside the project, as it should (${Date.now() - started} ms).`);
  lines.push(`note: ${DIALECTS[source.agent].trust.note(source.scope === 'user', project)}`);
  return { lines, ok: true };
}

const NODE_PATH = /^node\s+"([^"]+)"/;
/** The commands the installer writes (older installs: no --agent); doctor runs nothing else a file names. */
const OWN_PATTERN = /^(?:npx -y guarded-edit hook|node "[^"\n]+")(?: --agent [a-z]+)? --id guarded-edit-hook$/;
/** The commands the installer writes: the launcher of project entries, this machine's `node "<path>"`, and older installs' npx. */
const OWN_COMMAND = { test: (command: string): boolean => OWN_PATTERN.test(command) || isLauncherCommand(command) };
const NOT_OURS = 'is not a command guarded-edit install writes, so doctor does not run it (a repository may name any command)';

/** The install command that writes this source again. */
function reinstall(source: Source): string {
  return `guarded-edit install --agent ${source.agent}${source.scope === 'user' ? ' --user' : ''}`;
}

/**
 * The command's file is there, it starts, and it refuses the probe in the agent's form. `runs`:
 * what the command runs in the end (a Cline script's exec line), to say what failed.
 */
/** What a hook without these files beside it does with the agent's calls. */
function withoutFiles(lacking: readonly string[], title: string): string {
  if (lacking.includes(HOOK_PROGRAM)) return `refuses every call of ${title}`;
  const refused = [
    ...(lacking.some((name) => name === HOOK_PARTS.shell || Object.values<string>(SHELL_PARSER_FILES).includes(name)) ? ['every shell call'] : []),
    ...(lacking.includes(HOOK_PARTS.notebook) ? ['every edit of a notebook'] : []),
    ...(lacking.includes(HOOK_PARTS.libraries) ? ["every shell call that may write, every edit of an agent's settings file and every call a glob of your own names"] : []),
  ];
  const does = refused.length > 0 ? [`refuses ${refused.join(' and ')} of ${title}`] : [];
  if (lacking.includes(HOOK_PARTS.history)) does.push(`records none of the calls of ${title} in the history`);
  return does.join(', and ');
}

function checkCommand(source: Source, command: string, project: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync, runs = command): DoctorReport {
  const { agent } = source;
  const lines: string[] = [];
  const file = NODE_PATH.exec(runs)?.[1];
  if (file !== undefined && !existsSync(file)) {
    return { lines: [`PROBLEM: the entry runs ${file}, which is not there (a cleared data folder or an older install), so the agent's calls go unchecked: run ${reinstall(source)} again.`], ok: false };
  }
  if (command === runs && !OWN_COMMAND.test(command.trim())) {
    return { lines: [`PROBLEM: "${command.slice(0, 200)}" ${NOT_OURS}: run ${reinstall(source)} to write ours.`], ok: false };
  }
  // The launcher every entry runs runs the hook installed in this person's data folder.
  const installed = isLauncherCommand(runs) ? join(userFolder('data', env, process.platform, env.HOME || homedir()), INSTALLED_HOOK) : undefined;
  const notInstalled = `the entries run the hook installed in your data folder (${installed ?? ''}), which is not there on this machine, so they refuse every call of ${DIALECTS[agent].title} (none goes through unchecked, but none goes through): run ${installCommandFor(agent, source.scope === 'user')}.`;
  if (installed !== undefined && !existsSync(installed)) return { lines: [`PROBLEM: ${notInstalled}`], ok: false };
  // The program and the shell parser's files beside our hook (the launcher's copy, or an older
  // entry's hook.js): without them it refuses every call (or every shell call), which no file-tool
  // probe shows.
  const hookFolder = installed !== undefined ? dirname(installed) : file !== undefined && basename(file) === HOOK_LAUNCHER ? dirname(file) : undefined;
  const lacking = hookFolder === undefined ? [] : HOOK_FILES_BESIDE.filter((name) => !existsSync(join(hookFolder, name)));
  if (lacking.length > 0) {
    return { lines: [`PROBLEM: the hook in ${hookFolder} lacks ${lacking.join(', ')} (an install older than this version, or files removed), so it ${withoutFiles(lacking, DIALECTS[agent].title)}: run ${reinstall(source)} again.`], ok: false };
  }
  const shown = installed !== undefined ? `the entries' command (node -e, running ${installed})` : `"${command}"`;
  const childEnv: NodeJS.ProcessEnv = { ...env };
  delete childEnv.GUARDED_EDIT_HOOK;
  const started = Date.now();
  const run = spawn(command, { shell: true, cwd: project, input: JSON.stringify(DIALECTS[agent].probe.event(project)), env: childEnv, encoding: 'utf8', timeout: 120_000 });
  const ms = Date.now() - started;
  const stdout = typeof run.stdout === 'string' ? run.stdout : '';
  // EPIPE: the command ended without reading the probe; its exit and output still say what it did.
  const failed = run.error !== undefined && (run.error as NodeJS.ErrnoException).code !== 'EPIPE';
  if (failed || run.status === null) return { lines: [`PROBLEM: ${shown} did not finish (${run.error?.message ?? `signal ${String(run.signal)}`}).`], ok: false };
  if (run.status === 127 || (run.status !== 0 && run.status !== 2)) {
    // One line of the output (a multi-line error would break the report's layout).
    const said = (run.stderr ?? '').trim().split('\n').slice(0, 3).join(' | ').slice(0, 300);
    const next = runs.startsWith('npx ')
      ? `npx could not start guarded-edit (not installed in the project, and not in npx's cache or reachable on the registry). Run "npx -y guarded-edit --version" once where the registry is reachable, or add it to the project (npm install --save-dev guarded-edit), or install the hook for your own use with guarded-edit install --agent ${agent} --user.`
      : `Run ${reinstall(source)} again, then guarded-edit doctor.`;
    return { lines: [`PROBLEM: ${shown} did not start as a hook (exit ${run.status}: ${said}); the agent treats that as a hook error and lets calls through. ${next}`], ok: false };
  }
  if (installed !== undefined && `${stdout}${run.stderr ?? ''}`.includes(missingHookReason(agent).split(' (')[0])) return { lines: [`PROBLEM: ${notInstalled}`], ok: false };
  lines.push(`ok: ${shown} starts (${ms} ms for the probe).`);
  if (!refusedAsItShould(agent, run.status, stdout)) {
    return { lines: [...lines, `PROBLEM: it did not refuse a read outside the project in ${DIALECTS[agent].title}'s form (exit ${run.status}, output ${JSON.stringify(stdout.slice(0, 200))}).`], ok: false };
  }
  lines.push(`ok: it refused a probe event in ${DIALECTS[agent].title}'s form, as it should.`);
  return { lines, ok: true };
}

export const doctor: Command = {
  name: 'doctor',
  synopsis: 'doctor [PROJECT]',
  summary: ["check that every agent's hook there is in place, trusted and refusing"],
  usage: DOCTOR_USAGE,
  /** Exit code 0 when every agent found is guarded, 1 otherwise, 2 for a usage error. */
  run: (argv) => {
    const read = commandArgs('doctor', DOCTOR_USAGE, { options: {}, positionals: { max: 1, name: 'project folder' } }, argv);
    if (typeof read === 'number') return read;
    const report = runDoctor(resolve(read.positionals[0] ?? '.'), process.env, spawnSync);
    process.stdout.write(`${report.lines.join('\n')}\n`);
    return report.ok ? 0 : 1;
  },
};
