// Where an old_string went after the file moved on: the region a formatter made of it (the same
// tokens, other line breaks and spacing: black splitting a signature, prettier a tag, gofmt or
// terraform fmt re-aligning), or the run of lines that holds its lines in another order (imports
// sorted). Both are linear in the text and charged to the work budget: the formatted search
// visits each line once (a native test for the old_string's longest name) and compares symbols
// only where that name is, as far as they agree; the re-ordered one slides a window over the
// lines once, counting lines by kind.
import { stringFromCharCodes, type WorkBudget } from '../text';
import { isWordCode, SymbolCursor, tokenSymbols } from './tokenStream';

/** What visiting one line costs (as in closestCandidate: the loop's own work). */
const VISIT_COST = 8;
/** Lines longer than this (minified or generated text) are not searched. */
const LONG_LINE = 20_000;
/** Places counted: enough to say "many". */
const MAX_PLACES = 1000;
/** Occurrences of the anchor name tried per line. */
const MAX_PER_LINE = 64;
/** The most non-empty lines an old_string may have to be looked for re-ordered. */
const MAX_REORDERED_LINES = 2000;
/**
 * The longest old_string looked for reformatted: a formatter re-lays a function or a tag, not a
 * pasted file, and reading a longer one into symbols costs more than the rest of the diagnosis.
 */
const MAX_REFORMATTED_LENGTH = 64 * 1024;

export interface Reanchored {
  kind: 'reformatted' | 'reordered';
  /** 0-based, inclusive lines of the region. */
  first: number;
  last: number;
  /** The region's text that old_string stands for (whole lines, or from its first token to its last). */
  exact: string;
  /** How many places match this way (1: unique). */
  count: number;
  atLeast?: boolean;
}

/** The longest run of word characters in the symbols, and where it starts. */
function longestName(symbols: Uint16Array): { at: number; length: number } {
  let best = { at: 0, length: 0 };
  let start = -1;
  for (let i = 0; i <= symbols.length; i++) {
    const word = i < symbols.length && isWordCode(symbols[i]);
    if (word && start === -1) start = i;
    if (!word && start !== -1) {
      if (i - start > best.length) best = { at: start, length: i - start };
      start = -1;
    }
  }
  return best;
}

/**
 * The region whose symbols (tokenStream) equal old_string's, found from old_string's longest name.
 * Undefined when there is none, or old_string is too short to say.
 */
export function findReformatted(lines: readonly string[], oldString: string, budget?: WorkBudget, runEnds?: Int32Array, text?: string): Reanchored | undefined {
  if (oldString.length > MAX_REFORMATTED_LENGTH) return undefined;
  // A region has no more symbols than characters: an old_string with more than the text can be nowhere.
  const pattern = tokenSymbols(oldString, text?.length ?? Infinity);
  if (pattern.length < 6 || (text !== undefined && pattern.length > text.length)) return undefined;
  const name = longestName(pattern);
  if (name.length < 2) return undefined;
  const token = stringFromCharCodes(pattern, name.at, name.at + name.length);
  const charge = (units: number): boolean => (budget ? budget.charge(units) : true);
  // Every name of old_string is in the region as it is: one missing from the whole text (a typo,
  // a name made up) rules the search out at the cost of a native scan or two, paid once the anchor
  // name has been compared at many places (a text where it is rare, or where runs of equal lines
  // are passed over, never pays it).
  let namesChecked = text === undefined;
  let compared = 0;
  // One comparison reads the old_string's symbols and the whitespace between them: bounded, whatever the text.
  const stepLimit = 4 * oldString.length + 4096;
  let found: Reanchored | undefined;
  let count = 0;
  let runStart = 0;
  search: for (let i = 0; i < lines.length; i++) {
    if (runEnds && (i === 0 || runEnds[i - 1] !== runEnds[i])) runStart = i;
    const raw = lines[i];
    if (raw.length < token.length || raw.length > LONG_LINE) {
      if (!charge(VISIT_COST)) break;
      continue;
    }
    if (!charge(VISIT_COST + (raw.length >> 2))) break;
    let at = raw.indexOf(token);
    // The lines the failed comparisons of this line reached: inside a run of equal lines, a line
    // whose reach lies in the run compares as this one did, and is passed over.
    let reachBack = 0;
    let reachAhead = 0;
    let matchedHere = false;
    for (let tries = 0; at !== -1 && tries < MAX_PER_LINE; tries++, at = raw.indexOf(token, at + 1)) {
      // The name must be whole in the line, as it is whole in old_string.
      if (at > 0 && isWordCode(raw.charCodeAt(at - 1))) continue;
      const end = at + token.length;
      if (end < raw.length && isWordCode(raw.charCodeAt(end))) continue;
      if (!namesChecked && ++compared >= COMPARED_BEFORE_NAMES) {
        namesChecked = true;
        if (text !== undefined && !namesOccur(pattern, text, charge)) return undefined;
      }
      const back = new SymbolCursor(lines, { line: i, column: at }, false, stepLimit, pattern[name.at]);
      let ok = true;
      for (let j = name.at - 1; j >= 0 && ok; j--) ok = back.next() === pattern[j];
      reachBack = Math.max(reachBack, i - back.line);
      // A character looked at costs about two of a plain pass (measured); charged once per comparison.
      if (!charge(2 * back.steps)) break search;
      if (!ok) continue;
      const ahead = new SymbolCursor(lines, { line: i, column: end }, true, stepLimit, pattern[name.at + name.length - 1]);
      for (let j = name.at + name.length; j < pattern.length && ok; j++) ok = ahead.next() === pattern[j];
      reachAhead = Math.max(reachAhead, ahead.line - i);
      if (!charge(2 * ahead.steps)) break search;
      if (!ok) continue;
      matchedHere = true;
      count++;
      if (!found) {
        const from = name.at === 0 ? { line: i, column: at } : back.place();
        const to = ahead.place();
        found = { kind: 'reformatted', first: from.line, last: to.line, exact: exactText(lines, from, to), count: 0 };
      }
      if (count >= MAX_PLACES) return { ...found, count, atLeast: true };
    }
    if (runEnds && !matchedHere && i - reachBack >= runStart) i = Math.max(i, runEnds[i] - 1 - reachAhead - 1);
  }
  return found ? { ...found, count } : undefined;
}

/** Comparisons at the anchor name after which the names of old_string are looked for in the whole text. */
const COMPARED_BEFORE_NAMES = 64;
/** Names checked against the whole text: the longest few. */
const CHECKED_NAMES = 6;

function namesOccur(pattern: Uint16Array, text: string, charge: (units: number) => boolean): boolean {
  const names = new Set<string>();
  let start = -1;
  for (let i = 0; i <= pattern.length; i++) {
    const word = i < pattern.length && isWordCode(pattern[i]);
    if (word && start === -1) start = i;
    if (!word && start !== -1) {
      if (i - start >= 3) names.add(stringFromCharCodes(pattern, start, i));
      start = -1;
    }
  }
  const longest = [...names].sort((a, b) => b.length - a.length).slice(0, CHECKED_NAMES);
  for (const name of longest) {
    // A native scan reads about eight characters in the time a plain pass reads one.
    if (!charge(text.length >> 3)) return false;
    if (!text.includes(name)) return false;
  }
  return true;
}

/** The text between two places, widened to the line's start and end where only whitespace lies beyond. */
function exactText(lines: readonly string[], from: { line: number; column: number }, to: { line: number; column: number }): string {
  const firstLine = lines[from.line];
  const lastLine = lines[to.line];
  const start = firstLine.slice(0, from.column).trim().length === 0 ? 0 : from.column;
  const end = lastLine.slice(to.column).trim().length === 0 ? lastLine.length : to.column;
  if (from.line === to.line) return firstLine.slice(start, end);
  return [firstLine.slice(start), ...lines.slice(from.line + 1, to.line), lastLine.slice(0, end)].join('\n');
}

/**
 * A run of lines holding old_string's non-empty lines (each trimmed) as often as old_string does,
 * in another order, blank lines between them allowed: a window slid once over the lines.
 */
export function findReordered(lines: readonly string[], oldString: string, budget?: WorkBudget, text?: string): Reanchored | undefined {
  const patternLines = oldString.split('\n').map((line) => line.trim()).filter((line) => line.length > 0);
  const k = patternLines.length;
  // Re-ordered lines are a block (imports, keys, cases), not a file pasted whole: a longer
  // old_string is not looked for this way (it would cost a map look-up per line of both).
  if (k < 2 || k > MAX_REORDERED_LINES) return undefined;
  // Each of old_string's lines is in the region: its longest missing from the whole text rules the search out (one native scan).
  const longestLine = patternLines.reduce((a, b) => (b.length > a.length ? b : a));
  if (text !== undefined && (!(budget?.charge(text.length >> 3) ?? true) || !text.includes(longestLine))) return undefined;
  const keys = new Map<string, number>();
  const wanted: number[] = [];
  let shortest = Infinity;
  let longest = 0;
  for (const line of patternLines) {
    let key = keys.get(line);
    if (key === undefined) {
      key = wanted.length;
      keys.set(line, key);
      wanted.push(0);
    }
    wanted[key]++;
    shortest = Math.min(shortest, line.length);
    longest = Math.max(longest, line.length);
  }
  const order = patternLines.map((line) => keys.get(line) ?? -1);
  const counts = new Int32Array(wanted.length);
  /** The non-empty lines of the window from `head` on, by line index, and their keys (a queue without shifting). */
  const windowLines: number[] = [];
  const windowKeys: number[] = [];
  let head = 0;
  let satisfied = 0;
  const reset = () => {
    for (let j = head; j < windowKeys.length; j++) counts[windowKeys[j]] = 0;
    windowLines.length = 0;
    windowKeys.length = 0;
    head = 0;
    satisfied = 0;
  };
  const add = (key: number, delta: number) => {
    if (counts[key] === wanted[key]) satisfied--;
    counts[key] += delta;
    if (counts[key] === wanted[key]) satisfied++;
  };
  let found: Reanchored | undefined;
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    // A line too short or too long to be one of old_string's is visited, not read.
    const read = raw.length >= shortest && raw.length <= LONG_LINE;
    if (budget && !budget.charge(read ? VISIT_COST + (raw.length >> 1) : VISIT_COST)) break;
    if (!read) {
      // Such a line is never one of old_string's: it ends the window unless it is blank (read only then).
      if (windowLines.length > head && !isBlank(raw)) reset();
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed.length === 0) continue;
    const key = trimmed.length <= longest ? keys.get(trimmed) : undefined;
    if (key === undefined) {
      reset();
      continue;
    }
    windowLines.push(i);
    windowKeys.push(key);
    add(key, 1);
    if (windowLines.length - head > k) add(windowKeys[head++], -1);
    if (windowLines.length - head === k && satisfied === wanted.length) {
      // The same order is not a re-ordering (blank lines differ): a formatter's work.
      let sameOrder = true;
      for (let j = 0; j < k && sameOrder; j++) sameOrder = windowKeys[head + j] === order[j];
      count++;
      if (!found) {
        const first = windowLines[head];
        found = { kind: sameOrder ? 'reformatted' : 'reordered', first, last: i, exact: lines.slice(first, i + 1).join('\n'), count: 0 };
      }
      if (count >= MAX_PLACES) return { ...found, count, atLeast: true };
    }
  }
  return found ? { ...found, count } : undefined;
}

/** Whether a line holds nothing but spaces and tabs (read in place, without a trimmed copy). */
function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0d) return false;
  }
  return true;
}
