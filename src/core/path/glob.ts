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
  // A default pattern's text missing from the path: no match, and nothing made for it (most paths,
  // against most default patterns, at every hook event).
  const parts = PRECOMPILED_GLOBS.get(pattern)?.parts;
  if (parts !== undefined && !holdsAll(path, parts, options)) return false;
  return compileGlob(pattern, options)(path);
}

/** Whether `path` holds every part, both folded when the match ignores case. */
function holdsAll(path: string, parts: readonly string[], options: GlobOptions): boolean {
  const fold = options.caseInsensitive === true ? (text: string) => text.toLowerCase() : (text: string) => text;
  const folded = fold(path);
  return parts.every((part) => folded.includes(fold(part)));
}

/**
 * The pattern as a matcher, compiled once per pattern and case mode (the cache is bounded), and only
 * for a path that holds the pattern's literal text: a regular expression costs a process that
 * starts for one event (the hook) far more to compile than to run, and most paths are tested
 * against every default pattern and match none.
 */
export function compileGlob(pattern: string, options: GlobOptions = {}): Matcher {
  const key = `${options.caseInsensitive ? 'i' : 's'}\u0000${pattern}`;
  let matcher = cache.get(key);
  if (!matcher) {
    if (cache.size >= MAX_CACHED) cache.clear();
    let compiled: Matcher | undefined;
    const full = (path: string): boolean => (compiled ??= compileWhole(pattern, options))(path);
    const fold = options.caseInsensitive === true ? (text: string) => text.toLowerCase() : (text: string) => text;
    const needed = (PRECOMPILED_GLOBS.get(pattern)?.parts ?? literalParts(pattern)).map(fold);
    matcher = needed.length === 0 ? full : (path) => {
      const folded = fold(path);
      return needed.every((part) => folded.includes(part)) && full(path);
    };
    cache.set(key, matcher);
  }
  return matcher;
}

function compileWhole(pattern: string, options: GlobOptions): Matcher {
  // windows: false: patterns use '/' on every platform; posix: true gives '[!x]' its POSIX
  // meaning; dot: true lets '*' match a leading dot, as VS Code does.
  const precompiled = PRECOMPILED_GLOBS.get(pattern)?.source;
  return precompiled !== undefined
    ? regexMatcher(pattern, new RegExp(precompiled, options.caseInsensitive ? 'i' : ''))
    : picomatch(pattern, { dot: true, posix: true, nocase: options.caseInsensitive === true, windows: false });
}

/**
 * Text every path the pattern matches holds as it is written (case aside): the runs between its
 * wildcards, without a "/" next to a "**" (which may match no segment, and the "/" with it). None
 * for a pattern with any other glob syntax (classes, braces, escapes, negation, extglobs), with
 * segments picomatch rewrites, or a "**" within a segment. A
 * case-insensitive match of an ASCII run is a match of its lower case in the path's lower case
 * (no other character folds to ASCII in a regular expression without the u flag): see the spec.
 * Read character by character, not with regular expressions: compiling those cost every hook
 * start a few tenths of a millisecond, far more than this loop over the default patterns.
 */
export function literalParts(pattern: string): string[] {
  // Bounded: each loop walks the pattern once.
  for (let i = 0; i < pattern.length; i++) {
    const code = pattern.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || OTHER_SYNTAX.includes(pattern[i])) return [];
  }
  // Segments picomatch rewrites ("./" at the start, ".", "..", empty ones within), and a "**" that
  // is not a whole segment (picomatch reads it in ways of its own): the pattern as it is.
  const segments = pattern.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '.' || segment === '..') return [];
    if (segment === '' && i > 0 && i < segments.length - 1) return [];
    if (segment !== '**' && segment.includes('**')) return [];
  }
  // The runs between wildcards ("**", "*", "?"), each with the wildcards beside it.
  const parts: string[] = [];
  let run = '';
  let before = '';
  for (let i = 0; i <= pattern.length; i++) {
    const char = pattern[i];
    const wildcard = char === '*' ? (pattern[i + 1] === '*' ? '**' : '*') : char === '?' ? '?' : i === pattern.length ? 'end' : undefined;
    if (wildcard === undefined) {
      run += char;
      continue;
    }
    if (before === '**' && run.startsWith('/')) run = run.slice(1);
    if (wildcard === '**' && run.endsWith('/')) run = run.slice(0, -1);
    if (run !== '') parts.push(run);
    run = '';
    before = wildcard;
    if (wildcard === '**') i++;
  }
  return parts;
}

/** Glob syntax beyond "*", "**" and "?": classes, braces, extglobs, negation and escapes. */
const OTHER_SYNTAX = '[]{}()!+@\\';

/** What picomatch's matcher does with these options: an empty path never matches, the pattern itself always does, else its regular expression decides. */
function regexMatcher(pattern: string, regex: RegExp): Matcher {
  return (path) => path !== '' && (path === pattern || regex.test(path));
}
