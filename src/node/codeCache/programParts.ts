// A program bundled in parts (the hook): the program, and parts it loads on first use, each a
// bundle of its own beside it with its own code cache, so that an event which never uses a part
// never reads nor deserialises it. The program names a part with the build it was made with
// ("./hook-shell.js#<build id>", see esbuild.mjs): a part that is missing, cannot be run, or is of
// another build is an error (the caller's, naming the fix), never another build's code.
import { join } from 'node:path';
import { runProgram, type CachePlace, type ProgramRequire } from './runProgram';

/** A part as the program requires it: its file name beside the program, then its build id. */
const PART = /^\.\/([a-z][a-z0-9-]{0,40}\.js)#([0-9a-f]{16})$/;

/**
 * The require the program runs with: Node's own modules through `nodeRequire`, a part by running
 * its file in `folder` (once, cached in `cache` like the program). `failure` makes the error of a
 * part that cannot be loaded, from its name and the problem.
 */
export function programRequire(folder: string, cache: CachePlace, nodeRequire: ProgramRequire, failure: (name: string, problem: string) => Error): ProgramRequire {
  const parts = new Map<string, unknown>();
  // Node's own modules as first given: a bundle requires node:fs and node:path once per module of
  // its own (two dozen times in the hook's), and Node's require costs each of those calls.
  const builtins = new Map<string, unknown>();
  const load = (id: string): unknown => {
    // Only a name starting "./" can be a part (and only then is the pattern run).
    const part = id.startsWith('./') ? PART.exec(id) : null;
    if (part === null) {
      if (builtins.has(id)) return builtins.get(id);
      const module = nodeRequire(id);
      builtins.set(id, module);
      return module;
    }
    const [, name, build] = part;
    const known = parts.get(name);
    if (known !== undefined) return known;
    let exports: unknown;
    try {
      exports = runProgram(join(folder, name), cache, load, build);
    } catch (error) {
      throw failure(name, error instanceof Error ? error.message : String(error));
    }
    parts.set(name, exports);
    return exports;
  };
  return load;
}
