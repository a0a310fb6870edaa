// NodeFsPort's stamps: what the editor's binary check remembers a text file by (TextHeads).
import assert from 'node:assert/strict';
import { statSync, writeFileSync } from 'node:fs';
import { createNodeFs, stampOf } from '../../../src/node/nodeFs';
import { TempTree } from '../../helpers/tempTree';

describe('NodeFsPort stamps (FileInfo.stamp)', () => {
  let tree: TempTree;
  beforeEach(() => { tree = new TempTree('guarded-edit-stamp-'); });
  afterEach(() => tree.cleanup());

  it('a file changed within the last seconds has none: a further change could keep its times', async () => {
    tree.file('a.txt', 'alpha\n');
    assert.equal((await createNodeFs().stat(tree.at('a.txt'))).stamp, undefined);
    assert.equal(stampOf(statSync(tree.at('a.txt'), { bigint: true })), undefined);
  });

  it('a settled file has one, the same while it is unchanged, another after a write', () => {
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
  });

  it('a time in the future (a clock ahead of this one) is not settled', () => {
    tree.file('a.txt', 'alpha\n');
    assert.equal(stampOf(statSync(tree.at('a.txt'), { bigint: true }), Date.now() - 60_000), undefined);
  });
});
