// The hook's answer in each agent's own form. Every deny that can still stop a call is given in
// the dialect's form AND with exit code 2 and the reason on stderr, so a form the agent misreads
// still blocks; Cline alone takes the form with exit 0 (its contract: JSON only). Copilot CLI gets
// its flat form with exit 2: that blocks from both its config files and keeps the reason for the
// model, where exit 2 with no flat form (or with hookSpecificOutput) gives the model only "hook
// exited with code 2" (seen with Copilot CLI 1.0.102). An `ask` the agent does not enforce (Codex, Copilot CLI, Gemini CLI, Cline:
// no such answer, or no one to ask headless) is a deny saying a person must make or allow the
// change. Cursor wants JSON on every path. Pure.
import { AGENT_TITLES, type AgentName } from './agents';
import type { HookMoment } from './hookEvents';

export type Verdict = { kind: 'allow' } | { kind: 'deny'; reason: string } | { kind: 'ask'; reason: string };

export interface HookAnswer {
  stdout?: string;
  stderr?: string;
  exitCode: number;
}

/** The agents whose deny exits 0 (the form alone blocks, and exit 2 would lose or skip the reason). */
export const DENY_EXITS_ZERO: ReadonlySet<AgentName> = new Set(['cline']);

/** The agents that show an `ask` to the person and wait for a yes (the others would let it through or cannot ask). */
export const ASK_ENFORCED: ReadonlySet<AgentName> = new Set(['claude', 'vscode', 'cursor']);

/** The word each agent's read tool goes by, for the read gate's messages. */
export const READ_TOOL: Record<AgentName, string> = {
  claude: 'the Read tool',
  vscode: 'the read_file tool',
  copilot: 'the view tool',
  codex: 'a read of the file',
  gemini: 'the read_file tool',
  cursor: 'the Read tool',
  cline: 'the read_file tool',
};

/** The agents whose reads reach the hook, so the read gate can know what was read. */
export const READS_SEEN: ReadonlySet<AgentName> = new Set(['claude', 'vscode', 'copilot', 'gemini', 'cursor', 'cline']);

export function unenforcedAskReason(agent: AgentName, reason: string): string {
  return `${reason}\n\n${AGENT_TITLES[agent]} does not ask the person when a hook answers "ask" (or no one is there to ask), so Guarded Edit refuses this call: a person must make this change themselves or allow it.`;
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

/** The answer to an event at `moment` (`name`: the event's own name, echoed where the form has it). */
export function answerFor(agent: AgentName, moment: HookMoment, name: string, verdict: Verdict): HookAnswer {
  if (moment !== 'before') return quietAnswer(agent, moment);
  if (verdict.kind === 'allow') return allowAnswer(agent);
  if (verdict.kind === 'ask' && ASK_ENFORCED.has(agent)) return { stdout: askForm(agent, name, verdict.reason), exitCode: 0 };
  const reason = verdict.kind === 'ask' ? unenforcedAskReason(agent, verdict.reason) : verdict.reason;
  if (agent === 'cline') return { stdout: json({ cancel: true, errorMessage: reason }), exitCode: 0 };
  return { stdout: denyForm(agent, name, reason), stderr: reason, exitCode: 2 };
}

/** What a call that is fine gets: nothing, or the JSON an agent wants on every path. */
function allowAnswer(agent: AgentName): HookAnswer {
  if (agent === 'cursor') return { stdout: json({ permission: 'allow' }), exitCode: 0 };
  if (agent === 'cline') return { stdout: json({ cancel: false }), exitCode: 0 };
  return { exitCode: 0 };
}

/** After a call or at a prompt nothing is stopped; Cursor and Cline still get their JSON. */
export function quietAnswer(agent: AgentName, moment: HookMoment): HookAnswer {
  if (agent === 'cursor') return { stdout: json(moment === 'prompt' ? { continue: true } : {}), exitCode: 0 };
  if (agent === 'cline') return { stdout: json({ cancel: false }), exitCode: 0 };
  return { exitCode: 0 };
}

/** A failure of the hook after a call or at a prompt: told to the person (stderr, exit 1), nothing stopped. */
export function failureAfterAnswer(agent: AgentName, moment: HookMoment, reason: string): HookAnswer {
  return { ...quietAnswer(agent, moment), stderr: reason, exitCode: 1 };
}

function denyForm(agent: AgentName, name: string, reason: string): string {
  switch (agent) {
    case 'copilot':
      return json({ permissionDecision: 'deny', permissionDecisionReason: reason });
    case 'gemini':
      return json({ decision: 'deny', reason });
    case 'cursor':
      return json({ permission: 'deny', user_message: firstLine(reason), agent_message: reason });
    default:
      // Claude Code, VS Code and Codex (which rejects any other top-level key).
      return json({ hookSpecificOutput: { hookEventName: hookEventNameOf(name), permissionDecision: 'deny', permissionDecisionReason: reason } });
  }
}

function askForm(agent: AgentName, name: string, reason: string): string {
  if (agent === 'cursor') return json({ permission: 'ask', user_message: firstLine(reason), agent_message: reason });
  return json({ hookSpecificOutput: { hookEventName: hookEventNameOf(name), permissionDecision: 'ask', permissionDecisionReason: reason } });
}

function hookEventNameOf(name: string): string {
  return name === '' || name === 'preToolUse' ? 'PreToolUse' : name;
}

function firstLine(reason: string): string {
  const line = reason.split('\n', 1)[0];
  return `Guarded Edit refused this call: ${line.length > 300 ? `${line.slice(0, 297)}...` : line}`;
}
