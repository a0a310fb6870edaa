// The text before an edit rebuilt from the text after it, for agents that report an edit only once
// it is made (Cursor's afterFileEdit): sure, or not at all.
import assert from 'node:assert/strict';
import { rebuildBefore, type FileOperation } from '../../../../src/core/agentHook';

const edit = (...edits: { old_string: string; new_string: string; replace_all?: boolean }[]): FileOperation => ({ kind: 'edit', path: 'a.ts', inputPath: [], edits });

describe('rebuildBefore', () => {
  it('takes each edit back, the last first', () => {
    assert.equal(rebuildBefore(edit({ old_string: 'a = 1', new_string: 'a = 2' }), 'x\na = 2\ny\n'), 'x\na = 1\ny\n');
    assert.equal(rebuildBefore(edit({ old_string: 'one', new_string: 'two' }, { old_string: 'two', new_string: 'three' }), 'three\n'), 'one\n');
  });

  it('is undefined when not sure: a new text found twice or not at all, an empty text, replace_all, or a result that does not replay to the text after', () => {
    assert.equal(rebuildBefore(edit({ old_string: 'a', new_string: 'b' }), 'b b'), undefined);
    assert.equal(rebuildBefore(edit({ old_string: 'a', new_string: 'b' }), 'c'), undefined);
    assert.equal(rebuildBefore(edit({ old_string: 'a', new_string: '' }), 'c'), undefined);
    assert.equal(rebuildBefore(edit({ old_string: '', new_string: 'c' }), 'c'), undefined);
    assert.equal(rebuildBefore(edit({ old_string: 'a', new_string: 'b', replace_all: true }), 'b'), undefined);
    // "x" back gives "x x": replaying the edit would change the first "x", not the second.
    assert.equal(rebuildBefore(edit({ old_string: 'x', new_string: 'y' }), 'x y'), undefined);
    assert.equal(rebuildBefore({ kind: 'write', path: 'a.ts', inputPath: [], content: 'c' }, 'c'), undefined);
  });
});
