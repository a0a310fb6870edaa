// NodeFsPort's stamps: what the editor's binary check remembers a text file by (TextHeads), and
// what the hook's read gate compares before it hashes a file (readRegularFileSync with a stamp).
import assert from 'node:assert/strict';
import { statSync, writeFileSync, type BigIntStats } from 'node:fs';
import { readRegularFileSync } from '../../../src/node/journal/safeRead';
import { createNodeFs, stampOf } from '../../../src/node/nodeFs';
import { TempTree } from '../../helpers/tempTree';

/** A status as a filesystem would give it: times from `changedNs` (nanoseconds since the epoch). */
function statusAt(changedNs: bigint, size = 6n): BigIntStats {
  return { dev: 2049n, ino: 77n, size, mtimeNs: changedNs, ctimeNs: changedNs, mtimeMs: changedNs / 1_000_000n, ctimeMs: changedNs / 1_000_000n } as BigIntStats;
}
const FINE = 1_795_000_000_000_123_456n; // times with digits below the millisecond
const COARSE = 1_795_000_000_000_000_000n; // whole seconds, as FAT, HFS+ or ext3 keep them
const msOf = (ns: bigint): number => Number(ns / 1_000_000n);

describe('NodeFsPort stamps (FileInfo.stamp)', () => {
  let tree: TempTree;
  beforeEach(() => { tree = new TempTree('guarded-edit-stamp-'); });
  afterEach(() => tree.cleanup());

  it('a file that keeps fine times settles 50 ms after its last change; one of whole seconds after 3 s', () => {
    assert.equal(stampOf(statusAt(FINE), msOf(FINE) + 10), undefined, 'a write within the same tick could keep its times');
    assert.ok(stampOf(statusAt(FINE), msOf(FINE) + 51));
    assert.equal(stampOf(statusAt(COARSE), msOf(COARSE) + 51), undefined, 'a second write within the same second keeps whole-second times');
    assert.equal(stampOf(statusAt(COARSE), msOf(COARSE) + 2_999), undefined);
    assert.ok(stampOf(statusAt(COARSE), msOf(COARSE) + 3_000));
  });

  it('a settled file has one, the same while it is unchanged, another after a write', async () => {
    tree.file('a.txt', 'alpha\n');
    const later = Date.now() + 60_000;
    const first = stampOf(statSync(tree.at('a.txt'), { bigint: true }), later);
    assert.ok(first);
    assert.equal(stampOf(statSync(tree.at('a.txt'), { bigint: true }), later), first);
    // Another size: a write within the same tick of the clock could keep the times (why a file must settle first).
    writeFileSync(tree.at('a.txt'), 'gamma delta\n');
    const second = stampOf(statSync(tree.at('a.txt'), { bigint: true }), Date.now() + 60_000);
    assert.ok(second);
    assert.notEqual(second, first);
    // The port and the hook's read give the same stamp once the file has settled.
    await new Promise((settled) => setTimeout(settled, 3_100));
    const now = stampOf(statSync(tree.at('a.txt'), { bigint: true }));
    assert.ok(now);
    assert.equal((await createNodeFs().stat(tree.at('a.txt'))).stamp, now);
    const read = readRegularFileSync(tree.at('a.txt'), 1 << 20, true);
    assert.equal(read.kind === 'file' ? read.stamp : read.kind, now);
    assert.equal((readRegularFileSync(tree.at('a.txt'), 1 << 20) as { stamp?: string }).stamp, undefined, 'asked for only');
  });

  it('a time in the future (a clock ahead of this one) is not settled', () => {
    assert.equal(stampOf(statusAt(FINE), msOf(FINE) - 60_000), undefined);
    tree.file('a.txt', 'alpha\n');
    assert.equal(stampOf(statSync(tree.at('a.txt'), { bigint: true }), Date.now() - 60_000), undefined);
  });
});
