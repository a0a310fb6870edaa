// What one agent is to the hook, in one object: how its events are recognised and named, its file
// tools and their argument names, its answers, where its hook settings live and how they are laid
// out, what it needs before it runs the hook (trust), and the probe event doctor and the installer
// run. Each agent's object is its own file in dialects/; this file holds the interface and the
// forms several agents share. Pure.
import type { AgentName } from './agents';

type Json = Record<string, unknown>;

/** When an event comes: before a tool runs (it can be stopped), after it ran, or at a prompt. */
export type HookMoment = 'before' | 'after' | 'prompt' | 'other';

export type Verdict = { kind: 'allow' } | { kind: 'deny'; reason: string } | { kind: 'ask'; reason: string };

export interface HookAnswer {
  stdout?: string;
  stderr?: string;
  exitCode: number;
}

/** One hook event of any dialect, read into one form. */
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
  /** The tool call's id where the agent gives one (Claude's and VS Code's tool_use_id, Copilot's toolCallId): pairs a before-event with its after-event. */
  callId?: string;
  prompt?: string;
  /**
   * Cursor's beforeReadFile: a read checked before it happens, with no event after it, so an
   * allowed read is recorded at once.
   */
  recordWhenAllowed?: boolean;
}

/**
 * What a file tool does, by kind (core/agentHook/toolCalls reads each kind's input):
 * read; read-or-list (a read that may name a folder); write (the whole file); replace (one old text
 * by a new one); claude-edit (Claude's Edit, or Write under its name from Copilot); multi-edit
 * (`edits`); multi-replace (`replacements` over several files); search-replace (Cline's SEARCH/REPLACE
 * blocks); str-replace-editor (Copilot's one tool, by `command`); read-files (a list `files` of
 * objects with a path each: Cline's read_files); editor (Cline's: one old text by a new one, an
 * insert at `insert_line`, or without an old text a new file); patch; change (a change the hook
 * cannot replay); delete; notebook (a cell operation on a .ipynb: Claude's NotebookEdit, VS Code's
 * edit_notebook).
 */
export type ToolKind =
  | 'read' | 'read-or-list' | 'write' | 'replace' | 'claude-edit' | 'multi-edit' | 'multi-replace'
  | 'search-replace' | 'str-replace-editor' | 'read-files' | 'editor' | 'patch' | 'change' | 'delete' | 'notebook';

/** The roles of a file tool's arguments, each under the names an agent gives it. */
export type ArgumentRole = 'path' | 'content' | 'old' | 'new' | 'patch';

/** A shell tool of the agent: its name, and the command it runs (a string, or an argv list). */
export interface ShellTool {
  name: string;
  command(input: Json): string | readonly string[] | undefined;
}

/** A patch a shell command applies (Codex), and the folder its relative paths are in (undefined: the agent's cwd). */
export interface ShellPatch {
  /** The patch text ('' when apply_patch runs on a patch the command does not show, as from a file). */
  patch: string;
  folder?: string;
}

/** A folder an agent's files are in: the project, the home folder, or the agent's own folder ($VARIABLE, else `inHome` in the home folder). */
export type PlaceFolder = 'project' | 'home' | { variable: string; inHome: string };

/** A file (or Cline's folder of hook executables) in a folder; `path` is '/'-separated, and may end in `*.json` (every such file there). */
export interface Place {
  folder: PlaceFolder;
  path: string;
}

/** A place doctor looks in; a file another agent shares (.github/hooks/*.json) is this one's when its hooks say so. */
export interface FoundPlace extends Place {
  claims?(hooks: Json | undefined): boolean;
}

/** One agent's JSON settings layout: its event names, and one entry of ours for an event. */
export interface SettingsLayout {
  kind: 'settings';
  events: readonly string[];
  entry(event: string, command: string): unknown;
  /** Keys the file needs at its top (set when absent). */
  top?: Record<string, unknown>;
  /** Gemini reads `timeout` in milliseconds: an entry of ours with less is raised to this. */
  minTimeoutMs?: number;
  /** The matcher of our groups (a group of ours with another one is given it). */
  matcher?: string;
}

/** Cline's layout: one executable per event in a folder. */
export interface ScriptsLayout {
  kind: 'scripts';
  names: readonly string[];
  /** The executable that runs `command`. */
  script(command: string): string;
}

/**
 * OpenCode's layout: no command hooks, one plugin file (JavaScript it loads in its own process) that
 * runs the guard installed in the data folder; `source` is the file's whole text.
 */
export interface PluginLayout {
  kind: 'plugin';
  source(): string;
}

/** What a trust rule is given: the texts of the files it reads (undefined: absent), and the platform's path facts. */
export interface TrustContext {
  project: string;
  /** The hook file found. */
  file: string;
  scope: 'project' | 'user';
  /** The texts of the dialect's `trust.reads`, in their order. */
  texts: readonly (string | undefined)[];
  env: Readonly<Record<string, string | undefined>>;
  /** Whether `path` is `folder` or inside it (resolved as the platform does). */
  within: (path: string, folder: string) => boolean;
  dirname: (path: string) => string;
  /** The hook file's text (the entries whose trust a rule compares). */
  hooksText?: string;
  /** SHA-256 of a text, hexadecimal (Codex keeps its trust as a hash of each entry). */
  sha256Hex?: (text: string) => string;
}

export interface TrustVerdict {
  ok: boolean;
  line: string;
}

export interface AgentDialect {
  name: AgentName;
  /** How the agent is called in messages for the person. */
  title: string;

  // Events.
  /** Whether an event's keys are this agent's own (tried in DETECTION_ORDER; Claude Code is the default). */
  recognises(event: Json): boolean;
  /** Keys it shares with another dialect's events: tried after every dialect's own keys. */
  recognisesLate?(event: Json): boolean;
  /**
   * Its event names at each moment, and the events it sends that the hook knows and does not act
   * on (answered with nothing); any other event is one the hook cannot place, and is denied.
   */
  events: { before: readonly string[]; after: readonly string[]; prompt: readonly string[]; ignored: readonly string[] };
  /** An event of a shape of this agent's own (by its keys), read whole; undefined: not such an event. */
  readEvent?(raw: Json, agent: AgentName): AgentEvent | undefined;
  /** The variable the agent sets to its project folder. */
  projectVariable?: string;
  /** Its after-event names a call otherwise than its before-event (Cursor's afterFileEdit): a call is known by its files alone. */
  callKnownByFiles?: boolean;

  // Tools.
  /** Its file tools by the name they reach hooks under. */
  tools: Readonly<Record<string, ToolKind>>;
  /** The names its tools give each argument. */
  arguments: Partial<Record<ArgumentRole, readonly string[]>>;
  /** Its shell tools: the file each command writes is judged as its file tools' targets are. */
  shellTools: readonly ShellTool[];
  /** Its guarded file tools, named in a refusal of a shell write as what to use instead. */
  writeTools: string;
  /** A shell command that applies a patch (Codex runs apply_patch through its shell). */
  shellPatch?(input: Json): ShellPatch | undefined;
  /** The word its read tool goes by, for the read gate's messages. */
  readTool: string;
  /** Whether its reads reach the hook, so the read gate can know what was read. */
  readsSeen: boolean;

  /**
   * What the agent does with a call when its hook fails (crashes, exits with another code than the
   * one that blocks, times out, cannot start), said to the person by doctor; `failsOpen`: it lets
   * the call through in some of those cases, so an unguarded state must never be reported fine.
   */
  whenHookFails: { failsOpen: boolean; line: string };

  /** Whether the agent reads its settings file as JSON with comments (Gemini CLI): kept on a write; elsewhere a file with comments is refused. */
  settingsAcceptComments?: boolean;

  // Answers.
  answers: {
    /** A refusal of a call that can still be stopped. */
    deny(name: string, reason: string): HookAnswer;
    /** An `ask` the agent shows to the person; undefined: it does not enforce one (then a deny naming the person). */
    ask?(name: string, reason: string): HookAnswer;
    /** A call that is fine. */
    allow: HookAnswer;
    /** After a call or at a prompt: nothing is stopped. */
    quiet(moment: HookMoment): HookAnswer;
    /** After a call: telling the agent something (a file put back); undefined: stderr and exit 2. */
    after?(name: string, reason: string): HookAnswer;
  };

  // Files.
  /** How our entries are laid out. */
  layout: SettingsLayout | ScriptsLayout | PluginLayout;
  /**
   * Where install writes them: the project's file (with a command that works on every machine, or
   * this machine's) and the person's own (a string: why the agent has none).
   */
  install: { project: Place & { portable: boolean }; user: Place | string };
  /** Where doctor looks for entries of ours. */
  found: { project: readonly FoundPlace[]; user: readonly FoundPlace[] };
  /** Globs (relative to the project) of the files that make the agent run commands: they change only with the person's yes. */
  guardedFiles: readonly string[];
  /** Which of them hold hooks as JSON (an edit that removes our entries from one is refused). */
  settingsFiles: readonly string[];

  // Trust.
  trust: {
    /** What the agent needs before it runs the hook, said plainly. */
    note(user: boolean, project: string): string;
    /** The files its rule reads. */
    reads: readonly Place[];
    /** Whether the agent trusts the hook, as far as its files tell; undefined where it asks nothing. */
    judge?(context: TrustContext): TrustVerdict | undefined;
  };

  // Probe.
  probe: {
    /** A made-up event that a working hook refuses: a read (Codex: a patch) of a file just outside `folder`. */
    event(folder: string): unknown;
    /** The refusal it obeys: the form of its stdout and the exit code. */
    refusal: RegExp;
    exitCode: number;
  };
}

/** The command of a shell tool's input: `command` (a string, or an argv list), else `cmd` (Codex's exec_command). */
function shellCommandArgument(input: Json): string | readonly string[] | undefined {
  for (const value of [input.command, input.cmd]) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  }
  return undefined;
}

/** A shell tool whose input holds the command as `command` (or `cmd`). */
export function shellTool(name: string): ShellTool {
  return { name, command: shellCommandArgument };
}

/** Every command of ours contains this, so that our entries can be told from others. */
export const HOOK_MARKER = 'guarded-edit-hook';

export function json(value: unknown): string {
  return JSON.stringify(value);
}

/** A deny in a form the agent reads, with exit code 2 and the reason on stderr, so a form the agent misreads still blocks. */
export function blockingDeny(form: (name: string, reason: string) => unknown): (name: string, reason: string) => HookAnswer {
  return (name, reason) => ({ stdout: json(form(name, reason)), stderr: reason, exitCode: 2 });
}

/** Telling the agent after its call (exit 0: the form is what the agent shows the model). */
export function toldAfter(form: (name: string, reason: string) => unknown): (name: string, reason: string) => HookAnswer {
  return (name, reason) => ({ stdout: json(form(name, reason)), exitCode: 0 });
}

/** An `ask` the agent shows to the person (exit 0: the form alone decides). */
export function asking(form: (name: string, reason: string) => unknown): (name: string, reason: string) => HookAnswer {
  return (name, reason) => ({ stdout: json(form(name, reason)), exitCode: 0 });
}

/** Claude Code's answer form (also VS Code's and Codex's): hookSpecificOutput with the decision. */
export function hookSpecificOutput(decision: 'deny' | 'ask') {
  return (name: string, reason: string): unknown => ({ hookSpecificOutput: { hookEventName: hookEventNameOf(name), permissionDecision: decision, permissionDecisionReason: reason } });
}

/** An answer that needs no words (exit 0, nothing printed). */
export const SILENT: HookAnswer = { exitCode: 0 };

export const silent = (): HookAnswer => SILENT;

function hookEventNameOf(name: string): string {
  return name === '' || name === 'preToolUse' ? 'PreToolUse' : name;
}

/** The reason's first line, for a message the person sees in a short place. */
export function firstLine(reason: string): string {
  const line = reason.split('\n', 1)[0];
  return `Guarded Edit refused this call: ${line.length > 300 ? `${line.slice(0, 297)}...` : line}`;
}

/** Claude Code's events, which VS Code, Codex and Cline also use; the ignored ones as Claude Code, VS Code, Codex and Cline name them. */
export const CLAUDE_EVENTS = {
  before: ['PreToolUse'],
  after: ['PostToolUse'],
  prompt: ['UserPromptSubmit'],
  ignored: [
    'SessionStart', 'SessionEnd', 'Stop', 'StopFailure', 'SubagentStart', 'SubagentStop', 'Notification', 'PreCompact', 'PostCompact',
    'PermissionRequest', 'PostToolUseFailure', 'TaskStart', 'TaskResume', 'TaskCancel', 'TaskComplete',
  ],
} as const;

/**
 * Every entry's timeout (seconds): far above the hook's own bound (10 s, after which it denies), so
 * an agent never kills the hook first (Copilot CLI lets a call through when a hook times out).
 */
export const HOOK_TIMEOUT_S = 60;

/** Claude Code's entry (also Codex's): a matcher group, none for the prompt event. */
export function claudeEntry(matcher: string): (event: string, command: string) => unknown {
  return (event, command) => {
    const hook = { type: 'command', command, timeout: HOOK_TIMEOUT_S };
    return event === 'UserPromptSubmit' ? { hooks: [hook] } : { matcher, hooks: [hook] };
  };
}

/** The file every probe reads: just outside the folder. */
export function probePath(folder: string): string {
  return `${folder}/../guarded-edit-probe`;
}

export const PROBE_SESSION = 'guarded-edit-probe';

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.slice(0, 100).filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

/** A JSON text's value (a leading byte order mark skipped), or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch {
    return undefined;
  }
}
