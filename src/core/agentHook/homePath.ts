// An agent's tools read "~/x" and "$HOME/x" as a path in the home folder (Claude Code expands
// them), so the hook judges them as that path, jail included: "~/.bashrc" is outside the
// workspace, never "<cwd>/~/.bashrc". Only at the start of the path; "a/~b" stays as it is.
import type { ToolCall } from './toolCalls';

const HOME_PREFIX = /^(~|\$HOME|\$\{HOME\})(?=\/|$)/;

function expandHomePath(path: string, home: string | undefined): string {
  if (home === undefined || home === '' || !HOME_PREFIX.test(path)) return path;
  return path.replace(HOME_PREFIX, home.endsWith('/') && path.length > 1 ? home.slice(0, -1) : home);
}

export function withHomeExpanded(call: ToolCall, home: string | undefined): ToolCall {
  return { ...call, operations: call.operations.map((op) => ({ ...op, path: expandHomePath(op.path, home) })) };
}
