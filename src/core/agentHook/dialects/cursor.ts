// Cursor: events preToolUse, beforeReadFile (a read checked before it happens, with no event
// after it), afterFileEdit (an edit reported once made) and beforeSubmitPrompt, with
// `conversation_id` and `workspace_roots`; Claude's tool names and Write, StrReplace, Delete; its
// hooks in .cursor/hooks.json. It wants JSON on every path.
import {
  blockingDeny, firstLine, HOOK_TIMEOUT_S, json, PROBE_SESSION, probePath, str, stringList, type AgentDialect, type AgentEvent, type HookMoment,
  shellTool,
} from '../dialect';

export const cursor: AgentDialect = {
  name: 'cursor',
  title: 'Cursor',
  recognises: (event) => 'conversation_id' in event || 'workspace_roots' in event || 'cursor_version' in event,
  events: {
    before: ['preToolUse', 'beforeReadFile', 'beforeShellExecution'],
    after: ['postToolUse', 'afterFileEdit', 'afterShellExecution'],
    prompt: ['beforeSubmitPrompt'],
    ignored: ['sessionStart', 'sessionEnd', 'stop', 'subagentStart', 'subagentStop', 'preCompact', 'postToolUseFailure', 'afterAgentResponse', 'afterAgentThought', 'beforeMCPExecution', 'afterMCPExecution', 'afterTabFileEdit', 'beforeTabFileRead'],
  },
  readEvent: (raw, agent) => {
    const name = str(raw.hook_event_name) ?? str(raw.hookEventName);
    if (name !== 'beforeReadFile' && name !== 'afterFileEdit' && name !== 'beforeShellExecution' && name !== 'afterShellExecution') return undefined;
    const base = { agent, name, session: str(raw.session_id) ?? str(raw.sessionId) ?? str(raw.conversation_id) ?? '', roots: stringList(raw.workspace_roots), ...(str(raw.cwd) ? { cwd: str(raw.cwd) } : {}) };
    // Its shell events carry the command at the top level: judged as its Shell tool's call.
    if (name === 'beforeShellExecution' || name === 'afterShellExecution') {
      return { ...base, moment: name === 'beforeShellExecution' ? 'before' : 'after', tool: 'Shell', input: { command: raw.command, ...(str(raw.cwd) ? { cwd: raw.cwd } : {}) } };
    }
    const event: AgentEvent = name === 'beforeReadFile'
      ? { ...base, moment: 'before', tool: 'Read', input: { file_path: raw.file_path }, recordWhenAllowed: true }
      : { ...base, moment: 'after', tool: 'MultiEdit', input: { file_path: raw.file_path, edits: raw.edits } };
    return event;
  },
  callKnownByFiles: true,
  tools: { Read: 'read', Write: 'write', Edit: 'claude-edit', StrReplace: 'replace', Delete: 'delete' },
  arguments: { path: ['target_file', 'file_path'], content: ['contents', 'content'], old: ['old_string'], new: ['new_string'] },
  shellTools: [shellTool('Shell')],
  writeTools: 'the Edit or Write tool',
  readTool: 'the Read tool',
  readsSeen: true,
  whenHookFails: {
    failsOpen: true,
    line: 'Cursor lets the call through when the hook crashes or times out, unless the entry says failClosed: true (the entries install writes do).',
  },
  // No `ask`: Cursor's preToolUse enforces only a deny ("hooks can only deny actions"), so a file
  // that needs the person's yes is refused. A call that is fine gets no decision at all (JSON on
  // every path, never "allow").
  answers: {
    deny: blockingDeny((_name, reason) => ({ permission: 'deny', user_message: firstLine(reason), agent_message: reason })),
    allow: { stdout: json({}), exitCode: 0 },
    quiet: (moment: HookMoment) => ({ stdout: json(moment === 'prompt' ? { continue: true } : {}), exitCode: 0 }),
  },
  layout: {
    kind: 'settings',
    events: ['preToolUse', 'beforeReadFile', 'beforeShellExecution', 'afterFileEdit', 'afterShellExecution', 'beforeSubmitPrompt'],
    // failClosed: a hook that crashes or times out blocks the call instead of letting it through.
    entry: (_e, command) => ({ command, timeout: HOOK_TIMEOUT_S, failClosed: true }),
    top: { version: 1 },
  },
  install: { project: { folder: 'project', path: '.cursor/hooks.json', portable: true }, user: { folder: 'home', path: '.cursor/hooks.json' } },
  found: { project: [{ folder: 'project', path: '.cursor/hooks.json' }], user: [{ folder: 'home', path: '.cursor/hooks.json' }] },
  guardedFiles: ['.cursor/hooks.json'],
  settingsFiles: ['.cursor/hooks.json'],
  trust: {
    note: () => 'Cursor reads hooks.json when it starts: restart Cursor, then see its Hooks settings tab.',
    reads: [],
  },
  probe: {
    event: (folder) => ({ conversation_id: PROBE_SESSION, generation_id: 'probe', workspace_roots: [folder], hook_event_name: 'beforeReadFile', file_path: probePath(folder) }),
    refusal: /^\{"permission":"deny"/,
    exitCode: 2,
  },
};
