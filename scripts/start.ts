// `npm start`: builds and packages the extension (guarded-edit-<version>.vsix, with vsce),
// installs it into the pinned code-server, and serves a real VS Code on a copy of test/fixtures/sample-workspace at
// http://127.0.0.1:PORT (PORT defaults to 8080; a free one is picked if that is busy).
// Ctrl-C stops everything and removes the copy. See docs/HARNESS.md.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cleanup, handleSignals, onCleanup } from './host/cleanup';
import { ensureCodeServer } from './host/install';
import { HarnessError, errorText, log, phase } from './host/log';
import { REPO_ROOT, SAMPLE_WORKSPACE, shown } from './host/paths';
import { reapRun, runLogged } from './host/processes';
import { createRunDir, removeRunDir } from './host/rundir';
import { freePort, portFree, startServer, waitHealthy } from './host/server';
import { buildSettings } from './host/settings';
import { ENV } from './host/protocol';
import { installVsix, packagedVsix } from './host/vsix';
import { DEFAULT_LINE, pinFor } from './host/versions';
import { workbenchUrl } from './host/workbench';

const USAGE = `usage: npm start [-- --vscode 1.100|1.117] [--keep] [--no-package]
  PORT=N npm start   serve on port N (default 8080)`;

interface StartArgs {
  line: string;
  keep: boolean;
  pack: boolean;
}

function parseArgs(argv: string[]): StartArgs {
  const a: StartArgs = { line: DEFAULT_LINE, keep: false, pack: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--vscode') a.line = inline ?? argv[++i] ?? '';
    else if (flag === '--keep') a.keep = true;
    else if (flag === '--no-package') a.pack = false;
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new HarnessError(`unknown flag "${argv[i]}"\n${USAGE}`);
  }
  return a;
}

async function choosePort(): Promise<number> {
  const wanted = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(wanted) || wanted <= 0 || wanted > 65535) throw new HarnessError(`PORT must be a port number, got "${process.env.PORT}"`);
  if (await portFree(wanted)) return wanted;
  const other = await freePort();
  log(`port ${wanted} is busy; using ${other}`);
  return other;
}

async function start(): Promise<never> {
  const args = parseArgs(process.argv.slice(2));
  const pin = pinFor(args.line);
  const logDir = path.join(REPO_ROOT, 'test-results', 'start');
  fs.mkdirSync(logDir, { recursive: true });

  // 1. Build and package: the same `npm run package` that CI checks.
  const vsix = packagedVsix();
  if (args.pack || !fs.existsSync(vsix)) {
    log('building and packaging the extension (npm run package)');
    const packLog = path.join(logDir, 'package.log');
    fs.rmSync(packLog, { force: true });
    try {
      await runLogged('npm', ['run', '--silent', 'package'], { cwd: REPO_ROOT, env: process.env, logFile: packLog, echo: true });
    } catch (e) {
      throw new HarnessError(`packaging failed: ${(e as Error).message}`, [packLog]);
    }
  }

  // 2. The pinned code-server, a copy of the sample workspace, the .vsix installed.
  const cs = await ensureCodeServer(pin, 1_500_000);
  const dir = createRunDir('start', SAMPLE_WORKSPACE, buildSettings([]));
  onCleanup('remove the sample workspace copy', () => (args.keep ? log(`kept ${dir.root}`) : removeRunDir(dir)));
  const installed = await installVsix(cs, dir, vsix, path.join(logDir, 'install-extension.log'));
  log(`installed ${shown(vsix)} as ${path.basename(installed)}`);

  // 3. Serve it.
  const port = await choosePort();
  const runId = randomBytes(6).toString('hex');
  onCleanup('verify no process is left', async () => {
    const left = await reapRun(ENV.runId, runId);
    if (left.length) log(`killed ${left.length} leftover process(es): ${left.join(' ')}`);
  });
  const server = startServer(cs, dir, { port, logFile: path.join(logDir, 'code-server.log'), env: { [ENV.runId]: runId }, disableTrust: true });
  onCleanup('stop code-server', async () => {
    await server.stop();
  });
  await phase('code-server healthy', 60_000, () => waitHealthy(server), [server.logFile]);

  const url = workbenchUrl(server.base, dir.workspace);
  console.log(`
Guarded Edit is installed in VS Code ${pin.line} (code-server ${pin.codeServer}), on a copy of
the sample workspace (${dir.workspace}). Open:

  ${url}

The workspace's README.md says what to try. Ctrl-C stops the server and removes the copy.
`);
  // Until Ctrl-C (handled by handleSignals) or the server ends on its own.
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (stopping) await new Promise<never>(() => undefined); // the signal handler cleans up and exits
    if (server.exit !== undefined) throw new HarnessError(`code-server exited (${server.exit})`, [server.logFile]);
  }
}

function printTail(file: string): void {
  try {
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-30);
    console.error(`--- last lines of ${shown(file)} ---\n${lines.join('\n')}`);
  } catch {
    // no log
  }
}

let stopping = false;
handleSignals(
  () => 0,
  () => {
    stopping = true;
    log('stopping');
  },
);
start().catch(
  async (e: unknown) => {
    if (stopping) return; // ended by Ctrl-C: the signal handler finishes
    console.error(`\nnpm start failed: ${errorText(e)}`);
    if (e instanceof HarnessError) e.logs.forEach(printTail);
    await cleanup();
    process.exit(2);
  },
);
