// A refusal lists at most a fixed number of errors: 100,000 edits that all miss would otherwise
// answer with megabytes no model's context can hold. The errors kept are the first ones (in the
// order of the request); one last entry (MORE_ERRORS, built in the catalog) says how many more
// there were and of which codes.
import { moreErrorsError, type GuardedError } from './catalog';

/** Errors listed per result; the rest are summed up in one MORE_ERRORS entry. */
export const MAX_ERRORS_PER_RESULT = 20;

/** The first `max` errors and, when there were more, one MORE_ERRORS entry (without a location) for the rest. */
export function capErrors(errors: readonly GuardedError[], max = MAX_ERRORS_PER_RESULT): GuardedError[] {
  if (errors.length <= max) return [...errors];
  return [...errors.slice(0, max), moreErrorsError(errors.slice(max))];
}
