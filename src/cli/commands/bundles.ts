// `guarded-edit mcp` and `guarded-edit hook`: the MCP server and the hook are programs of their own
// (dist/mcp.js, dist/hook.js), loaded only when asked for, so that `guarded-edit hook` never loads
// the MCP SDK and each keeps working when started by path. They read their own arguments.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Command } from './command';

/** Runs a sibling bundle as if it had been started by path with `args`; it sets its own exit code. */
function startBundle(file: string, args: readonly string[]): undefined {
  const path = join(__dirname, file);
  process.argv = [process.argv[0], path, ...args];
  createRequire(__filename)(path);
  return undefined;
}

export const mcp: Command = {
  name: 'mcp',
  synopsis: 'mcp [options] FOLDER...',
  summary: ["serve Guarded Edit's tools over MCP (stdio), jailed to the FOLDERs"],
  run: (argv) => startBundle('mcp.js', argv),
};

export const hook: Command = {
  name: 'hook',
  synopsis: 'hook [options] [FOLDER...]',
  summary: ['answer one agent hook event on stdin (agents start this)'],
  run: (argv) => startBundle('hook.js', argv),
};
