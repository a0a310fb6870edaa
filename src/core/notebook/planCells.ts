// The operations of one call on a notebook's cells, planned against the cells as they are before
// the call: which cell each names, what its source becomes (core/edit's planner, the rules of
// guarded_multi_edit inside the cell), and the order of the cells after the call. Pure; the cells
// may be the file's or an open editor's.
import { guardedError, MAX_ERRORS_PER_RESULT, plural, quote, type GuardedError, type InputPath } from '../errors';
import { planEdits, type MatchingMode, type ToleratedMatch } from '../edit';
import type { Edit, NotebookOperation } from '../request';
import { cellName, listedCells, summarizeCell, type BaseCell } from './parseNotebook';

export type CellType = 'code' | 'markdown' | 'raw';

/** One cell of the result: a cell of the base (changed or not), or a new one. */
export type ResultCell =
  | { kind: 'base'; from: number; source?: string; cellType?: CellType; language?: string; clearOutputs: boolean }
  | { kind: 'new'; op: number; source: string; cellType: CellType; language?: string };

/** What the call did to one cell, as the result reports it. */
export interface CellChange {
  op: NotebookOperation['op'];
  /** The cell's index before the call (absent for an inserted cell). */
  index?: number;
  /** Its index after the call (absent for a deleted cell). */
  new_index?: number;
  id?: string;
  cell_type: string;
  /** Lines of the cell's new source that changed (edits). */
  changes?: { start_line: number; end_line: number }[];
}

export type CellPlan =
  | { ok: true; result: ResultCell[]; matched?: (ToleratedMatch & { cell: number })[] }
  | { ok: false; errors: GuardedError[] };

export interface CellPlanInput {
  /** The cells before the call (the file's, or the open editor's) and whether ids address them. */
  notebook: { cells: readonly BaseCell[]; hasIds: boolean; minor: number };
  edits: readonly NotebookOperation[];
  clearOutputs?: boolean;
  displayPath: string;
  matching?: MatchingMode;
}

/** Characters of all old_string, new_string and source values of one call (as for guarded_multi_edit). */
const MAX_CALL_CHARS = 64 * 1024 * 1024;

export function planCells(input: CellPlanInput): CellPlan {
  const { notebook, edits } = input;
  const cells = notebook.cells;
  const errors: GuardedError[] = [];
  const chars = edits.reduce((n, e) => n + (e.old_string?.length ?? 0) + (e.new_string?.length ?? 0) + (e.source?.length ?? 0), 0);
  if (chars > MAX_CALL_CHARS) {
    return { ok: false, errors: [guardedError('TOO_MANY_EDITS', `The call's old_string, new_string and source values hold ${chars} characters; at most ${MAX_CALL_CHARS} are checked in one call.`, ['edits'], 'Split the change into smaller calls.')] };
  }

  // Which cell each operation names (-1: the top, for an insert).
  const byId = new Map<string, BaseCell>();
  for (const cell of cells) if (cell.id !== undefined) byId.set(cell.id, cell);
  const targets = edits.map((op, i) => {
    const shapeErrors = checkShape(op, i);
    for (const item of shapeErrors) errors.push(item);
    const target = resolveTarget(input, byId, op, i, errors);
    return shapeErrors.length > 0 ? undefined : target;
  });

  // Two operations on one cell (several old_string edits of one cell are one change of it).
  const byCell = new Map<number, number[]>();
  targets.forEach((target, i) => {
    if (target === undefined || edits[i].op === 'insert') return;
    const list = byCell.get(target);
    if (list) list.push(i);
    else byCell.set(target, [i]);
  });
  for (const [cellIndex, ops] of byCell) {
    if (ops.length < 2 || ops.every((i) => edits[i].op === 'edit' && edits[i].old_string !== undefined && edits[i].cell_type === undefined && edits[i].language === undefined)) continue;
    const cell = cells[cellIndex];
    const named = ops.map((i) => `edit ${i + 1} (${edits[i].op})`).join(', ');
    errors.push(withCell(guardedError('CELL_CONFLICT',
      `${plural(ops.length, 'operation')} of this call name ${cellName(cell)}: ${named}. Every operation refers to the notebook as it is before the call, so two operations on one cell (such as an edit and a delete) cannot both apply.`,
      ['edits', ops[1]],
      'Keep one operation per cell: put every change of its source into one edit (or several old_string edits), or drop the edit of a cell you delete. Nothing was changed.'), cell));
  }
  if (errors.length > 0) return { ok: false, errors };

  // New sources. A source not found in its cell is looked for in the others, for the first few misses.
  const lookups = { left: MAX_ERRORS_PER_RESULT };
  const result: ResultCell[] = [];
  const changed = new Map<number, ResultCell & { kind: 'base' }>();
  const matched: (ToleratedMatch & { cell: number })[] = [];
  for (const [cellIndex, ops] of byCell) {
    const first = edits[ops[0]];
    if (first.op !== 'edit') continue;
    const cell = cells[cellIndex];
    const item: ResultCell & { kind: 'base' } = { kind: 'base', from: cellIndex, clearOutputs: input.clearOutputs === true };
    if (first.source !== undefined) {
      if (first.source === cell.source && first.cell_type === undefined && first.language === undefined) {
        errors.push(withCell(guardedError('NO_OP_EDIT', `Edit ${ops[0] + 1}: source is the same as the source of ${cellName(cell)}, so the edit would change nothing.`, ['edits', ops[0], 'source'], 'Put the changed text in source, or remove this edit.'), cell));
        continue;
      }
      item.source = first.source;
    } else if (first.old_string !== undefined) {
      const planned = planInCell(input, cell, ops, errors, lookups);
      if (planned === undefined) continue;
      item.source = planned.source;
      for (const m of planned.matched) matched.push({ ...m, cell: cellIndex });
    }
    if (first.cell_type !== undefined && first.cell_type !== cell.cellType) {
      if (first.cell_type === 'code' && cell.hasAttachments === true) {
        errors.push(withCell(guardedError('INVALID_INPUT', `Edit ${ops[0] + 1}: ${cellName(cell)} holds attachments, which a code cell cannot hold, so it cannot become a code cell.`, ['edits', ops[0], 'cell_type'], 'Insert a new code cell instead, or remove the attachments first.'), cell));
        continue;
      }
      item.cellType = first.cell_type;
    }
    if (first.language !== undefined) {
      if ((item.cellType ?? cell.cellType) !== 'code') {
        errors.push(withCell(guardedError('INVALID_INPUT', `Edit ${ops[0] + 1}: language is given, but ${cellName(cell)} is not a code cell.`, ['edits', ops[0], 'language'], 'Leave language out, or give cell_type: "code".'), cell));
        continue;
      }
      item.language = first.language;
    }
    changed.set(cellIndex, item);
  }
  if (errors.length > 0) return { ok: false, errors };

  // The order after the call: the kept cells with the inserts after their cells, then the moves.
  const deleted = new Set<number>();
  const moved: { item: ResultCell; to: number; op: number }[] = [];
  const insertsAfter = new Map<number, number[]>();
  edits.forEach((op, i) => {
    const target = targets[i] as number;
    if (op.op === 'delete') deleted.add(target);
    if (op.op === 'insert') {
      const list = insertsAfter.get(target);
      if (list) list.push(i);
      else insertsAfter.set(target, [i]);
    }
  });
  const newCell = (i: number): ResultCell => {
    const op = edits[i];
    return { kind: 'new', op: i, source: op.source ?? '', cellType: op.cell_type ?? 'code', ...(op.language !== undefined ? { language: op.language } : {}) };
  };
  for (const i of insertsAfter.get(-1) ?? []) result.push(newCell(i));
  const movedOps = new Map<number, number>();
  edits.forEach((op, i) => {
    if (op.op === 'move') movedOps.set(targets[i] as number, i);
  });
  for (const cell of cells) {
    const item: ResultCell = changed.get(cell.index) ?? { kind: 'base', from: cell.index, clearOutputs: false };
    const moveOp = movedOps.get(cell.index);
    if (moveOp !== undefined) moved.push({ item, to: edits[moveOp].to_index as number, op: moveOp });
    else if (!deleted.has(cell.index)) result.push(item);
    for (const i of insertsAfter.get(cell.index) ?? []) result.push(newCell(i));
  }
  const finalLength = result.length + moved.length;
  const seenTo = new Map<number, number>();
  for (const move of moved) {
    if (move.to >= finalLength) {
      errors.push(withCell(guardedError('INVALID_INPUT',
        `Edit ${move.op + 1}: to_index is ${move.to}, but the notebook has ${plural(finalLength, 'cell')} after this call, so the last index is ${finalLength - 1}.`,
        ['edits', move.op, 'to_index'], `Give a to_index from 0 to ${finalLength - 1} (the cell's index in the notebook after the call).`), cells[targets[move.op] as number]));
    }
    const other = seenTo.get(move.to);
    if (other !== undefined) {
      errors.push(guardedError('CELL_CONFLICT', `Edits ${other + 1} and ${move.op + 1} both move a cell to index ${move.to}; one place holds one cell.`, ['edits', move.op, 'to_index'], 'Give each moved cell its own to_index.'));
    }
    seenTo.set(move.to, move.op);
  }
  if (errors.length > 0) return { ok: false, errors };
  for (const move of [...moved].sort((a, b) => a.to - b.to)) result.splice(move.to, 0, move.item);
  return { ok: true, result, ...(matched.length > 0 ? { matched } : {}) };
}

/** The fields each operation takes; a wrong one is named with what to send instead. */
function checkShape(op: NotebookOperation, i: number): GuardedError[] {
  const errors: GuardedError[] = [];
  const refuse = (field: string, message: string, hint: string): void => {
    errors.push(guardedError('INVALID_INPUT', `Edit ${i + 1} (${op.op}): ${message}`, ['edits', i, field], hint));
  };
  const named = op.cell_id !== undefined || op.cell_index !== undefined;
  const stringFields = op.old_string !== undefined || op.new_string !== undefined || op.replace_all !== undefined || op.expected_replacements !== undefined;
  if (op.op !== 'move' && op.to_index !== undefined) refuse('to_index', 'to_index is only for op "move".', op.op === 'insert' ? 'An insert goes right after the cell it names (cell_index: -1 for the top): name the cell before the new one instead of to_index.' : 'Leave to_index out.');
  if (op.op !== 'insert' && op.cell_index === -1) refuse('cell_index', 'cell_index -1 (the top) is only for op "insert".', 'Give the cell\'s index (0 or more) or its cell_id.');
  if (op.op !== 'insert' && !named) refuse('cell_id', 'no cell is named.', 'Give cell_id (or cell_index) of the cell to change.');
  if (op.op === 'edit') {
    if (op.source !== undefined && stringFields) refuse('source', 'source replaces the whole source and old_string/new_string part of it; both are given.', 'Send either source, or old_string and new_string.');
    else if (op.source === undefined && op.old_string === undefined && op.cell_type === undefined && op.language === undefined) refuse('old_string', 'neither old_string nor source is given.', 'Send old_string and new_string to change part of the cell, or source to replace all of it.');
    else if (op.old_string !== undefined && op.new_string === undefined) refuse('new_string', 'old_string is given without new_string.', 'Add new_string, the text that replaces old_string.');
    else if (op.old_string === undefined && stringFields) refuse('old_string', 'new_string, replace_all or expected_replacements is given without old_string.', 'Add old_string, the exact text to replace in the cell.');
  } else if (op.op === 'insert') {
    if (stringFields) refuse('old_string', 'old_string, new_string, replace_all and expected_replacements are for op "edit".', 'Give the new cell\'s text as source.');
    if (op.source === undefined) refuse('source', 'source (the new cell\'s text) is missing.', 'Add source: the new cell\'s text ("" for an empty cell).');
    if (op.language !== undefined && (op.cell_type ?? 'code') !== 'code') refuse('language', 'language is for code cells.', 'Leave language out, or give cell_type: "code".');
  } else {
    if (stringFields || op.source !== undefined || op.cell_type !== undefined || op.language !== undefined) refuse(stringFields ? 'old_string' : 'source', `op "${op.op}" takes only the cell${op.op === 'move' ? ' and to_index' : ''}.`, 'Send the change of the cell\'s source as a separate edit of its own call, or leave these fields out.');
    if (op.op === 'move' && op.to_index === undefined) refuse('to_index', 'to_index (the cell\'s index after the call) is missing.', 'Add to_index: the index the cell has in the notebook after this call.');
  }
  return errors;
}

/** The index of the cell an operation names (-1: the top), or undefined with the refusal pushed. */
function resolveTarget(input: CellPlanInput, ids: ReadonlyMap<string, BaseCell>, op: NotebookOperation, i: number, errors: GuardedError[]): number | undefined {
  const { notebook } = input;
  const cells = notebook.cells;
  let byId: BaseCell | undefined;
  if (op.cell_id !== undefined) {
    byId = ids.get(op.cell_id);
    if (byId === undefined) {
      const near = op.cell_index !== undefined && op.cell_index >= 0 ? op.cell_index : 0;
      const listing = listedCells(notebook, near);
      const why = notebook.hasIds
        ? `no cell of ${input.displayPath} has the id ${quote(op.cell_id, 80)}.`
        : `${input.displayPath} is nbformat 4.${notebook.minor}, whose cells have no ids (ids came with 4.5), so none is named ${quote(op.cell_id, 80)}.`;
      const error = guardedError('CELL_NOT_FOUND', `Edit ${i + 1} (${op.op}): ${why}\n${listing.text}`, ['edits', i, 'cell_id'],
        notebook.hasIds ? 'Use the id of one of the cells listed (or its cell_index); read the notebook again if it changed.' : 'Name the cell by its cell_index (0-based) instead.');
      errors.push({ ...error, cells: listing.cells });
      return undefined;
    }
  }
  if (op.cell_index !== undefined) {
    if (op.cell_index === -1) {
      if (byId !== undefined) {
        errors.push(withCell(guardedError('CELL_CONFLICT', `Edit ${i + 1} (${op.op}): cell_id ${quote(op.cell_id ?? '', 40)} names ${cellName(byId)}, but cell_index is -1 (the top).`, ['edits', i, 'cell_index'], 'Give only cell_id, or only cell_index.'), byId));
        return undefined;
      }
      return -1;
    }
    const byIndex = cells[op.cell_index];
    if (byIndex === undefined) {
      const listing = listedCells(notebook, op.cell_index);
      const error = guardedError('CELL_NOT_FOUND',
        `Edit ${i + 1} (${op.op}): cell_index is ${op.cell_index}, but ${input.displayPath} has ${plural(cells.length, 'cell')}${cells.length > 0 ? ` (indexes 0 to ${cells.length - 1})` : ''}.\n${listing.text}`,
        ['edits', i, 'cell_index'], cells.length > 0 ? `Give a cell_index from 0 to ${cells.length - 1} (or -1 to insert at the top), or the cell's cell_id.` : 'The notebook is empty: insert with cell_index -1 (or no cell).');
      errors.push({ ...error, cells: listing.cells });
      return undefined;
    }
    if (byId !== undefined && byId.index !== byIndex.index) {
      errors.push(withCell(guardedError('CELL_CONFLICT',
        `Edit ${i + 1} (${op.op}): cell_id ${quote(op.cell_id ?? '', 40)} names ${cellName(byId)}, but cell_index ${op.cell_index} is ${cellName(byIndex)}. Which one is meant is not clear, so nothing was changed.`,
        ['edits', i, 'cell_index'], `Give only cell_id (ids stay when cells move), or correct cell_index to ${byId.index}.`), byId));
      return undefined;
    }
    return byIndex.index;
  }
  if (byId !== undefined) return byId.index;
  return op.op === 'insert' ? -1 : undefined;
}

/** The cell's new source from the old_string edits that name it, or undefined with the refusals pushed. */
function planInCell(input: CellPlanInput, cell: BaseCell, ops: readonly number[], errors: GuardedError[], lookups: { left: number }): { source: string; matched: ToleratedMatch[] } | undefined {
  const edits: Edit[] = ops.map((i) => {
    const op = input.edits[i];
    return {
      old_string: op.old_string ?? '',
      new_string: op.new_string ?? '',
      ...(op.replace_all !== undefined ? { replace_all: op.replace_all } : {}),
      ...(op.expected_replacements !== undefined ? { expected_replacements: op.expected_replacements } : {}),
    };
  });
  const total = input.edits.length;
  const label = (local: number, _count: number): string => `Edit ${ops[local] + 1} of ${total}`;
  const plan = planEdits({
    text: cell.source,
    eol: cell.source.includes('\r\n') ? '\r\n' : '\n',
    edits,
    displayPath: `${cellName(cell)} of ${input.displayPath}`,
    ...(input.matching !== undefined ? { matching: input.matching } : {}),
    wording: {
      itemLabel: label, item: 'edit', items: 'edits', itemNumber: (local) => ops[local] + 1,
      oldText: 'old_string', oldTextFirst: 'old_string', oldContext: 'old_string', oldContextFirst: 'old_string', oldPart: 'old_string',
      eachOldContext: 'each old_string', newText: 'new_string', newPart: 'new_string', uniqueRule: 'without replace_all it must occur exactly once in the cell', request: 'call',
    },
  });
  if (!plan.ok) {
    for (const error of plan.errors) errors.push(inCell(error, cell, ops, input, lookups));
    return undefined;
  }
  let source = cell.source;
  for (const r of [...plan.replacements].reverse()) source = source.slice(0, r.start) + r.text + source.slice(r.end);
  return { source, matched: (plan.matched ?? []).map((m) => ({ ...m, edit: ops[m.edit - 1] + 1 })) };
}

/** A planner error placed in the notebook: the request's path, the cell named, and where else the text is. */
function inCell(error: GuardedError, cell: BaseCell, ops: readonly number[], input: CellPlanInput, lookups: { left: number }): GuardedError {
  const path: InputPath = error.path[0] === 'edits' && typeof error.path[1] === 'number' ? ['edits', ops[error.path[1]], ...error.path.slice(2)] : error.path;
  const placed: GuardedError = { ...error, path, cell: summarizeCell(cell) };
  if (error.location) placed.location = { ...error.location, file_path: input.displayPath };
  if (error.code !== 'OLD_STRING_NOT_FOUND' || typeof path[1] !== 'number' || lookups.left <= 0) return placed;
  lookups.left--;
  const oldString = input.edits[path[1]].old_string ?? '';
  const elsewhere = input.notebook.cells.filter((other) => other.index !== cell.index && other.source.includes(oldString)).slice(0, 5);
  if (elsewhere.length === 0) return placed;
  const where = elsewhere.map((other) => `${cellName(other)} at line ${lineOf(other.source, other.source.indexOf(oldString))}`).join(', ');
  return {
    ...placed,
    message: `${placed.message} It is in ${where}.`,
    recovery_hint: elsewhere.length === 1 ? `Name ${cellName(elsewhere[0])} instead: cell_id ${elsewhere[0].id !== undefined ? quote(elsewhere[0].id, 80) : '(none)'}, cell_index ${elsewhere[0].index}.` : placed.recovery_hint,
    cells: elsewhere.map(summarizeCell),
  };
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function withCell(error: GuardedError, cell: BaseCell | undefined): GuardedError {
  return cell ? { ...error, cell: summarizeCell(cell) } : error;
}
