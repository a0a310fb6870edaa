// The glob settings applied to a resolved target: guardedEdit.protectedFiles (refused) and
// guardedEdit.confirmFiles (the adapter asks the user).
import { globMatches } from './glob';
import type { Platform } from '../platform';
import type { ResolvedTarget } from './types';

export const DEFAULT_PROTECTED_PATTERNS: readonly string[] = ['**/.git/**'];
export const DEFAULT_CONFIRM_PATTERNS: readonly string[] = ['**/.env*', '**/.vscode/**', '**/*.code-workspace'];

/**
 * The first pattern that matches any workspace-relative form of the target (lexical or real,
 * relative to each folder that contains it), or undefined. Case-insensitive where the filesystem is.
 * An absolute pattern is matched against the target's real and lexical absolute paths.
 * A target without `relativePaths` (not made by resolveTarget) is matched by its display path.
 */
export function matchesAnyGlob(
  patterns: readonly string[],
  target: Pick<ResolvedTarget, 'relativePaths' | 'displayPath'> & Partial<Pick<ResolvedTarget, 'realPath' | 'lexicalPath'>>,
  platform: Platform,
): string | undefined {
  const absolutePaths = [target.realPath, target.lexicalPath].filter((p): p is string => p !== undefined);
  return firstMatch(patterns, target.relativePaths ?? [target.displayPath], platform, absolutePaths)?.pattern;
}

/**
 * The first pattern and the path it matched; empty patterns are ignored, a leading "./" is dropped.
 * An absolute pattern ("/home/me/ws/secrets/**"; on Windows also "C:/ws/**" or "C:\\ws\\**") is
 * matched against `absolutePaths` (the real path first), never against the relative forms.
 */
export function firstMatch(
  patterns: readonly string[],
  relativePaths: readonly string[],
  platform: Platform,
  absolutePaths: readonly string[] = [],
): { pattern: string; path: string } | undefined {
  const options = { caseInsensitive: !platform.caseSensitive };
  const absolute = absolutePaths.map((p) => toGlobPath(p, platform));
  for (const pattern of patterns) {
    const trimmed = pattern.trim();
    const isAbsolute = isAbsolutePattern(trimmed, platform);
    const glob = isAbsolute ? toGlobPath(trimmed, platform) : trimmed.replace(/^(?:\.\/)+/, '');
    if (glob === '') continue;
    const path = (isAbsolute ? absolute : relativePaths).find((p) => globMatches(glob, p, options));
    if (path !== undefined) return { pattern, path };
  }
  return undefined;
}

/** Whether a pattern names absolute paths: it starts with "/" (on Windows also a drive, "C:/" or "C:\\", or "\\\\" for a share). */
export function isAbsolutePattern(pattern: string, platform: Platform): boolean {
  if (pattern.startsWith('/')) return true;
  return platform.windows && (/^[A-Za-z]:[\\/]/.test(pattern) || pattern.startsWith('\\\\'));
}

/** On Windows, "\\" separators become "/" (in a Windows path a backslash is never an escape). */
function toGlobPath(path: string, platform: Platform): string {
  return platform.windows ? path.replaceAll('\\', '/') : path;
}
