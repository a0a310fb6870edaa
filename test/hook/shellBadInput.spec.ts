// Bad input to every agent's shell tool, through the built hook (dist/hook.js): a command of 1 MiB,
// a heredoc of 64 MiB, nesting 1,000 deep, NUL bytes, invalid UTF-8, an argv of 100,000 items (a
// command line of 100,000 words where the tool takes a string), a folder over the file limit, a
// FIFO, a socket and a symbolic-link loop in the folder, a file that grows or is rewritten while it
// is snapshotted. Each gets a clear answer within the hook's bounds (a refusal in the agent's form, or
// the call watched), never a hang or a call let through unread, and the user's .git keeps every byte.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, runHook, sandboxPerTest, type HookAnswer } from './hookRunner';
import { decisionOf, SHELL_DIALECTS, wholeGit, type ShellDialect } from './shellDialects';

const CLI = join(REPO, 'dist', 'cli.js');
const MIB = 1024 * 1024;

interface Item { client: string; tool: string; command?: string; files: { path: string; action: string }[] }

describe('bad input to every agent\'s shell tool: a clear answer within bounds, the user\'s .git untouched', function () {
  this.timeout(180_000);
  const box = sandboxPerTest({ 'app.ts': 'const a = 1;\n', 'docs/readme.md': 'hello\n', 'src/main.ts': 'main();\n' });
  let gitBefore: Map<string, string>;

  beforeEach(() => {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: box.project, stdio: 'pipe' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'start');
    gitBefore = wholeGit(box.project);
  });
  /** A case that ends, whatever it answered, with not a byte of the user's .git changed. */
  const itKeepsGit = (title: string, body: () => Promise<void>): void => {
    it(title, async () => {
      await body();
      assert.deepEqual(wholeGit(box.project), gitBefore, 'the user\'s .git keeps every byte');
    });
  };

  const hook = (d: ShellDialect, event: unknown, args: string[] = [], env: NodeJS.ProcessEnv = box.env): Promise<HookAnswer> => runHook(event, env, ['--agent', d.agent, ...args], 60_000);
  const cli = (args: string[], env: NodeJS.ProcessEnv = box.env) => spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8', timeout: 60_000 });
  const history = (): Item[] => {
    const run = cli(['history', box.project, '--json']);
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout) as Item[];
  };
  const refused = (d: ShellDialect, answer: HookAnswer, pattern: RegExp): void => {
    const { kind, reason } = decisionOf(answer);
    assert.equal(kind, 'deny', `${d.label}: ${answer.stdout.slice(0, 300)} ${answer.stderr.slice(0, 300)}`);
    assert.equal(answer.exitCode, d.denyExit);
    assert.match(reason, pattern);
  };
  /** A watched call of `command` that writes out.txt, with `during` run between its before- and after-event. */
  const watchedCall = async (d: ShellDialect, args: string[] = [], during: () => void | Promise<void> = () => undefined): Promise<void> => {
    const before = await hook(d, d.before(box.project, 'make'), args);
    assert.deepEqual([before.exitCode, before.stdout], [0, d.allowed], before.stderr);
    writeFileSync(join(box.project, 'out.txt'), 'built\n');
    await during();
    const after = await hook(d, d.after(box.project, 'make'), args);
    assert.equal(after.exitCode, 0, after.stdout + after.stderr);
  };

  for (const d of SHELL_DIALECTS) {
    describe(d.label, () => {
      itKeepsGit('a command of 1 MiB and a heredoc of 64 MiB are refused unread', async () => {
        refused(d, await hook(d, d.before(box.project, `echo ${'a'.repeat(MIB)} > x`)), /^INVALID_INPUT: .*characters long, more than the \d+ the guard reads/);
        refused(d, await hook(d, d.before(box.project, `cat <<'EOF' > big.txt\n${'x'.repeat(64 * MIB)}\nEOF`)), /^INVALID_INPUT: /);
      });

      itKeepsGit('nesting 1,000 deep (eval, subshells, substitutions) is refused', async () => {
        const deep = [`${'eval '.repeat(1000)}touch x`, `${'( '.repeat(1000)}touch ../x${' )'.repeat(1000)}`, `echo ${'$('.repeat(1000)}x${')'.repeat(1000)} > ../y`];
        for (const command of deep) refused(d, await hook(d, d.before(box.project, command)), /^INVALID_INPUT: .*nests .* deep/);
      });

      itKeepsGit('a NUL byte is refused', async () => {
        refused(d, await hook(d, d.before(box.project, 'echo a\0b > x')), /^INVALID_INPUT: .*NUL/);
      });

      itKeepsGit('invalid UTF-8 is read as the replacement characters it decodes to: a write outside is still refused', async () => {
        for (const command of ['echo __ > ../out', 'echo x > ../__']) {
          const event = Buffer.from(JSON.stringify(d.before(box.project, command)).replace('__', '\xff\xfe'), 'latin1');
          refused(d, await hook(d, event), /^OUTSIDE_WORKSPACE: /);
        }
      });

      itKeepsGit('an argv of 100,000 items (a string tool: a command line of 100,000 words) is refused', async () => {
        const words = Array.from({ length: 100_000 }, (_, i) => `a${i}`);
        refused(d, await hook(d, d.before(box.project, `touch ${words.join(' ')}`)), /^INVALID_INPUT: /);
        if (d.agent === 'codex') {
          const argv = { session_id: 's', turn_id: 't', cwd: box.project, hook_event_name: 'PreToolUse', tool_name: d.tool, tool_input: { command: ['touch', ...words] } };
          refused(d, await hook(d, argv), /^INVALID_INPUT: .*100001 words/);
        }
      });

      itKeepsGit('a folder over the file limit is not watched: the call passes, nothing is recorded, and history says why', async () => {
        await watchedCall(d, ['--watch-max-files', '2']);
        const run = cli(['history', box.project, '--json']);
        assert.deepEqual(JSON.parse(run.stdout), []);
        assert.match(run.stderr, /not watched: it holds more than 2 files .* \(TOO_MANY_FILES\)/);
      });

      itKeepsGit('a FIFO, a socket and a symbolic-link loop in the folder: never opened, never a hang; the call is one entry', async () => {
        execFileSync('mkfifo', [join(box.project, 'pipe')]);
        execFileSync('python3', ['-c', `import socket; socket.socket(socket.AF_UNIX).bind(${JSON.stringify(join(box.project, 'sock'))})`]);
        symlinkSync('loop', join(box.project, 'loop'));
        await watchedCall(d);
        assert.deepEqual(history().map((e) => [e.client, e.tool, e.files.map((f) => f.path)]), [[d.agent, d.tool, ['out.txt']]]);
      });

      itKeepsGit('a file that grows while the folder is snapshotted: both events answer, the call is one entry', async () => {
        // Another process appends to a log through both snapshots.
        const writer = spawn(process.execPath, ['-e', `const fs = require('fs'); setInterval(() => fs.appendFileSync(${JSON.stringify(join(box.project, 'busy.log'))}, 'x'.repeat(1024) + '\\n'), 1)`], { stdio: 'ignore' });
        try {
          await new Promise((done) => setTimeout(done, 300));
          await watchedCall(d);
        } finally {
          writer.kill('SIGKILL');
        }
        const entries = history();
        assert.equal(entries.length, 1, JSON.stringify(entries));
        assert.ok(entries[0].files.some((f) => f.path === 'out.txt'), JSON.stringify(entries[0].files));
      });

      itKeepsGit('a file rewritten without pause while it is snapshotted: both events answer; one entry, or history says the call was not watched', async () => {
        // Each rewrite cuts the file short first: git, reading it mapped, can be stopped by SIGBUS.
        const writer = spawn(process.execPath, ['-e', `const fs = require('fs'); const big = Buffer.alloc(8 << 20, 97); for (let i = 0; ; i++) { big[i % big.length] = 98; fs.writeFileSync(${JSON.stringify(join(box.project, 'busy.log'))}, big); }`], { stdio: 'ignore' });
        try {
          await new Promise((done) => setTimeout(done, 300));
          await watchedCall(d);
        } finally {
          writer.kill('SIGKILL');
        }
        const run = cli(['history', box.project, '--json']);
        const entries = JSON.parse(run.stdout) as Item[];
        if (entries.length === 0) assert.match(run.stderr, /are not watched: git was stopped by a signal, as when a file it read was cut short meanwhile, 3 times \(SNAPSHOT_FAILED\)/);
        else assert.ok(entries.length === 1 && entries[0].files.some((f) => f.path === 'out.txt'), JSON.stringify(entries));
      });
    });
  }

  describe('the shadow store after a git that was killed', () => {
    const [claude] = SHELL_DIALECTS;
    itKeepsGit('a lock left by a killed git is removed once it is older than a git run may take: the next call is watched', async () => {
      await watchedCall(claude);
      const [shadow] = execFileSync('find', [box.state, '-type', 'd', '-name', 'git', '-path', '*watch*'], { encoding: 'utf8' }).trim().split('\n');
      const lock = join(shadow, 'index.lock');
      writeFileSync(lock, '');
      const hourAgo = new Date(Date.now() - 3600_000);
      utimesSync(lock, hourAgo, hourAgo);
      await hook(claude, claude.before(box.project, 'make again'));
      writeFileSync(join(box.project, 'again.txt'), 'again\n');
      await hook(claude, claude.after(box.project, 'make again'));
      assert.deepEqual(history().map((e) => e.command), ['make again', 'make']);
    });
  });

  describe('watching off is said by doctor and history', () => {
    const [claude] = SHELL_DIALECTS;

    itKeepsGit('over the file limit', async () => {
      await watchedCall(claude, ['--watch-max-files', '2']);
      const doctor = cli(['doctor', box.project]);
      assert.match(doctor.stdout, /Shell calls:\n {2}note: shell calls in .* are not watched: it holds more than 2 files .* \(TOO_MANY_FILES, found .*\)\. Their changes are not in the history and cannot be undone; the words of each command are still judged before it runs\. List generated folders/);
      // And what a shell call would scan there now, counted (app.ts, docs/readme.md, src/main.ts, out.txt), against the default limit.
      assert.match(doctor.stdout, /\n {2}.* holds 4 files git would see, within the default limit of 100,000 \(a hook command's --watch-max-files sets another\)/);
    });

    itKeepsGit('without git', async () => {
      // A PATH that leads to no git: the hook runs from node's own path.
      const noGit = { ...box.env, PATH: join(box.home, 'no-bin') };
      const before = await hook(claude, claude.before(box.project, 'make'), [], noGit);
      assert.deepEqual([before.exitCode, before.stdout], [0, ''], before.stderr);
      const run = cli(['history', box.project]);
      assert.match(run.stderr, /shell calls in .* are not watched: git is not installed \(or not on the PATH\) \(NO_GIT\)/);
      const doctor = cli(['doctor', box.project], noGit);
      assert.match(doctor.stdout, /note: git cannot be started here \(.*\), so shell calls are not watched/);
      assert.match(doctor.stdout, /note: shell calls in .* are not watched: git is not installed .*\(NO_GIT, found .*\)\. .* Install git/);
    });
  });
});
