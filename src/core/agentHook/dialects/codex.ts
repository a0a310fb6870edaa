// Codex CLI: Claude's events and keys with `turn_id`; its apply_patch tool, and patches applied
// through its shell tools (codexShell.ts); its hooks in .codex/hooks.json, run only once the person
// has reviewed them (/hooks) in a trusted project. It rejects any top-level key of an answer but
// hookSpecificOutput, and shows no `ask`.
import {
  blockingDeny, CLAUDE_EVENTS, claudeEntry, hookSpecificOutput, PROBE_SESSION, probePath, silent, SILENT, type AgentDialect, type PlaceFolder,
  shellTool, toldAfter,
} from '../dialect';
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
  layout: { kind: 'settings', events: ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'], entry: claudeEntry(CODEX_MATCHER), matcher: { current: CODEX_MATCHER, older: ['apply_patch|Edit|Write'] } },
  install: { project: { folder: 'project', path: '.codex/hooks.json', portable: true }, user: { folder: CODEX_HOME, path: 'hooks.json' } },
  found: { project: [{ folder: 'project', path: '.codex/hooks.json' }], user: [{ folder: CODEX_HOME, path: 'hooks.json' }] },
  guardedFiles: ['.codex/hooks.json', '.codex/config.toml'],
  settingsFiles: ['.codex/hooks.json', '.codex/config.toml'],
  trust: {
    note: () => 'Codex CLI runs a new or changed hook only after you review it: start codex, type /hooks and approve Guarded Edit\'s entries (Codex then keeps their trusted_hash). Until then Codex skips the hook without a word. Run guarded-edit doctor afterwards.',
    reads: [{ folder: CODEX_HOME, path: 'config.toml' }],
    // Codex's /hooks review writes [hooks.state."<file>:pre_tool_use:<group>:<handler>"] trusted_hash = "...";
    // a project's .codex/ is read only when the project is trusted ([projects."<folder>"] trust_level = "trusted").
    judge: ({ scope, texts, project, file }) => {
      const config = texts[0] ?? '';
      const reviewed = config.split('\n').some((line, i, all) => line.includes(`${file}:pre_tool_use:`) && all.slice(i + 1, i + 4).some((l) => /^\s*trusted_hash\s*=/.test(l)));
      const projectTrusted = scope === 'user' || trustsProject(config, project);
      if (!projectTrusted) return { ok: false, line: `Codex CLI reads a project's .codex/ only when the project is trusted ([projects."${project}"] trust_level = "trusted" in its config.toml), so it skips this hook: start codex in ${project} and answer that you trust it, then review the hook in /hooks.` };
      return reviewed
        ? { ok: true, line: 'Codex CLI has reviewed this hook (trusted_hash in config.toml); after a change of the hook, review it again in /hooks (Codex compares the hash).' }
        : { ok: false, line: `Codex CLI has not reviewed this hook (no trusted_hash for ${file} in config.toml), so it skips it: ${codex.trust.note(false, project)}` };
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

/** `[projects."<project>"]` with `trust_level = "trusted"` in Codex's config.toml. */
function trustsProject(config: string, project: string): boolean {
  const header = `[projects.${JSON.stringify(project)}]`;
  const start = config.indexOf(header);
  if (start < 0) return false;
  const rest = config.slice(start + header.length);
  const section = rest.slice(0, rest.search(/\n\s*\[/) >= 0 ? rest.search(/\n\s*\[/) : rest.length);
  return /trust_level\s*=\s*"trusted"/.test(section);
}
