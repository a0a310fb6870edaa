// The in-host test runner, loaded by VS Code as `extensionTestsPath` (compiled to
// out/integration-<run>/index.js). It runs mocha (TDD interface: suite/test) inside the real
// extension host on the suite files the harness names, appends one line per test to the events
// file, and writes the results file when done. The harness reads those files; it never trusts
// the extension host's exit code.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';
import * as vscode from 'vscode';
import { ENV, type RunResults, type TestEvent, type TestRecord } from '../../scripts/host/protocol';

function suiteFiles(): string[] {
  const listed = process.env[ENV.suites];
  if (listed) return JSON.parse(listed) as string[];
  // Without the harness (e.g. launched by hand): the compiled suites next to this file.
  return fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .sort()
    .map((f) => path.join(__dirname, f));
}

function defaultResultsDir(): string {
  return process.env[ENV.resultsDir] ?? path.resolve(__dirname, '..', '..', 'test-results', 'host');
}

function errorText(err: unknown): string {
  // Node's assertion errors carry the values (and a diff) in their message.
  return err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
}

export async function run(): Promise<void> {
  const resultsDir = defaultResultsDir();
  const resultFile = process.env[ENV.resultFile] ?? path.join(resultsDir, 'results.json');
  const eventsFile = process.env[ENV.eventsFile] ?? path.join(resultsDir, 'events.jsonl');
  fs.mkdirSync(path.dirname(resultFile), { recursive: true });
  fs.mkdirSync(path.dirname(eventsFile), { recursive: true });
  const emit = (e: TestEvent) => fs.appendFileSync(eventsFile, `${JSON.stringify(e)}\n`);

  const files = suiteFiles();
  const started = new Date().toISOString();
  const tests: TestRecord[] = [];
  emit({ type: 'start', files, vscodeVersion: vscode.version, nodeVersion: process.versions.node });

  const grep = process.env[ENV.grep];
  const mocha = new Mocha({
    ui: 'tdd',
    color: false,
    reporter: 'spec',
    timeout: Number(process.env[ENV.testTimeout] ?? 60_000),
    ...(grep ? { grep: new RegExp(grep) } : {}),
  });
  for (const f of files) mocha.addFile(f);

  await new Promise<void>((resolve) => {
    let runner: Mocha.Runner;
    try {
      runner = mocha.run(() => resolve());
    } catch (err) {
      // A suite file that does not load (syntax error, throws at top level) is a failure.
      const title = `loading the suite files (${files.map((f) => path.basename(f)).join(', ')})`;
      tests.push({ title, state: 'failed', error: errorText(err) });
      emit({ type: 'fail', title, error: errorText(err) });
      resolve();
      return;
    }
    runner.on('test', (t: Mocha.Test) => emit({ type: 'begin', title: t.fullTitle() }));
    runner.on('pass', (t: Mocha.Test) => {
      tests.push({ title: t.fullTitle(), state: 'passed', file: t.file, durationMs: t.duration });
      emit({ type: 'pass', title: t.fullTitle(), file: t.file, durationMs: t.duration });
    });
    runner.on('pending', (t: Mocha.Test) => {
      tests.push({ title: t.fullTitle(), state: 'pending', file: t.file });
      emit({ type: 'pending', title: t.fullTitle(), file: t.file });
    });
    // Also hooks ("before all" hook for ...) that fail.
    runner.on('fail', (t: Mocha.Runnable, err: unknown) => {
      tests.push({ title: t.fullTitle(), state: 'failed', file: t.file, durationMs: t.duration, error: errorText(err) });
      emit({ type: 'fail', title: t.fullTitle(), file: t.file, durationMs: t.duration, error: errorText(err) });
    });
  });

  const count = (state: TestRecord['state']) => tests.filter((t) => t.state === state).length;
  const results: RunResults = {
    vscodeVersion: vscode.version,
    nodeVersion: process.versions.node,
    files,
    started,
    finished: new Date().toISOString(),
    tests,
    passed: count('passed'),
    failed: count('failed'),
    pending: count('pending'),
  };
  emit({ type: 'end', passed: results.passed, failed: results.failed, pending: results.pending });
  fs.writeFileSync(`${resultFile}.tmp`, JSON.stringify(results, null, 2));
  fs.renameSync(`${resultFile}.tmp`, resultFile); // atomic: the harness never reads half a file

  // For runners that look at the exit code (@vscode/test-electron): fail when anything failed.
  if (results.failed > 0) throw new Error(`${results.failed} test(s) failed`);
  if (results.passed === 0) throw new Error('no test ran');
}
