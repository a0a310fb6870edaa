// Every agent's shell tool as its events reach the hook, for the table-driven shell specs: the
// before- and after-event of one command, how an answer is read back (the decision and its
// reason, what the agent is told after a put-back), and the command as the history records it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIALECTS, type AgentName } from '../../src/core/agentHook';
import type { HookAnswer } from './hookRunner';

export interface ShellDialect {
  /** Names the tests: the agent and its tool (and the form, where an agent has several). */
  label: string;
  agent: AgentName;
  /** The tool name the entry records (the one the event carries). */
  tool: string;
  before(project: string, command: string): unknown;
  after(project: string, command: string): unknown;
  /** The command as the history keeps it (an argv is kept as shell words). */
  recorded(command: string): string;
  /** stdout of a before-event let through. */
  allowed: string;
  /** The exit code of a refusal. */
  denyExit: number;
  /** Whether the agent shows an `ask` to the person (the others get a refusal instead). */
  asks: boolean;
  /** The text of an after-answer that tells the model what was put back. */
  told(answer: HookAnswer): string;
}

export interface Decision {
  kind: string;
  reason: string;
}

/** The decision in any agent's form ('deny', 'ask' or 'allow') and its reason. */
export function decisionOf(answer: HookAnswer): Decision {
  const out = answer.stdout === '' ? {} : (JSON.parse(answer.stdout) as Record<string, unknown>);
  const specific = out.hookSpecificOutput as Record<string, unknown> | undefined;
  if (specific !== undefined) return { kind: String(specific.permissionDecision), reason: String(specific.permissionDecisionReason) };
  if ('permissionDecision' in out) return { kind: String(out.permissionDecision), reason: String(out.permissionDecisionReason) };
  if (out.decision === 'deny') return { kind: 'deny', reason: String(out.reason) };
  if ('permission' in out) return { kind: String(out.permission), reason: typeof out.agent_message === 'string' ? out.agent_message : '' };
  if (out.cancel === true) return { kind: 'deny', reason: String(out.errorMessage) };
  if (typeof out.deny === 'string') return { kind: 'deny', reason: out.deny };
  return { kind: 'allow', reason: '' };
}

/** An argv item as the hook shows it in a command line. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

const asIs = (command: string): string => command;
const blockReason = (answer: HookAnswer): string => {
  const json = JSON.parse(answer.stdout) as { decision: string; reason: string };
  assert.equal(json.decision, 'block', answer.stdout);
  return json.reason;
};
const onStderr = (answer: HookAnswer): string => {
  assert.equal(answer.exitCode, 2, answer.stdout + answer.stderr);
  return answer.stderr;
};

type InputOf = (command: string) => Record<string, unknown>;

/** Claude Code, VS Code and Codex: hook_event_name PreToolUse/PostToolUse, tool_name, tool_input. */
function claudeLike(agent: 'claude' | 'vscode' | 'codex', tool: string, input: InputOf, recorded = asIs, label = `${agent} ${tool}`): ShellDialect {
  const extra = agent === 'codex' ? { turn_id: 't', model: 'm' } : {};
  const event = (moment: 'PreToolUse' | 'PostToolUse', cwd: string, command: string): unknown => ({
    session_id: 's', cwd, hook_event_name: moment, ...(agent === 'vscode' ? { hookEventName: moment } : {}), tool_name: tool, tool_use_id: 'call-1',
    tool_input: input(command), ...(moment === 'PostToolUse' ? { tool_response: { stdout: '' } } : {}), ...extra,
  });
  return {
    label, agent, tool, recorded, allowed: '', denyExit: 2, asks: DIALECTS[agent].answers.ask !== undefined, told: blockReason,
    before: (cwd, command) => event('PreToolUse', cwd, command),
    after: (cwd, command) => event('PostToolUse', cwd, command),
  };
}

export const SHELL_DIALECTS: readonly ShellDialect[] = [
  claudeLike('claude', 'Bash', (command) => ({ command, description: 'run' })),
  claudeLike('vscode', 'run_in_terminal', (command) => ({ command, explanation: 'run', isBackground: false })),
  claudeLike('codex', 'Bash', (command) => ({ command }), asIs, 'codex Bash (a string)'),
  claudeLike('codex', 'shell', (command) => ({ command: ['bash', '-lc', command] }), (command) => ['bash', '-lc', command].map(shellWord).join(' '), 'codex shell (an argv array)'),
  claudeLike('codex', 'exec_command', (cmd) => ({ cmd }), asIs, 'codex exec_command (cmd)'),
  {
    label: 'copilot bash', agent: 'copilot', tool: 'bash', recorded: asIs, allowed: '', denyExit: 2, asks: DIALECTS.copilot.answers.ask !== undefined,
    before: (cwd, command) => ({ sessionId: 's', timestamp: 0, cwd, toolName: 'bash', toolArgs: JSON.stringify({ command, description: 'run' }) }),
    after: (cwd, command) => ({ sessionId: 's', timestamp: 1, cwd, toolName: 'bash', toolArgs: JSON.stringify({ command, description: 'run' }), toolResult: { resultType: 'success', textResultForLlm: '' } }),
    told: (a) => (JSON.parse(a.stdout) as { additionalContext: string }).additionalContext,
  },
  {
    label: 'gemini run_shell_command', agent: 'gemini', tool: 'run_shell_command', recorded: asIs, allowed: '', denyExit: 2, asks: DIALECTS.gemini.answers.ask !== undefined,
    before: (cwd, command) => ({ session_id: 's', cwd, hook_event_name: 'BeforeTool', timestamp: '0', tool_name: 'run_shell_command', tool_input: { command, description: 'run' } }),
    after: (cwd, command) => ({ session_id: 's', cwd, hook_event_name: 'AfterTool', timestamp: '0', tool_name: 'run_shell_command', tool_input: { command }, tool_response: {} }),
    told: (a) => {
      const json = JSON.parse(a.stdout) as { decision: string; reason: string };
      assert.equal(json.decision, 'deny');
      return json.reason;
    },
  },
  {
    label: 'cursor Shell (preToolUse/postToolUse)', agent: 'cursor', tool: 'Shell', recorded: asIs, allowed: '{}', denyExit: 2, asks: false, told: onStderr,
    before: (root, command) => ({ conversation_id: 's', generation_id: 'g', workspace_roots: [root], hook_event_name: 'preToolUse', tool_name: 'Shell', tool_input: { command } }),
    after: (root, command) => ({ conversation_id: 's', generation_id: 'g', workspace_roots: [root], hook_event_name: 'postToolUse', tool_name: 'Shell', tool_input: { command }, tool_output: '' }),
  },
  {
    label: 'cursor beforeShellExecution/afterShellExecution', agent: 'cursor', tool: 'Shell', recorded: asIs, allowed: '{}', denyExit: 2, asks: false, told: onStderr,
    before: (root, command) => ({ conversation_id: 's', generation_id: 'g', workspace_roots: [root], hook_event_name: 'beforeShellExecution', command, cwd: root }),
    after: (root, command) => ({ conversation_id: 's', generation_id: 'g', workspace_roots: [root], hook_event_name: 'afterShellExecution', command, cwd: root, output: '', duration: 1 }),
  },
  {
    label: 'cline execute_command', agent: 'cline', tool: 'execute_command', recorded: asIs, allowed: '{"cancel":false}', denyExit: 0, asks: false,
    before: (root, command) => ({ clineVersion: '3', hookName: 'PreToolUse', timestamp: '0', taskId: 's', workspaceRoots: [root], userId: 'u', preToolUse: { toolName: 'execute_command', parameters: { command, requires_approval: 'false' } } }),
    after: (root, command) => ({ clineVersion: '3', hookName: 'PostToolUse', timestamp: '0', taskId: 's', workspaceRoots: [root], userId: 'u', postToolUse: { toolName: 'execute_command', parameters: { command }, result: '', success: true } }),
    told: (a) => (JSON.parse(a.stdout) as { contextModification: string }).contextModification,
  },
  {
    // What the OpenCode plugin hands the guard (src/hook/opencodeGuard.ts), read by the same hook.
    label: 'opencode bash (through its plugin)', agent: 'opencode', tool: 'bash', recorded: asIs, allowed: '', denyExit: 2, asks: false,
    before: (root, command) => ({ opencode: 'tool.execute.before', sessionID: 's', callID: 'c1', tool: 'bash', args: { command, description: 'run' }, directory: root, worktree: root }),
    after: (root, command) => ({ opencode: 'tool.execute.after', sessionID: 's', callID: 'c1', tool: 'bash', args: { command, description: 'run' }, directory: root, worktree: root }),
    told: (a) => (JSON.parse(a.stdout) as { told: string }).told,
  },
];

/** Every file under `folder`, by path, as base64 (the folder absent: an empty map). */
function filesUnder(folder: string, out = new Map<string, string>()): Map<string, string> {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) filesUnder(path, out);
    else out.set(path, readFileSync(path).toString('base64'));
  }
  return out;
}

/** The bytes of the user's .git that are git's own: index, HEAD, refs, packed-refs. */
export function gitOwnState(project: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of ['index', 'HEAD', 'packed-refs']) {
    try {
      out.set(name, readFileSync(join(project, '.git', name)).toString('base64'));
    } catch {
      out.set(name, 'absent');
    }
  }
  return filesUnder(join(project, '.git', 'refs'), out);
}

/** Every byte of the user's .git (config, hooks, index, refs, objects). */
export function wholeGit(project: string): Map<string, string> {
  return filesUnder(join(project, '.git'));
}
