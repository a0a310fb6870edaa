// Codex CLI runs a hook of the person's or a project's files only while the hash it keeps for the
// entry (`trusted_hash` under `[hooks.state."<file>:<event>:<group>:<handler>"]` in its
// config.toml, written by the /hooks review) equals the entry's current hash; otherwise it skips the
// entry without a word ("untrusted" when no hash is kept, "modified" when the entry changed since
// the review). This computes the current hash as Codex 0.169 does (doctor compares it with the kept
// one rather than starting Codex's app server to ask): a SHA-256 of a canonical JSON of the entry's normalized
// identity (the event's snake_case label, the matcher where the event has one, and the one handler
// with its defaults filled in: a timeout of 600 s, at least 1; `async` false), keys sorted, absent
// fields left out. Pure: the SHA-256 is the caller's.

export type CodexTrustStatus = 'trusted' | 'modified' | 'untrusted';

/** One command handler of a hooks.json entry, as the file holds it. */
export interface CodexHandler {
  command: string;
  timeout?: number;
  async?: boolean;
  statusMessage?: string;
}

/** Events whose entries carry no matcher in Codex (it drops one that is given). */
const NO_MATCHER = new Set(['user_prompt_submit', 'stop', 'stop_failure', 'session_end', 'interrupt']);

/** Codex's label of an event (PreToolUse: pre_tool_use), as in its keys and hashes. */
export function codexEventLabel(event: string): string {
  return event.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
}

/** The key Codex keeps an entry's trust under: the hooks file's absolute path, the event's label, the group's and the handler's index. */
export function codexHookKey(file: string, event: string, group: number, handler: number): string {
  return `${file}:${codexEventLabel(event)}:${group}:${handler}`;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).filter((k) => record[k] !== undefined).sort().map((k) => [k, canonical(record[k])]));
}

/** The text Codex hashes for one handler of a group under `event` (exported for tests). */
function codexHookIdentity(event: string, matcher: string | undefined, handler: CodexHandler): string {
  const label = codexEventLabel(event);
  const trimmed = matcher?.trim();
  const timeout = Math.max(1, Math.floor(handler.timeout ?? 600));
  return JSON.stringify(canonical({
    event_name: label,
    matcher: NO_MATCHER.has(label) || trimmed === '' ? undefined : trimmed,
    hooks: [{ type: 'command', command: handler.command, timeout, async: handler.async ?? false, statusMessage: handler.statusMessage }],
  }));
}

/** The hash Codex compares with `trusted_hash` ("sha256:" and 64 hex digits). */
export function codexHookHash(event: string, matcher: string | undefined, handler: CodexHandler, sha256Hex: (text: string) => string): string {
  return `sha256:${sha256Hex(codexHookIdentity(event, matcher, handler))}`;
}

export function codexTrustStatus(currentHash: string, trustedHash: string | undefined): CodexTrustStatus {
  if (trustedHash === undefined) return 'untrusted';
  return trustedHash === currentHash ? 'trusted' : 'modified';
}
