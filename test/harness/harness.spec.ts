// Tests of the in-host harness itself (slow: each case starts a real VS Code). Run with
// `npm run test:harness`. They prove that failures are seen (exit 1), that a run without tests
// fails, that a hung run ends with exit 2 within its bound, that a signal cleans up, and that
// nothing of a run is left behind.
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from '../../scripts/host/paths';
import { processesWithEnv } from '../../scripts/host/processes';
import { ENV } from '../../scripts/host/protocol';

const SUITES = path.join(REPO_ROOT, 'test', 'harness', 'suites');
const RESULTS = path.join(REPO_ROOT, 'test-results', 'harness');

interface Run {
  code: number | null;
  output: string;
  lastLine: string;
  seconds: number;
}

/** Runs `npm run test:host -- ...args` (the same command line, without npm) and collects its output. */
function harness(name: string, args: string[], options: { signalWhen?: RegExp } = {}): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/host/run.ts', '--results', path.join(RESULTS, name), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, INIT_CWD: REPO_ROOT },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let signalled = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.signalWhen && !signalled && options.signalWhen.test(output)) {
        signalled = true;
        child.kill('SIGINT');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = output.trimEnd().split('\n');
      resolve({ code, output, lastLine: lines[lines.length - 1] ?? '', seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Nothing of the run is left: no process carries its run id, its temp folder is gone. */
function assertCleanedUp(run: Run): void {
  const id = /run ([0-9a-f]{12}), folder (\S+)/.exec(run.output);
  assert.ok(id, `the harness names its run:\n${run.output}`);
  assert.deepEqual(processesWithEnv(ENV.runId, id[1]), [], 'no process of the run is left');
  assert.equal(fs.existsSync(id[2]), false, `the run folder ${id[2]} is removed`);
}

function explain(run: Run): string {
  return `exit ${run.code} after ${run.seconds} s; output:\n${run.output}`;
}

describe('the in-host harness', () => {
  before(async () => {
    // Make sure the pinned code-server is installed before the timed cases.
    const run = await harness('install', ['--install-only']);
    assert.equal(run.code, 0, explain(run));
  });

  it('runs a suite file given with --suite and fails (exit 1) when a test fails', async () => {
    const run = await harness('failing', ['--suite', path.join(SUITES, 'failing.js')]);
    assert.equal(run.code, 1, explain(run));
    assert.equal(run.lastLine, '1 passed, 1 failed', explain(run));
    assert.match(run.output, /pass {2}deliberately failing suite passes/);
    assert.match(run.output, /FAIL {2}deliberately failing suite fails/);
    assert.match(run.output, /this failure is expected by the harness test/);
    assertCleanedUp(run);
  });

  it('fails (exit 1) when a suite runs no test', async () => {
    const run = await harness('empty', ['--suite', path.join(SUITES, 'empty.js')]);
    assert.equal(run.code, 1, explain(run));
    assert.equal(run.lastLine, '0 passed, 0 failed', explain(run));
    assert.match(run.output, /no test ran/);
    assertCleanedUp(run);
  });

  it('fails (exit 1) when a suite file does not load', async () => {
    const run = await harness('broken', ['--suite', path.join(SUITES, 'broken.js')]);
    assert.equal(run.code, 1, explain(run));
    assert.equal(run.lastLine, '0 passed, 1 failed', explain(run));
    assert.match(run.output, /this suite file is broken on purpose/);
    assertCleanedUp(run);
  });

  it('opens a multi-root workspace with --workspace-file (a path relative to the repository root), on a fresh copy', async () => {
    // A workspace file in a folder of its own, with folders beside it and further down.
    const tree = path.join(RESULTS, 'workspace-file-tree');
    fs.rmSync(tree, { recursive: true, force: true });
    for (const dir of ['home', 'left', 'deep/right']) fs.mkdirSync(path.join(tree, dir), { recursive: true });
    fs.writeFileSync(path.join(tree, 'deep', 'right', 'r.txt'), 'right\n');
    fs.writeFileSync(
      path.join(tree, 'home', 'probe.code-workspace'),
      '// a comment, as VS Code allows\n{ "folders": [ { "path": "." }, { "path": "../left" }, { "path": "../deep/right", "name": "named" }, ] }\n',
    );
    const relative = path.relative(REPO_ROOT, path.join(tree, 'home', 'probe.code-workspace'));
    const run = await harness('workspace-file', ['--suite', path.join(SUITES, 'workspaceFile.js'), '--workspace-file', relative]);
    assert.equal(run.code, 0, explain(run));
    assert.equal(run.lastLine, '2 passed, 0 failed', explain(run));
    assert.equal(fs.existsSync(path.join(tree, 'left', 'written-by-the-suite.txt')), false, 'the original tree is untouched');
    assertCleanedUp(run);
  });

  it('gives suites the workspace, the outside folder, --setting values and screenshots', async () => {
    const copyTo = path.join(RESULTS, 'features-copy');
    fs.rmSync(copyTo, { recursive: true, force: true });
    const run = await harness('features', [
      '--suite', path.join(SUITES, 'features.js'),
      '--setting', 'harnessProbe.value={"answer":42}',
      '--setting', 'harnessProbe.text=plain words',
      '--screenshots-to', copyTo,
    ]);
    assert.equal(run.code, 0, explain(run));
    assert.equal(run.lastLine, '3 passed, 0 failed', explain(run));
    assert.ok(fs.existsSync(path.join(RESULTS, 'features', 'screenshots', 'harness-probe.png')));
    assert.ok(fs.existsSync(path.join(copyTo, 'harness-probe.png')));
    assertCleanedUp(run);
  });

  it('with --dialogs, a suite answers the workbench\'s modal dialogs through the browser', async () => {
    const run = await harness('dialogs', ['--dialogs', '--suite', path.join(SUITES, 'dialogs.js')]);
    assert.equal(run.code, 0, explain(run));
    assert.equal(run.lastLine, '2 passed, 0 failed', explain(run));
    assert.match(run.output, /dialog: pressed "No" \(buttons: .*Yes/);
    assertCleanedUp(run);
  });

  it('ends a hung run with exit 2 and the reason, within its --timeout', async () => {
    const run = await harness('hanging', ['--suite', path.join(SUITES, 'hanging.js'), '--timeout', '45']);
    assert.equal(run.code, 2, explain(run));
    assert.match(run.output, /harness failed: phase "tests" hung/);
    assert.match(run.output, /last \d+ lines of .*code-server\.log/);
    assert.ok(run.seconds < 45 + 30, `ended in ${run.seconds} s`);
    assertCleanedUp(run);
  });

  it('cleans up when interrupted (SIGINT) and exits 2', async () => {
    const run = await harness('interrupted', ['--suite', path.join(SUITES, 'hanging.js')], { signalWhen: /running 1 suite file/ });
    assert.equal(run.code, 2, explain(run));
    assert.match(run.output, /interrupted by SIGINT/);
    assertCleanedUp(run);
  });
});
