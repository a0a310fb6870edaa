// A shell tool's call, as each agent's dialect names it (its `shellTools`): the command (a script,
// or Codex's argv) and the folder the tool runs it in when the input names one. Pure.
import type { AgentName } from './agents';
import { parseJson, isRecord } from './dialect';
import { DIALECTS } from './dialects';

export interface ShellCommand {
  /** The command: a script for a shell, or (Codex) the program's argv. */
  command: string | readonly string[];
  /** The folder the tool runs it in, when the input names one (absolute or relative to the event's cwd). */
  workdir?: string;
}

export function isShellTool(tool: string, agent: AgentName): boolean {
  return DIALECTS[agent].shellTools.some((t) => t.name === tool);
}

/** The command of a shell tool's input (an object, or JSON text as Copilot CLI sends it), or undefined when it holds none. */
export function shellCallOf(tool: string, input: unknown, agent: AgentName): ShellCommand | undefined {
  const shell = DIALECTS[agent].shellTools.find((t) => t.name === tool);
  const object = typeof input === 'string' ? parseJson(input) : input;
  if (shell === undefined || !isRecord(object)) return undefined;
  const command = shell.command(object);
  if (command === undefined) return undefined;
  // Codex's workdir, Gemini's dir_path (older: directory), and a cwd where a tool has one.
  const folder = ['workdir', 'dir_path', 'directory', 'cwd'].map((k) => object[k]).find((v): v is string => typeof v === 'string' && v !== '');
  return folder === undefined ? { command } : { command, workdir: folder };
}

const SHELL_TOOLS: Readonly<Record<AgentName, readonly string[]>> = {
  claude: ['Bash'],
  vscode: ['run_in_terminal', 'runInTerminal', 'Bash'],
  copilot: ['bash', 'Bash'],
  codex: ['Bash', 'shell', 'exec_command', 'local_shell', 'container.exec'],
  gemini: ['run_shell_command'],
  cursor: ['Shell'],
  cline: ['execute_command'],
};

/** Bounds on a command read from an event: characters, and argv items joined. */
const MAX_COMMAND_CHARS = 1024 * 1024;
const MAX_ARGV = 10_000;

/** The command of a shell tool's call, or undefined when the tool is not the agent's shell tool (or has no command). */
export function shellCommandOf(agent: AgentName, tool: string, input: unknown): string | undefined {
  // The dialect's own shell tools when it names them; until then, the names above.
  const own = DIALECTS[agent].shellTools;
  if (own.length > 0 ? !own.some((t) => t.name === tool) : !SHELL_TOOLS[agent].includes(tool)) return undefined;
  let object = input;
  if (typeof input === 'string') {
    try {
      object = JSON.parse(input) as unknown;
    } catch {
      return input.slice(0, MAX_COMMAND_CHARS);
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return undefined;
  const record = object as Record<string, unknown>;
  const command = record.command ?? record.cmd;
  if (typeof command === 'string') return command.slice(0, MAX_COMMAND_CHARS);
  if (Array.isArray(command)) return command.slice(0, MAX_ARGV).filter((a): a is string => typeof a === 'string').map(quoteWord).join(' ').slice(0, MAX_COMMAND_CHARS);
  return undefined;
}

/** An argv item as a shell word (for showing and keeping an argv call as one command line). */
function quoteWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
