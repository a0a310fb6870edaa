// Validation layer 4 for one file: every edit against the current
// text, all errors collected, and on success the minimal replacements. Pure: nothing is modified.
import type { GuardedError } from '../errors';
import type { Edit } from '../request';
import { applyReplacements, type Replacement } from './applyReplacements';
import { changedRanges, type ChangedRange } from './changedRanges';
import {
  ambiguousMatchError, countMismatchError, MAX_LISTED_OCCURRENCES, overlappingEditsError,
  type EditMatch, type PlanContext,
} from './contentErrors';
import { checkEditSemantics } from './editSemantics';
import { toDocumentEol, type Eol } from './lineEndings';
import { LineIndex, positionAt, type TextPosition } from './lineIndex';
import { commonAffixes } from './minimalReplacement';
import { resolveMisses } from './missResolution';
import type { MatchingMode, ToleratedMatch } from './tolerantMatch';
import type { WorkBudget } from './workBudget';
import { forEachOccurrence } from './multiSearch';

export { applyReplacements, checkEditSemantics, LineIndex, positionAt };
export type { ChangedRange, Eol, Replacement, TextPosition };

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
  /** `whitespace`: a missed old_string that matches exactly one place after normalising whitespace is applied there. */
  matching?: MatchingMode;
  /** The work budget of the hint searches; the plan makes its own (WorkBudget.forText) when absent. */
  hintBudget?: WorkBudget;
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

/** What the scan learned about one edit's old_string. */
interface Occurrences {
  /** 'once': counts every start (overlapping); 'all': non-overlapping, left to right. */
  mode: 'once' | 'all';
  count: number;
  /** 'once': the first MAX_LISTED_OCCURRENCES starts; 'all': every counted start. */
  starts: number[];
  /** 'all': end of the last counted occurrence, so the next one must start at or after it. */
  nextFree: number;
}

export function planEdits(input: PlanInput): PlanResult {
  // Normally already checked by the pipeline; repeated (cheaply) so no input can crash the plan.
  const semanticErrors = checkEditSemantics(input.edits);
  if (semanticErrors.length > 0) return { ok: false, errors: semanticErrors };

  const { text, eol, edits } = input;
  const oldStrings = edits.map((edit) => toDocumentEol(edit.old_string, eol));
  const found = scanOccurrences(text, edits, oldStrings);
  const context: PlanContext = { displayPath: input.displayPath, editCount: edits.length, lines: new LineIndex(text) };

  const errors: GuardedError[] = [];
  const matches: EditMatch[] = [];
  const missed: number[] = [];
  edits.forEach((edit, index) => {
    const oldString = oldStrings[index];
    const { count, starts } = found[index];
    if (count === 0) {
      missed.push(index);
    } else if (edit.expected_replacements !== undefined && count !== edit.expected_replacements) {
      errors.push(countMismatchError(context, index, oldString, edit.expected_replacements, starts));
    } else if (found[index].mode === 'once' && count > 1) {
      errors.push(ambiguousMatchError(context, index, oldString, count, starts));
    } else {
      for (const start of starts) matches.push({ index, start, end: start + oldString.length });
    }
  });

  const resolved = resolveMisses({ ...input, oldStrings, context, found: found.map((f) => f.starts), matches, errors, budget: input.hintBudget }, missed);
  const effective = resolved.effective;
  matches.sort((a, b) => a.start - b.start);
  for (const overlap of findOverlaps(context, matches)) errors.push(overlap);
  if (errors.length > 0) return { ok: false, errors };

  const replacements = buildReplacements(matches, effective.edits, effective.oldStrings, eol);
  return {
    ok: true,
    replacements,
    changes: changedRanges(context.lines, replacements),
    replacementCount: matches.length,
    editsApplied: edits.length,
    ...(resolved.matched.length > 0 ? { matched: resolved.matched } : {}),
  };
}

/** One multi-pattern scan over the text for all edits (never one scan per edit). */
function scanOccurrences(text: string, edits: readonly Edit[], oldStrings: readonly string[]): Occurrences[] {
  const found: Occurrences[] = edits.map((edit) => ({
    mode: edit.replace_all === true || edit.expected_replacements !== undefined ? 'all' : 'once',
    count: 0,
    starts: [],
    nextFree: 0,
  }));
  forEachOccurrence(text, oldStrings, (index, start) => {
    const occurrences = found[index];
    if (occurrences.mode === 'once') {
      occurrences.count++;
      if (occurrences.starts.length < MAX_LISTED_OCCURRENCES) occurrences.starts.push(start);
    } else if (start >= occurrences.nextFree) {
      occurrences.count++;
      occurrences.starts.push(start);
      occurrences.nextFree = start + oldStrings[index].length;
    }
  });
  return found;
}

/**
 * Pairs of edits whose matches overlap (touching is fine), each pair once. `matches` is sorted by
 * start; a match is compared with the furthest-reaching earlier match, which belongs to another
 * edit whenever they overlap (one edit's own matches never overlap).
 */
function findOverlaps(context: PlanContext, matches: readonly EditMatch[]): GuardedError[] {
  const errors: GuardedError[] = [];
  const reported = new Set<string>();
  let reach: EditMatch | undefined;
  for (const match of matches) {
    if (reach && match.start < reach.end && match.index !== reach.index) {
      const [earlier, later] = reach.index < match.index ? [reach, match] : [match, reach];
      const key = `${earlier.index}:${later.index}`;
      if (!reported.has(key)) {
        reported.add(key);
        errors.push(overlappingEditsError(context, earlier, later));
      }
    }
    if (!reach || match.end > reach.end) reach = match;
  }
  return errors.sort((a, b) => compareIndexPaths(a.path, b.path));
}

function compareIndexPaths(a: GuardedError['path'], b: GuardedError['path']): number {
  return Number(a[1]) - Number(b[1]);
}

/**
 * Each match becomes a replacement of only the part that changes; replacements that touch are
 * merged, so that no two start at one offset (the editor's order for those would be a guess).
 */
function buildReplacements(matches: readonly EditMatch[], edits: readonly Edit[], oldStrings: readonly string[], eol: Eol): Replacement[] {
  const trimmed = edits.map((edit, index) => {
    const oldString = oldStrings[index];
    const newString = toDocumentEol(edit.new_string, eol);
    const { prefix, suffix } = commonAffixes(oldString, newString);
    return { prefix, endTrim: suffix, text: newString.slice(prefix, newString.length - suffix) };
  });
  const replacements: Replacement[] = [];
  for (const match of matches) {
    const t = trimmed[match.index];
    const start = match.start + t.prefix;
    const end = match.end - t.endTrim;
    const previous = replacements.at(-1);
    if (previous && previous.end === start) {
      previous.end = end;
      previous.text += t.text;
    } else {
      replacements.push({ start, end, text: t.text });
    }
  }
  return replacements;
}
