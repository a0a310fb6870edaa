// Bundles the extension into dist/extension.js, the MCP server into dist/mcp.js, the agent hook
// into dist/hook.js (its launcher) and dist/hook-main.js (its program), OpenCode's guard into
// dist/opencode-guard.js, the command line (bin guarded-edit) into dist/cli.js. `--production` minifies the first two for packaging; otherwise source maps are
// written for debugging. `--watch` rebuilds the first two on change.
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

// jsonc-parser's main file is a UMD wrapper whose inner requires esbuild cannot follow (the bundle
// would require './impl/format' at run time): its ES modules instead, in every bundle.
const JSONC_ESM = { 'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js' };

const options = {
  entryPoints: ['src/extension.ts'],
  alias: JSONC_ESM,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outfile: 'dist/extension.js',
  external: ['vscode'],
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'warning',
  metafile: true,
};

// The MCP server (bin guarded-edit-mcp): a Node program on its own, with the MCP SDK bundled in.
const mcpOptions = {
  ...options,
  entryPoints: ['src/mcp/main.ts'],
  outfile: 'dist/mcp.js',
  external: [],
  banner: { js: '#!/usr/bin/env node' },
  // The SDK's runtime shim without Ajv (see src/mcp/sdkShims.ts): the bundle stays small.
  alias: { ...JSONC_ESM, '@modelcontextprotocol/server/_shims': './src/mcp/sdkShims.ts' },
};

if (watch) {
  const ctx = await esbuild.context(options);
  const mcpCtx = await esbuild.context(mcpOptions);
  await Promise.all([ctx.watch(), mcpCtx.watch()]);
} else {
  for (const [built, name] of [[options, 'dist/extension.js'], [mcpOptions, 'dist/mcp.js']]) {
    const result = await esbuild.build(built);
    const bytes = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js')).reduce((n, [, o]) => n + o.bytes, 0);
    console.log(`built ${name} (${production ? 'production' : 'development'}, ${(bytes / 1024).toFixed(1)} KiB)`);
  }
  chmodSync('dist/mcp.js', 0o755);
}

// The agent hook (bin guarded-edit-hook): started for every tool call, so always minified and
// without a source map, which keeps its start fast. dist/hook.js is a small launcher that runs the
// program, dist/hook-main.js, with V8's code cache (src/node/codeCache). The program's last line
// names its build (a hash of its text), so a cache is never used with another build's program.
// The core is pure (a core module only defines things when loaded): package.json's `sideEffects`
// lists every folder but src/core, so the hook's bundle drops what it reaches through a core face
// and never uses (the patch face's request schemas, and zod with them, whose evaluation would cost
// every hook start).
// A Node module named without `node:` (web-tree-sitter's CommonJS build requires "fs") is required
// as `node:NAME`, so every require of the hook's bundles is plainly Node's own.
const nodePrefix = {
  name: 'node-prefix',
  setup(build) {
    const names = new Set(builtinModules.filter((n) => !n.startsWith('_')));
    build.onResolve({ filter: /^[a-z_/]+$/ }, (args) => (names.has(args.path) ? { path: `node:${args.path}`, external: true } : undefined));
  },
};
// Node's modules that cost a hook start milliseconds to load (crypto pulls in streams, child_process
// the network modules; os is not loaded by Node's own start) and that most events never use: the hook's bundle loads each on first use.
// So too the packages whose loading does work a before-event never needs (jsonc-parser builds 1,200
// indentation strings, picomatch its tables; the default globs are precompiled and settings files
// are read only by install and doctor): their code is in the bundle, run on first use.
// An import of one becomes a module of functions of the same names that load it when first called
// (a class too: called with new, it constructs). Only functions can be imported so: an import of
// anything else fails the build.
const LAZY_BUILTINS = /^node:(crypto|child_process|worker_threads|fs\/promises|module|os)$/;
/** Package -> the file the bundle runs on first use (jsonc-parser: its ES modules, see JSONC_ESM). */
const LAZY_PACKAGES = new Map([
  ['jsonc-parser', new URL(JSONC_ESM['jsonc-parser'], import.meta.url).pathname],
  ['picomatch', 'picomatch'],
]);
// The hook's program goes further: these packages (and the JavaScript hashes) are not in its bundle
// at all but in a part of their own, src/hook/librariesPart.ts (see the parts below), whose code a
// start then neither reads nor deserialises. `fromPart`: that part's require id and the names it
// exports; an import of any other name of theirs fails the program's build.
const PART_PACKAGES = /^(jsonc-parser|picomatch|@noble\/hashes\/(legacy|sha2|utils)\.js)$/;
const lazyModules = (fromPart) => ({
  name: 'lazy-modules',
  setup(build) {
    const lazy = (args) => (args.namespace === 'lazy-module' ? undefined : { path: args.path, namespace: 'lazy-module' });
    build.onResolve({ filter: LAZY_BUILTINS }, lazy);
    build.onResolve({ filter: fromPart === undefined ? /^(jsonc-parser|picomatch)$/ : PART_PACKAGES }, lazy);
    build.onLoad({ filter: /.*/, namespace: 'lazy-module' }, async (args) => {
      const real = await import(args.path);
      const viaPart = fromPart !== undefined && PART_PACKAGES.test(args.path);
      const names = Object.keys(real).filter((name) => name !== 'default' && typeof real[name] === 'function' && /^[A-Za-z_$][\w$]*$/.test(name) && (!viaPart || fromPart.names.includes(name)));
      const wrap = (name, get) => `export function ${name}(...a) { const f = ${get}; return new.target === undefined ? f(...a) : Reflect.construct(f, a, new.target === ${name} ? f : new.target); }`;
      const wrappers = names.map((name) => wrap(name, `load().${name}`));
      // A CommonJS package whose exports are one function (picomatch): its default import (the part names it after the package).
      const target = viaPart ? fromPart.id : LAZY_PACKAGES.get(args.path) ?? args.path;
      if (LAZY_PACKAGES.has(args.path) && typeof real.default === 'function' && names.length === 0) wrappers.push(wrap('lazyDefault', viaPart ? `load().${args.path}` : 'load()'), 'export default lazyDefault;');
      return { loader: 'js', resolveDir: process.cwd(), contents: [`let loaded;\nconst load = () => (loaded ??= require(${JSON.stringify(target)}));`, ...wrappers].join('\n') };
    });
  },
});
// The shell parser's CommonJS build: its ES module build loads Node's modules with import(),
// which the hook's launcher (a vm.Script with a code cache) cannot run.
const jsoncParser = { ...JSONC_ESM, 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' };
const hookOptions = {
  plugins: [nodePrefix, lazyModules()],
  alias: jsoncParser,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  sourcemap: false,
  logLevel: 'warning',
};
mkdirSync('dist', { recursive: true });
// Every bundle here is CommonJS, and dist/package.json says so: Node reads the nearest package.json
// above a .js file it starts to learn its module type, so without this one a hook start read and
// parsed the whole package manifest (about a millisecond), and a copy of the hook under a folder
// whose package.json says "type": "module" (a home folder's, above the data folder) would not run
// at all. src/node/hookFiles.ts names it among the files install copies beside the hook.
writeFileSync('dist/package.json', `${JSON.stringify({ type: 'commonjs' })}\n`);
// The shell parser's WebAssembly (src/node/shellParser.ts reads them beside the bundle).
copyFileSync('node_modules/web-tree-sitter/web-tree-sitter.wasm', 'dist/web-tree-sitter.wasm');
copyFileSync('node_modules/tree-sitter-bash/tree-sitter-bash.wasm', 'dist/tree-sitter-bash.wasm');
// The shell parser's native engine, the hook's when it loads (src/node/shellParser.ts): tree-sitter's
// runtime and the bash grammar, Node-API binaries of every platform the two packages ship prebuilt,
// in dist/native/<platform>-<arch>/ (install copies the pair of the machine it runs on). For the
// platform this runs on, the runtime npm built from its sources when it is there: npm builds one
// only when the prebuilt binary does not load here (the prebuilt Linux one needs GCC 13's C++
// library, which Debian 12 lacks), and one built against the older library loads on newer ones too.
rmSync('dist/native', { recursive: true, force: true });
// A checkout whose node_modules predates the native engine would otherwise ship a package without it.
if (!existsSync('node_modules/tree-sitter/package.json')) {
  throw new Error('esbuild.mjs: node_modules/tree-sitter is missing, so dist/native/ cannot be built; run `npm install` first.');
}
const builtRuntime = 'node_modules/tree-sitter/build/Release/tree_sitter_runtime_binding.node';
for (const platform of readdirSync('node_modules/tree-sitter-bash/prebuilds')) {
  const runtime = platform === `${process.platform}-${process.arch}` && existsSync(builtRuntime) ? builtRuntime : `node_modules/tree-sitter/prebuilds/${platform}/tree-sitter.node`;
  if (!existsSync(runtime)) continue;
  mkdirSync(`dist/native/${platform}`, { recursive: true });
  copyFileSync(runtime, `dist/native/${platform}/tree-sitter.node`);
  copyFileSync(`node_modules/tree-sitter-bash/prebuilds/${platform}/tree-sitter-bash.node`, `dist/native/${platform}/tree-sitter-bash.node`);
  // Their sizes: the hook loads no binary cut short (src/node/hookFiles.ts SHELL_NATIVE_SIZES).
  const sizes = Object.fromEntries(['tree-sitter.node', 'tree-sitter-bash.node'].map((name) => [name, statSync(`dist/native/${platform}/${name}`).size]));
  writeFileSync(`dist/native/${platform}/sizes.json`, `${JSON.stringify(sizes)}\n`);
}

// The hook's parts: code only some events run, each bundled on its own beside the program and
// loaded by it on first use, with its own code cache (src/node/codeCache/programParts.ts): a file
// tool's before-event never reads nor deserialises the shell parser, the notebook checks or the
// history's journal. Listed so that a part comes after the parts it uses; file names as
// src/node/hookFiles.ts lists them (install copies them, doctor looks for them). In every other
// bundle, an import of a part's module is replaced by a module of functions of the same names
// that load the part when first called ("./hook-shell.js#<its build id>"; the launcher refuses a
// part of another build). Only functions can be imported so: an import of anything else fails
// the build.
const HOOK_PARTS = [
  { file: 'hook-libraries.js', source: 'src/hook/librariesPart.ts' },
  { file: 'hook-diagnose.js', source: 'src/core/diagnose/index.ts' },
  { file: 'hook-notebook.js', source: 'src/core/notebook/index.ts' },
  { file: 'hook-history.js', source: 'src/hook/historyPart.ts' },
  { file: 'hook-shell.js', source: 'src/hook/shellPart.ts' },
];
/** Source path -> { file, build, names } of each part built so far. */
const builtParts = new Map();
const hookParts = {
  name: 'hook-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\/hook-[a-z]+\.js#[0-9a-f]{16}$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const part = builtParts.get(args.path);
      if (part === undefined || build.initialOptions.entryPoints.some((entry) => new URL(entry, `file://${process.cwd()}/`).pathname === args.path)) return undefined;
      const wrappers = part.names.map((name) => `export function ${name}(...a) { const f = load().${name}; return new.target === undefined ? f(...a) : Reflect.construct(f, a, new.target === ${name} ? f : new.target); }`);
      return { loader: 'js', resolveDir: process.cwd(), contents: [`let loaded;\nconst load = () => (loaded ??= require(${JSON.stringify(`./${part.file}#${part.build}`)}));`, ...wrappers].join('\n') };
    });
  },
};
const withBuildLine = (text) => {
  const buildId = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return { text: `${text}//# guarded-edit-build ${buildId}\n`, buildId };
};
const sizes = [];
for (const { file, source } of HOOK_PARTS) {
  const built = await esbuild.build({ ...hookOptions, plugins: [...hookOptions.plugins, hookParts], entryPoints: [source], outfile: `dist/${file}`, write: false });
  const { text, buildId } = withBuildLine(built.outputFiles[0].text);
  writeFileSync(`dist/${file}`, text);
  // The part's functions, as its module gives them (a part only defines things when loaded).
  const module = { exports: {} };
  new Function('exports', 'require', 'module', text)(module.exports, (id) => (id.startsWith('node:') ? createRequire(import.meta.url)(id) : {}), module);
  const names = Object.keys(module.exports).filter((name) => typeof module.exports[name] === 'function');
  builtParts.set(new URL(source, `file://${process.cwd()}/`).pathname, { file, build: buildId, names });
  sizes.push(`dist/${file} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB)`);
}
// The program's packages from the libraries part (the other parts bundle their own, lazily).
const libraries = builtParts.get(new URL('src/hook/librariesPart.ts', `file://${process.cwd()}/`).pathname);
const programPlugins = [nodePrefix, lazyModules({ id: `./${libraries.file}#${libraries.build}`, names: libraries.names }), hookParts];
const hookProgram = await esbuild.build({ ...hookOptions, plugins: programPlugins, entryPoints: ['src/hook/cli.ts'], outfile: 'dist/hook-main.js', write: false });
const programText = hookProgram.outputFiles[0].text;
writeFileSync('dist/hook-main.js', withBuildLine(programText).text);
const launcher = await esbuild.build({ ...hookOptions, entryPoints: ['src/hook/launch.ts'], outfile: 'dist/hook.js', banner: { js: '#!/usr/bin/env node' }, metafile: true });
const launcherBytes = Object.values(launcher.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`built dist/hook.js (${(launcherBytes / 1024).toFixed(1)} KiB), dist/hook-main.js (${(Buffer.byteLength(programText) / 1024).toFixed(1)} KiB) and its parts ${sizes.join(', ')}`);
chmodSync('dist/hook.js', 0o755);

// OpenCode's guard: the hook's checks as a module its plugin loads into OpenCode's own process.
const opencodeGuard = await esbuild.build({ ...hookOptions, entryPoints: ['src/hook/opencodeGuard.ts'], outfile: 'dist/opencode-guard.js', metafile: true });
const opencodeGuardBytes = Object.values(opencodeGuard.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`built dist/opencode-guard.js (${(opencodeGuardBytes / 1024).toFixed(1)} KiB)`);

// The command line (bin guarded-edit): a small dispatcher that loads dist/mcp.js or dist/hook.js
// only for the command that needs it; like the hook, always minified and without a source map.
const cli = await esbuild.build({
  entryPoints: ['src/cli/main.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outfile: 'dist/cli.js',
  alias: jsoncParser,
  banner: { js: '#!/usr/bin/env node' },
  minify: true,
  sourcemap: false,
  logLevel: 'warning',
  metafile: true,
});
const cliBytes = Object.values(cli.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`built dist/cli.js (${(cliBytes / 1024).toFixed(1)} KiB)`);
chmodSync('dist/cli.js', 0o755);
