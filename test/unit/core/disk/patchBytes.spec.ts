// What a patch writes without an editor, planned by core/disk: each file's bytes in its own
// encoding, BOM and line endings, a move as its source deleted and its destination created with
// the source's mode, a delete with the bytes read just before.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DiskDocuments, planPatchBytes } from '../../../../src/core/disk';
import { validatePatchRequest } from '../../../../src/core/patch';
import type { EditEnvironment } from '../../../../src/core/change';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('core/disk: the bytes of a patch', () => {
  let ws: string;
  beforeEach(() => {
    ws = makeTempDir('ge-patch-bytes-');
  });
  afterEach(() => removeTempDir(ws));

  function env(documents: DiskDocuments): EditEnvironment {
    return {
      roots: [{ name: 'ws', path: ws }], platform: nodePlatform(), fs: createNodeFs(), trusted: true,
      protectedPatterns: [], maxFileBytes: 1 << 20, loadDocument: (t) => documents.load(t),
    };
  }

  it('an update in the file\'s UTF-16 with BOM and CRLF, a move with its source\'s mode, an add in UTF-8, a delete with its bytes', async () => {
    writeFileSync(join(ws, 'wide.txt'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('one\r\ntwo\r\n', 'utf16le')]));
    writeFileSync(join(ws, 'move.txt'), 'a\nb\n');
    writeFileSync(join(ws, 'gone.txt'), 'bye\n');
    const documents = new DiskDocuments((p) => readFile(p));
    const patch = [
      '*** Begin Patch',
      '*** Update File: wide.txt', '@@', '-two', '+TWO',
      '*** Update File: move.txt', '*** Move to: moved.txt', '@@', '-b', '+B',
      '*** Add File: new.txt', '+fresh',
      '*** Delete File: gone.txt',
      '*** End Patch', '',
    ].join('\n');
    const validation = await validatePatchRequest({ patch }, env(documents));
    assert.ok(validation.ok, JSON.stringify(!validation.ok && validation.errors));
    const byName = new Map(validation.files.map((f) => [f.target.displayPath, f]));

    const wide = planPatchBytes(byName.get('wide.txt')!, documents.get(join(ws, 'wide.txt')), undefined, 1 << 20);
    assert.ok(wide.ok);
    assert.deepEqual(Buffer.from(wide.writes[0].after ?? []), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('one\r\nTWO\r\n', 'utf16le')]));

    const moved = planPatchBytes(byName.get('move.txt')!, documents.get(join(ws, 'move.txt')), undefined, 1 << 20);
    assert.ok(moved.ok);
    assert.deepEqual(moved.writes.map((w) => [w.displayPath, w.before === null, w.after === null, w.modeFrom]), [
      ['move.txt', false, true, undefined], ['moved.txt', true, false, join(ws, 'move.txt')],
    ]);

    const added = planPatchBytes(byName.get('new.txt')!, undefined, undefined, 1 << 20);
    assert.ok(added.ok);
    assert.equal(Buffer.from(added.writes[0].after ?? []).toString('utf8'), 'fresh\n');

    const gone = byName.get('gone.txt')!;
    const deleted = planPatchBytes(gone, undefined, Buffer.from('bye\n'), 1 << 20);
    assert.ok(deleted.ok);
    assert.equal(deleted.writes[0].after, null);
    const unreadable = planPatchBytes(gone, undefined, { unreadable: 'EACCES' }, 1 << 20);
    assert.ok(!unreadable.ok);
    assert.equal(unreadable.errors[0].code, 'APPLY_FAILED');
    assert.match(unreadable.errors[0].message, /EACCES/);

    const tooLarge = planPatchBytes(byName.get('new.txt')!, undefined, undefined, 3);
    assert.ok(!tooLarge.ok);
    assert.equal(tooLarge.errors[0].code, 'FILE_TOO_LARGE');
  });
});
