// `npm run test:host`: runs mocha suites inside a real VS Code Node extension host (code-server
// plus headless Chromium) against the built extension, on a fresh copy of the fixture workspace
// (or of a multi-root workspace, `--workspace-file`). Without --suite and --workspace-file it runs
// two passes: the single-folder suites on the fixture folder, then the multi-root suites
// (test/integration/multiRoot/) on test/fixtures/multi-root/. With --installed-vsix FILE it installs
// that packaged extension into the run's extensions folder and runs the installed-extension suites
// (test/integration/installed/) against it instead. Prints every test and ends with
// `N passed, N failed` (over both passes). Exit codes: 0 all passed; 1 a test
// failed, or no test ran; 2 the harness itself failed (reason and log tails printed).
// See docs/HARNESS.md.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { HOST_USAGE, parseHostArgs, type HostArgs } from './args';
import { buildExtension, buildTests, type SuiteKind } from './build';
import { cleanup, handleSignals, onCleanup } from './cleanup';
import { ensureCodeServer } from './install';
import { HarnessError, errorText, log, phase, sleep, warn } from './log';
import { FIXTURE_MULTI_ROOT, FIXTURE_WORKSPACE, REPO_ROOT, shown } from './paths';
import { reapRun } from './processes';
import { DIALOGS_ENV, ENV } from './protocol';
import { EventTail, printEvent, readResults, reportFailures, reportTotals } from './results';
import { createRunDir, isolatedEnv, removeRunDir } from './rundir';
import { Screenshots } from './screenshots';
import { DialogButtons } from './dialogButtons';
import { writeTestDriver } from './testDriver';
import { freePort, startServer, waitHealthy } from './server';
import { installVsix, writeRunnerStub } from './vsix';
import { buildSettings, trustDisabled } from './settings';
import { requireChromium } from './system';
import { launchWorkbench, openWorkbench, remoteUri, workbenchUrl } from './workbench';
import { copyWorkspace, planWorkspaceFile, workspaceFileIn } from './workspaceFile';

/** Bounds of the phases inside the overall --timeout. */
const BUILD_MS = 180_000;
const HEALTHY_MS = 60_000;
const RENDER_MS = 90_000;
const TESTS_START_MS = 120_000;

let finalCode: number | undefined;

/** One launch of VS Code with its suites. */
interface Pass {
  /** Printed before the pass when there are several. */
  label: string | undefined;
  workspaceFile: string | undefined;
  kind: SuiteKind;
  results: string;
}

/** What a pass gives: its counts (a harness failure throws instead). */
interface PassOutcome {
  passed: number;
  failed: number;
}

/** The passes of this command line: one as asked, or, for the project's own suites with no
 *  workspace file, the single-folder suites and then the multi-root ones. */
function passesFor(args: HostArgs): Pass[] {
  const kind = args.installedVsix ? 'installed' : args.workspaceFile ? 'multi-root' : 'single-folder';
  const one: Pass = { label: undefined, workspaceFile: args.workspaceFile, kind, results: args.results };
  if (args.suites.length || args.workspaceFile || args.keepOpen || args.installOnly || args.installedVsix) return [one];
  return [
    { ...one, label: 'single-folder suites (test/integration/*.test.ts) on the fixture folder' },
    {
      label: `multi-root suites (test/integration/multiRoot/) on ${shown(FIXTURE_MULTI_ROOT)}`,
      workspaceFile: FIXTURE_MULTI_ROOT,
      kind: 'multi-root',
      results: path.join(args.results, 'multi-root'),
    },
  ];
}

function resultFiles(dir: string) {
  return {
    results: path.join(dir, 'results.json'),
    events: path.join(dir, 'events.jsonl'),
    server: path.join(dir, 'code-server.log'),
    workbench: path.join(dir, 'workbench.log'),
    console: path.join(dir, 'browser-console.log'),
    build: path.join(dir, 'build.log'),
    install: path.join(dir, 'install-extension.log'),
    screenshots: path.join(dir, 'screenshots'),
  };
}

/** Clears the files a previous run left in the results folder (and only those). */
function prepareResults(dir: string): ReturnType<typeof resultFiles> {
  const files = resultFiles(dir);
  fs.mkdirSync(dir, { recursive: true });
  for (const f of Object.values(files)) fs.rmSync(f, { recursive: true, force: true });
  return files;
}

function printLogTail(file: string, lines = 40): void {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return;
  }
  const tail = text.trimEnd().split('\n').slice(-lines);
  console.error(`\n--- last ${tail.length} lines of ${shown(file)} ---\n${tail.join('\n')}\n--- end of ${shown(file)} ---`);
}

async function runTests(args: HostArgs, pass: Pass, runId: string): Promise<PassOutcome> {
  const files = prepareResults(pass.results);
  for (const suite of args.suites) {
    if (!fs.statSync(suite, { throwIfNoEntry: false })?.isFile()) throw new HarnessError(`--suite ${suite}: no such file`);
  }
  const workspacePlan = pass.workspaceFile === undefined ? undefined : planWorkspaceFile(pass.workspaceFile);

  const cs = await ensureCodeServer(args.pin, args.installTimeoutMs);
  if (args.installOnly) {
    log(`code-server ${args.pin.codeServer} is installed (${shown(cs.entry)}, Node ${shown(cs.node)})`);
    return { passed: 0, failed: 0 };
  }
  const deadline = Date.now() + args.timeoutMs;
  const within = (ms: number) => Math.max(1000, Math.min(ms, deadline - Date.now()));

  // 1. Build the extension, the runner and the suites (the project's, or the --suite ones in TypeScript).
  const outDir = path.join(REPO_ROOT, 'out', `integration-${runId}`);
  onCleanup('remove the compiled suites', () => fs.rmSync(outDir, { recursive: true, force: true }));
  // (With --installed-vsix the extension under test is the one packaged in the .vsix.)
  if (args.build && !args.installedVsix) await phase('build the extension', within(BUILD_MS), () => buildExtension(files.build), [files.build]);
  if (!args.installedVsix && !fs.existsSync(path.join(REPO_ROOT, 'dist', 'extension.js'))) throw new HarnessError('dist/extension.js is missing: run `npm run build`');
  const suites = await phase('compile the suites', within(BUILD_MS), () => buildTests(outDir, args.suites, pass.kind));
  if (!suites.length) log(`no ${pass.kind} suite files found in test/integration/`);

  // 2. A fresh run folder: workspace copy, outside folder, user data with the run's settings.
  const settings = buildSettings(args.settings);
  const dir = createRunDir('host', workspacePlan ? (target) => copyWorkspace(workspacePlan, target) : FIXTURE_WORKSPACE, settings);
  log(`run ${runId}, folder ${dir.root}${args.keep ? ' (kept)' : ''}`);
  const workspaceFile = workspacePlan ? workspaceFileIn(workspacePlan, dir.workspace) : undefined;
  if (workspaceFile) {
    const what = workspacePlan!.parts ? 'the file and its folders' : shown(workspacePlan!.copyRoot);
    log(`multi-root workspace ${shown(workspacePlan!.source)} (copied: ${what}), opened as ${workspaceFile}`);
  }
  const opened = workspaceFile ? { workspaceFile } : dir.workspace;
  onCleanup('remove the run folder', () => (args.keep ? undefined : removeRunDir(dir)));
  onCleanup('verify no process of the run is left', async () => {
    const left = await reapRun(ENV.runId, runId);
    if (left.length) warn(`killed ${left.length} leftover process(es) of this run: ${left.join(' ')}`);
    const still = await reapRun(ENV.runId, runId);
    if (still.length) {
      warn(`processes of this run survived SIGKILL: ${still.join(' ')}`);
      finalCode = 2;
    }
  });

  const driver = args.dialogs ? writeTestDriver(REPO_ROOT, outDir, suites) : undefined;
  const installed = args.installedVsix ? await installVsix(cs, dir, args.installedVsix, files.install) : undefined;
  if (installed) log(`installed ${shown(args.installedVsix!)} into the run's extensions folder (${path.basename(installed)})`);

  // 3. code-server, its environment passed on to the extension host and so to the tests.
  const testEnv: Record<string, string> = {
    [ENV.workspaceDir]: dir.workspace,
    [ENV.outsideDir]: dir.outside,
    ...(workspaceFile ? { [ENV.workspaceFile]: workspaceFile } : {}),
    [ENV.resultsDir]: pass.results,
    [ENV.resultFile]: files.results,
    [ENV.eventsFile]: files.events,
    [ENV.screenshotDir]: dir.handshake,
    [ENV.suites]: JSON.stringify(driver ? driver.suites : suites),
    [ENV.vscodeLine]: args.pin.line,
    [ENV.runId]: runId,
    ...(args.grep !== undefined ? { [ENV.grep]: args.grep } : {}),
    ...(args.dialogs ? { [DIALOGS_ENV]: '1' } : {}),
    ...(installed ? { [ENV.installedExtension]: installed } : {}),
  };
  const port = await freePort();
  const server = startServer(cs, dir, { port, logFile: files.server, env: testEnv, disableTrust: trustDisabled(settings) });
  onCleanup('stop code-server', async () => {
    if (!(await server.stop())) warn(`code-server's process group ${server.pid} did not end`);
  });
  const logs = [files.server, files.workbench];
  await phase('code-server healthy', within(HEALTHY_MS), () => waitHealthy(server), logs);

  // 4. The workbench in Chromium, with the test payload.
  const wb = await phase('launch Chromium', within(RENDER_MS), () =>
    launchWorkbench({
      executable: requireChromium(),
      dir,
      env: { ...process.env, ...isolatedEnv(dir), [ENV.runId]: runId },
      workbenchLog: files.workbench,
      consoleLog: files.console,
      verbose: args.verbose,
    }),
  );
  onCleanup('close the browser', () => wb.close());
  const payload: [string, string][] = [
    ['extensionDevelopmentPath', remoteUri(port, REPO_ROOT)],
    ['extensionTestsPath', remoteUri(port, path.join(outDir, 'index.js'))],
    ['skipWelcome', 'true'],
    ['skipReleaseNotes', 'true'],
  ];
  if (installed) {
    // VS Code's test mode needs a development extension: a stub with another id, so that the
    // extension under test is the installed one, not the repository.
    payload.splice(0, 1, ['extensionDevelopmentPath', remoteUri(port, writeRunnerStub(outDir))]);
  }
  if (driver) {
    // Not VS Code's test mode (which refuses dialogs): the driver copy of the extension starts the runner.
    payload.splice(0, 2, ['extensionDevelopmentPath', remoteUri(port, driver.extension)]);
    log('--dialogs: the workbench shows its dialogs; the suites are started by the extension under test');
  }
  await phase('workbench rendered', within(RENDER_MS), () => openWorkbench(wb, workbenchUrl(server.base, opened, payload), within(RENDER_MS)), logs);

  // 5. Wait for the results file, printing tests as they end and serving screenshots.
  const tail = new EventTail(files.events);
  const shots = new Screenshots(dir.handshake, files.screenshots);
  const dialogs = new DialogButtons(dir.handshake);
  const startBy = Date.now() + TESTS_START_MS;
  let started = false;
  let running: string | undefined; // the test that began last and has not ended
  let exitSeenAt: number | undefined;
  for (;;) {
    for (const e of tail.read()) {
      started = true;
      running = e.type === 'begin' ? e.title : undefined;
      printEvent(e);
    }
    await shots.serve(wb);
    await dialogs.serve(wb);
    if (fs.existsSync(files.results)) break;
    if (server.exit !== undefined) throw new HarnessError(`code-server exited (${server.exit}) during the tests`, logs);
    if (wb.crashed) throw new HarnessError(`${wb.crashed} during the tests`, logs);
    if (wb.automationExit !== undefined) {
      exitSeenAt ??= Date.now();
      if (Date.now() - exitSeenAt > 5000) {
        throw new HarnessError(
          `the extension host ended the test run (exit code ${wb.automationExit}) without writing ${shown(files.results)}: ` +
            'the runner did not load or crashed (see the workbench log)',
          logs,
        );
      }
    }
    if (!started && Date.now() > startBy) {
      throw new HarnessError(`the extension host did not start the tests within ${TESTS_START_MS / 1000} s`, logs);
    }
    if (Date.now() > deadline) {
      const where = running ? `; still running: "${running}"` : '';
      throw new HarnessError(`phase "tests" hung: the run did not finish within --timeout ${args.timeoutMs / 1000} s${where}`, logs);
    }
    await sleep(200);
  }
  for (const e of tail.read()) printEvent(e);
  const results = readResults(files.results);
  if (!results) throw new HarnessError(`unreadable results file ${shown(files.results)}`, logs);
  if (args.screenshotsTo) shots.copyTo(args.screenshotsTo);
  log(`results in ${shown(pass.results)}`);
  reportFailures(results);
  const outcome: PassOutcome = { passed: results.passed, failed: results.failed };
  if (args.keepOpen) {
    finalCode = reportTotals(results.passed, results.failed);
    console.log(`\nVS Code is still running: ${workbenchUrl(server.base, opened)}\nPress Ctrl-C to stop it.`);
    await new Promise<never>(() => undefined); // until a signal ends the process
  }
  return outcome;
}

async function main(): Promise<void> {
  let args: HostArgs;
  try {
    args = parseHostArgs(process.argv.slice(2));
  } catch (e) {
    console.error(errorText(e));
    process.exit(2);
  }
  if (args.help) {
    console.log(HOST_USAGE);
    process.exit(0);
  }
  handleSignals(
    () => finalCode ?? 2,
    (signal) => {
      if (finalCode === undefined) console.error(`\nharness failed: interrupted by ${signal}; cleaning up`);
    },
  );
  const passes = passesFor(args);
  let harnessFailed = false;
  let passed = 0;
  let failed = 0;
  for (const [index, pass] of passes.entries()) {
    if (pass.label) console.log(`\n=== ${pass.label}`);
    const runId = randomBytes(6).toString('hex');
    try {
      // dist/ is built once, by the first pass.
      const outcome = await runTests({ ...args, build: args.build && index === 0 }, pass, runId);
      passed += outcome.passed;
      failed += outcome.failed;
      if (args.installOnly) {
        await cleanup();
        process.exit(0);
      }
    } catch (e) {
      console.error(`\nharness failed: ${errorText(e)}`);
      if (e instanceof HarnessError) for (const file of e.logs) printLogTail(file);
      console.error(`(logs in ${shown(pass.results)})`);
      harnessFailed = true;
    }
    await cleanup();
    if (finalCode === 2) harnessFailed = true;
    finalCode = undefined;
  }
  // The last line of a run is `N passed, N failed` (over every pass), unless the harness failed.
  finalCode = harnessFailed ? 2 : reportTotals(passed, failed);
  process.exit(finalCode);
}

void main();
