// The hook's own entries in an agent's settings file (Claude Code's .claude/settings*.json, VS
// Code's and Copilot's .github/hooks/*.json, Codex's hooks.json, Gemini's settings.json, Cursor's
// hooks.json): installing them (merge, idempotent, others kept) and noticing an edit that would
// remove them. Pure: texts in, texts out.
import type { AgentName } from './agents';

/** Every command of ours contains this, so that our entries can be told from others. */
export const HOOK_MARKER = 'guarded-edit-hook';
/** Claude Code's events (the default of countOwnEntries). */
export const HOOK_EVENTS = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'] as const;
export type HookEventName = (typeof HOOK_EVENTS)[number];
/** The agents whose hooks live in one JSON settings file (Cline's are executables in a folder). */
export type SettingsFormat = Exclude<AgentName, 'cline'>;

/** Where each format keeps its hooks, relative to the project (or the home folder for Claude's --user). */
export const CLAUDE_SETTINGS_PATH = '.claude/settings.json';
export const CLAUDE_LOCAL_SETTINGS_PATH = '.claude/settings.local.json';
export const VSCODE_HOOKS_PATH = '.github/hooks/guarded-edit.json';
export const COPILOT_HOOKS_PATH = '.github/hooks/guarded-edit-copilot.json';
export const CODEX_HOOKS_PATH = '.codex/hooks.json';
export const GEMINI_SETTINGS_PATH = '.gemini/settings.json';
export const CURSOR_HOOKS_PATH = '.cursor/hooks.json';
export const CLINE_HOOKS_FOLDER = '.clinerules/hooks';
/** Cline runs the executable named after each event. */
export const CLINE_HOOK_FILES = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'] as const;

/** Globs of the files that hold agent hooks: they always need the person's yes, whatever the confirm list says. */
export const HOOK_SETTINGS_PATTERNS: readonly string[] = [
  '**/.claude/settings.json', '**/.claude/settings.local.json', '**/.github/hooks/*.json',
  '**/.codex/hooks.json', '**/.codex/config.toml', '**/.gemini/settings.json', '**/.clinerules/hooks/*',
];

const HOOK_SETTINGS_PATHS: readonly RegExp[] = [
  /(^|\/)\.claude\/settings(\.local)?\.json$/i,
  /(^|\/)\.github\/hooks\/[^/]+\.json$/i,
  /(^|\/)\.codex\/(hooks\.json|config\.toml)$/i,
  /(^|\/)\.gemini\/settings\.json$/i,
  /(^|\/)\.cursor\/hooks\.json$/i,
];

/** Whether a workspace-relative path is a JSON file that holds agent hooks (the entries of ours are counted in it). */
export function isHookSettingsPath(relativePath: string): boolean {
  return HOOK_SETTINGS_PATHS.some((p) => p.test(relativePath));
}

/** One agent's file layout: its event names, and one entry of ours for an event. */
interface Layout {
  events: readonly string[];
  entry(event: string, command: string): unknown;
  /** Keys the file needs at its top (set when absent). */
  top?: Record<string, unknown>;
  /** Gemini reads `timeout` in milliseconds: an entry of ours with less is raised to this. */
  minTimeoutMs?: number;
  /** The matcher of our groups, and the matchers older installs wrote (a group of ours with one is given the current one). */
  matcher?: { current: string; older: readonly string[] };
}

const TIMEOUT_S = 30;
const CODEX_MATCHER = 'apply_patch|Edit|Write|Bash';
const claudeEntry = (matcher: string) => (event: string, command: string): unknown => {
  const hook = { type: 'command', command, timeout: TIMEOUT_S };
  return event === 'UserPromptSubmit' ? { hooks: [hook] } : { matcher, hooks: [hook] };
};

export const LAYOUTS: Record<SettingsFormat, Layout> = {
  claude: { events: HOOK_EVENTS, entry: claudeEntry('Read|Write|Edit|MultiEdit|NotebookEdit') },
  vscode: { events: HOOK_EVENTS, entry: (_e, command) => ({ type: 'command', command, timeout: TIMEOUT_S }), top: { version: 1 } },
  copilot: {
    events: ['preToolUse', 'postToolUse', 'userPromptSubmitted'],
    entry: (_e, command) => ({ type: 'command', bash: command, powershell: command, timeoutSec: TIMEOUT_S }),
    top: { version: 1 },
  },
  // Bash: Codex's shell tools, through which a model also applies patches (`apply_patch <<'EOF'`).
  codex: { events: HOOK_EVENTS, entry: claudeEntry(CODEX_MATCHER), matcher: { current: CODEX_MATCHER, older: ['apply_patch|Edit|Write'] } },
  gemini: {
    events: ['BeforeTool', 'AfterTool', 'BeforeAgent'],
    entry: (event, command) => {
      const hook = { type: 'command', command, timeout: TIMEOUT_S * 1000 };
      return event === 'BeforeAgent' ? { hooks: [hook] } : { matcher: 'read_file|write_file|replace', hooks: [hook] };
    },
    minTimeoutMs: 1000,
  },
  cursor: {
    events: ['preToolUse', 'beforeReadFile', 'afterFileEdit', 'beforeSubmitPrompt'],
    entry: (_e, command) => ({ command, timeout: TIMEOUT_S }),
    top: { version: 1 },
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The command strings of one hook entry: `command`, and Copilot's `bash` and `powershell`. */
const COMMAND_KEYS = ['command', 'bash', 'powershell'] as const;

function isOwn(value: Record<string, unknown>): boolean {
  return COMMAND_KEYS.some((k) => typeof value[k] === 'string' && (value[k]).includes(HOOK_MARKER));
}

/**
 * How many of our commands each event holds (any nesting: matcher groups or flat lists): the
 * `events` named (0 when absent) and any other event of the file.
 */
export function countOwnEntries(settings: unknown, events: readonly string[] = HOOK_EVENTS): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const event of events) counts[event] = 0;
  const hooks = isRecord(settings) ? settings.hooks : undefined;
  if (!isRecord(hooks)) return counts;
  for (const event of Object.keys(hooks).slice(0, 200)) counts[event] = countCommands(hooks[event], 0);
  return counts;
}

function countCommands(value: unknown, depth: number): number {
  if (depth > 8) return 0;
  if (Array.isArray(value)) return value.slice(0, 1000).reduce((n: number, v) => n + countCommands(v, depth + 1), 0);
  if (!isRecord(value)) return 0;
  const own = isOwn(value) ? 1 : 0;
  return own + (Array.isArray(value.hooks) ? countCommands(value.hooks, depth + 1) : 0);
}

/**
 * Whether changing a settings file from `before` to `after` (texts; `after` undefined for a
 * deletion) removes any of our entries. A text that is not JSON counts as holding none.
 */
export function removesOwnEntries(before: string, after: string | undefined): boolean {
  const old = countOwnEntries(parseJson(before), []);
  const events = Object.keys(old).filter((e) => old[e] > 0);
  if (events.length === 0) return false;
  const now = countOwnEntries(after === undefined ? undefined : parseJson(after), events);
  return events.some((e) => now[e] < old[e]);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(stripBom(text)) as unknown;
  } catch {
    return undefined;
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Our entries in a format, for the command that runs the hook. */
export function ownEntries(format: SettingsFormat, command: string): Record<string, unknown[]> {
  const layout = LAYOUTS[format];
  return Object.fromEntries(layout.events.map((event) => [event, [layout.entry(event, command)]]));
}

export type MergeResult = { ok: true; text: string; added: number; updated: number } | { ok: false; problem: string };

/**
 * The settings text with our entries added to each event that has none of ours yet, and every
 * command of ours that runs something else (an older install, a cleared package cache) pointed at
 * `command`; every other key and entry is kept as it was. Running it twice changes nothing the
 * second time (`added` and `updated` are then 0).
 */
export function mergeOwnEntries(existing: string | undefined, format: SettingsFormat, command: string): MergeResult {
  const layout = LAYOUTS[format];
  const parsed = existing === undefined || existing.trim() === '' ? {} : parseJson(existing);
  if (!isRecord(parsed)) return { ok: false, problem: 'the file is not a JSON object' };
  const settings: Record<string, unknown> = { ...parsed };
  for (const [key, value] of Object.entries(layout.top ?? {})) if (settings[key] === undefined) settings[key] = value;
  const hooks: Record<string, unknown> = isRecord(settings.hooks) ? { ...settings.hooks } : {};
  if (settings.hooks !== undefined && !isRecord(settings.hooks)) return { ok: false, problem: '"hooks" is not an object' };
  const counts = countOwnEntries({ hooks }, layout.events);
  const ours = ownEntries(format, command);
  let added = 0;
  let updated = 0;
  for (const event of layout.events) {
    if (counts[event] > 0) {
      const refreshed = refreshCommands(hooks[event], command, layout, 0);
      hooks[event] = refreshed.value;
      updated += refreshed.updated;
      continue;
    }
    const list = hooks[event];
    if (list !== undefined && !Array.isArray(list)) return { ok: false, problem: `"hooks.${event}" is not a list` };
    hooks[event] = [...((list as unknown[] | undefined) ?? []), ...ours[event]];
    added++;
  }
  settings.hooks = hooks;
  return { ok: true, text: `${JSON.stringify(settings, null, 2)}\n`, added, updated };
}

/** A copy of `value` where each command of ours that differs from `command` is `command` (same bounds as countCommands). */
function refreshCommands(value: unknown, command: string, layout: Layout, depth: number): { value: unknown; updated: number } {
  const { minTimeoutMs } = layout;
  if (depth > 8) return { value, updated: 0 };
  if (Array.isArray(value)) {
    let updated = 0;
    const items = (value as unknown[]).map((item, i): unknown => {
      if (i >= 1000) return item;
      const next = refreshCommands(item, command, layout, depth + 1);
      updated += next.updated;
      return next.value;
    });
    return { value: items, updated };
  }
  if (!isRecord(value)) return { value, updated: 0 };
  const copy: Record<string, unknown> = { ...value };
  let updated = 0;
  if (isOwn(copy)) {
    let changed = false;
    for (const key of COMMAND_KEYS) {
      if (typeof copy[key] === 'string' && copy[key] !== command) {
        copy[key] = command;
        changed = true;
      }
    }
    // A timeout in seconds where milliseconds are read kills the hook at once (Gemini after a migration).
    if (minTimeoutMs !== undefined && typeof copy.timeout === 'number' && copy.timeout < minTimeoutMs) {
      copy.timeout = TIMEOUT_S * 1000;
      changed = true;
    }
    if (changed) updated++;
  }
  if (Array.isArray(copy.hooks)) {
    const inner = refreshCommands(copy.hooks, command, layout, depth + 1);
    copy.hooks = inner.value;
    updated += inner.updated;
    // A group of ours with an older install's matcher: the tools it misses are not guarded.
    const ownGroup = (inner.value as unknown[]).some((h) => isRecord(h) && isOwn(h));
    if (ownGroup && layout.matcher !== undefined && typeof copy.matcher === 'string' && layout.matcher.older.includes(copy.matcher)) {
      copy.matcher = layout.matcher.current;
      updated++;
    }
  }
  return { value: copy, updated };
}

/**
 * The settings text without any entry of ours whose command names an absolute path (an older
 * install's `node "/home/..."`, which a shared file must not hold); a matcher group left empty goes
 * too. `removed` counts them; 0 leaves the text as it was.
 */
export function withoutMachineEntries(existing: string): { text: string; removed: number } {
  const parsed = parseJson(existing);
  if (!isRecord(parsed) || !isRecord(parsed.hooks)) return { text: existing, removed: 0 };
  let removed = 0;
  const machine = (v: Record<string, unknown>): boolean => isOwn(v) && COMMAND_KEYS.some((k) => typeof v[k] === 'string' && /node\s+"?(\/|[A-Za-z]:[\\/])/.test(v[k]));
  const hooks: Record<string, unknown> = {};
  for (const [event, list] of Object.entries(parsed.hooks)) {
    if (!Array.isArray(list)) {
      hooks[event] = list;
      continue;
    }
    hooks[event] = list.slice(0, 1000).flatMap((item: unknown): unknown[] => {
      if (!isRecord(item)) return [item];
      if (machine(item)) {
        removed++;
        return [];
      }
      if (!Array.isArray(item.hooks)) return [item];
      const inner = (item.hooks as unknown[]).filter((h) => !(isRecord(h) && machine(h)));
      if (inner.length === item.hooks.length) return [item];
      removed += item.hooks.length - inner.length;
      return inner.length === 0 ? [] : [{ ...item, hooks: inner }];
    });
  }
  if (removed === 0) return { text: existing, removed };
  return { text: `${JSON.stringify({ ...parsed, hooks }, null, 2)}\n`, removed };
}
