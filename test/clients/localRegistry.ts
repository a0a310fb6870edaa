// A real npm registry on this machine: Verdaccio (a devDependency), started once per test run on
// a free port with its storage, user file and configuration in a temporary folder and no uplink,
// so that it serves only what was published to it and never reaches the network. The packed
// package is published to it once, with `npm publish` as a release does; npm, npx and Claude
// Code's npm plugin source then fetch `guarded-edit` from it as they would from the npm registry.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packedTarball, REPO } from './packed';

export interface LocalRegistry {
  /** The registry URL, with a trailing slash, for npm_config_registry. */
  url: string;
  /** The requests Verdaccio logged so far, as "GET /path". */
  requests(): string[];
}

const USER = { name: 'release', password: 'release-rehearsal' };
const STARTUP_ATTEMPTS = 150; // 100 ms apart: 15 s

let started: Promise<LocalRegistry> | undefined;

/** The registry of this test run, with the packed package published to it (once). */
export function localRegistry(): Promise<LocalRegistry> {
  started ??= start();
  return started;
}

async function start(): Promise<LocalRegistry> {
  const folder = realpathSync(mkdtempSync(join(tmpdir(), 'guarded-registry-')));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = join(folder, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(join(folder, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(folder, 'htpasswd'))}`,
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    unpublish: $authenticated',
      'web:',
      '  enable: false',
      'middlewares:',
      '  audit:',
      '    enabled: false',
      'log: { type: stdout, format: json, level: http }',
      '',
    ].join('\n'),
  );
  const child = spawn(process.execPath, [join(REPO, 'node_modules', 'verdaccio', 'bin', 'verdaccio'), '--config', config, '--listen', `127.0.0.1:${port}`], {
    cwd: folder,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const requests: string[] = [];
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-64 * 1024);
    for (const match of chunk.toString('utf8').matchAll(/"req":\{"method":"(\w+)","url":"([^"]*)"/g)) requests.push(`${match[1]} ${match[2]}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  stopAtExit(child, folder);

  await waitForPing(url, child, () => output);
  const token = await addUser(url);
  const npmrc = join(folder, 'npmrc');
  writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  execFileSync('npm', ['publish', packedTarball(), '--registry', url, '--userconfig', npmrc, '--no-provenance'], {
    cwd: folder,
    stdio: 'pipe',
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_cache: join(folder, 'npm-cache') },
  });
  return { url, requests: () => [...requests] };
}

/** A port nothing listens on right now (the kernel's pick). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForPing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < STARTUP_ATTEMPTS; attempt++) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited with ${child.exitCode} before answering:\n${output()}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Verdaccio did not answer ${url}-/ping within ${STARTUP_ATTEMPTS / 10} s:\n${output()}`);
}

/** Creates the publishing user (npm adduser's request) and returns its token. */
async function addUser(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:${USER.name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: `org.couchdb.user:${USER.name}`, name: USER.name, password: USER.password, type: 'user', roles: [] }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || typeof body.token !== 'string') throw new Error(`Verdaccio refused the user: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** The registry lives as long as the test process: stopped, and its folder removed, when it exits. */
function stopAtExit(child: ChildProcess, folder: string): void {
  // Neither the process nor its pipes keep the test run alive once the tests are done.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();
  process.once('exit', () => {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  });
}
