// The hook's synchronous FsPort answers as the asynchronous one does, errors included, on a real tree.
import assert from 'node:assert/strict';
import { chmodSync } from 'node:fs';
import { createNodeFs } from '../../../src/node/nodeFs';
import { SyncNodeFsPort } from '../../../src/node/syncFs';
import { TempTree } from '../../helpers/tempTree';

type Outcome = { value: unknown } | { code: unknown };

async function outcome(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = await call();
    if (value instanceof Uint8Array) return { value: Buffer.from(value).toString('hex') };
    // The stamp (what the editor's binary check remembers by) is the asynchronous port's alone.
    if (value !== null && typeof value === 'object' && 'stamp' in value) return { value: { ...value, stamp: undefined } };
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

  it('gives the same answers and the same error codes as NodeFsPort for every call', async () => {
    const sync = new SyncNodeFsPort();
    const async = createNodeFs();
    const names = ['dir', 'dir/file.txt', 'dir/locked.txt', 'dir/link', 'dir/dangling', 'dir/loop-a', 'dir/nothing'];
    for (const name of names) {
      const path = tree.at(name);
      for (const call of ['lstat', 'stat', 'realpath', 'readlink', 'readdir'] as const) {
        assert.deepEqual(await outcome(() => sync[call](path)), await outcome(() => async[call](path)), `${call} ${name}`);
      }
      for (const bytes of [0, 3, 100]) {
        assert.deepEqual(await outcome(() => sync.readHead(path, bytes)), await outcome(() => async.readHead(path, bytes)), `readHead ${name} ${bytes}`);
      }
    }
  });

  it('rejects (never throws) when a call fails, as a promise-based port must', async () => {
    const answer = new SyncNodeFsPort().stat(tree.at('dir/nothing'));
    assert.ok(answer instanceof Promise);
    await assert.rejects(answer, { code: 'ENOENT' });
  });
});
