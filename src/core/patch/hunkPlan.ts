// The hunks of one updated file planned against its current text. Every hunk becomes an exact old
// text (context and removed lines) and new text (context and added lines) in the file's line
// ending. Where each hunk goes is found in one multi-pattern scan over the file; the constraints of
// the patch narrow the places (hunks come in file order, a "@@ header" line names a line the hunk
// follows, "*** End of File" anchors it at the end) and exactly one place must remain. Each placed
// hunk is then planned by the edit planner on its own place, and every hunk that matches nowhere
// goes to the planner against the whole file, which diagnoses the miss (closest text, likely cause)
// or, with tolerant matching, places it where exactly one place matches.
import { ambiguousMatchError, type PlanContext, type RecordedChange } from '../diagnose';
import { planEdits, type MatchingMode, type ToleratedMatch } from '../edit';
import { searchOccurrences } from '../search';
import { applyReplacements, changedRanges, LineIndex, toDocumentEol, type ChangedRange, type Eol, type Replacement, type WorkBudget } from '../text';
import { guardedError, hunkWording, plural, quote, type GuardedError } from '../errors';
import { hunkLabel } from './patchErrors';
import type { PatchHunk } from './types';
import { joinLines } from './unifiedDiff';

export interface HunkPlanInput {
  /** The current text: the open buffer with unsaved changes, or the file on disk. */
  text: string;
  eol: Eol;
  hunks: readonly PatchHunk[];
  displayPath: string;
  matching?: MatchingMode;
  readChanged?: boolean;
  /** The journal's changes of the file since the model's read (a refusal names the one that touched its lines). */
  changesSinceRead?: readonly RecordedChange[];
  hintBudget?: WorkBudget;
}

export type HunkPlan =
  | {
    ok: true;
    replacements: Replacement[];
    changes: ChangedRange[];
    newText: string;
    /** Hunks placed elsewhere than their header's line numbers said, one sentence each. */
    notes: string[];
    matched?: ToleratedMatch[];
  }
  | { ok: false; errors: GuardedError[] };

/** Places counted per hunk: enough to narrow by the patch's constraints and to list an ambiguity. */
const PLACE_LIMIT = 200;

interface Placed {
  hunk: number;
  start: number;
  end: number;
  replacements: Replacement[];
}

export function planHunks(input: HunkPlanInput): HunkPlan {
  const { text, eol, hunks, displayPath } = input;
  // A file without a final line break is planned as if it had one, so that a hunk's last line
  // (always written with its break) matches; the break is taken away again at the end.
  const padded = text.length > 0 && !text.endsWith('\n') ? text + eol : text;
  const olds = hunks.map((h) => toDocumentEol(joinLines(h.oldLines, h.oldNoFinalNewline === true), eol));
  const news = hunks.map((h) => toDocumentEol(joinLines(h.newLines, h.newNoFinalNewline === true), eol));
  const label = (i: number) => hunkLabel(i, hunks.length, displayPath, hunks[i].line);

  let lines: LineIndex | undefined;
  const context: PlanContext = {
    displayPath,
    editCount: hunks.length,
    wording: hunkWording((i) => label(i)),
    get lines() {
      lines ??= new LineIndex(padded);
      return lines;
    },
  };

  // One scan for every hunk with old text (never one scan per hunk).
  const searched = searchOccurrences(padded, olds.map((pattern) => ({ pattern, overlapping: true, limit: PLACE_LIMIT })));
  const errors: GuardedError[] = [];
  const placed: Placed[] = [];
  const missed: number[] = [];
  const notes: string[] = [];
  let cursor = 0;
  for (let i = 0; i < hunks.length; i++) {
    const hunk = hunks[i];
    const old = olds[i];
    let regionStart = cursor;
    if (hunk.header !== undefined) {
      const after = lineAfterHeader(padded, hunk.header, cursor);
      if (after === undefined) {
        errors.push(headerNotFoundError(label(i), hunk.header, displayPath, cursor > 0));
        continue;
      }
      regionStart = after;
    }
    if (old === '') {
      // Only added lines: at the end of the file (or after the line a unified header names).
      const at = hunk.oldStartHint !== undefined && hunk.oldStartHint > 0 ? lineEndOffset(context.lines, hunk.oldStartHint) : padded.length;
      placed.push({ hunk: i, start: at, end: at, replacements: [{ start: at, end: at, text: news[i] }] });
      cursor = at;
      continue;
    }
    const { stopped } = searched[i];
    // A hunk is whole lines: a match must start where a line starts.
    const starts = searched[i].starts.filter((s) => s === 0 || padded.charCodeAt(s - 1) === 10);
    if (searched[i].starts.length === 0) {
      missed.push(i);
      continue;
    }
    if (starts.length === 0) {
      errors.push(insideLinesError(label(i), old, searched[i].starts, context));
      continue;
    }
    const allowed = starts.filter((s) => s >= regionStart && (!hunk.endOfFile || endsAtEnd(padded, s + old.length, eol)));
    // A search that stopped counting may have missed places in the region: never a unique place then.
    // Under an "@@ line" header the hunk is the first match after that line, as the envelope format defines.
    const anchored = hunk.header !== undefined && hunk.header.trim() !== '' && allowed.length > 0;
    if ((allowed.length === 1 && !stopped) || anchored) {
      const start = allowed[0];
      const end = start + old.length;
      placed.push({ hunk: i, start, end, replacements: planPlace(old, news[i], start, eol, displayPath) });
      cursor = end;
      const hint = hunk.oldStartHint;
      if (hint !== undefined && hint > 0) {
        const line = context.lines.positionAt(start).line;
        if (line !== hint) notes.push(`${label(i)} matched at line ${line}, not at line ${hint} as its header says.`);
      }
      continue;
    }
    if (allowed.length === 0 && !stopped) {
      errors.push(outsideRegionError(label(i), old, starts, context, {
        afterHeader: hunk.header, afterPrevious: cursor > 0, endOfFile: hunk.endOfFile,
      }));
      continue;
    }
    const listed = allowed.length > 1 ? allowed : starts;
    errors.push(asHunkError(ambiguousMatchError(context, i, old, listed.length, listed.slice(0, 50))));
  }

  // Hunks found nowhere: the planner against the whole file diagnoses them (or places them, with
  // tolerant matching, where exactly one place matches after normalising whitespace).
  let matched: ToleratedMatch[] | undefined;
  if (missed.length > 0) {
    const plan = planEdits({
      text: padded, eol, displayPath,
      edits: missed.map((i) => ({ old_string: olds[i], new_string: news[i] })),
      matching: input.matching ?? 'exact',
      // The planner sees only these hunks: its j-th is hunk missed[j] of the file's patch, in labels and in sentences.
      wording: hunkWording((j) => label(missed[j]), (j) => missed[j] + 1),
      ...(input.readChanged !== undefined ? { readChanged: input.readChanged } : {}),
      ...(input.changesSinceRead ? { changesSinceRead: input.changesSinceRead } : {}),
      ...(input.hintBudget ? { hintBudget: input.hintBudget } : {}),
    });
    if (!plan.ok) {
      for (const error of plan.errors) {
        const index = typeof error.path[1] === 'number' ? missed[error.path[1]] : undefined;
        errors.push(index === undefined ? { ...error, path: ['patch'] } : asHunkError(error));
      }
    } else {
      for (const r of plan.replacements) placed.push({ hunk: missed[0], start: r.start, end: r.end, replacements: [r] });
      if (plan.matched) matched = plan.matched.map((m) => ({ ...m, edit: missed[m.edit - 1] + 1 }));
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  placed.sort((a, b) => a.start - b.start || a.end - b.end);
  for (let k = 1; k < placed.length; k++) {
    if (placed[k].start < placed[k - 1].end) {
      errors.push(overlapError(label(placed[k - 1].hunk), label(placed[k].hunk), displayPath));
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const merged = mergeTouching(placed.flatMap((p) => p.replacements));
  const replacements = padded === text ? merged : unpad(merged, text, eol);
  return {
    ok: true,
    replacements,
    changes: changedRanges(text, replacements),
    newText: applyReplacements(text, replacements),
    notes,
    ...(matched ? { matched } : {}),
  };
}

/** The minimal replacement of one placed hunk, by the edit planner on the hunk's own place. */
function planPlace(old: string, replacement: string, start: number, eol: Eol, displayPath: string): Replacement[] {
  if (old === replacement) return [];
  const plan = planEdits({ text: old, eol, displayPath, edits: [{ old_string: old, new_string: replacement }], matching: 'exact' });
  if (!plan.ok) return [{ start, end: start + old.length, text: replacement }];
  return plan.replacements.map((r) => ({ start: r.start + start, end: r.end + start, text: r.text }));
}

/** Where the line after the first line (from `from` on) that reads `header` (spaces around ignored) starts. */
function lineAfterHeader(text: string, header: string, from: number): number | undefined {
  const wanted = header.trim();
  if (wanted === '') return from;
  // Bounded: each step moves past one occurrence of the wanted text.
  for (let at = text.indexOf(wanted, from); at !== -1; at = text.indexOf(wanted, at + 1)) {
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const breakAt = text.indexOf('\n', at);
    const lineEnd = breakAt === -1 ? text.length : breakAt;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    if (line.trim() === wanted && lineStart >= from) return breakAt === -1 ? text.length : breakAt + 1;
  }
  return undefined;
}

function endsAtEnd(text: string, end: number, eol: Eol): boolean {
  return end === text.length || (text.endsWith(eol) && end === text.length - eol.length);
}

function lineEndOffset(lines: LineIndex, line: number): number {
  return lines.lineEnd(Math.min(line, lines.lineCount), true);
}

/** Replacements that touch become one, so that no two start at one offset. */
function mergeTouching(replacements: readonly Replacement[]): Replacement[] {
  const out: Replacement[] = [];
  for (const r of replacements) {
    const last = out.at(-1);
    if (last && r.start === last.end) out[out.length - 1] = { start: last.start, end: r.end, text: last.text + r.text };
    else out.push({ ...r });
  }
  return out;
}

/**
 * Replacements planned against the text with an added final line break, as replacements of the
 * text itself: the last one, where it reaches into the added break, ends at the text's end and
 * leaves the file without a final break as it was.
 */
function unpad(replacements: Replacement[], text: string, eol: Eol): Replacement[] {
  const end = text.length;
  const last = replacements.at(-1);
  if (!last || last.end <= end && last.start < end) return replacements;
  if (last.start === end && last.end === end && last.text === '') return replacements.slice(0, -1);
  const start = Math.min(last.start, end);
  const padded = text + eol;
  let tail = padded.slice(start, last.start) + last.text + padded.slice(last.end);
  if (tail.endsWith(eol)) tail = tail.slice(0, -eol.length);
  return [...replacements.slice(0, -1), { start, end, text: tail }];
}

/** An error of the edit planner (already in a hunk's words): the patch as its path, and a hunk's own hint where it has one. */
function asHunkError(error: GuardedError): GuardedError {
  return { ...error, path: ['patch'], recovery_hint: HUNK_HINTS[error.code] ?? error.recovery_hint };
}

const HUNK_HINTS: Partial<Record<GuardedError['code'], string>> = {
  AMBIGUOUS_MATCH: 'Give the hunk more context lines (or an "@@ line" header naming a line it follows) so that its lines match only the place you mean.',
};

function headerNotFoundError(label: string, header: string, displayPath: string, afterPrevious: boolean): GuardedError {
  return guardedError(
    'OLD_STRING_NOT_FOUND',
    `${label}: its header names the line ${quote(header)}, which ${displayPath} does not have${afterPrevious ? ' after the place of the hunk before it' : ''}. A header's text must be a whole line of the file (spaces around it aside); the hunk is searched for after it.`,
    ['patch'],
    'Write the header as a line the file has above the hunk (for example the line declaring the function or class), or leave the header text out ("@@" alone).',
  );
}

function outsideRegionError(
  label: string, old: string, starts: readonly number[], context: PlanContext,
  why: { afterHeader?: string; afterPrevious: boolean; endOfFile: boolean },
): GuardedError {
  const lines = [...new Set(starts.slice(0, 10).map((s) => context.lines.positionAt(s).line))];
  const where = lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`;
  const rules = [
    why.afterHeader !== undefined ? `after the line ${quote(why.afterHeader)} its header names` : undefined,
    why.afterPrevious ? 'after the place of the hunk before it (hunks of a file are applied in file order)' : undefined,
    why.endOfFile ? 'at the end of the file ("*** End of File")' : undefined,
  ].filter((r): r is string => r !== undefined);
  return guardedError(
    'OLD_STRING_NOT_FOUND',
    `${label}: its lines ${quote(old)} occur in ${context.displayPath} only at ${where} (${plural(starts.length, 'place')}), not ${rules.join(' and ')}.`,
    ['patch'],
    'Order the hunks of a file from top to bottom, and check the header line and the "*** End of File" marker of this hunk against the file.',
    { location: { file_path: context.displayPath, line: lines[0], column: 1, end_line: lines[0], end_column: 1 } },
  );
}

function insideLinesError(label: string, old: string, starts: readonly number[], context: PlanContext): GuardedError {
  const line = context.lines.positionAt(starts[0]).line;
  return guardedError(
    'OLD_STRING_NOT_FOUND',
    `${label}: its lines ${quote(old)} occur in ${context.displayPath} only inside longer lines (first on line ${line}), never as whole lines.`,
    ['patch'],
    'Write every context and removed line of the hunk in full, exactly as the file has it (read the file again).',
    { location: { file_path: context.displayPath, line, column: 1, end_line: line, end_column: 1 } },
  );
}

function overlapError(first: string, second: string, displayPath: string): GuardedError {
  return guardedError(
    'OVERLAPPING_EDITS',
    `${second} and ${first} match overlapping lines of ${displayPath}. Every hunk matches the file as it is now, so their lines must not overlap.`,
    ['patch'],
    'Combine the two hunks into one, or shorten their context so that they no longer overlap.',
  );
}
