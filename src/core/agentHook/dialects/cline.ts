// Cline: one event shape (`hookName`, `taskId`, `workspaceRoots`, the tool under a key named after
// the event); file tools read_file, write_to_file, replace_in_file (SEARCH/REPLACE blocks),
// new_rule; its hooks are executables named after each event in .clinerules/hooks/ (or
// ~/Documents/Cline/Hooks/). It takes JSON only, on every path: its deny is the form with exit 0.
import { CLAUDE_EVENTS, HOOK_MARKER, isRecord, json, PROBE_SESSION, probePath, str, stringList, shellTool, type AgentDialect, type AgentEvent, type HookMoment } from '../dialect';

const MOMENT_OF: Record<string, HookMoment> = { PreToolUse: 'before', PostToolUse: 'after', UserPromptSubmit: 'prompt' };
const GO_ON = { stdout: json({ cancel: false }), exitCode: 0 };

export const cline: AgentDialect = {
  name: 'cline',
  title: 'Cline',
  recognises: (event) => 'hookName' in event || 'clineVersion' in event,
  events: CLAUDE_EVENTS,
  readEvent: (raw, agent): AgentEvent | undefined => {
    if (!('hookName' in raw)) return undefined;
    const name = str(raw.hookName) ?? '';
    const base = { agent, name, session: str(raw.taskId) ?? '', roots: stringList(raw.workspaceRoots) };
    const moment = MOMENT_OF[name] ?? 'other';
    const body = raw[name.charAt(0).toLowerCase() + name.slice(1)];
    const part = isRecord(body) ? body : {};
    if (moment === 'prompt') return { ...base, moment, tool: '', input: undefined, ...(str(part.prompt) !== undefined ? { prompt: str(part.prompt) } : {}) };
    return { ...base, moment, tool: str(part.toolName) ?? '', input: part.parameters };
  },
  tools: { read_file: 'read', write_to_file: 'write', replace_in_file: 'search-replace', new_rule: 'write' },
  arguments: { path: ['path'], content: ['content'] },
  shellTools: [shellTool('execute_command')],
  writeTools: 'the replace_in_file or write_to_file tool',
  readTool: 'the read_file tool',
  readsSeen: true,
  answers: {
    deny: (_name, reason) => ({ stdout: json({ cancel: true, errorMessage: reason }), exitCode: 0 }),
    allow: GO_ON,
    quiet: () => GO_ON,
  },
  layout: {
    kind: 'scripts',
    names: ['PreToolUse', 'PostToolUse', 'UserPromptSubmit'],
    script: (command) => `#!/bin/sh\n# Guarded Edit's hook (${HOOK_MARKER}): checks Cline's file tools. Written by guarded-edit install --agent cline.\nexec ${command}\n`,
  },
  install: { project: { folder: 'project', path: '.clinerules/hooks', portable: true }, user: { folder: 'home', path: 'Documents/Cline/Hooks' } },
  found: { project: [{ folder: 'project', path: '.clinerules/hooks' }], user: [{ folder: 'home', path: 'Documents/Cline/Hooks' }] },
  guardedFiles: ['.clinerules/hooks/*'],
  settingsFiles: [],
  trust: {
    note: () => 'Cline runs hooks only when they are switched on: Cline settings, Features, "Enable Hooks" (macOS and Linux).',
    reads: [],
  },
  probe: {
    event: (folder) => ({ clineVersion: 'probe', hookName: 'PreToolUse', timestamp: '0', taskId: PROBE_SESSION, workspaceRoots: [folder], userId: 'probe', preToolUse: { toolName: 'read_file', parameters: { path: probePath(folder) } } }),
    refusal: /^\{"cancel":true/,
    exitCode: 0,
  },
};
