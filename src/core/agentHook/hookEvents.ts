// One hook event of any dialect, read into one form: which agent sent it, at which moment (before a
// tool runs, after it ran, at the person's prompt), the session, the folders, the tool and its
// arguments. Without `--agent` the dialect is recognised from the event's keys. Pure.
import { AGENTS, type AgentName } from './agents';
import { isRecord, str, stringList, type AgentEvent, type HookMoment } from './dialect';
import { DEFAULT_DIALECT, DETECTION_ORDER, DIALECTS } from './dialects';

export type EventParse = { ok: true; event: AgentEvent } | { ok: false; agent: AgentName; problem: string };

type Json = Record<string, unknown>;

/** The dialect an event is written in, from its keys: each dialect's own keys first, then the keys it shares. */
export function detectAgent(event: Json): AgentName {
  return (DETECTION_ORDER.find((d) => d.recognises(event)) ?? DETECTION_ORDER.find((d) => d.recognisesLate?.(event) === true) ?? DEFAULT_DIALECT).name;
}

/**
 * The agent an event's keys plainly belong to (its own keys, or keys it shares that only it sends
 * with those argument names), whatever `--agent` says: an agent that reads another's hook files
 * (Copilot CLI reads VS Code's .github/hooks and Claude Code's settings) sends its own events
 * through them, and is answered in its own form. Undefined when only the default fits.
 */
function plainAgent(event: Json): AgentName | undefined {
  return (DETECTION_ORDER.find((d) => d !== DEFAULT_DIALECT && d.recognises(event)) ?? DETECTION_ORDER.find((d) => d.recognisesLate?.(event) === true))?.name;
}

/** The events some agent sends that the hook knows and does not act on (SessionStart, Stop, ...): answered with nothing. */
const IGNORED_EVENTS: ReadonlySet<string> = new Set(AGENTS.flatMap((agent) => DIALECTS[agent].events.ignored));

export function isIgnoredEvent(name: string): boolean {
  return IGNORED_EVENTS.has(name);
}

/** Every dialect's event names, by moment. */
const MOMENTS: ReadonlyMap<string, HookMoment> = new Map(
  AGENTS.flatMap((agent) => {
    const { events } = DIALECTS[agent];
    return (['before', 'after', 'prompt'] as const).flatMap((moment) => events[moment].map((name): [string, HookMoment] => [name, moment]));
  }),
);

/** Reads one event (parsed JSON) in the dialect of `agent`, or of the keys it has when no agent is named. */
export function parseHookEvent(raw: unknown, agent?: AgentName): EventParse {
  if (!isRecord(raw)) {
    const kind = Array.isArray(raw) ? 'an array' : raw === null ? 'null' : typeof raw;
    return { ok: false, agent: agent ?? DEFAULT_DIALECT.name, problem: `the event is not a JSON object (received ${kind})` };
  }
  const dialect = plainAgent(raw) ?? agent ?? DEFAULT_DIALECT.name;
  // An event of one agent's own shape (Cline's, Cursor's file events), by its keys.
  for (const d of DETECTION_ORDER) {
    const own = d.readEvent?.(raw, dialect);
    if (own !== undefined) return { ok: true, event: own };
  }
  const name = str(raw.hook_event_name) ?? str(raw.hookEventName) ?? '';
  const base = {
    agent: dialect,
    name,
    session: str(raw.session_id) ?? str(raw.sessionId) ?? str(raw.conversation_id) ?? '',
    roots: stringList(raw.workspace_roots),
    ...(str(raw.cwd) !== undefined && str(raw.cwd) !== '' ? { cwd: str(raw.cwd) } : {}),
    ...(callIdOf(raw) !== undefined ? { callId: callIdOf(raw) } : {}),
  };
  const prompt = str(raw.prompt);
  const tool = str(raw.tool_name) ?? str(raw.toolName) ?? '';
  const input = 'tool_input' in raw ? raw.tool_input : raw.toolArgs;
  let moment = MOMENTS.get(name);
  // Copilot's own events carry no name: a result means after, a tool before, a prompt a prompt.
  if (moment === undefined && name === '') moment = 'toolResult' in raw || 'tool_response' in raw ? 'after' : tool !== '' ? 'before' : prompt !== undefined ? 'prompt' : 'other';
  return { ok: true, event: { ...base, moment: moment ?? 'other', tool: moment === 'prompt' ? '' : tool, input, ...(prompt !== undefined ? { prompt } : {}) } };
}

function callIdOf(raw: Json): string | undefined {
  return str(raw.tool_use_id) ?? str(raw.toolCallId) ?? str(raw.tool_call_id) ?? str(raw.call_id);
}

/** The agent named by `--agent NAME` in the hook's arguments, if any (checked by the caller). */
export function agentArgument(args: readonly string[]): string | undefined {
  const at = args.indexOf('--agent');
  if (at >= 0) return args[at + 1];
  const joined = args.find((a) => a.startsWith('--agent='));
  return joined?.slice('--agent='.length);
}
