// The hook's command line: `guarded-edit hook [--agent NAME] [--keyword WORD] [--read-before-edit
// require|off] [--max-file-size-mb N] [FOLDER...]`, to run as a hook.
import { DEFAULT_OVERRIDE_KEYWORD } from '../core/agentHook';
import type { GateMode } from '../core/gate';

export const HOOK_USAGE = `Usage: guarded-edit hook [--agent NAME] [--keyword WORD] [--read-before-edit require|off] [--max-file-size-mb N] [FOLDER...]
       (also guarded-edit-hook, or node dist/hook.js)

An agent hook for Claude Code, VS Code's agent mode, GitHub Copilot CLI, Codex CLI, Gemini CLI,
Cursor and Cline: reads one hook event (JSON) on stdin and answers on stdout in that agent's form.
Before the agent's own file tools run (read, write, edit, patch), it checks the call with Guarded
Edit's core (path jail, current text, read before edit, sensitive files) and denies it with the
reason when a check fails (exit code 2, the reason also on stderr). Agents start it; to set it up,
run guarded-edit install --agent NAME, and check it with guarded-edit doctor.

  --agent NAME                 claude, vscode, copilot, codex, gemini, cursor or cline: the
                               dialect of the events and answers. Default: recognised from the
                               event's keys.
  --keyword WORD               the word a person writes in a prompt to let that turn's read-gate
                               refusals through. Default: SUDO (or $GUARDED_EDIT_HOOK_KEYWORD).
  --read-before-edit require|off
                               whether a file must be read before it is changed. Default: require.
  --max-file-size-mb N         files larger than N MB are refused. Default: 16.
  --watch-max-files N          a folder with more files (as git sees them) is not watched
                               during shell calls; 0: shell calls are not watched. Default:
                               100000.
  FOLDER...                    the workspace; default: the agent's project folder.
  --help                       show this text.

GUARDED_EDIT_HOOK=off in the agent's environment switches the hook off.`;

export interface HookOptions {
  keyword: string;
  gate: GateMode;
  maxFileBytes: number;
  /** Files a folder may hold and still be watched during shell calls (0: not watched). */
  watchMaxFiles: number;
  folders: string[];
}

export function parseHookOptions(args: readonly string[], env: NodeJS.ProcessEnv): HookOptions {
  const options: HookOptions = {
    keyword: env.GUARDED_EDIT_HOOK_KEYWORD || DEFAULT_OVERRIDE_KEYWORD,
    gate: 'require',
    maxFileBytes: 16 * 1024 * 1024,
    watchMaxFiles: 100_000,
    folders: [],
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = (): string => {
      const next = args[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--keyword') options.keyword = value();
    else if (arg === '--read-before-edit') {
      const mode = value();
      if (mode !== 'require' && mode !== 'off') throw new Error(`--read-before-edit is "require" or "off", not ${JSON.stringify(mode)}`);
      options.gate = mode;
    } else if (arg === '--max-file-size-mb') {
      const mb = Number(value());
      if (!(mb > 0)) throw new Error('--max-file-size-mb needs a positive number');
      options.maxFileBytes = Math.floor(mb * 1024 * 1024);
    } else if (arg === '--watch-max-files') {
      const files = Number(value());
      if (!Number.isInteger(files) || files < 0) throw new Error('--watch-max-files needs a whole number, 0 or more');
      options.watchMaxFiles = files;
    } else if (arg === '--id') value(); // the marker that names our entries in settings files
    else if (arg === '--agent') value(); // read before the options (runHook), so that even a failure answers in the agent's form
    else if (arg.startsWith('--agent=')) continue;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.folders.push(arg);
  }
  return options;
}
