// The journal's version names: the same SHA-256 whether hashed inline or on the worker thread,
// begun early or not, many at once, and the bytes left as they were (the worker hashes a copy).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { beginVersionHash, hashOfVersion, HASH_ON_WORKER_FROM_BYTES, WorkerHasher } from '../../../../src/node/journal/versionHashes';

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('node/journal: version hashes', () => {
  it('gives the SHA-256 of small and large arrays, begun or not', async () => {
    for (const size of [0, 1, 1000, HASH_ON_WORKER_FROM_BYTES - 1, HASH_ON_WORKER_FROM_BYTES, 3 * HASH_ON_WORKER_FROM_BYTES + 5]) {
      const bytes = randomBytes(size);
      assert.equal(await hashOfVersion(bytes), sha(bytes), `not begun, ${size} bytes`);
      const begun = randomBytes(size);
      beginVersionHash(begun);
      assert.equal(await hashOfVersion(begun), sha(begun), `begun, ${size} bytes`);
      assert.equal(await hashOfVersion(begun), sha(begun), `asked twice, ${size} bytes`);
    }
  });

  it('hashes many large arrays at once, each its own, and leaves their bytes usable', async () => {
    const arrays = Array.from({ length: 40 }, () => randomBytes(HASH_ON_WORKER_FROM_BYTES + 3));
    const copies = arrays.map((a) => Buffer.from(a));
    for (const a of arrays) beginVersionHash(a);
    const hashes = await Promise.all(arrays.map((a) => hashOfVersion(a)));
    assert.deepEqual(hashes, copies.map(sha));
    arrays.forEach((a, i) => assert.ok(copies[i].equals(a), 'the array was not handed over or changed'));
  });

  it('hashes a view inside a larger buffer by its own bytes only', async () => {
    const whole = randomBytes(HASH_ON_WORKER_FROM_BYTES * 2);
    const view = whole.subarray(100, 100 + HASH_ON_WORKER_FROM_BYTES + 1);
    beginVersionHash(view);
    assert.equal(await hashOfVersion(view), sha(view));
  });

  it('a hashing thread that fails or answers nonsense rejects what it was asked, and is not asked again', async () => {
    const bytes = randomBytes(HASH_ON_WORKER_FROM_BYTES);
    const dying = new WorkerHasher("throw new Error('no thread today');");
    const first = dying.hash(bytes);
    assert.ok(first);
    await assert.rejects(first);
    assert.equal(dying.hash(bytes), undefined, 'a failed thread is not used again: the caller hashes inline');
    const wrong = new WorkerHasher("require('node:worker_threads').parentPort.on('message', (m) => require('node:worker_threads').parentPort.postMessage({ id: m.id, hash: 'not a hash' }));");
    const answered = wrong.hash(bytes);
    assert.ok(answered);
    await assert.rejects(answered, /without a hash/);
  });
});
