// What one command of `guarded-edit` is: its name, its line in `guarded-edit --help`, its whole
// usage (`--help`), and what it runs on its arguments (the exit code).

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
