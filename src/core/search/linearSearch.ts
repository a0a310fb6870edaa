// The searches whose cost does not depend on the text's shape: Knuth-Morris-Pratt for one
// pattern and Aho-Corasick for many. They are the fallback of the hash filter (multiSearch) for
// the patterns on which its verification work ran over budget, for example a long run of "a"
// before a "b" on a file of "a"s, where every position is a hash hit. (V8's native indexOf is no
// such fallback: "a" x 500 + "b" + "a" x 500 on 5 MB of "a" takes it about 90 passes.)
import type { QueryState } from './searchQuery';

/** One pattern, left to right; stops once the query is satisfied. O(text + pattern). */
export function kmpSearch(text: string, state: QueryState): void {
  const pattern = state.query.pattern;
  const m = pattern.length;
  if (m === 0 || m > text.length || state.stopped) return;
  const units = new Uint16Array(m);
  for (let i = 0; i < m; i++) units[i] = pattern.charCodeAt(i);
  // border[i]: length of the longest proper prefix of pattern[0..i] that is also its suffix.
  const border = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && units[i] !== units[k]) k = border[k - 1];
    if (units[i] === units[k]) k++;
    border[i] = k;
  }
  const overlapping = state.query.overlapping;
  const length = text.length;
  let k = 0;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    while (k > 0 && units[k] !== c) k = border[k - 1];
    if (units[k] === c) k++;
    if (k === m) {
      const start = i - m + 1;
      if (state.wants(start) && state.accept(start)) return;
      // Non-overlapping: the next occurrence starts after this one, so no border carries over.
      k = overlapping ? border[m - 1] : 0;
    }
  }
}

/**
 * Many patterns in one pass over the text: O(text + patterns + occurrences visited). UTF-16 is
 * too wide an alphabet for tables, so a node's first child is kept in typed arrays (most trie
 * nodes have one) and further children in one Map keyed by node and character.
 */
export function ahoCorasickSearch(text: string, states: readonly QueryState[]): void {
  const automaton = buildAutomaton(states);
  let remaining = states.filter((s) => !s.stopped).length;
  if (remaining === 0) return;
  const { fail, output, dictionary, nextSameNode } = automaton;
  const length = text.length;
  let node = 0;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    let next = childOf(automaton, node, c);
    while (next === 0 && node !== 0) {
      node = fail[node];
      next = childOf(automaton, node, c);
    }
    node = next;
    for (let at = output[node] !== 0 ? node : dictionary[node]; at !== 0; at = dictionary[at]) {
      for (let link = output[at]; link !== 0; link = nextSameNode[link - 1]) {
        const state = states[link - 1];
        const start = i - state.query.pattern.length + 1;
        if (state.wants(start) && state.accept(start) && --remaining === 0) return;
      }
    }
  }
}

/** The child of `node` by character `c`, or 0 (the root is nobody's child). */
function childOf(automaton: Automaton, node: number, c: number): number {
  if (automaton.firstChar[node] === c) return automaton.firstChild[node];
  if (automaton.hasMore[node] === 0) return 0;
  return automaton.edges.get(node * 0x10000 + c) ?? 0;
}

interface Automaton {
  /** Per node: the character of its first child (-1: none), and that child. */
  firstChar: Int32Array;
  firstChild: Int32Array;
  /** Per node: 1 when it has children besides the first (they are in `edges`). */
  hasMore: Uint8Array;
  edges: Map<number, number>;
  fail: Int32Array;
  /** Per node: 1 + the first query whose pattern ends there, or 0. */
  output: Int32Array;
  /** Per node: the nearest node on its failure chain that has an output, or 0. */
  dictionary: Int32Array;
  /** Per query: 1 + the next query with the same pattern, or 0. */
  nextSameNode: Int32Array;
}

function buildAutomaton(states: readonly QueryState[]): Automaton {
  let capacity = 1;
  for (const s of states) capacity += s.query.pattern.length;
  const edges = new Map<number, number>();
  const firstChar = new Int32Array(capacity).fill(-1);
  const firstChild = new Int32Array(capacity);
  const hasMore = new Uint8Array(capacity);
  const output = new Int32Array(capacity);
  const nextSameNode = new Int32Array(states.length);
  let nodes = 1;
  states.forEach((state, index) => {
    const pattern = state.query.pattern;
    if (pattern.length === 0 || state.stopped) return;
    let node = 0;
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern.charCodeAt(i);
      let child = firstChar[node] === c ? firstChild[node] : edges.get(node * 0x10000 + c);
      if (child === undefined) {
        child = nodes++;
        if (firstChar[node] === -1) {
          firstChar[node] = c;
          firstChild[node] = child;
        } else {
          edges.set(node * 0x10000 + c, child);
          hasMore[node] = 1;
        }
      }
      node = child;
    }
    nextSameNode[index] = output[node];
    output[node] = index + 1;
  });

  // Breadth first: a node's failure link is computed after its parent's.
  const children: number[][] = Array.from({ length: nodes }, () => []);
  for (let n = 0; n < nodes; n++) if (firstChar[n] !== -1) children[n].push(firstChar[n], firstChild[n]);
  for (const [key, child] of edges) children[Math.floor(key / 0x10000)].push(key % 0x10000, child);
  const fail = new Int32Array(nodes);
  const dictionary = new Int32Array(nodes);
  const automaton: Automaton = { firstChar, firstChild, hasMore, edges, fail, output, dictionary, nextSameNode };
  const queue = new Int32Array(nodes);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  while (head < tail) {
    const parent = queue[head++];
    const list = children[parent];
    for (let j = 0; j < list.length; j += 2) {
      const c = list[j];
      const child = list[j + 1];
      let link = 0;
      if (parent !== 0) {
        let f = fail[parent];
        let to = childOf(automaton, f, c);
        while (to === 0 && f !== 0) {
          f = fail[f];
          to = childOf(automaton, f, c);
        }
        link = to;
      }
      fail[child] = link;
      dictionary[child] = output[link] !== 0 ? link : dictionary[link];
      queue[tail++] = child;
    }
  }
  return automaton;
}
