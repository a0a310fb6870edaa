// The matched ranges of all edits in the order of the text, without an object per match:
// replace_all can match hundreds of thousands of times, and each edit's starts are already sorted,
// so a merge of the edits' lists (a binary heap over the edits) is O(matches x log edits).

/** One edit's matches: its index, its sorted starts, and the length of its old_string. */
export interface MatchRun {
  index: number;
  starts: readonly number[];
  length: number;
}

/** Calls `visit` for every match in order of start, then of edit index. */
export function forEachMatchInOrder(runs: readonly MatchRun[], visit: (index: number, start: number, end: number) => void): void {
  const live = runs.filter((run) => run.starts.length > 0);
  if (live.length === 1) {
    const [run] = live;
    for (const start of run.starts) visit(run.index, start, start + run.length);
    return;
  }
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
