// The refusals of a call on an open notebook that the VS Code adapter forwards: each with the code
// it has always had, the notebook named, what happened and the next step.
import assert from 'node:assert/strict';
import { ERROR_CODES } from '../../../../src/core/errors';
import { cellsMovedError, cellsNotAppliedError, noCellNamedError, notebookChangedWhilePlannedError, notebookNotOpenedError, notebookUncheckedError } from '../../../../src/core/notebook';

describe('core/notebook: the refusals of a call on an open notebook', () => {
  it('a notebook that kept changing while planned: STALE_DOCUMENT, with the number of plans', () => {
    const error = notebookChangedWhilePlannedError('nb/a.ipynb', 3);
    assert.equal(error.code, 'STALE_DOCUMENT');
    assert.deepEqual(error.path, ['file_path']);
    assert.match(error.message, /^nb\/a\.ipynb changed in the editor 3 times while the call was planned; nothing was changed\.$/);
    assert.match(error.recovery_hint, /running cell/);
  });

  it('a result that could not be checked (no vscode.ipynb): INVALID_NOTEBOOK, naming the extension to enable', () => {
    const error = notebookUncheckedError('a.ipynb');
    assert.equal(error.code, 'INVALID_NOTEBOOK');
    assert.deepEqual(error.path, ['file_path']);
    assert.match(error.message, /a\.ipynb could not be checked against the nbformat schema/);
    assert.match(error.message, /Nothing was changed\.$/);
    assert.match(error.recovery_hint, /vscode\.ipynb/);
  });

  it('a file the editor could not open as a notebook: INVALID_NOTEBOOK with the editor\'s reason', () => {
    const error = notebookNotOpenedError('b.ipynb', 'Unexpected token } in JSON');
    assert.equal(error.code, 'INVALID_NOTEBOOK');
    assert.equal(error.message, 'b.ipynb could not be opened as a notebook: Unexpected token } in JSON. Nothing was changed.');
    assert.match(error.recovery_hint, /nbformat 4/);
  });

  it('a multi-edit whose old_strings left the cells before it applied: STALE_DOCUMENT, read again', () => {
    const error = cellsMovedError('d.ipynb');
    assert.equal(error.code, 'STALE_DOCUMENT');
    assert.deepEqual(error.path, ['file_path']);
    assert.match(error.message, /were in cells of d\.ipynb when the call was checked, but are in none of its cells now/);
    assert.match(error.message, /Nothing was changed\.$/);
    assert.match(error.recovery_hint, /Read the notebook again/);
  });

  it('cell changes the editor did not apply: APPLY_FAILED', () => {
    const error = cellsNotAppliedError('c.ipynb');
    assert.equal(error.code, 'APPLY_FAILED');
    assert.match(error.message, /did not apply the cell changes to c\.ipynb; nothing was changed/);
  });

  it('a call whose operations name no cell: INVALID_INPUT at edits', () => {
    const error = noCellNamedError();
    assert.equal(error.code, 'INVALID_INPUT');
    assert.deepEqual(error.path, ['edits']);
    assert.match(error.recovery_hint, /cell_id or cell_index/);
  });

  it('every code is in the catalog, and no two refusals share a path array', () => {
    const errors = [notebookChangedWhilePlannedError('a', 1), notebookUncheckedError('a'), notebookNotOpenedError('a', 'x'), cellsNotAppliedError('a'), noCellNamedError()];
    for (const error of errors) assert.ok((ERROR_CODES as readonly string[]).includes(error.code), error.code);
    errors[0].path.push('changed');
    assert.deepEqual(notebookChangedWhilePlannedError('a', 1).path, ['file_path'], 'a refusal\'s path is its own copy');
  });
});
