// A person's machine in a temporary folder: a home folder, a project, an npm cache and global
// prefix, and on this machine what the person's commands would fetch from the network: the npm
// registry is a real one (Verdaccio, see localRegistry.ts) to which the packed package was
// published, and GitHub's guarded-edit/guarded-edit repository is a local git repository holding
// this tree's marketplace file. Claude Code runs there offline: an API key for the model-API
// stand-in, telemetry, error reports and updates off.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { claudeProgram } from './claudeCli';
import { localRegistry, type LocalRegistry } from './localRegistry';
import { REPO } from './packed';

export interface UserMachine {
  base: string;
  home: string;
  project: string;
  /** A folder on PATH holding `claude` (the real CLI, see claudeCli.ts). */
  bin: string;
  /** npm's global prefix (`npm install -g`); its bin folder is on PATH. */
  globalPrefix: string;
  registry: LocalRegistry;
  /** The environment of the person's shell, pointing Claude Code at `modelApiUrl` when given. */
  env(modelApiUrl?: string): NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

export async function userMachine(): Promise<UserMachine> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'guarded-user-')));
  const home = join(base, 'home');
  const project = join(base, 'project');
  const bin = join(base, 'bin');
  const globalPrefix = join(base, 'npm-global');
  for (const folder of [home, project, bin, join(globalPrefix, 'bin')]) mkdirSync(folder, { recursive: true });

  // `claude` on PATH, as a global install would put it.
  writeFileSync(join(bin, 'claude'), `#!/bin/sh\nexec ${JSON.stringify(claudeProgram())} "$@"\n`, { mode: 0o755 });

  // GitHub's guarded-edit/guarded-edit: a bare repository with this tree's marketplace file.
  const work = join(base, 'marketplace-work');
  mkdirSync(join(work, '.claude-plugin'), { recursive: true });
  copyFileSync(join(REPO, '.claude-plugin', 'marketplace.json'), join(work, '.claude-plugin', 'marketplace.json'));
  const git = (args: string[], cwd: string): void => {
    execFileSync('git', args, { cwd, stdio: 'pipe', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } });
  };
  git(['init', '-q', '-b', 'main'], work);
  git(['add', '.'], work);
  git(['-c', 'user.name=stand-in', '-c', 'user.email=stand-in@localhost', 'commit', '-q', '-m', 'marketplace'], work);
  git(['clone', '-q', '--bare', work, join(base, 'github', 'guarded-edit.git')], base);
  // The person's project is a git repository: a project install writes only there (else it asks for --force).
  git(['init', '-q'], project);
  const gitconfig = join(base, 'gitconfig');
  writeFileSync(gitconfig, `[url "file://${join(base, 'github')}/"]\n\tinsteadOf = https://github.com/guarded-edit/\n[init]\n\tdefaultBranch = main\n`);

  const registry = await localRegistry();
  const env = (modelApiUrl?: string): NodeJS.ProcessEnv => {
    const vars: NodeJS.ProcessEnv = {
      PATH: [bin, join(globalPrefix, 'bin'), process.env.PATH ?? ''].join(delimiter),
      HOME: home,
      LANG: 'C.UTF-8',
      TMPDIR: tmpdir(),
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_DATA_HOME: join(home, '.local', 'share'),
      XDG_STATE_HOME: join(home, '.local', 'state'),
      XDG_CACHE_HOME: join(home, '.cache'),
      GIT_CONFIG_GLOBAL: gitconfig,
      GIT_CONFIG_NOSYSTEM: '1',
      npm_config_registry: registry.url,
      npm_config_cache: join(base, 'npm-cache'),
      npm_config_prefix: globalPrefix,
      npm_config_update_notifier: 'false',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      // Claude Code's documented switches for a machine that must not call home.
      DISABLE_TELEMETRY: '1',
      DISABLE_AUTOUPDATER: '1',
      DISABLE_ERROR_REPORTING: '1',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      ANTHROPIC_API_KEY: 'sk-ant-stand-in',
    };
    if (modelApiUrl !== undefined) vars.ANTHROPIC_BASE_URL = modelApiUrl;
    else vars.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9'; // nothing listens: no call may leave the machine
    return vars;
  };
  return {
    base,
    home,
    project,
    bin,
    globalPrefix,
    registry,
    env,
    dispose() {
      rmSync(base, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
