// A refusal lists at most a fixed number of errors: 100,000 edits that all miss would otherwise
// answer with megabytes no model's context can hold. The errors kept are the first ones (in the
// order of the request); one last entry says how many more there were and of which codes.
import { guardedError, type ErrorCode, type GuardedError } from './catalog';
import { plural } from './text';

/** Errors listed per result; the rest are summed up in one MORE_ERRORS entry. */
export const MAX_ERRORS_PER_RESULT = 20;

/** The first `max` errors and, when there were more, one MORE_ERRORS entry (without a location) for the rest. */
export function capErrors(errors: readonly GuardedError[], max = MAX_ERRORS_PER_RESULT): GuardedError[] {
  if (errors.length <= max) return [...errors];
  return [...errors.slice(0, max), moreErrorsError(errors.slice(max))];
}

/** "1234 more errors are not listed: OLD_STRING_NOT_FOUND (1200), AMBIGUOUS_MATCH (34)." */
function moreErrorsError(rest: readonly GuardedError[]): GuardedError {
  return guardedError(
    'MORE_ERRORS',
    `${plural(rest.length, 'more error')} ${rest.length === 1 ? 'is' : 'are'} not listed: ${describeCodes(rest)}.`,
    [],
    'Fix the errors listed and repeat the call; the ones not listed are reported then. A request with many failing edits is often based on an outdated read of the file: read it again first.',
  );
}

/** Codes by frequency, most frequent first (ties in catalog order of first appearance). */
function describeCodes(errors: readonly GuardedError[]): string {
  const counts = new Map<ErrorCode, number>();
  for (const e of errors) counts.set(e.code, (counts.get(e.code) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} (${n})`).join(', ');
}
