// The inter-process lock: a live owner keeps it, a dead owner's lock is taken over at once (not
// after an age), an empty one (as a power loss may leave it: the owner is not synced) after an
// age, and a lock is released only by its owner.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { lock, LockBusyError, lockSync, readOwner, tryLock, unlock } from '../../../../src/node/lock';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

/** The id of a process that has ended. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(done.stdout.toString());
}

describe('node/lock: the inter-process lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('ge-lock-');
  });
  afterEach(() => removeTempDir(dir));

  it('is held by one owner at a time and released only by it', () => {
    const path = join(dir, 'a.lock');
    const first = tryLock(path);
    assert.ok('token' in first);
    const second = tryLock(path);
    assert.ok('owner' in second);
    assert.equal(second.owner?.pid, process.pid);
    unlock(path, 'not-the-token');
    assert.ok(existsSync(path), 'a stranger cannot release it');
    unlock(path, first.token);
    assert.equal(existsSync(path), false);
  });

  it('takes over at once a fresh lock whose owner process is gone', () => {
    const path = join(dir, 'a.lock');
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: hostname(), token: 'dead', since: Date.now() }));
    const taken = tryLock(path);
    assert.ok('token' in taken, 'taken without waiting');
    const owner = readOwner(path);
    assert.ok(owner !== 'gone' && owner?.pid === process.pid);
  });

  it('takes over an empty lock (its owner never reached the disk before a power loss) once it is older than 30 s, not before', () => {
    const path = join(dir, 'a.lock');
    writeFileSync(path, '');
    assert.ok('owner' in tryLock(path), 'a fresh empty lock may be one being made: kept');
    const old = (Date.now() - 31_000) / 1000;
    utimesSync(path, old, old);
    const taken = tryLock(path);
    assert.ok('token' in taken, 'an old empty lock is taken over');
    const owner = readOwner(path);
    assert.ok(owner !== 'gone' && owner?.pid === process.pid);
  });

  it('takes over the lock of a hook killed while holding it (a real process, SIGKILL)', async () => {
    const path = join(dir, 'session.lock');
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', `
      const { lockSync } = require(${JSON.stringify(join(__dirname, '../../../../src/node/lock'))});
      lockSync(${JSON.stringify(path)}, 1000);
      process.stdout.write('held\\n');
      setInterval(() => {}, 1000);
    `], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    assert.throws(() => lockSync(path, 0), LockBusyError, 'a live holder keeps it');
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = lockSync(path, 0);
    release();
    assert.equal(existsSync(path), false);
  });

  it('waits for a live owner, then refuses with who holds it', async () => {
    const path = join(dir, 'a.lock');
    const held = tryLock(path);
    assert.ok('token' in held);
    await assert.rejects(lock(path, 30), (error: unknown) => error instanceof LockBusyError && error.owner?.pid === process.pid);
    unlock(path, held.token);
    (await lock(path, 30))();
  });
});
