// `guarded-edit install [--claude|--vscode] [--user] [PROJECT]` (also `guarded-edit-hook install`):
// copy the hook bundle to the user's data folder, where no package cache can clear it; merge
// entries that run that copy into Claude Code's settings (the project's .claude/settings.json, or
// the user's with --user) or VS Code's agent hooks file (.github/hooks/guarded-edit.json); then
// run the installed copy once on a made-up event to prove it answers. Safe to run twice.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CLAUDE_SETTINGS_PATH, HOOK_MARKER, mergeOwnEntries, VSCODE_HOOKS_PATH, type SettingsFormat } from '../core/agentHook';
import { userFolder } from '../node/userFolders';
import { HOOK_LAUNCHER, HOOK_PROGRAM } from './hookFiles';

export const INSTALL_USAGE = `Usage: guarded-edit install [--claude | --vscode] [--user] [PROJECT]

Installs Guarded Edit's agent hook, which checks the agent's own Read, Write and Edit calls:
  1. copies the hook program to your data folder ($XDG_DATA_HOME/guarded-edit/hook.js and
     hook-main.js, by default in ~/.local/share/guarded-edit; %LOCALAPPDATA%\\guarded-edit on
     Windows), where clearing a package cache cannot remove it;
  2. adds entries that run it to the agent's settings of PROJECT (default: the current folder):
       --claude  PROJECT/.claude/settings.json (the default)
       --vscode  PROJECT/.github/hooks/guarded-edit.json, for VS Code's agent mode
       --user    with --claude: your ~/.claude/settings.json, for every project
     Other settings and hooks are kept; entries of ours that run an older copy are updated;
  3. runs the installed hook once to prove it answers.
Running it again changes nothing unless something was missing or out of date.

  --project PROJECT   the same as giving PROJECT.
  --help              show this text.`;

export interface InstallRequest {
  format: SettingsFormat;
  user: boolean;
  project: string;
  /** The project is the current folder because none was named. */
  projectFromCwd: boolean;
}

export type ParsedInstall = { ok: true; request: InstallRequest } | { ok: false; help: boolean; message: string };

export function parseInstallArgs(args: readonly string[], cwd: string): ParsedInstall {
  let format: SettingsFormat | undefined;
  let user = false;
  let project: string | undefined;
  const bad = (message: string): ParsedInstall => ({ ok: false, help: false, message: `${message}\n\n${INSTALL_USAGE}` });
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return { ok: false, help: true, message: INSTALL_USAGE };
    if (arg === '--claude' || arg === '--vscode') {
      const named = arg === '--claude' ? 'claude' : 'vscode';
      if (format !== undefined && format !== named) return bad('Give --claude or --vscode, not both.');
      format = named;
    } else if (arg === '--user') user = true;
    else if (arg === '--project') {
      const value = args[++i];
      if (value === undefined) return bad('--project needs a folder.');
      if (project !== undefined) return bad('Give one project folder.');
      project = value;
    } else if (arg.startsWith('-')) return bad(`Unknown option ${arg}.`);
    else if (project !== undefined) return bad(`Give one project folder; received ${JSON.stringify(project)} and ${JSON.stringify(arg)}.`);
    else project = arg;
  }
  const chosen = format ?? 'claude';
  if (user && chosen === 'vscode') return bad('--user is for Claude Code; VS Code reads the hooks file of the workspace.');
  return { ok: true, request: { format: chosen, user, project: resolve(cwd, project ?? '.'), projectFromCwd: project === undefined } };
}

export interface InstallOutcome {
  /** What was done, one line each, for the person. */
  lines: string[];
  /** The settings file written (or that already held our entries). */
  file: string;
  /** Whether anything on disk changed. */
  changed: boolean;
}

/**
 * Installs the hook whose launcher is `launcherPath` (dist/hook.js; its program beside it) for
 * `request`; throws with a message for the person when a step fails.
 */
export function installHook(request: InstallRequest, launcherPath: string, env: NodeJS.ProcessEnv): InstallOutcome {
  const home = env.HOME || homedir();
  const lines: string[] = [];
  if (!request.user) {
    lines.push(request.projectFromCwd
      ? `Project: ${request.project} (the current folder; name another as guarded-edit install PROJECT).`
      : `Project: ${request.project}.`);
    if (!isFolder(request.project)) throw new Error(`${request.project} is not a folder: name the project's folder.`);
  }

  const folder = userFolder('data', env, process.platform, home);
  const installed = join(folder, HOOK_LAUNCHER);
  // The program first: a launcher never runs beside a program older than itself.
  const copiedProgram = copyIfDifferent(join(dirname(launcherPath), HOOK_PROGRAM), join(folder, HOOK_PROGRAM));
  const copied = copyIfDifferent(launcherPath, installed) || copiedProgram;
  lines.push(copied ? `Copied the hook to ${installed} (and its program, ${HOOK_PROGRAM}).` : `The hook at ${installed} is up to date.`);

  const file = request.format === 'claude' ? join(request.user ? home : request.project, CLAUDE_SETTINGS_PATH) : join(request.project, VSCODE_HOOKS_PATH);
  const command = `node ${JSON.stringify(installed)} --id ${HOOK_MARKER}`;
  const merged = mergeOwnEntries(readIfThere(file), request.format, command);
  if (!merged.ok) throw new Error(`${file} was left as it is: ${merged.problem}. Fix or remove it, then run this again.`);
  if (merged.added === 0 && merged.updated === 0) lines.push(`${file} already holds Guarded Edit's hook entries; nothing changed there.`);
  else {
    writeAtomically(file, merged.text);
    const what = [merged.added > 0 ? `added ${merged.added} hook entries` : '', merged.updated > 0 ? `pointed ${merged.updated} older entries at the installed hook` : ''].filter(Boolean).join(' and ');
    lines.push(`${file}: ${what}.`);
  }

  lines.push(proveItAnswers(installed, request.user ? home : request.project, env));
  return { lines, file, changed: copied || merged.added > 0 || merged.updated > 0 };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
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
 * Runs the installed hook on a Read of a path that climbs out of `folder`: a working hook denies
 * it (PATH_TRAVERSAL). Its session state goes to a throwaway folder, so nothing of the person's
 * is touched.
 */
function proveItAnswers(installed: string, folder: string, env: NodeJS.ProcessEnv): string {
  const state = join(dirname(installed), `install-check-${process.pid}`);
  const event = { session_id: 'guarded-edit-install-check', cwd: folder, hook_event_name: 'PreToolUse', tool_name: 'Read', tool_input: { file_path: `${folder}/../guarded-edit-install-check` } };
  try {
    const childEnv: NodeJS.ProcessEnv = { ...env, XDG_STATE_HOME: state, CLAUDE_PROJECT_DIR: folder };
    delete childEnv.GUARDED_EDIT_HOOK;
    const run = spawnSync(process.execPath, [installed, '--id', HOOK_MARKER], { input: JSON.stringify(event), env: childEnv, encoding: 'utf8', timeout: 30_000 });
    const answer = typeof run.stdout === 'string' ? run.stdout : '';
    if (run.status === 0 && /"permissionDecision":"deny"/.test(answer) && /PATH_TRAVERSAL|OUTSIDE_WORKSPACE/.test(answer)) {
      return 'Checked: the installed hook runs and refused a path outside the project, as it should.';
    }
    const detail = run.error ? run.error.message : `exit ${String(run.status)}, output ${JSON.stringify(answer.slice(0, 300))}, errors ${JSON.stringify((run.stderr ?? '').slice(0, 300))}`;
    throw new Error(`the installed hook did not answer as expected (${detail}). The entries are written; run \`node ${JSON.stringify(installed)} --help\` to see whether Node can start it.`);
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}
