// Builds what a run needs: the extension (`node esbuild.mjs` -> dist/extension.js, with source
// maps) and the in-host runner plus the project's suites, bundled to CommonJS in a folder of
// their own under out/ (so two runs at once never share compiled files).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { HarnessError } from './log';
import { REPO_ROOT } from './paths';
import { runLogged } from './processes';

export async function buildExtension(logFile: string): Promise<void> {
  try {
    await runLogged(process.execPath, ['esbuild.mjs'], { cwd: REPO_ROOT, env: process.env, logFile });
  } catch (e) {
    throw new HarnessError(`building the extension failed: ${(e as Error).message}`, [logFile]);
  }
}

/** The folder of the multi-root suites, run on a multi-root workspace (`--workspace-file`). */
export const MULTI_ROOT_SUITES = 'multiRoot';

/** The folder of the suites of the installed .vsix (`--installed-vsix`). */
export const INSTALLED_SUITES = 'installed';

/** Which project suites: those of a single-folder window, of a multi-root one, or of the
 *  extension installed from its .vsix. */
export type SuiteKind = 'single-folder' | 'multi-root' | 'installed';

/** The folder of each kind's suites under test/integration/ (undefined: the top level). */
const KIND_FOLDER: Record<SuiteKind, string | undefined> = { 'single-folder': undefined, 'multi-root': MULTI_ROOT_SUITES, installed: INSTALLED_SUITES };

/** The project's in-host suites: test/integration/**\/*.test.ts (helpers excluded); the ones
 *  under multiRoot/ need a multi-root workspace and run only for `multi-root`, the ones under
 *  installed/ only for `installed`. */
export function projectSuites(kind: SuiteKind = 'single-folder'): string[] {
  const root = path.join(REPO_ROOT, 'test', 'integration');
  const folders = new Set(Object.values(KIND_FOLDER).filter((f) => f !== undefined));
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => {
      const parts = f.split(path.sep);
      const folder = folders.has(parts[0]) ? parts[0] : undefined;
      return f.endsWith('.test.ts') && !parts.includes('helpers') && folder === KIND_FOLDER[kind];
    })
    .sort()
    .map((f) => path.join(root, f));
}

/** Bundles the runner and the suites to run into `outDir`, and returns the suites' files to
 *  load. Without `given`, those are the project's suites of `kind`. A given suite that is one of
 *  the project's TypeScript suites (test/integration/**\/*.ts) is compiled like them; any other
 *  given file is a CommonJS suite, loaded as it is. */
export async function buildTests(outDir: string, given: readonly string[], kind: SuiteKind = 'single-folder'): Promise<string[]> {
  const root = path.join(REPO_ROOT, 'test', 'integration');
  const isProjectSource = (file: string) => file.endsWith('.ts') && !path.relative(root, file).startsWith('..');
  const foreign = given.filter((file) => file.endsWith('.ts') && !isProjectSource(file));
  if (foreign.length) throw new HarnessError(`--suite ${foreign[0]}: a TypeScript suite must be one of the project's, under ${path.relative(REPO_ROOT, root)}/; give any other suite as a CommonJS .js file`);
  const suites = given.length ? given.filter(isProjectSource) : projectSuites(kind);
  fs.rmSync(outDir, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: [path.join(root, 'index.ts'), ...suites],
      outdir: outDir,
      outbase: root,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      // `vscode` is provided by the extension host; mocha must be the one instance the runner
      // sets up (its suite/test globals).
      external: ['vscode', 'mocha'],
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
    });
  } catch (e) {
    const failure = e as esbuild.BuildFailure;
    const messages = failure.errors?.length
      ? (await esbuild.formatMessages(failure.errors, { kind: 'error' })).join('\n')
      : String(e);
    throw new HarnessError(`compiling the in-host suites failed:\n${messages}`);
  }
  const compiled = (file: string) => path.join(outDir, path.relative(root, file)).replace(/\.ts$/, '.js');
  return given.length ? given.map((file) => (isProjectSource(file) ? compiled(file) : file)) : suites.map(compiled);
}
