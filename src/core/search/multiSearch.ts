// Every occurrence of many patterns in one text, without one scan per pattern (planning must not
// be O(edits x file size)), counted only as far as each query needs.
//
// Two hash scans share the work: on an ASCII text (most source files), patterns of 19 characters
// or more (edits of a line or more) go to the aligned scan, which hashes only the 16-byte blocks
// at every fourth position (alignedScan); every other pattern goes to the gear scan, a rolling
// hash over every position (gearScan). Both only filter: a hit is verified by comparison, so a
// hash can never cause a wrong match.
//
// On periodic text a hash can hit at every position (a file of "a"s and an old_string of "a"s
// before a "b"), and a verification costs up to the pattern's length: O(text x pattern). So each
// query counts only as far as its limit, a satisfied pattern leaves the table, and each pattern
// has an allowance of verification work (scanBudget); a pattern over budget leaves the table and
// is searched again in linear time (linearSearch: Knuth-Morris-Pratt for a few, Aho-Corasick for
// many). Total work: O(text + patterns + occurrences counted).
//
// A small job (a few patterns in a small text, patterns x text bounded) skips all of this and asks
// the engine's indexOf for each pattern (nativeSearch): the scans' fixed costs would dominate it.

import { MIN_ALIGNED_LENGTH, scanAligned } from './alignedScan';
import { asciiCodes, isAscii, type AsciiText } from './asciiCodes';
import { scanWithWindow, windowFor } from './gearScan';
import { ahoCorasickSearch, kmpSearch } from './linearSearch';
import { isSmallJob, nativeSearch } from './nativeSearch';
import { WASTE_TEXT_SHARE } from './scanBudget';
import { QueryState, type QueryResult, type SearchQuery } from './searchQuery';
import { runToEnd, type Steps } from './steps';

export type { QueryResult, SearchQuery };

/** Up to this many patterns over budget are searched one by one (KMP); more go to one Aho-Corasick pass. */
const MAX_ONE_BY_ONE = 4;

/**
 * The occurrences of each query's pattern, counted only as far as the query's limit. Linear in
 * the text plus the patterns whatever the text: the hash filter's verification work is
 * budgeted per pattern (see scanWithWindow), and a pattern over budget is searched again by a
 * linear algorithm. Empty patterns and patterns longer than the text have no occurrences.
 */
export function searchOccurrences(text: string, queries: readonly SearchQuery[], options?: SearchOptions): QueryResult[] {
  return runToEnd(searchSteps(text, queries, options));
}

export interface SearchOptions {
  /** The largest job (patterns x text characters) searched with indexOf; tests set 0 to exercise the scans. */
  nativeJobChars?: number;
  /** The text's one-byte view when the caller has it already (asciiViewOfUtf8); else it is made here. */
  asciiView?: AsciiText;
}

/**
 * searchOccurrences in steps (see steps.ts): one step per scan and per fallback search, so the
 * longest step is about one pass over the text. (The loops themselves stay in plain functions:
 * V8 optimises a loop inside a generator poorly.)
 */
export function* searchSteps(text: string, queries: readonly SearchQuery[], options?: SearchOptions): Steps<QueryResult[]> {
  const states = queries.map((query) => new QueryState(query));
  const searched: number[] = [];
  states.forEach((state, index) => {
    const length = state.query.pattern.length;
    if (length > 0 && length <= text.length && state.query.limit >= 1) searched.push(index);
  });
  if (isSmallJob(searched.length, text.length, options?.nativeJobChars)) {
    // One step: the whole job is bounded (patterns x text), and a pause per pattern would hand a
    // host's event loop to other work that many more times for a search of a millisecond or two.
    for (const index of searched) nativeSearch(text, states[index]);
    return states.map((state) => state.result());
  }
  const given = options?.asciiView;
  const ascii = searched.length === 0 ? undefined : given && given.bytes.length === text.length ? given : asciiCodes(text);
  // With the text's one-byte view, a long ASCII pattern is found by the aligned scan; on a pure
  // ASCII text a pattern with another character cannot occur (the aligned scan sets a long one
  // aside itself). Every other pattern is found by the gear scan of its window size, over the
  // bytes of a pure ASCII text or else over the string.
  const aligned: number[] = [];
  const groups = new Map<number, number[]>();
  for (const index of searched) {
    const pattern = states[index].query.pattern;
    const long = ascii !== undefined && pattern.length >= MIN_ALIGNED_LENGTH;
    if (long && (ascii.pure || isAscii(pattern))) {
      aligned.push(index);
      continue;
    }
    if (ascii?.pure && !isAscii(pattern)) continue;
    const window = windowFor(pattern.length);
    const group = groups.get(window);
    if (group) group.push(index);
    else groups.set(window, [index]);
  }
  const overBudget: QueryState[] = [];
  const pool = { left: WASTE_TEXT_SHARE * text.length };
  if (ascii && aligned.length > 0) {
    yield;
    for (const index of scanAligned(ascii, states, aligned, pool)) overBudget.push(states[index]);
  }
  for (const [window, indices] of groups) {
    yield;
    for (const index of scanWithWindow(text, ascii?.pure ? ascii.bytes : undefined, states, indices, window, pool)) overBudget.push(states[index]);
  }
  if (overBudget.length <= MAX_ONE_BY_ONE) {
    for (const state of overBudget) {
      yield;
      kmpSearch(text, state);
    }
  } else if (overBudget.length > 0) {
    yield;
    ahoCorasickSearch(text, overBudget);
  }
  return states.map((state) => state.result());
}

/** All start positions of each pattern (overlapping ones included), in increasing order; for tests and small inputs. */
export function findOccurrences(text: string, patterns: readonly string[], options?: SearchOptions): number[][] {
  return searchOccurrences(text, patterns.map((pattern) => ({ pattern, overlapping: true, limit: Infinity })), options).map((r) => r.starts);
}
