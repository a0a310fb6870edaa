// `guarded-edit install --agent NAME` and `guarded-edit doctor` on the built bundles: each agent's own
// file, written once (a second run changes nothing), no path of this machine in a file a team
// commits, the trust each agent needs said plainly; doctor finds a missing hook, an untrusted one
// and one that does not refuse, and exits 1 for each.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codexHookHash, codexHookKey, DIALECTS, launcherCommand, missingHookReason, type AgentName } from '../../src/core/agentHook';
import { REPO, sandboxPerTest } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<Ran> {
  return new Promise((done) => {
    execFile(process.execPath, [CLI, ...args], { env, cwd, timeout: 120_000 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const PROJECT_FILES: Record<string, string[]> = {
  claude: ['.claude/settings.local.json'],
  vscode: ['.github/hooks/guarded-edit.json'],
  copilot: ['.github/hooks/guarded-edit-copilot.json'],
  codex: ['.codex/hooks.json'],
  gemini: ['.gemini/settings.json'],
  cursor: ['.cursor/hooks.json'],
  cline: ['.clinerules/hooks/PreToolUse', '.clinerules/hooks/PostToolUse', '.clinerules/hooks/UserPromptSubmit'],
};

describe('install --agent NAME and doctor (dist/cli.js)', function () {
  this.timeout(300_000);
  const box = sandboxPerTest();

  it("writes each agent's own file once, proves the hook refuses in that agent's form, says what the agent needs, and leaves no path of this machine in shared files", async () => {
    for (const [agent, files] of Object.entries(PROJECT_FILES)) {
      const first = await cli(['install', '--agent', agent, box.project], box.installEnv, box.project);
      assert.equal(first.code, 0, `${agent}: ${first.stderr}`);
      assert.match(first.stdout, /^Checked: the entries' command, run as .* runs it, refused a path outside the project in its form, as it should\.$/m, agent);
      assert.match(first.stdout, /^Before it guards anything: /m, agent);
      for (const file of files) {
        const text = readFileSync(join(box.project, file), 'utf8');
        assert.match(text, /guarded-edit-hook/, `${agent} ${file}`);
        // Claude Code's local settings too (not committed): a missing copy must refuse, never fail open.
        assert.ok(!text.includes(box.home), `${agent} ${file} holds no path of this machine: ${text}`);
        // The launcher: one node process that runs the hook of the data folder, with no npm and no network.
        const launcher = launcherCommand(agent as AgentName, DIALECTS[agent as AgentName].answers.deny('', missingHookReason(agent as AgentName)));
        assert.ok(text.includes(launcher) || text.includes(JSON.stringify(launcher).slice(1, -1)), `${agent} ${file}: ${text.slice(0, 300)}`);
        assert.doesNotMatch(text, /npx -y guarded-edit hook/, `${agent} ${file}`);
      }
      const second = await cli(['install', '--agent', agent, box.project], box.installEnv, box.project);
      assert.equal(second.code, 0, second.stderr);
      assert.match(second.stdout, /nothing changed there/, agent);
    }
    assert.ok((statSync(join(box.project, '.clinerules', 'hooks', 'PreToolUse')).mode & 0o111) !== 0, "Cline's hook is executable");
    const gemini = JSON.parse(readFileSync(join(box.project, '.gemini', 'settings.json'), 'utf8')) as { hooks: Record<string, { hooks: { timeout: number }[] }[]> };
    assert.equal(gemini.hooks.BeforeTool[0].hooks[0].timeout, 60000, 'Gemini reads milliseconds');
  });

  it('names the trust each of Codex, Copilot and Gemini needs, and refuses a Cline hook file that is not ours', async () => {
    const codex = await cli(['install', '--agent', 'codex', '--user'], box.installEnv, box.project);
    assert.match(codex.stdout, /type \/hooks and approve/);
    assert.match(readFileSync(join(box.home, '.codex', 'hooks.json'), 'utf8'), /"node -e \\"const p=require\('path'\).*'--agent','codex','--id','guarded-edit-hook'.*--user/);
    const copilot = await cli(['install', '--agent', 'copilot', box.project], box.installEnv, box.project);
    assert.match(copilot.stdout, /only in a folder you trust/);
    const gemini = await cli(['install', '--agent=gemini', box.project], box.installEnv, box.project);
    assert.match(gemini.stdout, /only in a trusted folder/);
    mkdirSync(join(box.project, 'other', '.clinerules', 'hooks'), { recursive: true });
    writeFileSync(join(box.project, 'other', '.clinerules', 'hooks', 'PreToolUse'), '#!/bin/sh\necho \'{"cancel":false}\'\n');
    const cline = await cli(['install', '--agent', 'cline', join(box.project, 'other')], box.installEnv, box.project);
    assert.equal(cline.code, 1);
    assert.match(cline.stderr, /already holds another hook, left as it is/);
    const unknown = await cli(['install', '--agent', 'windsurf'], box.installEnv, box.project);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /--agent is one of claude, vscode, copilot, codex, gemini, cursor, cline/);
  });

  it('doctor: --help names it; nothing installed, a missing hook file, an untrusted folder and an unreviewed Codex hook each exit 1; fixed, exit 0', async () => {
    const help = await cli(['doctor', '--help'], box.installEnv, box.project);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: guarded-edit doctor \[PROJECT\]/);

    const none = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(none.code, 1);
    assert.match(none.stdout, /No agent's configuration here names Guarded Edit's hook/);

    assert.equal((await cli(['install', '--agent', 'claude', box.project], box.installEnv, box.project)).code, 0);
    const fine = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(fine.code, 0, fine.stdout);
    assert.match(fine.stdout, /ok: it refused a probe event in Claude Code's form, as it should/);

    rmSync(box.installedHook);
    const missing = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(missing.code, 1, missing.stdout);
    assert.match(missing.stdout, /PROBLEM: the entries run the hook installed in your data folder \(.*hook\.js\), which is not there on this machine, so they refuse every call/);
    assert.equal((await cli(['install', '--agent', 'claude', box.project], box.installEnv, box.project)).code, 0);

    // Gemini and Copilot project hooks (written with the local command, as a person may): untrusted until the folder is.
    const local = `node ${JSON.stringify(box.installedHook)}`;
    mkdirSync(join(box.project, '.gemini'));
    writeFileSync(join(box.project, '.gemini', 'settings.json'), JSON.stringify({ hooks: { BeforeTool: [{ matcher: 'read_file', hooks: [{ type: 'command', command: `${local} --agent gemini --id guarded-edit-hook`, timeout: 30 }] }] } }));
    const gemini = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(gemini.code, 1);
    assert.match(gemini.stdout, /PROBLEM: an entry's timeout is 30: Gemini reads milliseconds/);
    assert.match(gemini.stdout, /PROBLEM: Gemini CLI does not trust .* yet/);
    assert.match(gemini.stdout, /ok: it refused a probe event in Gemini CLI's form/);
    assert.match(gemini.stdout, /PROBLEM: our "BeforeTool" entry matches "read_file", which leaves out write_file, replace, run_shell_command, so those calls \(run_shell_command: the agent's shell commands\) go unchecked/);
    mkdirSync(join(box.home, '.gemini'), { recursive: true });
    writeFileSync(join(box.home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [box.project]: 'TRUST_FOLDER' }));
    writeFileSync(join(box.project, '.gemini', 'settings.json'), JSON.stringify({ hooks: { BeforeTool: [{ matcher: 'read_file|write_file|replace|run_shell_command', hooks: [{ type: 'command', command: `${local} --agent gemini --id guarded-edit-hook`, timeout: 30000 }] }] } }));
    assert.equal((await cli(['doctor', box.project], box.installEnv, box.project)).code, 0);

    mkdirSync(join(box.project, '.github', 'hooks'), { recursive: true });
    writeFileSync(join(box.project, '.github', 'hooks', 'mine.json'), JSON.stringify({ version: 1, hooks: { preToolUse: [{ type: 'command', bash: `${local} --agent copilot --id guarded-edit-hook`, timeoutSec: 30 }] } }));
    const copilot = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(copilot.code, 1);
    assert.match(copilot.stdout, /PROBLEM: Copilot CLI does not trust/);
    assert.match(copilot.stdout, /ok: it refused a probe event in GitHub Copilot CLI's form/);
    mkdirSync(join(box.home, '.copilot'));
    writeFileSync(join(box.home, '.copilot', 'config.json'), JSON.stringify({ trustedFolders: [box.project] }));
    assert.equal((await cli(['doctor', box.project], box.installEnv, box.project)).code, 0);

    // Codex: the user's hooks.json is skipped until /hooks review writes its trusted_hash.
    assert.equal((await cli(['install', '--agent', 'codex', '--user'], box.installEnv, box.project)).code, 0);
    const codex = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(codex.code, 1);
    assert.match(codex.stdout, /PROBLEM: Codex CLI has not reviewed this hook/);
    assert.match(codex.stdout, /ok: it refused a probe event in Codex CLI's form/);
    const codexHooks = join(box.home, '.codex', 'hooks.json');
    const [group] = (JSON.parse(readFileSync(codexHooks, 'utf8')) as { hooks: { PreToolUse: { matcher?: string; hooks: { command: string; timeout?: number }[] }[] } }).hooks.PreToolUse;
    const hash = codexHookHash('PreToolUse', group.matcher, group.hooks[0], (text) => createHash('sha256').update(text).digest('hex'));
    writeFileSync(join(box.home, '.codex', 'config.toml'), `[hooks.state.${JSON.stringify(codexHookKey(codexHooks, 'PreToolUse', 0, 0))}]\ntrusted_hash = ${JSON.stringify(hash)}\n`);
    const reviewed = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(reviewed.code, 0, reviewed.stdout);
  });

  it('doctor: a hook that does not refuse is a problem', async () => {
    mkdirSync(join(box.project, '.claude'));
    const silent = join(box.state, 'silent-hook.js');
    writeFileSync(silent, '');
    const command = `node ${JSON.stringify(silent)} --agent claude --id guarded-edit-hook`;
    writeFileSync(join(box.project, '.claude', 'settings.local.json'), JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Read', hooks: [{ type: 'command', command }] }] } }));
    const ran = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(ran.code, 1);
    assert.match(ran.stdout, /PROBLEM: it did not refuse a read outside the project in Claude Code's form/);
  });

  it('doctor: never runs a command a repository names beside our marker, only the commands the installer writes', async () => {
    mkdirSync(join(box.project, '.cursor'));
    const mark = join(box.state, 'ran-by-doctor');
    writeFileSync(join(box.project, '.cursor', 'hooks.json'), JSON.stringify({ version: 1, hooks: { preToolUse: [{ command: `touch ${JSON.stringify(mark)} # guarded-edit-hook` }] } }));
    const ran = await cli(['doctor', box.project], box.installEnv, box.project);
    assert.equal(ran.code, 1);
    assert.match(ran.stdout, /is not a command guarded-edit install writes, so doctor does not run it/);
    assert.equal(existsSync(mark), false, 'the command was not run');
  });
});
