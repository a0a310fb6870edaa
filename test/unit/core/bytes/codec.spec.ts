import assert from 'node:assert/strict';
import { checkTextForEncoding, decodeFileBytes, encodeFileText, encodingName } from '../../../../src/core/bytes';

const utf16le = (text: string, bom = true) => Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return Buffer.concat([Buffer.from([0xfe, 0xff]), le]);
};

describe('core/bytes: exact decode and encode', () => {
  const roundTrips: [string, Buffer][] = [
    ['UTF-8 with LF', Buffer.from('a\nb\n€😀\n')],
    ['UTF-8 with CRLF', Buffer.from('a\r\nb\r\n')],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('x\ny')])],
    ['UTF-16 LE with a BOM and CRLF', utf16le('one\r\ntwo €😀\r\n')],
    ['UTF-16 BE with a BOM', utf16be('one\ntwo 😀\n')],
    ['an empty file', Buffer.alloc(0)],
  ];
  for (const [name, bytes] of roundTrips) {
    it(`gives back ${name} byte for byte`, () => {
      const decoded = decodeFileBytes(bytes);
      assert.ok(decoded.ok, JSON.stringify(decoded));
      assert.deepEqual(Buffer.from(encodeFileText(decoded.text, decoded.encoding, decoded.bom)), bytes);
    });
  }

  it('names the encoding, BOM and line ending it found', () => {
    const decoded = decodeFileBytes(utf16le('a\r\nb'));
    assert.ok(decoded.ok);
    assert.deepEqual([decoded.encoding, decoded.bom, decoded.eol, decoded.text], ['utf16le', true, '\r\n', 'a\r\nb']);
    const plain = decodeFileBytes(Buffer.from('no breaks'));
    assert.ok(plain.ok);
    assert.deepEqual([plain.encoding, plain.bom, plain.eol], ['utf8', false, '\n']);
  });

  it('refuses bytes that are not valid UTF-8, naming the line (LOSSY_FILE)', () => {
    const decoded = decodeFileBytes(Buffer.from([0x6f, 0x6b, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]), { label: 'latin1.txt' });
    assert.ok(!decoded.ok);
    assert.equal(decoded.errors[0].code, 'LOSSY_FILE');
    assert.match(decoded.errors[0].message, /latin1\.txt has bytes that are not valid UTF-8 on line 2 \(byte 7\)/);
  });

  it('refuses invalid UTF-16 (a lone surrogate) and truncated sequences at the end', () => {
    const lone = decodeFileBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x00, 0xd8, 0x41, 0x00])]));
    assert.ok(!lone.ok);
    assert.match(lone.errors[0].message, /not valid UTF-16 LE/);
    const cut = decodeFileBytes(Buffer.from([0x61, 0xe2, 0x82]));
    assert.ok(!cut.ok);
    assert.match(cut.errors[0].message, /line 1 \(byte 2\)/);
    const overlong = decodeFileBytes(Buffer.from([0xc0, 0x80]));
    assert.ok(!overlong.ok);
  });

  it('refuses mixed line endings and a lone CR, with counts and lines', () => {
    const mixed = decodeFileBytes(Buffer.from('one\r\ntwo\nthree\r\nfour\r\n'), { label: 'mixed.txt' });
    assert.ok(!mixed.ok);
    assert.match(mixed.errors[0].message, /mixed\.txt has mixed line endings: 3 lines end in CRLF and 1 in LF \(first LF on line 2\)/);
    const lone = decodeFileBytes(Buffer.from('a\nb\rc\n'));
    assert.ok(!lone.ok);
    assert.match(lone.errors[0].message, /line 2/);
  });

  it('refuses UTF-32 with UNSUPPORTED_ENCODING', () => {
    const decoded = decodeFileBytes(Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00]));
    assert.ok(!decoded.ok);
    assert.equal(decoded.errors[0].code, 'UNSUPPORTED_ENCODING');
  });

  it('checks text to be written: lone surrogates and lone CRs are UNENCODABLE_TEXT, pairs and CRLF are fine', () => {
    assert.deepEqual(checkTextForEncoding('ok 😀 €\r\nnext', 'utf8', 'x'), []);
    const surrogate = checkTextForEncoding('a\uD800b', 'utf16le', "Edit 1 of 1's new_string");
    assert.equal(surrogate[0].code, 'UNENCODABLE_TEXT');
    assert.match(surrogate[0].message, /Edit 1 of 1's new_string has a lone surrogate \(\\uD800\) at character 2, which no UTF-16 LE file can hold/);
    assert.equal(checkTextForEncoding('\uDC00', 'utf8', 'x')[0].code, 'UNENCODABLE_TEXT');
    const cr = checkTextForEncoding('a\rb', 'utf8', 'content');
    assert.match(cr[0].message, /content has a carriage return \(CR\) at character 2/);
    assert.equal(encodingName('utf16be'), 'UTF-16 BE');
  });
});
