// The matched ranges of all edits in the order of the text, without an object per match:
// replace_all can match hundreds of thousands of times, and each edit's starts are already sorted.
// Usually the edits' matches do not interleave (each edit matches once, or its matches lie between
// two other edits'), and then sorting the edits by their first match is the whole order; otherwise
// a merge of the edits' lists (a binary heap over the edits) is O(matches x log edits).

/** One edit's matches: its index, its sorted starts, and the length of its old_string. */
export interface MatchRun {
  index: number;
  starts: readonly number[];
  length: number;
}

export type MatchVisitor = (index: number, start: number, end: number) => void;

/** The runs' matches in order of start, then of edit index; computed once, visited as often as needed. */
export class MatchOrder {
  /** The runs with at least one match, by first start (then edit index). */
  private readonly sorted: MatchRun[];
  /** Whether every run's matches all come before the next run's first: then `sorted` is the order. */
  private readonly sequential: boolean;

  constructor(runs: readonly MatchRun[]) {
    this.sorted = sortByFirstStart(runs.filter((run) => run.starts.length > 0));
    let sequential = true;
    for (let r = 1; r < this.sorted.length && sequential; r++) {
      sequential = (this.sorted[r - 1].starts.at(-1) ?? 0) < this.sorted[r].starts[0];
    }
    this.sequential = sequential;
  }

  /** Calls `visit` for every match in order of start, then of edit index. */
  forEach(visit: MatchVisitor): void {
    if (this.sequential) {
      for (const run of this.sorted) for (const start of run.starts) visit(run.index, start, start + run.length);
    } else {
      mergeByHeap(this.sorted, visit);
    }
  }
}

/**
 * Sorted by (first start, index). Packed into one number per run where that is exact (a numeric
 * typed-array sort is native and allocates no closure calls), else by a comparator.
 */
function sortByFirstStart(runs: MatchRun[]): MatchRun[] {
  if (runs.length < 2) return runs;
  // In edit order first, so that a run's position breaks ties as its index would.
  let inIndexOrder = true;
  for (let r = 1; r < runs.length && inIndexOrder; r++) inIndexOrder = runs[r - 1].index < runs[r].index;
  const byIndex = inIndexOrder ? runs : [...runs].sort((a, b) => a.index - b.index);
  let maxStart = 0;
  for (const run of byIndex) maxStart = Math.max(maxStart, run.starts[0]);
  const scale = 2 ** Math.ceil(Math.log2(byIndex.length));
  if ((maxStart + 1) * scale >= Number.MAX_SAFE_INTEGER) {
    return [...byIndex].sort((a, b) => a.starts[0] - b.starts[0] || a.index - b.index);
  }
  const keys = new Float64Array(byIndex.length);
  for (let r = 0; r < byIndex.length; r++) keys[r] = byIndex[r].starts[0] * scale + r;
  keys.sort();
  const sorted: MatchRun[] = new Array<MatchRun>(byIndex.length);
  for (let r = 0; r < keys.length; r++) sorted[r] = byIndex[keys[r] % scale];
  return sorted;
}

function mergeByHeap(live: readonly MatchRun[], visit: MatchVisitor): void {
  const position = new Int32Array(live.length);
  const heap = new Int32Array(live.length);
  let size = 0;
  const less = (a: number, b: number): boolean => {
    const sa = live[a].starts[position[a]];
    const sb = live[b].starts[position[b]];
    return sa < sb || (sa === sb && live[a].index < live[b].index);
  };
  const siftUp = (at: number): void => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!less(heap[at], heap[parent])) return;
      [heap[at], heap[parent]] = [heap[parent], heap[at]];
      at = parent;
    }
  };
  const siftDown = (at: number): void => {
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const child = left + 1 < size && less(heap[left + 1], heap[left]) ? left + 1 : left;
      if (!less(heap[child], heap[at])) return;
      [heap[at], heap[child]] = [heap[child], heap[at]];
      at = child;
    }
  };
  for (let r = 0; r < live.length; r++) {
    heap[size++] = r;
    siftUp(size - 1);
  }
  while (size > 0) {
    const r = heap[0];
    const run = live[r];
    const start = run.starts[position[r]];
    visit(run.index, start, start + run.length);
    position[r]++;
    if (position[r] === run.starts.length) heap[0] = heap[--size];
    siftDown(0);
  }
}
