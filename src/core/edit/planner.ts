// Validation layer 4 for one file: every edit against the current
// text, all errors collected, and on success the minimal replacements. Pure: nothing is modified.
import { EDIT_WORDING, MAX_LISTED_OCCURRENCES, type GuardedError, type Wording } from '../errors';
import type { Edit } from '../request';
import { runPausing, runToEnd, searchSteps, type AsciiText, type Steps } from '../search';
import {
  changedRanges,
  commonAffixes,
  LineIndex,
  toDocumentEol,
  type ChangedRange,
  type Eol,
  type Replacement,
  type WorkBudget,
} from '../text';
import {
  ambiguousMatchError,
  countMismatchError,
  overlappingEditsError,
  type EditMatch,
  type PlanContext,
  type RecordedChange,
} from '../diagnose';
import { checkEditSemantics } from './editSemantics';
import { MatchOrder, type MatchRun } from './matchOrder';
import { resolveMisses } from './missResolution';
import type { MatchingMode, ToleratedMatch } from './tolerantMatch';

export interface PlanInput {
  /** The current text: the open buffer with unsaved changes, or the file on disk. */
  text: string;
  /** The document's line ending; edit strings are read in it. */
  eol: Eol;
  edits: readonly Edit[];
  /** The file as errors name it (`location.file_path` and messages). */
  displayPath: string;
  /** The read gate says the file changed since the model last read it (worded in not-found errors). */
  readChanged?: boolean;
  /** The journal's changes of the file since the model last read it: a refusal names the one that touched its lines. */
  changesSinceRead?: readonly RecordedChange[];
  /** `whitespace`: a missed old_string that matches exactly one place after normalising whitespace is applied there. */
  matching?: MatchingMode;
  /** The work budget of the hint searches; the plan makes its own (WorkBudget.forText) when absent. */
  hintBudget?: WorkBudget;
  /** The text's one-byte view, when the host read it from the file's bytes (asciiViewOfUtf8); else the search makes it. */
  asciiView?: AsciiText;
  /** How the errors name an edit and its strings; an edit's words (EDIT_WORDING) when absent, a patch passes a hunk's. */
  wording?: Wording;
}

export type PlanResult =
  | {
    ok: true;
    /** Sorted, non-overlapping, against `text`; touching replacements are merged into one. */
    replacements: Replacement[];
    changes: ChangedRange[];
    /** Occurrences replaced, summed over the edits (may exceed replacements.length after merging). */
    replacementCount: number;
    editsApplied: number;
    /** Edits applied by tolerant matching (setting guardedEdit.matching), in edit order; absent when none. */
    matched?: ToleratedMatch[];
  }
  | { ok: false; errors: GuardedError[] };

/**
 * Occurrences counted per old_string without replace_all: 2 decide that it is ambiguous, and a
 * few more are listed in the error (one more tells that the list is not complete).
 */
const ONCE_LIMIT = MAX_LISTED_OCCURRENCES + 1;

/** What the scan learned about one edit's old_string. */
interface Occurrences {
  /** 'once': counts every start (overlapping); 'all': non-overlapping, left to right. */
  mode: 'once' | 'all';
  /** 'once': the first ONCE_LIMIT starts; 'all': every start. */
  starts: number[];
  /** The count stopped at the limit: there are at least `starts.length` occurrences. */
  atLeast: boolean;
}

export function planEdits(input: PlanInput): PlanResult {
  return runToEnd(planSteps(input));
}

/** planEdits with a pause between steps of the search, so that a host's event loop keeps running. */
export function planEditsPausing(input: PlanInput, pause: () => Promise<void>): Promise<PlanResult> {
  return runPausing(planSteps(input), pause);
}

function* planSteps(input: PlanInput): Steps<PlanResult> {
  // Normally already checked by the pipeline; repeated (cheaply) so no input can crash the plan.
  const semanticErrors = checkEditSemantics(input.edits, input.wording);
  if (semanticErrors.length > 0) return { ok: false, errors: semanticErrors };

  const { text, eol, edits } = input;
  const oldStrings = edits.map((edit) => toDocumentEol(edit.old_string, eol));
  const found = yield* scanOccurrences(text, edits, oldStrings, input.asciiView);
  yield; // the lines, the errors and their hints are one more step
  // The index of every line is built only when an error or a hint needs a position.
  let lines: LineIndex | undefined;
  const context: PlanContext = {
    displayPath: input.displayPath,
    editCount: edits.length,
    wording: input.wording ?? EDIT_WORDING,
    get lines() {
      lines ??= new LineIndex(text);
      return lines;
    },
  };

  const errors: GuardedError[] = [];
  const runs: MatchRun[] = [];
  const missed: number[] = [];
  edits.forEach((edit, index) => {
    const oldString = oldStrings[index];
    const { starts, atLeast } = found[index];
    const count = starts.length;
    if (count === 0) {
      missed.push(index);
    } else if (edit.expected_replacements !== undefined && count !== edit.expected_replacements) {
      errors.push(countMismatchError(context, index, oldString, edit.expected_replacements, starts));
    } else if (found[index].mode === 'once' && count > 1) {
      const error = ambiguousMatchError(context, index, oldString, count, starts.slice(0, MAX_LISTED_OCCURRENCES));
      errors.push(atLeast ? atLeastError(error, count) : error);
    } else {
      runs.push({ index, starts, length: oldString.length });
    }
  });

  // Misses: diagnosed, or (tolerant matching) applied where exactly one place matches. Only the
  // tolerant search needs the exact matches as objects, to refuse a place another edit changes.
  const tolerant = input.matching === 'whitespace' && missed.length > 0;
  const matches: EditMatch[] = tolerant ? runs.flatMap((run) => run.starts.map((start) => ({ index: run.index, start, end: start + run.length }))) : [];
  const exactCount = matches.length;
  const resolved = resolveMisses({ ...input, oldStrings, context, found: found.map((f) => f.starts), matches, errors, budget: input.hintBudget }, missed);
  for (const added of matches.slice(exactCount)) runs.push({ index: added.index, starts: [added.start], length: added.end - added.start });
  const effective = resolved.effective;

  const order = new MatchOrder(runs);
  for (const overlap of findOverlaps(context, order, edits.length)) errors.push(overlap);
  if (errors.length > 0) return { ok: false, errors };

  const replacements = buildReplacements(order, effective.edits, effective.oldStrings, eol);
  return {
    ok: true,
    replacements,
    changes: changedRanges(text, replacements),
    replacementCount: runs.reduce((n, run) => n + run.starts.length, 0),
    editsApplied: edits.length,
    ...(resolved.matched.length > 0 ? { matched: resolved.matched } : {}),
  };
}

/** One multi-pattern scan over the text for all edits (never one scan per edit). */
function* scanOccurrences(text: string, edits: readonly Edit[], oldStrings: readonly string[], asciiView: AsciiText | undefined): Steps<Occurrences[]> {
  const modes = edits.map((edit) => (edit.replace_all === true || edit.expected_replacements !== undefined ? 'all' : 'once'));
  const results = yield* searchSteps(text, oldStrings.map((pattern, index) => (
    modes[index] === 'once' ? { pattern, overlapping: true, limit: ONCE_LIMIT } : { pattern, overlapping: false, limit: Infinity }
  )), asciiView ? { asciiView } : undefined);
  return results.map((result, index) => ({ mode: modes[index], starts: result.starts, atLeast: result.stopped }));
}

/** An AMBIGUOUS_MATCH whose count is a lower bound: the search stopped counting there. */
function atLeastError(error: GuardedError, count: number): GuardedError {
  const exact = `occurs ${count} times`;
  const message = error.message.includes(exact)
    ? error.message.replace(exact, `occurs at least ${count} times`)
    : `${error.message} (Counting stopped after ${count} occurrences.)`;
  return { ...error, message };
}

/**
 * Pairs of edits whose matches overlap (touching is fine), each pair once. Matches come in order of
 * start; each is compared with the furthest-reaching earlier match, which belongs to another edit
 * whenever they overlap (one edit's own matches never overlap).
 */
function findOverlaps(context: PlanContext, order: MatchOrder, editCount: number): GuardedError[] {
  const errors: GuardedError[] = [];
  const reported = new Set<number>();
  // The furthest-reaching match so far, as numbers (no object per match: there may be many).
  let reachIndex = -1;
  let reachStart = 0;
  let reachEnd = -1;
  order.forEach((index, start, end) => {
    if (start < reachEnd && index !== reachIndex) {
      const reach: EditMatch = { index: reachIndex, start: reachStart, end: reachEnd };
      const current: EditMatch = { index, start, end };
      const [earlier, later] = reachIndex < index ? [reach, current] : [current, reach];
      const key = earlier.index * editCount + later.index;
      if (!reported.has(key)) {
        reported.add(key);
        errors.push(overlappingEditsError(context, earlier, later));
      }
    }
    if (end > reachEnd) {
      reachIndex = index;
      reachStart = start;
      reachEnd = end;
    }
  });
  return errors.sort((a, b) => compareIndexPaths(a.path, b.path));
}

function compareIndexPaths(a: GuardedError['path'], b: GuardedError['path']): number {
  return Number(a[1]) - Number(b[1]);
}

/**
 * Each match becomes a replacement of only the part that changes; replacements that touch are
 * merged, so that no two start at one offset (the editor's order for those would be a guess).
 */
function buildReplacements(order: MatchOrder, edits: readonly Edit[], oldStrings: readonly string[], eol: Eol): Replacement[] {
  const trimmed = edits.map((edit, index) => {
    const oldString = oldStrings[index];
    const newString = toDocumentEol(edit.new_string, eol);
    const { prefix, suffix } = commonAffixes(oldString, newString);
    return { prefix, endTrim: suffix, text: newString.slice(prefix, newString.length - suffix) };
  });
  const replacements: Replacement[] = [];
  order.forEach((index, matchStart, matchEnd) => {
    const t = trimmed[index];
    const start = matchStart + t.prefix;
    const end = matchEnd - t.endTrim;
    const previous = replacements.at(-1);
    if (previous && previous.end === start) {
      previous.end = end;
      previous.text += t.text;
    } else {
      replacements.push({ start, end, text: t.text });
    }
  });
  return replacements;
}
