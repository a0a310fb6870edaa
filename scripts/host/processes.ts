// Child processes of the harness. Every long-lived child is spawned detached, i.e. as the leader
// of its own process group, so the whole tree it forks (code-server's wrapper, the extension
// host, file watchers, the pty host, npm's postinstall scripts) can be stopped with one signal
// to the group. Live groups are remembered so that even a crash of the harness takes them down.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import * as fs from 'node:fs';
import { sleep } from './log';

const liveGroups = new Set<number>();

process.on('exit', () => {
  // Last resort (synchronous): nothing of ours may outlive the harness.
  for (const pgid of liveGroups) signalGroup(pgid, 'SIGKILL');
});

export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is empty
  }
}

export function groupAlive(pgid: number): boolean {
  return signalGroup(pgid, 0);
}

/** Spawns `command` as the leader of a new process group. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  // The group outlives its leader: it stays registered until stopGroup has emptied it.
  if (child.pid !== undefined) liveGroups.add(child.pid);
  return child;
}

/** SIGTERM to the group, then SIGKILL after `graceMs`; resolves when the group is empty or
 *  returns the fact that it is not. */
export async function stopGroup(pgid: number, graceMs = 3000): Promise<boolean> {
  signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pgid)) {
    signalGroup(pgid, 'SIGKILL');
    const killDeadline = Date.now() + 2000;
    while (groupAlive(pgid) && Date.now() < killDeadline) await sleep(50);
  }
  const gone = !groupAlive(pgid);
  if (gone) liveGroups.delete(pgid);
  return gone;
}

/** Runs a command to completion in its own process group, its output appended to `logFile`
 *  (and echoed when `echo` is set). Rejects with the tail of the log on a non-zero exit. */
export function runLogged(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; echo?: boolean },
): Promise<void> {
  return new Promise((resolve, reject) => {
    fs.appendFileSync(options.logFile, `\n$ ${[command, ...args].join(' ')}\n`);
    const out = fs.openSync(options.logFile, 'a');
    const child = spawnGroup(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', options.echo ? 'pipe' : out, options.echo ? 'pipe' : out],
    });
    if (options.echo) {
      for (const stream of [child.stdout, child.stderr]) {
        stream?.on('data', (chunk: Buffer) => {
          fs.appendFileSync(options.logFile, chunk);
          process.stdout.write(chunk);
        });
      }
    }
    child.on('error', (e) => {
      fs.closeSync(out);
      reject(e);
    });
    child.on('close', (code, signal) => {
      fs.closeSync(out);
      const pid = child.pid;
      void (pid !== undefined ? stopGroup(pid, 500) : Promise.resolve(true)).then(() => {
        if (code === 0) resolve();
        else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
      });
    });
  });
}

/** Processes (other than this one) whose environment carries `name=value`: every process of a
 *  run inherits its run id, so this finds leftovers even if they left the process group. */
export function processesWithEnv(name: string, value: string): number[] {
  const needle = Buffer.from(`${name}=${value}\0`);
  const found: number[] = [];
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return found; // not Linux: the process-group check is all we have
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const env = fs.readFileSync(`/proc/${entry}/environ`);
      if (env.includes(needle)) found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** Kills every process that carries the run id; returns those that were still there. */
export async function reapRun(name: string, runId: string): Promise<number[]> {
  const left = processesWithEnv(name, runId);
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (left.length) await sleep(200);
  return left;
}
