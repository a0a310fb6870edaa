// The agents whose hook events the hook reads, each in its own dialect (dialects/).

export const AGENTS = ['claude', 'vscode', 'copilot', 'codex', 'gemini', 'cursor', 'cline', 'opencode'] as const;
export type AgentName = (typeof AGENTS)[number];

export function isAgentName(value: string | undefined): value is AgentName {
  return (AGENTS as readonly string[]).includes(value ?? '');
}
