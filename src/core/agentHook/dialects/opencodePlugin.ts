// The plugin file `guarded-edit install --agent opencode` writes (.opencode/plugin/guarded-edit.js,
// or the person's own ~/.config/opencode/plugin/): OpenCode has no command hooks; it loads the
// plugins of those folders into its own process, calls their `tool.execute.before` before every
// tool call (a thrown error refuses the call, and the model reads its message as the tool's error)
// and `tool.execute.after` after it. The file is the same on every machine: it finds the guard
// installed in the person's data folder as the hook's launcher does (launcher.ts), loads it once,
// and hands it each call, so no process starts per call. When the guard is missing or cannot be
// loaded, every call of a file or shell tool is refused with the command that installs it. Pure.
import { HOOK_MARKER } from '../dialect';
import { missingHookReason } from '../launcher';

/** The guard's file in the data folder (dist/opencode-guard.js, copied by install). */
export const INSTALLED_OPENCODE_GUARD = 'opencode-guard.js';

/** The plugin file's name in OpenCode's plugin folder. */
export const OPENCODE_PLUGIN_FILE = 'guarded-edit.js';

/**
 * The plugin's text. `guarded`: the tools refused when the guard is missing (OpenCode's file and
 * shell tools).
 */
export function opencodePluginSource(guarded: readonly string[]): string {
  return `// Guarded Edit's plugin for OpenCode (${HOOK_MARKER}), written by guarded-edit install --agent opencode.
// It runs Guarded Edit's checks on OpenCode's file and shell tools, with the guard installed in your
// data folder; without it, those tools are refused. Check it with: npx -y guarded-edit doctor
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

const GUARDED = new Set(${JSON.stringify(guarded)});
const MISSING = ${JSON.stringify(missingHookReason('opencode'))};

function dataFolder() {
  const env = process.env;
  const home = homedir();
  if (process.platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'guarded-edit');
  const xdg = env.XDG_DATA_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.local', 'share'), 'guarded-edit');
}

export const GuardedEdit = async ({ directory, worktree }) => {
  const file = join(dataFolder(), ${JSON.stringify(INSTALLED_OPENCODE_GUARD)});
  let guard;
  let failure = '';
  try {
    guard = createRequire(import.meta.url)(file);
    if (typeof guard.before !== 'function' || typeof guard.after !== 'function') throw new Error('it is not the guard');
  } catch (error) {
    guard = undefined;
    failure = \` (\${file}: \${String(error && error.message).split('\\n')[0]})\`;
  }
  const place = { directory, worktree };
  return {
    'tool.execute.before': async (input, output) => {
      if (guard === undefined) {
        if (GUARDED.has(input.tool)) throw new Error(MISSING + failure);
        return;
      }
      const refusal = await guard.before({ ...place, tool: input.tool, sessionID: input.sessionID, callID: input.callID, args: output.args });
      if (refusal !== undefined) throw new Error(refusal);
    },
    'tool.execute.after': async (input, output) => {
      if (guard === undefined) return;
      const told = await guard.after({ ...place, tool: input.tool, sessionID: input.sessionID, callID: input.callID, args: input.args });
      if (told !== undefined && output && typeof output.output === 'string') output.output += \`\\n\\n\${told}\`;
    },
  };
};
`;
}

/** Whether `text` is a plugin file this module writes (any version). */
export function isOwnOpencodePlugin(text: string): boolean {
  return text.includes(HOOK_MARKER) && text.includes('export const GuardedEdit');
}
