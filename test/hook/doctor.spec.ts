// `guarded-edit doctor` finds, for each agent, a hook whose file is missing and a hook the agent
// will not trust, and exits 1 saying what to do; installed and trusted, it exits 0. Real files in
// a temporary home and project: the installer writes them, the child gets HOME, COPILOT_HOME and
// CODEX_HOME of its own, and a project's entries run the launcher, which runs the hook installed in
// the data folder (no npm, no network).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { codexHookHash, codexHookKey } from '../../src/core/agentHook';
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
    env = { ...box.installEnv, COPILOT_HOME: copilotHome, CODEX_HOME: codexHome };
  });

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
  /** The hook installed in the data folder is gone: a project's entries (the launcher) refuse every call, and doctor names the install to run. */
  const hookGone = (agent: string, user = false): RegExp =>
    new RegExp(`PROBLEM: the entries run the hook installed in your data folder \\(.*hook\\.js\\), which is not there on this machine, so they refuse every call .*: run npx -y guarded-edit install --agent ${agent}${user ? ' --user' : ''}\\.`);
  /** Codex's review of our PreToolUse entry in `file`, as its /hooks screen writes it (the entry's current hash). */
  function codexReview(file: string): string {
    const hooks = (JSON.parse(readFileSync(file, 'utf8')) as { hooks: { PreToolUse: { matcher?: string; hooks: { command: string; timeout?: number }[] }[] } }).hooks.PreToolUse;
    const [group] = hooks;
    const hash = codexHookHash('PreToolUse', group.matcher, group.hooks[0], (text) => createHash('sha256').update(text).digest('hex'));
    return `[hooks.state.${JSON.stringify(codexHookKey(file, 'PreToolUse', 0, 0))}]\ntrusted_hash = ${JSON.stringify(hash)}\n`;
  }

  it('Claude Code: installed, exit 0; its hook file gone, exit 1 naming the install to run (Claude Code asks no trust of hooks)', async () => {
    await install('--agent', 'claude', box.project);
    await doctor(0, /ok: it refused a probe event in Claude Code's form/);
    // An install older than the shell guard: the hook beside no shell parser refuses every shell call.
    rmSync(join(dirname(box.installedHook), 'tree-sitter-bash.wasm'));
    await doctor(1, /PROBLEM: the hook in .* lacks tree-sitter-bash\.wasm .*, so it refuses every shell call of Claude Code: run guarded-edit install --agent claude again\./);
    await install('--agent', 'claude', box.project);
    await doctor(0);
    rmSync(box.installedHook);
    await doctor(1, hookGone('claude', false));
    // The user's settings too: each file names the install that writes it again.
    await install('--agent', 'claude', '--user');
    await doctor(0);
    rmSync(box.installedHook);
    await doctor(1, hookGone('claude', false), hookGone('claude', true));
  });

  it('VS Code: installed, exit 0; the hook gone from the data folder, exit 1 naming the install (VS Code\'s workspace trust is not in a file)', async () => {
    await install('--agent', 'vscode', box.project);
    await doctor(0, /ok: it refused a probe event in VS Code's agent mode's form/);
    rmSync(box.installedHook);
    await doctor(1, hookGone('vscode'));
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
    rmSync(box.installedHook);
    await doctor(1, hookGone('copilot'));
    // The user's own hooks ($COPILOT_HOME/hooks) need no trust, and run the copy in the data folder.
    rmSync(join(box.project, '.github'), { recursive: true });
    await install('--agent', 'copilot', '--user');
    await doctor(0, new RegExp(`GitHub Copilot CLI: ${join(copilotHome, 'hooks', 'guarded-edit.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    rmSync(box.installedHook);
    await doctor(1, hookGone('copilot', true));
  });

  it('Codex CLI: a project hook needs the project trusted and the hook reviewed (trusted_hash), each missing one exit 1 naming how; both, exit 0; an entry changed since the review, exit 1 ("modified")', async () => {
    await install('--agent', 'codex', box.project);
    await doctor(1, /PROBLEM: Codex CLI reads a project's \.codex\/ only when the project is trusted .*: start codex in .* and answer that you trust it, then review the hook in \/hooks\./);
    mkdirSync(codexHome, { recursive: true });
    // Only the project's own table counts, and a comment is not a trust.
    const header = `[projects.${JSON.stringify(box.project)}]`;
    writeFileSync(join(codexHome, 'config.toml'), `${header}\n# trust_level = "trusted"\n\n[projects."/elsewhere"]\ntrust_level = "trusted"\n`);
    await doctor(1, /PROBLEM: Codex CLI reads a project's \.codex\/ only when the project is trusted/);
    // Blank lines and comments between the header and its key (many: the section is read line by line).
    const projectTrust = `${header}\n${'\n'.repeat(10_000)}# trusted through its own screen\ntrust_level = "trusted"\n`;
    writeFileSync(join(codexHome, 'config.toml'), projectTrust);
    await doctor(1, /PROBLEM: Codex CLI has not reviewed this hook \(no trusted_hash for its entries in config\.toml\), so it skips it: .*type \/hooks and approve/);
    const hooksFile = join(box.project, '.codex', 'hooks.json');
    writeFileSync(join(codexHome, 'config.toml'), projectTrust + codexReview(hooksFile));
    await doctor(0, /ok: Codex CLI trusts this hook/, /ok: it refused a probe event in Codex CLI's form/);
    // An entry changed since the review (an edit, a re-install that changed it): Codex skips it as "modified".
    const text = readFileSync(hooksFile, 'utf8');
    const changed = JSON.parse(text) as { hooks: { PreToolUse: { hooks: { timeout: number }[] }[] } };
    changed.hooks.PreToolUse[0].hooks[0].timeout += 1;
    writeFileSync(hooksFile, JSON.stringify(changed, null, 2));
    await doctor(1, /PROBLEM: Codex CLI marks this hook "modified": its entries changed since you reviewed them .*type \/hooks and approve Guarded Edit's entries again\./);
    writeFileSync(hooksFile, text);
    await doctor(0, /ok: Codex CLI trusts this hook/);
    rmSync(box.installedHook);
    await doctor(1, hookGone('codex'));
  });

  it('Codex CLI --user: written to $CODEX_HOME/hooks.json; unreviewed, exit 1; reviewed, exit 0; its program gone, exit 1', async () => {
    await install('--agent', 'codex', '--user');
    const hooks = join(codexHome, 'hooks.json');
    await doctor(1, new RegExp(`Codex CLI: ${hooks.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), /PROBLEM: Codex CLI has not reviewed this hook/);
    writeFileSync(join(codexHome, 'config.toml'), codexReview(hooks));
    await doctor(0, /ok: Codex CLI trusts this hook/);
    rmSync(box.installedHook);
    await doctor(1, hookGone('codex', true));
  });

  it('Gemini CLI: a project hook of a folder not trusted, exit 1 naming how to trust it; trusted (trustedFolders.json or its variable), exit 0; the hook gone from the data folder, exit 1', async () => {
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
    rmSync(box.installedHook);
    await doctor(1, hookGone('gemini'));
  });

  it('Gemini CLI --user: no trust needed; its program gone, exit 1', async () => {
    await install('--agent', 'gemini', '--user');
    await doctor(0, /ok: it refused a probe event in Gemini CLI's form/);
    rmSync(box.installedHook);
    await doctor(1, hookGone('gemini', true));
  });

  it('Cursor: installed, exit 0 (Cursor asks no trust of hooks); the hook gone from the data folder, exit 1; --user with its program gone, exit 1', async () => {
    await install('--agent', 'cursor', box.project);
    await doctor(0, /ok: it refused a probe event in Cursor's form/);
    rmSync(box.installedHook);
    await doctor(1, hookGone('cursor'));
    rmSync(join(box.project, '.cursor'), { recursive: true });
    await install('--agent', 'cursor', '--user');
    await doctor(0);
    rmSync(box.installedHook);
    await doctor(1, hookGone('cursor', true));
  });

  it('Cline: installed, exit 0; a script that is not executable (Cline does not run it), exit 1 naming chmod; the hook gone from the data folder, exit 1; --user with its program gone, exit 1', async () => {
    await install('--agent', 'cline', box.project);
    await doctor(0, /ok: it refused a probe event in Cline's form/, /note: Cline's CLI runs these hooks with no setting to switch on.*"Enable Hooks"/);
    const script = join(box.project, '.clinerules', 'hooks', 'PreToolUse');
    chmodSync(script, 0o644);
    await doctor(1, /PROBLEM: .*PreToolUse is not executable, so Cline does not run it: chmod \+x it\./);
    chmodSync(script, 0o755);
    rmSync(box.installedHook);
    await doctor(1, hookGone('cline'));
    rmSync(join(box.project, '.clinerules'), { recursive: true });
    await install('--agent', 'cline', '--user');
    await doctor(0);
    rmSync(box.installedHook);
    await doctor(1, hookGone('cline', true));
  });
});
