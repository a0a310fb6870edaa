// Messages that do not contradict themselves: no "100% similar" beside a line that differs, and
// old_string quoted as the model sent it.
import assert from 'node:assert/strict';
import { planEdits } from '../../../../src/core/edit';
import { percentOf } from '../../../../src/core/diagnose';

describe('miss messages agree with themselves', () => {
  it('a run whose anchor line is equal but another line differs is not called 100% similar', () => {
    const text = 'def total(self):\n    s = compute_subtotal(self.items, self.discount_code)\n    return round(s, 2)\n';
    const result = planEdits({ text, eol: '\n', edits: [{ old_string: 'def total(self):\n    s = compute_subtotal(self.items, self.discount_code)\n    return round(s, 3)', new_string: 'x' }], displayPath: 'cart.py' });
    assert.ok(!result.ok);
    const message = result.errors[0].message;
    assert.match(message, /line 3 differs|first line there that differs from old_string is line 3/);
    const percent = Number(/\((\d+)% similar\)/.exec(message)?.[1]);
    assert.ok(percent > 50 && percent < 100, message);
  });

  it('rounds a share below 1 to at most 99 and above 0 to at least 1', () => {
    assert.equal(percentOf(0.996), 99);
    assert.equal(percentOf(1), 100);
    assert.equal(percentOf(0.001), 1);
    assert.equal(percentOf(0), 0);
  });

  it('quotes old_string as sent, not in the file\'s line ending', () => {
    const result = planEdits({ text: 'alpha\r\nbeta\r\n', eol: '\r\n', edits: [{ old_string: 'alpha\nbeto', new_string: 'x' }], displayPath: 'a.txt' });
    assert.ok(!result.ok);
    assert.ok(result.errors[0].message.includes('old_string "alpha\\nbeto" was not found'), result.errors[0].message);
  });
});
