import assert from 'node:assert/strict';
import { DiskDocuments, DISK_VERSION, planEditBytes, planNewFileBytes, planOverwriteBytes, readableText, resultTooLargeError, sameBytes } from '../../../../src/core/disk';
import { validateEditRequest } from '../../../../src/core/pipeline';
import { DocumentRefusal, type EditEnvironment } from '../../../../src/core/change';
import type { ResolvedTarget } from '../../../../src/core/path';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

const target = (realPath: string): ResolvedTarget => ({ realPath, lexicalPath: realPath, displayPath: 'f.txt', root: { name: 'ws', path: '/ws' }, exists: true, size: 0 });

describe('core/disk: files edited without an editor', () => {
  let ws: string;
  beforeEach(() => {
    ws = makeTempDir('ge-disk-');
  });
  afterEach(() => removeTempDir(ws));

  function env(documents: DiskDocuments, maxFileBytes = 1 << 20): EditEnvironment {
    return {
      roots: [{ name: 'ws', path: ws }], platform: nodePlatform(), fs: createNodeFs(), trusted: true,
      protectedPatterns: ['**/.git/**'], maxFileBytes, loadDocument: (t) => documents.load(t),
    };
  }

  it('validates against the bytes on disk and writes only the edited ranges, in the file\'s encoding, BOM and line endings', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('one\r\ntwo\r\nthree\r\n', 'utf16le')]);
    writeFileSync(join(ws, 'f.txt'), bytes);
    const documents = new DiskDocuments(async (p) => (await import('node:fs/promises')).readFile(p));
    const validation = await validateEditRequest({ file_path: 'f.txt', edits: [{ old_string: 'two\nthree', new_string: 'TWO\nTHREE' }] }, env(documents));
    assert.ok(validation.ok, JSON.stringify(validation));
    const file = validation.files[0];
    assert.equal(file.document.version, DISK_VERSION);
    const snapshot = documents.get(file.target.realPath);
    assert.ok(snapshot);
    const planned = planEditBytes(file, snapshot, 1 << 20);
    assert.ok(planned.ok);
    assert.deepEqual(Buffer.from(planned.bytes), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('one\r\nTWO\r\nTHREE\r\n', 'utf16le')]));
  });

  it('writes an ASCII file\'s edit (with and without a BOM) and a file beyond ASCII to the same bytes, and builds the new text only when asked', async () => {
    for (const [name, content] of [['ascii.ts', 'let a = 1;\nlet b = 2;\n'], ['bom.ts', '\ufefflet a = 1;\nlet b = 2;\n'], ['other.ts', 'let a = 1; // é\nlet b = 2;\n']]) {
      writeFileSync(join(ws, name), content);
      const documents = new DiskDocuments(async (p) => (await import('node:fs/promises')).readFile(p));
      const validation = await validateEditRequest({ file_path: name, edits: [{ old_string: 'a = 1', new_string: 'alpha = «1»' }, { old_string: 'b = 2;\n', new_string: '' }] }, env(documents));
      assert.ok(validation.ok, JSON.stringify(validation));
      const snapshot = documents.get(validation.files[0].target.realPath);
      assert.ok(snapshot);
      const planned = planEditBytes(validation.files[0], snapshot, 1 << 20);
      assert.ok(planned.ok);
      const expected = content.replace('a = 1', 'alpha = «1»').replace('b = 2;\n', '');
      assert.equal(Buffer.from(planned.bytes).toString('utf8'), expected, name);
      assert.equal(planned.newText(), expected.replace('\ufeff', ''), name);
      assert.equal(planned.newText(), planned.newText());
      const tooLarge = planEditBytes(validation.files[0], snapshot, 10);
      assert.ok(!tooLarge.ok);
      assert.equal(tooLarge.errors[0].code, 'FILE_TOO_LARGE');
    }
  });

  it('refuses a file whose bytes would not come back (the loader throws DocumentRefusal, the pipeline reports its codes)', async () => {
    writeFileSync(join(ws, 'f.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    const documents = new DiskDocuments(async (p) => (await import('node:fs/promises')).readFile(p));
    const validation = await validateEditRequest({ files: [{ file_path: 'f.txt', edits: [{ old_string: 'caf', new_string: 'tea' }] }] }, env(documents));
    assert.ok(!validation.ok);
    assert.deepEqual(validation.errors.map((e) => [e.code, e.path]), [['LOSSY_FILE', ['files', 0, 'file_path']]]);
    await assert.rejects(documents.load(target(join(ws, 'f.txt'))), DocumentRefusal);
  });

  it('refuses a new_string the file cannot hold, and a result over the size limit', async () => {
    writeFileSync(join(ws, 'f.txt'), 'abc\n');
    const documents = new DiskDocuments(async (p) => (await import('node:fs/promises')).readFile(p));
    const validation = await validateEditRequest({ file_path: 'f.txt', edits: [{ old_string: 'a', new_string: 'x\rz' }, { old_string: 'c', new_string: 'y' }] }, env(documents));
    assert.ok(validation.ok);
    const snapshot = documents.get(validation.files[0].target.realPath);
    assert.ok(snapshot);
    const refused = planEditBytes(validation.files[0], snapshot, 1 << 20);
    assert.ok(!refused.ok);
    assert.deepEqual(refused.errors.map((e) => [e.code, e.path]), [['UNENCODABLE_TEXT', ['edits', 0, 'new_string']]]);

    const big = await validateEditRequest({ file_path: 'f.txt', edits: [{ old_string: 'a', new_string: 'x'.repeat(100) }] }, env(documents));
    assert.ok(big.ok);
    const tooLarge = planEditBytes(big.files[0], snapshot, 50);
    assert.ok(!tooLarge.ok);
    assert.equal(tooLarge.errors[0].code, 'FILE_TOO_LARGE');
    assert.match(tooLarge.errors[0].message, /f\.txt would be 103 bytes after this change, more than the limit of 50 bytes/);
  });

  it('plans an overwrite in the file\'s line ending and encoding, and a new file as UTF-8', () => {
    const snapshot = { realPath: '/x', bytes: new Uint8Array(), text: 'a\r\nb\r\n', encoding: 'utf8' as const, bom: true, eol: '\r\n' as const };
    const over = planOverwriteBytes(snapshot, 'x\ny\n', 'x', 1 << 20);
    assert.ok(over.ok);
    assert.deepEqual(Buffer.from(over.bytes), Buffer.from('\ufeffx\r\ny\r\n'));
    const bad = planOverwriteBytes(snapshot, 'x\uD800', 'x', 1 << 20);
    assert.ok(!bad.ok);
    assert.deepEqual(bad.errors[0].path, ['content']);
    const created = planNewFileBytes('hé\n', 'n.txt', 1 << 20);
    assert.ok(created.ok);
    assert.deepEqual(Buffer.from(created.bytes), Buffer.from('hé\n'));
    assert.ok(!planNewFileBytes('a\rb', 'n.txt', 100).ok);
    assert.ok(!planNewFileBytes('abc', 'n.txt', 2).ok);
  });

  it('compares bytes exactly, and words the size refusal for the reader who must act', () => {
    assert.ok(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2])));
    assert.ok(!sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 3])));
    assert.ok(!sameBytes(new Uint8Array([1]), new Uint8Array([1, 2])));
    assert.equal(resultTooLargeError('a', 10, 5, []).code, 'FILE_TOO_LARGE');
  });
});

describe('core/disk: readableText', () => {
  it('is the exact text of a file that round-trips, without a note', () => {
    assert.deepEqual(readableText(Buffer.from('a\r\nb\r\n'), 'f.txt'), { text: 'a\r\nb\r\n', eol: '\r\n' });
  });

  it('shows a file that cannot be edited as an editor would, with a note that says why', () => {
    const latin1 = readableText(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), 'l.txt');
    assert.equal(latin1.text, 'caf\uFFFD\n');
    assert.match(latin1.note ?? '', /not byte for byte: l\.txt has bytes that are not valid UTF-8 on line 1.*refused \(LOSSY_FILE\)/);
    const mixed = readableText(Buffer.from('a\r\nb\nc\rd'), 'm.txt');
    assert.deepEqual([mixed.text, mixed.eol], ['a\nb\nc\nd', '\n']);
    const utf16 = readableText(Buffer.from([0xff, 0xfe, 0x61, 0x00, 0x0d, 0x00, 0x62, 0x00]), 'u.txt');
    assert.equal(utf16.text, 'a\nb');
    const be = readableText(Buffer.from([0xfe, 0xff, 0x00, 0x61, 0x00, 0x0d]), 'b.txt');
    assert.equal(be.text, 'a\n');
  });
});
