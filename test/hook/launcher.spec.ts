// The command a project's committed hook entry runs (a `node -e` launcher of the hook installed in
// the person's data folder), run as the agents run it: through a shell, with the event on stdin.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENTS, answerFor, DIALECTS, launcherCommand, missingHookReason, refusedAsItShould, type AgentName } from '../../src/core/agentHook';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER, HOOK_PARTS } from '../../src/node/hookFiles';
import { REPO } from './hookRunner';
import { decisionOf, SHELL_DIALECTS } from './shellDialects';

const command = (agent: AgentName): string => launcherCommand(agent, answerFor(agent, 'before', '', { kind: 'deny', reason: missingHookReason(agent) }));

function runThroughShell(agent: AgentName, env: NodeJS.ProcessEnv, cwd: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync('/bin/sh', ['-c', command(agent)], { cwd, env, input: JSON.stringify(DIALECTS[agent].probe.event(cwd)), encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The hook installed in a home folder of its own under `base` (named by `label`), without its file `part`: the environment that runs it. */
function installedWithout(base: string, label: string, part: string): NodeJS.ProcessEnv {
  const home = join(base, `home-${label}`);
  const folder = join(home, '.local', 'share', 'guarded-edit');
  mkdirSync(folder, { recursive: true });
  for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(folder, name));
  rmSync(join(folder, part));
  return { PATH: process.env.PATH, HOME: home, XDG_STATE_HOME: join(base, `state-${label}`), XDG_CACHE_HOME: join(base, `cache-${label}`) };
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
    for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(folder, name));
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

  it('runs the installed hook under a home folder whose package.json says "type": "module" (the hook\'s own package scope beside it)', () => {
    const home = join(base, 'home-esm');
    const folder = join(home, '.local', 'share', 'guarded-edit');
    mkdirSync(folder, { recursive: true });
    // A person who ran `npm init` in their home folder and chose ES modules: Node reads the nearest
    // package.json above a .js file to learn its module type.
    writeFileSync(join(home, 'package.json'), '{"type":"module"}\n');
    for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(folder, name));
    const env = { PATH: process.env.PATH, HOME: home, XDG_STATE_HOME: join(base, 'state-esm'), XDG_CACHE_HOME: join(base, 'cache-esm') };
    for (const agent of AGENTS) {
      const run = runThroughShell(agent, env, project);
      assert.ok(refusedAsItShould(agent, run.status, run.stdout), `${agent}: exit ${String(run.status)} ${run.stdout} ${run.stderr}`);
    }
    // The launcher started directly (the plugin's and a test's way) as well.
    const direct = spawnSync(process.execPath, [join(folder, HOOK_LAUNCHER), '--agent', 'claude'], { cwd: project, env, input: JSON.stringify(DIALECTS.claude.probe.event(project)), encoding: 'utf8', timeout: 60_000 });
    assert.ok(refusedAsItShould('claude', direct.status, direct.stdout), `exit ${String(direct.status)} ${direct.stdout} ${direct.stderr}`);
  });

  it('denies with exit 2 and the install command when a part of the installed hook is missing or of another build, never lets the call through', () => {
    const home = join(base, 'home-parts');
    const folder = join(home, '.local', 'share', 'guarded-edit');
    mkdirSync(folder, { recursive: true });
    for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(folder, name));
    const env = { PATH: process.env.PATH, HOME: home, XDG_STATE_HOME: join(base, 'state-parts'), XDG_CACHE_HOME: join(base, 'cache-parts') };
    const shellPart = join(folder, HOOK_PARTS.shell);
    const whole = readFileSync(shellPart, 'utf8');
    const broken: [string, () => void, RegExp][] = [
      ['missing', () => rmSync(shellPart), /hook-shell\.js could not be loaded .*ENOENT/],
      ['of another build', () => writeFileSync(shellPart, whole.replace(/guarded-edit-build [0-9a-f]{16}/, 'guarded-edit-build 0123456789abcdef')), /hook-shell\.js could not be loaded .*build 0123456789abcdef/],
      ['not a program', () => writeFileSync(shellPart, 'this is not JavaScript\n//# guarded-edit-build 0123456789abcdef\n'), /hook-shell\.js could not be loaded/],
    ];
    for (const [how, breakIt, problem] of broken) {
      breakIt();
      for (const dialect of SHELL_DIALECTS) {
        const run = spawnSync('/bin/sh', ['-c', command(dialect.agent)], { cwd: project, env, input: JSON.stringify(dialect.before(project, 'echo hi > out.txt')), encoding: 'utf8', timeout: 60_000 });
        const decision = decisionOf({ exitCode: run.status ?? -1, stdout: run.stdout, stderr: run.stderr });
        assert.equal(run.status, dialect.denyExit, `${dialect.label}, part ${how}: exit ${String(run.status)} ${run.stdout} ${run.stderr}`);
        assert.equal(decision.kind, 'deny', `${dialect.label}, part ${how}`);
        assert.match(decision.reason, new RegExp(`npx -y guarded-edit install --agent ${dialect.agent}`), `${dialect.label}, part ${how}`);
        assert.match(decision.reason, problem, `${dialect.label}, part ${how}`);
      }
    }
    // A file tool's event needs no part: still checked (and refused as it should).
    assert.ok(refusedAsItShould('claude', runThroughShell('claude', env, project).status, runThroughShell('claude', env, project).stdout));
    // The notebook checks' part missing: an edit of a notebook is refused the same way.
    rmSync(join(folder, HOOK_PARTS.notebook));
    writeFileSync(join(project, 'book.ipynb'), JSON.stringify({ cells: [{ cell_type: 'code', id: 'a', metadata: {}, source: ['x = 1\n'], outputs: [], execution_count: null }], metadata: {}, nbformat: 4, nbformat_minor: 5 }));
    const notebookEdit = { session_id: 'parts', cwd: project, hook_event_name: 'PreToolUse', tool_name: 'NotebookEdit', tool_input: { notebook_path: join(project, 'book.ipynb'), cell_id: 'a', new_source: 'x = 2\n' } };
    const run = spawnSync('/bin/sh', ['-c', command('claude')], { cwd: project, env, input: JSON.stringify(notebookEdit), encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 2, `${run.stdout} ${run.stderr}`);
    assert.match(run.stdout, /"permissionDecision":"deny"/);
    assert.match(run.stdout, /hook-notebook\.js could not be loaded .*npx -y guarded-edit install --agent claude|npx -y guarded-edit install --agent claude.*hook-notebook\.js could not be loaded/);
  });

  it('needs the libraries part for no file tool\'s edit, and refuses a shell call that may write without it, naming the install', () => {
    const env = installedWithout(base, 'libraries', HOOK_PARTS.libraries);
    const before = (tool: string, input: unknown): string => JSON.stringify({ session_id: 'libraries', cwd: project, hook_event_name: 'PreToolUse', tool_name: tool, tool_input: input });
    // A new file written whole: checked and let through, the part never loaded (its program holds what a file tool's event runs).
    const write = spawnSync('/bin/sh', ['-c', command('claude')], { cwd: project, env, input: before('Write', { file_path: join(project, 'libraries-new.txt'), content: 'x\n' }), encoding: 'utf8', timeout: 60_000 });
    assert.equal(write.status, 0, `${write.stdout} ${write.stderr}`);
    assert.equal(write.stdout, '');
    // A shell call that may write hashes what it watches (the part's hashes): refused with exit 2 and the install, never let through.
    const shell = spawnSync('/bin/sh', ['-c', command('claude')], { cwd: project, env, input: before('Bash', { command: 'echo hi > libraries-out.txt' }), encoding: 'utf8', timeout: 60_000 });
    assert.equal(shell.status, 2, `${shell.stdout} ${shell.stderr}`);
    assert.match(shell.stdout, /"permissionDecision":"deny"/);
    assert.match(shell.stdout, /npx -y guarded-edit install --agent claude/);
    assert.match(shell.stdout, /hook-libraries\.js could not be loaded/);
  });

  it('says an after-event was not recorded in the history (never that the call is refused) when the history part is missing, with exit 1 and the install command', () => {
    const env = installedWithout(base, 'history', HOOK_PARTS.history);
    const file = join(project, 'notes.txt');
    writeFileSync(file, 'one\n');
    const event = (tool: string, input: unknown): string => JSON.stringify({ session_id: 'history', cwd: project, hook_event_name: 'PostToolUse', tool_name: tool, tool_input: input, tool_response: { success: true } });
    for (const input of [event('Read', { file_path: file }), event('Edit', { file_path: file, old_string: 'one', new_string: 'two' })]) {
      const run = spawnSync('/bin/sh', ['-c', command('claude')], { cwd: project, env, input, encoding: 'utf8', timeout: 60_000 });
      assert.equal(run.status, 1, `${run.stdout} ${run.stderr}`);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /not recorded in the history/);
      assert.match(run.stderr, /npx -y guarded-edit install --agent claude/);
      assert.match(run.stderr, /hook-history\.js could not be loaded/);
      assert.doesNotMatch(run.stderr, /refused rather than|call is refused/);
    }
  });
});
