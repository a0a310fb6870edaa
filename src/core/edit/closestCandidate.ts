// When an old_string is not found, name the closest text so that the next attempt can be exact
// (matching is exact). Nothing found here is ever applied: it only words the error.
//
// The search is line based. A k-line old_string is compared with every run of k lines: its first
// line with the end of the first text line, its last line with the start of the last one and the
// lines between in full (for one line: anywhere in a text line). Each kind of difference is one
// normalisation of every line on both sides; the first kind with a match wins, in this order.
import { LineIndex } from './lineIndex';

export type CandidateKind = 'line_endings' | 'letter_case' | 'indentation' | 'whitespace' | 'similar_lines';

export interface ClosestCandidate {
  kind: CandidateKind;
  /** 1-based, inclusive lines of the current text. */
  startLine: number;
  endLine: number;
  /** Those lines, joined with "\n", without their line endings. */
  text: string;
  /** How many other places match equally well (same kind). */
  otherPlaces: number;
  /** For indentation: the first line whose indentation differs, and both indentations. */
  indentation?: { line: number; inFile: string; inOldString: string };
  /** For similar_lines: the similarity (0-1) of the best line to old_string's first non-empty line. */
  similarity?: number;
}

/** Below this, a line is not called similar: a wrong pointer costs the reader more than none. */
export const MIN_SIMILARITY = 0.5;

interface Level {
  kind: Exclude<CandidateKind, 'similar_lines'>;
  normalise: (line: string) => string;
}

const LEVELS: readonly Level[] = [
  { kind: 'line_endings', normalise: (line) => line },
  { kind: 'letter_case', normalise: (line) => line.toLowerCase() },
  { kind: 'indentation', normalise: (line) => line.trimStart() },
  { kind: 'whitespace', normalise: (line) => line.replace(/[ \t]+/g, ' ').trim() },
];

/** Finds candidates in one text; normalised texts are computed once and shared by all searches. */
export class CandidateFinder {
  /** The text's lines without "\n" and without a "\r" before it. */
  private readonly lines: string[];
  /** Per kind: the normalised lines joined with "\n", so that a search is one native indexOf loop. */
  private readonly normalisedTexts = new Map<CandidateKind, LineIndex>();
  private trimmedLines: string[] | undefined;

  constructor(text: string) {
    this.lines = text.split('\n').map(withoutCr);
  }

  /** The closest candidate for an old_string (already in the document's line ending), if any. */
  find(oldString: string): ClosestCandidate | undefined {
    const patternLines = oldString.split('\n').map(withoutCr);
    for (const level of LEVELS) {
      // Differences in line endings need a line break in old_string.
      if (level.kind === 'line_endings' && patternLines.length < 2) continue;
      const normalisedPattern = patternLines.map(level.normalise);
      if (normalisedPattern.every((line) => line.length === 0)) continue;
      const found = this.findRun(this.normalisedText(level), normalisedPattern.join('\n'));
      if (found) return this.describe(level.kind, found.first, found.count, patternLines);
    }
    return this.mostSimilar(patternLines);
  }

  private normalisedText(level: Level): LineIndex {
    let normalised = this.normalisedTexts.get(level.kind);
    if (!normalised) {
      normalised = new LineIndex(this.lines.map(level.normalise).join('\n'));
      this.normalisedTexts.set(level.kind, normalised);
    }
    return normalised;
  }

  /**
   * The first line (0-based) where the joined pattern starts, and at how many lines one starts.
   * Lines are normalised one by one and joined with "\n", so a match of the joined pattern is a
   * run of lines: the first ends with the pattern's first line, the last starts with its last.
   */
  private findRun(normalised: LineIndex, pattern: string): { first: number; count: number } | undefined {
    const text = normalised.text;
    let first = -1;
    let count = 0;
    for (let at = text.indexOf(pattern); at !== -1;) {
      const line = normalised.lineAt(at);
      if (first === -1) first = line - 1;
      count++;
      if (line === normalised.lineCount) break;
      at = text.indexOf(pattern, normalised.lineStart(line + 1));
    }
    return first === -1 ? undefined : { first, count };
  }

  private describe(kind: CandidateKind, first: number, count: number, patternLines: readonly string[]): ClosestCandidate {
    const candidate = this.candidateAt(kind, first, patternLines.length, count - 1);
    if (kind === 'indentation') {
      const differing = findIndentationDifference(this.lines, first, patternLines);
      if (differing) candidate.indentation = differing;
    }
    return candidate;
  }

  private candidateAt(kind: CandidateKind, first: number, lineCount: number, otherPlaces: number): ClosestCandidate {
    const end = Math.min(first + lineCount, this.lines.length);
    return {
      kind,
      startLine: first + 1,
      endLine: end,
      text: this.lines.slice(first, end).join('\n'),
      otherPlaces,
    };
  }

  /**
   * The line most similar to old_string's first non-empty line (both trimmed), by the Dice
   * coefficient of their character bigrams, and as many lines from there as old_string has left.
   */
  private mostSimilar(patternLines: readonly string[]): ClosestCandidate | undefined {
    const firstNonEmpty = patternLines.findIndex((line) => line.trim().length > 0);
    if (firstNonEmpty === -1) return undefined;
    const target = new BigramProfile(patternLines[firstNonEmpty].trim());
    this.trimmedLines ??= this.lines.map((line) => line.trim());
    let best = -1;
    let bestScore = MIN_SIMILARITY;
    let ties = 0;
    this.trimmedLines.forEach((line, index) => {
      const score = target.similarity(line, bestScore);
      if (score > bestScore || (best === -1 && score === bestScore)) {
        best = index;
        bestScore = score;
        ties = 0;
      } else if (score === bestScore) ties++;
    });
    if (best === -1) return undefined;
    const candidate = this.candidateAt('similar_lines', best, patternLines.length - firstNonEmpty, ties);
    candidate.similarity = bestScore;
    return candidate;
  }
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
 * Character bigrams of one string (with a boundary mark at each end, so one character has two),
 * in a small open-addressing table: similarity() runs once per line of the file, so it does one
 * typed-array probe per character and allocates nothing.
 */
class BigramProfile {
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
    let bits = 4;
    while (1 << bits < this.size * 4) bits++;
    this.shift = 32 - bits;
    this.keys = new Int32Array(1 << bits);
    this.counts = new Int32Array(1 << bits);
    this.usedCount = new Int32Array(1 << bits);
    this.usedStamp = new Int32Array(1 << bits);
    let previous = BOUNDARY;
    for (let i = 0; i <= value.length; i++) {
      const current = i < value.length ? value.charCodeAt(i) : BOUNDARY;
      const key = bigramKey(previous, current);
      let slot = this.home(key);
      while (this.counts[slot] !== 0 && this.keys[slot] !== key) slot = (slot + 1) & (this.keys.length - 1);
      this.keys[slot] = key;
      this.counts[slot]++;
      previous = current;
    }
  }

  /**
   * 2 * shared bigrams / (bigrams of both), counting repeated bigrams as often as both have them;
   * returns 0 early when the lengths alone rule out reaching `atLeast`.
   */
  similarity(value: string, atLeast: number): number {
    const otherSize = value.length + 1;
    if ((2 * Math.min(this.size, otherSize)) / (this.size + otherSize) < atLeast) return 0;
    const stamp = ++this.stamp;
    const mask = this.keys.length - 1;
    let shared = 0;
    let previous = BOUNDARY;
    for (let i = 0; i <= value.length; i++) {
      const current = i < value.length ? value.charCodeAt(i) : BOUNDARY;
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
    return (2 * shared) / (this.size + otherSize);
  }

  private home(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> this.shift;
  }
}

/** "\n" never occurs inside a line, so it marks both ends of one. */
const BOUNDARY = 0x0a;

/** Two UTF-16 code units as one int32 (distinct pairs give distinct keys). */
function bigramKey(previous: number, current: number): number {
  return (previous << 16) | current;
}
