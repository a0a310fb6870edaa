// Errors of the apply step and of the workspace as a whole.
import { guardedError, type GuardedError, type InputPath } from '../errors';
import { plural, quote } from '../errors';

export function untrustedWorkspaceError(): GuardedError {
  return guardedError(
    'UNTRUSTED_WORKSPACE',
    'This workspace is not trusted, so Guarded Edit changes no file in it.',
    [],
    'Ask the person to trust the workspace (command "Workspaces: Manage Workspace Trust"), then call again.',
  );
}

export function cancelledError(): GuardedError {
  return guardedError('CANCELLED', 'The request was cancelled before anything was applied; no file changed.', [], 'Call again if the change is still wanted.');
}

export function staleDocumentError(displayPath: string, inputPath: InputPath, attempts: number, detail: string): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `${displayPath} changed while the edit was being applied (${plural(attempts, 'attempt')}), and the edits no longer fit the new text: ${detail} Nothing was changed.`,
    [...inputPath, 'file_path'],
    `Read ${displayPath} again and send edits that match its current text.`,
  );
}

export function retargetedError(displayPath: string, inputPath: InputPath, before: string, after: string): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `${displayPath} resolved to ${quote(before)} when it was checked but to ${quote(after)} just before applying (a symbolic link or folder changed). Nothing was changed.`,
    [...inputPath, 'file_path'],
    'Check the path and call again.',
  );
}

export function rulesChangedError(displayPath: string, inputPath: InputPath, action = 'edit'): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `The workspace folders or the Guarded Edit settings that apply to ${displayPath} changed between the check and the ${action} (a folder was added, removed or changed its settings). Nothing was changed.`,
    [...inputPath, 'file_path'],
    'Call again: the request is checked against the workspace as it is now.',
  );
}

export function applyFailedError(displayPaths: readonly string[], detail: string): GuardedError {
  return guardedError(
    'APPLY_FAILED',
    `VS Code refused to apply the edit to ${displayPaths.join(', ')}: ${detail} Nothing was changed.`,
    [],
    'Call again; if it fails again, ask the person to look at the Guarded Edit log (command "Guarded Edit: Show Log").',
  );
}

export function loadFailedError(displayPath: string, inputPath: InputPath, reason: string): GuardedError {
  return guardedError(
    'APPLY_FAILED',
    `${displayPath} could not be opened as a text document: ${reason}`,
    [...inputPath, 'file_path'],
    'Check that the file is a text file VS Code can open, then call again.',
  );
}

export function duplicateFileError(displayPath: string, inputPath: InputPath, firstIndex: number, index: number, total: number): GuardedError {
  return guardedError(
    'INVALID_INPUT',
    `File ${index + 1} of ${total} names ${displayPath}, which file ${firstIndex + 1} of ${total} already names.`,
    [...inputPath, 'file_path'],
    `Put all edits of ${displayPath} into one entry of files.`,
  );
}
