// The hook's own entries in an agent's settings file (Claude Code's .claude/settings*.json, VS
// Code's and Copilot's .github/hooks/*.json, Codex's hooks.json, Gemini's settings.json, Cursor's
// hooks.json): installing them (merge, idempotent, others kept) and noticing an edit that would
// remove them. Pure: texts in, texts out.
import { readJsonc, writeJsonc } from '../jsonc';
import { AGENTS, type AgentName } from './agents';
import { globMatches } from '../path';
import { HOOK_MARKER, HOOK_TIMEOUT_S, isRecord, parseJson, type SettingsLayout } from './dialect';
import { DIALECTS } from './dialects';

/** Claude Code's events (the default of countOwnEntries). */
const HOOK_EVENTS = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'] as const;
/** The agents whose hooks live in one JSON settings file (Cline's are executables in a folder, OpenCode's a plugin). */
export type SettingsFormat = Exclude<AgentName, 'cline' | 'opencode'>;

/** Each settings format's layout, from its dialect. */
export const LAYOUTS = Object.fromEntries(
  AGENTS.flatMap((agent) => {
    const { layout } = DIALECTS[agent];
    return layout.kind === 'settings' ? [[agent, layout]] : [];
  }),
) as Record<SettingsFormat, SettingsLayout>;

/** Globs of the files that hold agent hooks: they always need the person's yes, whatever the confirm list says. */
export const HOOK_SETTINGS_PATTERNS: readonly string[] = [...new Set(AGENTS.flatMap((agent) => DIALECTS[agent].guardedFiles))].map((glob) => `**/${glob}`);

/** The JSON files among them (the entries of ours are counted in them), matched whatever the case (compiled on first use, not at every hook start). */
const HOOK_SETTINGS_FILES = [...new Set(AGENTS.flatMap((agent) => DIALECTS[agent].settingsFiles))].map((glob) => `**/${glob}`);

/** Whether a workspace-relative path is a JSON file that holds agent hooks (the entries of ours are counted in it). */
export function isHookSettingsPath(relativePath: string): boolean {
  return HOOK_SETTINGS_FILES.some((glob) => globMatches(glob, relativePath, { caseInsensitive: true }));
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
  let parsed: unknown = {};
  if (existing !== undefined && existing.trim() !== '') {
    const read = readJsonc(existing);
    if (!read.ok) return { ok: false, problem: read.problem };
    // Written back with the comments kept only where the agent itself reads comments; elsewhere the agent cannot read the file as it is.
    if (read.hasComments && !DIALECTS[format].settingsAcceptComments) return { ok: false, problem: `it holds comments, which ${DIALECTS[format].title} does not accept in this file (it reads strict JSON): remove them` };
    parsed = read.value;
  }
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
  const text = existing === undefined || existing.trim() === '' ? `${JSON.stringify(settings, null, 2)}\n` : writeJsonc(existing, settings);
  return { ok: true, text, added, updated };
}

/** A copy of `value` where each command of ours that differs from `command` is `command` (same bounds as countCommands). */
function refreshCommands(value: unknown, command: string, layout: SettingsLayout, depth: number): { value: unknown; updated: number } {
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
      copy.timeout = HOOK_TIMEOUT_S * 1000;
      changed = true;
    }
    if (changed) updated++;
  }
  if (Array.isArray(copy.hooks)) {
    const inner = refreshCommands(copy.hooks, command, layout, depth + 1);
    copy.hooks = inner.value;
    updated += inner.updated;
    // A group of ours with another matcher (an earlier install's): the tools it misses are not
    // guarded. The group counts once, whether its command, its matcher or both were brought up to date.
    const ownGroup = (inner.value as unknown[]).some((h) => isRecord(h) && isOwn(h));
    if (ownGroup && layout.matcher !== undefined && typeof copy.matcher === 'string' && copy.matcher !== layout.matcher) {
      copy.matcher = layout.matcher;
      if (inner.updated === 0) updated++;
    }
  }
  return { value: copy, updated };
}
