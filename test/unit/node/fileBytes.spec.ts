// Reading a file's bytes for a plan, and the last comparison's read: whole, in one request when
// the size is known; one that shrank as it is; one that grew, or of no size, the ordinary way.
import assert from 'node:assert/strict';
import { promises as fsp, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { asciiText, readAllOf, readFileBytes } from '../../../src/node/fileBytes';
import { decodeFileBytes } from '../../../src/core/bytes';
import { DiskDocuments } from '../../../src/core/disk';
import type { ResolvedTarget } from '../../../src/core/path';
import { makeTempDir, removeTempDir } from '../../helpers/tempTree';

describe('node: fileBytes', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('ge-filebytes-');
  });
  afterEach(() => removeTempDir(dir));

  it('reads every byte of empty, small and large files', async () => {
    for (const size of [0, 1, 4095, 4096, 700_000, 3 * 1024 * 1024 + 1]) {
      const bytes = randomBytes(size);
      const file = join(dir, `f${size}`);
      writeFileSync(file, bytes);
      assert.ok(Buffer.from(await readFileBytes(file)).equals(bytes), `${size} bytes`);
    }
  });

  it('reads a file of the expected size or shorter whole, and leaves a longer one to the ordinary read', async () => {
    const file = join(dir, 'f');
    writeFileSync(file, 'abcdef');
    const handle = await fsp.open(file, 'r');
    try {
      assert.equal(await readAllOf(handle, 4), undefined, 'grew since its size was asked: read the ordinary way');
      assert.equal(Buffer.from((await readAllOf(handle, 6)) ?? []).toString(), 'abcdef');
      assert.equal(Buffer.from((await readAllOf(handle, 10)) ?? []).toString(), 'abcdef', 'shrank: what is there');
      assert.equal(await readAllOf(handle, 0), undefined, 'no size: read the ordinary way');
    } finally {
      await handle.close();
    }
  });

  it('reads a file whose size says nothing (a /proc file) the ordinary way', async function () {
    if (process.platform !== 'linux') this.skip();
    const bytes = await readFileBytes('/proc/self/status');
    assert.match(Buffer.from(bytes).toString(), /^Name:/);
  });

  it('decodes all-ASCII bytes as the UTF-8 decoder does, and leaves any other to it', () => {
    const ascii = Buffer.from(Array.from({ length: 128 }, (_, i) => i));
    assert.equal(asciiText(ascii), new TextDecoder().decode(ascii));
    assert.equal(asciiText(new Uint8Array(0)), '');
    assert.equal(asciiText(ascii.subarray(65, 70)), 'ABCDE', 'a view decodes only its own bytes');
    assert.equal(asciiText(Buffer.from('café')), undefined);
    assert.equal(asciiText(Buffer.from([0x61, 0x80])), undefined);
    for (const bytes of [Buffer.from('a\r\nb\r\n'), Buffer.from('\ufeffa\nb\n'), Buffer.from('é\n'), Buffer.from([0x61, 0xff, 0x0a]), Buffer.from('a\rb')]) {
      assert.deepEqual(decodeFileBytes(bytes, { label: 'f', asciiText }), decodeFileBytes(bytes, { label: 'f' }), JSON.stringify(bytes.toString()));
    }
  });

  it('lets the search read an ASCII file\'s bytes as its one-byte view (no BOM, nothing beyond ASCII), and the view is the text', async () => {
    const target = (realPath: string): ResolvedTarget => ({ realPath, lexicalPath: realPath, displayPath: 'f', root: { name: 'ws', path: dir }, exists: true, size: 0 });
    const cases: [string, string, boolean][] = [['ascii', 'let a = 1;\nlet b = 2;\n', true], ['bom', '\ufefflet a = 1;\n', false], ['other', 'let é = 1;\n', false], ['empty', '', false]];
    for (const [name, content, viewed] of cases) {
      writeFileSync(join(dir, name), content);
      const document = await new DiskDocuments(readFileBytes, asciiText).load(target(join(dir, name)));
      assert.equal(document.asciiView !== undefined, viewed, name);
      if (document.asciiView) assert.equal(Buffer.from(document.asciiView.bytes).toString('latin1'), document.text);
    }
    writeFileSync(join(dir, 'plain'), 'let a = 1;\n');
    const unpadded = await new DiskDocuments((p) => fsp.readFile(p)).load(target(join(dir, 'plain')));
    assert.equal(unpadded.asciiView, undefined, 'bytes without room for the padding words are copied as before');
  });
});
