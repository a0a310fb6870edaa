// The refusal of an edit on disk whose result is too large (the write's own refusals, a file
// changed meanwhile or a write that failed part-way, are the journal's: core/journal).
import { guardedError, type GuardedError, type InputPath } from '../errors';
import { formatBytes } from '../path';

export function resultTooLargeError(displayPath: string, size: number, limit: number, inputPath: InputPath): GuardedError {
  return guardedError(
    'FILE_TOO_LARGE',
    `${displayPath} would be ${formatBytes(size)} after this change, more than the limit of ${formatBytes(limit)}. Nothing was changed.`,
    [...inputPath, 'file_path'],
    'Make a smaller change, or ask the person to raise the size limit.',
  );
}
