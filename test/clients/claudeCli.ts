// The Claude Code CLI the client tests run: the native program of a pinned version, installed from
// npm on first use into `.vscode-test/` (beside the harness's code-server), not a devDependency:
// the npm package `@anthropic-ai/claude-code` wants Node 22 (npm ci would warn on Node 20, which
// is all the product needs), while its per-platform packages hold the program itself and ask for
// no Node at all. Install steps as in scripts/host/install.ts: built in a `.partial` folder that
// is renamed once the program answers, so an interrupted install is started again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './packed';

/** Claude Code's version, the one the plugin and README tests were run with. */
export const CLAUDE_CODE_VERSION = '2.1.332';

/** The path of the `claude` program, installed on first use. */
export function claudeProgram(): string {
  const name = `@anthropic-ai/claude-code-${process.platform}-${process.arch}`;
  const folder = join(REPO, '.vscode-test', `claude-code-${CLAUDE_CODE_VERSION}`);
  const program = (root: string): string => join(root, 'node_modules', name, process.platform === 'win32' ? 'claude.exe' : 'claude');
  if (existsSync(program(folder))) return program(folder);
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  execFileSync('npm', ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${name}@${CLAUDE_CODE_VERSION}`], {
    stdio: 'pipe',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  const version = execFileSync(program(partial), ['--version'], { encoding: 'utf8' });
  if (!version.startsWith(CLAUDE_CODE_VERSION)) throw new Error(`${name}@${CLAUDE_CODE_VERSION} installed, but the program says ${version}`);
  renameSync(partial, folder);
  return program(folder);
}
