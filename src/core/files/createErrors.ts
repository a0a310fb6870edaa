// The create tool's own refusals: an existing file without overwrite, and a file that appeared
// between the check and the create.
import { guardedError, quote, type GuardedError } from '../errors';

/** FILE_EXISTS: guarded_create_file replaces an existing file only with overwrite true. */
export function overwriteNeededError(displayPath: string): GuardedError {
  return guardedError(
    'FILE_EXISTS',
    `${quote(displayPath)} already exists, and guarded_create_file only replaces an existing file when overwrite is true.`,
    ['file_path'],
    'To change part of it, read it with guarded_read_file and then edit it with guarded_multi_edit. To replace all of its content, repeat this call with overwrite: true.',
  );
}

/**
 * The re-check before applying a create found a file where a new one was to be created: with
 * overwrite true it would be replaced, but the model never saw it. (A file to overwrite that is
 * gone is the jail's FILE_NOT_FOUND.)
 */
export function createdMeanwhileError(displayPath: string): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `${quote(displayPath)} was created by someone else between the check and the create. Nothing was changed.`,
    ['file_path'],
    'Read it with guarded_read_file; to replace it, call again with overwrite: true.',
  );
}
