// The shell parser the core's command analysis walks: tree-sitter's bash grammar, by one of two
// engines that read commands into the same trees. The native one (Node-API binaries, see
// shellParserNative.ts) loads in a millisecond and is the hook's; the WebAssembly one
// (shellParserWasm.ts) runs everywhere and is the fallback when the native pair is not there for
// this platform or does not load. The bundles ship the files beside them (esbuild.mjs copies them;
// install copies them to the data folder); from the sources they are read from node_modules.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ShellParse } from '../core/shell';
import { SHELL_NATIVE_FILES, SHELL_NATIVE_SIZES, SHELL_PARSER_FILES, shellNativeFolder } from './hookFiles';
import { nativeVerdict } from './nativeProbe';
import { BeyondAscii, loadNativeShellParser } from './shellParserNative';

export type ShellParserEngine = 'native' | 'wasm';

export interface LoadedShellParser {
  parse: ShellParse;
  engine: ShellParserEngine;
  /** Why the native engine is not the one loaded (when it was tried). */
  nativeProblem?: string;
}

const PACKAGES = join(__dirname, '..', '..', 'node_modules');

/** The two .wasm files: beside the bundle in `folder` when they are there, else in the packages (run from the sources). */
export function shellParserFiles(folder: string): { runtime: string; grammar: string } {
  const beside = { runtime: join(folder, SHELL_PARSER_FILES.runtime), grammar: join(folder, SHELL_PARSER_FILES.grammar) };
  if (existsSync(beside.runtime) && existsSync(beside.grammar)) return beside;
  return { runtime: join(PACKAGES, 'web-tree-sitter', SHELL_PARSER_FILES.runtime), grammar: join(PACKAGES, 'tree-sitter-bash', SHELL_PARSER_FILES.grammar) };
}

/**
 * The native pair of this platform: beside the bundle in `folder` (native/<platform>-<arch>/), else
 * in the packages. There, the runtime npm built from its sources when its prebuilt binary would not
 * load on this machine (the prebuilt Linux one needs GCC 13's C++ library), else the prebuilt one;
 * esbuild.mjs picks the same for dist/.
 */
export function shellNativeFiles(folder: string, platform: string = process.platform, arch: string = process.arch): NativeFiles {
  const besideFolder = join(folder, shellNativeFolder(platform, arch));
  const beside = { runtime: join(besideFolder, SHELL_NATIVE_FILES.runtime), grammar: join(besideFolder, SHELL_NATIVE_FILES.grammar), sizes: join(besideFolder, SHELL_NATIVE_SIZES) };
  if (existsSync(beside.runtime) || existsSync(beside.grammar) || existsSync(join(folder, SHELL_PARSER_FILES.runtime))) return beside;
  const built = join(PACKAGES, 'tree-sitter', 'build', 'Release', 'tree_sitter_runtime_binding.node');
  const prebuilds = `prebuilds/${platform}-${arch}`;
  return {
    runtime: existsSync(built) ? built : join(PACKAGES, 'tree-sitter', prebuilds, SHELL_NATIVE_FILES.runtime),
    grammar: join(PACKAGES, 'tree-sitter-bash', prebuilds, SHELL_NATIVE_FILES.grammar),
  };
}

interface NativeFiles {
  runtime: string;
  grammar: string;
  /** The build's sizes of the two (a bundle's pair; the packages' are npm's own). */
  sizes?: string;
}

/** Throws unless both binaries have the sizes the build wrote beside them. */
function checkSizes(files: NativeFiles): void {
  if (files.sizes === undefined) return;
  const sizes = JSON.parse(readFileSync(files.sizes, 'utf8')) as Record<string, unknown>;
  for (const file of [files.runtime, files.grammar]) {
    const name = file === files.runtime ? SHELL_NATIVE_FILES.runtime : SHELL_NATIVE_FILES.grammar;
    const bytes = statSync(file).size;
    if (sizes[name] !== bytes) throw new Error(`${file} has ${bytes} bytes where the build wrote ${String(sizes[name])} (a damaged or partial copy): run guarded-edit install again`);
  }
}

const loaded = new Map<string, Promise<LoadedShellParser>>();

/**
 * The parser (loaded once per process and engine). `engine`: the one to load; without it the
 * native one, or the WebAssembly one when the native one does not load (its problem is kept).
 */
export function loadShellParserEngine(folder: string, engine?: ShellParserEngine): Promise<LoadedShellParser> {
  const key = `${engine ?? 'auto'}\0${folder}`;
  let loading = loaded.get(key);
  if (loading === undefined) {
    loading = load(folder, engine);
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * `read(parse)` with the engine that loads here (native first). The native engine reads ASCII text
 * only (see BeyondAscii): a command with any other character, or a nested string that decodes to
 * one, is read again from the start by the WebAssembly engine, so both engines judge alike.
 */
export async function withShellParser<T>(folder: string, read: (parse: ShellParse) => T): Promise<T> {
  const loaded = await loadShellParserEngine(folder);
  try {
    return read(loaded.parse);
  } catch (error) {
    if (!(error instanceof BeyondAscii)) throw error;
    return read((await loadShellParserEngine(folder, 'wasm')).parse);
  }
}

/** The WebAssembly engine, its module evaluated only when it is used (the native engine needs none of it). */
async function loadWasm(folder: string): Promise<ShellParse> {
  const { loadWasmShellParser } = await import('./shellParserWasm');
  return loadWasmShellParser(shellParserFiles(folder));
}

async function load(folder: string, engine: ShellParserEngine | undefined): Promise<LoadedShellParser> {
  // OpenCode runs the hook's checks in its own process (Bun): a native binary that misbehaved there
  // would take OpenCode down with it, where the WebAssembly engine cannot.
  if (engine === 'wasm' || (engine === undefined && typeof process.versions.bun === 'string')) return { parse: await loadWasm(folder), engine: 'wasm' };
  const files = shellNativeFiles(folder);
  try {
    checkSizes(files);
    // A bundle's pair is loaded here only once it worked in a child process on this machine
    // (nativeProbe.ts): one that crashed would end the hook with a signal, which agents let through.
    if (engine === undefined && files.sizes !== undefined) {
      const verdict = nativeVerdict(files);
      if (!verdict.ok) throw new Error(`it does not work on this machine: ${verdict.why}`);
    }
    return { parse: loadNativeShellParser(files), engine: 'native' };
  } catch (error) {
    if (engine === 'native') throw error;
    const nativeProblem = `the native shell parser (${files.runtime}) did not load: ${error instanceof Error ? error.message : String(error)}`;
    return { parse: await loadWasm(folder), engine: 'wasm', nativeProblem };
  }
}
