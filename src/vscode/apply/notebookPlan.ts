// A call on the open notebook's cells planned as VS Code holds them: the call's operations on the
// cells (a multi-edit's old_strings matched in them first), the core's planCells, the cells of the
// result as cell data, the result checked against the nbformat schema as the ipynb serializer
// would write it, and the NotebookEdits that change only the cells the call touches.
import type * as vscode from 'vscode';
import type { MatchingMode } from '../../core/edit';
import type { GuardedError } from '../../core/errors';
import { cellChanges, cellResultProblem, notebookUncheckedError, planCells, type BaseCell, type CellChange, type CellOperations } from '../../core/notebook';
import type { ResolvedTarget } from '../../core/path';
import { baseCells, cellData, cellEdits, idsOfNewCells, ipynbText, nbformatMinor, notebookData } from './notebookCells';

/** One call on the notebook's cells: guarded_notebook_edit's operations, or a multi-edit's old_strings found in the cells. */
export interface CellCall {
  file_path: string;
  clear_outputs?: boolean;
  /** The tool the log and the history name. */
  tool: string;
  /** The call's operations on these cells (for a multi-edit, what its old_strings find in them). */
  operations: (cells: readonly BaseCell[], displayPath: string) => CellOperations;
}

/** The call's plan on the open notebook's cells, as they were at `version`. */
export interface CellPlan {
  /** The file's text on disk when planned: what the read gate judges (the read tool reads the file). */
  diskBefore: string | undefined;
  /** The notebook's version the call was planned on. */
  version: number;
  edits: vscode.NotebookEdit[];
  /** The notebook before and after the call as it is (or would be) saved. */
  beforeText: string | undefined;
  afterText: string;
  cells: CellChange[];
  replacementCount: number;
}

export type PlannedOnCells = { ok: true; plan: CellPlan } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] } | { ok: 'text' };

/** The call planned on the notebook's cells as they are, its result checked against the nbformat schema; `diskBefore`: the file's text on disk now. */
export async function planOnCells(notebook: vscode.NotebookDocument, request: CellCall, target: ResolvedTarget, diskBefore: string | undefined, matching: MatchingMode): Promise<PlannedOnCells> {
  const version = notebook.version;
  const wasDirty = notebook.isDirty;
  // The open notebook's cells are the base: what the person typed and has not saved counts.
  const base = baseCells(notebook);
  const minor = nbformatMinor(notebook);
  const found = request.operations(base, target.displayPath);
  if (found.kind === 'text') return { ok: 'text' };
  if (found.kind === 'refused') return { ok: false, errors: found.errors, targets: [target] };
  const edits = found.operations;
  const plan = planCells({
    notebook: { cells: base, hasIds: minor >= 5, minor }, edits, displayPath: target.displayPath, matching,
    ...(request.clear_outputs !== undefined ? { clearOutputs: request.clear_outputs } : {}),
  });
  if (!plan.ok) return { ok: false, errors: plan.errors, targets: [target] };
  const newIds = minor >= 5 ? idsOfNewCells(base, plan.result, target.displayPath) : { byOp: new Map<number, string>(), byIndex: new Map<number, string>() };
  const after = plan.result.map((item) => cellData(notebook, item, newIds));
  // The result as VS Code would save it, checked before anything changes: an invalid one changes nothing.
  const afterText = await ipynbText(notebookData(notebook, after));
  if (afterText === undefined) return { ok: false, errors: [notebookUncheckedError(target.displayPath)], targets: [target] };
  const problem = cellResultProblem(afterText, target.displayPath, { cells: base, minor }, plan.result);
  if (problem) return { ok: false, errors: [problem], targets: [target] };
  const beforeText = !wasDirty && diskBefore !== undefined ? diskBefore : await ipynbText(notebookData(notebook));
  return {
    ok: true,
    plan: {
      diskBefore, version, edits: cellEdits(notebook.cellCount, plan.result, after), beforeText, afterText,
      cells: cellChanges(edits, { cells: base }, plan.result, newIds.byOp), replacementCount: found.replacementCount,
    },
  };
}
