// When an old_string is not found, name the closest text so that the next attempt can be exact
// (matching is exact). Nothing found here is ever applied: it only words the error.
//
// The search is line based. A k-line old_string is compared with runs of k lines: its first line
// with the end of the first text line, its last line with the start of the last one and the lines
// between in full (for one line: anywhere in a text line). Each kind of difference is one
// normalisation of lines on both sides; the first kind with a match wins, in this order. Runs are
// found from one anchor line of old_string, compared line by line (never one indexOf of the whole
// old_string over the text, which periodic texts make quadratic), a run of equal lines is judged
// once, and all of it is counted against a WorkBudget: when the budget runs out, the search stops
// and says after how many lines.
import { LINE_COST, type WorkBudget } from '../text';
import { foldLookalikes, hasLookalike } from './otherScripts';
import { findReformatted, findReordered } from './reanchor';

export type CandidateKind =
  | 'line_endings' | 'typography' | 'letter_case' | 'indentation' | 'whitespace' | 'reformatted' | 'reordered'
  | 'similar_lines' | 'weak' | 'file_start';

export interface ClosestCandidate {
  kind: CandidateKind;
  /** 1-based, inclusive lines of the current text. */
  startLine: number;
  endLine: number;
  /** Those lines, joined with "\n", without their line endings. */
  text: string;
  /** How many other places match equally well (same kind). */
  otherPlaces: number;
  /** otherPlaces is a lower bound: counting stopped there. */
  otherPlacesAtLeast?: boolean;
  /** For indentation: the first line whose indentation differs, and both indentations. */
  indentation?: { line: number; inFile: string; inOldString: string };
  /** For similar_lines and weak: the similarity (0-1) of the best line to old_string's anchor line. */
  similarity?: number;
  /** For similar_lines and weak: that best line (1-based in the text) and old_string's line it resembles (1-based). */
  similarAt?: { line: number; patternLine: number; patternLines: number };
  /** For similar_lines: the first line of the run that differs from old_string (1-based line of the text). */
  differing?: { line: number; inFile: string; inOldString: string };
  /** Whether the run's lines equal old_string's lines whole (so `text` is a corrected old_string). */
  wholeLines?: boolean;
  /** old_string ends with a line break: the corrected old_string is `text` and one. */
  endsWithLineBreak?: boolean;
  /** For reformatted and reordered: the file's text that old_string stands for now (the corrected old_string). */
  exactText?: string;
}

/** What a search found, and whether the budget stopped it first. */
export interface CandidateSearch {
  candidate: ClosestCandidate | undefined;
  /** Set when the budget ran out: how many lines of the text were searched. */
  stoppedAfterLines?: number;
}

/** Below this, a line is not called similar: a wrong pointer costs the reader more than none. */
const MIN_SIMILARITY = 0.5;
/** Below MIN_SIMILARITY but at least this, a line is shown with its neighbours as a weak lead. */
const WEAK_SIMILARITY = 0.25;
/** A text of at most this many lines shows its first lines when nothing is similar at all. */
const SHORT_FILE_LINES = 40;
/** Lines shown from the start of a short file, and around a weak lead. */
const FILE_START_LINES = 8;
const WEAK_CONTEXT_LINES = 2;
/** What comparing one character's bigram costs, in the same units (measured: about two characters of a pass). */
const BIGRAM_COST = 2;
/** Lines longer than this (minified or generated text) are not searched for close text. */
const LONG_LINE = 20_000;

/** How an anchor line of old_string must meet a line of the text. */
type Meet = 'includes' | 'endsWith' | 'equals';

interface Level {
  kind: Exclude<CandidateKind, 'similar_lines' | 'weak' | 'file_start' | 'reformatted' | 'reordered'>;
  /** Never makes a line longer, so a line shorter than the pattern line is skipped unread. */
  normalise: (line: string) => string;
  /**
   * A test of raw lines against one normalised pattern line at this level. Each level tests the
   * raw line first with a cheap native check, so that most lines are never normalised.
   */
  meets: (pattern: string, how: Meet) => (raw: string) => boolean;
}

function meet(line: string, pattern: string, how: Meet): boolean {
  return how === 'includes' ? line.includes(pattern) : how === 'endsWith' ? line.endsWith(pattern) : line === pattern;
}

const EXACT: Level = { kind: 'line_endings', normalise: (line) => line, meets: (pattern, how) => (raw) => meet(raw, pattern, how) };
/** Exact, and every line whole (for the parts of an old_string between elided lines). */
const WHOLE: Level = { kind: 'line_endings', normalise: (line) => line, meets: (pattern) => (raw) => raw === pattern };
const collapse = (line: string): string => line.replace(/[ \t]+/g, ' ').trim();
const LEVELS: readonly Level[] = [
  EXACT,
  { kind: 'typography', normalise: foldLookalikes, meets: (pattern, how) => (raw) => meet(foldLookalikes(raw), pattern, how) },
  {
    kind: 'letter_case',
    normalise: (line) => line.toLowerCase(),
    meets: (pattern, how) => {
      // Characters without case are the same in every matching line: test for them before lower-casing.
      const token = longestCaselessRun(pattern);
      // A line that must end with the pattern is first compared from its end, without a lower-cased copy.
      const tail = how === 'includes' ? () => true : (raw: string) => asciiTailMayMatch(raw, pattern);
      return (raw) => tail(raw) && raw.includes(token) && meet(raw.toLowerCase(), pattern, how);
    },
  },
  {
    kind: 'indentation',
    normalise: (line) => line.trimStart(),
    // The pattern line is trimmed at its start, so only "equals" needs the raw line's start.
    meets: (pattern, how) => (raw) => (how === 'equals' ? raw.endsWith(pattern) && raw.trimStart().length === pattern.length : meet(raw, pattern, how)),
  },
  {
    kind: 'whitespace',
    normalise: collapse,
    meets: (pattern, how) => {
      const token = longestToken(pattern);
      // A line that must end with the pattern ends with its last token as it is (no space or tab in
      // it to collapse): tested in place, so that most lines are never collapsed into a copy.
      const last = pattern.slice(pattern.lastIndexOf(' ') + 1);
      const tail = how === 'includes' ? () => true : (raw: string) => endsWithBeforeSpace(raw, last);
      return (raw) => tail(raw) && raw.includes(token) && meet(collapse(raw), pattern, how);
    },
  },
];

/** The longest run of characters that have no case (digits, punctuation, spaces). */
function longestCaselessRun(pattern: string): string {
  let best = '';
  let start = 0;
  for (let i = 0; i <= pattern.length; i++) {
    if (i === pattern.length || hasCase(pattern.charCodeAt(i))) {
      if (i - start > best.length) best = pattern.slice(start, i);
      start = i + 1;
    }
  }
  return best;
}

function hasCase(code: number): boolean {
  if (code < 0x80) return (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
  const c = String.fromCharCode(code);
  return c.toLowerCase() !== c.toUpperCase();
}

/**
 * False when `raw.toLowerCase()` cannot end with `lowered`: their last characters, as far as both
 * are ASCII (lower-casing maps those one to one), differ in more than case.
 */
function asciiTailMayMatch(raw: string, lowered: string): boolean {
  for (let i = raw.length - 1, j = lowered.length - 1; j >= 0; i--, j--) {
    if (i < 0) return false;
    const a = raw.charCodeAt(i);
    const b = lowered.charCodeAt(j);
    if (a >= 0x80 || b >= 0x80) return true;
    if (a !== b && !(a >= 0x41 && a <= 0x5a && a + 0x20 === b)) return false;
  }
  return true;
}

/** Whether `raw` without its trailing whitespace (as trim() takes it) ends with `token`. */
function endsWithBeforeSpace(raw: string, token: string): boolean {
  let end = raw.length;
  while (end > 0 && isTrimmed(raw.charCodeAt(end - 1))) end--;
  return end >= token.length && raw.startsWith(token, end - token.length);
}

/** The longest run without spaces: every line that can match holds it as it is. */
function longestToken(pattern: string): string {
  let best = '';
  for (const token of pattern.split(' ')) if (token.length > best.length) best = token;
  return best;
}

/** A run of lines that matches at one level: its first line (0-based) and how many runs match. */
export interface FoundRun {
  first: number;
  count: number;
  /** Counting stopped at MAX_COUNTED_RUNS: there may be more. */
  atLeast?: boolean;
}

/** Runs counted per search: enough to say "many", never all of a periodic text. */
const MAX_COUNTED_RUNS = 1000;

/** Finds candidates in one text; normalised lines are computed lazily, once, and shared. */
export class CandidateFinder {
  /** The text's lines without "\n" and without a "\r" before it. */
  readonly lines: string[];
  /** Whether the text holds a look-alike: read once, and only when a pattern without one asks. */
  private typographyInText: boolean | undefined;
  /** Lines searched when the budget ran out (the furthest any search got), else undefined. */
  private stoppedAt: number | undefined;

  /** For each line, the first line after it that differs from it: a run of equal lines is tested once. */
  private readonly runEnds: Int32Array;
  /** The length of the longest line the searches read (at most LONG_LINE): a longer pattern line meets none. */
  private readonly longestRead: number;

  constructor(private readonly text: string, private readonly budget?: WorkBudget) {
    budget?.charge(text.length);
    const lines = text.split('\n');
    this.lines = text.includes('\r') ? lines.map(withoutCr) : lines;
    // Comparing neighbours reads each line once (mostly its first characters): charged as a visit.
    budget?.charge(this.lines.length * LINE_COST);
    const { runEnds, longestRead } = runEndsOf(this.lines);
    this.runEnds = runEnds;
    this.longestRead = longestRead;
  }

  /** The closest candidate for an old_string (already in the document's line ending), if any. */
  find(oldString: string): ClosestCandidate | undefined {
    return this.search(oldString).candidate;
  }

  /** Like find, and says whether the budget stopped the search. */
  search(oldString: string): CandidateSearch {
    this.stoppedAt = undefined;
    const patternLines = oldString.split('\n').map(withoutCr);
    const candidate = this.closest(patternLines);
    return this.stoppedAt === undefined ? { candidate } : { candidate, stoppedAfterLines: this.stoppedAt };
  }

  /**
   * Where `value` occurs with lines compared exactly (line endings ignored): for the diagnoses
   * that test a corrected old_string. Undefined when absent or when the budget ran out.
   */
  findExact(value: string, fromLine = 0, wholeLines = false): FoundRun | undefined {
    const patternLines = value.split('\n').map(withoutCr);
    if (patternLines.every((line) => line.length === 0)) return undefined;
    return this.findRun(wholeLines ? WHOLE : EXACT, patternLines, fromLine);
  }

  /** A candidate for a run found by findExact (or any level), described as that level's kind. */
  describeRun(run: FoundRun, lineCount: number, kind: CandidateKind = 'line_endings'): ClosestCandidate {
    return this.candidateAt(kind, run.first, lineCount, run.count - 1);
  }

  /** Whether the last search was stopped by the budget. */
  get stopped(): boolean {
    return this.stoppedAt !== undefined;
  }

  private closest(patternLines: readonly string[]): ClosestCandidate | undefined {
    const patternHasTypography = patternLines.some((line) => hasLookalike(line));
    for (const level of LEVELS) {
      // Differences in line endings need a line break in old_string.
      if (level === EXACT && patternLines.length < 2) continue;
      if (level.kind === 'typography' && !patternHasTypography && !(this.typographyInText ??= hasLookalike(this.text))) continue;
      const normalisedPattern = patternLines.map(level.normalise);
      if (normalisedPattern.every((line) => line.length === 0)) continue;
      const found = this.findRun(level, normalisedPattern);
      if (found) return this.describe(level.kind, found, patternLines);
      if (this.stoppedAt !== undefined) return undefined;
    }
    return this.reanchored(patternLines) ?? this.mostSimilar(patternLines);
  }

  /** The region a formatter made of old_string, or its lines in another order (see reanchor). */
  private reanchored(patternLines: readonly string[]): ClosestCandidate | undefined {
    const oldString = patternLines.join('\n');
    const found = findReformatted(this.lines, oldString, this.budget, this.runEnds, this.text) ?? findReordered(this.lines, oldString, this.budget, this.text);
    if (!found) return undefined;
    const candidate = this.candidateAt(found.kind, found.first, found.last - found.first + 1, found.count - 1);
    if (found.atLeast) candidate.otherPlacesAtLeast = true;
    const endsWithLineBreak = patternLines.length > 1 && patternLines[patternLines.length - 1] === '';
    if (endsWithLineBreak) candidate.endsWithLineBreak = true;
    candidate.exactText = found.exact;
    return candidate;
  }

  /**
   * The runs of lines that match the normalised pattern: the first ends with its first line, the
   * last starts with its last line, the lines between are equal. One pattern line is the anchor
   * (the longest full line, else the first line): only lines that pass it are compared further.
   */
  /** From 0-based line `fromLine` on (runs that start there or later). */
  private findRun(level: Level, pattern: readonly string[], fromLine = 0): FoundRun | undefined {
    const k = pattern.length;
    const lines = this.lines;
    const anchor = anchorOf(pattern);
    const anchorLine = pattern[anchor];
    // No line is long enough to hold the anchor line (an old_string longer than the file's lines):
    // nothing to visit, and the test below is never made.
    if (anchorLine.length > this.longestRead || k > lines.length) return undefined;
    const meets = level.meets(anchorLine, k === 1 ? 'includes' : anchor === 0 ? 'endsWith' : 'equals');
    let first = -1;
    let count = 0;
    const last = lines.length - (k - anchor);
    for (let i = anchor + fromLine; i <= last; i++) {
      const raw = lines[i];
      const tested = raw.length >= anchorLine.length && raw.length <= LONG_LINE;
      // Every line visited costs LINE_COST (even one skipped by its length); a native test of the
      // raw line about a quarter of a JavaScript pass over it. A run of lines equal to one that
      // fails the test fails it too, and is passed over at once.
      if (this.budget && !this.budget.charge(tested ? (raw.length >> 2) + LINE_COST : LINE_COST)) {
        this.stoppedAt = i;
        break;
      }
      if (!tested || !meets(raw)) {
        i = this.runEnds[i] - 1;
        continue;
      }
      if (k > 1 && !this.runMatches(level, pattern, i - anchor, level === WHOLE)) continue;
      if (first === -1) first = i - anchor;
      if (++count >= MAX_COUNTED_RUNS) return { first, count, atLeast: true };
    }
    return first === -1 ? undefined : { first, count };
  }

  private runMatches(level: Level, pattern: readonly string[], start: number, whole: boolean): boolean {
    const k = pattern.length;
    for (let j = 0; j < k; j++) {
      const raw = this.lines[start + j];
      this.budget?.charge(raw.length + 1);
      const line = level.normalise(raw);
      const ok = whole ? line === pattern[j] : j === 0 ? line.endsWith(pattern[0]) : j === k - 1 ? line.startsWith(pattern[j]) : line === pattern[j];
      if (!ok) return false;
    }
    return true;
  }

  private describe(kind: CandidateKind, found: FoundRun, patternLines: readonly string[]): ClosestCandidate {
    // An old_string that ends with a line break (a patch hunk always does) ends with the line before it.
    const endsWithLineBreak = patternLines.length > 1 && patternLines[patternLines.length - 1] === '';
    const lines = endsWithLineBreak ? patternLines.slice(0, -1) : patternLines;
    const candidate = this.candidateAt(kind, found.first, lines.length, found.count - 1);
    if (found.atLeast) candidate.otherPlacesAtLeast = true;
    if (endsWithLineBreak) candidate.endsWithLineBreak = true;
    if (kind === 'indentation') {
      const differing = findIndentationDifference(this.lines, found.first, lines);
      if (differing) candidate.indentation = differing;
    }
    const level = LEVELS.find((l) => l.kind === kind) ?? EXACT;
    candidate.wholeLines = lines.every((line, j) => level.normalise(line) === level.normalise(this.lines[found.first + j] ?? ''));
    return candidate;
  }

  private candidateAt(kind: CandidateKind, first: number, lineCount: number, otherPlaces: number): ClosestCandidate {
    const start = Math.max(0, Math.min(first, this.lines.length - 1));
    const end = Math.min(start + Math.max(lineCount, 1), this.lines.length);
    return {
      kind,
      startLine: start + 1,
      endLine: end,
      text: this.lines.slice(start, end).join('\n'),
      otherPlaces,
    };
  }

  /**
   * The line most similar to old_string's anchor line (its longest non-empty line; both trimmed),
   * by the Dice coefficient of their character bigrams; the run of old_string's lines around it,
   * and the first line of that run that differs. Below MIN_SIMILARITY, a weak lead with its
   * neighbours, or the start of a short file.
   */
  private mostSimilar(patternLines: readonly string[]): ClosestCandidate | undefined {
    const trimmedPattern = patternLines.map((line) => line.trim());
    let anchor = -1;
    trimmedPattern.forEach((line, j) => {
      if (line.length > 0 && (anchor === -1 || line.length > trimmedPattern[anchor].length)) anchor = j;
    });
    if (anchor === -1) return undefined;
    // A line of length n scores at most 2(n + 1) / (n + m + 2) against an anchor of length m: when
    // even the longest line read stays under the weak lead's score, no line is read.
    const anchorLength = trimmedPattern[anchor].length;
    if (2 * (this.longestRead + 1) < WEAK_SIMILARITY * (this.longestRead + anchorLength + 2)) return this.fileStart();
    const target = new BigramProfile(trimmedPattern[anchor]);
    let best = -1;
    let bestScore = WEAK_SIMILARITY;
    let ties = 0;
    for (let index = 0; index < this.lines.length; index++) {
      const raw = this.lines[index];
      if (this.budget && !this.budget.charge(raw.length > LONG_LINE ? LINE_COST : BIGRAM_COST * raw.length + LINE_COST)) {
        this.stoppedAt = index;
        break;
      }
      // The lines equal to this one that follow it score the same: ties with the best when it is one.
      const repeats = this.runEnds[index] - index - 1;
      if (raw.length > LONG_LINE) {
        index += repeats;
        continue;
      }
      // The line compared without its outer whitespace, read in place (no trimmed copy of every line).
      let from = 0;
      let to = raw.length;
      while (from < to && isTrimmed(raw.charCodeAt(from))) from++;
      while (to > from && isTrimmed(raw.charCodeAt(to - 1))) to--;
      const score = target.similarity(raw, from, to, bestScore);
      if (score > bestScore || (best === -1 && score === bestScore)) {
        best = index;
        bestScore = score;
        ties = 0;
      } else if (score === bestScore) ties++;
      if (best !== -1 && score === bestScore) ties += repeats;
      index += repeats;
    }
    if (best === -1) return this.fileStart();
    if (bestScore < MIN_SIMILARITY) {
      const from = Math.max(0, best - WEAK_CONTEXT_LINES);
      const candidate = this.candidateAt('weak', from, best - from + WEAK_CONTEXT_LINES + 1, ties);
      candidate.similarity = bestScore;
      candidate.similarAt = { line: best + 1, patternLine: anchor + 1, patternLines: patternLines.length };
      return candidate;
    }
    // The run covers old_string's lines from its first to its last non-empty one.
    const firstNonEmpty = trimmedPattern.findIndex((line) => line.length > 0);
    const lastNonEmpty = trimmedPattern.length - 1 - [...trimmedPattern].reverse().findIndex((line) => line.length > 0);
    const runStart = best - (anchor - firstNonEmpty);
    const start = Math.max(0, runStart);
    const candidate = this.candidateAt('similar_lines', start, lastNonEmpty - firstNonEmpty + 1 - (start - runStart), ties);
    candidate.similarity = bestScore;
    candidate.similarAt = { line: best + 1, patternLine: anchor + 1, patternLines: patternLines.length };
    const differing = lastNonEmpty > firstNonEmpty ? this.firstDifference(patternLines, best - anchor) : undefined;
    if (differing) candidate.differing = differing;
    return candidate;
  }

  /** The first line of the run starting at `start` (0-based, may be negative) that differs from old_string. */
  private firstDifference(patternLines: readonly string[], start: number): ClosestCandidate['differing'] {
    const k = patternLines.length;
    for (let j = 0; j < k; j++) {
      const at = start + j;
      if (at < 0) continue;
      const inFile = this.lines[at];
      if (inFile === undefined) return { line: this.lines.length, inFile: '', inOldString: patternLines[j] };
      const same = j === 0 ? inFile.endsWith(patternLines[j]) : j === k - 1 ? inFile.startsWith(patternLines[j]) : inFile === patternLines[j];
      if (!same) return { line: at + 1, inFile, inOldString: patternLines[j] };
    }
    return undefined;
  }

  /** The first lines of a short text, so that a reply with no lead still shows what is there. */
  private fileStart(): ClosestCandidate | undefined {
    if (this.lines.length > SHORT_FILE_LINES || this.stoppedAt !== undefined) return undefined;
    if (this.lines.every((line) => line.trim().length === 0)) return undefined;
    return this.candidateAt('file_start', 0, FILE_START_LINES, 0);
  }
}

/**
 * For each line, the index of the first line after it that differs from it; and the length of
 * the longest line at most LONG_LINE long (the longest the searches read), in the same pass.
 */
function runEndsOf(lines: readonly string[]): { runEnds: Int32Array; longestRead: number } {
  const ends = new Int32Array(lines.length);
  let end = lines.length;
  let longestRead = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const length = lines[i].length;
    if (length > longestRead && length <= LONG_LINE) longestRead = length;
    if (i + 1 < lines.length && lines[i] !== lines[i + 1]) end = i + 1;
    ends[i] = end;
  }
  return { runEnds: ends, longestRead };
}

/** The pattern line runs are found from: the longest full line between the first and the last, else the first. */
function anchorOf(pattern: readonly string[]): number {
  if (pattern.length <= 2) return 0;
  let anchor = 1;
  for (let j = 2; j < pattern.length - 1; j++) if (pattern[j].length > pattern[anchor].length) anchor = j;
  return pattern[anchor].length > 0 ? anchor : 0;
}

function withoutCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

function leadingWhitespace(line: string): string {
  return line.slice(0, line.length - line.trimStart().length);
}

/** The first line of the run whose leading whitespace differs from old_string's. */
function findIndentationDifference(
  lines: readonly string[],
  first: number,
  patternLines: readonly string[],
): ClosestCandidate['indentation'] {
  for (let j = 0; j < patternLines.length; j++) {
    // An old_string that starts in the middle of its first line has no indentation there.
    if (j === 0 && lines[first].trimStart() !== patternLines[0].trimStart()) continue;
    const inFile = leadingWhitespace(lines[first + j]);
    const inOldString = leadingWhitespace(patternLines[j]);
    if (inFile !== inOldString) return { line: first + j + 1, inFile, inOldString };
  }
  return undefined;
}

/**
 * Character bigrams of one string (with a boundary mark at each end, so one character has two):
 * similarity() runs once per line of the file, so it allocates nothing and does one typed-array
 * access per character. Bigrams of two ASCII characters (most of code) live in a table indexed by
 * the pair itself; others in a small open-addressing table.
 */
class BigramProfile {
  private readonly asciiCounts = new Int32Array(ASCII_PAIRS);
  private readonly asciiUsedCount = new Int32Array(ASCII_PAIRS);
  private readonly asciiUsedStamp = new Int32Array(ASCII_PAIRS);
  /** Slot -> bigram key, and how often it occurs in the profiled string (0: an empty slot). */
  private readonly keys: Int32Array;
  private readonly counts: Int32Array;
  private readonly shift: number;
  private readonly size: number;
  // Per compared string, how many of each slot's bigrams are used up; reset lazily by stamp.
  private readonly usedCount: Int32Array;
  private readonly usedStamp: Int32Array;
  private stamp = 0;

  constructor(value: string) {
    this.size = value.length + 1;
    // The hashed table holds only the bigrams with a character beyond ASCII (a long line of code has few).
    let hashed = 0;
    let before = BOUNDARY;
    for (let i = 0; i <= value.length; i++) {
      const current = i < value.length ? value.charCodeAt(i) : BOUNDARY;
      if ((before | current) >= 128) hashed++;
      before = current;
    }
    let bits = 4;
    while (1 << bits < hashed * 4) bits++;
    this.shift = 32 - bits;
    this.keys = new Int32Array(1 << bits);
    this.counts = new Int32Array(1 << bits);
    this.usedCount = new Int32Array(1 << bits);
    this.usedStamp = new Int32Array(1 << bits);
    let previous = BOUNDARY;
    for (let i = 0; i <= value.length; i++) {
      const current = i < value.length ? value.charCodeAt(i) : BOUNDARY;
      if ((previous | current) < 128) {
        this.asciiCounts[(previous << 7) | current]++;
      } else {
        const key = bigramKey(previous, current);
        let slot = this.home(key);
        while (this.counts[slot] !== 0 && this.keys[slot] !== key) slot = (slot + 1) & (this.keys.length - 1);
        this.keys[slot] = key;
        this.counts[slot]++;
      }
      previous = current;
    }
  }

  /**
   * 2 * shared bigrams / (bigrams of both), counting repeated bigrams as often as both have them;
   * 0 as soon as the bigrams left could no longer reach `atLeast` (most lines of a file are far).
   */
  similarity(value: string, from: number, to: number, atLeast: number): number {
    const otherSize = to - from + 1;
    const total = this.size + otherSize;
    if ((2 * Math.min(this.size, otherSize)) / total < atLeast) return 0;
    const needed = (atLeast * total) / 2;
    const stamp = ++this.stamp;
    const mask = this.keys.length - 1;
    let shared = 0;
    let previous = BOUNDARY;
    for (let i = from; i <= to; i++) {
      // Bigrams left after this one: to - i.
      if (shared + otherSize - (i - from) < needed) return 0;
      const current = i < to ? value.charCodeAt(i) : BOUNDARY;
      if ((previous | current) < 128) {
        const pair = (previous << 7) | current;
        previous = current;
        const count = this.asciiCounts[pair];
        if (count === 0) continue;
        if (this.asciiUsedStamp[pair] !== stamp) {
          this.asciiUsedStamp[pair] = stamp;
          this.asciiUsedCount[pair] = 0;
        }
        if (this.asciiUsedCount[pair] < count) {
          this.asciiUsedCount[pair]++;
          shared++;
        }
        continue;
      }
      const key = bigramKey(previous, current);
      previous = current;
      let slot = this.home(key);
      while (this.counts[slot] !== 0 && this.keys[slot] !== key) slot = (slot + 1) & mask;
      if (this.counts[slot] === 0) continue;
      if (this.usedStamp[slot] !== stamp) {
        this.usedStamp[slot] = stamp;
        this.usedCount[slot] = 0;
      }
      if (this.usedCount[slot] < this.counts[slot]) {
        this.usedCount[slot]++;
        shared++;
      }
    }
    return (2 * shared) / total;
  }

  private home(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> this.shift;
  }
}

/** The whitespace String.prototype.trim removes. */
function isTrimmed(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029
    || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** Pairs of two ASCII characters: the first in the high seven bits. */
const ASCII_PAIRS = 128 * 128;

/** "\n" never occurs inside a line, so it marks both ends of one. */
const BOUNDARY = 0x0a;

/** Two UTF-16 code units as one int32 (distinct pairs give distinct keys). */
function bigramKey(previous: number, current: number): number {
  return (previous << 16) | current;
}
