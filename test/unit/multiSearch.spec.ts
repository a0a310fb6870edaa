import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findOccurrences, forEachOccurrence } from '../../src/core/edit';

/** Every start position by brute force: the obviously correct answer. */
function bruteForce(text: string, pattern: string): number[] {
  const starts: number[] = [];
  if (pattern.length === 0) return starts;
  for (let i = text.indexOf(pattern); i !== -1; i = text.indexOf(pattern, i + 1)) starts.push(i);
  return starts;
}

describe('multiSearch', () => {
  it('finds each pattern once per start position, overlapping occurrences included', () => {
    assert.deepStrictEqual(findOccurrences('aaaa', ['aa', 'aaa', 'a']), [[0, 1, 2], [0, 1], [0, 1, 2, 3]]);
  });

  it('finds patterns that are prefixes or suffixes of other patterns', () => {
    const text = 'abcabcab';
    assert.deepStrictEqual(findOccurrences(text, ['ab', 'abc', 'abcab', 'cab', 'b']), [[0, 3, 6], [0, 3], [0, 3], [2, 5], [1, 4, 7]]);
  });

  it('finds single-character patterns, at the start and at the end of the text', () => {
    assert.deepStrictEqual(findOccurrences('xyx', ['x', 'y', 'z']), [[0, 2], [1], []]);
  });

  it('counts astral characters as two UTF-16 code units', () => {
    const text = 'a😀b😀😀';
    assert.deepStrictEqual(findOccurrences(text, ['😀', '😀😀', 'b😀', '\uDE00']), [[1, 4, 6], [4], [3], [2, 5, 7]]);
  });

  it('finds nothing for an empty pattern, a pattern longer than the text, or an empty text', () => {
    assert.deepStrictEqual(findOccurrences('abc', ['', 'abcd']), [[], []]);
    assert.deepStrictEqual(findOccurrences('', ['a']), [[]]);
  });

  it('reports the same pattern given twice under both indexes', () => {
    assert.deepStrictEqual(findOccurrences('a-a', ['a', 'a']), [[0, 2], [0, 2]]);
  });

  it('finds long patterns (32-character window) beside short ones', () => {
    const long = 'x'.repeat(40) + 'END';
    const text = `${'x'.repeat(50)}END ${long}`;
    assert.deepStrictEqual(findOccurrences(text, [long, 'END', 'xE']), [[10, 54], [50, 94], [49, 93]]);
  });

  it('finds many patterns that share a long common start', () => {
    const prefix = '        const value = computeSomething(';
    const patterns = Array.from({ length: 300 }, (_, i) => `${prefix}${i});`);
    const text = patterns.map((p) => `${p}\n`).join('');
    const found = findOccurrences(text, patterns);
    found.forEach((starts, i) => assert.deepStrictEqual(starts, bruteForce(text, patterns[i]), `pattern ${i}`));
  });

  it('handles a pattern occurring 100,000 times, visiting starts in increasing order', () => {
    const text = 'ab'.repeat(100_000);
    let count = 0;
    let previous = -1;
    let ordered = true;
    forEachOccurrence(text, ['ab'], (_, start) => {
      ordered &&= start > previous;
      previous = start;
      count++;
    });
    assert.equal(count, 100_000);
    assert.equal(ordered, true);
  });

  it('agrees with brute force on random texts and patterns over a small alphabet', () => {
    const alphabet = fc.constantFrom('a', 'b', '\n', '\r\n', '😀', ' ');
    const text = fc.array(alphabet, { maxLength: 80 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.array(fc.array(alphabet, { minLength: 1, maxLength: 40 }).map((p) => p.join('')), { minLength: 1, maxLength: 6 }), (t, patterns) => {
        const found = findOccurrences(t, patterns);
        patterns.forEach((p, i) => assert.deepStrictEqual(found[i], bruteForce(t, p)));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with brute force when the patterns are taken from the text', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', '\n', '  ');
    fc.assert(
      fc.property(
        fc.array(alphabet, { minLength: 1, maxLength: 200 }).map((parts) => parts.join('')),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 70 })), { minLength: 1, maxLength: 8 }),
        (t, cuts) => {
          const patterns = cuts.map(([at, length]) => t.slice(at % t.length, (at % t.length) + length));
          const found = findOccurrences(t, patterns);
          patterns.forEach((p, i) => assert.deepStrictEqual(found[i], bruteForce(t, p)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
