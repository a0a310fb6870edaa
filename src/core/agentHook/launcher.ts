// The command every hook entry runs (a project's committed one, and a person's own): one `node -e` process that finds the hook
// installed in the person's data folder ($XDG_DATA_HOME/guarded-edit, else ~/.local/share/
// guarded-edit; %LOCALAPPDATA%\guarded-edit on Windows) and runs it in the same process. No npm, no
// network, no path of one machine: every teammate's entry is the same text. When the hook is not
// installed on a machine, or cannot be loaded, the event is denied in the agent's form with the
// one command that installs it, so a missing hook never lets a call through.
//
// The code is written to mean the same in every shell an agent may run it with (sh, bash, cmd.exe,
// PowerShell): it sits in double quotes and holds none of the characters those shells expand or
// end a quote with (" $ ` \ % !); strings are single-quoted JavaScript, and any such character in
// them is written as a \xHH escape (a backslash before "x" is kept by every one of those shells).
// Pure.
import type { AgentName } from './agents';
import { HOOK_MARKER, type HookAnswer } from './dialect';

/** The file in the data folder that the committed command runs (dist/hook.js, copied by install). */
export const INSTALLED_HOOK = 'hook.js';

/** The command that installs the hook on a machine (what a missing hook's refusal tells the person to run); `user`: for the person's own file. */
export function installCommandFor(agent: AgentName, user = false): string {
  return `npx -y guarded-edit install --agent ${agent}${user ? ' --user' : ''}`;
}

/** Why an event is refused on a machine without the hook (also the `doctor` wording). */
export function missingHookReason(agent: AgentName, user = false): string {
  return `Guarded Edit's hook is not installed on this machine (or cannot be loaded), so this call is refused rather than let through unchecked. Install it once with: ${installCommandFor(agent, user)}`;
}

/**
 * Why an event after a call (an after-event) failed when the hook cannot be loaded whole: the call
 * already ran, so nothing is refused; what it did is missing from the history.
 */
export function incompleteHookAfterReason(agent: AgentName): string {
  return `Guarded Edit's hook on this machine cannot be loaded whole, so what this call did was not recorded in the history (the call already ran: nothing was refused). Install it again with: ${installCommandFor(agent)}`;
}

/** Characters that a shell or cmd.exe would expand or end a quote with, and anything outside printable ASCII. */
const UNSAFE = /[^ #&()*+,\-./0-9:;<=>?@A-Z[\]^_a-z{|}~]|'/g;

/** `text` as a single-quoted JavaScript string that every shell passes through unchanged inside double quotes. */
function shellSafeJsString(text: string): string {
  const body = text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
  return `'${body}'`;
}

/**
 * The committed entry's command for `agent`. `missing` is the agent's deny for an event the hook
 * cannot answer (made with missingHookReason), given when the installed hook is absent or fails to
 * load. `options` are further hook arguments (such as --read-before-edit off).
 */
export function launcherCommand(agent: AgentName, missing: HookAnswer, options: readonly string[] = []): string {
  const args = ['--agent', agent, '--id', HOOK_MARKER, ...options].map(shellSafeJsString).join(',');
  // The home folder only where no variable names the data folder, and on POSIX from HOME first, as
  // os.homedir() itself reads it there: loading node:os cost every event half a millisecond.
  const code = [
    "const p=require('path'),e=process.env,h=()=>(process.platform=='win32'?0:e.HOME)||require('os').homedir(),x=e.XDG_DATA_HOME,",
    "d=process.platform=='win32'?p.join(e.LOCALAPPDATA||p.join(h(),'AppData','Local'),'guarded-edit'):p.join(x&&p.isAbsolute(x)?x:p.join(h(),'.local','share'),'guarded-edit'),",
    `f=p.join(d,${shellSafeJsString(INSTALLED_HOOK)});`,
    `process.argv.splice(1,process.argv.length,f,${args});`,
    'try{require(f)}catch(r){',
    missing.stdout === undefined ? '' : `process.stdout.write(${shellSafeJsString(missing.stdout)});`,
    missing.stderr === undefined ? '' : `process.stderr.write(${shellSafeJsString(missing.stderr)}+${shellSafeJsString(' (')}+f+${shellSafeJsString(': ')}+String(r&&r.message).split(String.fromCharCode(10))[0]+${shellSafeJsString(')\n')});`,
    `process.exitCode=${missing.exitCode}}`,
  ].join('');
  return `node -e "${code}"`;
}

/** Whether `command` is a launcher this module writes (any agent, any options). */
export function isLauncherCommand(command: string): boolean {
  return command.startsWith('node -e "const p=require(\'path\')') && command.includes(HOOK_MARKER) && command.endsWith('"');
}
