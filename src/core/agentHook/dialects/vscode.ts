// VS Code's agent mode: Claude's event names with camelCase `hookEventName`; its file tools by tool
// id and by the name the model sees; its hooks in .github/hooks/*.json (Claude's event names, where
// Copilot CLI's are camelCase).
import {
  asking, blockingDeny, CLAUDE_EVENTS, hookSpecificOutput, HOOK_TIMEOUT_S, PROBE_SESSION, probePath, silent, SILENT, type AgentDialect,
  shellTool, toldAfter,
} from '../dialect';

export const vscode: AgentDialect = {
  name: 'vscode',
  title: "VS Code's agent mode",
  // Its Local agent's events: camelCase hookEventName (with sessionId) and snake_case tool_name and
  // tool_input; Copilot's harness names its tools toolName and toolArgs.
  recognises: (event) => 'hookEventName' in event && !('toolName' in event) && !('toolArgs' in event),
  events: CLAUDE_EVENTS,
  projectVariable: 'CLAUDE_PROJECT_DIR',
  tools: {
    copilot_readFile: 'read', read_file: 'read',
    copilot_createFile: 'write', create_file: 'write',
    copilot_replaceString: 'replace', replace_string_in_file: 'replace',
    copilot_multiReplaceString: 'multi-replace', multi_replace_string_in_file: 'multi-replace',
    copilot_insertEdit: 'change', insert_edit_into_file: 'change',
    copilot_applyPatch: 'patch', apply_patch: 'patch',
    copilot_editNotebook: 'notebook', edit_notebook: 'notebook',
  },
  arguments: { path: ['filePath'], content: ['content'], old: ['oldString'], new: ['newString'], patch: ['input'] },
  shellTools: [shellTool('run_in_terminal'), shellTool('copilot_runInTerminal')],
  writeTools: 'the replace_string_in_file or create_file tool',
  readTool: 'the read_file tool',
  readsSeen: true,
  whenHookFails: { failsOpen: true, line: "VS Code's agent mode lets the call through when the hook crashes, exits with another code than 2 or times out (it shows a warning)." },
  answers: { deny: blockingDeny(hookSpecificOutput('deny')), ask: asking(hookSpecificOutput('ask')), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ decision: 'block', reason })) },
  layout: { kind: 'settings', events: ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'], entry: (_e, command) => ({ type: 'command', command, timeout: HOOK_TIMEOUT_S }), top: { version: 1 } },
  install: {
    project: { folder: 'project', path: '.github/hooks/guarded-edit.json', portable: true },
    user: '--user is not for VS Code, which reads the hooks of the workspace; VS Code also runs the hooks of ~/.claude/settings.json: use --agent claude --user.',
  },
  found: { project: [{ folder: 'project', path: '.github/hooks/*.json', claims: (hooks) => hooks === undefined || !('preToolUse' in hooks) }], user: [] },
  guardedFiles: ['.github/hooks/*.json'],
  settingsFiles: ['.github/hooks/*.json'],
  trust: {
    note: () => 'VS Code runs it in agent mode when the workspace is trusted (Workspace Trust); teammates need Node.js for npx.',
    reads: [],
  },
  probe: {
    event: (folder) => ({ session_id: PROBE_SESSION, cwd: folder, hookEventName: 'PreToolUse', hook_event_name: 'PreToolUse', tool_name: 'read_file', tool_input: { filePath: probePath(folder) } }),
    refusal: /"permissionDecision":"deny"/,
    exitCode: 2,
  },
};
