// Command-line flags of `npm run test:host` (and the shared ones of `npm start`).
import * as path from 'node:path';
import { HarnessError } from './log';
import { RESULTS_DIR } from './paths';
import { DEFAULT_LINE, pinFor, type Pin } from './versions';

export interface HostArgs {
  suites: string[];
  /** `--workspace-file`: a multi-root workspace to open instead of the fixture folder. */
  workspaceFile: string | undefined;
  pin: Pin;
  timeoutMs: number;
  installTimeoutMs: number;
  grep: string | undefined;
  settings: string[];
  results: string;
  screenshotsTo: string | undefined;
  keep: boolean;
  keepOpen: boolean;
  verbose: boolean;
  build: boolean;
  installOnly: boolean;
  help: boolean;
  /** Run with the workbench's modal dialogs shown (tests answer them); see testDriver.ts. */
  dialogs: boolean;
  /** `--installed-vsix`: install this packaged extension and test it instead of the built one. */
  installedVsix: string | undefined;
}

export const HOST_USAGE = `usage: npm run test:host -- [flags]

  --suite PATH         run this suite instead of the project's suites: a CommonJS .js file
                       (may require('vscode')), or one of the project's own suites in
                       TypeScript (test/integration/...test.ts), compiled like them; repeatable
  --workspace-file FILE.code-workspace
                       open this multi-root workspace (a fresh copy of it and of the folders
                       it lists by relative path) instead of the fixture folder; without
                       --suite, runs the project's multi-root suites (test/integration/multiRoot/)
  --vscode LINE        1.100 (default; code-server 4.100.3 on Node 20) or 1.117
                       (code-server 4.117.0 on Node 22 from npm)
  --grep PATTERN       only tests whose full title matches the regular expression
  --setting KEY=JSON   an extra user setting for this run; repeatable
                       (e.g. --setting guardedEdit.notifications='"off"')
  --timeout SECONDS    bound of the whole run after the install (default 600)
  --install-timeout S  bound of a first-use install (default 1500)
  --results DIR        results folder (default test-results/host)
  --screenshots-to DIR also copy this run's screenshots to DIR (e.g. media)
  --keep               keep the run's temp folder (workspace, user data, logs)
  --keep-open          after the tests, keep VS Code running and print its URL; Ctrl-C ends
  --verbose            print the workbench and extension host log lines as they come
  --no-build           do not rebuild dist/ and the suites
  --install-only       install the pinned code-server (and Node) and stop
  --dialogs            show the workbench's modal dialogs (VS Code's test mode refuses them)
                       so that tests can answer them with pressDialogButton
  --installed-vsix FILE
                       install this .vsix (e.g. guarded-edit-0.1.0.vsix from npm run package)
                       into the run's extensions folder and test it, not the development
                       folder; without --suite, runs the installed-extension suites
                       (test/integration/installed/)
`;

/** Paths on the command line are relative to where the person ran npm, not the package root. */
function fromCaller(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

function seconds(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new HarnessError(`${flag} wants a number of seconds, got "${value}"`);
  return n * 1000;
}

export function parseHostArgs(argv: string[]): HostArgs {
  const a: HostArgs = {
    suites: [],
    workspaceFile: undefined,
    pin: pinFor(DEFAULT_LINE),
    timeoutMs: 600_000,
    installTimeoutMs: 1_500_000,
    grep: undefined,
    settings: [],
    results: RESULTS_DIR,
    screenshotsTo: undefined,
    keep: false,
    keepOpen: false,
    verbose: false,
    build: true,
    installOnly: false,
    help: false,
    dialogs: false,
    installedVsix: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    let flag = argv[i];
    let value: string | undefined;
    const eq = flag.indexOf('=');
    if (flag.startsWith('--') && eq > 0) {
      value = flag.slice(eq + 1);
      flag = flag.slice(0, eq);
    }
    const next = (): string => {
      if (value !== undefined) return value;
      const v = argv[++i];
      if (v === undefined) throw new HarnessError(`${flag} needs a value\n\n${HOST_USAGE}`);
      return v;
    };
    switch (flag) {
      case '--suite': a.suites.push(fromCaller(next())); break;
      case '--workspace-file': a.workspaceFile = fromCaller(next()); break;
      case '--vscode':
        try {
          a.pin = pinFor(next());
        } catch (e) {
          throw new HarnessError((e as Error).message);
        }
        break;
      case '--timeout': a.timeoutMs = seconds(flag, next()); break;
      case '--install-timeout': a.installTimeoutMs = seconds(flag, next()); break;
      case '--grep': a.grep = next(); break;
      case '--setting': a.settings.push(next()); break;
      case '--results': a.results = fromCaller(next()); break;
      case '--screenshots-to': a.screenshotsTo = fromCaller(next()); break;
      case '--keep': a.keep = true; break;
      case '--keep-open': a.keepOpen = true; break;
      case '--verbose': a.verbose = true; break;
      case '--no-build': a.build = false; break;
      case '--install-only': a.installOnly = true; break;
      case '--help': case '-h': a.help = true; break;
      case '--dialogs': a.dialogs = true; break;
      case '--installed-vsix': a.installedVsix = fromCaller(next()); break;
      default: throw new HarnessError(`unknown flag "${argv[i]}"\n\n${HOST_USAGE}`);
    }
  }
  if (a.installedVsix !== undefined && (a.dialogs || a.workspaceFile !== undefined)) {
    throw new HarnessError('--installed-vsix runs on the fixture folder in VS Code\'s test mode: it does not combine with --dialogs or --workspace-file');
  }
  if (a.grep !== undefined) {
    try {
      new RegExp(a.grep);
    } catch {
      throw new HarnessError(`--grep "${a.grep}" is not a regular expression`);
    }
  }
  return a;
}
