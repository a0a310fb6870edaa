import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findOccurrences as findAll, searchOccurrences as searchAll, type SearchOptions, type SearchQuery } from '../../../../src/core/search';

/** Every start position by brute force: the obviously correct answer. */
function bruteForce(text: string, pattern: string): number[] {
  const starts: number[] = [];
  if (pattern.length === 0) return starts;
  for (let i = text.indexOf(pattern); i !== -1; i = text.indexOf(pattern, i + 1)) starts.push(i);
  return starts;
}

// Every case runs twice: through the hash scans (nativeJobChars 0), and as the planner searches
// (small jobs through indexOf, larger ones through the scans).
const MODES: { name: string; options: SearchOptions | undefined }[] = [
  { name: 'the hash scans and their fallbacks', options: { nativeJobChars: 0 } },
  { name: 'as planned (indexOf for small jobs)', options: undefined },
];

for (const { name, options } of MODES) describe(`multiSearch, ${name}`, () => {
  const findOccurrences = (text: string, patterns: readonly string[]) => findAll(text, patterns, options);
  const searchOccurrences = (text: string, queries: readonly SearchQuery[]) => searchAll(text, queries, options);

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

  it('handles a pattern occurring 100,000 times, starts in increasing order', () => {
    const text = 'ab'.repeat(100_000);
    const [found] = findOccurrences(text, ['ab']);
    assert.equal(found.length, 100_000);
    assert.ok(found.every((start, i) => i === 0 || start > found[i - 1]));
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

  describe('long patterns on ASCII text (the aligned scan)', () => {
    /** What a query answers, by brute force: its rules applied to every start. */
    function expectedResult(text: string, query: { pattern: string; overlapping: boolean; limit: number }) {
      const starts: number[] = [];
      for (const s of bruteForce(text, query.pattern)) {
        if (starts.length >= query.limit) break;
        if (query.overlapping || starts.length === 0 || s >= starts[starts.length - 1] + query.pattern.length) starts.push(s);
      }
      return { starts, stopped: starts.length >= query.limit };
    }

    it('agrees with brute force for every mode and limit, patterns of 11 characters or more taken from the text', () => {
      const alphabet = fc.constantFrom('a', 'b', 'ab', 'ba', '\n', '    ', 'x');
      fc.assert(
        fc.property(
          fc.array(alphabet, { minLength: 20, maxLength: 300 }).map((parts) => parts.join('')),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 11, max: 60 }), fc.boolean(), fc.constantFrom(1, 2, 3, 21, Infinity)), { minLength: 1, maxLength: 8 }),
          (text, cuts) => {
            const queries = cuts.map(([at, length, overlapping, limit]) => ({ pattern: text.slice(at % text.length, (at % text.length) + length), overlapping, limit }));
            const found = searchOccurrences(text, queries);
            queries.forEach((q, i) => assert.deepStrictEqual(found[i], expectedResult(text, q), `query ${i}: ${JSON.stringify(q)}`));
          },
        ),
        { numRuns: 1500 },
      );
    });

    it('agrees with brute force on a text with a few characters beyond ASCII (the one-byte view), patterns with and without them', () => {
      const ascii = fc.constantFrom('a', 'b', 'ab', '\n', '    ', 'x', 'const ');
      const rare = fc.constantFrom('é', '😀', '\u00a0', '中文');
      fc.assert(
        fc.property(
          fc.array(fc.oneof({ weight: 150, arbitrary: ascii }, { weight: 1, arbitrary: rare }), { minLength: 600, maxLength: 1500 }).map((parts) => parts.join('')),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 17, max: 60 }), fc.boolean(), fc.constantFrom(1, 2, 21, Infinity)), { minLength: 1, maxLength: 8 }),
          (text, cuts) => {
            const queries = cuts.map(([at, length, overlapping, limit]) => ({ pattern: text.slice(at % text.length, (at % text.length) + length), overlapping, limit }));
            const found = searchOccurrences(text, queries);
            queries.forEach((q, i) => assert.deepStrictEqual(found[i], expectedResult(text, q), `query ${i}: ${JSON.stringify(q)}`));
          },
        ),
        { numRuns: 500 },
      );
    });

    it('finds occurrences at every alignment, overlapping ones in order, many times over', () => {
      const unit = 'abcab';
      const text = `x${unit.repeat(2_000)}y`;
      const queries = [11, 12, 13, 14, 30].map((length) => ({ pattern: unit.repeat(8).slice(0, length), overlapping: true, limit: Infinity }));
      const found = searchOccurrences(text, queries);
      queries.forEach((q, i) => assert.deepStrictEqual(found[i], expectedResult(text, q), `length ${q.pattern.length}`));
    });

    it('a pattern with a non-ASCII character has no occurrence in an ASCII text; one non-ASCII character in the text changes nothing found', () => {
      const line = 'const value = compute(alpha, beta);\n';
      const ascii = line.repeat(50);
      const patterns = [line.replace('alpha', 'alphä'), line.trim(), line + line];
      assert.deepStrictEqual(findOccurrences(ascii, patterns), patterns.map((p) => bruteForce(ascii, p)));
      const unicode = `${ascii}é${ascii}`;
      assert.deepStrictEqual(findOccurrences(unicode, patterns), patterns.map((p) => bruteForce(unicode, p)));
    });

    it('stops counting an ambiguous line of 500,000 equal lines after the first ones, in order', () => {
      const line = '  return compute(value, 42);\n';
      const text = line.repeat(500_000);
      const [found] = searchOccurrences(text, [{ pattern: line, overlapping: true, limit: 21 }]);
      assert.deepStrictEqual(found, { starts: Array.from({ length: 21 }, (_, i) => i * line.length), stopped: true });
    });
  });

  describe('bounded counting and the linear fallback', () => {
    const a = (n: number) => 'a'.repeat(n);

    it('stops at the limit and says so; counts non-overlapping occurrences left to right', () => {
      const [once, all, few] = searchOccurrences('aaaaaa', [
        { pattern: 'aa', overlapping: true, limit: 2 },
        { pattern: 'aa', overlapping: false, limit: Infinity },
        { pattern: 'aaa', overlapping: true, limit: 10 },
      ]);
      assert.deepStrictEqual(once, { starts: [0, 1], stopped: true });
      assert.deepStrictEqual(all, { starts: [0, 2, 4], stopped: false });
      assert.deepStrictEqual(few, { starts: [0, 1, 2, 3], stopped: false });
    });

    it('a pattern over its verification budget is found by the linear fallback (one pattern: KMP)', () => {
      // Every position is a hash hit that fails after 300 characters.
      const text = `${a(20_000)}b${a(400)}`;
      const pattern = `${a(300)}b${a(300)}`;
      const [overlapping, nonOverlapping] = searchOccurrences(text, [
        { pattern, overlapping: true, limit: Infinity },
        { pattern: `${a(301)}b`, overlapping: false, limit: Infinity },
      ]);
      assert.deepStrictEqual(overlapping.starts, bruteForce(text, pattern));
      assert.deepStrictEqual(nonOverlapping.starts, [20_000 - 301]);
    });

    it('many patterns over budget are found by one Aho-Corasick pass', () => {
      const text = `${a(20_000)}b${a(2_000)}c${a(50)}`;
      const patterns = [...Array.from({ length: 8 }, (_, i) => `${a(200 + i)}b`), `b${a(40)}`, `${a(100)}c`, 'zz', `${a(10)}b${a(2_000)}c${a(10)}`];
      const found = searchOccurrences(text, patterns.map((pattern) => ({ pattern, overlapping: true, limit: Infinity })));
      found.forEach((result, i) => assert.deepStrictEqual(result.starts, bruteForce(text, patterns[i]), `pattern ${i}`));
    });

    it('the fallback respects limits and non-overlapping counting', () => {
      const text = `${a(30_000)}b`;
      const patterns = Array.from({ length: 6 }, (_, i) => `${a(50 + i)}`);
      const found = searchOccurrences(text, patterns.map((pattern, i) => ({ pattern, overlapping: i % 2 === 0, limit: i < 2 ? 3 : Infinity })));
      assert.deepStrictEqual(found[0], { starts: [0, 1, 2], stopped: true });
      assert.deepStrictEqual(found[1], { starts: [0, 51, 102], stopped: true });
      assert.equal(found[2].starts.length, 30_000 - 52 + 1);
      assert.equal(found[3].starts.length, Math.floor(30_000 / 53));
      assert.ok(found[3].starts.every((s, i) => s === i * 53));
    });

    it('agrees with brute force on periodic texts, near the budget, for every mode', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('a', 'ab', 'aab', 'abc'),
          fc.integer({ min: 500, max: 3_000 }),
          fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom('', 'b', 'c', 'x'), fc.integer({ min: 0, max: 60 }), fc.boolean()), { minLength: 1, maxLength: 7 }),
          (unit, repeat, specs) => {
            const text = unit.repeat(repeat) + 'c' + unit.repeat(20);
            const queries = specs.map(([run, middle, tail, overlapping]) => ({ pattern: unit.repeat(run).slice(0, run) + middle + 'a'.repeat(tail), overlapping, limit: Infinity }));
            const found = searchOccurrences(text, queries);
            queries.forEach((q, i) => {
              const every = bruteForce(text, q.pattern);
              const expected: number[] = [];
              for (const s of every) if (q.overlapping || expected.length === 0 || s >= expected[expected.length - 1] + q.pattern.length) expected.push(s);
              assert.deepStrictEqual(found[i].starts, expected, `query ${i}`);
            });
          },
        ),
        { numRuns: 150 },
      );
    });
  });
});
