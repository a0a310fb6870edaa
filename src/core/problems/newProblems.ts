// Problems after an edit: which of the language services' diagnostics of the edited files are new
// and near the edit. Pure: the host collects the diagnostics before and after; this decides.
import type { ChangedRange } from '../text';

export type ProblemSeverity = 'error' | 'warning' | 'information' | 'hint';

/** One diagnostic as a language service reported it, 1-based. */
export interface ObservedProblem {
  line: number;
  column: number;
  severity: ProblemSeverity;
  message: string;
  source?: string;
  code?: string;
}

/** What the host saw for one edited file. */
export interface FileProblems {
  file_path: string;
  /** Lines of the new text the edit changed (the result's `changes`). */
  changes: readonly ChangedRange[];
  before: readonly ObservedProblem[];
  after: readonly ObservedProblem[];
}

/** One new problem, as the result reports it to the model. */
export interface NewProblem {
  file_path: string;
  line: number;
  column: number;
  severity: ProblemSeverity;
  message: string;
  source: string | null;
  code: string | null;
}

export interface NewProblemsReport {
  new_problems: NewProblem[];
  /** How many more new problems there were beyond the cap (absent when none were left out). */
  new_problems_omitted?: number;
}

export interface NewProblemsOptions {
  /** Report warnings too, not only errors. */
  includeWarnings: boolean;
  /** At most this many problems in the result (default NEW_PROBLEMS_MAX). */
  max?: number;
  /** A problem this many lines before or after a changed range counts as next to it. */
  nearLines?: number;
}

export const NEW_PROBLEMS_MAX = 20;
const NEAR_CHANGE_LINES = 2;
/** Diagnostics looked at per file and moment: a bound on the work, far above what services report. */
const PROBLEMS_CONSIDERED_PER_FILE = 5_000;
/** A message longer than this is cut: the model needs the gist, not a page. */
export const PROBLEM_MESSAGE_MAX_CHARS = 500;

/**
 * The problems of `after` that are in or next to a changed range and were not there before.
 * Positions move with an edit, so "there before" is judged by what a problem says, not where:
 * for each kind (severity, source, code, message), the problems near the edit beyond the number of
 * that kind before the edit are new. A problem the edit removed elsewhere can hide a new one of
 * the same kind; a new one is never invented.
 */
export function findNewProblems(files: readonly FileProblems[], options: NewProblemsOptions): NewProblemsReport {
  const max = options.max ?? NEW_PROBLEMS_MAX;
  const near = options.nearLines ?? NEAR_CHANGE_LINES;
  const found: NewProblem[] = [];
  for (const file of files) {
    const relevant = (p: ObservedProblem): boolean => p.severity === 'error' || (options.includeWarnings && p.severity === 'warning');
    const before = file.before.slice(0, PROBLEMS_CONSIDERED_PER_FILE).filter(relevant);
    const after = file.after.slice(0, PROBLEMS_CONSIDERED_PER_FILE).filter(relevant);
    const excess = new Map<string, number>();
    for (const p of after) excess.set(kindOf(p), (excess.get(kindOf(p)) ?? 0) + 1);
    for (const p of before) excess.set(kindOf(p), (excess.get(kindOf(p)) ?? 0) - 1);
    const nearChange = after
      .filter((p) => file.changes.some((c) => p.line >= c.start_line - near && p.line <= c.end_line + near))
      .sort((a, b) => a.line - b.line || a.column - b.column);
    for (const p of nearChange) {
      const kind = kindOf(p);
      const left = excess.get(kind) ?? 0;
      if (left <= 0) continue;
      excess.set(kind, left - 1);
      found.push(toNewProblem(file.file_path, p));
    }
  }
  const report: NewProblemsReport = { new_problems: found.slice(0, max) };
  if (found.length > max) report.new_problems_omitted = found.length - max;
  return report;
}

function kindOf(p: ObservedProblem): string {
  return JSON.stringify([p.severity, p.source ?? null, p.code ?? null, p.message]);
}

function toNewProblem(filePath: string, p: ObservedProblem): NewProblem {
  const message = p.message.length > PROBLEM_MESSAGE_MAX_CHARS ? `${p.message.slice(0, PROBLEM_MESSAGE_MAX_CHARS)}…` : p.message;
  return { file_path: filePath, line: p.line, column: p.column, severity: p.severity, message, source: p.source ?? null, code: p.code ?? null };
}
