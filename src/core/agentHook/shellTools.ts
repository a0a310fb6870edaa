// Each agent's shell tool as its hook events name it, and the command and folder in its input:
// Claude Code's Bash, VS Code's run_in_terminal, Copilot CLI's bash, Codex's Bash (and the older
// names of its shell tools; the command a string or an argv array), Gemini CLI's
// run_shell_command, Cursor's Shell (and its beforeShellExecution event), Cline's
// execute_command. Pure.
import type { AgentName } from './agents';

/** The shell tools by agent, as the tool names their hook events carry. */
export const SHELL_TOOLS: Record<AgentName, readonly string[]> = {
  claude: ['Bash'],
  vscode: ['run_in_terminal', 'copilot_runInTerminal'],
  copilot: ['bash'],
  codex: ['Bash', 'shell', 'local_shell', 'exec_command', 'container.exec'],
  gemini: ['run_shell_command'],
  cursor: ['Shell'],
  cline: ['execute_command'],
};

/** The guarded file tools each agent has, named in a refusal as what to use instead of the shell. */
export const FILE_TOOLS_INSTEAD: Record<AgentName, string> = {
  claude: 'the Edit or Write tool',
  vscode: 'the replace_string_in_file or create_file tool',
  copilot: 'the edit or create tool',
  codex: 'apply_patch',
  gemini: 'the replace or write_file tool',
  cursor: 'the Edit or Write tool',
  cline: 'the replace_in_file or write_to_file tool',
};

export interface ShellCommand {
  /** The command: a script for a shell, or (Codex) the program's argv. */
  command: string | readonly string[];
  /** The key of the input that holds it (for an error's path). */
  key: string;
  /** The folder the tool runs it in, when the input names one (absolute or relative to the event's cwd). */
  workdir?: string;
}

export function isShellTool(tool: string, agent: AgentName): boolean {
  return SHELL_TOOLS[agent].includes(tool);
}

/** The command of a shell tool's input, or undefined when the input holds none. */
export function shellCommandOf(input: unknown): ShellCommand | undefined {
  const object = typeof input === 'string' ? parsedObject(input) : input;
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return undefined;
  const record = object as Record<string, unknown>;
  let found: { command: string | readonly string[]; key: string } | undefined;
  for (const key of ['command', 'cmd']) {
    const value = record[key];
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
      found = { command: value as string | readonly string[], key };
      break;
    }
  }
  if (found === undefined) return undefined;
  // Codex's workdir, Gemini's dir_path (older: directory), VS Code's and others' cwd.
  const folder = ['workdir', 'dir_path', 'directory', 'cwd'].map((k) => record[k]).find((v): v is string => typeof v === 'string' && v !== '');
  return folder === undefined ? found : { ...found, workdir: folder };
}

/** Copilot CLI and Cursor may send the arguments as JSON text. */
function parsedObject(text: string): unknown {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
