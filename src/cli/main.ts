// The entry of dist/cli.js (bin guarded-edit): one word picks the command from COMMANDS.
import { version } from '../../package.json';
import { COMMANDS, type Command } from './commands';

const SYNOPSIS_WIDTH = 28;

/** `guarded-edit --help`, from the table. */
function mainUsage(): string {
  const lines = COMMANDS.flatMap((c: Command) => {
    const [first, ...rest] = c.summary;
    const head = c.synopsis.length < SYNOPSIS_WIDTH ? [`  ${c.synopsis.padEnd(SYNOPSIS_WIDTH)}${first}`] : [`  ${c.synopsis}`, `${' '.repeat(SYNOPSIS_WIDTH + 2)}${first}`];
    return [...head, ...rest.map((line) => `${' '.repeat(SYNOPSIS_WIDTH + 2)}${line}`)];
  });
  return `Usage: guarded-edit <command> [options]

Checked, all-or-nothing file edits for AI agents.

Commands:
${lines.join('\n')}

  guarded-edit <command> --help   the options of one command
  guarded-edit --version          the version

guarded-edit-mcp and guarded-edit-hook are the same as guarded-edit mcp and guarded-edit hook.`;
}

async function main(argv: readonly string[]): Promise<void> {
  const [word, ...rest] = argv;
  if (word === undefined || word === '--help' || word === '-h' || word === 'help') {
    (word === undefined ? process.stderr : process.stdout).write(`${mainUsage()}\n`);
    if (word === undefined) process.exitCode = 2;
    return;
  }
  if (word === '--version' || word === '-v') {
    process.stdout.write(`${version}\n`);
    return;
  }
  const command = COMMANDS.find((c) => c.name === word);
  if (command === undefined) {
    process.stderr.write(`guarded-edit: unknown command ${JSON.stringify(word)}.\n\n${mainUsage()}\n`);
    process.exitCode = 2;
    return;
  }
  const code = await command.run(rest);
  if (code !== undefined) process.exitCode = code;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`guarded-edit: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
