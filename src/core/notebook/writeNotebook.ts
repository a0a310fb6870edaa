// The notebook after the call as text: the file's own text with the cells array rebuilt from the
// untouched cells' bytes, the changed cells' members spliced (a new source, cleared outputs, a new
// type) and the new cells written in the file's layout. Everything outside the cells array stays.
import { objectMembers, type Member } from './jsonSpans';
import { indentAt, itemSeparator, sourceLines, writeJson, type Layout } from './layout';
import type { Notebook, NotebookCell } from './parseNotebook';
import type { CellType, ResultCell } from './planCells';

export interface WrittenNotebook {
  /** The new file text (with the BOM when the file had one). */
  text: string;
  /** The new notebook as an object, each changed cell parsed back from its written text. */
  json: Record<string, unknown>;
  /** The ids given to the new cells, by operation index. */
  newIds: Map<number, string>;
}

/** Cells sit in the top-level "cells" list: the list is at depth 1, a cell at 2, its members at 3. */
const CELL_DEPTH = 2;

export function writeNotebook(notebook: Notebook, result: readonly ResultCell[]): WrittenNotebook {
  const { text, layout, cells } = notebook;
  const taken = new Set<string>();
  for (const cell of cells) if (cell.id !== undefined) taken.add(cell.id);
  const newIds = new Map<number, string>();
  const sourceForm = cells[0]?.sourceForm ?? 'lines';
  const pieces: string[] = [];
  const values: unknown[] = [];
  for (const item of result) {
    if (item.kind === 'base') {
      const cell = cells[item.from];
      if (item.source === undefined && item.cellType === undefined && item.language === undefined && !clears(item, cell)) {
        pieces.push(text.slice(cell.span.start, cell.span.end));
        values.push(cell.json);
      } else {
        const written = rewriteCell(notebook, cell, item);
        pieces.push(written);
        values.push(JSON.parse(written));
      }
    } else {
      const id = notebook.hasIds ? freshId(taken, `${item.op}\u0000${item.source}\u0000${cells.length}`) : undefined;
      if (id !== undefined) newIds.set(item.op, id);
      const cell = newCellObject(item.cellType, item.source, sourceForm, id, languageMetadata(undefined, item.language, notebook.language));
      const written = writeJson(cell, CELL_DEPTH, layout);
      pieces.push(written);
      values.push(JSON.parse(written));
    }
  }
  const span = notebook.cellsSpan;
  const first = cells[0];
  const last = cells.at(-1);
  const open = first ? text.slice(span.start + 1, first.span.start) : indentAt(layout, CELL_DEPTH);
  const close = last ? text.slice(last.span.end, span.end - 1) : indentAt(layout, CELL_DEPTH - 1);
  const separator = cells.length >= 2 ? text.slice(cells[0].span.end, cells[1].span.start) : itemSeparator(layout, CELL_DEPTH);
  const list = pieces.length === 0 ? '[]' : `[${open}${pieces.join(separator)}${close}]`;
  const body = text.slice(0, span.start) + list + text.slice(span.end);
  return { text: notebook.bom ? `\ufeff${body}` : body, json: { ...notebook.json, cells: values }, newIds };
}

function clears(item: ResultCell & { kind: 'base' }, cell: NotebookCell): boolean {
  return item.clearOutputs && cell.cellType === 'code' && (hasOutputs(cell.json) || cell.json.execution_count !== null);
}

function hasOutputs(json: Record<string, unknown>): boolean {
  return Array.isArray(json.outputs) && json.outputs.length > 0;
}

/** The cell's text with its changed members: each kept member's own bytes, the changed ones written anew. */
function rewriteCell(notebook: Notebook, cell: NotebookCell, item: ResultCell & { kind: 'base' }): string {
  const { text, layout } = notebook;
  const members = objectMembers(text, cell.span);
  const type = item.cellType ?? (cell.cellType as CellType);
  const values = new Map<string, string | null>();
  if (item.source !== undefined) {
    values.set('source', cell.sourceForm === 'string' ? JSON.stringify(item.source) : writeJson(sourceLines(item.source), CELL_DEPTH + 1, layout));
  }
  if (item.cellType !== undefined) values.set('cell_type', JSON.stringify(item.cellType));
  if (type === 'code') {
    if (item.clearOutputs || cell.cellType !== 'code') {
      values.set('outputs', '[]');
      values.set('execution_count', 'null');
    }
    if (cell.cellType !== 'code' && cell.json.attachments !== undefined) values.set('attachments', null);
  } else if (cell.cellType === 'code') {
    values.set('outputs', null);
    values.set('execution_count', null);
  }
  if (item.language !== undefined) {
    values.set('metadata', writeJson(languageMetadata(cell.json.metadata, item.language, notebook.language), CELL_DEPTH + 1, layout));
  }
  const entries: { key: string; text: string }[] = [];
  for (const member of members) {
    const value = values.get(member.key);
    if (value === null) continue;
    entries.push({ key: member.key, text: value === undefined ? text.slice(member.keyStart, member.value.end) : text.slice(member.keyStart, member.value.start) + value });
  }
  for (const [key, value] of values) {
    if (value === null || members.some((m) => m.key === key)) continue;
    const added = { key, text: `${JSON.stringify(key)}${layout.keySeparator}${value}` };
    // Keys stay sorted when they were (Jupyter and VS Code sort them); else the new one goes last.
    const sorted = members.every((m, i) => i === 0 || members[i - 1].key <= m.key);
    const at = sorted ? entries.findIndex((e) => e.key > key) : -1;
    if (at < 0) entries.push(added);
    else entries.splice(at, 0, added);
  }
  const [open, separator, close] = memberWhitespace(text, cell, members, layout);
  return `{${open}${entries.map((e) => e.text).join(separator)}${close}}`;
}

/** The text after "{", between two members, and before "}" of the cell, as the file has them. */
function memberWhitespace(text: string, cell: NotebookCell, members: readonly Member[], layout: Layout): [string, string, string] {
  if (members.length === 0) return [indentAt(layout, CELL_DEPTH + 1), itemSeparator(layout, CELL_DEPTH + 1), indentAt(layout, CELL_DEPTH)];
  const open = text.slice(cell.span.start + 1, members[0].keyStart);
  const close = text.slice(members[members.length - 1].value.end, cell.span.end - 1);
  const separator = members.length >= 2 ? text.slice(members[0].value.end, members[1].keyStart) : itemSeparator(layout, CELL_DEPTH + 1);
  return [open, separator, close];
}

/** A new cell with nbformat's keys in the order Jupyter and VS Code write them (sorted). */
function newCellObject(type: CellType, source: string, form: 'lines' | 'string', id: string | undefined, metadata: Record<string, unknown>): Record<string, unknown> {
  const written = form === 'string' ? source : sourceLines(source);
  if (type === 'code') return { cell_type: type, execution_count: null, id, metadata, outputs: [], source: written };
  return { cell_type: type, id, metadata, source: written };
}

/** A code cell's metadata with its language: VS Code's `metadata.vscode.languageId` when it is not the kernel's. */
function languageMetadata(metadata: unknown, language: string | undefined, notebookLanguage: string | undefined): Record<string, unknown> {
  const base = metadata !== null && typeof metadata === 'object' && !Array.isArray(metadata) ? { ...(metadata as Record<string, unknown>) } : {};
  if (language === undefined) return base;
  const vscode = base.vscode !== null && typeof base.vscode === 'object' && !Array.isArray(base.vscode) ? { ...(base.vscode as Record<string, unknown>) } : {};
  if (notebookLanguage !== undefined && language.toLowerCase() === notebookLanguage.toLowerCase()) delete vscode.languageId;
  else vscode.languageId = language;
  if (Object.keys(vscode).length === 0) delete base.vscode;
  else base.vscode = vscode;
  return base;
}

/** A new cell id: 8 hex digits (as Jupyter makes them), derived from the cell and never one the notebook has. */
export function freshId(taken: Set<string>, seed: string): string {
  // Each attempt is a new hash; a notebook has far fewer cells than the attempts allowed.
  for (let attempt = 0; attempt <= taken.size + 64; attempt++) {
    const id = fnv1a(`${seed}\u0000${attempt}`).toString(16).padStart(8, '0');
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
  let n = taken.size;
  while (taken.has(`cell-${n}`)) n++;
  taken.add(`cell-${n}`);
  return `cell-${n}`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  // The seed's first 4,096 characters are enough to tell cells apart; the attempt number is last.
  const head = text.length > 4096 ? text.slice(0, 4096) + text.slice(-16) : text;
  for (let i = 0; i < head.length; i++) {
    hash ^= head.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
