// An ASCII file's edit spliced into its bytes is byte for byte what decoding, replacing and
// encoding the whole text gives, for any replacements (new texts beyond ASCII, CRLF, empty, at
// both ends), with or without a BOM; bad ranges are refused as applyReplacements refuses them.
import assert from 'node:assert/strict';
import { isOneBytePerCharacter, spliceOneByteText } from '../../../../src/core/disk/spliceBytes';
import { encodeFileText } from '../../../../src/core/bytes';
import { applyReplacements } from '../../../../src/core/text';

/** A small deterministic generator, so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

const PIECES = ['a', 'bc', '\n', '\r\n', ' ', 'é', '日本', '😀', '', 'xyz\n'];

describe('core/disk: spliceOneByteText', () => {
  it('gives the bytes of the whole text replaced and encoded, on 2,000 random cases', () => {
    const next = random(25);
    for (let round = 0; round < 2000; round++) {
      const length = Math.floor(next() * 60);
      let text = '';
      for (let i = 0; i < length; i++) text += String.fromCharCode(0x20 + Math.floor(next() * 95));
      const ranges: { start: number; end: number; text: string }[] = [];
      let at = 0;
      while (at <= text.length && next() < 0.7) {
        const start = at + Math.floor(next() * (text.length - at + 1));
        const end = start + Math.floor(next() * (text.length - start + 1) * next());
        ranges.push({ start, end, text: PIECES[Math.floor(next() * PIECES.length)].repeat(Math.floor(next() * 3)) });
        at = end;
        if (at === text.length && next() < 0.5) break;
      }
      for (const bom of [false, true]) {
        const bytes = encodeFileText(text, 'utf8', bom);
        assert.ok(isOneBytePerCharacter(bytes, bom ? 3 : 0, text));
        const expected = encodeFileText(applyReplacements(text, ranges), 'utf8', bom);
        assert.deepEqual(Buffer.from(spliceOneByteText(bytes, bom ? 3 : 0, ranges)), Buffer.from(expected), `round ${round}, bom ${bom}: ${JSON.stringify({ text, ranges })}`);
      }
    }
  });

  it('knows a text with a character beyond ASCII is not one byte per character', () => {
    assert.ok(!isOneBytePerCharacter(encodeFileText('café', 'utf8', false), 0, 'café'));
    assert.ok(!isOneBytePerCharacter(encodeFileText('😀', 'utf8', false), 0, '😀'));
    assert.ok(isOneBytePerCharacter(new Uint8Array(0), 0, ''));
  });

  it('refuses ranges out of order, overlapping or outside the text', () => {
    const bytes = encodeFileText('abcdef', 'utf8', false);
    assert.throws(() => spliceOneByteText(bytes, 0, [{ start: 3, end: 4, text: '' }, { start: 1, end: 2, text: '' }]), RangeError);
    assert.throws(() => spliceOneByteText(bytes, 0, [{ start: 1, end: 4, text: '' }, { start: 3, end: 5, text: '' }]), RangeError);
    assert.throws(() => spliceOneByteText(bytes, 0, [{ start: 5, end: 7, text: '' }]), RangeError);
    assert.throws(() => spliceOneByteText(bytes, 0, [{ start: 2, end: 1, text: '' }]), RangeError);
  });
});
