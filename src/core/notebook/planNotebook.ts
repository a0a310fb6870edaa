// One call of guarded_notebook_edit on a notebook file's text: parsed, planned by cell, written
// back in the file's layout and checked against the nbformat schema. The result is the new text
// and what happened to each cell, or refusals; nothing here writes anything.
import { guardedError, type GuardedError } from '../errors';
import type { MatchingMode, ToleratedMatch } from '../edit';
import type { NotebookOperation } from '../request';
import { changedRanges } from '../text';
import { cellName, parseNotebook, summarizeCell, type BaseCell, type Notebook } from './parseNotebook';
import { planCells, type CellChange, type ResultCell } from './planCells';
import { schemaProblem, type SchemaProblem } from './validateNotebook';
import { writeNotebook } from './writeNotebook';

export interface NotebookEditInput {
  /** The file's text, decoded as UTF-8 (a leading BOM is kept). */
  text: string;
  edits: readonly NotebookOperation[];
  clearOutputs?: boolean;
  displayPath: string;
  matching?: MatchingMode;
}

export type NotebookEditPlan =
  | { ok: true; text: string; cells: CellChange[]; matched?: (ToleratedMatch & { cell: number })[]; notebook: Notebook }
  | { ok: false; errors: GuardedError[] };

export function planNotebookEdit(input: NotebookEditInput): NotebookEditPlan {
  const parsed = parseNotebook(input.text, input.displayPath);
  if (!parsed.ok) return parsed;
  const notebook = parsed.notebook;
  const plan = planCells({
    notebook, edits: input.edits, displayPath: input.displayPath,
    ...(input.clearOutputs !== undefined ? { clearOutputs: input.clearOutputs } : {}),
    ...(input.matching !== undefined ? { matching: input.matching } : {}),
  });
  if (!plan.ok) return plan;
  const written = writeNotebook(notebook, plan.result);
  const problem = schemaProblem(written.json, notebook.minor);
  if (problem) return { ok: false, errors: [invalidResult(input, notebook, plan.result, problem)] };
  return {
    ok: true, text: written.text, cells: cellChanges(input.edits, notebook, plan.result, written.newIds), notebook,
    ...(plan.matched ? { matched: plan.matched } : {}),
  };
}

/** What each operation did, with the cells' indexes before and after the call. */
export function cellChanges(edits: readonly NotebookOperation[], notebook: { cells: readonly BaseCell[] }, result: readonly ResultCell[], newIds: ReadonlyMap<number, string>): CellChange[] {
  const after = new Map<number, number>();
  const inserted = new Map<number, number>();
  result.forEach((item, position) => {
    if (item.kind === 'base') after.set(item.from, position);
    else inserted.set(item.op, position);
  });
  const changes: CellChange[] = [];
  const reported = new Set<number>();
  const byId = new Map<string, (typeof notebook.cells)[number]>();
  for (const cell of notebook.cells) if (cell.id !== undefined) byId.set(cell.id, cell);
  edits.forEach((op, i) => {
    if (op.op === 'insert') {
      const position = inserted.get(i) as number;
      const item = result[position] as ResultCell & { kind: 'new' };
      const id = newIds.get(i);
      changes.push({ op: 'insert', new_index: position, ...(id !== undefined ? { id } : {}), cell_type: item.cellType });
      return;
    }
    const cell = op.cell_id !== undefined ? byId.get(op.cell_id) : op.cell_index !== undefined ? notebook.cells[op.cell_index] : undefined;
    if (cell === undefined || reported.has(cell.index)) return;
    reported.add(cell.index);
    const position = after.get(cell.index);
    const item = position !== undefined ? result[position] : undefined;
    const source = item?.kind === 'base' ? item.source : undefined;
    const lines = source !== undefined ? changedLines(cell.source, source) : undefined;
    changes.push({
      op: op.op, index: cell.index, ...(position !== undefined ? { new_index: position } : {}), ...(cell.id !== undefined ? { id: cell.id } : {}),
      cell_type: (item?.kind === 'base' ? item.cellType : undefined) ?? cell.cellType, ...(lines ? { changes: lines } : {}),
    });
  });
  return changes;
}

/** The lines of the new source that differ from the old (one range: from the first change to the last). */
function changedLines(before: string, after: string): { start_line: number; end_line: number }[] {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return changedRanges(before, [{ start, end: endBefore, text: after.slice(start, endAfter) }]);
}

function invalidResult(input: { displayPath: string }, notebook: { cells: readonly BaseCell[]; minor: number; json?: Record<string, unknown> }, result: readonly ResultCell[], problem: SchemaProblem): GuardedError {
  const version = `nbformat 4.${notebook.minor}`;
  // An untouched cell that fails the schema failed it before the call: the file was invalid already.
  const item = problem.cell !== undefined ? result[problem.cell] : undefined;
  const untouched = item?.kind === 'base' && item.source === undefined && item.cellType === undefined && item.language === undefined && !item.clearOutputs;
  const before = problem.cell === undefined && notebook.json !== undefined ? schemaProblem(notebook.json, notebook.minor) : undefined;
  const where = item === undefined
    ? `at ${problem.pointer || 'the top level'}`
    : item.kind === 'base'
      ? `in ${cellName(notebook.cells[item.from])} (index ${problem.cell} after the call), at ${problem.pointer}`
      : `in the cell inserted by edit ${item.op + 1}, at ${problem.pointer}`;
  const already = untouched || (problem.cell === undefined && before !== undefined);
  const error = guardedError('INVALID_NOTEBOOK',
    already
      ? `${input.displayPath} is not a valid ${version} notebook already, ${where}: it ${problem.what}. A notebook that fails the nbformat schema is not edited by cell; nothing was changed.`
      : `The call would leave ${input.displayPath} an invalid ${version} notebook, ${where}: it ${problem.what}. Nothing was changed.`,
    item?.kind === 'new' ? ['edits', item.op] : [],
    already ? 'Repair the notebook first (open and save it in Jupyter or VS Code, or fix the named place by hand), then edit it again.' : 'Change the operation so that the cell stays valid nbformat (see the named field), then call again.');
  return item?.kind === 'base' ? { ...error, cell: summarizeCell(notebook.cells[item.from]) } : error;
}

/**
 * Why the notebook a host would save after a call planned on its cells (VS Code's own serializer's
 * text of the result) fails the nbformat schema, naming the cell by its place before the call; or
 * undefined when it is valid.
 */
export function cellResultProblem(text: string, displayPath: string, base: { cells: readonly BaseCell[]; minor: number }, result: readonly ResultCell[]): GuardedError | undefined {
  const parsed = parseNotebook(text, displayPath);
  if (!parsed.ok) return parsed.errors[0];
  const problem = schemaProblem(parsed.notebook.json, parsed.notebook.minor);
  return problem === undefined ? undefined : invalidResult({ displayPath }, { cells: base.cells, minor: parsed.notebook.minor }, result, problem);
}

/**
 * Why a whole text written to a .ipynb would not be a valid notebook (a file tool's write or edit
 * of one, as the hook sees it), or undefined when it is one.
 */
export function notebookTextProblem(text: string, displayPath: string): GuardedError | undefined {
  const parsed = parseNotebook(text, displayPath);
  if (!parsed.ok) return parsed.errors[0];
  const problem = schemaProblem(parsed.notebook.json, parsed.notebook.minor);
  if (problem === undefined) return undefined;
  const cell = problem.cell !== undefined ? parsed.notebook.cells[problem.cell] : undefined;
  const error = guardedError('INVALID_NOTEBOOK',
    `The write would leave ${displayPath} an invalid nbformat 4.${parsed.notebook.minor} notebook${cell ? `, in ${cellName(cell)}` : ''}, at ${problem.pointer || 'the top level'}: it ${problem.what}. Nothing was changed.`,
    [], 'Edit the notebook by cell (guarded_notebook_edit, or the agent\'s notebook tool) instead of as JSON text, or correct the named place.');
  return cell ? { ...error, cell: summarizeCell(cell) } : error;
}

/**
 * For an undo merged with later changes: why the merged text of a notebook file would fail the
 * nbformat schema (undefined when valid, and no check for a file that is not a notebook).
 */
export function mergedNotebookProblem(displayPath: string): ((text: string) => string | undefined) | undefined {
  if (!/\.ipynb$/i.test(displayPath)) return undefined;
  return (text) => {
    const parsed = parseNotebook(text, displayPath);
    if (!parsed.ok) return parsed.errors[0].message;
    const problem = schemaProblem(parsed.notebook.json, parsed.notebook.minor);
    return problem === undefined ? undefined : `at ${problem.pointer || 'the top level'} it ${problem.what} (nbformat 4.${parsed.notebook.minor})`;
  };
}
