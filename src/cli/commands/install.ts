// `guarded-edit install --agent NAME [--user] [PROJECT]`: copy the hook bundle to the user's data
// folder, where no package cache can clear it; merge entries that run the hook into that agent's
// own file; run the installed copy once on a made-up event in the agent's dialect to prove it
// refuses; say what the agent needs before it runs the hook (trust). Safe to run twice. A file a
// team commits never gets a path of this machine: project installs write the agent's local,
// uncommitted file where it has one (Claude Code's .claude/settings.local.json), else the launcher:
// one `node -e` process that runs the hook installed in each person's data folder (no npm, no network). Every agent's places come
// from its dialect.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  AGENTS, DIALECTS, HOOK_MARKER, INSTALLED_OPENCODE_GUARD, installCommandFor, isAgentName, isOwnOpencodePlugin, launcherCommand, mergeOwnEntries, missingHookReason, refusedAsItShould, type AgentName, type PluginLayout, type ScriptsLayout, type SettingsFormat,
} from '../../core/agentHook';
import { readArgs, type ArgsSpec } from '../../node/args';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER, SHELL_NATIVE_FILES, SHELL_NATIVE_SIZES, shellNativeFolder } from '../../node/hookFiles';
import { testInChild } from '../../node/nativeProbe';
import { userFolder } from '../../node/userFolders';
import { agentTrust, type HookSource } from '../agentTrust';
import { readIfThere } from '../files';
import { placePath } from '../places';
import { badArguments, type Command } from './command';

/** Each agent's project file, as the usage lists it. */
function projectFiles(): string[] {
  return AGENTS.map((agent) => {
    const { install, layout } = DIALECTS[agent];
    const file = layout.kind === 'scripts' ? `${install.project.path}/${layout.names.join(', ')}` : install.project.path;
    const runs = layout.kind === 'plugin' ? '(a plugin: runs the guard in your data folder)' : install.project.portable ? '(runs the hook of your data folder: node -e ...)' : '(not committed: runs the copy in your data folder)';
    return `       ${agent.padEnd(8)} ${file.padEnd(40)} ${runs}`;
  });
}

const INSTALL_USAGE = `Usage: guarded-edit install --agent NAME [--user] [--force] [PROJECT]
       NAME: ${AGENTS.slice(0, -1).join(', ')} or ${AGENTS[AGENTS.length - 1]}

Installs Guarded Edit's agent hook, which checks the agent's own file tools (read, write, edit,
patch), for one agent:
  1. copies the hook program to your data folder ($XDG_DATA_HOME/guarded-edit/hook.js,
     hook-main.js, its parts hook-shell.js, hook-notebook.js, hook-history.js,
     hook-diagnose.js and hook-libraries.js, and the
     shell parser's .wasm files, by default in ~/.local/share/guarded-edit;
     %LOCALAPPDATA%\\guarded-edit on Windows), where clearing a package cache cannot remove it;
  2. adds entries that run it to the agent's own file in PROJECT (default: the current folder):
${projectFiles().join('\n')}
     These entries, which a team may commit, run one node process (node -e ...) that runs the
     hook installed in each person's data folder: no npm, no network, no path of your machine.
     On a machine where it is not installed they refuse every call, saying to run
     npx -y guarded-edit install --agent NAME there. PROJECT must be in a git repository (not
     your home folder, not /) unless --force is given. With --user, your own file for every
     project instead (~/.claude/settings.json, ~/.copilot/hooks/guarded-edit.json,
     ~/.codex/hooks.json ($COPILOT_HOME and $CODEX_HOME when set), ~/.gemini/settings.json, ~/.cursor/hooks.json,
     ~/Documents/Cline/Hooks/, ~/.config/opencode/plugin/guarded-edit.js), running the copy in
     your data folder. OpenCode has no hook entries: its plugin loads the guard installed in your
     data folder (opencode-guard.js) into OpenCode's own process.
     Other settings and hooks are kept; entries of ours that run an older copy are updated;
  3. runs the entries' command once, as the agent runs it, on a made-up event in the agent's form
     to prove it refuses;
  4. says what the agent needs before it runs the hook (Codex, Copilot CLI and Gemini CLI skip
     hooks they do not trust, without a word).
Running it again changes nothing unless something was missing or out of date. Check an install
with guarded-edit doctor.

  --agent NAME        the agent (default: claude).
  --user              your own file for every project, instead of the project's.
  --project PROJECT   the same as giving PROJECT.
  --force             write into PROJECT even when it is in no git repository.
  --help              show this text.`;

const INSTALL_ARGS: ArgsSpec = {
  options: { agent: { type: 'string' }, user: { type: 'boolean' }, force: { type: 'boolean' }, project: { type: 'string' } },
  positionals: { max: 1, name: 'project folder' },
};

export interface InstallRequest {
  agent: AgentName;
  user: boolean;
  project: string;
  /** The project is the current folder because none was named. */
  projectFromCwd: boolean;
  /** Write into a folder that does not look like a project (no .git, the home folder, the root). */
  force?: boolean;
}

export type ParsedInstall = { ok: true; request: InstallRequest } | { ok: false; help: boolean; message: string };

export function parseInstallArgs(args: readonly string[], cwd: string): ParsedInstall {
  const read = readArgs(args, INSTALL_ARGS);
  if (read.kind === 'help') return { ok: false, help: true, message: INSTALL_USAGE };
  const bad = (problem: string): ParsedInstall => ({ ok: false, help: false, message: badArguments('install', problem, INSTALL_USAGE) });
  if (read.kind === 'bad') return bad(read.problem);
  const { values, positionals } = read;
  const named = values.agent as string | undefined;
  if (named !== undefined && !isAgentName(named)) return bad(`--agent is one of ${AGENTS.join(', ')}; received ${JSON.stringify(named)}.`);
  const project = (values.project as string | undefined) ?? positionals[0];
  if (values.project !== undefined && positionals.length > 0) return bad(`Give one project folder; received ${JSON.stringify(values.project)} and ${JSON.stringify(positionals[0])}.`);
  const chosen = named ?? 'claude';
  const user = values.user === true;
  const force = values.force === true;
  const userPlace = DIALECTS[chosen].install.user;
  if (user && typeof userPlace === 'string') return bad(userPlace);
  return { ok: true, request: { agent: chosen, user, project: resolve(cwd, project ?? '.'), projectFromCwd: project === undefined, ...(force ? { force } : {}) } };
}

export interface InstallOutcome {
  /** What was done, one line each, for the person. */
  lines: string[];
  /** The file written (or that already held our entries); Cline's first hook file. */
  file: string;
  /** Whether anything on disk changed. */
  changed: boolean;
}

/**
 * The command every entry runs, a project's committed one, a project's own and a --user one alike:
 * one `node` process that runs the hook installed in the person's data folder (no npm, no network,
 * no path of this machine), and denies every call with the command that installs it where there is
 * none. (A plain `node "<path>"` exits 1 when the file is gone, which most agents let through.)
 */
function entryCommand(agent: AgentName, user: boolean): string {
  return launcherCommand(agent, DIALECTS[agent].answers.deny('', missingHookReason(agent, user)));
}

/** Where an agent's hooks go, and which command they run. */
function hookPlace(request: InstallRequest, home: string, env: NodeJS.ProcessEnv): { file: string; command: string; portable: boolean } {
  const { agent, user, project } = request;
  const places = DIALECTS[agent].install;
  const place = user ? places.user : places.project;
  if (typeof place === 'string') throw new Error(place);
  const portable = !user && places.project.portable;
  return { file: placePath(place, { project, home, env }), command: entryCommand(agent, user), portable };
}

/**
 * Installs the hook whose launcher is `launcherPath` (dist/hook.js; its program beside it) for
 * `request`; throws with a message for the person when a step fails.
 */
function installHook(request: InstallRequest, launcherPath: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): InstallOutcome {
  const home = env.HOME || homedir();
  const lines: string[] = [];
  if (!request.user) {
    lines.push(request.projectFromCwd
      ? `Project: ${request.project} (the current folder; name another as guarded-edit install PROJECT).`
      : `Project: ${request.project}.`);
    if (!isFolder(request.project)) throw new Error(`${request.project} is not a folder: name the project's folder.`);
    const notProject = notAProject(request.project, home);
    if (notProject !== undefined && request.force !== true) {
      const place = hookPlace(request, home, env);
      throw new Error(`${request.project} ${notProject}, so nothing was written. A project install writes ${place.file}${DIALECTS[request.agent].layout.kind === 'scripts' ? ' (its hook executables)' : ''} there and copies the hook to your data folder. Name the project's folder (guarded-edit install --agent ${request.agent} PROJECT), install for your own use in every project (--user), or add --force to write there anyway.`);
    }
  }

  const folder = userFolder('data', env, process.platform, home);
  const installed = join(folder, HOOK_LAUNCHER);
  // The program first, with its parts and the shell parser's files it reads from its own folder
  // (without them every shell or notebook call would be refused): a launcher never runs beside a
  // program older than itself.
  const copiedBeside = HOOK_FILES_BESIDE.map((name) => copyIfDifferent(join(dirname(launcherPath), name), join(folder, name))).includes(true);
  const native = copyNativeParser(dirname(launcherPath), folder);
  const copied = copyIfDifferent(launcherPath, installed) || copiedBeside || native.copied;
  const besideNames = [...HOOK_FILES_BESIDE, ...(native.folder === undefined ? [] : [native.folder])];
  lines.push(copied ? `Copied the hook to ${installed} (and beside it ${besideNames.join(', ')}).` : `The hook at ${installed} is up to date.`);
  if (native.folder !== undefined) lines.push(testNativeParser(folder, native.folder, userFolder('cache', env, process.platform, home)));

  const place = hookPlace(request, home, env);
  const dialect = DIALECTS[request.agent];
  const { layout } = dialect;
  if (layout.kind === 'plugin') {
    // OpenCode loads the guard itself, into its own process: copied beside the hook.
    const guard = join(folder, INSTALLED_OPENCODE_GUARD);
    const copiedGuard = copyIfDifferent(join(dirname(launcherPath), INSTALLED_OPENCODE_GUARD), guard);
    lines.push(copiedGuard ? `Copied OpenCode's guard to ${guard}.` : `OpenCode's guard at ${guard} is up to date.`);
    const wrotePlugin = installPlugin(place.file, layout, lines);
    // The plugin runs the guard in OpenCode's process; the probe runs the hook it shares its checks with.
    lines.push(proveItRefuses({ file: place.file, command: entryCommand(request.agent, request.user) }, request.agent, request.user ? home : request.project, env, spawn));
    lines.push(`Before it guards anything: ${dialect.trust.note(request.user, request.project)}`);
    return { lines, file: place.file, changed: copied || copiedGuard || wrotePlugin };
  }
  const before = layout.kind === 'settings' ? readIfThere(place.file) : undefined;
  const wrote = layout.kind === 'scripts' ? installScripts(place.file, place.command, layout, dialect.title, lines) : installSettings(request, place.file, place.command, lines);
  if (wrote && layout.kind === 'settings') {
    const lost = lostTrust({ agent: request.agent, file: place.file, scope: request.user ? 'user' : 'project' }, request.project, home, env, before);
    if (lost !== undefined) lines.push(lost);
  }
  if (place.portable) lines.push(`The entries run one node process that runs the hook installed in each person's data folder (no npm, no network, no path of this machine, so the file may be committed); on a machine without it they refuse every call and say to run ${installCommandFor(request.agent)}.`);
  if (!request.user && !dialect.install.project.portable) {
    // A project file with this machine's command: git ignores it.
    const ignored = ignoreInGit(request.project, dialect.install.project.path, spawn);
    if (ignored !== undefined) lines.push(ignored);
  }

  lines.push(proveItRefuses(place, request.agent, request.user ? home : request.project, env, spawn));
  lines.push(`Before it guards anything: ${dialect.trust.note(request.user, request.project)}`);
  return { lines, file: place.file, changed: copied || wrote };
}

function installSettings(request: InstallRequest, file: string, command: string, lines: string[]): boolean {
  const { agent } = request;
  if (DIALECTS[agent].layout.kind !== 'settings') throw new Error(`${DIALECTS[agent].title} keeps its hooks as executables, not in a settings file`);
  const merged = mergeOwnEntries(readIfThere(file), agent as SettingsFormat, command);
  if (!merged.ok) throw new Error(`${file} was left as it is: ${merged.problem}. Fix or remove it, then run this again.`);
  if (merged.added === 0 && merged.updated === 0) {
    lines.push(`${file} already holds Guarded Edit's hook entries for ${DIALECTS[agent].title}; nothing changed there.`);
    return false;
  }
  writeAtomically(file, merged.text);
  const what = [merged.added > 0 ? `added ${merged.added} hook entries` : '', merged.updated > 0 ? `pointed ${merged.updated} older entries at the hook` : ''].filter(Boolean).join(' and ');
  lines.push(`${file}: ${what}.`);
  return true;
}

/**
 * When the agent trusted our entries as they were (Codex: the hash its /hooks review kept) and no
 * longer trusts them as written now, what that means and what to do: the agent skips a changed
 * entry without a word, so the person must hear it from the install.
 */
function lostTrust(source: HookSource, project: string, home: string, env: NodeJS.ProcessEnv, before: string | undefined): string | undefined {
  if (before === undefined) return undefined;
  const was = agentTrust(source, project, home, env, before);
  const now = agentTrust(source, project, home, env);
  if (was?.ok !== true || now === undefined || now.ok) return undefined;
  return `CHANGED ENTRIES ${DIALECTS[source.agent].title} HAD REVIEWED: this install changed entries it trusted, and until you review them again it skips them. ${now.line}`;
}

/** An agent that runs the executable named after each event in its hooks folder (Cline). */
function installScripts(folder: string, command: string, layout: ScriptsLayout, title: string, lines: string[]): boolean {
  const { names } = layout;
  let wrote = false;
  for (const name of names) {
    const file = join(folder, name);
    const current = readIfThere(file);
    const script = layout.script(command);
    if (current === script) continue;
    if (current !== undefined && !current.includes(HOOK_MARKER)) throw new Error(`${file} already holds another hook, left as it is: ${title} runs one executable per event. Merge them by hand (run "${command}" from it), then run this again.`);
    writeAtomically(file, script);
    chmodSync(file, 0o755);
    wrote = true;
  }
  lines.push(wrote ? `${folder}: wrote ${names.join(', ')} (executables that run the hook).` : `${folder} already holds Guarded Edit's hooks for ${title}; nothing changed there.`);
  return wrote;
}

/** OpenCode's plugin file: the same text on every machine (it names no path), so it may be committed. */
function installPlugin(file: string, layout: PluginLayout, lines: string[]): boolean {
  const current = readIfThere(file);
  const source = layout.source();
  if (current === source) {
    lines.push(`${file} is Guarded Edit's plugin for OpenCode, up to date; nothing changed there.`);
    return false;
  }
  if (current !== undefined && !isOwnOpencodePlugin(current)) throw new Error(`${file} already holds another plugin, left as it is. Move it aside, then run this again.`);
  writeAtomically(file, source);
  lines.push(`${file}: wrote Guarded Edit's plugin for OpenCode (the same on every machine: it names no path, and may be committed).`);
  return true;
}

/**
 * Makes git ignore a file of this person's (its path relative to `project`) in the project's
 * repository, without touching a file the team commits: a line in the clone's own
 * .git/info/exclude, unless git ignores it already. What was done, or undefined outside a
 * repository (or without git).
 */
function ignoreInGit(project: string, relative: string, spawn: typeof spawnSync): string | undefined {
  const git = (...args: string[]) => spawn('git', ['-C', project, ...args], { encoding: 'utf8', timeout: 30_000 });
  const checked = git('check-ignore', '-q', '--', relative);
  // 0: ignored; 1: not ignored; anything else: no repository here, or no git.
  if (checked.status === 0) return `Git already ignores ${relative}, which stays out of commits.`;
  if (checked.status !== 1) return undefined;
  const exclude = git('rev-parse', '--path-format=absolute', '--git-path', 'info/exclude');
  const prefix = git('rev-parse', '--show-prefix');
  if (exclude.status !== 0 || prefix.status !== 0) return undefined;
  const excludeFile = String(exclude.stdout).trim();
  const line = `/${String(prefix.stdout).trim()}${relative}`;
  const current = readIfThere(excludeFile) ?? '';
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  mkdirSync(dirname(excludeFile), { recursive: true });
  writeFileSync(excludeFile, `${current}${separator}# Guarded Edit's hook for Claude Code: settings of this machine, not committed.\n${line}\n`);
  return `Git now ignores ${relative}: added ${line} to ${excludeFile} (this clone's own list, never committed; .gitignore is left as it is).`;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}


function writeAtomically(file: string, data: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * The shell parser's native pair for this machine (native/<platform>-<arch>/), when the package has
 * one; without it the hook reads commands with the WebAssembly files. The sizes file comes last:
 * the hook loads the pair only when both binaries have the sizes it names.
 */
function copyNativeParser(packaged: string, folder: string): { copied: boolean; folder?: string } {
  const native = shellNativeFolder(process.platform, process.arch);
  const names = [...Object.values(SHELL_NATIVE_FILES), SHELL_NATIVE_SIZES];
  if (!names.every((name) => existsSync(join(packaged, native, name)))) return { copied: false };
  return { copied: names.map((name) => copyIfDifferent(join(packaged, native, name), join(folder, native, name))).includes(true), folder: native };
}

/**
 * The native pair just installed, tested in a child process now (its verdict kept where the hook
 * looks: the hook loads a pair only once it worked so, see src/node/nativeProbe.ts).
 */
function testNativeParser(folder: string, nativeFolder: string, cacheDir: string): string {
  const pair = { runtime: join(folder, nativeFolder, SHELL_NATIVE_FILES.runtime), grammar: join(folder, nativeFolder, SHELL_NATIVE_FILES.grammar) };
  const verdict = testInChild(pair, cacheDir);
  return verdict.ok
    ? 'Checked: the native shell parser loads and reads a command on this machine.'
    : `The native shell parser does not work on this machine (${verdict.why}): the hook reads shell commands with its WebAssembly parser instead, which reads them alike but costs each shell call about 45 ms more.`;
}

/** Copies `from` to `to` unless `to` already holds the same bytes; true when it wrote. */
function copyIfDifferent(from: string, to: string): boolean {
  const bytes = readFileSync(from);
  let current: Buffer | undefined;
  try {
    current = readFileSync(to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (current !== undefined && current.equals(bytes)) return false;
  writeAtomically(to, bytes);
  chmodSync(to, 0o755);
  return true;
}

/**
 * Runs the very command the entries run (Cline: its executable), through a shell in `folder` as the
 * agent runs it, on a made-up event of the agent's dialect that reaches out of `folder`: a working
 * hook refuses it in the agent's form. Its session state goes to a throwaway folder, so nothing of
 * the person's is touched.
 */
function proveItRefuses(place: { file: string; command: string }, agent: AgentName, folder: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): string {
  const state = join(userFolder('data', env, process.platform, env.HOME || homedir()), `install-check-${process.pid}`);
  const { layout } = DIALECTS[agent];
  const command = layout.kind === 'scripts' ? JSON.stringify(join(place.file, layout.names[0])) : place.command;
  try {
    const childEnv: NodeJS.ProcessEnv = { ...env, XDG_STATE_HOME: state };
    delete childEnv.GUARDED_EDIT_HOOK;
    delete childEnv.CLAUDE_PROJECT_DIR;
    const run = spawn(command, { shell: true, cwd: folder, input: JSON.stringify(DIALECTS[agent].probe.event(folder)), env: childEnv, encoding: 'utf8', timeout: 60_000 });
    const answer = typeof run.stdout === 'string' ? run.stdout : '';
    if (refusedAsItShould(agent, run.status, answer)) return `Checked: the entries' command, run as ${DIALECTS[agent].title} runs it, refused a path outside the project in its form, as it should.`;
    const detail = run.error ? run.error.message : `exit ${String(run.status)}, output ${JSON.stringify(answer.slice(0, 300))}, errors ${JSON.stringify((run.stderr ?? '').slice(0, 300))}`;
    throw new Error(`the entries' command did not refuse a probe event as it should (${detail}). The entries are written; run guarded-edit doctor to see what fails.`);
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}

/** Why `folder` does not look like a project: not a git repository's folder, the home folder, or the root; undefined when it does. */
function notAProject(folder: string, home: string): string | undefined {
  const full = resolve(folder);
  if (full === resolve(home)) return 'is your home folder, not a project';
  if (dirname(full) === full) return 'is the root of the file system, not a project';
  // The folder of a repository, or one inside it (a package of a monorepo); bounded by the path's depth.
  for (let at = full, i = 0; i < 200; i++, at = dirname(at)) {
    if (existsSync(join(at, '.git'))) return undefined;
    if (dirname(at) === at) break;
  }
  return 'is in no git repository (no .git in it or above it), so it does not look like a project';
}

export const install: Command = {
  name: 'install',
  synopsis: 'install --agent NAME [--user] [--force] [PROJECT]',
  summary: [`install the agent hook for one agent (${AGENTS.slice(0, 4).join(', ')},`, `${AGENTS.slice(4).join(', ')}) in PROJECT (default: the current folder)`],
  usage: INSTALL_USAGE,
  run: (argv) => {
    const parsed = parseInstallArgs(argv, process.cwd());
    if (!parsed.ok) {
      (parsed.help ? process.stdout : process.stderr).write(`${parsed.message}\n`);
      return parsed.help ? 0 : 2;
    }
    try {
      // The hook beside this program (dist/hook.js of the package, and its program) is what gets installed.
      const outcome = installHook(parsed.request, join(__dirname, HOOK_LAUNCHER), process.env, spawnSync);
      process.stdout.write(`${outcome.lines.join('\n')}\n`);
      return 0;
    } catch (error) {
      process.stderr.write(`guarded-edit install: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
  },
};
