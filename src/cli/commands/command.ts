// What one command of `guarded-edit` is: its name, its line in `guarded-edit --help`, its whole
// usage (`--help`), and what it runs on its arguments (the exit code).
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { readArgs, type ArgsSpec } from '../../node/args';

export interface Command {
  name: string;
  /** Its words in `guarded-edit --help`: the command and its arguments. */
  synopsis: string;
  /** What it does, in lines of `guarded-edit --help`. */
  summary: readonly string[];
  /**
   * The text of `guarded-edit NAME --help` (its first line "Usage: guarded-edit NAME ..."); undefined
   * for a command whose own program reads its arguments and tells its usage (mcp, hook).
   */
  usage?: string;
  /** Its exit code; undefined: the program it started sets its own. */
  run(argv: readonly string[]): number | undefined | Promise<number | undefined>;
}

/** A bad argument, told one way by every command: what is wrong, the usage line, where the rest is. */
export function badArguments(command: string, problem: string, usage: string): string {
  return `guarded-edit ${command}: ${problem}\n${usage.split('\n', 1)[0]}\nSee guarded-edit ${command} --help.`;
}

/**
 * A command's arguments read as `spec` says, with `--help` and a bad argument answered the one way
 * every command answers them: the usage printed (exit 0), or the problem told (exit 2). A number is
 * that exit code; otherwise the values and positionals to run on.
 */
export function commandArgs(command: string, usage: string, spec: ArgsSpec, argv: readonly string[]): { values: Record<string, string | boolean | undefined>; positionals: string[] } | number {
  const read = readArgs(argv, spec);
  if (read.kind === 'help') {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (read.kind === 'bad') {
    process.stderr.write(`${badArguments(command, read.problem, usage)}\n`);
    return 2;
  }
  return read;
}

/** A command's folder argument (default: the current folder) as its real path, or exit 2 told. */
export function commandFolder(command: string, folder: string | undefined): string | number {
  try {
    return realpathSync(resolve(folder ?? '.'));
  } catch (error) {
    process.stderr.write(`guarded-edit ${command}: ${JSON.stringify(folder ?? '.')} is not a folder that can be read (${error instanceof Error ? error.message : String(error)}).\n`);
    return 2;
  }
}
