// `install --agent claude` writes .claude/settings.local.json, which names a path of this machine:
// in a git repository it makes git ignore it without touching a file the team commits (a line in
// the clone's .git/info/exclude, unless git ignores it already), and says so.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, sandboxPerTest } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

describe('install --agent claude keeps .claude/settings.local.json out of commits', function () {
  this.timeout(120_000);
  const box = sandboxPerTest();

  const install = (project: string): Promise<string> => new Promise((done, fail) => {
    execFile(process.execPath, [CLI, 'install', '--agent', 'claude', project], { env: box.installEnv, cwd: project, timeout: 60_000 }, (error, stdout, stderr) => (error ? fail(new Error(stdout + stderr)) : done(stdout)));
  });
  const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, env: box.installEnv, encoding: 'utf8' });
  const untracked = (cwd: string): string[] => git(cwd, 'status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean).map((l) => l.slice(3));

  it('in a repository: a line in .git/info/exclude (the .gitignore untouched), said in the output; again, nothing more', async () => {
    git(box.project, 'init', '-q');
    writeFileSync(join(box.project, '.gitignore'), 'node_modules/\n');
    const first = await install(box.project);
    assert.match(first, /^Git now ignores \.claude\/settings\.local\.json: added \/\.claude\/settings\.local\.json to .*\.git\/info\/exclude \(this clone's own list, never committed; \.gitignore is left as it is\)\.$/m);
    assert.match(readFileSync(join(box.project, '.git', 'info', 'exclude'), 'utf8'), /\n\/\.claude\/settings\.local\.json\n$/);
    assert.equal(readFileSync(join(box.project, '.gitignore'), 'utf8'), 'node_modules/\n');
    assert.deepEqual(untracked(box.project), ['.gitignore']);
    const second = await install(box.project);
    assert.match(second, /^Git already ignores \.claude\/settings\.local\.json, which stays out of commits\.$/m);
    assert.equal(readFileSync(join(box.project, '.git', 'info', 'exclude'), 'utf8').match(/settings\.local\.json/g)?.length, 1);
  });

  it('a project in a sub-folder of the repository gets its own path; one the team already ignores is left as it is', async () => {
    git(box.project, 'init', '-q');
    const app = join(box.project, 'packages', 'app');
    mkdirSync(app, { recursive: true });
    const out = await install(app);
    assert.match(out, /added \/packages\/app\/\.claude\/settings\.local\.json to /);
    assert.deepEqual(untracked(box.project), []);

    const other = join(box.project, 'packages', 'other');
    mkdirSync(other);
    writeFileSync(join(box.project, '.gitignore'), '**/.claude/settings.local.json\n');
    const before = readFileSync(join(box.project, '.git', 'info', 'exclude'), 'utf8');
    assert.match(await install(other), /^Git already ignores \.claude\/settings\.local\.json/m);
    assert.equal(readFileSync(join(box.project, '.git', 'info', 'exclude'), 'utf8'), before);
  });

  it('outside a repository: nothing about git', async () => {
    const out = await install(box.project);
    assert.doesNotMatch(out, /[Gg]it/);
  });
});
