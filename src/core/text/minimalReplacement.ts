// Replace only what really changes: trimming the common start and end of the
// old and new text keeps cursors, folding and diagnostics in the unchanged parts stable.

export interface CommonAffixes {
  /** Length of the common start of both strings. */
  prefix: number;
  /** Length of the common end, never overlapping the prefix in either string. */
  suffix: number;
}

/**
 * The common prefix and suffix of two strings, shortened where needed so that no cut falls
 * inside a surrogate pair or a CRLF of either string: an editor position there is invalid.
 */
export function commonAffixes(before: string, after: string): CommonAffixes {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  while (prefix > 0 && (cutsPair(before, prefix) || cutsPair(after, prefix))) prefix--;

  const maxSuffix = shorter - prefix;
  let suffix = 0;
  while (suffix < maxSuffix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  while (suffix > 0 && (cutsPair(before, before.length - suffix) || cutsPair(after, after.length - suffix))) suffix--;
  return { prefix, suffix };
}

/** Whether a cut before index `cut` separates "\r" from "\n" or a high from a low surrogate. */
function cutsPair(value: string, cut: number): boolean {
  if (cut <= 0 || cut >= value.length) return false;
  const left = value.charCodeAt(cut - 1);
  const right = value.charCodeAt(cut);
  if (left === 0x0d && right === 0x0a) return true;
  return left >= 0xd800 && left <= 0xdbff && right >= 0xdc00 && right <= 0xdfff;
}
