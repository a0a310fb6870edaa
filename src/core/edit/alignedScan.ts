// The aligned scan: for patterns of MIN_ALIGNED_LENGTH characters or more on an ASCII text (the
// common case: edits of a line or more of code), about four times less work per character than
// the gear scan. The text's bytes are read as 32-bit words, and only the blocks of 8 bytes that
// start at a multiple of 4 are hashed: one word read and a few multiplications per 4 characters.
//
// Why every occurrence is seen exactly once: an occurrence at start s holds aligned blocks at the
// pattern offsets o with s + o = 0 (mod 4), that is at the offsets of one residue class
// r = -s (mod 4). So each pattern is registered under four anchors, one block per residue class
// (of its candidates, the one fewest other patterns share, like the gear scan's anchors), and the
// occurrence at s is found by the anchor of its own class, at the aligned position s + o_r. The
// other anchors of the pattern lie on unaligned positions there and are never looked at.
//
// Occurrences are found in the order of s + o_r, which is not quite the order of s (o_r differs
// between classes by less than the pattern's length). So each pattern's starts are kept sorted as
// they come, a query is satisfied only once the scan has passed every place an earlier start could
// still be found, and the queries' rules (overlapping or not, the limit) are applied at the end.
//
// Verification work is budgeted as in the gear scan (scanBudget); a pattern over budget leaves the
// table and is searched again by a linear algorithm.
import { allowanceFor, HIT_COST, mismatchAt } from './scanBudget';
import type { QueryState } from './searchQuery';

/**
 * A block of 16 bytes: shorter ones (8) are too often common words of code ("  const ", "(value, "),
 * however they are chosen, and then every place in the text with that word is verified.
 */
const BLOCK = 16;
const RESIDUES = 4;
/** Three offsets (residues 1 to 3) before a whole block must still fit in the pattern. */
export const MIN_ALIGNED_LENGTH = BLOCK + RESIDUES - 1;
/** Candidate blocks per residue class (spread over the pattern): all of them in a line of up to about 60 characters. */
const CANDIDATES_PER_RESIDUE = 6;
/** How rare a block is, is estimated from about this many blocks of the text and patterns' candidates (see chooseAnchors). */
const TEXT_SAMPLE = 16_384;
const PATTERN_SAMPLE = 1024;
/** The estimates' sketch: 128 KiB of saturating counters. */
const SKETCH_BITS = 17;
/** Patterns up to this long have all their words computed in one pass (see wordsOf). */
const ROLLED_LENGTH = 256;
const SLOTS_PER_ENTRY = 64;
const MIN_TABLE_BITS = 10;
/** A 32 KiB bit set at most: beyond, cache misses cost more than a fuller table (the second bit set filters). */
const MAX_TABLE_BITS = 19;
/** Fields of an entry in AlignedTable.entries; heads and links hold entry + 1, 0 ends a chain. */
const KEY = 0;
const OFFSET = 1;
const PATTERN = 2;
const NEXT = 3;
const FIELDS = 4;
const MIX_0 = 0x9e3779b1 | 0;
const MIX_1 = 0x85ebca6b | 0;
const MIX_2 = 0xc2b2ae35 | 0;
const MIX_3 = 0x27d4eb2f | 0;
const FILTER_MIX = 0x165667b1 | 0;
/** Whether a 32-bit view of bytes reads the first byte as the lowest (as on x86 and ARM). */
const LITTLE_ENDIAN = new Uint8Array(new Int32Array([1]).buffer)[0] === 1;

/** The hash of a 16-byte block given as its four 32-bit words (as a typed-array view reads them); the scan's loop inlines it. */
function blockKey(w0: number, w1: number, w2: number, w3: number): number {
  return ((Math.imul(w0, MIX_0) ^ Math.imul(w1, MIX_1)) + (Math.imul(w2, MIX_2) ^ Math.imul(w3 ^ (w3 >>> 15), MIX_3))) | 0;
}

/** The 32-bit word that a view of the text's bytes would read for the four characters at `at`. */
function wordAt(pattern: string, at: number): number {
  const a = pattern.charCodeAt(at);
  const b = pattern.charCodeAt(at + 1);
  const c = pattern.charCodeAt(at + 2);
  const d = pattern.charCodeAt(at + 3);
  return LITTLE_ENDIAN ? a | (b << 8) | (c << 16) | (d << 24) : (a << 24) | (b << 16) | (c << 8) | d;
}

/**
 * Whether every character is ASCII: only such a pattern can occur in an ASCII text (and its
 * characters are then its bytes).
 */
export function isAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * The table: four entries per pattern, chained by slot, with a bit set per slot and a second,
 * differently mixed one. An entry's fields lie side by side in `entries` (one cache line for the
 * chain walk): its block's key, its offset in the pattern, its local pattern, the next entry.
 */
interface AlignedTable {
  entries: Int32Array;
  /** Per entry: the entry before it in its chain (only removal needs it). */
  entryPrevious: Int32Array;
  heads: Int32Array;
  occupied: Int32Array;
  mixed: Int32Array;
  shift: number;
}

/** Per local pattern: its query, its sorted starts so far, its budget and its anchors' largest offset. */
interface PatternSlots {
  states: QueryState[];
  patterns: string[];
  starts: number[][];
  budget: Float64Array;
  maxOffset: Int32Array;
  /** Whether the pattern is still in the table. */
  active: Uint8Array;
  activeCount: number;
  overBudget: number[];
  /** Query indexes, per local pattern. */
  queryIndex: readonly number[];
  pool: { left: number };
}

/**
 * One scan for the given queries (patterns of at least MIN_ALIGNED_LENGTH ASCII characters) over
 * an ASCII text, `words` being its bytes read as 32-bit words (zero-padded to at least one whole
 * word past the end). Returns the query indexes that went over budget; their states are reset.
 */
export function scanAligned(
  text: string,
  words: Int32Array,
  states: readonly QueryState[],
  indices: readonly number[],
  pool: { left: number },
): number[] {
  const count = indices.length;
  const slots: PatternSlots = {
    states: indices.map((index) => states[index]),
    patterns: indices.map((index) => states[index].query.pattern),
    starts: indices.map(() => []),
    budget: new Float64Array(count),
    maxOffset: new Int32Array(count),
    active: new Uint8Array(count).fill(1),
    activeCount: count,
    overBudget: [],
    queryIndex: indices,
    pool,
  };
  for (let p = 0; p < count; p++) slots.budget[p] = allowanceFor(slots.patterns[p].length);
  const table = buildTable(slots, words, text.length);

  const { occupied, mixed, heads, shift } = table;
  if (slots.activeCount === 0) return [];
  const last = Math.min(words.length, (text.length >>> 2) + 1);
  let w0 = words[0];
  let w1 = words[1];
  let w2 = words[2];
  // The block at byte 4 * (j - 3): words j - 3 to j.
  for (let j = 3; j < last; j++) {
    const w3 = words[j];
    const key = ((Math.imul(w0, MIX_0) ^ Math.imul(w1, MIX_1)) + (Math.imul(w2, MIX_2) ^ Math.imul(w3 ^ (w3 >>> 15), MIX_3))) | 0;
    w0 = w1;
    w1 = w2;
    w2 = w3;
    const slot = key >>> shift;
    if ((occupied[slot >>> 5] & (1 << (slot & 31))) === 0) continue;
    const filter = Math.imul(key, FILTER_MIX) >>> shift;
    if ((mixed[filter >>> 5] & (1 << (filter & 31))) === 0) continue;
    if (verifyChain(text, table, slots, heads[slot], key, (j - 3) << 2) === 0) break;
  }
  finish(slots);
  return slots.overBudget;
}

function buildTable(slots: PatternSlots, words: Int32Array, textLength: number): AlignedTable {
  const count = slots.patterns.length;
  const entryCount = count * RESIDUES;
  const { offsets, keys, ascii } = chooseAnchors(slots.patterns, words, textLength);
  let bits = MIN_TABLE_BITS;
  while (bits < MAX_TABLE_BITS && 1 << bits < entryCount * SLOTS_PER_ENTRY) bits++;
  const table: AlignedTable = {
    entries: new Int32Array(entryCount * FIELDS),
    entryPrevious: new Int32Array(entryCount),
    heads: new Int32Array(1 << bits),
    occupied: new Int32Array(Math.max(1, (1 << bits) >>> 5)),
    mixed: new Int32Array(Math.max(1, (1 << bits) >>> 5)),
    shift: 32 - bits,
  };
  const { entries, heads, entryPrevious } = table;
  for (let p = 0; p < count; p++) {
    if (ascii[p] === 0) {
      // It cannot occur: it never enters the table.
      slots.active[p] = 0;
      slots.activeCount--;
    }
  }
  for (let entry = 0; entry < entryCount; entry++) {
    const p = (entry / RESIDUES) | 0;
    if (ascii[p] === 0) continue;
    const at = entry * FIELDS;
    entries[at + KEY] = keys[entry];
    entries[at + OFFSET] = offsets[entry];
    entries[at + PATTERN] = p;
    slots.maxOffset[p] = Math.max(slots.maxOffset[p], offsets[entry]);
    const slot = keys[entry] >>> table.shift;
    entries[at + NEXT] = heads[slot];
    if (heads[slot] !== 0) entryPrevious[heads[slot] - 1] = entry + 1;
    heads[slot] = entry + 1;
    table.occupied[slot >>> 5] |= 1 << (slot & 31);
    const filter = Math.imul(keys[entry], FILTER_MIX) >>> table.shift;
    table.mixed[filter >>> 5] |= 1 << (filter & 31);
  }
  return table;
}

/**
 * Per pattern and residue class r, the block to register: among up to CANDIDATES_PER_RESIDUE
 * offsets = r (mod 4) spread over the pattern, the one that looks rarest (ties: the earliest).
 * Entry p * 4 + r. Rare means seldom among the blocks of an even sample of the text (a common
 * block is verified at each of its places) and of the patterns (a shared block makes a long
 * chain). The counts are estimates in a small sketch that stays in the processor's cache:
 * counting exactly, in a hash map, every candidate of 10,000 patterns cost more than the scan.
 */
function chooseAnchors(patterns: readonly string[], words: Int32Array, textLength: number): Anchors {
  const count = patterns.length;
  const sketch = new Uint8Array(1 << SKETCH_BITS);
  const seen = (key: number): number => Math.imul(key, FILTER_MIX) >>> (32 - SKETCH_BITS);
  const blocks = Math.max(0, (textLength >>> 2) - 3);
  const textStep = Math.max(1, Math.floor(blocks / TEXT_SAMPLE));
  for (let j = 0; j < blocks; j += textStep) {
    const at = seen(blockKey(words[j], words[j + 1], words[j + 2], words[j + 3]));
    if (sketch[at] < 255) sketch[at]++;
  }
  const candidates = new Candidates();
  const patternStep = Math.ceil(count / PATTERN_SAMPLE);
  for (let p = 0; p < count; p += patternStep) {
    if (!candidates.ofPattern(patterns[p])) continue;
    for (let r = 0; r < RESIDUES; r++) {
      const n = candidates.inResidue(r);
      for (let k = 0; k < n; k++) {
        const at = seen(candidates.key(k));
        if (sketch[at] < 255) sketch[at]++;
      }
    }
  }
  const anchors: Anchors = { offsets: new Int32Array(count * RESIDUES), keys: new Int32Array(count * RESIDUES), ascii: new Uint8Array(count) };
  for (let p = 0; p < count; p++) {
    if (!candidates.ofPattern(patterns[p])) continue;
    anchors.ascii[p] = 1;
    for (let r = 0; r < RESIDUES; r++) {
      const n = candidates.inResidue(r);
      let best = 0;
      let bestKey = candidates.key(0);
      let bestCount = sketch[seen(bestKey)];
      // A block not seen in the samples is as rare as the estimate can tell: take it.
      for (let k = 1; k < n && bestCount > 0; k++) {
        const key = candidates.key(k);
        const candidateCount = sketch[seen(key)];
        if (candidateCount < bestCount) {
          best = k;
          bestKey = key;
          bestCount = candidateCount;
        }
      }
      anchors.offsets[p * RESIDUES + r] = candidates.offsets[best];
      anchors.keys[p * RESIDUES + r] = bestKey;
    }
  }
  return anchors;
}

/** Per entry (p * 4 + r): the registered block's offset and key; per pattern: whether it is ASCII (others get no entries). */
interface Anchors {
  offsets: Int32Array;
  keys: Int32Array;
  ascii: Uint8Array;
}

/** One pattern's candidate blocks, residue class by residue class, in reused arrays; keys computed when asked for. */
class Candidates {
  readonly offsets = new Int32Array(CANDIDATES_PER_RESIDUE);
  private readonly words = new Int32Array(ROLLED_LENGTH);
  private pattern = '';
  private rolled = false;

  /** Takes the next pattern; false when it has a character beyond ASCII (it cannot occur in an ASCII text). */
  ofPattern(pattern: string): boolean {
    this.pattern = pattern;
    this.rolled = pattern.length <= ROLLED_LENGTH;
    return this.rolled ? wordsOf(pattern, this.words) : isAscii(pattern);
  }

  /** Fills offsets with the candidates of class r (offsets r, r + 4, ..., evenly spread); returns how many. */
  inResidue(r: number): number {
    const available = Math.floor((this.pattern.length - BLOCK - r) / RESIDUES) + 1;
    const taken = Math.min(available, CANDIDATES_PER_RESIDUE);
    for (let k = 0; k < taken; k++) {
      const step = taken === available ? k : Math.round((k * (available - 1)) / (taken - 1));
      this.offsets[k] = r + RESIDUES * step;
    }
    return taken;
  }

  /** The key of candidate k of the last inResidue. */
  key(k: number): number {
    const { pattern, words } = this;
    const offset = this.offsets[k];
    return this.rolled
      ? blockKey(words[offset], words[offset + 4], words[offset + 8], words[offset + 12])
      : blockKey(wordAt(pattern, offset), wordAt(pattern, offset + 4), wordAt(pattern, offset + 8), wordAt(pattern, offset + 12));
  }
}

/**
 * into[o]: the word at every offset o of a short pattern, each from the one before (one character
 * in, one out). Returns whether every character is ASCII.
 */
function wordsOf(pattern: string, into: Int32Array): boolean {
  let seen = 0;
  let word = 0;
  for (let i = 0; i < pattern.length; i++) {
    const incoming = pattern.charCodeAt(i);
    seen |= incoming;
    word = LITTLE_ENDIAN ? (word >>> 8) | (incoming << 24) : (word << 8) | incoming;
    if (i >= 3) into[i - 3] = word;
  }
  return seen <= 0x7f;
}

/** Every entry in one chain whose block key is this one, its block at `blockStart` in the text; returns the patterns left. */
function verifyChain(text: string, table: AlignedTable, slots: PatternSlots, head: number, key: number, blockStart: number): number {
  const { entries } = table;
  for (let link = head; link !== 0;) {
    const at = (link - 1) * FIELDS;
    link = entries[at + NEXT]; // read first: the entry may leave the chain below
    if (entries[at + KEY] !== key) continue;
    const start = blockStart - entries[at + OFFSET];
    const p = entries[at + PATTERN];
    // (An entry that left the table may still be reached through a link read before it left.)
    if (start < 0 || slots.active[p] === 0) continue;
    const pattern = slots.patterns[p];
    let cost = HIT_COST;
    const compared = mismatchAt(text, pattern, start);
    if (compared < 0) {
      const starts = slots.starts[p];
      const at = insertSorted(starts, start);
      cost += starts.length - 1 - at;
      // Two occurrences that overlap: the pattern repeats itself (a run of "a"s), and may occur at
      // nearly every position. This scan would verify each; the linear fallback does not.
      if ((at > 0 && starts[at - 1] + pattern.length > start) || (at + 1 < starts.length && start + pattern.length > starts[at + 1])) {
        leaveForFallback(table, slots, p);
        continue;
      }
      if (isSettled(slots, p, blockStart)) {
        removePattern(table, slots, p);
        continue;
      }
    } else {
      cost += compared;
    }
    slots.budget[p] -= cost;
    if (slots.budget[p] < 0) {
      // Its own allowance is spent: draw on the pool; with the pool empty, leave the table.
      slots.pool.left += slots.budget[p];
      slots.budget[p] = 0;
      if (slots.pool.left < 0) leaveForFallback(table, slots, p);
    }
  }
  return slots.activeCount;
}

/** The pattern leaves the table with nothing found: the linear fallback searches it. */
function leaveForFallback(table: AlignedTable, slots: PatternSlots, p: number): void {
  slots.starts[p] = [];
  slots.overBudget.push(slots.queryIndex[p]);
  removePattern(table, slots, p);
}

/** Inserts into an ascending list (starts come almost in order); returns where it went. */
function insertSorted(starts: number[], start: number): number {
  let at = starts.length;
  starts.push(start);
  while (at > 0 && starts[at - 1] > start) {
    starts[at] = starts[at - 1];
    at--;
  }
  starts[at] = start;
  return at;
}

/**
 * Whether an overlapping query with a limit has its first `limit` starts for certain: no start
 * before the last of them can still be found once the scan is past it by the pattern's largest
 * anchor offset (a start s is found at s + its anchor's offset).
 */
function isSettled(slots: PatternSlots, p: number, blockStart: number): boolean {
  const query = slots.states[p].query;
  const starts = slots.starts[p];
  return query.overlapping && starts.length >= query.limit && starts[query.limit - 1] < blockStart - slots.maxOffset[p];
}

function removePattern(table: AlignedTable, slots: PatternSlots, p: number): void {
  if (slots.active[p] === 0) return;
  slots.active[p] = 0;
  slots.activeCount--;
  const { entries, entryPrevious } = table;
  for (let entry = p * RESIDUES; entry < (p + 1) * RESIDUES; entry++) {
    const previous = entryPrevious[entry];
    const next = entries[entry * FIELDS + NEXT];
    if (previous !== 0) {
      entries[(previous - 1) * FIELDS + NEXT] = next;
    } else {
      const slot = entries[entry * FIELDS + KEY] >>> table.shift;
      table.heads[slot] = next;
      if (next === 0) table.occupied[slot >>> 5] &= ~(1 << (slot & 31));
    }
    if (next !== 0) entryPrevious[next - 1] = previous;
  }
}

/** The queries' rules applied to each pattern's sorted starts (the over-budget ones are left to the fallback). */
function finish(slots: PatternSlots): void {
  slots.starts.forEach((starts, p) => {
    const state = slots.states[p];
    for (const start of starts) if (state.wants(start) && state.accept(start)) break;
  });
}
