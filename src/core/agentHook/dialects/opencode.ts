// OpenCode: no command hooks; a plugin (opencodePlugin.ts) in .opencode/plugin/ (or the person's
// ~/.config/opencode/plugin/) that OpenCode loads into its own process hands each tool call to the
// guard installed in the data folder, which reads it as an event of this dialect:
// { opencode: 'tool.execute.before' | 'tool.execute.after', sessionID, callID, tool, args,
// directory, worktree }. Its tools (1.18, run for real): read { filePath }, write { filePath,
// content }, edit { filePath, oldString, newString, replaceAll }, apply_patch { patchText } (for
// GPT models, in the Codex patch form), bash { command, workdir, description }. A refusal is the
// error the plugin throws: OpenCode shows its message to the model as the tool's result and goes
// on. OpenCode asks the person only through its own permission rules, which a plugin cannot raise
// from a tool call, so a file that needs the person's yes is refused with words saying so.
import { isRecord, json, PROBE_SESSION, probePath, shellTool, silent, SILENT, str, type AgentDialect, type AgentEvent, type HookMoment } from '../dialect';
import { OPENCODE_PLUGIN_FILE, opencodePluginSource } from './opencodePlugin';

const MOMENT_OF: Record<string, HookMoment> = { 'tool.execute.before': 'before', 'tool.execute.after': 'after' };

const TOOLS = { read: 'read', write: 'write', edit: 'replace', multiedit: 'multi-edit', apply_patch: 'patch', patch: 'patch' } as const;
const SHELL = 'bash';

function readEvent(raw: Record<string, unknown>, agent: AgentEvent['agent']): AgentEvent | undefined {
  const name = str(raw.opencode);
  if (name === undefined) return undefined;
  const directory = str(raw.directory) ?? '';
  const worktree = str(raw.worktree) ?? '';
  // The project is the git work tree OpenCode found (it names "/" outside a repository), else its folder.
  const root = worktree !== '' && worktree !== '/' ? worktree : directory;
  const input = isRecord(raw.args) ? raw.args : {};
  return {
    agent, name, moment: MOMENT_OF[name] ?? 'other', session: str(raw.sessionID) ?? '', roots: root === '' ? [] : [root],
    // The folder OpenCode runs in; the bash tool's own `workdir` is read with its command (shellCallOf), from here.
    ...(directory !== '' ? { cwd: directory } : {}),
    tool: str(raw.tool) ?? '', input, ...(str(raw.callID) !== undefined ? { callId: str(raw.callID) } : {}),
  };
}

const PLUGIN = `.opencode/plugin/${OPENCODE_PLUGIN_FILE}`;

export const opencode: AgentDialect = {
  name: 'opencode',
  title: 'OpenCode',
  recognises: (event) => typeof event.opencode === 'string',
  events: { before: ['tool.execute.before'], after: ['tool.execute.after'], prompt: [], ignored: [] },
  readEvent,
  tools: TOOLS,
  arguments: { path: ['filePath'], content: ['content'], old: ['oldString'], new: ['newString'], patch: ['patchText'] },
  shellTools: [shellTool(SHELL)],
  writeTools: 'the edit or write tool',
  readTool: 'the read tool',
  readsSeen: true,
  whenHookFails: {
    failsOpen: false,
    line: 'OpenCode refuses a call when the plugin throws; the plugin itself refuses every file and shell call when the guard it loads is missing or broken. OpenCode runs no plugin at all when it cannot load the file (a syntax error), which doctor checks.',
  },
  answers: {
    // Read by the plugin's guard (src/hook/opencodeGuard.ts): exit 2 and the reason, which the plugin throws.
    deny: (_name, reason) => ({ stdout: json({ deny: reason }), stderr: reason, exitCode: 2 }),
    allow: SILENT,
    quiet: silent,
    after: (_name, reason) => ({ stdout: json({ told: reason }), exitCode: 0 }),
  },
  layout: { kind: 'plugin', source: () => opencodePluginSource([...Object.keys(TOOLS), SHELL]) },
  install: {
    project: { folder: 'project', path: PLUGIN, portable: true },
    user: { folder: { variable: 'XDG_CONFIG_HOME', inHome: '.config' }, path: `opencode/plugin/${OPENCODE_PLUGIN_FILE}` },
  },
  found: {
    project: [{ folder: 'project', path: PLUGIN }],
    user: [{ folder: { variable: 'XDG_CONFIG_HOME', inHome: '.config' }, path: `opencode/plugin/${OPENCODE_PLUGIN_FILE}` }],
  },
  // Its whole folder (plugins, agents, commands) and settings (which name plugins of npm) run code.
  guardedFiles: ['.opencode/**', 'opencode.json', 'opencode.jsonc'],
  settingsFiles: [],
  trust: {
    note: (user) =>
      `OpenCode loads the plugin at its next start with nothing to switch on (${user ? 'every project' : 'in this project'}); on its first start in a folder it installs its plugin package (@opencode-ai/plugin) into .opencode/ from the npm registry. Kilo Code's CLI, built on OpenCode, reads .kilo/ and .kilocode/, not .opencode/: this plugin does not guard it.`,
    reads: [],
  },
  probe: {
    event: (folder) => ({ opencode: 'tool.execute.before', sessionID: PROBE_SESSION, callID: 'probe', tool: 'read', args: { filePath: probePath(folder) }, directory: folder, worktree: '/' }),
    refusal: /^\{"deny":/,
    exitCode: 2,
  },
};
