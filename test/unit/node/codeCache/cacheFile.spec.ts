// The code cache's file: believed only when whole, ours, and made from the same program file.
import assert from 'node:assert/strict';
import { decodeCacheFile, encodeCacheFile } from '../../../../src/node/codeCache';

const stamp = { size: 150_003, mtimeMs: 1_764_000_000_123.5 };
const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) & 0xff));

describe('node/codeCache: the cache file', () => {
  it('gives back the generation and V8 data it was written with', () => {
    const decoded = decodeCacheFile(encodeCacheFile({ generation: 3, data }, stamp), stamp);
    assert.equal(decoded?.generation, 3);
    assert.deepEqual(decoded?.data, data);
  });

  it('is refused when any byte of either copy is damaged', () => {
    const file = encodeCacheFile({ generation: 1, data }, stamp);
    for (const at of [0, 9, 30, file.length / 2 - 1, file.length / 2, file.length / 2 + 500, file.length - 1]) {
      const damaged = Buffer.from(file);
      damaged[at] ^= 0x10;
      assert.equal(decodeCacheFile(damaged, stamp), undefined, `byte ${at}`);
    }
  });

  it('is refused when cut short, empty or not ours', () => {
    const file = encodeCacheFile({ generation: 1, data }, stamp);
    assert.equal(decodeCacheFile(file.subarray(0, file.length - 1), stamp), undefined);
    assert.equal(decodeCacheFile(file.subarray(0, file.length - 2), stamp), undefined);
    assert.equal(decodeCacheFile(Buffer.alloc(0), stamp), undefined);
    const foreign = Buffer.concat([Buffer.from('NOT-OURS'), Buffer.alloc(100), Buffer.from('NOT-OURS'), Buffer.alloc(100)]);
    assert.equal(decodeCacheFile(foreign, stamp), undefined);
  });

  it('is refused for a program file of another size or modification time', () => {
    const file = encodeCacheFile({ generation: 1, data }, stamp);
    assert.equal(decodeCacheFile(file, { ...stamp, size: stamp.size + 1 }), undefined);
    assert.equal(decodeCacheFile(file, { ...stamp, mtimeMs: stamp.mtimeMs + 1 }), undefined);
  });
});
