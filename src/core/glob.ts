// A small glob matcher for the settings guardedEdit.protectedFiles and guardedEdit.confirmFiles
// (the runtime bundle depends on zod alone). Patterns are matched against a '/'-joined
// workspace-relative path, the way VS Code's own glob settings are:
//   **      any number of whole segments, including none ("a/**" matches "a" and "a/b/c")
//   *       any characters within one segment; unlike a shell, it also matches a leading dot
//   ?       one character within a segment
//   {a,b}   alternatives (may nest and may contain '/', '*' and '**')
//   [abc] [a-z] [!x] [^x]   one character of (or not of) a class, never '/'
// A backslash is an ordinary character (patterns use '/'); an unclosed '[' or '{' is literal.

export interface GlobOptions {
  /** Compare without regard to case (Windows, default macOS). */
  caseInsensitive?: boolean;
}

const MAX_CACHED = 512;
const cache = new Map<string, RegExp>();

/** Whether `path` ('/'-separated, no leading '/') matches `pattern`. */
export function globMatches(pattern: string, path: string, options: GlobOptions = {}): boolean {
  return compileGlob(pattern, options).test(path);
}

/** The pattern as an anchored RegExp, compiled once per pattern and case mode. */
export function compileGlob(pattern: string, options: GlobOptions = {}): RegExp {
  const flags = options.caseInsensitive ? 'isu' : 'su';
  const key = `${flags}\u0000${pattern}`;
  let regex = cache.get(key);
  if (!regex) {
    if (cache.size >= MAX_CACHED) cache.clear();
    regex = new RegExp(`^${globToRegexSource(pattern)}$`, flags);
    cache.set(key, regex);
  }
  return regex;
}

/** The body of a RegExp (without anchors) equivalent to `pattern`. Exported for tests. */
export function globToRegexSource(pattern: string): string {
  return new GlobTranslator(pattern).translate();
}

const REGEX_SYNTAX = /[\^$\\.*+?()[\]{}|]/;

class GlobTranslator {
  private index = 0;
  private readonly out: string[] = [];
  /** One entry per open '{': where in `out` its opening and its ',' branches are. */
  private readonly braceDepth: { open: number; branches: number[] }[] = [];

  constructor(private readonly pattern: string) {}

  translate(): string {
    const p = this.pattern;
    while (this.index < p.length) {
      const c = p[this.index];
      if (c === '*') this.star();
      else if (c === '?') this.emit('[^/]', 1);
      else if (c === '[') this.characterClass();
      else if (c === '{') this.openBrace();
      else if (c === ',' && this.braceDepth.length > 0) {
        this.braceDepth[this.braceDepth.length - 1].branches.push(this.out.length);
        this.emit('|', 1);
      }
      else if (c === '}' && this.braceDepth.length > 0) {
        this.braceDepth.pop();
        this.emit(')', 1);
      } else this.emit(escapeLiteral(c), 1);
    }
    // A brace left open is literal: its opening and its commas become text again.
    for (const group of this.braceDepth) {
      this.out[group.open] = '\\{';
      for (const branch of group.branches) this.out[branch] = ',';
    }
    return this.out.join('');
  }

  private emit(piece: string, consumed: number): void {
    this.out.push(piece);
    this.index += consumed;
  }

  private star(): void {
    const p = this.pattern;
    let end = this.index;
    while (p[end] === '*') end += 1;
    if (end - this.index === 1 || !this.isSegmentStart(this.index) || !this.isSegmentEnd(end)) {
      this.emit('[^/]*', end - this.index);
      return;
    }
    // '**' as a whole segment: zero or more segments.
    if (p[end] === '/') {
      // "**/" : any leading segments, each followed by '/'.
      this.emit('(?:.*/)?', end + 1 - this.index);
      return;
    }
    const previous = this.out[this.out.length - 1];
    if (previous === '/') {
      // "x/**" at the end of the pattern or of an alternative: "x" itself or anything below it.
      this.out.pop();
      this.emit('(?:/.*)?', end - this.index);
      return;
    }
    this.emit('.*', end - this.index);
  }

  private isSegmentStart(at: number): boolean {
    if (at === 0) return true;
    const before = this.pattern[at - 1];
    return before === '/' || (this.braceDepth.length > 0 && (before === '{' || before === ','));
  }

  private isSegmentEnd(at: number): boolean {
    if (at >= this.pattern.length) return true;
    const after = this.pattern[at];
    return after === '/' || (this.braceDepth.length > 0 && (after === ',' || after === '}'));
  }

  private openBrace(): void {
    this.braceDepth.push({ open: this.out.length, branches: [] });
    this.emit('(?:', 1);
  }

  private characterClass(): void {
    const p = this.pattern;
    let at = this.index + 1;
    let negated = false;
    if (p[at] === '!' || p[at] === '^') {
      negated = true;
      at += 1;
    }
    const bodyStart = at;
    if (p[at] === ']') at += 1; // a ']' right after '[' or '[!' is a member
    while (at < p.length && p[at] !== ']') at += 1;
    if (at >= p.length || at === bodyStart) {
      this.emit('\\[', 1);
      return;
    }
    const body = [...p.slice(bodyStart, at)].map((ch) => (ch === '-' ? '-' : escapeInClass(ch))).join('');
    const source = negated ? `[^/${body}]` : `(?!/)[${body}]`;
    if (!isValidRegex(source)) {
      this.emit('\\[', 1); // e.g. a reversed range [z-a]: read the '[' literally
      return;
    }
    this.emit(source, at + 1 - this.index);
  }
}

function escapeLiteral(c: string): string {
  return REGEX_SYNTAX.test(c) ? `\\${c}` : c;
}

function escapeInClass(c: string): string {
  return c === '\\' || c === ']' || c === '[' || c === '^' ? `\\${c}` : c;
}

function isValidRegex(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}
