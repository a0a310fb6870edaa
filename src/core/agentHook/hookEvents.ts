// One hook event of any dialect, read into one form: which agent sent it, at which moment (before a
// tool runs, after it ran, at the person's prompt), the session, the folders, the tool and its
// arguments. Without `--agent` the dialect is recognised from the event's keys. Pure.
import { isAgentName, type AgentName } from './agents';

/** When the event comes: before a tool runs (it can be stopped), after it ran, or at a prompt. */
export type HookMoment = 'before' | 'after' | 'prompt' | 'other';

export interface AgentEvent {
  agent: AgentName;
  moment: HookMoment;
  /** The event's name as the agent gave it ('PreToolUse', 'BeforeTool', 'beforeReadFile', ...; '' when it gives none). */
  name: string;
  /** The session (Claude's session_id, Copilot's sessionId, Cursor's conversation_id, Cline's taskId). */
  session: string;
  cwd?: string;
  /** Workspace folders the event names (Cursor's workspace_roots, Cline's workspaceRoots). */
  roots: string[];
  /** The tool's name; '' for an event without a tool. */
  tool: string;
  /** The tool's arguments as the agent sent them. */
  input: unknown;
  prompt?: string;
  /**
   * Cursor's beforeReadFile: a read checked before it happens, with no event after it, so an
   * allowed read is recorded at once.
   */
  recordWhenAllowed?: boolean;
}

export type EventParse = { ok: true; event: AgentEvent } | { ok: false; agent: AgentName; problem: string };

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const GEMINI_EVENTS = new Set(['BeforeTool', 'AfterTool', 'BeforeAgent', 'AfterAgent', 'BeforeModel', 'AfterModel', 'BeforeToolSelection', 'PreCompress', 'Notification']);
const COPILOT_ARGUMENTS = ['path', 'old_str', 'new_str', 'file_text'];

/** The dialect an event is written in, from its keys. */
export function detectAgent(event: Json): AgentName {
  if ('hookName' in event || 'clineVersion' in event) return 'cline';
  if ('conversation_id' in event || 'workspace_roots' in event || 'cursor_version' in event) return 'cursor';
  if ('turn_id' in event) return 'codex';
  if (GEMINI_EVENTS.has(str(event.hook_event_name) ?? '')) return 'gemini';
  if ('toolName' in event || 'toolArgs' in event || 'sessionId' in event) return 'copilot';
  if ('hookEventName' in event) return 'vscode';
  // Copilot from Claude's files: Claude's keys and tool names, its own argument names.
  const input = event.tool_input;
  if (isRecord(input) && !('file_path' in input) && COPILOT_ARGUMENTS.some((k) => k in input)) return 'copilot';
  return 'claude';
}

const MOMENTS: Record<string, HookMoment> = {
  PreToolUse: 'before', preToolUse: 'before', BeforeTool: 'before', beforeReadFile: 'before',
  PostToolUse: 'after', postToolUse: 'after', AfterTool: 'after', afterFileEdit: 'after',
  beforeShellExecution: 'before', afterShellExecution: 'after',
  UserPromptSubmit: 'prompt', userPromptSubmitted: 'prompt', BeforeAgent: 'prompt', beforeSubmitPrompt: 'prompt',
};

/** Reads one event (parsed JSON) in the dialect of `agent`, or of the keys it has when no agent is named. */
export function parseHookEvent(raw: unknown, agent?: AgentName): EventParse {
  if (!isRecord(raw)) {
    const kind = Array.isArray(raw) ? 'an array' : raw === null ? 'null' : typeof raw;
    return { ok: false, agent: agent ?? 'claude', problem: `the event is not a JSON object (received ${kind})` };
  }
  const dialect = agent ?? detectAgent(raw);
  if ('hookName' in raw) return { ok: true, event: clineEvent(raw, dialect) };
  const name = str(raw.hook_event_name) ?? str(raw.hookEventName) ?? '';
  const roots = stringList(raw.workspace_roots);
  const base = {
    agent: dialect,
    name,
    session: str(raw.session_id) ?? str(raw.sessionId) ?? str(raw.conversation_id) ?? '',
    roots,
    ...(str(raw.cwd) !== undefined && str(raw.cwd) !== '' ? { cwd: str(raw.cwd) } : {}),
  };
  const prompt = str(raw.prompt);
  if (name === 'beforeReadFile') {
    return { ok: true, event: { ...base, moment: 'before', tool: 'Read', input: { file_path: raw.file_path }, recordWhenAllowed: true } };
  }
  // Cursor's shell events: the command at the top level, judged as its Shell tool's call.
  if (name === 'beforeShellExecution' || name === 'afterShellExecution') {
    return { ok: true, event: { ...base, moment: MOMENTS[name], tool: 'Shell', input: { command: raw.command, ...(str(raw.cwd) !== undefined ? { cwd: raw.cwd } : {}) } } };
  }
  if (name === 'afterFileEdit') return { ok: true, event: { ...base, moment: 'after', tool: 'MultiEdit', input: { file_path: raw.file_path, edits: raw.edits } } };
  const tool = str(raw.tool_name) ?? str(raw.toolName) ?? '';
  const input = 'tool_input' in raw ? raw.tool_input : raw.toolArgs;
  let moment = MOMENTS[name];
  // Copilot's own events carry no name: a result means after, a tool before, a prompt a prompt.
  if (moment === undefined && name === '') moment = 'toolResult' in raw || 'tool_response' in raw ? 'after' : tool !== '' ? 'before' : prompt !== undefined ? 'prompt' : 'other';
  return { ok: true, event: { ...base, moment: moment ?? 'other', tool: moment === 'prompt' ? '' : tool, input, ...(prompt !== undefined ? { prompt } : {}) } };
}

function clineEvent(raw: Json, agent: AgentName): AgentEvent {
  const name = str(raw.hookName) ?? '';
  const base = { agent, name, session: str(raw.taskId) ?? '', roots: stringList(raw.workspaceRoots) };
  const moment = MOMENTS[name] ?? 'other';
  const body = raw[name.charAt(0).toLowerCase() + name.slice(1)];
  const part = isRecord(body) ? body : {};
  if (moment === 'prompt') return { ...base, moment, tool: '', input: undefined, ...(str(part.prompt) !== undefined ? { prompt: str(part.prompt) } : {}) };
  return { ...base, moment, tool: str(part.toolName) ?? '', input: part.parameters };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.slice(0, 100).filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

/** The agent named by `--agent NAME` in the hook's arguments, if any (checked by the caller). */
export function agentArgument(args: readonly string[]): string | undefined {
  const at = args.indexOf('--agent');
  if (at >= 0) return args[at + 1];
  const joined = args.find((a) => a.startsWith('--agent='));
  return joined?.slice('--agent='.length);
}

export { isAgentName };
