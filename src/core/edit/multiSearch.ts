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

/** Called once per occurrence; for each pattern in increasing order of `start`. */
export type OccurrenceVisitor = (patternIndex: number, start: number) => void;

/**
 * Visit every start position of every pattern, overlapping occurrences included ("aa" occurs
 * twice in "aaa"). Empty patterns have no occurrences. Positions are UTF-16 offsets.
 */
export function forEachOccurrence(text: string, patterns: readonly string[], visit: OccurrenceVisitor): void {
  const groups = new Map<number, number[]>();
  patterns.forEach((pattern, index) => {
    if (pattern.length === 0 || pattern.length > text.length) return;
    const window = windowFor(pattern.length);
    const group = groups.get(window);
    if (group) group.push(index);
    else groups.set(window, [index]);
  });
  for (const [window, indices] of groups) scanWithWindow(text, patterns, indices, window, visit);
}

/** All start positions of each pattern, in increasing order; for tests and small inputs. */
export function findOccurrences(text: string, patterns: readonly string[]): number[][] {
  const starts: number[][] = patterns.map(() => []);
  forEachOccurrence(text, patterns, (index, start) => starts[index].push(start));
  return starts;
}

/** The largest power of two that is at most min(length, MAX_WINDOW). */
function windowFor(length: number): number {
  let window = 1;
  while (window * 2 <= Math.min(length, MAX_WINDOW)) window *= 2;
  return window;
}

function scanWithWindow(
  text: string,
  patterns: readonly string[],
  indices: readonly number[],
  window: number,
  visit: OccurrenceVisitor,
): void {
  // 2^(32/window) mod 2^32: a shift by 32/window bits; for window 1 it is 0 (the hash is GEAR[c]).
  const multiplier = 2 ** (MAX_WINDOW / window) | 0;
  const anchors = chooseAnchors(patterns, indices, window, multiplier);
  let bits = MIN_TABLE_BITS;
  while (bits < MAX_TABLE_BITS && 1 << bits < indices.length * SLOTS_PER_PATTERN) bits++;
  const shift = 32 - bits;

  // Chained hash table in typed arrays; heads and next hold entry + 1, 0 ends a chain.
  const occupied = new Uint8Array(1 << bits);
  const heads = new Int32Array(1 << bits);
  const entryNext = new Int32Array(indices.length);
  for (let entry = 0; entry < indices.length; entry++) {
    const slot = anchors.hash[entry] >>> shift;
    entryNext[entry] = heads[slot];
    heads[slot] = entry + 1;
    occupied[slot] = 1;
  }

  const table: AnchorTable = { anchors, entryNext, indices, patterns, visit };
  const last = window - 1;
  const length = text.length;
  let hash = 0;
  // The hot loop: one character, one table read; the rare hit is handled out of line.
  for (let end = 0; end < length; end++) {
    hash = (Math.imul(hash, multiplier) + GEAR[text.charCodeAt(end)]) | 0;
    if (occupied[hash >>> shift] !== 0 && end >= last) verifyChain(text, table, heads[hash >>> shift], hash, end - last);
  }
}

/** What verifyChain needs: the entries' anchors and chain links, and whom to tell. */
interface AnchorTable {
  anchors: Anchors;
  entryNext: Int32Array;
  indices: readonly number[];
  patterns: readonly string[];
  visit: OccurrenceVisitor;
}

/** Every pattern in one chain whose anchor window (at windowStart in the text) has this hash. */
function verifyChain(text: string, table: AnchorTable, head: number, hash: number, windowStart: number): void {
  for (let link = head; link !== 0; link = table.entryNext[link - 1]) {
    const entry = link - 1;
    const start = windowStart - table.anchors.offset[entry];
    if (table.anchors.hash[entry] === hash && start >= 0) {
      const patternIndex = table.indices[entry];
      if (text.startsWith(table.patterns[patternIndex], start)) table.visit(patternIndex, start);
    }
  }
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
  const sharing = new Map<number, number>();
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
      if (!seen) sharing.set(hash, (sharing.get(hash) ?? 0) + 1);
    }
  }
  const anchors: Anchors = { offset: new Int32Array(count), hash: new Int32Array(count) };
  for (let entry = 0; entry < count; entry++) {
    let best = entry * CANDIDATES;
    let bestSharing = sharing.get(hashes[best]) ?? 0;
    for (let k = 1; k < CANDIDATES; k++) {
      const candidate = entry * CANDIDATES + k;
      const candidateSharing = sharing.get(hashes[candidate]) ?? 0;
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
