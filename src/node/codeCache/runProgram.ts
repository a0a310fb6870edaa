// Runs a bundled CommonJS program with V8's compiled code kept between runs, so that a process
// that starts for one event and exits (the hook) does not parse and compile its whole bundle every
// time. The program is compiled as a vm.Script with the code cache of earlier runs; the cache is
// written at exit when there was none or V8 refused it (another Node, other V8 flags), and again by
// the next few runs, each adding the functions its event compiled. A cache that is missing,
// damaged, refused or cannot be written only makes that start slower: it never fails the program.
// Node's own compile cache (module.enableCompileCache, Node 22.1+) is not used: it is written once,
// when the program is first compiled, so it holds none of the functions the events run; measured
// on Node 22.23 the hook started about 4 ms slower with it than with this cache.
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { pathKey } from '../pathKey';
import { decodeCacheFile, encodeCacheFile, type CacheContent, type ProgramStamp } from './cacheFile';

/** The runs that write a cache again (each adds the functions its own event needed); later runs only read it. */
export const MAX_GENERATION = 8;
/** The last line of a program built with an id (esbuild.mjs): the cache is kept per build. */
const BUILD_ID = /\/\/# guarded-edit-build ([0-9a-f]{16})\s*$/;
/** Cache files untouched this long (other builds, other Node versions) are removed when a new one is written. */
const STALE_MS = 30 * 24 * 3600 * 1000;

type CommonJsWrapper = (exports: unknown, require: ProgramRequire, module: { exports: unknown }, filename: string, dirname: string) => void;

/** The program's require: Node's own modules, and (a launcher's) the program's parts. */
export type ProgramRequire = (id: string) => unknown;

/**
 * Where a program's caches are kept: the folder, and what the runs that share one cache have in
 * common beyond the program (`kind`: the hook's agent, whose dialect's functions its events run;
 * a few lowercase letters, else not used).
 */
export interface CachePlace {
  folder: string;
  kind?: string;
}

/**
 * Runs `program` (a CommonJS file), its compiled code cached in `cache`, and gives its exports.
 * `load` is the program's require: the program is a bundle that loads only Node's own modules (and
 * the parts its launcher loads). `build`: the build the program must be of (its last line), else it
 * is not run and this throws.
 */
export function runProgram(program: string, cache: CachePlace, load: ProgramRequire, build?: string): unknown {
  const { source, stamp } = readProgram(program);
  const id = BUILD_ID.exec(source.slice(-80))?.[1];
  if (build !== undefined && id !== build) throw new Error(`${basename(program)} is of ${id === undefined ? 'no build' : `build ${id}`}, not of build ${build} as the program beside it`);
  // Per copy (pathKey): two copies of one build (the installed hook, a package's dist/, a plugin's)
  // have other modification times, so with one cache file between them each refused the other's.
  const kind = cache.kind !== undefined && /^[a-z]{1,16}$/.test(cache.kind) ? `-${cache.kind}` : '';
  const cacheFile = id === undefined ? undefined : join(cache.folder, `${basename(program, '.js')}-${id}-${pathKey(program)}${kind}-${process.version}-${process.arch}.v8cache`);
  const loaded = cacheFile === undefined ? undefined : readCache(cacheFile, stamp);
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: program, cachedData: loaded?.data });
  const accepted = loaded !== undefined && script.cachedDataRejected !== true;
  if (cacheFile !== undefined && (!accepted || loaded.generation < MAX_GENERATION)) {
    const generation = accepted ? loaded.generation + 1 : 1;
    process.once('exit', () => writeCache(cacheFile, script, generation, stamp));
  }
  const run = script.runInThisContext() as CommonJsWrapper;
  const module = { exports: {} };
  run.call(module.exports, module.exports, load, module, program, dirname(program));
  return module.exports;
}

/** The text and the stamp of one and the same file (one descriptor: a file replaced meanwhile cannot mix them up). */
function readProgram(program: string): { source: string; stamp: ProgramStamp } {
  const fd = openSync(program, 'r');
  try {
    const stats = fstatSync(fd);
    return { source: readFileSync(fd, 'utf8'), stamp: { size: stats.size, mtimeMs: stats.mtimeMs } };
  } finally {
    closeSync(fd);
  }
}

function readCache(file: string, stamp: ProgramStamp): CacheContent | undefined {
  try {
    return decodeCacheFile(readFileSync(file), stamp);
  } catch {
    return undefined;
  }
}

/** Writes the cache whole (a temporary file, then a rename), so a reader never sees half of one. */
function writeCache(file: string, script: Script, generation: number, stamp: ProgramStamp): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const bytes = encodeCacheFile({ generation, data: script.createCachedData() }, stamp);
    // The user's own: whoever can write a code cache chooses what the hook runs.
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(temporary, bytes, { mode: 0o600 });
    // Removed first: on ext4 a rename over a file flushes the new one's bytes to disk before it
    // returns (tens of milliseconds on a busy disk, at the exit of the run that writes); a start
    // that finds no cache meanwhile only compiles.
    removeCache(file);
    renameSync(temporary, file);
    if (generation === 1) removeStaleCaches(dirname(file), Date.now());
  } catch {
    // No cache: the next start compiles again.
  } finally {
    rmSync(temporary, { force: true });
  }
}

function removeCache(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // None yet.
  }
}

function removeStaleCaches(folder: string, now: number): void {
  for (const name of readdirSync(folder).slice(0, 1000)) {
    if (!name.endsWith('.v8cache') && !name.endsWith('.tmp')) continue;
    const path = join(folder, name);
    try {
      if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
