// A made-up event in each agent's dialect that a working hook refuses: a read (for Codex, a patch)
// of a file just outside the folder. The installer and `guarded-edit doctor` run the hook on it.
import { DENY_EXITS_ZERO, type AgentName } from '../core/agentHook';

export function probeEvent(agent: AgentName, folder: string): unknown {
  const outside = `${folder}/../guarded-edit-probe`;
  const session = 'guarded-edit-probe';
  switch (agent) {
    case 'claude':
      return { session_id: session, cwd: folder, hook_event_name: 'PreToolUse', tool_name: 'Read', tool_input: { file_path: outside } };
    case 'vscode':
      return { session_id: session, cwd: folder, hookEventName: 'PreToolUse', hook_event_name: 'PreToolUse', tool_name: 'read_file', tool_input: { filePath: outside } };
    case 'copilot':
      return { sessionId: session, timestamp: 0, cwd: folder, toolName: 'view', toolArgs: { path: outside } };
    case 'codex':
      return {
        session_id: session, turn_id: 'probe', model: 'probe', cwd: folder, hook_event_name: 'PreToolUse', tool_name: 'apply_patch',
        tool_input: { command: `*** Begin Patch\n*** Add File: ${outside}\n+probe\n*** End Patch\n` },
      };
    case 'gemini':
      return { session_id: session, cwd: folder, hook_event_name: 'BeforeTool', tool_name: 'read_file', tool_input: { file_path: outside } };
    case 'cursor':
      return { conversation_id: session, generation_id: 'probe', workspace_roots: [folder], hook_event_name: 'beforeReadFile', file_path: outside };
    case 'cline':
      return { clineVersion: 'probe', hookName: 'PreToolUse', timestamp: '0', taskId: session, workspaceRoots: [folder], userId: 'probe', preToolUse: { toolName: 'read_file', parameters: { path: outside } } };
  }
}

const DENY_FORMS: Record<AgentName, RegExp> = {
  claude: /"permissionDecision":"deny"/,
  vscode: /"permissionDecision":"deny"/,
  copilot: /^\{"permissionDecision":"deny"/,
  codex: /^\{"hookSpecificOutput":\{[^}]*"permissionDecision":"deny"/,
  gemini: /^\{"decision":"deny"/,
  cursor: /^\{"permission":"deny"/,
  cline: /^\{"cancel":true/,
};

/** Whether the hook's answer to the probe is the refusal the agent obeys (its form, exit code, and the jail's code). */
export function refusedAsItShould(agent: AgentName, status: number | null, stdout: string): boolean {
  const exitCode = DENY_EXITS_ZERO.has(agent) ? 0 : 2;
  return status === exitCode && DENY_FORMS[agent].test(stdout) && /PATH_TRAVERSAL|OUTSIDE_WORKSPACE/.test(stdout);
}
