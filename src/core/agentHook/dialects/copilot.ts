// GitHub Copilot CLI: camelCase events (preToolUse, postToolUse, userPromptSubmitted) with
// `toolName` and `toolArgs` (an object, or JSON text), or Claude's events and tool names with its own
// argument names when it runs hooks from Claude's files; file tools view, create, edit,
// str_replace, insert, str_replace_editor, apply_patch; its hooks in .github/hooks/*.json and
// $COPILOT_HOME/hooks/. It gets its flat form with exit 2: that blocks from both its config files
// and keeps the reason for the model, where exit 2 with no flat form (or with hookSpecificOutput)
// gives the model only "hook exited with code 2" (seen with Copilot CLI 1.0.102).
import { blockingDeny, HOOK_TIMEOUT_S, isRecord, parseJson, PROBE_SESSION, probePath, silent, SILENT, shellTool, toldAfter, type AgentDialect, type PlaceFolder } from '../dialect';

/** Arguments only Copilot gives, under Claude's tool names. */
const COPILOT_ARGUMENTS = ['path', 'old_str', 'new_str', 'file_text'];
const COPILOT_HOME: PlaceFolder = { variable: 'COPILOT_HOME', inHome: '.copilot' };

export const copilot: AgentDialect = {
  name: 'copilot',
  title: 'GitHub Copilot CLI',
  recognises: (event) => 'toolName' in event || 'toolArgs' in event || 'sessionId' in event,
  // From Claude's files: Claude's keys and tool names, its own argument names.
  recognisesLate: (event) => {
    const input = event.tool_input;
    return isRecord(input) && !('file_path' in input) && COPILOT_ARGUMENTS.some((k) => k in input);
  },
  events: { before: ['preToolUse'], after: ['postToolUse'], prompt: ['userPromptSubmitted'], ignored: ['sessionStart', 'sessionEnd', 'errorOccurred', 'agentStop', 'subagentStop'] },
  projectVariable: 'COPILOT_PROJECT_DIR',
  tools: { view: 'read-or-list', create: 'write', edit: 'replace', str_replace: 'replace', insert: 'change', str_replace_editor: 'str-replace-editor', apply_patch: 'patch' },
  arguments: { path: ['path'], content: ['file_text'], old: ['old_str'], new: ['new_str'], patch: ['patch'] },
  shellTools: [shellTool('bash')],
  writeTools: 'the edit or create tool',
  readTool: 'the view tool',
  readsSeen: true,
  whenHookFails: { failsOpen: true, line: 'GitHub Copilot CLI refuses every call (normal edits too) when the hook cannot start or crashes, and lets the call through when it times out.' },
  answers: { deny: blockingDeny((_name, reason) => ({ permissionDecision: 'deny', permissionDecisionReason: reason })), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ additionalContext: reason })) },
  layout: {
    kind: 'settings',
    events: ['preToolUse', 'postToolUse', 'userPromptSubmitted'],
    entry: (_e, command) => ({ type: 'command', bash: command, powershell: command, timeoutSec: HOOK_TIMEOUT_S }),
    top: { version: 1 },
  },
  install: { project: { folder: 'project', path: '.github/hooks/guarded-edit-copilot.json', portable: true }, user: { folder: COPILOT_HOME, path: 'hooks/guarded-edit.json' } },
  found: { project: [{ folder: 'project', path: '.github/hooks/*.json', claims: (hooks) => hooks !== undefined && 'preToolUse' in hooks }], user: [{ folder: COPILOT_HOME, path: 'hooks/*.json' }] },
  guardedFiles: ['.github/hooks/*.json'],
  settingsFiles: ['.github/hooks/*.json'],
  trust: {
    note: (user, project) => user
      ? 'Copilot CLI runs hooks of ~/.copilot/hooks for every folder.'
      : `Copilot CLI runs a repository's hooks only in a folder you trust: start copilot in ${project} and answer yes to trusting the folder (it is then listed under trustedFolders in ~/.copilot/config.json, or $COPILOT_HOME/config.json). Until then Copilot skips the hook without a word. Copilot lets a call through when a hook times out; the first npx run downloads the package, so run "npx -y guarded-edit --version" once beforehand.`,
    reads: [{ folder: COPILOT_HOME, path: 'config.json' }],
    judge: ({ scope, texts, project, within }) => {
      if (scope === 'user') return undefined;
      const config = parseJson(texts[0] ?? '');
      const listed = isRecord(config) ? config.trustedFolders ?? config.trusted_folders : undefined;
      const folders = Array.isArray(listed) ? listed.slice(0, 1000).filter((f): f is string => typeof f === 'string') : [];
      return folders.some((f) => within(project, f))
        ? { ok: true, line: 'Copilot CLI trusts this folder (trustedFolders in ~/.copilot/config.json).' }
        : { ok: false, line: `Copilot CLI does not trust ${project} yet, so it skips the repository's hooks: ${copilot.trust.note(false, project)}` };
    },
  },
  probe: {
    event: (folder) => ({ sessionId: PROBE_SESSION, timestamp: 0, cwd: folder, toolName: 'view', toolArgs: { path: probePath(folder) } }),
    refusal: /^\{"permissionDecision":"deny"/,
    exitCode: 2,
  },
};

