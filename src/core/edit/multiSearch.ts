// Every occurrence of many patterns in one text, without one scan per pattern (
// planning must not be O(edits x file size)).
//
// Rabin-Karp over a window of w code units, with a "gear" rolling hash:
//   h = h * 2^(32/w) + GEAR[c]   (mod 2^32)
// After w steps a character's contribution has been shifted out of the 32 bits, so h depends on
// the last w characters only and no outgoing character has to be subtracted: one table read, one
// multiply and one add per character. Each pattern is registered under the hash of w of its
// characters (see chooseAnchors for which ones) in a hash table; a text position whose window hash
// hits the table is verified with `startsWith`, so the hash only filters and can never cause a
// wrong match.
//
// Patterns are grouped by window size (a power of two up to 32, at most the pattern's length),
// one scan per group. A single window for all patterns would have to be as short as the shortest
// pattern, and then thousands of long patterns sharing a one-character prefix (say an indent)
// would all be verified at every position; with groups, the common case (edits of a line or
// more) is one scan with a 32-character window.
//
// On periodic text a window can hit at every position (a file of "a"s and an old_string of "a"s
// before a "b"), and a verification costs up to the pattern's length: O(text x pattern). So each
// query counts only as far as its limit, a satisfied pattern leaves the table, and each pattern
// has an allowance of verification work (a few times its own length, then a pool of a quarter of a
// text length shared among the patterns); a pattern over budget leaves the table and is searched again in linear time
// (linearSearch). Total work: O(text + patterns + occurrences counted).

import { ahoCorasickSearch, kmpSearch } from './linearSearch';
import { QueryState, type QueryResult, type SearchQuery } from './searchQuery';
import { runToEnd, type Steps } from './steps';

export type { QueryResult, SearchQuery };

const MAX_WINDOW = 32;
/**
 * Slots per pattern in the hash table. Nearly every text position reads one slot, so the table is
 * sparse (few positions reach the chain walk) and has a one-byte "occupied" twin that stays in
 * cache (64 KiB for 1,000 patterns).
 */
const SLOTS_PER_PATTERN = 64;
const MIN_TABLE_BITS = 10;
/** 256 KiB of "occupied" bytes at most (reached at about 4,000 patterns): beyond, cache misses cost more than a fuller table. */
const MAX_TABLE_BITS = 18;
/** Windows considered per pattern (see chooseAnchors): the first, the last and three between. */
const CANDIDATES = 5;

/** Random 32-bit values, one per UTF-16 code unit, fixed (seeded) so that runs are reproducible. */
const GEAR: Int32Array = buildGearTable(0x9e3779b9);

/**
 * Verification work (a hit costs HIT_COST, a failed verification the characters it compared): each
 * pattern has an allowance of its own (a few times its length plus a constant), and beyond it
 * draws on a pool shared by all patterns of this many text lengths. A pattern that needs more
 * once the pool is empty is searched by a linear algorithm instead.
 */
const WASTE_TEXT_SHARE = 0.25;
/** A hit (the call, the chain walk, the bookkeeping) costs about as much as comparing this many characters. */
const HIT_COST = 8;
/** Each pattern's own allowance: this many times its length, plus a constant, so short texts never fall back. */
const WASTE_PER_PATTERN_LENGTH = 4;
const WASTE_SLACK = 256;
/** Up to this many patterns over budget are searched one by one (KMP); more go to one Aho-Corasick pass. */
const MAX_ONE_BY_ONE = 4;

/**
 * The occurrences of each query's pattern, counted only as far as the query's limit. Linear in
 * the text plus the patterns whatever the text: the hash filter's verification work is
 * budgeted per pattern (see scanWithWindow), and a pattern over budget is searched again by a
 * linear algorithm. Empty patterns and patterns longer than the text have no occurrences.
 */
export function searchOccurrences(text: string, queries: readonly SearchQuery[]): QueryResult[] {
  return runToEnd(searchSteps(text, queries));
}

/**
 * searchOccurrences in steps (see steps.ts): one step per scan and per fallback search, so the
 * longest step is about one pass over the text. (The loops themselves stay in plain functions:
 * V8 optimises a loop inside a generator poorly.)
 */
export function* searchSteps(text: string, queries: readonly SearchQuery[]): Steps<QueryResult[]> {
  const states = queries.map((query) => new QueryState(query));
  const groups = new Map<number, number[]>();
  states.forEach((state, index) => {
    const length = state.query.pattern.length;
    if (length === 0 || length > text.length || state.query.limit < 1) return;
    const window = windowFor(length);
    const group = groups.get(window);
    if (group) group.push(index);
    else groups.set(window, [index]);
  });
  const overBudget: QueryState[] = [];
  const pool = { left: WASTE_TEXT_SHARE * text.length };
  for (const [window, indices] of groups) {
    yield;
    for (const index of scanWithWindow(text, states, indices, window, pool)) overBudget.push(states[index]);
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
export function findOccurrences(text: string, patterns: readonly string[]): number[][] {
  return searchOccurrences(text, patterns.map((pattern) => ({ pattern, overlapping: true, limit: Infinity }))).map((r) => r.starts);
}

/** The largest power of two that is at most min(length, MAX_WINDOW). */
function windowFor(length: number): number {
  let window = 1;
  while (window * 2 <= Math.min(length, MAX_WINDOW)) window *= 2;
  return window;
}

/**
 * One scan for the patterns of one window size. Returns the patterns whose verification work
 * (HIT_COST per hit, plus the characters compared by failed verifications) went over their budget: they are taken out of the table, their findings
 * reset, and left to a linear search. A pattern whose query is satisfied is taken out too, and
 * the scan ends when no pattern is left.
 */
function scanWithWindow(
  text: string,
  states: readonly QueryState[],
  indices: readonly number[],
  window: number,
  pool: { left: number },
): number[] {
  const patterns = states.map((s) => s.query.pattern);
  // 2^(32/window) mod 2^32: a shift by 32/window bits; for window 1 it is 0 (the hash is GEAR[c]).
  const multiplier = 2 ** (MAX_WINDOW / window) | 0;
  const anchors = chooseAnchors(patterns, indices, window, multiplier);
  let bits = MIN_TABLE_BITS;
  while (bits < MAX_TABLE_BITS && 1 << bits < indices.length * SLOTS_PER_PATTERN) bits++;
  const shift = 32 - bits;

  // Chained hash table in typed arrays; heads, next and previous hold entry + 1, 0 ends a chain.
  const occupied = new Uint8Array(1 << bits);
  const heads = new Int32Array(1 << bits);
  const entryNext = new Int32Array(indices.length);
  const entryPrevious = new Int32Array(indices.length);
  const budget = new Float64Array(indices.length);
  for (let entry = 0; entry < indices.length; entry++) {
    const slot = anchors.hash[entry] >>> shift;
    entryNext[entry] = heads[slot];
    if (heads[slot] !== 0) entryPrevious[heads[slot] - 1] = entry + 1;
    heads[slot] = entry + 1;
    occupied[slot] = 1;
    budget[entry] = WASTE_PER_PATTERN_LENGTH * patterns[indices[entry]].length + WASTE_SLACK;
  }

  const table: AnchorTable = {
    anchors, entryNext, entryPrevious, heads, occupied, shift, indices, patterns, states, budget, pool,
    active: indices.length, overBudget: [],
  };
  const last = window - 1;
  const length = text.length;
  let hash = 0;
  // The hot loop: one character, one table read; the rare hit is handled out of line.
  for (let end = 0; end < length; end++) {
    hash = (Math.imul(hash, multiplier) + GEAR[text.charCodeAt(end)]) | 0;
    const slot = hash >>> shift;
    if (occupied[slot] !== 0 && end >= last) {
      if (verifyChain(text, table, heads[slot], hash, end - last) === 0) break;
    }
  }
  return table.overBudget;
}

/** What verifyChain needs: the entries' anchors, chain links and budgets, and the queries. */
interface AnchorTable {
  anchors: Anchors;
  entryNext: Int32Array;
  entryPrevious: Int32Array;
  heads: Int32Array;
  /** Per slot: whether its chain is not empty. */
  occupied: Uint8Array;
  shift: number;
  indices: readonly number[];
  patterns: readonly string[];
  states: readonly QueryState[];
  /** Per entry: verification work it may still do on its own allowance. */
  budget: Float64Array;
  /** The allowance shared by all patterns, drawn on once an entry's own is spent. */
  pool: { left: number };
  /** Entries still in the table. */
  active: number;
  /** Query indexes taken out over budget. */
  overBudget: number[];
}

/** Every pattern in one chain whose anchor window (at windowStart in the text) has this hash; returns the entries left. */
function verifyChain(text: string, table: AnchorTable, head: number, hash: number, windowStart: number): number {
  for (let link = head; link !== 0;) {
    const entry = link - 1;
    link = table.entryNext[entry]; // read first: the entry may leave the chain below
    const start = windowStart - table.anchors.offset[entry];
    if (table.anchors.hash[entry] !== hash || start < 0) continue;
    const patternIndex = table.indices[entry];
    const state = table.states[patternIndex];
    table.budget[entry] -= HIT_COST;
    if (state.wants(start)) {
      const pattern = table.patterns[patternIndex];
      const compared = mismatchAt(text, pattern, start);
      if (compared < 0) {
        if (state.accept(start)) removeEntry(table, entry);
        continue;
      }
      table.budget[entry] -= compared;
    }
    if (table.budget[entry] < 0) {
      // Its own allowance is spent: draw on the pool; with the pool empty, leave the table.
      table.pool.left += table.budget[entry];
      table.budget[entry] = 0;
      if (table.pool.left < 0) {
        state.reset();
        table.overBudget.push(patternIndex);
        removeEntry(table, entry);
      }
    }
  }
  return table.active;
}

/** Characters read before the first difference is known; an unfinished comparison counts the whole pattern. */
const PREFIX_COMPARE = 32;

/**
 * -1 when `pattern` occurs at `start`; otherwise the work spent finding out (characters compared).
 * The first characters are compared one by one, so that the usual false hit (a shared window in
 * otherwise different lines) costs what it really costs; the rest natively.
 */
function mismatchAt(text: string, pattern: string, start: number): number {
  const head = Math.min(pattern.length, PREFIX_COMPARE);
  for (let i = 0; i < head; i++) if (text.charCodeAt(start + i) !== pattern.charCodeAt(i)) return i + 1;
  if (head === pattern.length || text.startsWith(pattern, start)) return -1;
  return pattern.length;
}

function removeEntry(table: AnchorTable, entry: number): void {
  const previous = table.entryPrevious[entry];
  const next = table.entryNext[entry];
  if (previous !== 0) table.entryNext[previous - 1] = next;
  else {
    const slot = table.anchors.hash[entry] >>> table.shift;
    table.heads[slot] = next;
    if (next === 0) table.occupied[slot] = 0;
  }
  if (next !== 0) table.entryPrevious[next - 1] = previous;
  table.active--;
}

/** Per table entry: where in its pattern the hashed window starts, and that window's hash. */
interface Anchors {
  offset: Int32Array;
  hash: Int32Array;
}

/**
 * Which window of each pattern to hash. The first window is the obvious choice, but patterns often
 * share their start (an indent and a keyword), and then every place in the text with that start
 * is verified once per sharing pattern. A window that few other patterns have is likely rare in
 * the text as well, so each pattern takes, among a few evenly spread windows, the one with the
 * fewest patterns sharing it (ties: the earlier window).
 */
function chooseAnchors(patterns: readonly string[], indices: readonly number[], window: number, multiplier: number): Anchors {
  const count = indices.length;
  // Candidate windows per pattern, flat: offsets and hashes at [entry * CANDIDATES + k].
  const offsets = new Int32Array(count * CANDIDATES);
  const hashes = new Int32Array(count * CANDIDATES);
  const sharing = new HashCounter(count * CANDIDATES);
  for (let entry = 0; entry < count; entry++) {
    const pattern = patterns[indices[entry]];
    const span = pattern.length - window;
    const spread = [0, span, span >> 1, span >> 2, span - (span >> 2)];
    for (let k = 0; k < CANDIDATES; k++) {
      const hash = windowHash(pattern, spread[k], window, multiplier);
      offsets[entry * CANDIDATES + k] = spread[k];
      hashes[entry * CANDIDATES + k] = hash;
      // Count each pattern once per distinct hash (its candidates may repeat when it is short).
      let seen = false;
      for (let j = 0; j < k && !seen; j++) seen = hashes[entry * CANDIDATES + j] === hash;
      if (!seen) sharing.add(hash);
    }
  }
  const anchors: Anchors = { offset: new Int32Array(count), hash: new Int32Array(count) };
  for (let entry = 0; entry < count; entry++) {
    let best = entry * CANDIDATES;
    let bestSharing = sharing.get(hashes[best]);
    for (let k = 1; k < CANDIDATES; k++) {
      const candidate = entry * CANDIDATES + k;
      const candidateSharing = sharing.get(hashes[candidate]);
      if (candidateSharing < bestSharing) {
        best = candidate;
        bestSharing = candidateSharing;
      }
    }
    anchors.offset[entry] = offsets[best];
    anchors.hash[entry] = hashes[best];
  }
  return anchors;
}

/** How often each 32-bit value was added: open addressing in typed arrays (a Map of 50,000 numbers costs more than the scan). */
class HashCounter {
  private readonly keys: Int32Array;
  private readonly counts: Int32Array;
  private readonly mask: number;
  private readonly shift: number;

  constructor(capacity: number) {
    let bits = 4;
    while (1 << bits < capacity * 2) bits++;
    this.keys = new Int32Array(1 << bits);
    this.counts = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  add(key: number): void {
    const slot = this.find(key);
    this.keys[slot] = key;
    this.counts[slot]++;
  }

  get(key: number): number {
    return this.counts[this.find(key)];
  }

  /** The slot holding key, or the empty slot where it would go (count 0 marks empty). */
  private find(key: number): number {
    // Fibonacci hashing: the high bits of the product depend on every bit of the key.
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.counts[slot] !== 0 && this.keys[slot] !== key) slot = (slot + 1) & this.mask;
    return slot;
  }
}

function windowHash(value: string, offset: number, window: number, multiplier: number): number {
  let hash = 0;
  for (let i = offset; i < offset + window; i++) hash = (Math.imul(hash, multiplier) + GEAR[value.charCodeAt(i)]) | 0;
  return hash;
}

/** xorshift32 values: cheap, deterministic, and well spread over all 32 bits. */
function buildGearTable(seed: number): Int32Array {
  const table = new Int32Array(0x10000);
  let state = seed | 0;
  for (let i = 0; i < table.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    table[i] = state;
  }
  return table;
}
