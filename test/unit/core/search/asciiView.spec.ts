// The search's one-byte view taken straight from a file's bytes: only when they are the text one
// byte per character with zero padding words after it, and then every search finds exactly what
// it finds with the view it makes itself.
import assert from 'node:assert/strict';
import { asciiViewOfUtf8, runToEnd, searchSteps, type SearchQuery } from '../../../../src/core/search';

/** The bytes of an ASCII text in a buffer of their own with the padding the view needs. */
function padded(text: string, extra = 0, tail = 0): Uint8Array {
  const buffer = new ArrayBuffer((((text.length >>> 2) + 2) << 2) + extra);
  const bytes = new Uint8Array(buffer, 0, text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  if (tail) new Uint8Array(buffer)[text.length] = tail;
  return bytes;
}

describe('core/search: asciiViewOfUtf8', () => {
  it('takes the bytes only when they can serve as the view', () => {
    const text = 'const a = 1;\nconst b = 2;\n';
    const view = asciiViewOfUtf8(padded(text), text);
    assert.ok(view);
    assert.equal(view.bytes.length, text.length);
    assert.equal(view.pure, true);
    assert.equal(asciiViewOfUtf8(padded(text, 0, 0x41), text), undefined, 'a byte after the text');
    assert.equal(asciiViewOfUtf8(padded(text, 1000), text), undefined, 'a buffer much larger than the text');
    assert.equal(asciiViewOfUtf8(padded(text).subarray(1), text.slice(1)), undefined, 'not at the start of its buffer');
    assert.equal(asciiViewOfUtf8(new TextEncoder().encode('café'), 'café'), undefined, 'more bytes than characters');
    assert.equal(asciiViewOfUtf8(Buffer.from(text), text), undefined, 'a buffer without padding room');
  });

  it('finds the same occurrences as the view the search makes itself', () => {
    let text = '';
    for (let i = 0; i < 3000; i++) text += `  const value${i % 97} = compute(${i}, "line ${i % 13}");\n`;
    const queries: SearchQuery[] = [
      { pattern: 'const value5 = compute(', overlapping: false, limit: Infinity },
      { pattern: 'compute(2999, "line 9");\n', overlapping: true, limit: 2 },
      { pattern: '"line 12");\n  const value', overlapping: false, limit: Infinity },
      { pattern: 'not in the text at all, long enough', overlapping: true, limit: 2 },
      { pattern: 'é not ASCII but long enough to scan', overlapping: true, limit: 2 },
      { pattern: 'e1', overlapping: false, limit: Infinity },
    ];
    const view = asciiViewOfUtf8(padded(text), text);
    assert.ok(view);
    const own = runToEnd(searchSteps(text, queries, { nativeJobChars: 0 }));
    const given = runToEnd(searchSteps(text, queries, { nativeJobChars: 0, asciiView: view }));
    assert.deepEqual(given, own);
    assert.ok(own[0].starts.length > 10 && own[1].starts.length === 1);
  });
});
