// Codex CLI: Claude's events and keys with `turn_id`; its apply_patch tool, and patches applied
// through its shell tools (codexShell.ts); its hooks in .codex/hooks.json, run only once the person
// has reviewed them (/hooks) in a trusted project. It rejects any top-level key of an answer but
// hookSpecificOutput, and shows no `ask`.
import {
  blockingDeny, CLAUDE_EVENTS, claudeEntry, HOOK_MARKER, hookSpecificOutput, isRecord, parseJson, PROBE_SESSION, probePath, silent, SILENT, type AgentDialect, type PlaceFolder,
  shellTool, toldAfter,
} from '../dialect';
import { codexHookHash, codexHookKey, codexTrustStatus } from '../codexTrust';
import { shellPatch } from './codexShell';

/** Bash: Codex's shell tools, through which a model also applies patches (`apply_patch <<'EOF'`). */
const CODEX_MATCHER = 'apply_patch|Edit|Write|Bash';
const CODEX_HOME: PlaceFolder = { variable: 'CODEX_HOME', inHome: '.codex' };

export const codex: AgentDialect = {
  name: 'codex',
  title: 'Codex CLI',
  recognises: (event) => 'turn_id' in event,
  events: CLAUDE_EVENTS,
  tools: { apply_patch: 'patch' },
  arguments: { patch: ['command'] },
  shellTools: ['Bash', 'shell', 'local_shell', 'exec_command', 'container.exec'].map(shellTool),
  writeTools: 'apply_patch',
  shellPatch,
  readTool: 'a read of the file',
  readsSeen: false,
  whenHookFails: { failsOpen: true, line: 'Codex CLI lets the call through, without a word, when the hook crashes, exits with another code than 2, times out, or is not trusted (not reviewed, or modified since the review).' },
  answers: { deny: blockingDeny(hookSpecificOutput('deny')), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ decision: 'block', reason })) },
  layout: { kind: 'settings', events: ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'], entry: claudeEntry(CODEX_MATCHER), matcher: CODEX_MATCHER },
  install: { project: { folder: 'project', path: '.codex/hooks.json', portable: true }, user: { folder: CODEX_HOME, path: 'hooks.json' } },
  found: { project: [{ folder: 'project', path: '.codex/hooks.json' }], user: [{ folder: CODEX_HOME, path: 'hooks.json' }] },
  guardedFiles: ['.codex/hooks.json', '.codex/config.toml'],
  settingsFiles: ['.codex/hooks.json', '.codex/config.toml'],
  trust: {
    note: () => 'Codex CLI runs a new or changed hook only after you review it: start codex, type /hooks and approve Guarded Edit\'s entries (Codex then keeps their trusted_hash). Until then Codex skips the hook without a word. Run guarded-edit doctor afterwards.',
    reads: [{ folder: CODEX_HOME, path: 'config.toml' }],
    // Codex's /hooks review writes [hooks.state."<file>:pre_tool_use:<group>:<handler>"] trusted_hash = "...";
    // a project's .codex/ is read only when the project is trusted ([projects."<folder>"] trust_level = "trusted").
    judge: ({ scope, texts, project, file, hooksText, sha256Hex }) => {
      const config = texts[0] ?? '';
      const projectTrusted = scope === 'user' || trustsProject(config, project);
      if (!projectTrusted) return { ok: false, line: `Codex CLI reads a project's .codex/ only when the project is trusted ([projects."${project}"] trust_level = "trusted" in its config.toml), so it skips this hook: start codex in ${project} and answer that you trust it, then review the hook in /hooks.` };
      const kept = trustedHashes(config);
      const ours = hooksText === undefined || sha256Hex === undefined ? [] : ownHandlers(hooksText, file, sha256Hex);
      const before = ours.filter((h) => h.event === 'PreToolUse');
      const status = before.map((h) => codexTrustStatus(h.hash, kept.get(h.key)));
      if (before.length > 0 && status.every((s) => s === 'trusted')) {
        return { ok: true, line: `Codex CLI trusts this hook: the trusted_hash it keeps for our entries equals each entry's current hash (after a change of the hook, review it again in /hooks).` };
      }
      if (status.includes('modified')) {
        return { ok: false, line: `Codex CLI marks this hook "modified": its entries changed since you reviewed them (a re-install, or an edit), and Codex skips a modified hook without a word. Start codex in ${project}, type /hooks and approve Guarded Edit's entries again.` };
      }
      return { ok: false, line: `Codex CLI has not reviewed this hook (no trusted_hash for its entries in config.toml), so it skips it: ${codex.trust.note(false, project)}` };
    },
  },
  probe: {
    event: (folder) => ({
      session_id: PROBE_SESSION, turn_id: 'probe', model: 'probe', cwd: folder, hook_event_name: 'PreToolUse', tool_name: 'apply_patch',
      tool_input: { command: `*** Begin Patch\n*** Add File: ${probePath(folder)}\n+probe\n*** End Patch\n` },
    }),
    refusal: /^\{"hookSpecificOutput":\{[^}]*"permissionDecision":"deny"/,
    exitCode: 2,
  },
};

/** Each `[hooks.state."<key>"]` table's `trusted_hash` in Codex's config.toml (bounded: the first 100,000 lines). */
function trustedHashes(config: string): Map<string, string> {
  const hashes = new Map<string, string>();
  let key: string | undefined;
  for (const line of config.split('\n', CONFIG_LINES)) {
    const header = /^\s*\[\s*hooks\s*\.\s*state\s*\.\s*("(?:[^"\\]|\\.)*")\s*\]\s*$/.exec(line);
    if (header) {
      key = parseQuoted(header[1]);
      continue;
    }
    if (/^\s*\[/.test(line)) key = undefined;
    const hash = /^\s*trusted_hash\s*=\s*"([^"]*)"/.exec(line);
    if (key !== undefined && hash) hashes.set(key, hash[1]);
  }
  return hashes;
}

function parseQuoted(text: string): string | undefined {
  try {
    return JSON.parse(text) as string;
  } catch {
    return undefined;
  }
}

/** Our entries in a hooks.json, each with the key and the hash Codex gives it. */
function ownHandlers(text: string, file: string, sha256Hex: (text: string) => string): { event: string; key: string; hash: string }[] {
  const settings = parseJson(text);
  const hooks = isRecord(settings) && isRecord(settings.hooks) ? settings.hooks : {};
  const found: { event: string; key: string; hash: string }[] = [];
  for (const [event, groups] of Object.entries(hooks).slice(0, 100)) {
    if (!Array.isArray(groups)) continue;
    groups.slice(0, 1000).forEach((group: unknown, g) => {
      if (!isRecord(group) || !Array.isArray(group.hooks)) return;
      const matcher = typeof group.matcher === 'string' ? group.matcher : undefined;
      group.hooks.slice(0, 1000).forEach((handler: unknown, h) => {
        if (!isRecord(handler) || typeof handler.command !== 'string' || !handler.command.includes(HOOK_MARKER)) return;
        const config = {
          command: handler.command,
          ...(typeof handler.timeout === 'number' ? { timeout: handler.timeout } : typeof handler.timeoutSec === 'number' ? { timeout: handler.timeoutSec } : {}),
          ...(typeof handler.async === 'boolean' ? { async: handler.async } : {}),
          ...(typeof handler.statusMessage === 'string' ? { statusMessage: handler.statusMessage } : {}),
        };
        found.push({ event, key: codexHookKey(file, event, g, h), hash: codexHookHash(event, matcher, config, sha256Hex) });
      });
    });
  }
  return found;
}

/** The lines of Codex's config.toml read, at most (a bound: the file is the user's). */
const CONFIG_LINES = 100_000;

/** `[projects."<project>"]` with `trust_level = "trusted"` in Codex's config.toml. */
function trustsProject(config: string, project: string): boolean {
  const header = `[projects.${JSON.stringify(project)}]`;
  const start = config.indexOf(header);
  if (start < 0) return false;
  // The section ends at the next table header: a line whose first non-blank character is "[".
  // Line by line, not one regular expression over the rest (blank lines made that quadratic).
  for (const line of config.slice(start + header.length).split('\n', CONFIG_LINES).slice(1)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('[')) return false;
    if (/^trust_level\s*=\s*"trusted"/.test(trimmed)) return true;
  }
  return false;
}
