// The hook's own entries in an agent's settings file (Claude Code's .claude/settings.json, VS
// Code's .github/hooks/*.json): installing them (merge, idempotent, others kept) and noticing an
// edit that would remove them. Pure: texts in, texts out.

/** Every command of ours contains this, so that our entries can be told from others. */
export const HOOK_MARKER = 'guarded-edit-hook';
export const HOOK_EVENTS = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'] as const;
export type HookEventName = (typeof HOOK_EVENTS)[number];
export type SettingsFormat = 'claude' | 'vscode';

/** Where each format keeps its hooks, relative to the project (or the home folder for Claude's --user). */
export const CLAUDE_SETTINGS_PATH = '.claude/settings.json';
export const VSCODE_HOOKS_PATH = '.github/hooks/guarded-edit.json';

/** Globs of the files that hold agent hooks (Claude Code's settings, VS Code's hooks files). */
export const HOOK_SETTINGS_PATTERNS: readonly string[] = ['**/.claude/settings.json', '**/.claude/settings.local.json', '**/.github/hooks/*.json'];

/** Whether a workspace-relative path is a file that holds agent hooks. */
export function isHookSettingsPath(relativePath: string): boolean {
  return /(^|\/)\.claude\/settings(\.local)?\.json$/i.test(relativePath) || /(^|\/)\.github\/hooks\/[^/]+\.json$/i.test(relativePath);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How many of our commands each event holds (any nesting: Claude's matcher groups or VS Code's flat list). */
export function countOwnEntries(settings: unknown): Record<HookEventName, number> {
  const counts = { PreToolUse: 0, PostToolUse: 0, UserPromptSubmit: 0 };
  const hooks = isRecord(settings) ? settings.hooks : undefined;
  if (!isRecord(hooks)) return counts;
  for (const event of HOOK_EVENTS) counts[event] = countCommands(hooks[event], 0);
  return counts;
}

function countCommands(value: unknown, depth: number): number {
  if (depth > 8) return 0;
  if (Array.isArray(value)) return value.slice(0, 1000).reduce((n: number, v) => n + countCommands(v, depth + 1), 0);
  if (!isRecord(value)) return 0;
  const own = typeof value.command === 'string' && value.command.includes(HOOK_MARKER) ? 1 : 0;
  return own + (Array.isArray(value.hooks) ? countCommands(value.hooks, depth + 1) : 0);
}

/**
 * Whether changing a settings file from `before` to `after` (texts; `after` undefined for a
 * deletion) removes any of our entries. A text that is not JSON counts as holding none.
 */
export function removesOwnEntries(before: string, after: string | undefined): boolean {
  const old = countOwnEntries(parseJson(before));
  if (HOOK_EVENTS.every((e) => old[e] === 0)) return false;
  const now = countOwnEntries(after === undefined ? undefined : parseJson(after));
  return HOOK_EVENTS.some((e) => now[e] < old[e]);
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
export function ownEntries(format: SettingsFormat, command: string): Record<HookEventName, unknown[]> {
  const entry = (event: HookEventName): unknown => {
    const hook = { type: 'command', command, timeout: 30 };
    if (format === 'vscode') return hook;
    return event === 'UserPromptSubmit' ? { hooks: [hook] } : { matcher: 'Read|Write|Edit|MultiEdit', hooks: [hook] };
  };
  return { PreToolUse: [entry('PreToolUse')], PostToolUse: [entry('PostToolUse')], UserPromptSubmit: [entry('UserPromptSubmit')] };
}

export type MergeResult = { ok: true; text: string; added: number; updated: number } | { ok: false; problem: string };

/**
 * The settings text with our entries added to each event that has none of ours yet, and every
 * command of ours that runs something else (an older install, a cleared package cache) pointed at
 * `command`; every other key and entry is kept as it was. Running it twice changes nothing the
 * second time (`added` and `updated` are then 0).
 */
export function mergeOwnEntries(existing: string | undefined, format: SettingsFormat, command: string): MergeResult {
  const parsed = existing === undefined || existing.trim() === '' ? {} : parseJson(existing);
  if (!isRecord(parsed)) return { ok: false, problem: 'the file is not a JSON object' };
  const settings: Record<string, unknown> = { ...parsed };
  if (format === 'vscode' && settings.version === undefined) settings.version = 1;
  const hooks: Record<string, unknown> = isRecord(settings.hooks) ? { ...settings.hooks } : {};
  if (settings.hooks !== undefined && !isRecord(settings.hooks)) return { ok: false, problem: '"hooks" is not an object' };
  const counts = countOwnEntries({ hooks });
  const ours = ownEntries(format, command);
  let added = 0;
  let updated = 0;
  for (const event of HOOK_EVENTS) {
    if (counts[event] > 0) {
      const refreshed = refreshCommands(hooks[event], command, 0);
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
function refreshCommands(value: unknown, command: string, depth: number): { value: unknown; updated: number } {
  if (depth > 8) return { value, updated: 0 };
  if (Array.isArray(value)) {
    let updated = 0;
    const items = (value as unknown[]).map((item, i): unknown => {
      if (i >= 1000) return item;
      const next = refreshCommands(item, command, depth + 1);
      updated += next.updated;
      return next.value;
    });
    return { value: items, updated };
  }
  if (!isRecord(value)) return { value, updated: 0 };
  const copy: Record<string, unknown> = { ...value };
  let updated = 0;
  if (typeof copy.command === 'string' && copy.command.includes(HOOK_MARKER) && copy.command !== command) {
    copy.command = command;
    updated++;
  }
  if (Array.isArray(copy.hooks)) {
    const inner = refreshCommands(copy.hooks, command, depth + 1);
    copy.hooks = inner.value;
    updated += inner.updated;
  }
  return { value: copy, updated };
}
