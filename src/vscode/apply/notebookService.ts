// Runs one guarded_notebook_edit call in VS Code: check, ask, then plan on the OPEN notebook (its
// cells as the editor holds them, unsaved typing included) and apply ONE WorkspaceEdit of one
// NotebookEdit, so one Undo takes the whole call back; save by policy; record in the history.
// The cells outside the changed span are not touched; untouched cells inside it are written back
// with their own text, outputs, metadata and execution summary.
import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';
import { cancelledError, retargetedError, untrustedWorkspaceError, type PlannedChange } from '../../core/change';
import { guardedError, type GuardedError } from '../../core/errors';
import { gateModeFrom } from '../../core/gate';
import { cellChanges, freshId, notebookEditResult, planCells, type BaseCell, type NotebookEditSuccess, type ResultCell } from '../../core/notebook';
import { resolveTarget, type ResolvedTarget } from '../../core/path';
import type { KeyedQueue } from '../../core/platform';
import type { EditFailure } from '../../core/pipeline';
import { parseNotebookEditInput, type NotebookEditInput } from '../../core/request';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';
import type { ReadGateService } from '../ask/readGateService';
import { confirmSensitiveChanges } from '../ask/sensitiveFiles';
import type { RejectionDiagnostics } from '../report/diagnostics';
import { notifySuccess } from '../report/notifications';
import type { ToolReporter } from '../report/toolReporting';
import { readSettings, workspaceRoots, type GuardedEditSettings } from '../world/settings';
import type { AppliedChanges } from './appliedChanges';

export const NOTEBOOK_EDIT_TOOL_NAME = 'guarded_notebook_edit';

const FILE_PATH: (string | number)[] = ['file_path'];

type Outcome = { ok: true; result: NotebookEditSuccess } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

export class NotebookService {
  constructor(
    private readonly gate: ReadGateService,
    private readonly reporter: ToolReporter,
    private readonly diagnostics: RejectionDiagnostics,
    private readonly log: vscode.LogOutputChannel,
    /** Shared with the other tools, so that every change of one file waits for the one before. */
    private readonly queue: KeyedQueue,
    private readonly appliedChanges?: AppliedChanges,
  ) {}

  async edit(input: unknown, token?: vscode.CancellationToken): Promise<NotebookEditSuccess | EditFailure> {
    const started = Date.now();
    const settings = readSettings();
    const summary = `Guarded Edit refused to edit the notebook ${describeNotebookRequest(input)}`;
    const refuse = (errors: GuardedError[], targets: readonly ResolvedTarget[] = []) => this.reporter.refuse(summary, errors, targets, settings);
    this.log.info(`[tool] notebook edit request: ${describeNotebookRequest(input)}`);

    if (!vscode.workspace.isTrusted) return refuse([untrustedWorkspaceError()]);
    const parsed = parseNotebookEditInput(input);
    if (!parsed.ok) return refuse(parsed.errors);
    const request = parsed.value;
    const resolved = await resolveNotebook(request.file_path, settings);
    if (!resolved.ok) return refuse(resolved.errors);
    const target = resolved.target;
    if (token?.isCancellationRequested) return refuse([cancelledError()], [target]);

    // A sensitive file needs the person's yes in a dialog of our own.
    const change: PlannedChange = { target, inputPath: [], action: 'edit', before: undefined, preview: () => [] };
    const asked = await confirmSensitiveChanges(this.log, [change], settings.confirmFiles, token);
    if (!asked.ok) return refuse(asked.errors, [target]);

    const outcome = await this.queue.run([this.gate.keyOf(target)], () => this.applyCall(request, target, settings, token));
    if (!outcome.ok) return refuse(outcome.errors, outcome.targets);
    this.diagnostics.clear([vscode.Uri.file(target.realPath)]);
    const message = `Guarded Edit changed ${outcome.result.cells.length} cell(s) of ${target.displayPath}`;
    this.log.info(`[tool] ${message} (${Date.now() - started} ms; saved: ${String(outcome.result.saved)})`);
    notifySuccess(settings.notifications, false, message);
    return outcome.result;
  }

  private async applyCall(request: NotebookEditInput, checked: ResolvedTarget, settings: GuardedEditSettings, token?: vscode.CancellationToken): Promise<Outcome> {
    // Time of check to time of use: the path through the jail again, the same real file.
    const again = await resolveNotebook(request.file_path, readSettings());
    if (!again.ok) return { ok: false, errors: again.errors, targets: [checked] };
    const target = again.target;
    if (this.gate.keyOf(target) !== this.gate.keyOf(checked)) return { ok: false, errors: [retargetedError(checked.displayPath, [], checked.realPath, target.realPath)], targets: [checked] };

    // The read gate judges the file as the model read it (the read tool reads the file's text).
    const diskBefore = await readFile(target.realPath, 'utf8').catch(() => undefined);
    const mode = gateModeFrom(settings.readBeforeEdit);
    const settled = diskBefore === undefined ? undefined : this.gate.settle([{ target, text: diskBefore, filePathPath: FILE_PATH }], mode);
    if (settled && settled.refused.length > 0) return { ok: false, errors: settled.refused, targets: [target] };

    let notebook: vscode.NotebookDocument;
    try {
      notebook = await openNotebook(target.realPath);
    } catch (error) {
      return { ok: false, errors: [notOpenedError(target.displayPath, error)], targets: [target] };
    }
    if (token?.isCancellationRequested) return { ok: false, errors: [cancelledError()], targets: [target] };

    // The open notebook's cells are the base: what the person typed and has not saved counts.
    const base = baseCells(notebook);
    const minor = nbformatMinor(notebook);
    const plan = planCells({
      notebook: { cells: base, hasIds: minor >= 5, minor }, edits: request.edits, displayPath: target.displayPath,
      ...(request.clear_outputs !== undefined ? { clearOutputs: request.clear_outputs } : {}),
    });
    if (!plan.ok) return { ok: false, errors: plan.errors, targets: [target] };
    const newIds = minor >= 5 ? idsOfNewCells(base, plan.result, target.displayPath) : new Map<number, string>();
    const edit = new vscode.WorkspaceEdit();
    edit.set(notebook.uri, [cellsEdit(notebook, plan.result, newIds)]);
    const wasDirty = notebook.isDirty;
    if (!(await vscode.workspace.applyEdit(edit))) {
      return { ok: false, errors: [guardedError('APPLY_FAILED', `VS Code did not apply the cell changes to ${target.displayPath}; nothing was changed.`, [], 'Call again; if it keeps failing, close and reopen the notebook.')], targets: [target] };
    }
    const policy = settings.saveAfterEdit;
    const save = policy === 'always' || (policy === 'ifWasClean' && !wasDirty);
    const saved = save ? await notebook.save() : false;
    if (saved) {
      const diskAfter = await readFile(target.realPath, 'utf8').catch(() => undefined);
      if (diskAfter !== undefined) {
        this.gate.recordWrite(target, diskAfter);
        // The history keeps file versions: a saved call is one entry (an unsaved one is the editor's, undone there).
        this.appliedChanges?.applied({ tool: NOTEBOOK_EDIT_TOOL_NAME, request: 'edit', origin: 'tool', files: [{ target, action: 'edit', before: diskBefore, after: diskAfter }] });
      }
    }
    if (settled) this.gate.allowed(settled, 'edit');
    return { ok: true, result: notebookEditResult(target.displayPath, cellChanges(request.edits, { cells: base }, plan.result, newIds), saved) };
  }
}

function resolveNotebook(filePath: string, settings: GuardedEditSettings) {
  return resolveTarget(filePath, workspaceRoots(), hostFs(), nodePlatform(), {
    purpose: 'edit', protectedPatterns: settings.protectedFiles, maxFileBytes: settings.maxFileBytes,
  });
}

/** The open notebook of the file (by its path), else the notebook opened from it. */
async function openNotebook(realPath: string): Promise<vscode.NotebookDocument> {
  const open = vscode.workspace.notebookDocuments.find((n) => n.uri.scheme === 'file' && n.uri.fsPath === realPath);
  return open ?? vscode.workspace.openNotebookDocument(vscode.Uri.file(realPath));
}

function notOpenedError(displayPath: string, error: unknown): GuardedError {
  return guardedError('INVALID_NOTEBOOK', `${displayPath} could not be opened as a notebook: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`, ['file_path'],
    'Check that the file is a Jupyter notebook (.ipynb, nbformat 4) that VS Code can open; repair it in Jupyter, then call again.');
}

type Metadata = Record<string, unknown> & { custom?: Record<string, unknown> };

/** VS Code's ipynb support keeps nbformat's fields in the metadata (older versions under "custom"). */
function nbformatMinor(notebook: vscode.NotebookDocument): number {
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

function baseCells(notebook: vscode.NotebookDocument): BaseCell[] {
  return notebook.getCells().map((cell, index) => {
    const id = cellId(cell);
    return { index, ...(id !== undefined ? { id } : {}), cellType: cellTypeOf(cell), source: cell.document.getText() };
  });
}

function idsOfNewCells(base: readonly BaseCell[], result: readonly ResultCell[], displayPath: string): Map<number, string> {
  const taken = new Set(base.flatMap((c) => (c.id !== undefined ? [c.id] : [])));
  const ids = new Map<number, string>();
  result.forEach((item, position) => {
    if (item.kind !== 'new') return;
    const id = freshId(taken, `${displayPath}\u0000${item.op}\u0000${item.source}\u0000${position}`);
    taken.add(id);
    ids.set(item.op, id);
  });
  return ids;
}

/** One replaceCells over the span of cells that change (indexes of the notebook before the call). */
function cellsEdit(notebook: vscode.NotebookDocument, result: readonly ResultCell[], newIds: ReadonlyMap<number, string>): vscode.NotebookEdit {
  const count = notebook.cellCount;
  const untouchedAt = (position: number, index: number): boolean => {
    const item = result[position];
    return item.kind === 'base' && item.from === index && item.source === undefined && item.cellType === undefined && item.language === undefined && !item.clearOutputs;
  };
  let first = 0;
  while (first < count && first < result.length && untouchedAt(first, first)) first++;
  let tail = 0;
  while (tail < count - first && tail < result.length - first && untouchedAt(result.length - 1 - tail, count - 1 - tail)) tail++;
  const cells = result.slice(first, result.length - tail).map((item) => cellData(notebook, item, newIds));
  return vscode.NotebookEdit.replaceCells(new vscode.NotebookRange(first, count - tail), cells);
}

function cellData(notebook: vscode.NotebookDocument, item: ResultCell, newIds: ReadonlyMap<number, string>): vscode.NotebookCellData {
  if (item.kind === 'new') {
    const data = new vscode.NotebookCellData(kindOf(item.cellType), item.source, languageOf(notebook, item.cellType, item.language));
    const id = newIds.get(item.op);
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
  data.metadata = metadata;
  if (keepOutputs && cell.executionSummary) data.executionSummary = cell.executionSummary;
  return data;
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

/** The call as the log names it: the notebook and how many operations. */
function describeNotebookRequest(input: unknown): string {
  const record = input !== null && typeof input === 'object' ? (input as { file_path?: unknown; edits?: unknown }) : {};
  const path = typeof record.file_path === 'string' ? JSON.stringify(record.file_path) : '(no file_path)';
  return Array.isArray(record.edits) ? `${path} (${record.edits.length} cell operations)` : path;
}
