// What a model copies around or into an old_string from a chat answer or a diff: a Markdown code
// fence around the text, and diff markers ("-", "+", " ") before each line. Pure string
// transforms: each returns the old_strings to try (most likely first).

export interface FenceFinding {
  /** The opening fence line as written ("```rust"), for the message. */
  opening: string;
  /** The text inside the fence, without the blank lines next to it; then as written inside. */
  variants: string[];
}

// The language and the spaces around it split one way only (two `[ \t]*` around an optional name
// would try every split of a long run of spaces).
const OPENING_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*(?:[\w+#.-]+[ \t]*)?$/;

/** old_string whose first non-empty line opens a fence (and whose last closes it, if there is one). */
export function findMarkdownFence(oldString: string): FenceFinding | undefined {
  const lines = oldString.split('\n').map((line) => line.replace(/\r$/, ''));
  const first = lines.findIndex((line) => line.trim().length > 0);
  if (first === -1) return undefined;
  const opening = OPENING_FENCE.exec(lines[first]);
  if (!opening) return undefined;
  const fence = opening[1];
  let last = lines.length - 1;
  while (last > first && lines[last].trim().length === 0) last--;
  const closes = last > first && lines[last].trim().startsWith(fence[0].repeat(3)) && lines[last].trim().replace(/[`~]/g, '').length === 0;
  const inner = oldString.split('\n').slice(first + 1, closes ? last : last + 1);
  if (!inner.some((line) => line.trim().length > 0)) return undefined;
  const asWritten = inner.join('\n');
  const trimmed = trimBlankLines(inner).join('\n');
  return { opening: lines[first].trim(), variants: [...new Set([trimmed, asWritten])] };
}

function trimBlankLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim().length === 0) start++;
  while (end > start && lines[end - 1].trim().length === 0) end--;
  return lines.slice(start, end);
}

export interface DiffFinding {
  /** Lines that carry "-" or "+" (the first two, cut short), for the message. */
  examples: string[];
  /** A hunk header, or both removed and added lines: unmistakably a diff. */
  distinctive: boolean;
  /** The old side (context and "-" lines), then the new side (context and "+" lines). */
  variants: string[];
  /** For each variant: which side it is. */
  sides: ('old' | 'new')[];
}

const HUNK_HEADER = /^@@ .*@@/;
/** A "-" or "+" marker, not a run of them ("---", "++", a Markdown rule). */
const CHANGE_MARKER = /^[-+](?![-+])/;

/**
 * Every non-empty line starts with " ", "-" or "+" (or is a hunk header), and at least one with
 * "-" or "+". Indented code starts with " " too, so the marked lines are what decides.
 */
export function findDiffMarkers(oldString: string): DiffFinding | undefined {
  const lines = oldString.split('\n');
  const body = lines.filter((line) => !HUNK_HEADER.test(line));
  const nonEmpty = body.filter((line) => line.replace(/\r$/, '').length > 0);
  if (nonEmpty.length === 0 || !nonEmpty.every((line) => /^[ +-]/.test(line))) return undefined;
  const removed = nonEmpty.filter((line) => line.startsWith('-') && CHANGE_MARKER.test(line));
  const added = nonEmpty.filter((line) => line.startsWith('+') && CHANGE_MARKER.test(line));
  if (removed.length + added.length === 0) return undefined;
  const side = (drop: string) => body.filter((line) => !line.startsWith(drop)).map((line) => line.slice(1)).join('\n');
  const variants: string[] = [];
  const sides: ('old' | 'new')[] = [];
  if (removed.length > 0 || added.length < nonEmpty.length) {
    variants.push(side('+'));
    sides.push('old');
  }
  if (added.length > 0) {
    variants.push(side('-'));
    sides.push('new');
  }
  return {
    examples: [...removed, ...added].slice(0, 2),
    distinctive: lines.some((line) => HUNK_HEADER.test(line)) || (removed.length > 0 && added.length > 0),
    variants,
    sides,
  };
}
