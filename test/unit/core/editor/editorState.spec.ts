import assert from 'node:assert/strict';
import { applyReplacements } from '../../../../src/core/text';
import { changedOnDiskError, checkReadOnly, dirtyInOtherEditorError, editNotAppliedError, inverseReplacements, saveFailedError } from '../../../../src/core/editor';
import { POSIX, WINDOWS } from '../../../../src/core/platform';

const target = { displayPath: 'src/frozen.txt', realPath: '/ws/src/frozen.txt', relativePaths: ['src/frozen.txt'] };
const none = { include: {}, exclude: {}, fromPermissions: false };

describe('core/editor: read-only as the editor sees it', () => {
  it('is not read-only by default, whatever the mode', () => {
    assert.deepEqual(checkReadOnly(target, none, { mode: 0o100444, fileSystemWritable: true }, POSIX, []), []);
  });

  it('follows files.readonlyInclude, naming the pattern; readonlyExclude wins; false entries are off', () => {
    const [error] = checkReadOnly(target, { ...none, include: { '**/frozen.txt': true } }, { fileSystemWritable: true }, POSIX, ['files', 1]);
    assert.equal(error.code, 'READ_ONLY');
    assert.match(error.message, /"\*\*\/frozen\.txt" in files\.readonlyInclude/);
    assert.deepEqual(error.path, ['files', 1, 'file_path']);
    assert.deepEqual(checkReadOnly(target, { ...none, include: { '**/frozen.txt': true }, exclude: { 'src/**': true } }, { fileSystemWritable: true }, POSIX, []), []);
    assert.deepEqual(checkReadOnly(target, { ...none, include: { '**/frozen.txt': false } }, { fileSystemWritable: true }, POSIX, []), []);
  });

  it('matches the real absolute path too, case-insensitively where the platform is', () => {
    assert.equal(checkReadOnly(target, { ...none, include: { '/ws/src/*.txt': true } }, { fileSystemWritable: true }, POSIX, []).length, 1);
    assert.equal(checkReadOnly(target, { ...none, include: { '**/FROZEN.txt': true } }, { fileSystemWritable: true }, WINDOWS, []).length, 1);
    assert.equal(checkReadOnly(target, { ...none, include: { '**/FROZEN.txt': true } }, { fileSystemWritable: true }, POSIX, []).length, 0);
  });

  it('judges readonlyFromPermissions by the owner write bit (root can write, the editor will not)', () => {
    const on = { ...none, fromPermissions: true };
    const [error] = checkReadOnly(target, on, { mode: 0o100444, fileSystemWritable: true }, POSIX, []);
    assert.match(error.message, /permissions \(444\)/);
    assert.deepEqual(checkReadOnly(target, on, { mode: 0o100644, fileSystemWritable: true }, POSIX, []), []);
    assert.deepEqual(checkReadOnly(target, on, { fileSystemWritable: true }, POSIX, []), []);
    assert.deepEqual(checkReadOnly(target, { ...on, exclude: { '**': true } }, { mode: 0o444, fileSystemWritable: true }, POSIX, []), []);
  });

  it('refuses on a read-only file system whatever the settings say', () => {
    const [error] = checkReadOnly(target, { ...none, exclude: { '**': true } }, { fileSystemWritable: false }, POSIX, []);
    assert.match(error.message, /file system is read-only/);
  });
});

describe('core/editor: putting a file back and the refusals', () => {
  it('inverts replacements exactly, in the coordinates of the new text', () => {
    const before = 'one two three four';
    const replacements = [{ start: 0, end: 3, text: '1' }, { start: 8, end: 13, text: 'THREE!!' }, { start: 18, end: 18, text: ' five' }];
    const after = applyReplacements(before, replacements);
    assert.equal(after, '1 two THREE!! four five');
    assert.equal(applyReplacements(after, inverseReplacements(before, replacements)), before);
  });

  it('says what happened and what to do', () => {
    assert.equal(dirtyInOtherEditorError('nb.ipynb', [], 'notebook').code, 'DIRTY_IN_OTHER_EDITOR');
    assert.match(dirtyInOtherEditorError('x.bin', [], 'custom').message, /custom editor with unsaved changes/);
    const stale = changedOnDiskError('a.txt', ['files', 0], 3, 1500);
    assert.equal(stale.code, 'STALE_DOCUMENT');
    assert.match(stale.message, /changed on disk \(from line 3 on\).*1500 ms/);
    assert.match(editNotAppliedError(['a.txt', 'b.txt'], 'why').message, /a\.txt, b\.txt did not land: why/);
    assert.match(saveFailedError('b.txt', [], 'disk full', ['a.txt']).message, /b\.txt could not be saved: disk full\. The other files \(a\.txt\) were put back/);
    assert.doesNotMatch(saveFailedError('b.txt', [], 'x', []).message, /other files/);
  });
});
