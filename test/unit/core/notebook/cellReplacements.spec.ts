// The cells a call replaces in an open notebook: the untouched cells that keep their order stay,
// and each gap between them is one replacement, with ranges of the notebook before the call.
import assert from 'node:assert/strict';
import { cellReplacements, type ResultCell } from '../../../../src/core/notebook';

const kept = (from: number): ResultCell => ({ kind: 'base', from, clearOutputs: false });
const edited = (from: number): ResultCell => ({ kind: 'base', from, source: 'x', clearOutputs: false });
const inserted = (op: number): ResultCell => ({ kind: 'new', op, source: 'y', cellType: 'code' });

describe('core/notebook: cellReplacements', () => {
  it('nothing changed: no replacement', () => {
    assert.deepEqual(cellReplacements(3, [kept(0), kept(1), kept(2)]), []);
  });

  it('one cell edited: only that cell is replaced', () => {
    assert.deepEqual(cellReplacements(3, [kept(0), edited(1), kept(2)]), [{ start: 1, end: 2, from: 1, to: 2 }]);
  });

  it('an insert and a delete: an empty range gains the new cell, the deleted cell is replaced by none', () => {
    assert.deepEqual(cellReplacements(3, [inserted(0), kept(0), kept(2)]), [{ start: 0, end: 0, from: 0, to: 1 }, { start: 1, end: 2, from: 2, to: 2 }]);
  });

  it('a moved cell is replaced where it left and where it arrives; the others stay', () => {
    // Cell 0 moved to the end: cells 1 and 2 keep their order and stay.
    assert.deepEqual(cellReplacements(3, [kept(1), kept(2), kept(0)]), [{ start: 0, end: 1, from: 0, to: 0 }, { start: 3, end: 3, from: 2, to: 3 }]);
  });

  it('a cell whose outputs are cleared counts as changed', () => {
    assert.deepEqual(cellReplacements(2, [{ kind: 'base', from: 0, clearOutputs: true }, kept(1)]), [{ start: 0, end: 1, from: 0, to: 1 }]);
  });
});
