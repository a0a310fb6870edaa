// An undo of a notebook entry merged with a later change: a merge that would leave the notebook
// failing the nbformat schema is a conflict (nothing written), whichever host undoes it.
import assert from 'node:assert/strict';
import { planUndoFile } from '../../../../src/core/journal';
import { mergedNotebookProblem } from '../../../../src/core/notebook';

const bytes = (text: string): Uint8Array => Buffer.from(text, 'utf8');
const decode = (data: Uint8Array): string => Buffer.from(data).toString('utf8');

function notebook(cell: string[]): string {
  return ['{', ' "cells": [', '  {', ...cell, '  }', ' ],', ' "metadata": {},', ' "nbformat": 4,', ' "nbformat_minor": 5', '}', ''].join('\n');
}
const source = ['   "source": [', '    "x = 1\\n",', '    "y = 2\\n",', '    "z = 3"'];
const before = notebook(['   "cell_type": "code",', '   "execution_count": 1,', '   "id": "a",', '   "metadata": {},', '   "outputs": [],', ...source, '   ]']);
// The entry made the cell markdown (no count, no outputs).
const after = notebook(['   "cell_type": "markdown",', '   "id": "a",', '   "metadata": {},', ...source, '   ]']);
// Later, away from the entry's lines, the markdown cell got attachments (which a code cell cannot hold).
const later = notebook(['   "cell_type": "markdown",', '   "id": "a",', '   "metadata": {},', ...source, '   ],', '   "attachments": {}']);

describe('core/notebook: an undo merged with later changes stays a valid notebook', () => {
  it('a merge that would fail the schema is a conflict that says why', () => {
    const plan = planUndoFile({ before: bytes(before), after: bytes(after), now: bytes(later), changes: [{ start_line: 4, end_line: 4 }], mergedProblem: mergedNotebookProblem('nb.ipynb') }, decode, bytes);
    assert.equal(plan.kind, 'conflict');
    assert.match(plan.kind === 'conflict' ? plan.why : '', /would leave it invalid: at \/cells\/0 it .*nbformat 4\.5/);
  });

  it('without the check the same merge is written (the check is what refuses it), and a valid merge is written', () => {
    const unchecked = planUndoFile({ before: bytes(before), after: bytes(after), now: bytes(later), changes: [] }, decode, bytes);
    assert.equal(unchecked.kind, 'write');
    const renamed = after.replace('"z = 3"', '"z = 4"');
    const plan = planUndoFile({ before: bytes(before), after: bytes(after), now: bytes(renamed), changes: [], mergedProblem: mergedNotebookProblem('nb.ipynb') }, decode, bytes);
    assert.equal(plan.kind, 'write');
    assert.ok(plan.kind === 'write' && plan.bytes !== null && decode(plan.bytes).includes('"z = 4"') && decode(plan.bytes).includes('"cell_type": "code"'));
  });

  it('is no check for a file that is not a notebook', () => {
    assert.equal(mergedNotebookProblem('src/app.ts'), undefined);
  });
});
