// The aligned scan's patterns (alignedScan): what a hit needs to know about its pattern lies side
// by side in one typed array, and the patterns' characters in one byte buffer, so that verifying
// a hit reads a few cache lines rather than a query object, a string and a list (with 10,000
// patterns those reads, not the comparisons, were most of the scan's time). The starts found so
// far: the first in the typed array, a sorted list only from the second on.
import type { PatternBytes } from './alignedBlocks';
import { allowanceFor } from './scanBudget';
import type { QueryState } from './searchQuery';

/** Fields per pattern in PatternBook.info. */
const BYTES = 0;
const LENGTH = 1;
const MAX_OFFSET = 2;
const FIRST = 3;
const LIMIT = 4;
const OVERLAPPING = 5;
const BUDGET = 6;
const ACTIVE = 7;
const STRIDE = 8;
const NO_START = -1;
const NO_LIMIT = 0x7fffffff;

export class PatternBook implements PatternBytes {
  private readonly info: Int32Array;
  /** Every ASCII pattern's characters, one byte each, at its BYTES offset. */
  readonly bytes: Uint8Array;
  /** Per pattern from its second start on: all its starts, ascending. */
  private readonly lists: (number[] | undefined)[];
  readonly count: number;
  activeCount = 0;
  /** Query indexes of the patterns left to the linear fallback. */
  readonly overBudget: number[] = [];

  /**
   * Copies the patterns' characters. A pattern with a character beyond ASCII is not searched here
   * (see scanAligned): it starts inactive, with no bytes.
   */
  constructor(
    private readonly states: readonly QueryState[],
    private readonly queryIndex: readonly number[],
  ) {
    const count = states.length;
    this.count = count;
    this.info = new Int32Array(count * STRIDE);
    this.lists = new Array<number[] | undefined>(count);
    const patterns = states.map((state) => state.query.pattern);
    const joined = patterns.join('');
    this.bytes = new Uint8Array(joined.length);
    // All at once natively when every pattern is ASCII (the usual case), else pattern by pattern.
    const allAscii = new TextEncoder().encodeInto(joined, this.bytes).read === joined.length;
    let offset = 0;
    for (let p = 0; p < count; p++) {
      const { limit, overlapping } = states[p].query;
      const pattern = patterns[p];
      const at = p * STRIDE;
      this.info[at + FIRST] = NO_START;
      if (!allAscii && !copyAscii(pattern, this.bytes, offset)) continue;
      this.info[at + BYTES] = offset;
      this.info[at + LENGTH] = pattern.length;
      this.info[at + LIMIT] = Math.min(limit, NO_LIMIT);
      this.info[at + OVERLAPPING] = overlapping ? 1 : 0;
      this.info[at + BUDGET] = allowanceFor(pattern.length);
      this.info[at + ACTIVE] = 1;
      this.activeCount++;
      offset += pattern.length;
    }
  }

  /** The largest offset of the pattern's anchors: a start s is found at s plus one of them. */
  setMaxOffset(p: number, value: number): void {
    this.info[p * STRIDE + MAX_OFFSET] = value;
  }

  isActive(p: number): boolean {
    return this.info[p * STRIDE + ACTIVE] === 1;
  }

  byteOffset(p: number): number {
    return this.info[p * STRIDE + BYTES];
  }

  length(p: number): number {
    return this.info[p * STRIDE + LENGTH];
  }

  /**
   * Records a verified start (they come almost in order). Returns the starts moved to keep the
   * list sorted, or -1 when the new occurrence overlaps a neighbour: the pattern repeats itself.
   */
  record(p: number, start: number): number {
    const at = p * STRIDE;
    const length = this.info[at + LENGTH];
    const first = this.info[at + FIRST];
    if (first === NO_START) {
      this.info[at + FIRST] = start;
      return 0;
    }
    let list = this.lists[p];
    if (!list) {
      list = [first];
      this.lists[p] = list;
    }
    let i = list.length;
    list.push(start);
    while (i > 0 && list[i - 1] > start) {
      list[i] = list[i - 1];
      i--;
    }
    list[i] = start;
    this.info[at + FIRST] = list[0];
    if ((i > 0 && list[i - 1] + length > start) || (i + 1 < list.length && start + length > list[i + 1])) return -1;
    return list.length - 1 - i;
  }

  /**
   * Whether an overlapping query with a limit has its first `limit` starts for certain: no start
   * before the last of them can still be found once the scan is past it by the pattern's largest
   * anchor offset (a start s is found at s + its anchor's offset).
   */
  isSettled(p: number, blockStart: number): boolean {
    const at = p * STRIDE;
    const limit = this.info[at + LIMIT];
    const list = this.lists[p];
    const found = list ? list.length : this.info[at + FIRST] === NO_START ? 0 : 1;
    if (this.info[at + OVERLAPPING] !== 1 || found < limit) return false;
    const lastNeeded = list ? list[limit - 1] : this.info[at + FIRST];
    return lastNeeded < blockStart - this.info[at + MAX_OFFSET];
  }

  /** Spends verification work; true when the pattern's allowance and then the shared pool are used up. */
  charge(p: number, cost: number, pool: { left: number }): boolean {
    const at = p * STRIDE + BUDGET;
    this.info[at] -= cost;
    if (this.info[at] >= 0) return false;
    pool.left += this.info[at];
    this.info[at] = 0;
    return pool.left < 0;
  }

  /** The pattern leaves the table (satisfied, or `fallback`: its starts are dropped and the linear search takes it). */
  leave(p: number, fallback: boolean): void {
    const at = p * STRIDE;
    if (this.info[at + ACTIVE] === 0) return;
    this.info[at + ACTIVE] = 0;
    this.activeCount--;
    if (!fallback) return;
    this.info[at + FIRST] = NO_START;
    this.lists[p] = undefined;
    this.overBudget.push(this.queryIndex[p]);
  }

  /** The queries' rules applied to each pattern's sorted starts (those left to the fallback have none). */
  finish(): void {
    this.states.forEach((state, p) => {
      const first = this.info[p * STRIDE + FIRST];
      if (first === NO_START) return;
      const list = this.lists[p] ?? [first];
      for (const start of list) if (state.wants(start) && state.accept(start)) break;
    });
  }
}

/** Copies an ASCII pattern's characters as bytes; false (bytes unspecified) when one is beyond ASCII. */
function copyAscii(pattern: string, into: Uint8Array, at: number): boolean {
  let seen = 0;
  for (let i = 0; i < pattern.length; i++) {
    const unit = pattern.charCodeAt(i);
    seen |= unit;
    into[at + i] = unit;
  }
  return seen <= 0x7f;
}
