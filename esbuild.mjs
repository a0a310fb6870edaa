// Bundles the extension into dist/extension.js. `--production` minifies for packaging;
// otherwise source maps are written for debugging. `--watch` rebuilds on change.
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const options = {
  entryPoints: ['src/extension.ts'],
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

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  const result = await esbuild.build(options);
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
  console.log(`built dist/extension.js (${production ? 'production' : 'development'}, ${(bytes / 1024).toFixed(1)} KiB)`);
}

// The agent hook (bin guarded-edit-hook): started for every tool call, so always minified and
// without a source map, which keeps its start fast.
const hook = await esbuild.build({
  entryPoints: ['src/hook/cli.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outfile: 'dist/hook.js',
  banner: { js: '#!/usr/bin/env node' },
  minify: true,
  sourcemap: false,
  logLevel: 'warning',
  metafile: true,
});
const hookBytes = Object.values(hook.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`built dist/hook.js (${(hookBytes / 1024).toFixed(1)} KiB)`);
