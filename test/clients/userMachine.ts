// A person's machine in a temporary folder: a home folder, a project, an npm cache, and
// stand-ins for what the person's commands would fetch from the network (the npm registry, which
// serves the packed tarball as `guarded-edit`, and GitHub, whose guarded-edit/guarded-edit
// repository is a local git repository holding this tree's marketplace file). Claude Code runs
// there offline: an API key for the model-API stand-in, telemetry, error reports and updates off.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { packedTarball, REPO } from './packed';
import { startRegistry, type RegistryStandIn } from './standIns/registry';

export interface UserMachine {
  base: string;
  home: string;
  project: string;
  /** A folder on PATH holding `claude` (the real CLI from node_modules). */
  bin: string;
  registry: RegistryStandIn;
  /** The environment of the person's shell, pointing Claude Code at `modelApiUrl` when given. */
  env(modelApiUrl?: string): NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

/** The Claude Code CLI installed from npm: its native binary, or the package's wrapper when the postinstall step did not place it. */
export function claudeCommand(): { command: string; prefix: string[] } {
  const packageFolder = join(REPO, 'node_modules', '@anthropic-ai', 'claude-code');
  const binary = join(packageFolder, 'bin', 'claude.exe');
  if (existsSync(binary) && readFileSync(binary).subarray(0, 4).toString('latin1') === '\x7fELF') return { command: binary, prefix: [] };
  return { command: process.execPath, prefix: [join(packageFolder, 'cli-wrapper.cjs')] };
}

export async function userMachine(): Promise<UserMachine> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'guarded-user-')));
  const home = join(base, 'home');
  const project = join(base, 'project');
  const bin = join(base, 'bin');
  for (const folder of [home, project, bin]) mkdirSync(folder, { recursive: true });

  // `claude` on PATH, as a global install would put it.
  const claude = claudeCommand();
  writeFileSync(join(bin, 'claude'), `#!/bin/sh\nexec ${[claude.command, ...claude.prefix].map((part) => JSON.stringify(part)).join(' ')} "$@"\n`, { mode: 0o755 });

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
  const gitconfig = join(base, 'gitconfig');
  writeFileSync(gitconfig, `[url "file://${join(base, 'github')}/"]\n\tinsteadOf = https://github.com/guarded-edit/\n[init]\n\tdefaultBranch = main\n`);

  const registry = await startRegistry(packedTarball());
  const env = (modelApiUrl?: string): NodeJS.ProcessEnv => {
    const vars: NodeJS.ProcessEnv = {
      PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
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
    registry,
    env,
    async dispose() {
      await registry.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
}
