// Line breaks counted with the engine's split, in chunks: the same count as a plain loop over
// every break, across the chunks' edges too, and the lines the gate and the plan derive from it.
import assert from 'node:assert/strict';
import { editedLinesOf } from '../../../../src/core/gate';
import { changedRanges, countLineBreaksIn } from '../../../../src/core/text';

function naiveBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = Math.max(0, from); i < Math.min(to, text.length); i++) if (text[i] === '\n') count++;
  return count;
}

/** A deterministic text of `length` characters with line breaks at varying places (\r\n among them). */
function textOf(length: number, seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const kind = state % 7;
    text += kind === 0 ? '\n' : kind === 1 ? '\r\n' : kind === 2 ? '\n\n' : 'abcdefghij'.slice(0, 1 + (state % 10));
  }
  return text.slice(0, length);
}

describe('line breaks counted by the engine', () => {
  it('counts as a loop over every character does, over any range, chunk edges (64 Ki characters) included', () => {
    const text = textOf(200_000, 7);
    const edges = [0, 1, 65_535, 65_536, 65_537, 131_071, 131_072, 131_073, 199_999, 200_000];
    for (const from of edges) for (const to of edges) assert.equal(countLineBreaksIn(text, from, to), naiveBreaks(text, from, to), `[${from}, ${to})`);
    assert.equal(countLineBreaksIn('\n'.repeat(70_000), 0, 70_000), 70_000, 'a text of line breaks only');
  });

  it('counts nothing for an empty or reversed range, and stops at the text\'s end', () => {
    assert.equal(countLineBreaksIn('a\nb\n', 2, 2), 0);
    assert.equal(countLineBreaksIn('a\nb\n', 3, 1), 0);
    assert.equal(countLineBreaksIn('a\nb\n', 0, 100), 2);
    assert.equal(countLineBreaksIn('a\nb\n', -5, 2), 1);
  });

  it('gives the edited lines and the changed ranges a loop over every break gave, in texts longer than a chunk', () => {
    const text = textOf(150_000, 11);
    const lineAt = (offset: number): number => 1 + naiveBreaks(text, 0, offset);
    for (const [start, end] of [[0, 0], [10, 20], [65_530, 65_540], [65_536, 140_000], [149_990, 150_000]]) {
      const expected = { start: lineAt(start), end: end > start ? lineAt(end - 1) : lineAt(start) };
      assert.deepEqual(editedLinesOf(text, [{ start, end }]), [expected], `[${start}, ${end})`);
    }
    // Two replacements far apart: each one's lines of the new text (the first adds a line break).
    const ranges = changedRanges(text, [{ start: 100, end: 105, text: 'x\ny' }, { start: 100_000, end: 100_001, text: 'z' }]);
    assert.deepEqual(ranges, [
      { start_line: lineAt(100), end_line: lineAt(100) + 1 },
      { start_line: lineAt(100_000) + 1 - naiveBreaks(text, 100, 105), end_line: lineAt(100_000) + 1 - naiveBreaks(text, 100, 105) },
    ]);
  });
});
