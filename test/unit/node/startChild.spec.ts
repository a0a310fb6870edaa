import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, startWithBinding, startWithChildProcess, type StartedChild, type StartOptions } from '../../../src/node/startChild';

type Start = (file: string, args: readonly string[], options: StartOptions) => StartedChild | undefined;

describe('node/startChild: a child whose output is not read, started without loading node:child_process where the binding is there', () => {
  let dir: string;
  beforeEach(() => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'start-child-')));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs `start` with stderr to a file of `dir`: the child and what it wrote there. */
  function started(start: Start, file: string, args: readonly string[], env: NodeJS.ProcessEnv = { PATH: process.env.PATH }): { child: StartedChild; stderr: () => string } {
    const errorFile = join(dir, `stderr-${Math.random()}.txt`);
    const fd = openSync(errorFile, 'w');
    try {
      const child = start(file, args, { cwd: dir, env, stderrFd: fd });
      assert.ok(child !== undefined, 'started');
      return { child, stderr: () => readFileSync(errorFile, 'utf8') };
    } finally {
      closeSync(fd);
    }
  }

  it('the binding is there on the Node this project runs on (else every event pays for node:child_process)', () => {
    const { child } = started(startWithBinding, process.execPath, ['-e', '']);
    return child.exited.then((exit) => assert.deepEqual(exit, { code: 0 }));
  });

  for (const [name, start] of [['the binding', startWithBinding], ['node:child_process', startWithChildProcess], ['startChild', startChild]] as const) {
    describe(`through ${name}`, () => {
      it('gives the exit code; the child runs in the folder and environment given, its stderr to the descriptor', async () => {
        const { child, stderr } = started(start, process.execPath, ['-e', 'process.stderr.write(process.cwd() + " " + process.env.ONLY + " " + (process.env.HOME ?? "none")); process.exit(3)'], { PATH: process.env.PATH, ONLY: 'given', SKIPPED: undefined });
        assert.deepEqual(await child.exited, { code: 3 });
        assert.equal(stderr(), `${dir} given none`);
        // Once it has exited, no signal is sent.
        assert.equal(child.kill('SIGTERM'), false);
      });

      it('a program that is not there: missing, no exit code', async () => {
        const { child } = started(start, 'no-such-program-of-guarded-edit', []);
        assert.deepEqual(await child.exited, { code: null, failed: 'missing' });
        assert.equal(child.kill('SIGKILL'), false);
      });

      it('a child stopped by a signal: no exit code', async () => {
        const { child } = started(start, process.execPath, ['-e', 'setTimeout(() => undefined, 60000)']);
        assert.equal(child.kill('SIGTERM'), true);
        assert.deepEqual(await child.exited, { code: null });
      });
    });
  }

  it('node:child_process where Node was asked to warn of the binding (--pending-deprecation): the hook writes no warning of its own making', () => {
    const saved = process.env.NODE_OPTIONS;
    process.env.NODE_OPTIONS = `${saved ?? ''} --pending-deprecation`;
    try {
      assert.equal(startWithBinding(process.execPath, ['-e', ''], { cwd: dir, env: {}, stderrFd: 2 }), undefined);
    } finally {
      if (saved === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = saved;
    }
  });
});
