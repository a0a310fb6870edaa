// A file's stamp stands for its content only when no later write could leave it unchanged.
import assert from 'node:assert/strict';
import { contentStamp, STAMP_SETTLE_MS, type FileStatus } from '../../../../src/core/gate';

const changed = 1_795_000_000_000.125;
const status: FileStatus = { dev: 2049, ino: 4_973_094, size: 84_673, mtimeMs: changed, ctimeMs: changed };
const later = changed + STAMP_SETTLE_MS + 1;

describe('contentStamp', () => {
  it('gives a file that last changed long enough before the read one stamp, the same for the same status', () => {
    const stamp = contentStamp(status, { ...status }, later);
    assert.equal(typeof stamp, 'string');
    assert.equal(contentStamp({ ...status }, { ...status }, later + 60_000), stamp);
  });

  it('gives another stamp when any of device, inode, size, modification or change time differs', () => {
    const stamp = contentStamp(status, status, later);
    for (const other of [{ dev: 2050 }, { ino: 4_973_095 }, { size: 84_674 }, { mtimeMs: changed + 0.001 }, { ctimeMs: changed + 0.001 }]) {
      const next = { ...status, ...other };
      assert.notEqual(contentStamp(next, next, later + 1), stamp, JSON.stringify(other));
    }
  });

  it('gives none when the file changed during the read', () => {
    assert.equal(contentStamp(status, { ...status, ctimeMs: changed + 1.5, mtimeMs: changed + 1.5 }, later + 10), undefined);
    assert.equal(contentStamp(status, { ...status, size: 1 }, later), undefined);
  });

  it('gives none when the file changed within the settling time of the read (a write in the same clock tick could follow unseen)', () => {
    assert.equal(contentStamp(status, status, changed + STAMP_SETTLE_MS), undefined);
    assert.equal(contentStamp(status, status, changed + 3), undefined);
    // A change time ahead of the reader's clock (another machine's, on a network filesystem).
    assert.equal(contentStamp(status, status, changed - 5_000), undefined);
  });

  it('gives none for whole-millisecond times (a filesystem that keeps coarse times, where two writes can share them)', () => {
    const coarse = { ...status, mtimeMs: 1_795_000_000_000, ctimeMs: 1_795_000_000_000 };
    assert.equal(contentStamp(coarse, coarse, 1_795_000_060_000), undefined);
  });
});
