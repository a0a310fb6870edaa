// The hook's files, side by side in dist/ and in the data folder it is installed to.

/** What agents run (dist/hook.js): a small launcher that starts the program beside it. */
export const HOOK_LAUNCHER = 'hook.js';
/** The hook's program, bundled from src/hook/cli.ts; the launcher runs it with V8's code cache. */
export const HOOK_PROGRAM = 'hook-main.js';
/**
 * The program's parts, each bundled on its own (esbuild.mjs) and loaded by the launcher only when an
 * event first needs it: the shell events (the shell parser, the watch), the notebook checks, the
 * history (the journal: an after-event's entry, a refusal that names a change since the read), and
 * the diagnoses of a refusal (core/diagnose and core/closest: the file most likely meant, why an
 * old_string was not found), and the packages the program itself uses only now and then
 * (jsonc-parser, picomatch and the JavaScript hashes: a settings file with comments, a glob that is
 * not a default, a watched shell call).
 */
export const HOOK_PARTS = { shell: 'hook-shell.js', notebook: 'hook-notebook.js', history: 'hook-history.js', diagnose: 'hook-diagnose.js', libraries: 'hook-libraries.js' } as const;
/** The shell parser's WebAssembly (web-tree-sitter's runtime and the bash grammar): the program reads them from its own folder. */
export const SHELL_PARSER_FILES = { runtime: 'web-tree-sitter.wasm', grammar: 'tree-sitter-bash.wasm' } as const;
/**
 * The shell parser's native engine (tree-sitter's Node-API runtime and the bash grammar), one pair
 * per platform in `native/<platform>-<arch>/` beside the program. Optional: install copies the
 * pair of the machine it runs on when the package has one, and without it the hook reads commands
 * with the WebAssembly files above.
 */
export const SHELL_NATIVE_FILES = { runtime: 'tree-sitter.node', grammar: 'tree-sitter-bash.node' } as const;
/**
 * Beside the pair: the byte size of each, as the build wrote them. The hook loads a pair only when
 * both sizes match: a binary cut short (a copy that did not finish) is not refused by the loader,
 * it ends the process with a bus error, which the agents read as a hook that let the call through.
 */
export const SHELL_NATIVE_SIZES = 'sizes.json';
/** The folder of one platform's native pair, relative to the program's folder. */
export function shellNativeFolder(platform: string, arch: string): string {
  return `native/${platform}-${arch}`;
}
/**
 * The package scope beside the launcher ({"type":"commonjs"}, written by esbuild.mjs): Node reads
 * the nearest package.json above a .js file to learn its module type, so without it a launcher in
 * the data folder would be taken for an ES module (and fail) under a home folder whose own
 * package.json says "type": "module", and one in a package's dist/ read the whole manifest.
 */
const HOOK_PACKAGE_SCOPE = 'package.json';
/** Every file the launcher needs beside it (install copies them, doctor looks for them). */
export const HOOK_FILES_BESIDE: readonly string[] = [HOOK_PACKAGE_SCOPE, HOOK_PROGRAM, ...Object.values(HOOK_PARTS), ...Object.values(SHELL_PARSER_FILES)];
/** The code of the error a part that cannot be loaded fails the event with (the program names the install that puts it back). */
export const HOOK_INCOMPLETE = 'GUARDED_EDIT_HOOK_INCOMPLETE';
