// A notebook read from its file's text: nbformat 4 (4.0 to 4.5 and later minors), its cells with
// where each sits in the text, its layout. Anything else is refused with what to do.
import { guardedError, plural, quote, type CellSummary, type GuardedError } from '../errors';
import { objectMembers, skipWhitespace, type Member, type Span } from './jsonSpans';
import { detectLayout, type Layout } from './layout';

/** A cell as the planner sees it: the file's, or an open editor's. */
export interface BaseCell {
  index: number;
  /** nbformat 4.5's cell id (absent before 4.5). */
  id?: string;
  cellType: string;
  /** The source as one string (a list of lines joined). */
  source: string;
  /** The cell holds attachments (which a code cell cannot). */
  hasAttachments?: boolean;
}

export interface NotebookCell extends BaseCell {
  /** How the file stores this cell's source. */
  sourceForm: 'lines' | 'string';
  /** The cell object in the text, braces included. */
  span: Span;
  /** The parsed cell. */
  json: Record<string, unknown>;
}

export interface Notebook {
  /** The text without a byte order mark. */
  text: string;
  /** The file started with a UTF-8 byte order mark (kept on write). */
  bom: boolean;
  json: Record<string, unknown>;
  minor: number;
  cells: NotebookCell[];
  /** The cells array in the text, brackets included. */
  cellsSpan: Span;
  layout: Layout;
  /** The kernel's language (language_info.name, else kernelspec.language), when the file says. */
  language?: string;
  /** Where ids are a cell's address (4.5 and later). */
  hasIds: boolean;
}

export type ParsedNotebook = { ok: true; notebook: Notebook } | { ok: false; errors: GuardedError[] };

const CONVERT_HINT = 'Convert it with `jupyter nbconvert --to notebook --inplace FILE` (which writes nbformat 4), or open and save it in Jupyter, then edit it again.';

/** The notebook in `text` (the file decoded as UTF-8; a leading BOM is recognised and kept). */
export function parseNotebook(text: string, displayPath: string): ParsedNotebook {
  const bom = text.charCodeAt(0) === 0xfeff;
  const body = bom ? text.slice(1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return refuse(`${displayPath} is not valid JSON, so it is not a notebook that can be edited by cell: ${error instanceof Error ? error.message : String(error)}.`,
      'Fix the file\'s JSON first (its last good version is in the history or in version control), or rewrite it whole with guarded_create_file (overwrite: true).');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return refuse(`${displayPath} holds JSON that is not an object, so it is not a notebook.`, 'Check the file_path: a notebook is a JSON object with "nbformat", "metadata" and "cells".');
  }
  const top = json as Record<string, unknown>;
  if (top.nbformat !== 4) {
    const version = typeof top.nbformat === 'number' ? `nbformat ${top.nbformat}` : 'no "nbformat" number';
    return refuse(`${displayPath} has ${version}; only nbformat 4 notebooks are edited by cell.`, typeof top.nbformat === 'number' && top.nbformat < 4 ? CONVERT_HINT : 'Check the file_path: a notebook has "nbformat": 4.');
  }
  const minor = typeof top.nbformat_minor === 'number' && Number.isInteger(top.nbformat_minor) && top.nbformat_minor >= 0 ? top.nbformat_minor : -1;
  if (minor < 0) return refuse(`${displayPath} has no whole "nbformat_minor" number.`, 'Add "nbformat_minor": 4 (or 5 with cell ids) at the top level of the file.');
  if (!Array.isArray(top.cells)) return refuse(`${displayPath} has no "cells" list.`, 'A notebook holds its cells in a top-level "cells" list; add "cells": [] or check the file_path.');

  const objectStart = skipWhitespace(body, 0);
  const lists = new Map<number, Span[]>();
  const members = objectMembers(body, { start: objectStart, end: body.length }, 'cells', lists);
  const cellsMember = lastMember(members, 'cells');
  const spans = cellsMember !== undefined ? lists.get(cellsMember.value.start) : undefined;
  if (cellsMember === undefined || spans === undefined) return refuse(`${displayPath}: the "cells" list could not be placed in the text.`, 'Rewrite the file with Jupyter or VS Code, then edit it again.');
  const cellValues = top.cells as unknown[];
  const hasIds = minor >= 5;
  const cells: NotebookCell[] = [];
  const errors: GuardedError[] = [];
  const seenIds = new Map<string, number>();
  for (let index = 0; index < cellValues.length; index++) {
    const value = cellValues[index];
    const span = spans[index];
    if (value === null || typeof value !== 'object' || Array.isArray(value) || span === undefined) {
      errors.push(guardedError('INVALID_NOTEBOOK', `${displayPath}: cell ${index} is not an object.`, [], 'Repair the cell in Jupyter or VS Code (or remove it), then edit again.'));
      continue;
    }
    const cell = value as Record<string, unknown>;
    const source = cell.source;
    const sourceForm = typeof source === 'string' ? 'string' : 'lines';
    const text = typeof source === 'string' ? source : Array.isArray(source) && source.every((line) => typeof line === 'string') ? source.join('') : undefined;
    if (text === undefined) {
      errors.push(guardedError('INVALID_NOTEBOOK', `${displayPath}: cell ${index} has a "source" that is neither a string nor a list of strings.`, [], 'Repair the cell in Jupyter or VS Code, then edit again.'));
      continue;
    }
    const id = typeof cell.id === 'string' ? cell.id : undefined;
    if (id !== undefined) {
      const first = seenIds.get(id);
      if (first !== undefined) {
        errors.push(guardedError('INVALID_NOTEBOOK', `${displayPath}: cells ${first} and ${index} have the same id ${quote(id)}; a cell id must be unique, so neither can be named by it.`, [],
          'Open the notebook in Jupyter or VS Code and save it (both give a duplicate id a new one), or change one of the ids by hand, then edit again.'));
      }
      seenIds.set(id, index);
    }
    const attachments = cell.attachments;
    const hasAttachments = attachments !== null && typeof attachments === 'object' && Object.keys(attachments).length > 0;
    cells.push({ index, ...(id !== undefined ? { id } : {}), cellType: typeof cell.cell_type === 'string' ? cell.cell_type : '', source: text, hasAttachments, sourceForm, span, json: cell });
  }
  if (errors.length > 0) return { ok: false, errors };
  const language = notebookLanguage(top.metadata);
  return {
    ok: true,
    notebook: {
      text: body, bom, json: top, minor, cells, cellsSpan: cellsMember.value, layout: detectLayout(body, objectStart, members),
      ...(language !== undefined ? { language } : {}), hasIds,
    },
  };
}

/** JSON.parse keeps the last of two equal keys; so does this. */
function lastMember(members: readonly Member[], key: string): Member | undefined {
  for (let i = members.length - 1; i >= 0; i--) if (members[i].key === key) return members[i];
  return undefined;
}

function notebookLanguage(metadata: unknown): string | undefined {
  if (metadata === null || typeof metadata !== 'object') return undefined;
  const m = metadata as { language_info?: { name?: unknown }; kernelspec?: { language?: unknown } };
  if (typeof m.language_info?.name === 'string') return m.language_info.name;
  if (typeof m.kernelspec?.language === 'string') return m.kernelspec.language;
  return undefined;
}

function refuse(message: string, hint: string): ParsedNotebook {
  return { ok: false, errors: [guardedError('INVALID_NOTEBOOK', `${message} Nothing was changed.`, [], hint)] };
}

/** The first line of a cell's source, cut for a listing. */
export function firstLine(source: string, max = 80): string {
  const br = source.indexOf('\n');
  const line = br < 0 ? source : source.slice(0, br);
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function summarizeCell(cell: BaseCell): CellSummary {
  return { index: cell.index, ...(cell.id !== undefined ? { id: cell.id.length > 80 ? `${cell.id.slice(0, 79)}…` : cell.id } : {}), cell_type: cell.cellType, first_line: firstLine(cell.source) };
}

/** "cell 3 (id "ab12", code)" */
export function cellName(cell: BaseCell): string {
  return `cell ${cell.index} (${cell.id !== undefined ? `id ${quote(cell.id, 40)}, ` : ''}${cell.cellType})`;
}

/** Most cells one refusal lists. */
export const MAX_LISTED_CELLS = 50;

/** The cells to list in a refusal: all, or the 50 around `near`; and how the message says which. */
export function listedCells(notebook: { cells: readonly BaseCell[] }, near = 0): { cells: CellSummary[]; text: string } {
  const all = notebook.cells;
  const from = Math.max(0, Math.min(all.length - MAX_LISTED_CELLS, near - Math.floor(MAX_LISTED_CELLS / 2)));
  const shown = all.slice(from, from + MAX_LISTED_CELLS);
  const lines = shown.map((cell) => `  ${cell.index}${cell.id !== undefined ? ` id ${quote(cell.id, 40)}` : ''} ${cell.cellType}: ${JSON.stringify(firstLine(cell.source, 60))}`);
  const head = all.length === 0
    ? 'The notebook has no cells.'
    : shown.length === all.length
      ? `The notebook's ${plural(all.length, 'cell')} (index, id, type, first line):`
      : `Cells ${from} to ${from + shown.length - 1} of ${all.length} (index, id, type, first line):`;
  return { cells: shown.map(summarizeCell), text: [head, ...lines].join('\n') };
}
