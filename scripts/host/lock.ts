// A lock between harness runs that share the cache (two terminals, or a test of the harness):
// a directory created atomically with mkdir, holding the owner's pid. A lock whose owner is
// dead (an interrupted install) is taken over.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { HarnessError, log, sleep } from './log';

function ownerAlive(dir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8'));
  } catch {
    // Being created right now, or left empty by a crash: give a young lock the benefit of the doubt.
    try {
      return Date.now() - fs.statSync(dir).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits (up to `timeoutMs`) to own the lock; returns its release function. */
export async function acquireLock(dir: string, timeoutMs: number): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return () => fs.rmSync(dir, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    if (!ownerAlive(dir)) {
      fs.rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (!announced) {
      log(`waiting for another harness run to finish installing (lock ${dir})`);
      announced = true;
    }
    if (Date.now() > deadline) throw new HarnessError(`timed out waiting for the install lock ${dir}`);
    await sleep(1000);
  }
}
