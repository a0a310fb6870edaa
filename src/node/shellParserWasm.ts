// The shell parser's WebAssembly engine: tree-sitter's bash grammar run by web-tree-sitter (the
// grammar VS Code's own terminal tool reads commands with). The engine of the extension and the MCP
// server, and the hook's when the native one does not load (see shellParser.ts).
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { Language, Parser } from 'web-tree-sitter';
import type { ShellNode, ShellParse } from '../core/shell';

/**
 * V8's flags while the parser's WebAssembly is compiled or runs. Without `--liftoff-only` V8
 * compiles the grammar's lexer (160 KB of WebAssembly) again with its optimising compiler on a
 * background thread, and the process waits for that at exit: over a second of processor time, for
 * a program that parses a few commands and ends. Liftoff, the baseline compiler, compiles only the
 * functions that run, as they are first called; `--wasm-lazy-validation` validates each as it is
 * compiled rather than all of them up front (the files are our own build, never the agent's).
 */
const WASM_FLAGS = ['--liftoff-only', '--wasm-lazy-validation'];
/**
 * The same flags back at V8's defaults once the parser's work is done (`--liftoff-only` had also
 * turned off the two tiering flags). V8 stamps a code cache with a hash of its flags and the hook's
 * launcher writes its cache at exit: a cache written with the flags above would be refused by the
 * next event, which would compile the whole program again.
 */
const DEFAULT_FLAGS = ['--no-liftoff-only', '--no-wasm-lazy-validation', '--wasm-tier-up', '--wasm-dynamic-tiering'];

/** What this file uses of the WebAssembly API (the project's TypeScript libraries do not declare it). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => WebAssembly.Module;
  Instance: new (module: WebAssembly.Module, imports: unknown) => unknown;
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

function setWasmFlags(): void {
  for (const flag of WASM_FLAGS) setFlagsFromString(flag);
}

function resetWasmFlags(): void {
  for (const flag of DEFAULT_FLAGS) setFlagsFromString(flag);
}

/** The engine from the two .wasm files (`files`, as shellParserFiles finds them). */
export async function loadWasmShellParser(files: { runtime: string; grammar: string }): Promise<ShellParse> {
  setWasmFlags();
  let parser: Parser;
  try {
    // Compiled and instantiated synchronously, from bytes read here: the loader's own path
    // compiles on a worker thread and waits for it through the event loop, which costs a busy
    // machine a scheduling round trip per step.
    const runtime = new wasm.Module(readFileSync(files.runtime));
    await Parser.init({
      instantiateWasm(imports: unknown, done: (instance: unknown, module: WebAssembly.Module) => void) {
        done(new wasm.Instance(runtime, imports), runtime);
        return {};
      },
    });
    const language = Language.loadSync(new wasm.Module(readFileSync(files.grammar)));
    parser = new Parser();
    parser.setLanguage(language);
  } finally {
    resetWasmFlags();
  }
  return <T>(command: string, use: (root: ShellNode) => T): T => {
    setWasmFlags();
    try {
      const tree = parser.parse(command);
      if (tree === null) throw new Error('the shell parser returned no tree');
      try {
        return use(tree.rootNode);
      } finally {
        tree.delete();
      }
    } finally {
      resetWasmFlags();
    }
  };
}
