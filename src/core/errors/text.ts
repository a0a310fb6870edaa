// Small helpers for writing messages: show received values faithfully but briefly.

const DEFAULT_MAX = 80;

/**
 * Quote a received value for a message: JSON-escaped (so newlines, tabs and control characters
 * are visible), cut in the middle with the number of characters left out when it is long, and
 * never cut inside a surrogate pair.
 */
export function quote(value: string, max = DEFAULT_MAX): string {
  if (value.length <= max) return JSON.stringify(value);
  const keep = Math.max(8, max - 20);
  let head = Math.ceil(keep * 0.6);
  let tailStart = value.length - (keep - head);
  if (isHighSurrogate(value.charCodeAt(head - 1))) head -= 1;
  if (isLowSurrogate(value.charCodeAt(tailStart))) tailStart += 1;
  const omitted = tailStart - head;
  return `${JSON.stringify(value.slice(0, head))}…(${omitted} more characters)…${JSON.stringify(value.slice(tailStart))}`;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** "Edit 2 of 5" for a zero-based index. */
export function editLabel(index: number, total: number): string {
  return `Edit ${index + 1} of ${total}`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** A path for a one-line message: long ones keep their start and their file name. */
export function shortPath(path: string, max = 120): string {
  if (path.length <= max) return path;
  const tail = path.slice(-Math.floor(max / 2));
  return `${path.slice(0, max - tail.length - 1)}…${tail}`;
}
