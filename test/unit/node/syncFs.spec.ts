// The synchronous FsPorts (the hook's, and the extension host's while its calls are quick) answer
// as the asynchronous one does, errors included, on a real tree.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, closeSync, constants, openSync, promises as fsp, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import type { FsPort } from '../../../src/core/platform';
import { createNodeFs, type NodeFsPort } from '../../../src/node/nodeFs';
import { isLocalFilesystem, onLocalFilesystems, QUICK_READ_BYTES, SLOW_SYNC_CALL_MS, SyncNodeFsPort, SyncWhileQuickFsPort } from '../../../src/node/syncFs';
import { TempTree } from '../../helpers/tempTree';

type Outcome = { value: unknown } | { code: unknown };

async function outcome(call: () => Promise<unknown>, stripStamp = true): Promise<Outcome> {
  try {
    const value = await call();
    if (value instanceof Uint8Array) return { value: Buffer.from(value).toString('hex') };
    // The stamp (what the editor's binary check remembers by) is given only by a port asked for it.
    if (stripStamp && value !== null && typeof value === 'object' && 'stamp' in value) return { value: { ...value, stamp: undefined } };
    return { value };
  } catch (error) {
    return { code: (error as NodeJS.ErrnoException).code };
  }
}

describe('SyncNodeFsPort (the hook\'s filesystem)', () => {
  let tree: TempTree;
  before(() => {
    tree = new TempTree('guarded-edit-syncfs-');
    tree.file('dir/file.txt', 'hello\nworld\n');
    tree.file('dir/locked.txt', 'x');
    chmodSync(tree.at('dir/locked.txt'), 0o444);
    tree.symlink('dir/link', 'file.txt');
    tree.symlink('dir/dangling', 'missing.txt');
    tree.symlink('dir/loop-a', 'loop-b');
    tree.symlink('dir/loop-b', 'loop-a');
  });
  after(() => tree.cleanup());

  async function sameAnswers(sync: FsPort & Pick<NodeFsPort, 'readlink' | 'readdir'>, withStamps: boolean): Promise<void> {
    const async = createNodeFs();
    const names = ['dir', 'dir/file.txt', 'dir/locked.txt', 'dir/link', 'dir/dangling', 'dir/loop-a', 'dir/nothing'];
    for (const name of names) {
      const path = tree.at(name);
      for (const call of ['lstat', 'stat', 'realpath', 'readlink', 'readdir'] as const) {
        const strip = !withStamps;
        assert.deepEqual(await outcome(() => sync[call](path), strip), await outcome(() => async[call](path), strip), `${call} ${name}`);
      }
      for (const bytes of [0, 3, 100]) {
        assert.deepEqual(await outcome(() => sync.readHead(path, bytes)), await outcome(() => async.readHead(path, bytes)), `readHead ${name} ${bytes}`);
      }
    }
  }

  it('gives the same answers and the same error codes as NodeFsPort for every call', async () => {
    await sameAnswers(new SyncNodeFsPort(), false);
  });

  it('gives the stamps NodeFsPort gives when asked to (the extension host\'s binary-check memo)', async () => {
    await sameAnswers(new SyncNodeFsPort(true), true);
  });

  it('SyncWhileQuickFsPort gives the same answers as NodeFsPort, stamps included', async () => {
    await sameAnswers(permitted(new SyncWhileQuickFsPort(createNodeFs())), true);
  });

  it('rejects (never throws) when a call fails, as a promise-based port must', async () => {
    const answer = new SyncNodeFsPort().stat(tree.at('dir/nothing'));
    assert.ok(answer instanceof Promise);
    await assert.rejects(answer, { code: 'ENOENT' });
  });
});

/** The port with synchronous calls permitted (as for workspace folders on local filesystems). */
function permitted(port: SyncWhileQuickFsPort): SyncWhileQuickFsPort {
  port.permit(true);
  return port;
}

/** A port that records which of its calls were made. */
function recordingPort(calls: string[], label: string): NodeFsPort & SyncNodeFsPort {
  const answer = (name: string) => (path: string) => {
    calls.push(`${label} ${name} ${path}`);
    return Promise.resolve(name === 'realpath' || name === 'readlink' ? path : name === 'readdir' ? [] : name === 'readHead' ? new Uint8Array() : { kind: 'file', size: 1, readonly: false });
  };
  return Object.fromEntries(['lstat', 'stat', 'realpath', 'readlink', 'readdir', 'readHead'].map((n) => [n, answer(n)])) as unknown as NodeFsPort & SyncNodeFsPort;
}

describe('SyncWhileQuickFsPort (the extension host\'s filesystem)', () => {
  it('calls synchronously while every call is quick, and asynchronously for good after a slow one', async () => {
    const calls: string[] = [];
    let clock = 0;
    let nextCallTakes = 0;
    const sync = recordingPort(calls, 'sync');
    const slowRealpath = sync.realpath.bind(sync);
    sync.realpath = (path: string) => {
      clock += nextCallTakes;
      return slowRealpath(path);
    };
    const port = permitted(new SyncWhileQuickFsPort(recordingPort(calls, 'async'), sync, () => clock));
    await port.realpath('/a');
    await port.stat('/a');
    nextCallTakes = SLOW_SYNC_CALL_MS;
    await port.realpath('/b');
    assert.equal(port.waitsAsynchronously, false, 'a call of exactly the bound is still quick');
    nextCallTakes = SLOW_SYNC_CALL_MS + 1;
    await port.realpath('/c');
    assert.equal(port.waitsAsynchronously, true);
    nextCallTakes = 0;
    await port.stat('/d');
    await port.realpath('/e');
    await port.readHead('/f', 4);
    assert.deepEqual(calls, ['sync realpath /a', 'sync stat /a', 'sync realpath /b', 'sync realpath /c', 'async stat /d', 'async realpath /e', 'async readHead /f']);
  });

  it('lists folders asynchronously always (a listing may be long)', async () => {
    const calls: string[] = [];
    const port = permitted(new SyncWhileQuickFsPort(recordingPort(calls, 'async'), recordingPort(calls, 'sync'), () => 0));
    await port.readdir('/dir');
    assert.deepEqual(calls, ['async readdir /dir']);
  });

  it('reads a whole file as fs.promises does, small or large, errors included', async () => {
    const tree = new TempTree('guarded-edit-quickread-');
    try {
      tree.file('small.txt', 'hello\nworld\n');
      tree.file('empty.txt', '');
      tree.file('large.txt', 'x'.repeat(QUICK_READ_BYTES + 3));
      tree.file('dir/inner.txt', 'y');
      const port = permitted(new SyncWhileQuickFsPort(createNodeFs()));
      for (const name of ['small.txt', 'empty.txt', 'large.txt', 'dir', 'missing.txt']) {
        const read = async (call: () => Promise<Uint8Array>): Promise<Outcome> => {
          try {
            return { value: Buffer.from(await call()).toString('hex') };
          } catch (error) {
            return { code: (error as NodeJS.ErrnoException).code };
          }
        };
        assert.deepEqual(await read(() => port.readFile(tree.at(name))), await read(() => readFile(tree.at(name))), name);
      }
      assert.equal(port.waitsAsynchronously, false);
    } finally {
      tree.cleanup();
    }
  });

  it('never opens a FIFO synchronously (an open for reading would wait for a writer): its reads go asynchronous', async function () {
    if (process.platform === 'win32') this.skip();
    const tree = new TempTree('guarded-edit-fifo-');
    try {
      const fifo = tree.at('pipe');
      execFileSync('mkfifo', [fifo]);
      // Reaching the next line at all is the point: a blocking open would hang this process here.
      const head = permitted(new SyncWhileQuickFsPort(createNodeFs())).readHead(fifo, 5);
      // A writer, once the asynchronous read has opened its end (until then opening fails with ENXIO).
      let fd: number | undefined;
      for (let tries = 0; fd === undefined; tries++) {
        try {
          fd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENXIO' || tries > 2000) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      }
      writeSync(fd, 'hello');
      // The asynchronous port's own answer: it reads at positions, which a FIFO refuses.
      await assert.rejects(head, { code: 'ESPIPE' });
      closeSync(fd);
    } finally {
      tree.cleanup();
    }
  });

  it('rejects (never throws) when a synchronous call fails', async () => {
    const answer = permitted(new SyncWhileQuickFsPort(createNodeFs())).stat('/nonexistent/guarded-edit/nothing');
    assert.ok(answer instanceof Promise);
    await assert.rejects(answer, { code: 'ENOENT' });
  });

  it('calls asynchronously until synchronous calls are permitted, and again once they are not', async () => {
    const calls: string[] = [];
    const port = new SyncWhileQuickFsPort(recordingPort(calls, 'async'), recordingPort(calls, 'sync'), () => 0);
    assert.equal(port.waitsAsynchronously, true);
    await port.stat('/a');
    await port.readHead('/a', 4);
    port.permit(true);
    await port.stat('/b');
    port.permit(false);
    await port.realpath('/c');
    assert.deepEqual(calls, ['async stat /a', 'async readHead /a', 'sync stat /b', 'async realpath /c']);
  });
});

describe('onLocalFilesystems (whether synchronous calls may be made)', () => {
  const types = (byFolder: Record<string, number>) => (path: string) => (path in byFolder ? Promise.resolve({ type: byFolder[path] }) : Promise.reject(Object.assign(new Error('no'), { code: 'ENOENT' })));

  it('says yes only when every folder is on a local Linux filesystem', async () => {
    assert.equal(await onLocalFilesystems(['/a', '/b'], 'linux', types({ '/a': 0xef53, '/b': 0x01021994 })), true);
    assert.equal(await onLocalFilesystems(['/a', '/n'], 'linux', types({ '/a': 0xef53, '/n': 0x6969 })), false, 'NFS');
    assert.equal(await onLocalFilesystems(['/f'], 'linux', types({ '/f': 0x65735546 })), false, 'FUSE (sshfs and the like)');
    assert.equal(await onLocalFilesystems(['/a', '/gone'], 'linux', types({ '/a': 0xef53 })), false, 'a folder that cannot be asked');
    assert.equal(await onLocalFilesystems([], 'linux', types({})), false, 'no folders');
    assert.equal(await onLocalFilesystems(['/a'], 'darwin', types({ '/a': 0x1a })), false, 'other systems: not known');
    assert.equal(await onLocalFilesystems(['/a'], 'win32', types({ '/a': 0 })), false);
  });

  it('answers for a real folder as its filesystem type says', async function () {
    if (process.platform !== 'linux') this.skip();
    const { type } = await fsp.statfs(tmpdir());
    assert.equal(await onLocalFilesystems([tmpdir()]), isLocalFilesystem('linux', type));
  });
});
