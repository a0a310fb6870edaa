// Re-anchoring: the region a formatter made of an old_string, or its lines re-ordered, found in
// linear work and never applied by itself.
import assert from 'node:assert/strict';
import { findReformatted, findReordered, tokenSymbols } from '../../../../src/core/closest';
import { planEdits } from '../../../../src/core/edit';
import { WorkBudget } from '../../../../src/core/text';

const lines = (text: string) => text.split('\n');

/** For each line, the first line after it that differs (as the finder passes it). */
function runEnds(all: readonly string[]): Int32Array {
  const ends = new Int32Array(all.length);
  let end = all.length;
  for (let i = all.length - 1; i >= 0; i--) {
    if (i + 1 < all.length && all[i] !== all[i + 1]) end = i + 1;
    ends[i] = end;
  }
  return ends;
}

describe('re-anchoring a missed old_string', () => {
  it('reads text as a formatter leaves its meaning: spacing and line breaks, trailing commas before a closer, quote style', () => {
    assert.deepEqual(tokenSymbols('f(\n    a,\n    b,\n)'), tokenSymbols('f(a, b)'));
    assert.deepEqual(tokenSymbols("x = 'a'"), tokenSymbols('x = "a"'));
    assert.notDeepEqual(tokenSymbols('return a'), tokenSymbols('returna'));
  });

  it('finds a signature black split over lines, with its lines and the text there now', () => {
    const text = 'import os\n\n\ndef create(\n    name: str,\n    admin: bool = False,\n) -> User:\n    return User(name)\n';
    const found = findReformatted(lines(text), 'def create(name: str, admin: bool = False) -> User:');
    assert.deepEqual(found && { kind: found.kind, first: found.first, last: found.last, count: found.count }, { kind: 'reformatted', first: 3, last: 6, count: 1 });
    assert.equal(found?.exact, 'def create(\n    name: str,\n    admin: bool = False,\n) -> User:');
  });

  it('does not take a name for part of a longer one', () => {
    assert.equal(findReformatted(lines('totals(a, b)\n'), 'total(a, b)'), undefined);
  });

  it('finds imports sorted since the read, blank lines between groups allowed, and counts places', () => {
    const text = 'import a\nimport b\n\nimport c\nx = 1\nimport a\nimport c\nimport b\n';
    const found = findReordered(lines(text), 'import c\nimport b\nimport a');
    assert.deepEqual(found && { kind: found.kind, first: found.first, last: found.last, count: found.count }, { kind: 'reordered', first: 0, last: 3, count: 2 });
  });

  it('is never applied, even with tolerant matching: the refusal names it and carries current_text', () => {
    const text = 'call(\n  alpha,\n  beta,\n);\n';
    for (const matching of ['exact', 'whitespace'] as const) {
      const result = planEdits({ text, eol: '\n', edits: [{ old_string: 'call(alpha, beta);', new_string: 'call(alpha);' }], displayPath: 'a.js', matching });
      assert.ok(!result.ok);
      assert.match(result.errors[0].message, /re-formatted since it was read/);
      assert.deepEqual(result.errors[0].current_text, { start_line: 1, end_line: 4, text: 'call(\n  alpha,\n  beta,\n);' });
    }
  });

  it('stays within its budget on a text where the anchor name is on every line (runs of equal lines compared once)', () => {
    const text = '  total = compute(value, 42);\n'.repeat(200_000);
    const budget = WorkBudget.forText(text.length);
    const spentBefore = budget.spent;
    const split = lines(text);
    findReformatted(split, '  total = compute(valve, 42);', budget, runEnds(split));
    // One visit of each line and a native test of it: about a quarter of a pass, far under the budget.
    assert.ok(budget.spent - spentBefore < text.length, `${budget.spent - spentBefore}`);
    const varied = Array.from({ length: 100_000 }, (_, i) => `  total${i % 2} = compute(value, ${i});`).join('\n');
    const small = new WorkBudget(50_000);
    findReformatted(lines(varied), '  total0 = compute(value, 7);', small);
    assert.ok(small.spent <= small.limit + 200, `${small.spent}`);
  });

  it('answers a 200 KB old_string that is not in the file with a refusal, not a stack overflow (one name of 200 KB, and many lines)', () => {
    const text = 'const a = 1;\nfunction f(x) {\n  return x + 1;\n}\n';
    const oneName = `function g(y) { return ${'y'.repeat(200_000)} }`;
    const manyLines = Array.from({ length: 8_000 }, (_, i) => `  total_${i} = compute(value_${i}, ${i});`).join('\n');
    for (const old_string of [oneName, manyLines]) {
      assert.ok(old_string.length >= 200_000);
      const result = planEdits({ text, eol: '\n', edits: [{ old_string, new_string: 'x' }], displayPath: 'a.js' });
      assert.ok(!result.ok);
      assert.equal(result.errors[0].code, 'OLD_STRING_NOT_FOUND');
      assert.ok(result.errors[0].recovery_hint);
    }
    // A line longer than any the search reads (minified text) is passed over, not read into a crash.
    assert.equal(findReformatted(lines(`${text}${oneName}\n`), oneName), undefined);
  });
});
