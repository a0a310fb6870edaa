// Read-only as the editor judges it, before anything is applied: files.readonlyInclude and
// files.readonlyExclude (globs), files.readonlyFromPermissions (the mode bits, not access(), which
// root bypasses) and a file system that is not writable.
import { guardedError, type GuardedError, type InputPath } from '../errors';
import { firstMatch, type ResolvedTarget } from '../path';
import type { Platform } from '../platform';

export interface ReadOnlySettings {
  /** files.readonlyInclude: glob -> true. */
  include: Readonly<Record<string, unknown>>;
  /** files.readonlyExclude: glob -> true; wins over readonlyInclude and readonlyFromPermissions. */
  exclude: Readonly<Record<string, unknown>>;
  fromPermissions: boolean;
}

export interface ReadOnlyFacts {
  /** The file's mode bits (stat), when known. */
  mode?: number;
  /** False when the file system holding the file cannot be written. */
  fileSystemWritable: boolean;
}

type Target = Pick<ResolvedTarget, 'displayPath' | 'realPath' | 'relativePaths'>;

/** READ_ONLY when the editor would not save the file; empty otherwise. */
export function checkReadOnly(target: Target, settings: ReadOnlySettings, facts: ReadOnlyFacts, platform: Platform, inputPath: InputPath): GuardedError[] {
  const where = [...inputPath, 'file_path'];
  if (!facts.fileSystemWritable) {
    return [readOnlyError(target, 'its file system is read-only', where, 'Edit a file on a writable file system.')];
  }
  // Relative globs see the workspace-relative forms; absolute ones the real path.
  const paths = target.relativePaths ?? [target.displayPath];
  const absolute = [target.realPath];
  if (firstMatch(enabled(settings.exclude), paths, platform, absolute)) return [];
  const included = firstMatch(enabled(settings.include), paths, platform, absolute);
  if (included) {
    return [readOnlyError(target, `it matches "${included.pattern}" in files.readonlyInclude`, where, 'Ask the person to remove the pattern from files.readonlyInclude (or add the file to files.readonlyExclude), or edit another file.')];
  }
  // The owner's write bit, as VS Code reads it; root may write anyway, the editor will not.
  if (settings.fromPermissions && facts.mode !== undefined && (facts.mode & 0o200) === 0) {
    return [readOnlyError(target, `its permissions (${(facts.mode & 0o777).toString(8).padStart(3, '0')}) do not let the owner write it and files.readonlyFromPermissions is on`, where, 'Ask the person to make the file writable (chmod u+w), or edit another file.')];
  }
  return [];
}

function enabled(patterns: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(patterns).filter(([, on]) => on === true).map(([pattern]) => pattern);
}

function readOnlyError(target: Target, why: string, where: InputPath, hint: string): GuardedError {
  return guardedError(
    'READ_ONLY',
    `${target.displayPath} is read-only in the editor: ${why}. Nothing was changed.`,
    where,
    hint,
  );
}
