// Entry point of dist/mcp.js (bin guarded-edit-mcp): parse the command line, serve over stdio.
import { promises as fsp } from 'node:fs';
import { resolve } from 'node:path';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { version } from '../../package.json';
import { parseArgs } from './cli';
import { log } from './log';
import { createServer } from './server';
import { foldersOfPaths } from './session/workspace';
import { stdioTransport } from './wire';
import { sayWhyOnExit } from './exit';
import { folderHoldingState, stateRoot } from '../node/stateFolder';

/** Why the server does not serve a folder that holds its own state folder. */
export function stateInsideMessage(folder: string): string {
  return `guarded-edit: the folder ${folder} holds Guarded Edit's state folder ${stateRoot()} (its history, locks and sessions); ` +
    'serving it would let any tool call read and plant history records, so the server does not start. ' +
    'Set XDG_STATE_HOME to a folder outside it (for example XDG_STATE_HOME=/var/tmp/$USER-state), or serve the project folder instead of your home folder.';
}

/** Why the first of `folders` that does not exist, or is not a folder, cannot be served; undefined when all can. */
export async function firstMissingFolder(folders: readonly string[]): Promise<string | undefined> {
  for (const folder of folders.slice(0, 1000)) {
    const full = resolve(folder);
    let reason: string | undefined;
    try {
      if (!(await fsp.stat(full)).isDirectory()) reason = 'is not a folder';
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      reason = code === 'ENOENT' || code === 'ENOTDIR' ? 'does not exist' : `cannot be read (${code ?? String(error)})`;
    }
    if (reason !== undefined) {
      return `guarded-edit mcp: the folder ${JSON.stringify(folder)} (${full}) ${reason}, so the server does not start: name the project's folder (an absolute path, or one relative to the folder the client starts the server in).`;
    }
  }
  return undefined;
}

/** Test hook: with this set, each write waits until the file "<value>.waiting" it creates is removed. */
const PAUSE_ENV = 'GUARDED_EDIT_TEST_PAUSE_BEFORE_WRITE';

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message}\n`);
    process.exitCode = parsed.help ? 0 : 2;
    return;
  }
  const { options } = parsed;
  sayWhyOnExit();
  // A folder that is not there would leave a server that shows as connected and refuses every call: refused before it answers.
  const missing = await firstMissingFolder(options.folders);
  if (missing !== undefined) {
    process.stderr.write(`${missing}\n`);
    process.exitCode = 2;
    return;
  }
  const folders = await foldersOfPaths(options.folders);
  const holding = folderHoldingState(folders.map((f) => f.path));
  if (holding !== undefined) {
    process.stderr.write(`${stateInsideMessage(holding)}\n`);
    process.exitCode = 2;
    return;
  }
  const pause = pauseFromEnvironment();
  // One server for the connection; the SDK answers `server/discover` (2026-07-28) or `initialize`
  // (earlier revisions) and pins it to the revision the client chose.
  serveStdio(() => createServer(options, folders, version, pause, stopAtFromEnvironment()), {
    // Our transport: messages up to the largest file are served, a larger one is refused and the server goes on.
    transport: stdioTransport(options.maxFileBytes),
    onerror: (error) => log(`protocol error: ${error.message}`),
  });
  log(`Guarded Edit MCP server ${version} on stdio; folders: ${folders.map((f) => f.path).join(', ') || 'none yet'}; read-before-edit: ${options.readBeforeEdit}; sensitive files: ${options.allowSensitive ? 'allowed' : 'asked'}`);
}

/** Test hook: with this set to a step of the journaled write ("stored"), the process stops itself (SIGSTOP) there, once. */
const STOP_ENV = 'GUARDED_EDIT_TEST_STOP_AT';

function stopAtFromEnvironment(): ((step: string) => void) | undefined {
  const at = process.env[STOP_ENV];
  if (!at) return undefined;
  let stopped = false;
  return (step) => {
    if (step !== at || stopped) return;
    stopped = true;
    process.kill(process.pid, 'SIGSTOP');
  };
}

function pauseFromEnvironment(): (() => Promise<void>) | undefined {
  const marker = process.env[PAUSE_ENV];
  if (!marker) return undefined;
  return async () => {
    const waiting = `${marker}.waiting`;
    await fsp.writeFile(waiting, '');
    for (let i = 0; i < 500; i++) {
      try {
        await fsp.access(waiting);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await fsp.rm(waiting, { force: true });
  };
}

main().catch((error: unknown) => {
  log(`fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
