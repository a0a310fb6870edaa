// The face of core/notebook: a .ipynb read as nbformat 4 cells, the operations of
// guarded_notebook_edit planned on them, and the notebook written back in the file's own layout
// and checked against the nbformat v4 schema before anything is written.
export { parseNotebook, type BaseCell, type Notebook, type NotebookCell, type ParsedNotebook } from './parseNotebook';
export { planCells, type CellChange, type CellPlan, type CellPlanInput, type CellType, type ResultCell } from './planCells';
export { planNotebookEdit, cellChanges, cellResultProblem, mergedNotebookProblem, notebookTextProblem, type NotebookEditInput, type NotebookEditPlan } from './planNotebook';
export { planNotebookFileEdits, isNotebookPath, cellOperations, type CellOperations } from './notebookTextEdits';
export { notebookEditResult, type NotebookEditSuccess } from './notebookResult';
export { notebookSubject } from './notebookSubject';
export { type SchemaProblem } from './validateNotebook';
export { freshId, type WrittenNotebook } from './writeNotebook';
export { cellsMovedError, cellsNotAppliedError, noCellNamedError, notebookChangedWhilePlannedError, notebookNotOpenedError, notebookUncheckedError } from './notebookErrors';
export { notebookRePlan, type JailedNotebook } from './notebookRePlan';
export { cellReplacements, isUntouchedCell, type CellReplacement } from './cellReplacements';
export type { NotebookOperation } from '../request';
