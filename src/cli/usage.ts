// The words of `guarded-edit --help`, and how the subcommands are told apart.
export const SUBCOMMANDS = ['mcp', 'hook', 'install', 'doctor', 'history', 'undo'] as const;
export type Subcommand = (typeof SUBCOMMANDS)[number];

export const MAIN_USAGE = `Usage: guarded-edit <command> [options]

Checked, all-or-nothing file edits for AI agents.

Commands:
  mcp [options] FOLDER...     serve Guarded Edit's tools over MCP (stdio), jailed to the FOLDERs
  hook [options] [FOLDER...]  answer one agent hook event on stdin (agents start this)
  install --agent NAME [--user] [PROJECT]
                              install the agent hook for one agent (claude, vscode, copilot,
                              codex, gemini, cursor, cline) in PROJECT (default: the current folder)
  doctor [PROJECT]            check that every agent's hook there is in place, trusted and refusing
  history [FOLDER] [--json]   list the changes made through Guarded Edit, newest first
  undo [--folder FOLDER] [ID] put back the files of a change

  guarded-edit <command> --help   the options of one command
  guarded-edit --version          the version

guarded-edit-mcp and guarded-edit-hook are the same as guarded-edit mcp and guarded-edit hook.`;

export function isSubcommand(word: string | undefined): word is Subcommand {
  return (SUBCOMMANDS as readonly string[]).includes(word ?? '');
}
