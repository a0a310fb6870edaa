// The agents whose hook events the hook reads, each in its own dialect (names of events, tools and
// arguments, and the form of an answer that blocks).

export const AGENTS = ['claude', 'vscode', 'copilot', 'codex', 'gemini', 'cursor', 'cline'] as const;
export type AgentName = (typeof AGENTS)[number];

export function isAgentName(value: string | undefined): value is AgentName {
  return (AGENTS as readonly string[]).includes(value ?? '');
}

/** How each agent is called in messages for the person. */
export const AGENT_TITLES: Record<AgentName, string> = {
  claude: 'Claude Code',
  vscode: "VS Code's agent mode",
  copilot: 'GitHub Copilot CLI',
  codex: 'Codex CLI',
  gemini: 'Gemini CLI',
  cursor: 'Cursor',
  cline: 'Cline',
};
