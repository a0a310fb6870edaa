// Small jobs go to the engine's own String.prototype.indexOf, one pattern at a time. For a few
// patterns in a small text (an agent's usual call: one to a dozen edits in a file of a few
// thousand lines) the hash scans' fixed costs (the one-byte view, sampling the text to choose
// anchors, the tables, and code the JIT has not warmed yet in a short-lived process such as the
// hook) are most of the planning time, while indexOf needs none of them. indexOf stays within a
// few passes of the text per pattern whatever the text (V8 moves from a linear search to
// Boyer-Moore when a search goes badly), so a job bounded in patterns x text is bounded in work.

import type { QueryState } from './searchQuery';

/** Jobs up to this many characters of text per pattern searched, summed, are small. */
const NATIVE_JOB_CHARS = 1 << 21;

/** Whether `patterns` searches over a text of `textLength` characters make a small job. */
export function isSmallJob(patterns: number, textLength: number, jobChars = NATIVE_JOB_CHARS): boolean {
  return patterns * textLength <= jobChars;
}

/**
 * Counts one query's occurrences with indexOf, as far as its limit. Overlapping queries move on
 * by one position after a match, others by the pattern's length; either way every call starts
 * further right, so there are at most text.length + 1 calls.
 */
export function nativeSearch(text: string, state: QueryState): void {
  const { pattern, overlapping } = state.query;
  const step = overlapping ? 1 : pattern.length;
  let from = 0;
  while (from <= text.length - pattern.length) {
    const at = text.indexOf(pattern, from);
    if (at < 0 || state.accept(at)) return;
    from = at + step;
  }
}
