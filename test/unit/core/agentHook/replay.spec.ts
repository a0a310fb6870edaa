import assert from 'node:assert/strict';
import { replayOperation } from '../../../../src/core/agentHook';

describe('replayOperation (what an agent\'s call alone leaves)', () => {
  it('replays a write and exact edits in order, replace_all too', () => {
    assert.equal(replayOperation({ kind: 'write', path: 'a', inputPath: [], content: 'new\n' }, 'old\n'), 'new\n');
    const edits = [{ old_string: 'a', new_string: 'b' }, { old_string: 'b b', new_string: 'c' }];
    assert.equal(replayOperation({ kind: 'edit', path: 'a', inputPath: [], edits }, 'a b x\n'), 'c x\n', 'each edit on the result of the one before');
    assert.equal(replayOperation({ kind: 'edit', path: 'a', inputPath: [], edits: [{ old_string: 'x', new_string: 'y', replace_all: true }] }, 'x x x'), 'y y y');
  });

  it("replays a patch's hunks of an updated file (Codex's apply_patch), in the file's line endings", () => {
    const hunks = [{ line: 2, oldLines: ['b = 1;'], newLines: ['b = 2;'], endOfFile: false }, { line: 4, oldLines: ['d = 1;'], newLines: ['d = 2;', 'e = 1;'], endOfFile: false }];
    assert.equal(replayOperation({ kind: 'hunks', path: 'a', inputPath: [], hunks }, 'a = 1;\nb = 1;\nc = 1;\nd = 1;\n'), 'a = 1;\nb = 2;\nc = 1;\nd = 2;\ne = 1;\n');
    assert.equal(replayOperation({ kind: 'hunks', path: 'a', inputPath: [], hunks }, 'b = 1;\r\nd = 1;\r\n'), 'b = 2;\r\nd = 2;\r\ne = 1;\r\n');
    assert.equal(replayOperation({ kind: 'hunks', path: 'a', inputPath: [], hunks }, 'b = 1;\n'), undefined, 'a hunk that does not apply: not known');
    assert.equal(replayOperation({ kind: 'hunks', path: 'a', inputPath: [], hunks }, null), undefined);
    assert.equal(replayOperation({ kind: 'hunks', path: 'a', inputPath: [], hunks, movedTo: 'b' }, 'b = 1;\nd = 1;\n'), undefined, 'a moved file leaves no text at its path');
  });

  it('says "not known" (undefined) where the result cannot be replayed, never a guess', () => {
    assert.equal(replayOperation({ kind: 'edit', path: 'a', inputPath: [], edits: [{ old_string: 'missing', new_string: 'y' }] }, 'text'), undefined);
    assert.equal(replayOperation({ kind: 'edit', path: 'a', inputPath: [], edits: [{ old_string: 'x', new_string: 'y' }] }, null), undefined);
    assert.equal(replayOperation({ kind: 'change', path: 'a', inputPath: [], removes: true }, 'text'), undefined);
  });
});
