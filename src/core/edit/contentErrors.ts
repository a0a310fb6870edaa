// The errors of validation layer 4, worded for a reader that must fix its next
// call: which edit, what was received, where in the file, and what to do.
import { guardedError, type ErrorLocation, type GuardedError } from '../errors';
import type { ClosestCandidate } from './closestCandidate';
import type { LineIndex } from './lineIndex';
import { editLabel, plural, quote } from '../errors';

/** At most this many occurrences are listed in `occurrences`; the message says how many exist. */
export const MAX_LISTED_OCCURRENCES = 50;
/** At most this many line numbers are written into a message. */
const MAX_LINES_IN_MESSAGE = 10;
/** Candidate text is shown a little longer than other values: it is what the next call copies. */
const CANDIDATE_QUOTE_MAX = 240;

export interface PlanContext {
  displayPath: string;
  editCount: number;
  lines: LineIndex;
}

/** A matched range of the current text, as offsets. */
export interface MatchedRange {
  start: number;
  end: number;
}

export function rangeLocation(context: PlanContext, range: MatchedRange): ErrorLocation {
  const from = context.lines.positionAt(range.start);
  const to = context.lines.positionAt(range.end);
  return { file_path: context.displayPath, line: from.line, column: from.column, end_line: to.line, end_column: to.column };
}

/** "line 4" or "lines 4-6". */
export function lineSpan(startLine: number, endLine: number): string {
  return startLine === endLine ? `line ${startLine}` : `lines ${startLine}-${endLine}`;
}

export function notFoundError(
  context: PlanContext,
  index: number,
  oldString: string,
  search: { candidate: ClosestCandidate | undefined } | 'skipped',
): GuardedError {
  const head = `${editLabel(index, context.editCount)}: old_string ${quote(oldString)} was not found in ${context.displayPath}.`;
  const path = ['edits', index, 'old_string'];
  if (search === 'skipped' || search.candidate === undefined) {
    const why = search === 'skipped'
      ? 'Too many edits were not found to search for close text for each of them.'
      : 'No similar text was found.';
    return guardedError('OLD_STRING_NOT_FOUND', `${head} ${why}`, path,
      `Read ${context.displayPath} again and copy old_string exactly from its current text, including whitespace, indentation and letter case.`);
  }
  const candidate = search.candidate;
  const span = lineSpan(candidate.startLine, candidate.endLine);
  const shown = quote(candidate.text, CANDIDATE_QUOTE_MAX);
  const more = candidate.otherPlaces > 0 ? ` (${plural(candidate.otherPlaces, 'other place')} ${candidate.otherPlaces === 1 ? 'is' : 'are'} as close)` : '';
  const location = candidateLocation(context, candidate);
  if (candidate.kind === 'similar_lines') {
    const percent = Math.round((candidate.similarity ?? 0) * 100);
    return guardedError('OLD_STRING_NOT_FOUND',
      `${head} The most similar text is at ${span}${more}; line ${candidate.startLine} is ${percent}% similar to the first non-empty line of old_string: ${shown}.`,
      path,
      `Read ${span} of ${context.displayPath} again and copy the text exactly into old_string; if the text you meant is not there, the file has changed since you read it.`,
      { location });
  }
  return guardedError('OLD_STRING_NOT_FOUND',
    `${head} The closest text is at ${span}${more} and differs only in ${differenceOf(candidate)}: ${shown}.`,
    path,
    hintFor(candidate, span),
    { location });
}

function differenceOf(candidate: ClosestCandidate): string {
  switch (candidate.kind) {
    case 'line_endings':
      return 'line endings (the file mixes "\\n" and "\\r\\n" there)';
    case 'letter_case':
      return 'letter case';
    case 'indentation': {
      const at = candidate.indentation;
      return at
        ? `indentation (line ${at.line} starts with ${quote(at.inFile)} in the file but with ${quote(at.inOldString)} in old_string)`
        : 'indentation';
    }
    default:
      return 'whitespace (spaces, tabs, or whitespace at the start or end of lines)';
  }
}

function hintFor(candidate: ClosestCandidate, span: string): string {
  if (candidate.kind === 'line_endings') {
    return `old_string is read in the file's main line ending, so it cannot match across the other line endings in ${span}; edit those lines with one edit per line (each old_string within a single line).`;
  }
  const what = candidate.kind === 'letter_case' ? 'letter case' : candidate.kind === 'indentation' ? 'indentation' : 'whitespace';
  return `Copy the text exactly from ${span} into old_string, with the file's ${what}, and keep new_string consistent with it.`;
}

function candidateLocation(context: PlanContext, candidate: ClosestCandidate): ErrorLocation {
  const end = context.lines.positionAt(context.lines.lineEnd(candidate.endLine));
  return { file_path: context.displayPath, line: candidate.startLine, column: 1, end_line: end.line, end_column: end.column };
}

export function ambiguousMatchError(
  context: PlanContext,
  index: number,
  oldString: string,
  count: number,
  listedStarts: readonly number[],
): GuardedError {
  const occurrences = listedStarts.map((start) => rangeLocation(context, { start, end: start + oldString.length }));
  return guardedError(
    'AMBIGUOUS_MATCH',
    `${editLabel(index, context.editCount)}: old_string ${quote(oldString)} occurs ${plural(count, 'time')} in ${context.displayPath} (${describeLines(occurrences, count)}); without replace_all it must occur exactly once.${listedNote(count)}`,
    ['edits', index, 'old_string'],
    'Include more surrounding lines in old_string so that it matches only the place you mean, or set replace_all to true to replace every occurrence.',
    { location: occurrences[0], occurrences },
  );
}

export function countMismatchError(
  context: PlanContext,
  index: number,
  oldString: string,
  expected: number,
  starts: readonly number[],
): GuardedError {
  const count = starts.length;
  const occurrences = starts.slice(0, MAX_LISTED_OCCURRENCES).map((start) => rangeLocation(context, { start, end: start + oldString.length }));
  return guardedError(
    'REPLACEMENT_COUNT_MISMATCH',
    `${editLabel(index, context.editCount)}: expected_replacements is ${expected}, but old_string ${quote(oldString)} occurs ${plural(count, 'time')} in ${context.displayPath} (${describeLines(occurrences, count)}).${listedNote(count)}`,
    ['edits', index, 'expected_replacements'],
    `If all ${count} places should change, set expected_replacements to ${count}; otherwise include more surrounding text in old_string so that it matches exactly the ${expected} ${expected === 1 ? 'place' : 'places'} you mean.`,
    { location: occurrences[0], occurrences },
  );
}

export interface EditMatch {
  index: number;
  start: number;
  end: number;
}

/** Two edits whose matched text overlaps; `later` is the edit with the higher index. */
export function overlappingEditsError(context: PlanContext, earlier: EditMatch, later: EditMatch): GuardedError {
  const laterLocation = rangeLocation(context, later);
  const earlierLocation = rangeLocation(context, earlier);
  const where = (at: ErrorLocation) => lineSpan(at.line, matchEndLine(at));
  return guardedError(
    'OVERLAPPING_EDITS',
    `${editLabel(later.index, context.editCount)} (${where(laterLocation)}) and edit ${earlier.index + 1} (${where(earlierLocation)}) match overlapping text in ${context.displayPath}. All edits match the text as it is now, so their matched text must not overlap.`,
    ['edits', later.index, 'old_string'],
    `Combine edits ${earlier.index + 1} and ${later.index + 1} into one edit whose old_string covers both places, or shorten one of them so that they no longer overlap.`,
    { location: laterLocation },
  );
}

/** The last line holding a matched character: a match ending with "\n" ends on that line. */
function matchEndLine(at: ErrorLocation): number {
  return at.end_column === 1 && at.end_line > at.line ? at.end_line - 1 : at.end_line;
}

/** "line 4", "lines 4, 9 and 12", or the first lines and "…" when not all are listed. */
function describeLines(occurrences: readonly ErrorLocation[], count: number): string {
  const lines = [...new Set(occurrences.map((o) => o.line))];
  const complete = occurrences.length === count && lines.length <= MAX_LINES_IN_MESSAGE;
  const shown = lines.slice(0, MAX_LINES_IN_MESSAGE);
  if (!complete) return `first on lines ${shown.join(', ')}, …`;
  if (shown.length === 1) return `line ${shown[0]}`;
  return `lines ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function listedNote(count: number): string {
  return count > MAX_LISTED_OCCURRENCES ? ` The first ${MAX_LISTED_OCCURRENCES} are listed in occurrences.` : '';
}
