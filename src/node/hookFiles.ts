// The hook's files, side by side in dist/ and in the data folder it is installed to.

/** What agents run (dist/hook.js): a small launcher that starts the program beside it. */
export const HOOK_LAUNCHER = 'hook.js';
/** The hook's program, bundled from src/hook/cli.ts; the launcher runs it with V8's code cache. */
export const HOOK_PROGRAM = 'hook-main.js';
/** The shell parser's WebAssembly (web-tree-sitter's runtime and the bash grammar): the program reads them from its own folder. */
export const SHELL_PARSER_FILES = { runtime: 'web-tree-sitter.wasm', grammar: 'tree-sitter-bash.wasm' } as const;
