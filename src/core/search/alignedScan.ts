// The aligned scan: for ASCII patterns of MIN_ALIGNED_LENGTH characters or more on a text with a
// one-byte view (asciiCodes: code, a few characters beyond ASCII allowed), the common case of
// edits of a line or more, far less work per character than the gear scan.
// The text's bytes are read as 32-bit words, and only the blocks of 16 bytes that start at a
// multiple of 4 are hashed: one word read and four multiplications per 4 characters.
//
// Why every occurrence is seen exactly once: an occurrence at start s holds aligned blocks at the
// pattern offsets o with s + o = 0 (mod 4), that is at the offsets of one residue class
// r = -s (mod 4). So each pattern is registered under four anchors, one block per residue class
// (alignedBlocks chooses them), and the occurrence at s is found by the anchor of its own class,
// at the aligned position s + o_r. The other anchors of the pattern lie on unaligned positions
// there and are never looked at.
//
// Occurrences are found in the order of s + o_r, which is not quite the order of s (o_r differs
// between classes by less than the pattern's length). So each pattern's starts are kept sorted as
// they come, a query is satisfied only once the scan has passed every place an earlier start could
// still be found, and the queries' rules (overlapping or not, the limit) are applied at the end.
// A pattern whose occurrences overlap repeats itself and could occur at nearly every position; it
// goes to the linear fallback at once.
//
// Verification work is budgeted as in the gear scan (scanBudget); a pattern over budget leaves the
// table and is searched again by a linear algorithm.
import { BLOCK, chooseAnchors, FILTER_MIX, MIX_0, MIX_1, MIX_2, MIX_3, RESIDUES, type Anchors } from './alignedBlocks';
import { PatternBook } from './alignedPatterns';
import type { AsciiText } from './asciiCodes';
import { HIT_COST } from './scanBudget';
import type { QueryState } from './searchQuery';

/** Three offsets (residues 1 to 3) before a whole block must still fit in the pattern. */
export const MIN_ALIGNED_LENGTH = BLOCK + RESIDUES - 1;
const SLOTS_PER_ENTRY = 64;
const MIN_TABLE_BITS = 10;
/** Two 64 KiB bit sets at most: beyond, cache misses cost more than a fuller table. */
const MAX_TABLE_BITS = 19;
/**
 * The chains' heads are fewer than the bit sets' bits (512 KiB at most): only a hit that passed
 * both bit sets reads them, and a smaller array is cheaper to allocate for every call.
 */
const MAX_HEAD_BITS = 17;
/** Fields of an entry in AlignedTable.entries; heads and links hold entry + 1, 0 ends a chain. */
const KEY = 0;
const OFFSET = 1;
const PATTERN = 2;
const NEXT = 3;
const FIELDS = 4;
// Module-local copies for the hot loop: an imported binding may be read through its module's
// exports object on every use (as in CommonJS output), which costs more than the loop's own work.
const M0 = MIX_0;
const M1 = MIX_1;
const M2 = MIX_2;
const M3 = MIX_3;
const FILTER = FILTER_MIX;
const HIT = HIT_COST;

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
  /** key >>> shift: a bit of the bit sets; key >>> headShift: a chain. */
  shift: number;
  headShift: number;
}

/** What a chain walk needs. */
interface Scan {
  table: AlignedTable;
  book: PatternBook;
  text: Uint8Array;
  pool: { left: number };
}

/**
 * One scan for the given queries (patterns of at least MIN_ALIGNED_LENGTH characters) over the
 * text's one-byte view. A pattern with a character beyond ASCII is not searched: multiSearch
 * gives one only on a pure ASCII text, where it cannot occur. Returns the query indexes left to
 * the linear fallback (their states untouched).
 */
export function scanAligned(text: AsciiText, states: readonly QueryState[], indices: readonly number[], pool: { left: number }): number[] {
  const { words, bytes } = text;
  const book = new PatternBook(indices.map((index) => states[index]), indices);
  if (book.activeCount === 0) return [];
  const anchors = chooseAnchors(book, words, bytes.length);
  for (let p = 0; p < book.count; p++) {
    let largest = 0;
    for (let r = 0; r < RESIDUES; r++) largest = Math.max(largest, anchors.offsets[p * RESIDUES + r]);
    book.setMaxOffset(p, largest);
  }
  const table = buildTable(anchors, book);
  const scan: Scan = { table, book, text: bytes, pool };

  const { occupied, mixed, heads, shift, headShift } = table;
  const last = Math.min(words.length, (bytes.length >>> 2) + 1);
  let w0 = words[0];
  let w1 = words[1];
  let w2 = words[2];
  // The block at byte 4 * (j - 3): words j - 3 to j (blockKey, inlined).
  for (let j = 3; j < last; j++) {
    const w3 = words[j];
    const key = ((Math.imul(w0, M0) ^ Math.imul(w1, M1)) + (Math.imul(w2, M2) ^ Math.imul(w3 ^ (w3 >>> 15), M3))) | 0;
    w0 = w1;
    w1 = w2;
    w2 = w3;
    const slot = key >>> shift;
    if ((occupied[slot >>> 5] & (1 << (slot & 31))) === 0) continue;
    const filter = Math.imul(key, FILTER) >>> shift;
    if ((mixed[filter >>> 5] & (1 << (filter & 31))) === 0) continue;
    if (verifyChain(scan, heads[key >>> headShift], key, (j - 3) << 2) === 0) break;
  }
  book.finish();
  return book.overBudget;
}

function buildTable({ offsets, keys }: Anchors, book: PatternBook): AlignedTable {
  const entryCount = offsets.length;
  let bits = MIN_TABLE_BITS;
  while (bits < MAX_TABLE_BITS && 1 << bits < entryCount * SLOTS_PER_ENTRY) bits++;
  const table: AlignedTable = {
    entries: new Int32Array(entryCount * FIELDS),
    entryPrevious: new Int32Array(entryCount),
    heads: new Int32Array(1 << Math.min(bits, MAX_HEAD_BITS)),
    occupied: new Int32Array(Math.max(1, (1 << bits) >>> 5)),
    mixed: new Int32Array(Math.max(1, (1 << bits) >>> 5)),
    shift: 32 - bits,
    headShift: 32 - Math.min(bits, MAX_HEAD_BITS),
  };
  const { entries, heads, entryPrevious } = table;
  for (let entry = 0; entry < entryCount; entry++) {
    const p = (entry / RESIDUES) | 0;
    if (!book.isActive(p)) continue; // it cannot occur: it never enters the table
    const at = entry * FIELDS;
    entries[at + KEY] = keys[entry];
    entries[at + OFFSET] = offsets[entry];
    entries[at + PATTERN] = p;
    const head = keys[entry] >>> table.headShift;
    entries[at + NEXT] = heads[head];
    if (heads[head] !== 0) entryPrevious[heads[head] - 1] = entry + 1;
    heads[head] = entry + 1;
    const slot = keys[entry] >>> table.shift;
    table.occupied[slot >>> 5] |= 1 << (slot & 31);
    const filter = Math.imul(keys[entry], FILTER_MIX) >>> table.shift;
    table.mixed[filter >>> 5] |= 1 << (filter & 31);
  }
  return table;
}

/** Every entry in one chain whose block key is this one, its block at `blockStart` in the text; returns the patterns left. */
function verifyChain(scan: Scan, head: number, key: number, blockStart: number): number {
  const { table, book, text } = scan;
  const { entries } = table;
  for (let link = head; link !== 0;) {
    const at = (link - 1) * FIELDS;
    link = entries[at + NEXT]; // read first: the entry may leave the chain below
    if (entries[at + KEY] !== key) continue;
    const start = blockStart - entries[at + OFFSET];
    const p = entries[at + PATTERN];
    // (An entry that left the table may still be reached through a link read before it left.)
    if (start < 0 || !book.isActive(p)) continue;
    let cost = HIT;
    const compared = bytesDifferAt(text, start, book.bytes, book.byteOffset(p), book.length(p));
    if (compared < 0) {
      const moved = book.record(p, start);
      if (moved < 0) {
        leave(table, book, p, true);
        continue;
      }
      if (book.isSettled(p, blockStart)) {
        leave(table, book, p, false);
        continue;
      }
      cost += moved;
    } else {
      cost += compared;
    }
    if (book.charge(p, cost, scan.pool)) leave(table, book, p, true);
  }
  return book.activeCount;
}

/** -1 when the pattern's bytes occur in the text at `start`; otherwise the bytes compared. */
function bytesDifferAt(text: Uint8Array, start: number, patterns: Uint8Array, from: number, length: number): number {
  if (start + length > text.length) return 1;
  for (let i = 0; i < length; i++) if (text[start + i] !== patterns[from + i]) return i + 1;
  return -1;
}

/** The pattern's four entries leave the table (see PatternBook.leave). */
function leave(table: AlignedTable, book: PatternBook, p: number, fallback: boolean): void {
  if (!book.isActive(p)) return;
  book.leave(p, fallback);
  const { entries, entryPrevious } = table;
  for (let entry = p * RESIDUES; entry < (p + 1) * RESIDUES; entry++) {
    const previous = entryPrevious[entry];
    const next = entries[entry * FIELDS + NEXT];
    // (The bit sets keep its bits: they only filter, and other entries may share them.)
    if (previous !== 0) entries[(previous - 1) * FIELDS + NEXT] = next;
    else table.heads[entries[entry * FIELDS + KEY] >>> table.headShift] = next;
    if (next !== 0) entryPrevious[next - 1] = previous;
  }
}
