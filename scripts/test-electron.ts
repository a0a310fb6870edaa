// `npm run test:electron`: the same in-host suites and runner through @vscode/test-electron, for
// machines that can download VS Code (desktop, Electron). It needs a display: on a Linux server
// run it under `xvfb-run -a`. Same flags as test:host, except that `--vscode` takes any version
// test-electron knows (default 1.100.3; `stable`, `insiders`, `1.117.0` ...). Same output and
// exit codes. Screenshots are not available here (takeScreenshot resolves with undefined).
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runTests } from '@vscode/test-electron';
import { parseHostArgs } from './host/args';
import { buildExtension, buildTests } from './host/build';
import { cleanup, handleSignals, onCleanup } from './host/cleanup';
import { HarnessError, errorText, log, phase, warn } from './host/log';
import { CACHE_DIR, FIXTURE_WORKSPACE, REPO_ROOT, shown } from './host/paths';
import { ENV } from './host/protocol';
import { readResults, report } from './host/results';
import { createRunDir, removeRunDir } from './host/rundir';
import { buildSettings } from './host/settings';

function takeVersion(argv: string[]): [string, string[]] {
  let version = '1.100.3';
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--vscode') version = argv[++i] ?? version;
    else if (argv[i].startsWith('--vscode=')) version = argv[i].slice('--vscode='.length);
    else rest.push(argv[i]);
  }
  return [version, rest];
}

async function main(): Promise<number> {
  const [version, rest] = takeVersion(process.argv.slice(2));
  const args = parseHostArgs(rest);
  if (args.keepOpen || args.screenshotsTo || args.installOnly) warn('--keep-open, --screenshots-to and --install-only are for test:host; ignored');
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    warn('no DISPLAY: VS Code (Electron) needs one; on a server run `xvfb-run -a npm run test:electron`');
  }
  const runId = randomBytes(6).toString('hex');
  const results = path.join(path.dirname(args.results), 'electron');
  fs.mkdirSync(results, { recursive: true });
  const resultFile = path.join(results, 'results.json');
  const eventsFile = path.join(results, 'events.jsonl');
  for (const f of [resultFile, eventsFile]) fs.rmSync(f, { force: true });

  const outDir = path.join(REPO_ROOT, 'out', `integration-${runId}`);
  onCleanup('remove the compiled suites', () => fs.rmSync(outDir, { recursive: true, force: true }));
  if (args.build) await phase('build the extension', 180_000, () => buildExtension(path.join(results, 'build.log')));
  const suites = await buildTests(outDir, args.suites);

  const settings = buildSettings(args.settings);
  const dir = createRunDir('electron', FIXTURE_WORKSPACE, settings);
  onCleanup('remove the run folder', () => (args.keep ? log(`kept ${dir.root}`) : removeRunDir(dir)));

  log(`running ${suites.length} suite file(s) in VS Code ${version} (downloaded by @vscode/test-electron into ${shown(CACHE_DIR)})`);
  try {
    await phase('tests', args.timeoutMs, () =>
      runTests({
        version,
        cachePath: CACHE_DIR,
        extensionDevelopmentPath: REPO_ROOT,
        extensionTestsPath: path.join(outDir, 'index.js'),
        launchArgs: [
          dir.workspace,
          '--user-data-dir', dir.userData,
          '--extensions-dir', dir.extensions,
          '--disable-extensions', // other extensions; the one under development still loads
          '--skip-welcome',
          '--skip-release-notes',
          '--disable-telemetry',
          '--disable-updates',
          '--disable-gpu',
          '--no-sandbox',
          ...(settings['security.workspace.trust.enabled'] === false ? ['--disable-workspace-trust'] : []),
        ],
        extensionTestsEnv: {
          [ENV.workspaceDir]: dir.workspace,
          [ENV.outsideDir]: dir.outside,
          [ENV.resultsDir]: results,
          [ENV.resultFile]: resultFile,
          [ENV.eventsFile]: eventsFile,
          [ENV.suites]: JSON.stringify(suites),
          [ENV.vscodeLine]: 'electron',
          [ENV.runId]: runId,
          ...(args.grep !== undefined ? { [ENV.grep]: args.grep } : {}),
        },
      }),
    );
  } catch (e) {
    // The exit code of VS Code is not trusted either way: the results file decides.
    if (!fs.existsSync(resultFile)) throw new HarnessError(`VS Code did not run the tests: ${errorText(e)}`);
  }
  const parsed = readResults(resultFile);
  if (!parsed) throw new HarnessError(`VS Code ended without writing ${shown(resultFile)}`);
  for (const t of parsed.tests) console.log(`  ${t.state === 'passed' ? 'pass' : t.state === 'failed' ? 'FAIL' : 'skip'}  ${t.title}`);
  return report(parsed);
}

handleSignals(() => 2);
main().then(
  async (code) => {
    await cleanup();
    process.exit(code);
  },
  async (e: unknown) => {
    console.error(`\nharness failed: ${errorText(e)}`);
    await cleanup();
    process.exit(2);
  },
);
