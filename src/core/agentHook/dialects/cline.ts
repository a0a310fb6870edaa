// Cline: its hooks are executables named after each event in .clinerules/hooks/ (or .cline/hooks/,
// ~/Documents/Cline/Hooks/, ~/.cline/hooks/), given one JSON event on stdin. Its CLI (3.x, run for
// real) sends `hookName` tool_call / tool_result / prompt_submit with the call under `tool_call` /
// `tool_result` ({ id, name, input }) and its tools read_files, editor (apply_patch for GPT models),
// run_commands; its VS Code extension's documented events are named PreToolUse, PostToolUse,
// UserPromptSubmit with { toolName, parameters }, and its tools read_file, write_to_file,
// replace_in_file, new_rule: both shapes are read. It takes JSON only, on every path: its deny is
// the form with exit 0 (the CLI lets a call through when a hook prints no JSON, exits non-zero or
// times out, and stops the whole task, not the one call, when a hook cancels it).
import { HOOK_MARKER, isRecord, json, PROBE_SESSION, probePath, str, stringList, shellTool, type AgentDialect, type AgentEvent, type HookMoment } from '../dialect';

const MOMENT_OF: Record<string, HookMoment> = {
  PreToolUse: 'before', PostToolUse: 'after', UserPromptSubmit: 'prompt',
  tool_call: 'before', tool_result: 'after', prompt_submit: 'prompt',
};
/** Where the CLI's events carry the call: { id, name, input }. */
const CALL_KEY: Record<string, string> = { tool_call: 'tool_call', tool_result: 'tool_result' };
const GO_ON = { stdout: json({ cancel: false }), exitCode: 0 };

function readEvent(raw: Record<string, unknown>, agent: AgentEvent['agent']): AgentEvent | undefined {
  if (!('hookName' in raw)) return undefined;
  const name = str(raw.hookName) ?? '';
  const base = { agent, name, session: str(raw.taskId) ?? '', roots: stringList(raw.workspaceRoots) };
  const moment = MOMENT_OF[name] ?? 'other';
  const call = CALL_KEY[name] === undefined ? undefined : raw[CALL_KEY[name]];
  if (isRecord(call)) return { ...base, moment, tool: str(call.name) ?? '', input: call.input };
  // The extension's form: the part under the event's own name (preToolUse, userPromptSubmit, ...).
  const legacy = { PreToolUse: 'preToolUse', PostToolUse: 'postToolUse', UserPromptSubmit: 'userPromptSubmit', prompt_submit: 'userPromptSubmit' }[name];
  const body = legacy === undefined ? undefined : raw[legacy];
  const part = isRecord(body) ? body : {};
  if (moment === 'prompt') return { ...base, moment, tool: '', input: undefined, ...(str(part.prompt) !== undefined ? { prompt: str(part.prompt) } : {}) };
  return { ...base, moment, tool: str(part.toolName) ?? '', input: part.parameters };
}

export const cline: AgentDialect = {
  name: 'cline',
  title: 'Cline',
  recognises: (event) => 'hookName' in event || 'clineVersion' in event,
  events: {
    before: ['PreToolUse', 'tool_call'],
    after: ['PostToolUse', 'tool_result'],
    prompt: ['UserPromptSubmit', 'prompt_submit'],
    ignored: ['TaskStart', 'TaskResume', 'TaskCancel', 'TaskComplete', 'PreCompact', 'Notification'],
  },
  readEvent,
  tools: {
    read_files: 'read-files', editor: 'editor', apply_patch: 'patch',
    read_file: 'read', write_to_file: 'write', replace_in_file: 'search-replace', new_rule: 'write',
  },
  arguments: { path: ['path'], content: ['content'], patch: ['input'] },
  // execute_command: the VS Code extension's shell tool; run_commands: the CLI's.
  shellTools: [shellTool('execute_command'), { name: 'run_commands', command: (input) => (Array.isArray(input.commands) ? input.commands.slice(0, 100).filter((c): c is string => typeof c === 'string').join('\n') : undefined) }],
  writeTools: 'the replace_in_file or write_to_file tool (editor in its CLI)',
  readTool: 'the read_files tool (read_file in the VS Code extension)',
  readsSeen: true,
  whenHookFails: { failsOpen: true, line: 'Cline stops a call only on the hook\'s {"cancel":true}: a hook that fails or is not run lets the call through.' },
  answers: {
    deny: (_name, reason) => ({ stdout: json({ cancel: true, errorMessage: reason }), exitCode: 0 }),
    allow: GO_ON,
    quiet: () => GO_ON,
    after: (_name, reason) => ({ stdout: json({ cancel: false, contextModification: reason }), exitCode: 0 }),
  },
  layout: {
    kind: 'scripts',
    names: ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'],
    script: (command) => `#!/bin/sh\n# Guarded Edit's hook (${HOOK_MARKER}): checks Cline's file tools. Written by guarded-edit install --agent cline.\nexec ${command}\n`,
  },
  install: { project: { folder: 'project', path: '.clinerules/hooks', portable: true }, user: { folder: 'home', path: 'Documents/Cline/Hooks' } },
  found: { project: [{ folder: 'project', path: '.clinerules/hooks' }], user: [{ folder: 'home', path: 'Documents/Cline/Hooks' }] },
  guardedFiles: ['.clinerules/hooks/*', '.cline/hooks/*'],
  settingsFiles: [],
  trust: {
    note: () =>
      "Cline's CLI runs these hooks with no setting to switch on, except with --yolo, which runs no hooks at all; when the hook refuses a call, the CLI stops the whole task (the reason is in its log). Cline's VS Code extension runs them only when \"Enable Hooks\" is on in its settings (Features; macOS and Linux).",
    reads: [],
  },
  probe: {
    event: (folder) => ({
      clineVersion: 'probe', hookName: 'tool_call', timestamp: '0', taskId: PROBE_SESSION, workspaceRoots: [folder], userId: 'probe',
      tool_call: { id: 'probe', name: 'read_files', input: { files: [{ path: probePath(folder) }] } },
    }),
    refusal: /^\{"cancel":true/,
    exitCode: 0,
  },
};
