// Gemini CLI: events BeforeTool, AfterTool, BeforeAgent; file tools read_file, write_file, replace;
// its hooks in .gemini/settings.json (timeouts in milliseconds), run in a trusted folder only.
import { blockingDeny, HOOK_TIMEOUT_S, isRecord, parseJson, PROBE_SESSION, probePath, silent, SILENT, str, shellTool, toldAfter, type AgentDialect } from '../dialect';

const GEMINI_EVENTS = new Set(['BeforeTool', 'AfterTool', 'BeforeAgent', 'AfterAgent', 'BeforeModel', 'AfterModel', 'BeforeToolSelection', 'PreCompress', 'Notification']);

/** Its file tools and run_shell_command, whose commands' writes are judged too. */
const GEMINI_MATCHER = 'read_file|write_file|replace|run_shell_command';

export const gemini: AgentDialect = {
  name: 'gemini',
  title: 'Gemini CLI',
  recognises: (event) => GEMINI_EVENTS.has(str(event.hook_event_name) ?? ''),
  events: { before: ['BeforeTool'], after: ['AfterTool'], prompt: ['BeforeAgent'], ignored: ['AfterAgent', 'BeforeModel', 'AfterModel', 'BeforeToolSelection', 'PreCompress', 'Notification', 'SessionStart', 'SessionEnd'] },
  projectVariable: 'GEMINI_PROJECT_DIR',
  tools: { read_file: 'read', write_file: 'write', replace: 'replace' },
  arguments: { path: ['file_path', 'absolute_path'], content: ['content'], old: ['old_string'], new: ['new_string'] },
  shellTools: [shellTool('run_shell_command')],
  writeTools: 'the replace or write_file tool',
  readTool: 'the read_file tool',
  readsSeen: true,
  settingsAcceptComments: true,
  whenHookFails: { failsOpen: true, line: 'Gemini CLI lets the call through when the hook crashes, exits with another code than 2 or times out.' },
  answers: { deny: blockingDeny((_name, reason) => ({ decision: 'deny', reason })), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ decision: 'deny', reason })) },
  layout: {
    kind: 'settings',
    events: ['BeforeTool', 'AfterTool', 'BeforeAgent'],
    entry: (event, command) => {
      const hook = { type: 'command', command, timeout: HOOK_TIMEOUT_S * 1000 };
      return event === 'BeforeAgent' ? { hooks: [hook] } : { matcher: GEMINI_MATCHER, hooks: [hook] };
    },
    minTimeoutMs: 1000,
    matcher: GEMINI_MATCHER,
  },
  install: { project: { folder: 'project', path: '.gemini/settings.json', portable: true }, user: { folder: 'home', path: '.gemini/settings.json' } },
  found: { project: [{ folder: 'project', path: '.gemini/settings.json' }], user: [{ folder: 'home', path: '.gemini/settings.json' }] },
  guardedFiles: ['.gemini/settings.json'],
  settingsFiles: ['.gemini/settings.json'],
  trust: {
    note: (user, project) => user
      ? 'Gemini CLI runs hooks of ~/.gemini/settings.json in every folder, except with --skip-trust.'
      : `Gemini CLI runs a project's hooks only in a trusted folder: start gemini in ${project} and trust the folder (kept in ~/.gemini/trustedFolders.json). Never with --skip-trust, which runs no project hooks.`,
    reads: [{ folder: 'home', path: '.gemini/trustedFolders.json' }],
    judge: ({ scope, texts, env, project, within, dirname }) => {
      if (scope === 'user') return undefined;
      const folders = parseJson(texts[0] ?? '');
      const rules = isRecord(folders) ? Object.entries(folders) : [];
      const trust = env.GEMINI_CLI_TRUST_WORKSPACE === 'true' || rules.some(([f, level]) => (level === 'TRUST_FOLDER' && within(project, f)) || (level === 'TRUST_PARENT' && within(project, dirname(f))));
      return trust
        ? { ok: true, line: 'Gemini CLI trusts this folder (~/.gemini/trustedFolders.json).' }
        : { ok: false, line: `Gemini CLI does not trust ${project} yet, so it runs none of the project's hooks: ${gemini.trust.note(false, project)}` };
    },
  },
  probe: {
    event: (folder) => ({ session_id: PROBE_SESSION, cwd: folder, hook_event_name: 'BeforeTool', tool_name: 'read_file', tool_input: { file_path: probePath(folder) } }),
    refusal: /^\{"decision":"deny"/,
    exitCode: 2,
  },
};
