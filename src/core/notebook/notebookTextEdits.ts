// guarded_multi_edit on a .ipynb: an old_string is the model's plain code, found inside a cell's
// source, and applied to that cell as a cell edit (the notebook written back by the notebook core,
// checked against the schema). One found in several cells, or across two cells, is refused naming
// them. Only when no old_string is in any cell is the call matched as the notebook's JSON text, as
// for any file, and then only a result that stays a valid notebook is accepted.
import { guardedError, plural, type GuardedError } from '../errors';
import { planEdits, type PlanInput, type PlanResult } from '../edit';
import { applyReplacements, changedRanges, commonAffixes, type Replacement } from '../text';
import type { NotebookOperation } from '../request';
import { cellName, firstLine, parseNotebook, summarizeCell, MAX_LISTED_CELLS, type BaseCell } from './parseNotebook';
import { notebookTextProblem, planNotebookEdit } from './planNotebook';
import { schemaProblem } from './validateNotebook';

/** Whether a file is edited as a notebook: by its name, as Jupyter and VS Code tell one. */
export function isNotebookPath(displayPath: string): boolean {
  return /\.ipynb$/i.test(displayPath);
}

/** Where an old_string sits among the cells: in exactly one, in several, across cells, or in none. */
type CellMatch =
  | { kind: 'one'; cell: BaseCell; count: number }
  | { kind: 'several'; cells: BaseCell[] }
  | { kind: 'across'; cells: BaseCell[] }
  | { kind: 'none' };

/**
 * A multi-edit's edits read as the model's plain code in the cells (the file's, or an open
 * notebook's): each old_string inside exactly one cell becomes an edit of that cell; one in several
 * cells or across two is refused naming them; when no old_string is in any cell the call is the
 * file's JSON text ('text').
 */
export type CellOperations =
  | { kind: 'cells'; operations: NotebookOperation[]; replacementCount: number }
  | { kind: 'text' }
  | { kind: 'refused'; errors: GuardedError[] };

export function cellOperations(input: Pick<PlanInput, 'edits' | 'displayPath'>, cells: readonly BaseCell[]): CellOperations {
  const joined = joinedSources(cells);
  const matches = input.edits.map((edit) => matchInCells(edit.old_string, cells, joined));
  if (matches.every((m) => m.kind === 'none')) return { kind: 'text' };

  const errors: GuardedError[] = [];
  const operations: NotebookOperation[] = [];
  let replacementCount = 0;
  matches.forEach((match, i) => {
    const edit = input.edits[i];
    if (match.kind === 'one') {
      operations.push({
        cell_index: match.cell.index, op: 'edit', old_string: edit.old_string, new_string: edit.new_string,
        ...(edit.replace_all !== undefined ? { replace_all: edit.replace_all } : {}),
        ...(edit.expected_replacements !== undefined ? { expected_replacements: edit.expected_replacements } : {}),
      });
      replacementCount += edit.replace_all === true ? match.count : edit.expected_replacements ?? 1;
      return;
    }
    errors.push(cellMatchError(match, i, input));
  });
  return errors.length > 0 ? { kind: 'refused', errors } : { kind: 'cells', operations, replacementCount };
}

/** planEdits' plan for a multi-edit of a notebook file's text (the same result shape). */
export function planNotebookFileEdits(input: PlanInput): PlanResult {
  const parsed = parseNotebook(input.text, input.displayPath);
  // Not a notebook that can be edited by cell: its text is edited as text (the check below keeps a good one good).
  if (!parsed.ok) return planEdits(input);
  const notebook = parsed.notebook;
  // A notebook that fails the schema already cannot be written back by cell: its text is edited as text.
  if (schemaProblem(notebook.json, notebook.minor) !== undefined) return planEdits(input);
  const found = cellOperations(input, notebook.cells);
  if (found.kind === 'text') return planAsText(input);
  if (found.kind === 'refused') return { ok: false, errors: found.errors };

  const plan = planNotebookEdit({ text: input.text, edits: found.operations, displayPath: input.displayPath, ...(input.matching !== undefined ? { matching: input.matching } : {}) });
  if (!plan.ok) return plan;
  const replacement = wholeChange(input.text, plan.text);
  return {
    ok: true, replacements: [replacement], changes: changedRanges(input.text, [replacement]),
    replacementCount: found.replacementCount, editsApplied: input.edits.length,
  };
}

/** The call matched as the file's JSON text, accepted only when the notebook stays valid. */
function planAsText(input: PlanInput): PlanResult {
  const plan = planEdits(input);
  if (!plan.ok) return plan;
  const problem = notebookTextProblem(applyReplacements(input.text, plan.replacements), input.displayPath);
  // A file that was no valid notebook before may be repaired as text.
  if (problem === undefined || notebookTextProblem(input.text, input.displayPath) !== undefined) return plan;
  return {
    ok: false,
    errors: [{
      ...problem,
      path: ['edits'],
      recovery_hint: 'Write each old_string and new_string as the cell\'s code (plain text, real line breaks), not as the notebook\'s JSON: it is then applied inside the cell. Or use guarded_notebook_edit to change, insert, delete or move cells.',
    }],
  };
}

/** The sources one after another, a line break between two cells (unless the first ends in one), and where each starts. */
function joinedSources(cells: readonly BaseCell[]): { text: string; starts: number[] } {
  const parts: string[] = [];
  const starts: number[] = [];
  let at = 0;
  for (const cell of cells) {
    starts.push(at);
    const part = cell.source.endsWith('\n') ? cell.source : `${cell.source}\n`;
    parts.push(part);
    at += part.length;
  }
  return { text: parts.join(''), starts };
}

function matchInCells(oldString: string, cells: readonly BaseCell[], joined: { text: string; starts: number[] }): CellMatch {
  const found: BaseCell[] = [];
  let count = 0;
  for (const cell of cells) {
    const first = cell.source.indexOf(oldString);
    if (first < 0) continue;
    found.push(cell);
    if (found.length === 1) count = occurrences(cell.source, oldString, first);
  }
  if (found.length === 1) return { kind: 'one', cell: found[0], count };
  if (found.length > 1) return { kind: 'several', cells: found };
  // Not inside one cell: perhaps across the end of one and the start of the next.
  const at = joined.text.indexOf(oldString);
  if (at < 0) return { kind: 'none' };
  const end = at + oldString.length;
  const spanned = cells.filter((_, i) => joined.starts[i] < end && (i + 1 >= cells.length || joined.starts[i + 1] > at));
  return spanned.length > 1 ? { kind: 'across', cells: spanned } : { kind: 'none' };
}

/** Non-overlapping occurrences from `first` on (as replace_all counts them). */
function occurrences(text: string, needle: string, first: number): number {
  let n = 0;
  for (let at = first; at >= 0; at = text.indexOf(needle, at + needle.length)) n++;
  return n;
}

function cellMatchError(match: Exclude<CellMatch, { kind: 'one' }>, i: number, input: Pick<PlanInput, 'edits' | 'displayPath'>): GuardedError {
  const label = input.edits.length > 1 ? `Edit ${i + 1} of ${input.edits.length}: ` : '';
  if (match.kind === 'none') {
    return guardedError('OLD_STRING_NOT_FOUND',
      `${label}old_string is in no cell of ${input.displayPath}, while other edits of this call are in cells; a call edits a notebook either by its cells' code or as its JSON text, not both.`,
      ['edits', i, 'old_string'],
      'Copy old_string from the cell\'s code as it is now (read the notebook again), or send JSON-text edits in a call of their own. guarded_notebook_edit names cells by id.');
  }
  const shown = match.cells.slice(0, MAX_LISTED_CELLS);
  const list = shown.map((cell) => `  ${cell.index}${cell.id !== undefined ? ` id ${JSON.stringify(cell.id)}` : ''} ${cell.cellType}: ${JSON.stringify(firstLine(cell.source, 60))}`).join('\n');
  const error = match.kind === 'several'
    ? guardedError('AMBIGUOUS_MATCH',
      `${label}old_string occurs in ${plural(match.cells.length, 'cell')} of ${input.displayPath} (index, id, type, first line):\n${list}\nAn edit of a notebook changes one cell.`,
      ['edits', i, 'old_string'],
      `Add lines around old_string that occur in only one cell, or use guarded_notebook_edit with that cell's id (e.g. ${cellName(match.cells[0])}).`)
    : guardedError('OLD_STRING_NOT_FOUND',
      `${label}old_string runs across ${plural(match.cells.length, 'cell')} of ${input.displayPath} (index, id, type, first line):\n${list}\nA notebook's cells are separate; one old_string changes the code of one cell.`,
      ['edits', i, 'old_string'],
      'Split it into one edit per cell (each old_string inside one cell), or use guarded_notebook_edit to change, merge or delete the cells.');
  return { ...error, cells: shown.map(summarizeCell) };
}

/** One replacement from the first changed character to the last. */
function wholeChange(before: string, after: string): Replacement {
  const { prefix, suffix } = commonAffixes(before, after);
  return { start: prefix, end: before.length - suffix, text: after.slice(prefix, after.length - suffix) };
}
