// The open notebook as guarded_notebook_edit plans and applies on it: its cells as the planner's
// base (unsaved typing included), the cells of the result as VS Code cell data (untouched ones
// with their own outputs, metadata and execution summary), the NotebookEdits that change only the
// cells the call touches, and the notebook as the ipynb serializer would write it (to check the
// result against the nbformat schema, and to record a call that is not saved).
import * as vscode from 'vscode';
import { cellReplacements, freshId, isUntouchedCell, type BaseCell, type ResultCell } from '../../core/notebook';

type Metadata = Record<string, unknown> & { custom?: Record<string, unknown> };

/** VS Code's ipynb support keeps nbformat's fields in the metadata (older versions under "custom"). */
export function nbformatMinor(notebook: vscode.NotebookDocument): number {
  const metadata = notebook.metadata as Metadata;
  const minor = metadata.nbformat_minor ?? metadata.custom?.nbformat_minor;
  return typeof minor === 'number' ? minor : 4;
}

function cellId(cell: vscode.NotebookCell): string | undefined {
  const metadata = cell.metadata as Metadata;
  const id = metadata.id ?? metadata.custom?.id;
  return typeof id === 'string' ? id : undefined;
}

function cellTypeOf(cell: vscode.NotebookCell): 'code' | 'markdown' | 'raw' {
  if (cell.kind === vscode.NotebookCellKind.Markup) return 'markdown';
  return cell.document.languageId === 'raw' ? 'raw' : 'code';
}

export function baseCells(notebook: vscode.NotebookDocument): BaseCell[] {
  return notebook.getCells().map((cell, index) => {
    const id = cellId(cell);
    return { index, ...(id !== undefined ? { id } : {}), cellType: cellTypeOf(cell), source: cell.document.getText() };
  });
}

/**
 * Fresh ids (nbformat 4.5) for the new cells, by operation, and for the cells the call changes that
 * have none (VS Code gives one to every cell it adds; a file may still hold a cell without), by
 * their index: a call never leaves a cell it wrote without an id.
 */
export function idsOfNewCells(base: readonly BaseCell[], result: readonly ResultCell[], displayPath: string): { byOp: Map<number, string>; byIndex: Map<number, string> } {
  const taken = new Set(base.flatMap((c) => (c.id !== undefined ? [c.id] : [])));
  const byOp = new Map<number, string>();
  const byIndex = new Map<number, string>();
  result.forEach((item, position) => {
    if (item.kind === 'base' && (isUntouchedCell(item) || base[item.from].id !== undefined)) return;
    const id = freshId(taken, `${displayPath}\u0000${item.kind === 'new' ? item.op : `cell ${item.from}`}\u0000${item.source ?? ''}\u0000${position}`);
    taken.add(id);
    if (item.kind === 'new') byOp.set(item.op, id);
    else byIndex.set(item.from, id);
  });
  return { byOp, byIndex };
}

/** Every cell of the notebook as data, with its outputs, metadata and execution summary. */
export function notebookData(notebook: vscode.NotebookDocument, cells: vscode.NotebookCellData[] = notebook.getCells().map((_, index) => cellData(notebook, { kind: 'base', from: index, clearOutputs: false }, { byOp: new Map(), byIndex: new Map() }))): vscode.NotebookData {
  const data = new vscode.NotebookData(cells);
  data.metadata = notebook.metadata;
  return data;
}

/** A cell of the result as cell data: an untouched cell exactly as the notebook holds it. */
export function cellData(notebook: vscode.NotebookDocument, item: ResultCell, newIds: { byOp: ReadonlyMap<number, string>; byIndex: ReadonlyMap<number, string> }): vscode.NotebookCellData {
  if (item.kind === 'new') {
    const data = new vscode.NotebookCellData(kindOf(item.cellType), item.source, languageOf(notebook, item.cellType, item.language));
    const id = newIds.byOp.get(item.op);
    if (id !== undefined) data.metadata = { id, metadata: {} };
    return data;
  }
  const cell = notebook.cellAt(item.from);
  const type = item.cellType ?? cellTypeOf(cell);
  const language = item.cellType !== undefined || item.language !== undefined ? languageOf(notebook, type, item.language) : cell.document.languageId;
  const data = new vscode.NotebookCellData(kindOf(type), item.source ?? cell.document.getText(), language);
  // Outputs, metadata and the execution summary stay unless this cell's outputs are cleared (a markdown or raw cell has none).
  const keepOutputs = !item.clearOutputs && type === 'code';
  data.outputs = keepOutputs ? cell.outputs.map((o) => new vscode.NotebookCellOutput(o.items.map((i) => new vscode.NotebookCellOutputItem(i.data, i.mime)), o.metadata)) : [];
  const metadata: Metadata = { ...cell.metadata };
  if (!keepOutputs && 'execution_count' in metadata) metadata.execution_count = null;
  const id = newIds.byIndex.get(item.from);
  if (id !== undefined) metadata.id = id;
  data.metadata = metadata;
  if (keepOutputs && cell.executionSummary) data.executionSummary = cell.executionSummary;
  return data;
}

/**
 * The NotebookEdits from the notebook to the result: one replaceCells per replacement the core
 * plans (the untouched cells that keep their order stay the very cells they are). VS Code applies
 * a WorkspaceEdit's cell edits from the last index to the first, and one WorkspaceEdit is one Undo.
 */
export function cellEdits(cellCount: number, result: readonly ResultCell[], after: readonly vscode.NotebookCellData[]): vscode.NotebookEdit[] {
  return cellReplacements(cellCount, result).map((r) => vscode.NotebookEdit.replaceCells(new vscode.NotebookRange(r.start, r.end), after.slice(r.from, r.to)));
}

function kindOf(type: string): vscode.NotebookCellKind {
  return type === 'markdown' ? vscode.NotebookCellKind.Markup : vscode.NotebookCellKind.Code;
}

/** A new or re-typed cell's language: markdown, raw, the one asked for, else the notebook's code cells'. */
function languageOf(notebook: vscode.NotebookDocument, type: string, language: string | undefined): string {
  if (type === 'markdown') return 'markdown';
  if (type === 'raw') return 'raw';
  if (language !== undefined) return language;
  const metadata = notebook.metadata as Metadata & { metadata?: { language_info?: { name?: unknown } } };
  const kernel = metadata.metadata?.language_info?.name ?? (metadata.custom as { metadata?: { language_info?: { name?: unknown } } } | undefined)?.metadata?.language_info?.name;
  if (typeof kernel === 'string') return kernel;
  return notebook.getCells().find((c) => c.kind === vscode.NotebookCellKind.Code && c.document.languageId !== 'raw')?.document.languageId ?? 'python';
}

interface IpynbApi {
  exportNotebook?: (notebook: vscode.NotebookData) => Promise<string> | string;
}

/**
 * The notebook as VS Code's built-in ipynb support writes it to disk, or undefined when that
 * support is not there (then VS Code cannot open a .ipynb either).
 */
export async function ipynbText(data: vscode.NotebookData): Promise<string | undefined> {
  const extension = vscode.extensions.getExtension<IpynbApi>('vscode.ipynb');
  if (!extension) return undefined;
  const api = extension.isActive ? extension.exports : await extension.activate();
  if (typeof api.exportNotebook !== 'function') return undefined;
  return api.exportNotebook(data);
}
