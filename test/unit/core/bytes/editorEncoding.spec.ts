import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkDocumentRoundTrip, checkEditSizes, checkEditTextSizes, checkTextForEditorEncoding, decodeSingleByte, encodedLength, encodeSingleByte, fullRoundTrip, keptEncoding, maxEncodedLength, utf8Length } from '../../../../src/core/bytes';

const doc = (text: string, encodingId = 'utf8', eol: '\n' | '\r\n' = '\n') => ({ text, eol, encodingId, label: 'a.txt' });
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

describe('core/bytes: an editor document against its bytes on disk', () => {
  it('accepts a document that writes back to the same bytes (UTF-8, BOM, CRLF, UTF-16 LE, Latin-1)', () => {
    assert.deepEqual(checkDocumentRoundTrip(doc('a\nb\n'), Buffer.from('a\nb\n')), { ok: true });
    assert.deepEqual(checkDocumentRoundTrip(doc('a\r\nb', 'utf8', '\r\n'), Buffer.from('a\r\nb')), { ok: true });
    assert.deepEqual(checkDocumentRoundTrip(doc('x', 'utf8bom'), Buffer.from([0xef, 0xbb, 0xbf, 0x78])), { ok: true });
    assert.deepEqual(checkDocumentRoundTrip(doc('hé\n', 'utf16le'), utf16le('hé\n')), { ok: true });
    assert.deepEqual(checkDocumentRoundTrip(doc('café\n', 'iso88591'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])), { ok: true });
    assert.deepEqual(checkDocumentRoundTrip(doc('€', 'windows1252'), Buffer.from([0x80])), { ok: true });
  });

  it('finds the BOM on disk even when the editor id is the plain one (VS Code honours a BOM)', () => {
    assert.deepEqual(checkDocumentRoundTrip(doc('hé', 'utf8'), utf16le('hé')).ok, false);
    const r = checkDocumentRoundTrip(doc('hé', 'utf8'), utf16le('hé'));
    assert.ok(!r.ok && r.cause === 'lossy');
  });

  it('refuses bytes invalid in the encoding, naming the line (latin1 bytes in a UTF-8 document)', () => {
    const r = checkDocumentRoundTrip({ ...doc('ok\ncaf\uFFFD\n'), inputPath: ['files', 1, 'file_path'] }, Buffer.from([0x6f, 0x6b, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]));
    assert.ok(!r.ok && r.cause === 'lossy');
    assert.equal(r.errors[0].code, 'LOSSY_FILE');
    assert.match(r.errors[0].message, /line 2/);
    assert.deepEqual(r.errors[0].path, ['files', 1, 'file_path']);
  });

  it('refuses mixed line endings with counts, and a lone CR, in any encoding', () => {
    const bytes = Buffer.from('one\r\ntwo\nthree\r\n');
    const r = checkDocumentRoundTrip(doc('one\r\ntwo\r\nthree\r\n', 'utf8', '\r\n'), bytes);
    assert.ok(!r.ok && r.cause === 'lossy');
    assert.match(r.errors[0].message, /2 lines end in CRLF and 1 in LF/);
    const latin = checkDocumentRoundTrip(doc('a\nb\n', 'iso88591'), Buffer.from('a\rb\n'));
    assert.ok(!latin.ok && latin.cause === 'lossy');
    assert.match(latin.errors[0].message, /carriage return/);
  });

  it('refuses a Windows-1252 byte the encoding leaves undefined, and an encoding it cannot keep', () => {
    const r = checkDocumentRoundTrip(doc('a\n\uFFFD', 'windows1252'), Buffer.from([0x61, 0x0a, 0x81]));
    assert.ok(!r.ok && r.cause === 'lossy');
    assert.match(r.errors[0].message, /0x81\) on line 2 that Windows-1252 does not define/);
    const sjis = checkDocumentRoundTrip(doc('a', 'shiftjis'), Buffer.from('a'));
    assert.ok(!sjis.ok && sjis.cause === 'unsupported');
    assert.equal(sjis.errors[0].code, 'UNSUPPORTED_ENCODING');
    const bomless = checkDocumentRoundTrip(doc('a', 'utf16le'), Buffer.from('a\0'));
    assert.ok(!bomless.ok && bomless.cause === 'unsupported');
  });

  it('says stale, with the first differing line, when the disk holds other text', () => {
    const r = checkDocumentRoundTrip(doc('a\nb\nc\n'), Buffer.from('a\nb\nX\n'));
    assert.deepEqual(r, { ok: false, cause: 'stale', line: 3 });
  });

  it('answers as the full check does, its shortcut for UTF-8 without CR included, whatever the bytes', () => {
    const piece = fc.constantFrom('a', '\n', '\r\n', '\r', 'é', '€', '😀', '\uD800', '\uFFFD', '\u0000', '\uFEFF');
    const bytesOf = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((parts) => Buffer.from(parts.join(''))),
      fc.uint8Array({ maxLength: 16 }),
      fc.array(piece, { maxLength: 12 }).map((parts) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(parts.join(''))])),
      fc.constant(Buffer.from([0x00, 0x00, 0xfe, 0xff, 0x61])),
    );
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), bytesOf, fc.constantFrom('utf8', 'utf8bom', 'utf16le', 'iso88591'), fc.boolean(), (parts, bytes, encodingId, sameText) => {
      const text = parts.join('');
      // Half the cases compare a text with its own bytes, the shortcut's usual case.
      const disk = sameText ? Buffer.from(text) : bytes;
      const document = { text, eol: '\n' as const, encodingId, label: 'a.txt', inputPath: ['file_path'] };
      assert.deepEqual(checkDocumentRoundTrip(document, disk), fullRoundTrip(document, disk));
    }), { numRuns: 3000 });
  });

  it('says lossy when the editor has the file as UTF-8 with a BOM and the disk has none', () => {
    const r = checkDocumentRoundTrip(doc('x', 'utf8bom'), Buffer.from('x'));
    assert.ok(!r.ok && r.cause === 'lossy');
    assert.match(r.errors[0].message, /open as UTF-8 with BOM, but its bytes on disk are UTF-8/);
  });
});

describe('core/bytes: text to be written into an editor encoding', () => {
  it('names the characters ISO 8859-1 cannot hold', () => {
    const errors = checkTextForEditorEncoding('10 € 😀 é', 'iso88591', "Edit 1 of 1's new_string");
    assert.equal(errors.length, 1);
    assert.equal(errors[0].code, 'UNENCODABLE_TEXT');
    assert.match(errors[0].message, /Edit 1 of 1's new_string has 2 characters that ISO 8859-1 \(Latin-1\), the file's encoding, cannot hold: "€" \(U\+20AC\), "😀" \(U\+1F600\) \(first at character 4\)/);
  });

  it('lets Windows-1252 hold the euro sign but not the emoji', () => {
    assert.deepEqual(checkTextForEditorEncoding('10 €', 'windows1252', 'x'), []);
    assert.equal(checkTextForEditorEncoding('😀', 'windows1252', 'x').length, 1);
  });

  it('refuses lone surrogates and lone CRs in every encoding, and lets Unicode hold everything else', () => {
    assert.deepEqual(checkTextForEditorEncoding('€😀\r\n', 'utf8', 'x'), []);
    assert.equal(checkTextForEditorEncoding('a\rb', 'iso88591', 'x')[0].code, 'UNENCODABLE_TEXT');
    assert.equal(checkTextForEditorEncoding('\uD800', 'utf16le', 'x')[0].code, 'UNENCODABLE_TEXT');
    assert.deepEqual(checkTextForEditorEncoding('anything', 'shiftjis', 'x'), []);
    const [unsure] = checkTextForEditorEncoding('ascii then é', 'shiftjis', 'x');
    assert.equal(unsure.code, 'UNSUPPORTED_ENCODING');
    assert.match(unsure.message, /"é" at character 12\), and the file is in shiftjis/);
  });

  it('names at most five characters', () => {
    const [error] = checkTextForEditorEncoding('ĀāĂăĄąĆ', 'iso88591', 'x');
    assert.match(error.message, /7 characters .*"Ą" \(U\+0104\), \.\.\./);
  });

  it('round-trips every defined single byte', () => {
    for (const encoding of ['iso88591', 'windows1252'] as const) {
      const all = Uint8Array.from({ length: 256 }, (_, i) => i).filter((b) => encoding === 'iso88591' || ![0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(b));
      const decoded = decodeSingleByte(all, encoding);
      assert.ok(decoded.ok);
      assert.deepEqual(encodeSingleByte(decoded.text, encoding), all);
    }
  });

  it('maps editor ids', () => {
    assert.deepEqual(keptEncoding('utf8bom'), { kind: 'unicode', encoding: 'utf8', bom: true });
    assert.deepEqual(keptEncoding('UTF16BE'), { kind: 'unicode', encoding: 'utf16be', bom: true });
    assert.equal(keptEncoding('gbk').kind, 'unsupported');
  });
});

describe('core/bytes: the size of the text an edit works on and leaves', () => {
  it('counts encoded bytes', () => {
    assert.equal(encodedLength('a€😀', 'utf8'), 1 + 3 + 4);
    assert.equal(encodedLength('a', 'utf8bom'), 4);
    assert.equal(encodedLength('ab', 'utf16le'), 6);
    assert.equal(encodedLength('é', 'iso88591'), 1);
    assert.equal(encodedLength('\uD800', 'utf8'), 3);
  });

  it('counts UTF-8 bytes as Node writes them, ASCII runs and all (a lone surrogate as U+FFFD)', () => {
    const piece = fc.constantFrom('a', ' ', '\n', '~', '\u007f', '\u0080', 'é', '\u07ff', '\u0800', '€', '\uffff', '😀', '\uD800', '\uDC00', '\uDBFF\uDFFF');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const text = parts.join('');
      assert.equal(encodedLength(text, 'utf8'), Buffer.byteLength(text, 'utf8'));
      assert.equal(encodedLength(text, 'utf8bom'), Buffer.byteLength(text, 'utf8') + 3);
    }), { numRuns: 2000 });
  });

  it('counts UTF-8 bytes piece by piece as Node does, a pair split by a piece boundary included', () => {
    const piece = fc.constantFrom('a', 'é', '€', '😀', '\uD800', '\uDC00', '\uDBFF\uDFFF', '\uD83D');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), fc.integer({ min: 1, max: 7 }), (parts, pieceUnits) => {
      const text = parts.join('');
      assert.equal(utf8Length(text, pieceUnits), Buffer.byteLength(text, 'utf8'), `${JSON.stringify(text)} in pieces of ${pieceUnits}`);
    }), { numRuns: 3000 });
    const long = 'x😀'.repeat(40_000);
    assert.equal(utf8Length(long), Buffer.byteLength(long, 'utf8'));
    assert.equal(utf8Length(''), 0);
  });

  it('bounds the bytes of any text by its length, in every encoding', () => {
    const piece = fc.constantFrom('a', '\n', 'é', '\u07ff', '\u0800', '€', '\uffff', '😀', '\uD800', '\uDC00');
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), fc.constantFrom('utf8', 'utf8bom', 'utf16le', 'utf16be', 'iso88591', 'windows1252'), (parts, id) => {
      const text = parts.join('');
      assert.ok(encodedLength(text, id) <= maxEncodedLength(text.length), `${JSON.stringify(text)} in ${id}`);
    }), { numRuns: 2000 });
  });

  it('measures the texts exactly only when a bound is over the limit, with the same answers', () => {
    const piece = fc.constantFrom('a', '\n', 'é', '€', '😀', '\uD800');
    fc.assert(fc.property(fc.array(piece, { maxLength: 20 }), fc.array(piece, { maxLength: 20 }), fc.integer({ min: 0, max: 90 }), fc.constantFrom('utf8', 'utf8bom', 'utf16le', 'iso88591'), (a, b, limit, id) => {
      const before = a.join('');
      const after = b.join('');
      let built = 0;
      const quick = checkEditTextSizes({ label: 'a.txt', inputPath: ['file_path'], encodingId: id, before, afterLength: after.length, after: () => { built++; return after; }, limit });
      assert.deepEqual(quick, checkEditSizes({ label: 'a.txt', inputPath: ['file_path'], before: encodedLength(before, id), after: encodedLength(after, id), limit }));
      if (maxEncodedLength(before.length) <= limit && maxEncodedLength(after.length) <= limit) assert.equal(built, 0);
    }), { numRuns: 3000 });
  });

  it('refuses an open buffer over the limit, and a result over the limit, saying which', () => {
    assert.deepEqual(checkEditSizes({ label: 'a.txt', inputPath: ['file_path'], before: 100, after: 200, limit: 2048 }), []);
    const buffer = checkEditSizes({ label: 'a.txt', inputPath: ['file_path'], before: 102_400, after: 10, limit: 2048 });
    assert.equal(buffer[0].code, 'FILE_TOO_LARGE');
    assert.match(buffer[0].message, /a\.txt is open with 100\.0 KB \(102,400 bytes\) of text \(unsaved changes included\), more than the limit of 2\.0 KB \(2,048 bytes\)/);
    const result = checkEditSizes({ label: 'a.txt', inputPath: ['file_path'], before: 10, after: 3 * 1024 * 1024, limit: 2048 });
    assert.match(result[0].message, /would be 3\.0 MB \(3,145,728 bytes\) after these edits \(it is 10 bytes now\)/);
  });
});
