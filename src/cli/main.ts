// The entry of dist/cli.js (bin guarded-edit): one word picks the command. The MCP server and the
// hook are their own bundles (dist/mcp.js, dist/hook.js), loaded only when asked for, so that
// `guarded-edit hook` never loads the MCP SDK and each bundle keeps working when started by path.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { version } from '../../package.json';
import { doctorMain } from '../hook/doctor';
import { installHook, parseInstallArgs } from '../hook/install';
import { runHistory } from './history';
import { runUndo } from './undo';
import { isSubcommand, MAIN_USAGE } from './usage';

/** Runs a sibling bundle as if it had been started by path with `args`. */
function startBundle(file: string, args: readonly string[]): void {
  const path = join(__dirname, file);
  process.argv = [process.argv[0], path, ...args];
  createRequire(__filename)(path);
}

function install(args: readonly string[]): number {
  const parsed = parseInstallArgs(args, process.cwd());
  if (!parsed.ok) {
    (parsed.help ? process.stdout : process.stderr).write(`${parsed.message}\n`);
    return parsed.help ? 0 : 2;
  }
  try {
    const outcome = installHook(parsed.request, join(__dirname, 'hook.js'), process.env);
    process.stdout.write(`${outcome.lines.join('\n')}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`guarded-edit install: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const [word, ...rest] = argv;
  if (word === undefined || word === '--help' || word === '-h' || word === 'help') {
    (word === undefined ? process.stderr : process.stdout).write(`${MAIN_USAGE}\n`);
    if (word === undefined) process.exitCode = 2;
    return;
  }
  if (word === '--version' || word === '-v') {
    process.stdout.write(`${version}\n`);
    return;
  }
  if (!isSubcommand(word)) {
    process.stderr.write(`guarded-edit: unknown command ${JSON.stringify(word)}.\n\n${MAIN_USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  switch (word) {
    case 'mcp':
      return startBundle('mcp.js', rest);
    case 'hook':
      // `hook install` would be the old spelling of `install`: the hook bundle handles both.
      return startBundle('hook.js', rest);
    case 'install':
      process.exitCode = install(rest);
      return;
    case 'doctor':
      process.exitCode = doctorMain(rest, join(__dirname, 'hook.js'), process.env);
      return;
    case 'history':
      process.exitCode = await runHistory([...rest]);
      return;
    case 'undo':
      process.exitCode = await runUndo([...rest]);
      return;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`guarded-edit: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
