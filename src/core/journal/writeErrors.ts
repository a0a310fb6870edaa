// The refusals of writing files on disk (the journaled write): a file changed or was replaced
// since it was planned on, or a write failed part-way (and what was put back).
import { guardedError, plural, type GuardedError, type InputPath } from '../errors';

export function changedOnDiskError(displayPath: string, inputPath: InputPath): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `${displayPath} changed on disk after it was validated (another program wrote it) and before it was written. Nothing was changed.`,
    [...inputPath, 'file_path'],
    `Read ${displayPath} again and send edits that match its current text.`,
  );
}

export function replacedOnDiskError(displayPath: string, inputPath: InputPath, what: string): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `${displayPath} was replaced on disk just before it was written (${what}), so it is no longer the file that was checked. Nothing was changed.`,
    [...inputPath, 'file_path'],
    'Check the path and call again.',
  );
}

/**
 * APPLY_FAILED of a write that failed part-way: `written` files had been replaced; `restored`
 * says which of them were put back, `notRestored` which could not be.
 */
export function writeFailedError(failedPath: string, reason: string, restored: readonly string[], notRestored: readonly string[]): GuardedError {
  const back = restored.length > 0 ? ` ${plural(restored.length, 'file')} already written (${restored.join(', ')}) ${restored.length === 1 ? 'was' : 'were'} put back as they were.` : '';
  const lost = notRestored.length > 0 ? ` Could NOT put back ${notRestored.join(', ')}: check ${notRestored.length === 1 ? 'it' : 'them'} now.` : '';
  const nothing = restored.length === 0 && notRestored.length === 0 ? ' Nothing was changed.' : '';
  return guardedError(
    'APPLY_FAILED',
    `Writing ${failedPath} failed: ${reason}.${nothing}${back}${lost}`,
    [],
    notRestored.length > 0 ? 'Tell the person which files could not be put back.' : 'Call again; if it fails again, tell the person what the error says (permissions, disk space).',
  );
}
