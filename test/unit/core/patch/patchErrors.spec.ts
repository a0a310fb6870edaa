import assert from 'node:assert/strict';
import { patchNotLandedError, unsavedDeleteError } from '../../../../src/core/patch';

describe('the patch refusals the VS Code adapter forwards', () => {
  it('names every file of an applied patch that does not hold what it should have left', () => {
    const error = patchNotLandedError([
      { displayPath: 'new.ts', expected: 'created' },
      { displayPath: 'old.ts', expected: 'deleted' },
      { displayPath: 'b/moved.ts', expected: 'moved' },
      { displayPath: 'a.ts', expected: 'edited' },
    ]);
    assert.equal(error.code, 'APPLY_FAILED');
    assert.match(error.message, /new\.ts was not created; old\.ts was not deleted; b\/moved\.ts does not hold the moved file's new text; a\.ts does not hold the new text\./);
    assert.deepEqual(error.path, ['patch']);
    assert.ok(error.recovery_hint.length > 0);
  });

  it('refuses to delete a file with unsaved work, naming the patch line', () => {
    const error = unsavedDeleteError('notes.md', 7);
    assert.equal(error.code, 'STALE_DOCUMENT');
    assert.match(error.message, /^Patch line 7: notes\.md has unsaved changes/);
  });
});
