import assert from 'node:assert/strict';
import { replayOperation } from '../../../../src/core/agentHook';

describe('replayOperation (what an agent\'s call alone leaves)', () => {
  it('replays a write and exact edits in order, replace_all too', () => {
    assert.equal(replayOperation({ kind: 'write', path: 'a', inputPath: [], content: 'new\n' }, 'old\n'), 'new\n');
    const edits = [{ old_string: 'a', new_string: 'b' }, { old_string: 'b b', new_string: 'c' }];
    assert.equal(replayOperation({ kind: 'edit', path: 'a', inputPath: [], edits }, 'a b x\n'), 'c x\n', 'each edit on the result of the one before');
    assert.equal(replayOperation({ kind: 'edit', path: 'a', inputPath: [], edits: [{ old_string: 'x', new_string: 'y', replace_all: true }] }, 'x x x'), 'y y y');
  });

  it('says "not known" (undefined) where the result cannot be replayed, never a guess', () => {
    assert.equal(replayOperation({ kind: 'edit', path: 'a', inputPath: [], edits: [{ old_string: 'missing', new_string: 'y' }] }, 'text'), undefined);
    assert.equal(replayOperation({ kind: 'edit', path: 'a', inputPath: [], edits: [{ old_string: 'x', new_string: 'y' }] }, null), undefined);
    assert.equal(replayOperation({ kind: 'change', path: 'a', inputPath: [], removes: true }, 'text'), undefined);
  });
});
