// Glob matching for the settings guardedEdit.protectedFiles and guardedEdit.confirmFiles, on
// picomatch. Patterns are matched against a '/'-joined workspace-relative path (or an absolute
// one), the way VS Code's own glob settings are:
//   **      any number of whole segments, including none ("a/**" matches "a" and "a/b/c")
//   *       any characters within one segment; unlike a shell, it also matches a leading dot
//   ?       one character within a segment
//   {a,b}   alternatives;  [abc] [a-z] [!x]   one character of (or not of) a class
// Patterns and paths use '/'; a backslash in a pattern escapes the next character.
import picomatch from 'picomatch';
import { PRECOMPILED_GLOBS } from './precompiledGlobs';

export interface GlobOptions {
  /** Compare without regard to case (Windows, default macOS). */
  caseInsensitive?: boolean;
}

type Matcher = (path: string) => boolean;

const MAX_CACHED = 512;
const cache = new Map<string, Matcher>();

/** Whether `path` ('/'-separated) matches `pattern`. */
export function globMatches(pattern: string, path: string, options: GlobOptions = {}): boolean {
  return compileGlob(pattern, options)(path);
}

/** The pattern as a matcher, compiled once per pattern and case mode (the cache is bounded). */
export function compileGlob(pattern: string, options: GlobOptions = {}): Matcher {
  const key = `${options.caseInsensitive ? 'i' : 's'}\u0000${pattern}`;
  let matcher = cache.get(key);
  if (!matcher) {
    if (cache.size >= MAX_CACHED) cache.clear();
    // windows: false: patterns use '/' on every platform; posix: true gives '[!x]' its POSIX
    // meaning; dot: true lets '*' match a leading dot, as VS Code does.
    const precompiled = PRECOMPILED_GLOBS.get(pattern);
    matcher = precompiled !== undefined
      ? regexMatcher(pattern, new RegExp(precompiled, options.caseInsensitive ? 'i' : ''))
      : picomatch(pattern, { dot: true, posix: true, nocase: options.caseInsensitive === true, windows: false });
    cache.set(key, matcher);
  }
  return matcher;
}

/** What picomatch's matcher does with these options: an empty path never matches, the pattern itself always does, else its regular expression decides. */
function regexMatcher(pattern: string, regex: RegExp): Matcher {
  return (path) => path !== '' && (path === pattern || regex.test(path));
}
