// The hook's two files, side by side in dist/ and in the data folder it is installed to.

/** What agents run (dist/hook.js): a small launcher that starts the program beside it. */
export const HOOK_LAUNCHER = 'hook.js';
/** The hook's program, bundled from src/hook/cli.ts; the launcher runs it with V8's code cache. */
export const HOOK_PROGRAM = 'hook-main.js';
