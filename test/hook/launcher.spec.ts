// The command a project's committed hook entry runs (a `node -e` launcher of the hook installed in
// the person's data folder), run as the agents run it: through a shell, with the event on stdin.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AGENTS, answerFor, DIALECTS, launcherCommand, missingHookReason, refusedAsItShould, type AgentName } from '../../src/core/agentHook';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';
import { REPO } from './hookRunner';

const command = (agent: AgentName): string => launcherCommand(agent, answerFor(agent, 'before', '', { kind: 'deny', reason: missingHookReason(agent) }));

function runThroughShell(agent: AgentName, env: NodeJS.ProcessEnv, cwd: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync('/bin/sh', ['-c', command(agent)], { cwd, env, input: JSON.stringify(DIALECTS[agent].probe.event(cwd)), encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the committed launcher (node -e, the hook from the data folder)', () => {
  let base: string;
  let project: string;
  before(() => {
    execFileSync(process.execPath, ['esbuild.mjs'], { cwd: REPO, stdio: 'pipe' });
    base = makeTempDir('guarded-launcher-');
    project = join(base, 'project');
    mkdirSync(project);
  });
  after(() => removeTempDir(base));

  it('holds no character a shell or cmd.exe would expand, and no path of a machine', () => {
    for (const agent of AGENTS) {
      const text = command(agent);
      assert.match(text, /^node -e "[^"]+"$/);
      assert.doesNotMatch(text.slice('node -e "'.length, -1), /["$`%!\n]|\\(?!x[0-9a-f]{2})/, agent);
      assert.doesNotMatch(text, /\/home\/|\/tmp\/|\/root\/|[A-Z]:\\/, agent);
    }
  });

  it('denies every event in the agent\'s form with the command that installs the hook, when the data folder has none', () => {
    const env = { PATH: process.env.PATH, HOME: join(base, 'nobody') };
    for (const agent of AGENTS) {
      const run = runThroughShell(agent, env, project);
      assert.equal(run.status, agent === 'cline' ? 0 : 2, `${agent}: ${run.stderr}`);
      const expected = answerFor(agent, 'before', '', { kind: 'deny', reason: missingHookReason(agent) });
      assert.equal(run.stdout, expected.stdout, agent);
      assert.match(run.stdout, new RegExp(`npx -y guarded-edit install --agent ${agent}`), agent);
      assert.doesNotMatch(run.stdout, /"allow"|"permission":"allow"/);
    }
  });

  it('runs the installed hook in the same process ($XDG_DATA_HOME/guarded-edit, else ~/.local/share/guarded-edit)', () => {
    const home = join(base, 'home');
    const folder = join(home, '.local', 'share', 'guarded-edit');
    mkdirSync(folder, { recursive: true });
    for (const name of ['hook.js', 'hook-main.js']) copyFileSync(join(REPO, 'dist', name), join(folder, name));
    const env = { PATH: process.env.PATH, HOME: home, XDG_STATE_HOME: join(base, 'state'), XDG_CACHE_HOME: join(base, 'cache') };
    for (const agent of AGENTS) {
      const run = runThroughShell(agent, env, project);
      assert.ok(refusedAsItShould(agent, run.status, run.stdout), `${agent}: exit ${String(run.status)} ${run.stdout} ${run.stderr}`);
    }
    // A relative XDG_DATA_HOME is ignored, as the XDG specification says; an absolute one is used.
    assert.ok(refusedAsItShould('claude', runThroughShell('claude', { ...env, XDG_DATA_HOME: 'relative' }, project).status, runThroughShell('claude', { ...env, XDG_DATA_HOME: 'relative' }, project).stdout));
    const elsewhere = runThroughShell('claude', { ...env, XDG_DATA_HOME: join(base, 'empty-data') }, project);
    assert.equal(elsewhere.status, 2);
    assert.match(elsewhere.stdout, /not installed on this machine/);
  });
});
