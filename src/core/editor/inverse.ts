// The replacements that undo applied ones, in the coordinates of the new text, so a file can be
// put back exactly (and minimally) when a later step of the same request fails.
import type { Replacement } from '../text';

/** `replacements` sorted and non-overlapping against `before`; the result applies to the text after them. */
export function inverseReplacements(before: string, replacements: readonly Replacement[]): Replacement[] {
  let delta = 0;
  return replacements.map((r) => {
    const start = r.start + delta;
    delta += r.text.length - (r.end - r.start);
    return { start, end: start + r.text.length, text: before.slice(r.start, r.end) };
  });
}
