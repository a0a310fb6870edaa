// A shell tool's call, as each agent's dialect names it (its `shellTools`: Claude Code's Bash,
// VS Code's run_in_terminal, Copilot CLI's bash, Codex's Bash/shell/exec_command with a string or
// an argv array, Gemini CLI's run_shell_command, Cursor's Shell, Cline's execute_command and
// run_commands, OpenCode's bash): the command and the folder the tool runs it in when the input
// names one. Pure.
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

/** Bounds on a command read from an event: characters, and argv items joined. */
const MAX_COMMAND_CHARS = 1024 * 1024;
const MAX_ARGV = 10_000;

/** The command of a shell tool's call as one command line (an argv joined as shell words), or undefined when the tool is not the agent's shell tool (or has no command). */
export function shellCommandOf(agent: AgentName, tool: string, input: unknown): string | undefined {
  const call = shellCallOf(tool, input, agent);
  if (call === undefined) return undefined;
  if (typeof call.command === 'string') return call.command.slice(0, MAX_COMMAND_CHARS);
  return call.command.slice(0, MAX_ARGV).map(quoteWord).join(' ').slice(0, MAX_COMMAND_CHARS);
}

/** An argv item as a shell word (for showing and keeping an argv call as one command line). */
function quoteWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
