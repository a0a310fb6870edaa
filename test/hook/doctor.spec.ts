// `guarded-edit doctor` finds, for each agent, a hook whose file is missing and a hook the agent
// will not trust, and exits 1 saying what to do; installed and trusted, it exits 0. Real files in
// a temporary home and project: the installer writes them, the child gets HOME, COPILOT_HOME and
// CODEX_HOME of its own, and the project's `npx -y guarded-edit hook` resolves the package from the
// project's node_modules (this repository, linked), offline.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, sandboxPerTest } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

describe('doctor finds a missing or untrusted hook for every agent (dist/cli.js)', function () {
  this.timeout(300_000);
  const box = sandboxPerTest();
  let env: NodeJS.ProcessEnv;
  let copilotHome: string;
  let codexHome: string;
  beforeEach(() => {
    copilotHome = join(box.home, 'copilot-home');
    codexHome = join(box.home, 'codex-home');
    env = {
      ...box.installEnv, COPILOT_HOME: copilotHome, CODEX_HOME: codexHome,
      // npx finds the package in the project, never on a registry.
      npm_config_offline: 'true', npm_config_cache: join(box.home, 'npm-cache'), npm_config_update_notifier: 'false',
    };
    packageInProject();
  });

  function packageInProject(): void {
    mkdirSync(join(box.project, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(REPO, join(box.project, 'node_modules', 'guarded-edit'));
    symlinkSync(join('..', 'guarded-edit', 'dist', 'cli.js'), join(box.project, 'node_modules', '.bin', 'guarded-edit'));
  }
  /** The package is gone from the project (and npx is offline): the project's npx command cannot start. */
  function packageGone(): void {
    rmSync(join(box.project, 'node_modules'), { recursive: true });
  }

  function cli(args: string[]): Promise<Ran> {
    return new Promise((done) => {
      execFile(process.execPath, [CLI, ...args], { env, cwd: box.project, timeout: 240_000 }, (error, stdout, stderr) => {
        done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      });
    });
  }
  async function install(...args: string[]): Promise<void> {
    const ran = await cli(['install', ...args]);
    assert.equal(ran.code, 0, ran.stdout + ran.stderr);
  }
  async function doctor(code: 0 | 1, ...patterns: RegExp[]): Promise<string> {
    const ran = await cli(['doctor', box.project]);
    assert.equal(ran.code, code, ran.stdout + ran.stderr);
    for (const pattern of patterns) assert.match(ran.stdout, pattern);
    if (code === 0) assert.doesNotMatch(ran.stdout, /PROBLEM/);
    return ran.stdout;
  }
  const NPX_GONE = /PROBLEM: "npx -y guarded-edit hook --agent \w+ --id guarded-edit-hook" did not start as a hook \(exit 1: .*\); the agent treats that as a hook error and lets calls through\. npx could not start guarded-edit .* Run "npx -y guarded-edit --version" once where the registry is reachable, or add it to the project/;
  const fileGone = (agent: string, user: boolean): RegExp =>
    new RegExp(`PROBLEM: the entry runs .*hook\\.js, which is not there .*: run guarded-edit install --agent ${agent}${user ? ' --user' : ''} again\\.`);

  it('Claude Code: installed, exit 0; its hook file gone, exit 1 naming the install to run (Claude Code asks no trust of hooks)', async () => {
    await install('--agent', 'claude', box.project);
    await doctor(0, /ok: it refused a probe event in Claude Code's form/);
    rmSync(box.installedHook);
    await doctor(1, fileGone('claude', false));
    // The user's settings too: each file names the install that writes it again.
    await install('--agent', 'claude', '--user');
    await doctor(0);
    rmSync(box.installedHook);
    await doctor(1, fileGone('claude', false), fileGone('claude', true));
  });

  it('VS Code: installed, exit 0; the package npx runs gone, exit 1 saying how to get it (VS Code\'s workspace trust is not in a file)', async () => {
    await install('--agent', 'vscode', box.project);
    await doctor(0, /ok: it refused a probe event in VS Code's agent mode's form/);
    packageGone();
    await doctor(1, NPX_GONE);
  });

  it('Copilot CLI: a repository hook of a folder not in trustedFolders, exit 1 naming how to trust it; trusted, exit 0; its program gone, exit 1', async () => {
    await install('--agent', 'copilot', box.project);
    await doctor(1, /PROBLEM: Copilot CLI does not trust .* yet, so it skips the repository's hooks: .*start copilot in .* and answer yes to trusting the folder/, /ok: it refused a probe event in GitHub Copilot CLI's form/);
    mkdirSync(copilotHome, { recursive: true });
    // Trust as Copilot CLI records it, in its own folder ($COPILOT_HOME).
    writeFileSync(join(copilotHome, 'config.json'), JSON.stringify({ trustedFolders: [join(box.project, '..', 'elsewhere')] }));
    await doctor(1, /PROBLEM: Copilot CLI does not trust/);
    writeFileSync(join(copilotHome, 'config.json'), JSON.stringify({ trustedFolders: [box.project] }));
    await doctor(0, /ok: Copilot CLI trusts this folder/);
    packageGone();
    await doctor(1, NPX_GONE);
    // The user's own hooks ($COPILOT_HOME/hooks) need no trust, and run the copy in the data folder.
    rmSync(join(box.project, '.github'), { recursive: true });
    await install('--agent', 'copilot', '--user');
    await doctor(0, new RegExp(`GitHub Copilot CLI: ${join(copilotHome, 'hooks', 'guarded-edit.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    rmSync(box.installedHook);
    await doctor(1, fileGone('copilot', true));
  });

  it('Codex CLI: a project hook needs the project trusted and the hook reviewed (trusted_hash), each missing one exit 1 naming how; both, exit 0', async () => {
    await install('--agent', 'codex', box.project);
    await doctor(1, /PROBLEM: Codex CLI reads a project's \.codex\/ only when the project is trusted .*: start codex in .* and answer that you trust it, then review the hook in \/hooks\./);
    mkdirSync(codexHome, { recursive: true });
    const projectTrust = `[projects.${JSON.stringify(box.project)}]\ntrust_level = "trusted"\n`;
    writeFileSync(join(codexHome, 'config.toml'), projectTrust);
    await doctor(1, /PROBLEM: Codex CLI has not reviewed this hook \(no trusted_hash for .*\.codex\/hooks\.json in config\.toml\), so it skips it: .*type \/hooks and approve/);
    const reviewed = `[hooks.state.${JSON.stringify(`${join(box.project, '.codex', 'hooks.json')}:pre_tool_use:0:0`)}]\ntrusted_hash = "sha256:0"\n`;
    writeFileSync(join(codexHome, 'config.toml'), projectTrust + reviewed);
    await doctor(0, /ok: Codex CLI has reviewed this hook/, /ok: it refused a probe event in Codex CLI's form/);
    packageGone();
    await doctor(1, NPX_GONE);
  });

  it('Codex CLI --user: written to $CODEX_HOME/hooks.json; unreviewed, exit 1; reviewed, exit 0; its program gone, exit 1', async () => {
    await install('--agent', 'codex', '--user');
    const hooks = join(codexHome, 'hooks.json');
    await doctor(1, new RegExp(`Codex CLI: ${hooks.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), /PROBLEM: Codex CLI has not reviewed this hook/);
    writeFileSync(join(codexHome, 'config.toml'), `[hooks.state.${JSON.stringify(`${hooks}:pre_tool_use:0:0`)}]\ntrusted_hash = "sha256:0"\n`);
    await doctor(0, /ok: Codex CLI has reviewed this hook/);
    rmSync(box.installedHook);
    await doctor(1, fileGone('codex', true));
  });

  it('Gemini CLI: a project hook of a folder not trusted, exit 1 naming how to trust it; trusted (trustedFolders.json or its variable), exit 0; the package gone, exit 1', async () => {
    await install('--agent', 'gemini', box.project);
    await doctor(1, /PROBLEM: Gemini CLI does not trust .* yet, so it runs none of the project's hooks: .*start gemini in .* and trust the folder/, /ok: it refused a probe event in Gemini CLI's form/);
    mkdirSync(join(box.home, '.gemini'), { recursive: true });
    writeFileSync(join(box.home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [box.project]: 'DO_NOT_TRUST' }));
    await doctor(1, /PROBLEM: Gemini CLI does not trust/);
    writeFileSync(join(box.home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [box.project]: 'TRUST_FOLDER' }));
    await doctor(0, /ok: Gemini CLI trusts this folder/);
    rmSync(join(box.home, '.gemini', 'trustedFolders.json'));
    env.GEMINI_CLI_TRUST_WORKSPACE = 'true';
    await doctor(0, /ok: Gemini CLI trusts this folder/);
    packageGone();
    await doctor(1, NPX_GONE);
  });

  it('Gemini CLI --user: no trust needed; its program gone, exit 1', async () => {
    await install('--agent', 'gemini', '--user');
    await doctor(0, /ok: it refused a probe event in Gemini CLI's form/);
    rmSync(box.installedHook);
    await doctor(1, fileGone('gemini', true));
  });

  it('Cursor: installed, exit 0 (Cursor asks no trust of hooks); the package gone, exit 1; --user with its program gone, exit 1', async () => {
    await install('--agent', 'cursor', box.project);
    await doctor(0, /ok: it refused a probe event in Cursor's form/);
    packageGone();
    await doctor(1, NPX_GONE);
    rmSync(join(box.project, '.cursor'), { recursive: true });
    await install('--agent', 'cursor', '--user');
    await doctor(0);
    rmSync(box.installedHook);
    await doctor(1, fileGone('cursor', true));
  });

  it('Cline: installed, exit 0; a script that is not executable (Cline does not run it), exit 1 naming chmod; the package gone, exit 1; --user with its program gone, exit 1', async () => {
    await install('--agent', 'cline', box.project);
    await doctor(0, /ok: it refused a probe event in Cline's form/, /note: Cline's CLI runs these hooks with no setting to switch on.*"Enable Hooks"/);
    const script = join(box.project, '.clinerules', 'hooks', 'PreToolUse');
    chmodSync(script, 0o644);
    await doctor(1, /PROBLEM: .*PreToolUse is not executable, so Cline does not run it: chmod \+x it\./);
    chmodSync(script, 0o755);
    packageGone();
    await doctor(1, /PROBLEM: ".*PreToolUse" did not start as a hook \(exit 1: .*\).* npx could not start guarded-edit/);
    rmSync(join(box.project, '.clinerules'), { recursive: true });
    await install('--agent', 'cline', '--user');
    await doctor(0);
    rmSync(box.installedHook);
    await doctor(1, fileGone('cline', true));
  });
});
