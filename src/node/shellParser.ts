// The shell parser the core's command analysis walks: tree-sitter's bash grammar, run by
// web-tree-sitter (the grammar VS Code's own terminal tool reads commands with). Both are
// WebAssembly: the bundles ship the two .wasm files beside them (esbuild.mjs copies them); from
// the sources they are read from node_modules. Loaded only when a shell command is to be read.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Language, Parser } from 'web-tree-sitter';
import type { ShellNode, ShellParse } from '../core/shell';
import { SHELL_PARSER_FILES } from './hookFiles';


/** The two .wasm files: beside the bundle in `folder` when they are there, else in the packages (run from the sources). */
export function shellParserFiles(folder: string): { runtime: string; grammar: string } {
  const beside = { runtime: join(folder, SHELL_PARSER_FILES.runtime), grammar: join(folder, SHELL_PARSER_FILES.grammar) };
  if (existsSync(beside.runtime) && existsSync(beside.grammar)) return beside;
  const packages = join(__dirname, '..', '..', 'node_modules');
  return { runtime: join(packages, 'web-tree-sitter', SHELL_PARSER_FILES.runtime), grammar: join(packages, 'tree-sitter-bash', SHELL_PARSER_FILES.grammar) };
}

let loading: Promise<ShellParse> | undefined;

/** The parser (loaded once per process). */
export function loadShellParser(folder: string): Promise<ShellParse> {
  loading ??= load(shellParserFiles(folder));
  return loading;
}

async function load(files: { runtime: string; grammar: string }): Promise<ShellParse> {
  // V8 compiles the grammar (1.3 MB of WebAssembly) a second time with its optimising compiler in
  // the background, and the process waits for that at exit: seconds on a busy machine, for a
  // program that parses a few commands and ends. The baseline compiler alone is enough for them.
  setFlagsFromString('--liftoff-only');
  await Parser.init({ wasmBinary: readFileSync(files.runtime) });
  const language = await Language.load(readFileSync(files.grammar));
  const parser = new Parser();
  parser.setLanguage(language);
  return <T>(command: string, use: (root: ShellNode) => T): T => {
    const tree = parser.parse(command);
    if (tree === null) throw new Error('the shell parser returned no tree');
    try {
      return use(tree.rootNode);
    } finally {
      tree.delete();
    }
  };
}
