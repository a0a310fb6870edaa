// code-server: started detached (its own process group, so the extension host and every other
// child go down with it), bound to 127.0.0.1, no auth, every path it writes inside the run folder.
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import { HarnessError, log, sleep } from './log';
import type { CodeServer } from './install';
import { spawnGroup, stopGroup } from './processes';
import { isolatedEnv, type RunDir } from './rundir';

export interface Server {
  port: number;
  base: string;
  pid: number;
  logFile: string;
  /** Set when the server process has exited (code or signal). */
  exit: string | undefined;
  /** Stops the whole process group; resolves true when nothing of it is left. */
  stop(): Promise<boolean>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** Arguments common to every code-server call: never let it pick its own config or folders. */
export function baseArgs(cs: CodeServer, dir: RunDir): string[] {
  return [cs.entry, '--config', dir.config, '--user-data-dir', dir.userData, '--extensions-dir', dir.extensions];
}

export function serverEnv(cs: CodeServer, dir: RunDir, extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...isolatedEnv(dir), PATH: cs.pathEnv, ...extra };
}

export function startServer(
  cs: CodeServer,
  dir: RunDir,
  options: { port: number; logFile: string; env: Record<string, string>; disableTrust: boolean },
): Server {
  const args = [
    ...baseArgs(cs, dir),
    '--bind-addr', `127.0.0.1:${options.port}`,
    '--auth', 'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-getting-started-override',
    '--ignore-last-opened',
    ...(options.disableTrust ? ['--disable-workspace-trust'] : []),
  ];
  const out = fs.openSync(options.logFile, 'w');
  const child = spawnGroup(cs.node, args, {
    cwd: dir.root,
    env: serverEnv(cs, dir, options.env),
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  if (child.pid === undefined) throw new HarnessError(`could not start code-server (${cs.node} ${cs.entry})`, [options.logFile]);
  const pid = child.pid;
  const server: Server = {
    port: options.port,
    base: `http://127.0.0.1:${options.port}`,
    pid,
    logFile: options.logFile,
    exit: undefined,
    stop: () => stopGroup(pid),
  };
  child.on('exit', (code, signal) => {
    server.exit = signal ?? String(code);
  });
  log(`code-server ${cs.pin.codeServer} (VS Code ${cs.pin.line}, Node ${cs.pin.node.major}) starting on port ${options.port}, pid ${pid}`);
  return server;
}

function healthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => {
      req.destroy();
      resolve(false);
    });
  });
}

/** Waits for /healthz; fails fast if the server exits. (The caller bounds it in time.) */
export async function waitHealthy(server: Server): Promise<void> {
  while (!(await healthy(`${server.base}/healthz`))) {
    if (server.exit !== undefined) {
      throw new HarnessError(`code-server exited (${server.exit}) while starting`, [server.logFile]);
    }
    await sleep(200);
  }
  log('code-server healthy');
}
