// The refusals of a call on an open notebook's cells that only a host with a notebook editor meets
// (the notebook kept changing, could not be opened or checked, or the editor did not apply the
// change): written here, so the host only forwards them.
import { guardedError, type GuardedError } from '../errors';

const FILE_PATH = ['file_path'];

/** The notebook changed in the editor on every one of `attempts` plans. */
export function notebookChangedWhilePlannedError(displayPath: string, attempts: number): GuardedError {
  return guardedError('STALE_DOCUMENT', `${displayPath} changed in the editor ${attempts} times while the call was planned; nothing was changed.`, [...FILE_PATH], 'Call again when the notebook is not being changed (a running cell writes its outputs).');
}

/** The result could not be written as the editor saves it, so it could not be checked against the schema: the host's notebook support is missing. */
export function notebookUncheckedError(displayPath: string): GuardedError {
  return guardedError('INVALID_NOTEBOOK', `The result of the call on ${displayPath} could not be checked against the nbformat schema: VS Code's built-in Jupyter notebook support (the extension vscode.ipynb) is not available. Nothing was changed.`, [...FILE_PATH],
    'Enable the built-in extension "Jupyter Notebook Support" (vscode.ipynb), or edit the notebook with the MCP server\'s guarded_notebook_edit.');
}

/** The file could not be opened as a notebook; `why`: the editor's own words. */
export function notebookNotOpenedError(displayPath: string, why: string): GuardedError {
  return guardedError('INVALID_NOTEBOOK', `${displayPath} could not be opened as a notebook: ${why}. Nothing was changed.`, [...FILE_PATH],
    'Check that the file is a Jupyter notebook (.ipynb, nbformat 4) that VS Code can open; repair it in Jupyter, then call again.');
}

/** The editor refused the one edit of the cells. */
export function cellsNotAppliedError(displayPath: string): GuardedError {
  return guardedError('APPLY_FAILED', `VS Code did not apply the cell changes to ${displayPath}; nothing was changed.`, [], 'Call again; if it keeps failing, close and reopen the notebook.');
}

/** guarded_notebook_edit whose operations name no cell (its edits are cell operations, so this is a call without any). */
export function noCellNamedError(): GuardedError {
  return guardedError('INVALID_INPUT', 'No operation of the call names a cell of the notebook.', ['edits'], 'Name each cell by cell_id or cell_index.');
}

/** A multi-edit whose old_strings were in the notebook's cells when checked, and are in none of them when planned again (the cells changed in the editor meanwhile). */
export function cellsMovedError(displayPath: string): GuardedError {
  return guardedError('STALE_DOCUMENT', `The old_strings were in cells of ${displayPath} when the call was checked, but are in none of its cells now (the notebook changed in the editor meanwhile). Nothing was changed.`, [...FILE_PATH],
    'Read the notebook again and call again with old_strings from its cells as they are now.');
}
