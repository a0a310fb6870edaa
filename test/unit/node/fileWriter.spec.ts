import assert from 'node:assert/strict';
import { chmodSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createNewFile, nodeWriterFs, replaceFiles, type FileReplacement } from '../../../src/node/fileWriter';
import { makeTempDir, removeTempDir } from '../../helpers/tempTree';

describe('node/fileWriter: writing without an editor', () => {
  let ws: string;
  beforeEach(() => {
    ws = makeTempDir('ge-writer-');
  });
  afterEach(() => removeTempDir(ws));

  const replacement = (name: string, before: string, after: string): FileReplacement => {
    writeFileSync(join(ws, name), before);
    return { realPath: join(ws, name), displayPath: name, inputPath: [], expected: Buffer.from(before), bytes: Buffer.from(after) };
  };
  const temps = () => readdirSync(ws).filter((n) => n.endsWith('.guarded-edit.tmp'));

  it('replaces every file, keeping its mode, and leaves no temporary file', async () => {
    const a = replacement('a.txt', 'a\n', 'A\n');
    chmodSync(a.realPath, 0o604);
    const b = replacement('b.txt', 'b\n', 'B\n');
    assert.deepEqual(await replaceFiles([a, b]), { ok: true });
    assert.equal(readFileSync(a.realPath, 'utf8'), 'A\n');
    assert.equal(readFileSync(b.realPath, 'utf8'), 'B\n');
    assert.equal(statSync(a.realPath).mode & 0o777, 0o604);
    assert.deepEqual(temps(), []);
  });

  it('writes nothing when any file changed since it was validated (STALE_DOCUMENT) or a link took its name', async () => {
    const a = replacement('a.txt', 'a\n', 'A\n');
    const b = replacement('b.txt', 'b\n', 'B\n');
    writeFileSync(b.realPath, 'someone else\n');
    const stale = await replaceFiles([a, b]);
    assert.ok(!stale.ok);
    assert.deepEqual(stale.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.equal(readFileSync(a.realPath, 'utf8'), 'a\n');

    writeFileSync(join(ws, 'elsewhere.txt'), 'b\n');
    rmSync(b.realPath);
    symlinkSync(join(ws, 'elsewhere.txt'), b.realPath);
    const linked = await replaceFiles([{ ...b, expected: Buffer.from('b\n') }]);
    assert.ok(!linked.ok);
    assert.match(linked.errors[0].message, /symbolic link now has its name/);
    assert.equal(readFileSync(join(ws, 'elsewhere.txt'), 'utf8'), 'b\n');
  });

  it('puts back the files already renamed when a rename fails part-way, and says so', async () => {
    const a = replacement('a.txt', 'a\n', 'A\n');
    const b = replacement('b.txt', 'b\n', 'B\n');
    const c = replacement('c.txt', 'c\n', 'C\n');
    let renames = 0;
    const failing = {
      ...nodeWriterFs,
      rename: async (from: string, to: string) => {
        renames++;
        if (renames === 3) throw Object.assign(new Error('disk on fire'), { code: 'EIO' });
        return nodeWriterFs.rename(from, to);
      },
    };
    const outcome = await replaceFiles([a, b, c], failing);
    assert.ok(!outcome.ok);
    assert.equal(outcome.errors[0].code, 'APPLY_FAILED');
    assert.match(outcome.errors[0].message, /Writing c\.txt failed: EIO: disk on fire\. 2 files already written \(a\.txt, b\.txt\) were put back/);
    for (const [file, text] of [[a, 'a\n'], [b, 'b\n'], [c, 'c\n']] as const) assert.equal(readFileSync(file.realPath, 'utf8'), text);
    assert.deepEqual(temps(), []);
  });

  it('creates a new file with its folders, and never replaces one that appeared meanwhile', async () => {
    const path = join(ws, 'x', 'y', 'n.txt');
    assert.deepEqual(await createNewFile({ realPath: path, displayPath: 'x/y/n.txt', bytes: Buffer.from('new\n') }), { ok: true });
    assert.equal(readFileSync(path, 'utf8'), 'new\n');
    const again = await createNewFile({ realPath: path, displayPath: 'x/y/n.txt', bytes: Buffer.from('other\n') });
    assert.deepEqual(again, { ok: false, exists: true, reason: 'a file of that name appeared meanwhile' });
    assert.equal(readFileSync(path, 'utf8'), 'new\n');
    mkdirSync(join(ws, 'real'));
    symlinkSync(join(ws, 'real'), join(ws, 'via'));
    const viaLink = await createNewFile({ realPath: join(ws, 'via', 'n.txt'), displayPath: 'via/n.txt', bytes: Buffer.from('x') });
    assert.equal(viaLink.ok, false);
    assert.deepEqual(temps(), []);
  });
});

describe('node/fileWriter: hard links', () => {
  let ws: string;
  beforeEach(() => {
    ws = makeTempDir('ge-writer-links-');
  });
  afterEach(() => removeTempDir(ws));

  it('writes a file with several hard links in place, so every name shows the new text', async () => {
    const path = join(ws, 'a.txt');
    writeFileSync(path, 'a\n');
    linkSync(path, join(ws, 'other-name.txt'));
    const outcome = await replaceFiles([{ realPath: path, displayPath: 'a.txt', inputPath: [], expected: Buffer.from('a\n'), bytes: Buffer.from('A\n') }]);
    assert.deepEqual(outcome, { ok: true });
    assert.equal(readFileSync(join(ws, 'other-name.txt'), 'utf8'), 'A\n');
    assert.equal(statSync(path).ino, statSync(join(ws, 'other-name.txt')).ino);
  });

  it('puts a hard-linked file back in place when a later rename fails', async () => {
    const linked = join(ws, 'a.txt');
    writeFileSync(linked, 'a\n');
    linkSync(linked, join(ws, 'twin.txt'));
    writeFileSync(join(ws, 'b.txt'), 'b\n');
    const failing = { ...nodeWriterFs, rename: () => Promise.reject(Object.assign(new Error('no'), { code: 'EIO' })) };
    const outcome = await replaceFiles([
      { realPath: linked, displayPath: 'a.txt', inputPath: [], expected: Buffer.from('a\n'), bytes: Buffer.from('A\n') },
      { realPath: join(ws, 'b.txt'), displayPath: 'b.txt', inputPath: [], expected: Buffer.from('b\n'), bytes: Buffer.from('B\n') },
    ], failing);
    assert.ok(!outcome.ok);
    assert.match(outcome.errors[0].message, /a\.txt\) was put back/);
    assert.equal(readFileSync(join(ws, 'twin.txt'), 'utf8'), 'a\n');
    assert.equal(readFileSync(join(ws, 'b.txt'), 'utf8'), 'b\n');
  });
});
