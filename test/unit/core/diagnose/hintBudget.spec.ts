// The hint searches of a refusal (closest text, diagnoses) are bounded by a work budget: counted
// work, not time, so that these checks are exact on any machine.
import assert from 'node:assert/strict';
import { HINT_WORK_FLOOR, HINT_WORK_PER_CHAR, WorkBudget } from '../../../../src/core/text';
import { planEdits, type PlanResult } from '../../../../src/core/edit';
import type { Edit } from '../../../../src/core/request';

const LINE = '  total = compute(value, 42);\n';
/** One budget check may be passed by at most the verification of one run of lines. */
const OVERSHOOT = 10_000;

function planWith(text: string, edits: Edit[], budget: WorkBudget): PlanResult {
  return planEdits({ text, eol: '\n', edits, displayPath: 'big.txt', hintBudget: budget });
}

describe('the work budget of hints', () => {
  const text = LINE.repeat(50_000);
  const nearMiss = (k: number): Edit => ({ old_string: `  total = compute(valve${k}, 42);\n`, new_string: 'x\n' });

  it('a plan gets HINT_WORK_PER_CHAR units per character of its text, and a floor for small texts', () => {
    assert.equal(WorkBudget.forText(1000).limit, HINT_WORK_PER_CHAR * 1000 + HINT_WORK_FLOOR);
  });

  it('a near miss on many equal lines stays within its budget, and still names the closest line', () => {
    const budget = WorkBudget.forText(text.length);
    const result = planWith(text, [nearMiss(0)], budget);
    assert.ok(!result.ok);
    assert.ok(budget.spent <= budget.limit + OVERSHOOT, `${budget.spent} > ${budget.limit}`);
    assert.match(result.errors[0].message, /The most similar text is at line 1 \(49999 other places are as close\)/);
  });

  it('fifty near misses share one budget: the total work is bounded, not fifty times one', () => {
    const budget = WorkBudget.forText(text.length);
    const result = planWith(text, Array.from({ length: 50 }, (_, k) => nearMiss(k)), budget);
    assert.ok(!result.ok);
    assert.equal(result.errors.length, 50);
    assert.ok(budget.spent <= budget.limit + 50 * OVERSHOOT, `${budget.spent} > ${budget.limit}`);
    assert.ok(result.errors.some((e) => /stopped after \d+ lines|Too many edits were not found/.test(e.message)), 'later misses say the search stopped');
  });

  it('a budget spent before the search starts: "search stopped after N lines", nothing more', () => {
    const budget = new WorkBudget(text.length + 1000);
    const result = planWith(text, [nearMiss(1)], budget);
    assert.ok(!result.ok);
    assert.match(result.errors[0].message, /No similar text was found before the search stopped after \d+ lines \(its work is bounded\)\./);
  });

  it('diagnoses that try corrected old_strings spend the same budget', () => {
    const budget = WorkBudget.forText(text.length);
    const prefixed = { old_string: '  12\t  total = compute(valve, 42);\n  13\t  total = compute(value, 42);', new_string: 'x' };
    const escaped = { old_string: '  total = compute(valve, 42);\\n  total = compute(value, 42);', new_string: 'y' };
    const result = planWith(text, [prefixed, escaped], budget);
    assert.ok(!result.ok);
    assert.ok(budget.spent <= budget.limit + 2 * OVERSHOOT);
    assert.match(result.errors[0].message, /line-number prefixes/);
  });

  it('the diagnoses of the second round (a fence, diff markers, entities, a trailing elision) spend the same budget', () => {
    const budget = WorkBudget.forText(text.length);
    const edits = [
      { old_string: '```ts\n  total = compute(valve, 42);\n  total = compute(value, 42);\n```', new_string: 'a' },
      { old_string: '   total = compute(valve, 42);\n-  total = compute(value, 42);\n+  total = compute(value, 43);', new_string: 'b' },
      { old_string: '  total = compute(valve, 42);\n  total &lt; compute(value, 42);', new_string: 'c' },
      { old_string: '  total = compute(value, 42);\n  // rest unchanged', new_string: 'd' },
    ];
    const result = planWith(text, edits, budget);
    assert.ok(!result.ok);
    assert.equal(result.errors.length, 4);
    assert.ok(budget.spent <= budget.limit + 4 * OVERSHOOT, `${budget.spent} > ${budget.limit}`);
    assert.match(result.errors[0].message, /Markdown code fence/);
    assert.match(result.errors[1].message, /diff markers/);
  });

  it('very long lines (minified or generated text) are not searched for close text', () => {
    const long = 'a'.repeat(200_000);
    const budget = WorkBudget.forText(long.length);
    const result = planWith(long, [{ old_string: `${'a'.repeat(50)}b`, new_string: 'x' }], budget);
    assert.ok(!result.ok);
    // The line split, and one visit of the line per search level: its characters are never read.
    assert.ok(budget.spent <= long.length + 100, `${budget.spent}`);
  });
});
