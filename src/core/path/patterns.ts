// The glob settings applied to a resolved target: guardedEdit.protectedFiles (refused) and
// guardedEdit.confirmFiles (the adapter asks the user).
import { globMatches } from './glob';
import type { Platform } from '../platform';
import type { FolderForm, FolderPatternList, ResolvedTarget } from './types';

export const DEFAULT_PROTECTED_PATTERNS: readonly string[] = ['**/.git/**'];
/**
 * Files a language model may change only after a person's yes: secrets (.env), the editor's and
 * other agents' own configuration (what they may do, which tools and servers they start, their
 * hooks), and what runs by itself (CI workflows, git hooks, dev containers). package.json's
 * default of guardedEdit.confirmFiles is this list (a unit test keeps them equal).
 */
export const DEFAULT_CONFIRM_PATTERNS: readonly string[] = [
  '**/.env*',
  '**/.vscode/**',
  '**/*.code-workspace',
  '**/.claude/**',
  '**/.mcp.json',
  '**/.cursor/**',
  '**/.cursor/hooks.json',
  '**/.codex/**',
  '**/.gemini/**',
  '**/.copilot/**',
  '**/.github/copilot/**',
  '**/.github/workflows/**',
  '**/.github/hooks/**',
  '**/.clinerules/hooks/**',
  '**/.cline/hooks/**',
  '**/.opencode/**',
  '**/opencode.json',
  '**/opencode.jsonc',
  '**/.husky/**',
  '**/.devcontainer/**',
];

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
 * guardedEdit.confirmFiles for a target: the window's patterns against every relative form, then
 * each containing folder's own patterns against the path relative to that folder (the union).
 */
export function confirmPatternOf(
  windowPatterns: readonly string[],
  target: Pick<ResolvedTarget, 'relativePaths' | 'displayPath' | 'folderForms'>,
  platform: Platform,
): string | undefined {
  return matchesAnyGlob(windowPatterns, target, platform) ?? folderMatch(target.folderForms ?? [], 'confirmPatterns', platform)?.pattern;
}

/** The first of a folder's own patterns (of `list`) that matches the target relative to that folder. */
export function folderMatch(forms: readonly FolderForm[], list: FolderPatternList, platform: Platform): { pattern: string; path: string } | undefined {
  for (const form of forms) {
    const patterns = form.root.rules?.[list];
    if (!patterns?.length) continue;
    const match = firstMatch(patterns, [form.path], platform);
    if (match) return match;
  }
  return undefined;
}

/** The window's lists and size limit, as a check of a target used them. */
export interface WindowRules {
  protectedPatterns: readonly string[];
  confirmPatterns?: readonly string[];
  maxFileBytes: number;
}

/**
 * A key of every rule that applies to a target: the window's lists, the folder it is in and the
 * size limit there, and the own lists of each folder containing it. Equal exactly when the same
 * rules apply again (the re-check before applying refuses otherwise).
 */
export function targetRulesKey(target: Pick<ResolvedTarget, 'root' | 'folderForms'>, window: WindowRules): string {
  const folders = (target.folderForms ?? []).map((f) => [f.root.path, f.root.rules?.protectedPatterns ?? [], f.root.rules?.confirmPatterns ?? []]);
  const maxFileBytes = target.root.rules?.maxFileBytes ?? window.maxFileBytes;
  return JSON.stringify([window.protectedPatterns, window.confirmPatterns ?? [], maxFileBytes, target.root.path, folders]);
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
    const glob = isAbsolute ? toGlobPath(trimmed, platform) : trimmed.startsWith('./') ? trimmed.replace(/^(?:\.\/)+/, '') : trimmed;
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
