// The agent hook: one hook event as JSON on stdin (Claude Code's protocol, which VS Code's agent
// hooks speak too), one answer on stdout. A refusal is a PreToolUse `deny` with our errors as the
// reason; a file that needs the person's yes is `ask`; a call that is fine gets no output.
// Any failure of the hook itself denies the call: it never lets one through unchecked.
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, resolve } from 'node:path';
import {
  checkPreToolUse, formatReason, HOOK_OFF_VARIABLE, internalFailureReason, malformedCallError, parseToolCall,
  promptHasKeyword, recordsAfterToolUse, withHomeExpanded, type HookEnvironment,
} from '../core/agentHook';
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_PROTECTED_PATTERNS } from '../core/path';
import { nodePlatform } from '../node/nodeFs';
import { stateFolderPatterns, stateRoot } from '../node/stateFolder';
import { SyncNodeFsPort } from '../node/syncFs';
import { parseHookOptions, type HookOptions } from './options';
import { remember, SessionStore, stateFolder } from './sessionStore';

interface HookEvent {
  session_id?: unknown;
  cwd?: unknown;
  hook_event_name?: unknown;
  tool_name?: unknown;
  tool_input?: unknown;
  prompt?: unknown;
}

export type Answer = { stdout?: string; stderr?: string; exitCode: number };

function preToolUse(decision: 'deny' | 'ask', reason: string): Answer {
  const output = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: decision, permissionDecisionReason: reason } };
  return { stdout: JSON.stringify(output), exitCode: 0 };
}

/** The answer to one hook event (exported for the command line and for tests). */
export async function runHook(args: readonly string[], stdin: string, env: NodeJS.ProcessEnv): Promise<Answer> {
  if (env[HOOK_OFF_VARIABLE] === 'off') return { exitCode: 0 };
  let eventName = 'PreToolUse';
  let step = 'reading the hook event';
  try {
    const event = JSON.parse(stdin) as HookEvent;
    if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new Error(`the event is not a JSON object (received ${Array.isArray(event) ? 'an array' : event === null ? 'null' : typeof event})`);
    eventName = typeof event.hook_event_name === 'string' ? event.hook_event_name : 'PreToolUse';
    step = 'reading its options';
    const options = parseHookOptions(args, env);
    const sessionId = typeof event.session_id === 'string' && event.session_id !== '' ? event.session_id : 'no-session';
    const store = new SessionStore(stateFolder(env), sessionId);

    if (eventName === 'UserPromptSubmit') {
      step = "recording the person's prompt";
      const override = typeof event.prompt === 'string' && promptHasKeyword(event.prompt, options.keyword);
      store.update((state) => {
        state.override = override;
      });
      return { exitCode: 0 };
    }
    if (eventName !== 'PreToolUse' && eventName !== 'PostToolUse') return { exitCode: 0 };

    const tool = typeof event.tool_name === 'string' ? event.tool_name : '';
    const parsed = parseToolCall(tool, event.tool_input);
    // "~" and "$HOME" at the start of a path are the home folder, as the agent's tools read them.
    if (parsed.kind === 'call') parsed.call = withHomeExpanded(parsed.call, env.HOME ?? homedir());
    if (parsed.kind === 'unknown') return { exitCode: 0 };
    if (parsed.kind === 'malformed') {
      return eventName === 'PreToolUse' ? preToolUse('deny', formatReason([malformedCallError(parsed.problem)])) : { exitCode: 0 };
    }
    const hookEnv = environment(options, event, env);

    if (eventName === 'PostToolUse') {
      step = 'recording what the agent read or wrote';
      const records = await recordsAfterToolUse(parsed.call, hookEnv);
      if (records.length > 0) store.update((state) => records.forEach((r) => remember(state, r.key, r.fingerprint)));
      return { exitCode: 0 };
    }

    step = "reading the session's state";
    const state = store.read();
    step = `checking ${tool}`;
    const decision = await checkPreToolUse(parsed.call, { override: state.override, fingerprintOf: (key) => state.files[key] }, hookEnv);
    if (decision.kind === 'allow') return { exitCode: 0 };
    return preToolUse(decision.kind, formatReason(decision.errors));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const reason = internalFailureReason(step, detail);
    if (eventName === 'PreToolUse') return preToolUse('deny', reason);
    // After a call, or at a prompt, nothing can be stopped: tell the person (exit 1 shows stderr).
    return { stderr: reason, exitCode: 1 };
  }
}

function environment(options: HookOptions, event: HookEvent, env: NodeJS.ProcessEnv): HookEnvironment {
  const folders = options.folders.length > 0 ? options.folders : [projectFolder(event, env)];
  const roots = folders.map((folder) => {
    const path = resolve(folder);
    return { name: basename(path) || path, path };
  });
  return {
    roots,
    // One event, then the process ends: synchronous calls spare a thread-pool trip per call.
    fs: new SyncNodeFsPort(),
    platform: nodePlatform(),
    // The state folder (the journal, the hook's sessions) is never a target nor a read.
    protectedPatterns: [...DEFAULT_PROTECTED_PATTERNS, ...stateFolderPatterns(stateRoot(env))],
    confirmPatterns: DEFAULT_CONFIRM_PATTERNS,
    maxFileBytes: options.maxFileBytes,
    gate: options.gate,
    keyword: options.keyword,
    readText: (realPath) => Promise.resolve(readFileSync(realPath, 'utf8')),
  };
}

/** The workspace: Claude Code's project folder when it says so, else the event's cwd. */
function projectFolder(event: HookEvent, env: NodeJS.ProcessEnv): string {
  if (env.CLAUDE_PROJECT_DIR) return env.CLAUDE_PROJECT_DIR;
  if (typeof event.cwd === 'string' && event.cwd !== '') return event.cwd;
  throw new Error('the event names no folder (cwd) and none was given as an argument');
}
