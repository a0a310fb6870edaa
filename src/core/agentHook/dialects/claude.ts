// Claude Code: events PreToolUse, PostToolUse, UserPromptSubmit with snake_case keys; file tools
// Read, Write, Edit, MultiEdit, NotebookEdit; its hooks in .claude/settings*.json. The default
// dialect: an event with no other agent's keys is Claude's.
import {
  asking, blockingDeny, CLAUDE_EVENTS, claudeEntry, hookSpecificOutput, PROBE_SESSION, probePath, silent, SILENT, type AgentDialect,
  shellTool, toldAfter,
} from '../dialect';

/** Its file tools and Bash, whose commands' writes are judged too. */
const CLAUDE_MATCHER = 'Read|Write|Edit|MultiEdit|NotebookEdit|Bash';

export const claude: AgentDialect = {
  name: 'claude',
  title: 'Claude Code',
  recognises: () => false,
  events: CLAUDE_EVENTS,
  projectVariable: 'CLAUDE_PROJECT_DIR',
  tools: { Read: 'read', Write: 'write', Edit: 'claude-edit', MultiEdit: 'multi-edit', NotebookEdit: 'notebook' },
  arguments: { path: ['file_path', 'notebook_path'], content: ['content'], old: ['old_string'], new: ['new_string'] },
  shellTools: [shellTool('Bash')],
  writeTools: 'the Edit or Write tool',
  readTool: 'the Read tool',
  readsSeen: true,
  whenHookFails: { failsOpen: true, line: 'Claude Code lets the call through when the hook crashes, exits with another code than 2 or times out (a non-blocking hook error).' },
  answers: { deny: blockingDeny(hookSpecificOutput('deny')), ask: asking(hookSpecificOutput('ask')), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ decision: 'block', reason })) },
  layout: { kind: 'settings', events: ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'], entry: claudeEntry(CLAUDE_MATCHER), matcher: CLAUDE_MATCHER },
  // The project's local, uncommitted file: it runs this machine's copy.
  install: { project: { folder: 'project', path: '.claude/settings.local.json', portable: false }, user: { folder: 'home', path: '.claude/settings.json' } },
  found: {
    project: [{ folder: 'project', path: '.claude/settings.json' }, { folder: 'project', path: '.claude/settings.local.json' }],
    user: [{ folder: 'home', path: '.claude/settings.json' }],
  },
  guardedFiles: ['.claude/settings.json', '.claude/settings.local.json'],
  settingsFiles: ['.claude/settings.json', '.claude/settings.local.json'],
  trust: {
    note: () => 'Claude Code runs it from its next start (the project\'s local settings are not committed; each teammate runs this install once).',
    reads: [],
  },
  probe: {
    event: (folder) => ({ session_id: PROBE_SESSION, cwd: folder, hook_event_name: 'PreToolUse', tool_name: 'Read', tool_input: { file_path: probePath(folder) } }),
    refusal: /"permissionDecision":"deny"/,
    exitCode: 2,
  },
};
