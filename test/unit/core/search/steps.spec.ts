import assert from 'node:assert/strict';
import { planEdits, planEditsPausing } from '../../../../src/core/edit';
import { runPausing, runToEnd, searchSteps } from '../../../../src/core/search';

describe('planning in steps (the host pauses between passes over the text)', () => {
  it('planEditsPausing pauses between the passes and plans exactly what planEdits plans', async () => {
    const text = `${'a'.repeat(1_000_000)}b\nline two\n`; // large enough for the scans, which pause between passes
    const edits = [
      { old_string: `${'a'.repeat(300)}b`, new_string: 'x' },
      { old_string: 'line two', new_string: 'line 2' },
      { old_string: 'ab', new_string: 'AB' },
    ];
    const input = { text, eol: '\n' as const, edits, displayPath: 'f.txt' };
    let pauses = 0;
    const paused = await planEditsPausing(input, () => { pauses++; return new Promise((resolve) => setImmediate(resolve)); });
    assert.ok(pauses >= 2, `paused ${pauses} times`);
    assert.equal(JSON.stringify(paused), JSON.stringify(planEdits(input)));
    const refused = await planEditsPausing({ ...input, edits: [{ old_string: 'zzz', new_string: 'y' }] }, () => Promise.resolve());
    assert.equal(refused.ok, false);
  });

  it('the search yields once per scan and per fallback search; run to the end it answers as searchOccurrences', () => {
    const text = 'a'.repeat(50_000);
    const queries = [{ pattern: `${'a'.repeat(100)}b`, overlapping: true, limit: 51 }, { pattern: 'aa', overlapping: false, limit: Infinity }];
    const scans = { nativeJobChars: 0 };
    const steps = searchSteps(text, queries, scans);
    let yields = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) yields++;
    assert.ok(yields >= 3, `${yields} steps: two scans and one fallback`);
    assert.deepEqual(runToEnd(searchSteps(text, queries, scans)).map((r) => r.starts.length), [0, 25_000]);
  });

  it('a small job (searched with indexOf) is one step: bounded, and no pause per pattern', () => {
    const text = 'a'.repeat(50_000);
    const queries = [{ pattern: `${'a'.repeat(100)}b`, overlapping: true, limit: 51 }, { pattern: 'aa', overlapping: false, limit: Infinity }];
    const steps = searchSteps(text, queries);
    let yields = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) yields++;
    assert.equal(yields, 0);
    assert.deepEqual(runToEnd(searchSteps(text, queries)).map((r) => r.starts.length), [0, 25_000]);
  });

  it('runPausing awaits the pause between steps only', async () => {
    function* three(): Generator<void, string, void> {
      yield;
      yield;
      return 'done';
    }
    let pauses = 0;
    assert.equal(await runPausing(three(), () => { pauses++; return Promise.resolve(); }), 'done');
    assert.equal(pauses, 2);
  });
});
