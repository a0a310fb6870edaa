// The packaged extension: the file `npm run package` writes, and installing it into the
// extensions folder of a run, as a person's `code --install-extension FILE` does. Used by
// `npm start` and by `npm run test:host -- --installed-vsix FILE`.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CodeServer } from './install';
import { HarnessError, phase } from './log';
import { REPO_ROOT, shown } from './paths';
import { runLogged } from './processes';
import { EXTENSION_ID } from './protocol';
import type { RunDir } from './rundir';
import { baseArgs, serverEnv } from './server';

/** `guarded-edit-<version>.vsix` in the repository root, as vsce names it (see `npm run package`). */
export function packagedVsix(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
  return path.join(REPO_ROOT, `${manifest.name}-${manifest.version}.vsix`);
}

/** Installs `vsix` into the run's extensions folder; returns the installed extension's folder. */
export async function installVsix(cs: CodeServer, dir: RunDir, vsix: string, logFile: string, env: Record<string, string> = {}): Promise<string> {
  if (!fs.statSync(vsix, { throwIfNoEntry: false })?.isFile()) throw new HarnessError(`${shown(vsix)}: no such file (run \`npm run package\`)`);
  fs.rmSync(logFile, { force: true });
  await phase('install the .vsix', 120_000, () =>
    runLogged(cs.node, [...baseArgs(cs, dir), '--install-extension', vsix], { cwd: dir.root, env: serverEnv(cs, dir, env), logFile }),
  [logFile]);
  const installed = fs.readdirSync(dir.extensions).find((d) => d.toLowerCase().startsWith(`${EXTENSION_ID}-`));
  if (!installed) throw new HarnessError(`${shown(vsix)} did not install into code-server`, [logFile]);
  return path.join(dir.extensions, installed);
}

/**
 * A development extension that contributes nothing, for `--installed-vsix` runs: VS Code runs
 * extension tests only with a development extension, and one with the product's id would replace
 * the installed extension under test. Written into `outDir` (the run's compiled suites).
 */
export function writeRunnerStub(outDir: string): string {
  const folder = path.join(outDir, 'runner-stub');
  fs.mkdirSync(folder, { recursive: true });
  const manifest = { name: 'guarded-edit-test-runner', publisher: 'guarded-edit-tests', version: '0.0.0', engines: { vscode: '*' } };
  fs.writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}
