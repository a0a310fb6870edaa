// The verification work of the hash scans (gearScan, alignedScan) is budgeted, so that no text
// makes a hash filter quadratic: a hash hit is verified by comparing the pattern, and on periodic
// text every position can hit.

/**
 * Verification work (a hit costs HIT_COST, a failed verification the characters it compared): each
 * pattern has an allowance of its own (a few times its length plus a constant), and beyond it
 * draws on a pool shared by all patterns of this many text lengths. A pattern that needs more
 * once the pool is empty is searched by a linear algorithm instead.
 */
export const WASTE_TEXT_SHARE = 0.25;
/** A hit (the call, the chain walk, the bookkeeping) costs about as much as comparing this many characters. */
export const HIT_COST = 8;
/** Each pattern's own allowance: this many times its length, plus a constant, so short texts never fall back. */
const WASTE_PER_PATTERN_LENGTH = 4;
const WASTE_SLACK = 256;

/** A pattern's own allowance of verification work. */
export function allowanceFor(patternLength: number): number {
  return WASTE_PER_PATTERN_LENGTH * patternLength + WASTE_SLACK;
}

/** Characters read before the first difference is known; an unfinished comparison counts the whole pattern. */
const PREFIX_COMPARE = 32;

/**
 * -1 when `pattern` occurs at `start`; otherwise the work spent finding out (characters compared).
 * The first characters are compared one by one, so that the usual false hit (a shared window in
 * otherwise different lines) costs what it really costs; the rest natively.
 */
export function mismatchAt(text: string, pattern: string, start: number): number {
  const head = Math.min(pattern.length, PREFIX_COMPARE);
  for (let i = 0; i < head; i++) if (text.charCodeAt(start + i) !== pattern.charCodeAt(i)) return i + 1;
  if (head === pattern.length || text.startsWith(pattern, start)) return -1;
  return pattern.length;
}
