// A shell call watched, in every agent's dialect: the hook takes the folder's state at the
// before-event and records what the call changed at the after-event as ONE entry (client the
// agent, tool its shell tool, the command), undone like any entry with a later hand change kept; a
// write to .git/config or to a workflow is put back at once, recorded as "put_back" and told in
// the agent's after-event form; the user's .git index, HEAD and refs keep every byte.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER, HOOK_PARTS } from '../../src/node/hookFiles';
import { WATCH_TIME_MS } from '../../src/hook/shellScanBegun';
import { REPO, runHook, sandboxPerTest } from './hookRunner';
import { gitOwnState, SHELL_DIALECTS, type ShellDialect } from './shellDialects';

const CLI = join(REPO, 'dist', 'cli.js');

interface Item { id: string; client: string; tool: string; command?: string; put_back_of?: string | null; undoes?: string; files: { path: string; action: string; mode: string | null; not_kept?: true }[] }

describe('the hook watches every agent\'s shell calls: one entry, undone; protected and confirm-list files put back and told', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'app.ts': 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n', '.github/workflows/ci.yml': 'on: push\n', 'docs/readme.md': 'hello\n' });

  beforeEach(() => {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: box.project, stdio: 'pipe' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'start');
    git('pack-refs', '--all');
  });

  const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env: box.env, encoding: 'utf8' });
  const history = (): Item[] => {
    const run = cli('history', box.project, '--json');
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout) as Item[];
  };
  const hook = (d: ShellDialect, event: unknown, args: string[] = []) => runHook(event, box.env, ['--agent', d.agent, ...args]);
  const root = () => box.project;

  for (const d of SHELL_DIALECTS) {
    describe(d.label, () => {
      it('an allowed write is ONE entry (client, tool, command, each file\'s action and mode), undone with a later hand change kept', async () => {
        const command = "sed -i 's/b = 2/b = 20/' app.ts && printf 'new\\n' > notes.txt && chmod +x docs/readme.md";
        const before = await hook(d, d.before(root(), command));
        assert.equal(before.exitCode, 0, before.stdout + before.stderr);
        assert.equal(before.stdout, d.allowed);
        // What the shell call does.
        writeFileSync(join(box.project, 'app.ts'), 'const a = 1;\nconst b = 20;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n');
        writeFileSync(join(box.project, 'notes.txt'), 'new\n');
        chmodSync(join(box.project, 'docs', 'readme.md'), 0o755);
        const after = await hook(d, d.after(root(), command));
        assert.equal(after.exitCode, 0, after.stdout + after.stderr);
        const entries = history();
        assert.equal(entries.length, 1, JSON.stringify(entries));
        const [entry] = entries;
        assert.deepEqual([entry.client, entry.tool, entry.command], [d.agent, d.tool, d.recorded(command)]);
        assert.deepEqual(entry.files.map((f) => [f.path, f.action, f.mode]).sort(), [['app.ts', 'update', '0644'], ['docs/readme.md', 'update', '0755'], ['notes.txt', 'add', '0644']]);

        // The person's own change on another line, then the undo.
        writeFileSync(join(box.project, 'app.ts'), 'const a = 1;\nconst b = 20;\nconst c = 3;\nconst d = 4;\nconst e = 50;\n');
        const undo = cli('undo', '--folder', box.project, entry.id);
        assert.equal(undo.status, 0, undo.stderr);
        assert.equal(readFileSync(join(box.project, 'app.ts'), 'utf8'), 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 50;\n');
        assert.throws(() => readFileSync(join(box.project, 'notes.txt')));
      });

      it('an opaque write to .git/config and to a workflow is put back at once, recorded as put_back, and told; .git\'s index, HEAD and refs keep every byte', async () => {
        const command = 'python3 ./tools/setup.py';
        const gitBefore = gitOwnState(box.project);
        const config = readFileSync(join(box.project, '.git', 'config'), 'utf8');
        await hook(d, d.before(root(), command));
        writeFileSync(join(box.project, '.git', 'config'), `${config}[core]\n\thooksPath = /tmp/evil\n`);
        writeFileSync(join(box.project, '.github', 'workflows', 'ci.yml'), 'on: push\njobs: { evil: {} }\n');
        writeFileSync(join(box.project, 'app.ts'), 'const a = 1;\n');
        const after = await hook(d, d.after(root(), command));
        const reason = d.told(after);
        assert.match(reason, /\.git\/config/);
        assert.match(reason, /\.github\/workflows\/ci\.yml/);
        assert.equal(readFileSync(join(box.project, '.git', 'config'), 'utf8'), config);
        assert.equal(readFileSync(join(box.project, '.github', 'workflows', 'ci.yml'), 'utf8'), 'on: push\n');
        const [putBack, call] = history();
        assert.equal(putBack.tool, 'put_back');
        assert.equal(putBack.put_back_of, call.id);
        assert.deepEqual(putBack.files.map((f) => f.path).sort(), ['.git/config', '.github/workflows/ci.yml']);
        // The call's entry lists only what stays changed.
        assert.deepEqual(call.files.map((f) => f.path), ['app.ts']);
        assert.deepEqual(gitOwnState(box.project), gitBefore);
      });
    });
  }

  describe('a command the parser proves read-only', () => {
    it('is not watched: no state is taken, so a file changed meanwhile by someone else is in no entry', async () => {
      const claude = SHELL_DIALECTS[0];
      const command = 'ls -la && cat app.ts | grep const && git status --short';
      const before = await hook(claude, claude.before(root(), command));
      assert.deepEqual([before.exitCode, before.stdout], [0, '']);
      writeFileSync(join(box.project, 'other.txt'), 'written by the person\n');
      const after = await hook(claude, claude.after(root(), command));
      assert.deepEqual([after.exitCode, after.stdout], [0, '']);
      assert.deepEqual(history(), []);
      // The same change beside a command that may write is recorded.
      await hook(claude, claude.before(root(), 'make'));
      writeFileSync(join(box.project, 'other.txt'), 'written by make\n');
      await hook(claude, claude.after(root(), 'make'));
      assert.deepEqual(history().map((e) => e.command), ['make']);
    });
  });

  describe('a call refused or proved read-only in a watched folder', () => {
    it('leaves nothing when the call is refused or proved read-only, and the next call sees only its own change', async () => {
      const claude = SHELL_DIALECTS[0];
      // The first watched call builds the shadow.
      await hook(claude, claude.before(root(), 'make'));
      await hook(claude, claude.after(root(), 'make'));
      const [shadow] = readdirSync(join(box.state, 'guarded-edit', 'watch')).map((name) => join(box.state, 'guarded-edit', 'watch', name));
      const refused = await hook(claude, claude.before(root(), 'echo x > ../outside.txt'));
      assert.equal(refused.exitCode, 2, refused.stdout + refused.stderr);
      const readOnly = await hook(claude, claude.before(root(), 'ls -la'));
      assert.deepEqual([readOnly.exitCode, readOnly.stdout], [0, '']);
      // No state kept, no lock left, no pending record.
      assert.deepEqual(readdirSync(join(shadow, 'before')), []);
      assert.deepEqual(readdirSync(shadow).filter((name) => name.includes('lock')), []);
      assert.deepEqual(readdirSync(join(shadow, 'git')).filter((name) => name.includes('lock')), []);
      assert.deepEqual(readdirSync(join(box.state, 'guarded-edit', 'hook', 'watch')), []);
      // A change by someone else meanwhile belongs to no call; the next call's own change is its entry.
      writeFileSync(join(box.project, 'other.txt'), 'written by the person\n');
      await hook(claude, claude.before(root(), 'make'));
      writeFileSync(join(box.project, 'built.txt'), 'written by make\n');
      await hook(claude, claude.after(root(), 'make'));
      const entries = history();
      assert.deepEqual(entries.map((e) => e.files.map((f) => f.path)), [['built.txt']]);
    });
  });

  describe('an after-event whose scan is begun before the shell part loads', () => {
    it('stops that scan and gives the folder back when the part cannot be loaded: no lock left, and the next call is recorded', async () => {
      const claude = SHELL_DIALECTS[0];
      // A copy of the hook whose shell part goes missing between the call's two events.
      const copy = join(box.home, 'hook-copy');
      mkdirSync(copy);
      for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(copy, name));
      const copied = (event: unknown) => runHook(event, box.env, ['--agent', 'claude'], 30_000, join(copy, HOOK_LAUNCHER));
      assert.equal((await copied(claude.before(root(), 'make'))).exitCode, 0);
      rmSync(join(copy, HOOK_PARTS.shell));
      writeFileSync(join(box.project, 'built.txt'), 'written by make\n');
      const failed = await copied(claude.after(root(), 'make'));
      assert.equal(failed.exitCode, 1, failed.stdout + failed.stderr);
      assert.match(failed.stderr, /hook-shell\.js could not be loaded/);
      // Its git was stopped and the watch lock given back before the hook ended.
      const [shadow] = readdirSync(join(box.state, 'guarded-edit', 'watch')).map((name) => join(box.state, 'guarded-edit', 'watch', name));
      assert.deepEqual(readdirSync(shadow).filter((name) => name.includes('lock')), []);
      assert.deepEqual(readdirSync(join(shadow, 'git')).filter((name) => name.includes('lock')), []);
      // The whole hook again: the next call is watched and recorded.
      await hook(claude, claude.before(root(), 'make'));
      writeFileSync(join(box.project, 'again.txt'), 'written by make again\n');
      await hook(claude, claude.after(root(), 'make'));
      assert.deepEqual(history().map((e) => e.files.map((f) => f.path)), [['again.txt']]);
    });
  });

  describe('git started for a scan', () => {
    it('without loading node:child_process: a watched call\'s two events start git through the binding it uses (about 6 ms an event)', async () => {
      const claude = SHELL_DIALECTS[0];
      // The first call builds the shadow (its count of files runs git synchronously); the second is the one of every day.
      await hook(claude, claude.before(root(), 'make'));
      await hook(claude, claude.after(root(), 'make'));
      const loaded = join(box.home, 'modules.json');
      const probe = join(box.home, 'probe.cjs');
      writeFileSync(probe, `process.on('exit', () => require('node:fs').appendFileSync(${JSON.stringify(loaded)}, JSON.stringify(process.moduleLoadList) + '\\n'));\n`);
      const env = { ...box.env, NODE_OPTIONS: `--require ${probe}` };
      assert.equal((await runHook(claude.before(root(), 'make'), env, ['--agent', 'claude'])).exitCode, 0);
      writeFileSync(join(box.project, 'built.txt'), 'written by make\n');
      assert.equal((await runHook(claude.after(root(), 'make'), env, ['--agent', 'claude'])).exitCode, 0);
      const events = readFileSync(loaded, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as string[]);
      assert.equal(events.length, 2);
      for (const modules of events) assert.deepEqual(modules.filter((name) => /child_process|^NativeModule net$/.test(name)), []);
      assert.deepEqual(history().map((e) => e.files.map((f) => f.path)), [['built.txt']]);
    });
  });

  describe('bad input (the rest, in every agent: shellBadInput.spec.ts)', () => {
    const claude = SHELL_DIALECTS[0];
    (process.platform === 'win32' ? it.skip : it)(`a first snapshot still running ${WATCH_TIME_MS / 1000} s after the hook's start leaves the call allowed and unwatched, well within the hook's 10 s (whose bound would deny it)`, async () => {
      // A git whose "add" never ends (a folder too slow to read): the rest is the real git.
      const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
      const bin = join(box.home, 'slow-git');
      mkdirSync(bin, { recursive: true });
      writeFileSync(join(bin, 'git'), `#!/bin/sh\nfor a in "$@"; do [ "$a" = add ] && exec sleep 60; done\nexec ${JSON.stringify(real)} "$@"\n`);
      chmodSync(join(bin, 'git'), 0o755);
      const env = { ...box.env, PATH: `${bin}:${box.env.PATH ?? ''}` };
      const before = await runHook(claude.before(root(), 'make'), env, ['--agent', 'claude']);
      assert.equal(before.exitCode, 0, before.stdout + before.stderr);
      assert.doesNotMatch(before.stdout, /deny/);
      writeFileSync(join(box.project, 'built.txt'), 'written by make\n');
      assert.equal((await runHook(claude.after(root(), 'make'), env, ['--agent', 'claude'])).exitCode, 0);
      assert.deepEqual(history(), [], 'an unwatched call records nothing');
    });

    it('a file over the size limit is listed as changed and not kept; its undo refuses', async () => {
      await hook(claude, claude.before(root(), 'make'), ['--max-file-size-mb', '1']);
      writeFileSync(join(box.project, 'big.bin'), Buffer.alloc(2 * 1024 * 1024, 7));
      await hook(claude, claude.after(root(), 'make'), ['--max-file-size-mb', '1']);
      const [entry] = history();
      assert.deepEqual(entry.files.map((f) => [f.path, f.action, f.not_kept]), [['big.bin', 'add', true]]);
      const undo = cli('undo', '--folder', box.project, entry.id);
      assert.equal(undo.status, 1);
      assert.match(undo.stderr, /big\.bin cannot be taken back: it was larger than the size limit/);
    });
  });
});
