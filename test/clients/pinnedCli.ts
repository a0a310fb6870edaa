// A real agent CLI the client tests run, as the native program of a pinned version: its
// per-platform npm package (which holds the program and asks for no Node at all) installed on first
// use into `.vscode-test/` (beside the harness's code-server), not as a devDependency (their
// launcher packages want Node 22, or fetch the platform package in a postinstall script). Install
// steps as in scripts/host/install.ts: built in a `.partial` folder that is renamed once the program
// answers with its version, so an interrupted install is started again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './packed';

export interface PinnedCli {
  /** The folder's name in .vscode-test/ (the version is added). */
  folder: string;
  /** The per-platform package of this machine. */
  pkg: string;
  version: string;
  /** The program's path inside the package. */
  bin: string;
}

/** The path of the program, installed on first use. */
export function pinnedProgram(cli: PinnedCli): string {
  const folder = join(REPO, '.vscode-test', `${cli.folder}-${cli.version}`);
  const program = (root: string): string => join(root, 'node_modules', ...cli.pkg.split('/'), ...cli.bin.split('/'));
  if (existsSync(program(folder))) return program(folder);
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  execFileSync('npm', ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${cli.pkg}@${cli.version}`], {
    stdio: 'pipe',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  const version = execFileSync(program(partial), ['--version'], { encoding: 'utf8', env: { ...process.env, HOME: partial } });
  if (!version.includes(cli.version)) throw new Error(`${cli.pkg}@${cli.version} installed, but the program says ${version}`);
  renameSync(partial, folder);
  return program(folder);
}

const exe = process.platform === 'win32' ? '.exe' : '';

/** Cline's CLI, the version its client test was run with. */
export const CLINE_VERSION = '3.0.65';

export function clineProgram(): string {
  return pinnedProgram({ folder: 'cline', pkg: `@cline/cli-${process.platform}-${process.arch}`, version: CLINE_VERSION, bin: `bin/cline${exe}` });
}

/** OpenCode, the version its client test was run with. */
export const OPENCODE_VERSION = '1.18.33';

export function opencodeProgram(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return pinnedProgram({ folder: 'opencode', pkg: `opencode-${platform}-${process.arch}`, version: OPENCODE_VERSION, bin: `bin/opencode${exe}` });
}
