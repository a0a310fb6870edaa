// What the gate keeps of a read besides its fingerprint: one 32-bit hash per line, so that a file
// changed since the read can be told apart from a file changed where the edit is. A change since
// the read that lies outside the edit's lines (a formatter ran on another function, another agent
// added an import) does not make the edit rest on text the model has not seen; one that touches
// them does. Linear in the lines of both texts.

/** FNV-1a 32 of each line (without its line ending). */
export function lineHashes(text: string): Uint32Array {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  const out = new Uint32Array(count);
  let line = 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) {
      out[line++] = h >>> 0;
      h = 0x811c9dc5;
      continue;
    }
    // A CR before the line break is the line ending, not part of the line.
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) continue;
    h = Math.imul(h ^ code, 0x01000193);
  }
  out[line] = h >>> 0;
  return out;
}

/** Lines of the current text (1-based, inclusive) an edit changes. */
export interface EditedLines {
  start: number;
  end: number;
}

/**
 * Whether every edited span of the current text is as the model read it: it lies in the part
 * both texts share at their start or at their end, or its lines (and one line on each side) occur
 * exactly once in the text read. False when that cannot be shown.
 */
export function editsMissChanges(read: Uint32Array, current: Uint32Array, spans: readonly EditedLines[]): boolean {
  const m = read.length;
  const n = current.length;
  let prefix = 0;
  while (prefix < m && prefix < n && read[prefix] === current[prefix]) prefix++;
  let suffix = 0;
  while (suffix < m - prefix && suffix < n - prefix && read[m - 1 - suffix] === current[n - 1 - suffix]) suffix++;
  return spans.every((span) => span.end <= prefix || span.start > n - suffix || occursOnce(read, current, Math.max(1, span.start - 1), Math.min(n, span.end + 1)));
}

/**
 * Whether current lines `from`-`to` (1-based) occur as a run exactly once in `read`. The
 * comparisons are bounded by a few passes over the lines (a text of equal lines would make them
 * quadratic): past that, the answer is no.
 */
function occursOnce(read: Uint32Array, current: Uint32Array, from: number, to: number): boolean {
  const k = to - from + 1;
  const first = current[from - 1];
  let found = 0;
  let work = 4 * (read.length + current.length);
  for (let i = 0; i + k <= read.length; i++) {
    if (read[i] !== first) continue;
    let same = true;
    for (let j = 1; j < k && same; j++) same = read[i + j] === current[from - 1 + j];
    work -= k;
    if (work < 0) return false;
    if (same && ++found > 1) return false;
  }
  return found === 1;
}
