// The lines a save changed on top of our edit (format on save): the saved text is compared with
// the text before the edit, line by line from both ends, in one linear pass.
import type { ChangedRange } from './changedRanges';

/**
 * The lines of `after` that differ from `before`, as one range from the first differing line to
 * the last (1-based, inclusive); a pure deletion gives the line where it happened. Empty when the
 * texts are equal. Line breaks are compared with the lines (a changed ending is a changed line).
 */
export function changedLinesBetween(before: string, after: string): ChangedRange[] {
  if (before === after) return [];
  const a = before.split('\n');
  const b = after.split('\n');
  const common = Math.min(a.length, b.length);
  let prefix = 0;
  while (prefix < common && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < common - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const start = prefix + 1;
  const end = b.length - suffix;
  if (end < start) {
    const line = Math.max(1, Math.min(start, b.length));
    return [{ start_line: line, end_line: line }];
  }
  return [{ start_line: start, end_line: end }];
}
