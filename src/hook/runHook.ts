// The agent hook: one hook event as JSON on stdin, in the dialect of the agent that runs it
// (`--agent NAME`, else recognised from the event's keys), one answer in that agent's form. A
// refusal denies the call (and exits 2 where that blocks); a file that needs the person's yes is
// `ask` where the agent asks, else a refusal; a call that is fine passes. An event the hook cannot
// read, or any failure of the hook itself, denies the call: it never lets one through unchecked.
import { homedir } from 'node:os';
import { basename, resolve } from 'node:path';
import {
  agentArgument, answerFor, checkPreToolUse, failureAfterAnswer, formatReason, HOOK_OFF_VARIABLE, incompleteHookAfterReason, internalFailureReason, isAgentName,
  isIgnoredEvent, isShellTool, malformedCallError, missingHookReason, parseHookEvent, parseToolCall, promptHasKeyword, quietAnswer, recordsAfterToolUse, shellCommandOf, withHomeExpanded,
  AGENTS, DIALECTS, type AgentEvent, type AgentName, type GateRecord, type HookAnswer, type HookEnvironment, type HookMoment, type ToolCall,
} from '../core/agentHook';
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_PROTECTED_PATTERNS } from '../core/path';
import { fileKey } from '../core/platform';
import { HOOK_INCOMPLETE } from '../node/hookFiles';
// The journal's safe read alone (its face would load the whole journal).
import { readRegularFileSync } from '../node/journal/safeRead';
import { nodePlatform } from '../node/nodeFs';
import { stateFolderPatterns, stateRoot } from '../node/stateFolder';
import { SyncNodeFsPort } from '../node/syncFs';
import { parseHookOptions, type HookOptions } from './options';
import { recordCallDone } from './historyPart';
import { keepBytesBefore, type JudgedFiles } from './keepBytes';
import { remember, SessionStore, sessionView, stateFolder } from './sessionStore';
import { beginShellAfter, beginShellBefore, endBegunScan, watchLimits, type BegunScan } from './shellScanBegun';
import { judgeShellCall, shellEvent } from './shellPart';

/** The answer to one hook event (exported for the command line and for tests). */
export async function runHook(args: readonly string[], stdin: string, env: NodeJS.ProcessEnv): Promise<HookAnswer> {
  const named = agentArgument(args);
  let agent: AgentName = isAgentName(named) ? named : 'claude';
  let moment: HookMoment = 'before';
  let eventName = '';
  if (env[HOOK_OFF_VARIABLE] === 'off') return quietAnswer(agent, 'after');
  let step = 'reading the hook event';
  try {
    if (named !== undefined && !isAgentName(named)) throw new Error(`--agent is one of ${AGENTS.join(', ')}, not ${JSON.stringify(named)}`);
    const parsedEvent = parseHookEvent(JSON.parse(stdin) as unknown, isAgentName(named) ? named : undefined);
    if (!parsedEvent.ok) throw new Error(parsedEvent.problem);
    const event = parsedEvent.event;
    ({ agent, moment, name: eventName } = event);
    step = 'reading its options';
    const options = parseHookOptions(args, env);
    const store = new SessionStore(stateFolder(env), event.session !== '' ? event.session : 'no-session');

    if (moment === 'prompt') {
      step = "recording the person's prompt";
      const override = event.prompt !== undefined && promptHasKeyword(event.prompt, options.keyword);
      store.update((state) => {
        state.override = override;
      });
      return quietAnswer(agent, moment);
    }
    // An event the hook knows and does not act on gets nothing; one it cannot place is denied.
    if (moment === 'other') {
      if (isIgnoredEvent(eventName)) return quietAnswer(agent, moment);
      const seen = eventName === '' ? 'an event that names neither itself nor a tool' : `the event ${JSON.stringify(eventName.slice(0, 100))}`;
      return answerFor(agent, 'before', '', { kind: 'deny', reason: formatReason([malformedCallError(`${seen} is not one the hook knows, so it is refused rather than let through`)]) });
    }

    // A before-event that names no tool cannot be judged: denied, never waved through.
    if (moment === 'before' && event.tool === '') {
      return answerFor(agent, moment, eventName, { kind: 'deny', reason: formatReason([malformedCallError('the event names no tool')]) });
    }
    const parsed = parseToolCall(event.tool, event.input, agent);
    if (parsed.kind === 'unknown') {
      const shellEnv = environment(options, event, env);
      const command = shellCommandOf(agent, event.tool, event.input);
      const home = env.HOME ?? homedir();
      const limits = watchLimits(options);
      let begun: BegunScan | undefined;
      try {
        // Before a shell call: the files its words write are judged as a file tool's targets (a refusal stops it here).
        if (moment === 'before' && isShellTool(event.tool, agent)) {
          step = `reading the command of ${event.tool}`;
          // Once the parser has read a command that may write, its first folder's scan is begun, and
          // git reads the folder while the hook judges the command's targets. Not before: for a
          // command proven read-only (most of them), git's start and stop cost the event more than
          // the parse it would overlap (1.23x a file read's event in a folder of 10,000 files, against 1.05x).
          const mayWrite = async (): Promise<void> => {
            if (command !== undefined && limits.maxFiles > 0) begun = await beginShellBefore(shellEnv.roots, stateRoot(env), home, limits);
          };
          const { decision, analysis } = await judgeShellCall(event, shellEnv, env, mayWrite);
          // A refused call's scan is stopped (finally).
          if (decision.kind !== 'allow') return answerFor(agent, moment, eventName, { kind: decision.kind, reason: formatReason(decision.errors) });
          // A command the parser proves read-only changes nothing: no state is taken (its after-event finds none).
          if (analysis?.readOnly === true) return answerFor(agent, moment, eventName, { kind: 'allow' });
        }
        if (command === undefined) return answerFor(agent, moment, eventName, { kind: 'allow' });
        step = moment === 'before' ? 'watching the shell call' : 'recording what the shell call changed';
        // After the call: its first folder's scan is begun before the shell part loads (git reads the folder meanwhile).
        if (moment === 'after' && limits.maxFiles > 0) begun = await beginShellAfter({ event, command, stateRoot: stateRoot(env), home, limits });
        return await shellEvent({ event, command, env: shellEnv, stateRoot: stateRoot(env), home, limits, ...(begun !== undefined ? { begun } : {}) });
      } finally {
        await endBegunScan(begun);
      }
    }
    if (parsed.kind === 'malformed') {
      if (moment !== 'before') return quietAnswer(agent, moment);
      return answerFor(agent, moment, eventName, { kind: 'deny', reason: formatReason(parsed.errors ?? [malformedCallError(parsed.problem)]) });
    }
    // "~" and "$HOME" at the start of a path are the home folder, as the agent's tools read them.
    const call = withHomeExpanded(parsed.call, env.HOME ?? homedir());
    const judged: JudgedFiles = { targets: new Map(), bytes: new Map() };
    const hookEnv = environment(options, event, env, judged);

    if (moment === 'after') {
      step = 'recording what the agent read or wrote';
      const records = await recordsAfterToolUse(call, hookEnv);
      rememberAll(store, records);
      // The history is a record, not a guard: its failure never fails the call.
      await recordCallDone(call, event, hookEnv, stateRoot(env)).catch(() => undefined);
      return quietAnswer(agent, moment);
    }

    step = "reading the session's state";
    const state = store.read();
    step = `checking ${event.tool}`;
    const sameFile = (a: string, b: string) => fileKey(a, hookEnv.platform.caseSensitive) === fileKey(b, hookEnv.platform.caseSensitive);
    const decision = await checkPreToolUse(call, sessionView(state, stateRoot(env), sameFile, event.session !== '' ? event.session : undefined), hookEnv);
    if (decision.kind === 'allow') {
      // Cursor's beforeReadFile has no event after it: the read is recorded as it is allowed.
      if (event.recordWhenAllowed === true) await recordReads(call, hookEnv, store);
      // Never a reason to refuse: without them the call is simply not in the history.
      await keepBytesBefore(call, event, hookEnv, stateRoot(env), judged).catch(() => undefined);
      return answerFor(agent, moment, eventName, { kind: 'allow' });
    }
    return answerFor(agent, moment, eventName, { kind: decision.kind, reason: formatReason(decision.errors) });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // A file of the installed hook missing, or of another version: the install that puts it back.
    const reason = (error as { code?: unknown } | undefined)?.code === HOOK_INCOMPLETE
      ? `${moment === 'before' ? missingHookReason(agent) : incompleteHookAfterReason(agent)} (or with --user, where it was installed for your own use). While ${step}, ${detail}.`
      : internalFailureReason(step, detail);
    if (moment === 'before') return answerFor(agent, moment, eventName, { kind: 'deny', reason });
    // After a call, or at a prompt, nothing can be stopped: tell the person (exit 1 shows stderr).
    return failureAfterAnswer(agent, moment, reason);
  }
}

/** The reads of an allowed call, recorded as its after-event would (Cursor's beforeReadFile has none). */
async function recordReads(call: ToolCall, env: HookEnvironment, store: SessionStore): Promise<void> {
  rememberAll(store, await recordsAfterToolUse({ ...call, operations: call.operations.filter((op) => op.kind === 'read') }, env));
}

/** What the read gate learns from a call, written to the session in one update. */
function rememberAll(store: SessionStore, records: readonly GateRecord[]): void {
  if (records.length > 0) store.update((state) => records.forEach((r) => remember(state, r.key, r.fingerprint, r.lines, undefined, r.stamp)));
}

/**
 * `judged`, when given, is told what the check jailed and read (each changing operation's target,
 * each file's bytes), so that the bytes kept for the history are those the check judged, neither
 * jailed nor read a second time.
 */
function environment(options: HookOptions, event: AgentEvent, env: NodeJS.ProcessEnv, judged?: JudgedFiles): HookEnvironment {
  const folders = options.folders.length > 0 ? options.folders : projectFolders(event, env);
  const roots = folders.map((folder) => {
    const path = resolve(folder);
    return { name: basename(path) || path, path };
  });
  // The stamp of each file as readText last read it (the read gate compares them before hashing).
  const stamps = new Map<string, string | undefined>();
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
    // Read as the history's kept bytes are: never through a symbolic link put at its name since the
    // jail, only a regular file, within the size limit; anything else fails the check (a deny).
    readText: (realPath) => {
      const read = readRegularFileSync(realPath, options.maxFileBytes, true);
      if (read.kind !== 'file') throw new Error(`${realPath} could not be read: ${read.kind === 'missing' ? 'it no longer exists' : read.why}`);
      judged?.bytes.set(realPath, read.bytes);
      stamps.set(realPath, read.stamp);
      return Promise.resolve(Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8'));
    },
    stampOf: (realPath) => stamps.get(realPath),
    ...(judged === undefined ? {} : { targetJudged: (operation, target) => judged.targets.set(operation, target) }),
  };
}

/**
 * The workspace: the folders the event names (Cursor, Cline), else the agent's project folder when
 * its environment says so (Claude Code, Gemini CLI), else the event's cwd.
 */
function projectFolders(event: AgentEvent, env: NodeJS.ProcessEnv): string[] {
  if (event.roots.length > 0) return event.roots;
  // The variable the agent sets to its project folder (Codex sets none; Cursor and Cline name their folders in the event).
  const variable = DIALECTS[event.agent].projectVariable;
  const project = variable === undefined ? undefined : env[variable];
  if (project) return [project];
  if (event.cwd !== undefined) return [event.cwd];
  throw new Error('the event names no folder (cwd) and none was given as an argument');
}
