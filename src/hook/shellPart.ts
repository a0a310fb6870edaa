// The hook's shell events as one part, bundled on its own (dist/hook-shell.js, see esbuild.mjs):
// the shell parser (web-tree-sitter and its glue) and the watch of what a call changes are loaded
// only by the events of shell tools, never by a file tool's.
export { judgeShellCall } from './shellGuard';
export { shellEvent } from './shellEvent';
