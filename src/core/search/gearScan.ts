// The gear scan: Rabin-Karp over a window of w code units with a "gear" rolling hash,
//   h = h * 2^(32/w) + GEAR[c]   (mod 2^32).
// After w steps a character's contribution has been shifted out of the 32 bits, so h depends on
// the last w characters only and no outgoing character has to be subtracted: one table read, one
// multiply and one add per character. Each pattern is registered under the hash of w of its
// characters (see chooseAnchors for which ones) in a hash table; a text position whose window hash
// hits the table is verified by comparison, so the hash only filters and can never cause a wrong
// match. It serves every pattern on any text; alignedScan is faster for long patterns on ASCII text.
//
// Patterns are grouped by window size (a power of two up to 32, at most the pattern's length),
// one scan per group. A single window for all patterns would have to be as short as the shortest
// pattern, and then thousands of long patterns sharing a one-character prefix (say an indent)
// would all be verified at every position.
import { HashCounter } from './hashCounter';
import { allowanceFor, HIT_COST, mismatchAt } from './scanBudget';
import type { QueryState } from './searchQuery';

const MAX_WINDOW = 32;
const MIX = 0x9e3779b1 | 0;
/**
 * Slots per pattern in the hash table. Nearly every text position reads one bit of the "occupied"
 * bit set, so the table is sparse, and a second bit set of a differently mixed hash lets few
 * positions reach the chain walk (its reads miss the cache).
 */
const SLOTS_PER_PATTERN = 64;
const MIN_TABLE_BITS = 10;
/** Two 32 KiB bit sets at most (reached at about 4,000 patterns): beyond, cache misses cost more than a fuller table. */
const MAX_TABLE_BITS = 18;
/** Windows considered per pattern (see chooseAnchors): the first, the last and three between. */
const CANDIDATES = 5;
/** Patterns up to this many windows long are hashed in one rolling pass rather than window by window. */
const ROLL_LIMIT = CANDIDATES;

/**
 * Random 32-bit values, one per UTF-16 code unit, fixed (seeded) so that runs are reproducible.
 * Built on the first scan, not when the module loads: a short-lived process (the hook) that never
 * scans should not pay for 65,536 values.
 */
let GEAR: Int32Array = new Int32Array(0);
const GEAR_SEED = 0x9e3779b9;

/** The largest power of two that is at most min(length, MAX_WINDOW). */
export function windowFor(length: number): number {
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
export function scanWithWindow(
  text: string,
  codes: Uint8Array | undefined,
  states: readonly QueryState[],
  indices: readonly number[],
  window: number,
  pool: { left: number },
): number[] {
  if (GEAR.length === 0) GEAR = buildGearTable(GEAR_SEED);
  const patterns = states.map((s) => s.query.pattern);
  // 2^(32/window) mod 2^32: a shift by 32/window bits; for window 1 it is 0 (the hash is GEAR[c]).
  const multiplier = 2 ** (MAX_WINDOW / window) | 0;
  const anchors = chooseAnchors(patterns, indices, window, multiplier);
  let bits = MIN_TABLE_BITS;
  while (bits < MAX_TABLE_BITS && 1 << bits < indices.length * SLOTS_PER_PATTERN) bits++;
  const shift = 32 - bits;

  // Chained hash table in typed arrays; heads, next and previous hold entry + 1, 0 ends a chain.
  const occupied = new Int32Array(Math.max(1, (1 << bits) >>> 5));
  const mixed = new Int32Array(occupied.length);
  const heads = new Int32Array(1 << bits);
  const entryNext = new Int32Array(indices.length);
  const entryPrevious = new Int32Array(indices.length);
  const budget = new Float64Array(indices.length);
  for (let entry = 0; entry < indices.length; entry++) {
    const slot = anchors.hash[entry] >>> shift;
    entryNext[entry] = heads[slot];
    if (heads[slot] !== 0) entryPrevious[heads[slot] - 1] = entry + 1;
    heads[slot] = entry + 1;
    occupied[slot >>> 5] |= 1 << (slot & 31);
    const mix = Math.imul(anchors.hash[entry], MIX) >>> shift;
    mixed[mix >>> 5] |= 1 << (mix & 31);
    budget[entry] = allowanceFor(patterns[indices[entry]].length);
  }

  const table: AnchorTable = {
    anchors, entryNext, entryPrevious, heads, occupied, mixed, shift, indices, patterns, states, budget, pool,
    active: indices.length, overBudget: [],
  };
  if (codes) scanCodes(text, codes, table, multiplier, window - 1);
  else scanText(text, table, multiplier, window - 1);
  return table.overBudget;
}

/**
 * The hot loop, in a function of its own so that V8 compiles it alone: one character, one
 * rolling-hash step and one bit read per position; the rare hit is handled out of line.
 */
function scanText(text: string, table: AnchorTable, multiplier: number, last: number): void {
  const { occupied, mixed, heads, shift } = table;
  const gear = GEAR;
  const length = text.length;
  let hash = 0;
  for (let end = 0; end < length; end++) {
    hash = (Math.imul(hash, multiplier) + gear[text.charCodeAt(end)]) | 0;
    const slot = hash >>> shift;
    if ((occupied[slot >>> 5] & (1 << (slot & 31))) !== 0 && end >= last) {
      const mix = Math.imul(hash, MIX) >>> shift;
      if ((mixed[mix >>> 5] & (1 << (mix & 31))) !== 0 && verifyChain(text, table, heads[slot], hash, end - last) === 0) return;
    }
  }
}

/**
 * scanText over the text's ASCII bytes (the same hashes: GEAR[c] is GEAR[byte]). A copy of the
 * loop rather than one loop with a character accessor, which would cost a call per character.
 */
function scanCodes(text: string, codes: Uint8Array, table: AnchorTable, multiplier: number, last: number): void {
  const { occupied, mixed, heads, shift } = table;
  const gear = GEAR;
  const length = codes.length;
  let hash = 0;
  for (let end = 0; end < length; end++) {
    hash = (Math.imul(hash, multiplier) + gear[codes[end]]) | 0;
    const slot = hash >>> shift;
    if ((occupied[slot >>> 5] & (1 << (slot & 31))) !== 0 && end >= last) {
      const mix = Math.imul(hash, MIX) >>> shift;
      if ((mixed[mix >>> 5] & (1 << (mix & 31))) !== 0 && verifyChain(text, table, heads[slot], hash, end - last) === 0) return;
    }
  }
}

/** What verifyChain needs: the entries' anchors, chain links and budgets, and the queries. */
interface AnchorTable {
  anchors: Anchors;
  entryNext: Int32Array;
  entryPrevious: Int32Array;
  heads: Int32Array;
  /** Per slot, one bit: whether its chain is not empty. */
  occupied: Int32Array;
  /** One bit per slot of a differently mixed hash of the anchors: the second filter. */
  mixed: Int32Array;
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

function removeEntry(table: AnchorTable, entry: number): void {
  const previous = table.entryPrevious[entry];
  const next = table.entryNext[entry];
  if (previous !== 0) table.entryNext[previous - 1] = next;
  else {
    const slot = table.anchors.hash[entry] >>> table.shift;
    table.heads[slot] = next;
    if (next === 0) table.occupied[slot >>> 5] &= ~(1 << (slot & 31));
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
  const rolled = new Int32Array(ROLL_LIMIT * window);
  for (let entry = 0; entry < count; entry++) {
    const pattern = patterns[indices[entry]];
    const span = pattern.length - window;
    // A short pattern is hashed in one rolling pass (its windows overlap), a long one window by window.
    const roll = pattern.length <= rolled.length;
    if (roll) rollingHashes(pattern, window, multiplier, rolled);
    for (let k = 0; k < CANDIDATES; k++) {
      const offset = spreadOffset(span, k);
      const hash = roll ? rolled[offset] : windowHash(pattern, offset, window, multiplier);
      offsets[entry * CANDIDATES + k] = offset;
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

/** The k-th candidate window's offset: the first, the last, the middle, then the quarters. */
function spreadOffset(span: number, k: number): number {
  switch (k) {
    case 0: return 0;
    case 1: return span;
    case 2: return span >> 1;
    case 3: return span >> 2;
    default: return span - (span >> 2);
  }
}

/** into[offset]: the hash of the window at each offset of value (the gear hash forgets what left the window). */
function rollingHashes(value: string, window: number, multiplier: number, into: Int32Array): void {
  let hash = 0;
  for (let i = 0; i < value.length; i++) {
    hash = (Math.imul(hash, multiplier) + GEAR[value.charCodeAt(i)]) | 0;
    if (i >= window - 1) into[i - window + 1] = hash;
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
