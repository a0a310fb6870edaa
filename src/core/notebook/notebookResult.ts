// guarded_notebook_edit's result, the same in every host: the file, and per cell what the call did
// to it (its index before and after, its id, its type, the lines of its source that changed).
import { commonAffixes } from '../text';
import type { CellChange } from './planCells';

export interface NotebookEditSuccess {
  success: true;
  file_path: string;
  cells: CellChange[];
  saved: boolean;
  /** Said when the file had changed since it was read, outside the cells the call changed. */
  notes?: string[];
}

export function notebookEditResult(displayPath: string, cells: readonly CellChange[], saved: boolean, notes: readonly string[] = []): NotebookEditSuccess {
  return { success: true, file_path: displayPath, cells: [...cells], saved, ...(notes.length > 0 ? { notes: [...notes] } : {}) };
}

/** The one span of `before` that differs from `after`: the lines the read gate counts as edited. */
export function changedSpan(before: string, after: string): { start: number; end: number } {
  const { prefix, suffix } = commonAffixes(before, after);
  return { start: prefix, end: before.length - suffix };
}
