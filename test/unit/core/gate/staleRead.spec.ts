// The gate's lines of a read: a change since the read outside an edit's lines does not stop it.
import assert from 'node:assert/strict';
import { editedLinesOf, editsMissChanges, fingerprint, lineHashes, ReadGate, withCurrentText } from '../../../../src/core/gate';
import { guardedError } from '../../../../src/core/errors';

const read = 'a\nb\nc\nd\ne\nf\n';

describe('a read out of date where the edit does not look', () => {
  it('hashes lines without their line endings', () => {
    assert.deepEqual([...lineHashes('x\r\ny\n')], [...lineHashes('x\ny\n')]);
    assert.equal(lineHashes('x\ny').length, 2);
  });

  it('tells a change outside the edited lines (before, after, both sides) from one inside them', () => {
    const before = lineHashes(read);
    assert.equal(editsMissChanges(before, lineHashes('A\nb\nc\nd\ne\nf\n'), [{ start: 3, end: 4 }]), true);
    assert.equal(editsMissChanges(before, lineHashes('a\nb\nc\nd\ne\nF\n'), [{ start: 3, end: 4 }]), true);
    assert.equal(editsMissChanges(before, lineHashes('new\na\nb\nc\nd\ne\nF\n'), [{ start: 4, end: 5 }]), true);
    assert.equal(editsMissChanges(before, lineHashes('a\nb\nC\nd\ne\nf\n'), [{ start: 3, end: 4 }]), false);
    // Lines that occur twice in the read cannot be told apart: refused.
    assert.equal(editsMissChanges(lineHashes('x\ny\nx\ny\n'), lineHashes('X\nx\ny\nx\ny\nZ\n'), [{ start: 2, end: 3 }]), false);
  });

  it('finds the lines an edit changes from its offsets', () => {
    assert.deepEqual(editedLinesOf(read, [{ start: 4, end: 7 }, { start: 0, end: 1 }]), [{ start: 1, end: 1 }, { start: 3, end: 4 }]);
  });

  it('the gate keeps the lines of a read and its time, bounded over all files, and judges an edit by them', () => {
    const gate = new ReadGate({ maxLines: 10 });
    gate.recordRead('k', fingerprint(read), read, 1000);
    assert.equal(gate.readAt('k'), 1000);
    assert.equal(gate.status('k', fingerprint('A\nb\nc\nd\ne\nf\n')), 'changed');
    assert.equal(gate.changesMissEdits('k', 'A\nb\nc\nd\ne\nf\n', [{ start: 3, end: 3 }]), true);
    assert.equal(gate.changesMissEdits('k', 'a\nb\nC\nd\ne\nf\n', [{ start: 3, end: 3 }]), false);
    // Another read past the bound: the oldest file's lines go (its fingerprint and time stay), and it is judged by the fingerprint alone.
    gate.recordRead('other', fingerprint(read), read, 2000);
    assert.equal(gate.readAt('k'), 1000);
    assert.equal(gate.changesMissEdits('k', 'A\nb\nc\nd\ne\nf\n', [{ start: 3, end: 3 }]), false);
    assert.equal(gate.status('k', fingerprint(read)), 'current');
    // A read recorded without its text keeps only its time.
    gate.recordRead('bare', fingerprint(read), undefined, 3000);
    assert.equal(gate.readAt('bare'), 3000);
    assert.equal(gate.changesMissEdits('bare', 'A\nb\nc\nd\ne\nf\n', [{ start: 3, end: 3 }]), false);
  });

  it('a refusal carries the edited lines as they are now', () => {
    const error = withCurrentText(guardedError('CHANGED_SINCE_READ', 'changed.', ['file_path'], 'read it'), 'a\nB\nc\n', [{ start: 2, end: 3 }]);
    assert.deepEqual(error.current_text, { start_line: 2, end_line: 3, text: 'B\nc' });
    assert.match(error.message, /lines 2-3 now read: "B\\nc"/);
  });
});
