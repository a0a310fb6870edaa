// Operating-system prerequisites: Debian packages and the Chromium binary. As root, missing
// packages are installed with apt-get (non-interactive); otherwise the exact command is printed.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { HarnessError, log } from './log';
import { shown } from './paths';

/** Needed to run the workbench: a browser, and a font so screenshots have text. */
export const RUN_PACKAGES = ['chromium', 'fonts-dejavu-core'];
/** Needed to install code-server: kerberos headers (gssapi.h), rg for @vscode/ripgrep, and a
 *  compiler for the native modules its postinstall builds. */
export const INSTALL_PACKAGES = ['libkrb5-dev', 'ripgrep', 'g++', 'make', 'python3'];

function which(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

/** Packages of `wanted` that dpkg does not list as installed; undefined without dpkg. */
function missingDebianPackages(wanted: string[]): string[] | undefined {
  if (!which('dpkg-query')) return undefined;
  const out = spawnSync('dpkg-query', ['-W', '-f=${Package} ${db:Status-Status}\\n', ...wanted], { encoding: 'utf8' });
  const installed = new Set(
    out.stdout
      .split('\n')
      .map((line) => line.trim().split(' '))
      .filter(([, status]) => status === 'installed')
      .map(([name]) => name),
  );
  return wanted.filter((p) => !installed.has(p));
}

/** Without dpkg, a rough check by the files the packages provide. */
function missingByFiles(wanted: string[]): string[] {
  const probes: Record<string, () => boolean> = {
    chromium: () => findChromium() !== undefined,
    'fonts-dejavu-core': () => true,
    'libkrb5-dev': () => fs.existsSync('/usr/include/gssapi/gssapi.h') || which('krb5-config') !== undefined,
    ripgrep: () => which('rg') !== undefined,
    'g++': () => which('g++') !== undefined,
    make: () => which('make') !== undefined,
    python3: () => which('python3') !== undefined,
  };
  return wanted.filter((p) => !(probes[p]?.() ?? true));
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Makes sure the packages are there: installs them as root on Debian, else explains. */
export function ensurePackages(wanted: string[], logFile: string): void {
  const viaDpkg = missingDebianPackages(wanted);
  const missing = viaDpkg ?? missingByFiles(wanted);
  if (!missing.length) return;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (viaDpkg === undefined) {
    throw new HarnessError(`missing system prerequisites: ${missing.join(', ')} (Debian package names; install the equivalents of: ${command})`);
  }
  if (!isRoot() || process.env.GUARDED_EDIT_NO_APT === '1') {
    throw new HarnessError(`missing Debian packages: ${missing.join(', ')}. Install them with:\n  sudo apt-get update && sudo ${command}`);
  }
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  log(`installing Debian packages: ${missing.join(' ')} (log: ${shown(logFile)})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...missing]]) {
    const out = fs.openSync(logFile, 'a');
    const r = spawnSync('apt-get', args, { env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    if (r.status !== 0) throw new HarnessError(`apt-get ${args.join(' ')} failed (exit ${r.status ?? r.signal})`, [logFile]);
  }
  const still = missingDebianPackages(missing) ?? [];
  if (still.length) throw new HarnessError(`apt-get did not install: ${still.join(', ')}`);
}

/** The Chromium to drive: $CHROMIUM_PATH, else Debian's, else one on PATH. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    const found = which(name);
    if (found) return found;
  }
  return undefined;
}

export function requireChromium(): string {
  const found = findChromium();
  if (!found) {
    throw new HarnessError('no Chromium found: install Debian\'s `chromium` (apt-get install chromium) or set CHROMIUM_PATH');
  }
  return found;
}

export function ripgrepBinary(): string {
  const rg = which('rg');
  if (!rg) throw new HarnessError('no `rg` on PATH: install Debian\'s `ripgrep` (apt-get install ripgrep)');
  return rg;
}
