// The Claude Code CLI the client tests run: the native program of a pinned version, installed from
// npm on first use into `.vscode-test/` (see pinnedCli.ts): the npm package
// `@anthropic-ai/claude-code` wants Node 22 (npm ci would warn on Node 20, which is all the product
// needs), while its per-platform packages hold the program itself and ask for no Node at all.
import { pinnedProgram } from './pinnedCli';

/** Claude Code's version, the one the plugin and README tests were run with. */
export const CLAUDE_CODE_VERSION = '2.1.332';

/** The path of the `claude` program, installed on first use. */
export function claudeProgram(): string {
  return pinnedProgram({
    folder: 'claude-code',
    pkg: `@anthropic-ai/claude-code-${process.platform}-${process.arch}`,
    version: CLAUDE_CODE_VERSION,
    bin: process.platform === 'win32' ? 'claude.exe' : 'claude',
  });
}
