// Telling the agent, at its after-event, what the hook did after the call ran (a watched shell
// call's changes to protected or confirm-list files put back). Nothing can be stopped any more:
// the form each agent shows the model after a call. Claude Code, VS Code and Codex read
// `{"decision":"block","reason"}` on PostToolUse, Gemini CLI `{"decision":"deny","reason"}` on
// AfterTool, Copilot CLI `additionalContext`, Cline `contextModification`; Cursor has no such
// field, so the reason goes on stderr with exit 2. Pure.
import type { AgentName } from './agents';
import type { HookAnswer } from './answers';

export function toldAfterAnswer(agent: AgentName, reason: string): HookAnswer {
  switch (agent) {
    case 'claude':
    case 'vscode':
    case 'codex':
      return { stdout: JSON.stringify({ decision: 'block', reason }), exitCode: 0 };
    case 'gemini':
      return { stdout: JSON.stringify({ decision: 'deny', reason }), exitCode: 0 };
    case 'copilot':
      return { stdout: JSON.stringify({ additionalContext: reason }), stderr: reason, exitCode: 0 };
    case 'cline':
      return { stdout: JSON.stringify({ cancel: false, contextModification: reason }), exitCode: 0 };
    case 'cursor':
      return { stdout: '{}', stderr: reason, exitCode: 2 };
  }
}
