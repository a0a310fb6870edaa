// Each agent's shell tool as it reaches the hook, and the command it runs: Claude Code's Bash,
// VS Code's run_in_terminal, Copilot CLI's bash, Codex's Bash/shell/exec_command (a string or an
// argv array), Gemini CLI's run_shell_command, Cursor's Shell, Cline's execute_command, OpenCode's bash. Pure.
import type { AgentName } from './agents';
import { DIALECTS } from './dialects';

const SHELL_TOOLS: Readonly<Record<AgentName, readonly string[]>> = {
  claude: ['Bash'],
  vscode: ['run_in_terminal', 'runInTerminal', 'Bash'],
  copilot: ['bash', 'Bash'],
  codex: ['Bash', 'shell', 'exec_command', 'local_shell', 'container.exec'],
  gemini: ['run_shell_command'],
  cursor: ['Shell'],
  cline: ['execute_command'],
  opencode: ['bash'],
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
