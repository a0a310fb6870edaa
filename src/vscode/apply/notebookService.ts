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
import { cellChanges, cellResultProblem, notebookEditResult, planCells, type CellChange, type NotebookEditSuccess } from '../../core/notebook';
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
import { baseCells, cellData, cellEdits, idsOfNewCells, ipynbText, nbformatMinor, notebookData } from './notebookCells';

export const NOTEBOOK_EDIT_TOOL_NAME = 'guarded_notebook_edit';

const FILE_PATH: (string | number)[] = ['file_path'];

/** A call's end; with the notebook once it is open (a refusal's Diagnostics go on its cells). */
type Outcome =
  | { ok: true; result: NotebookEditSuccess; notebook: vscode.NotebookDocument }
  | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[]; notebook?: vscode.NotebookDocument };

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
    if (!outcome.ok) {
      if (!outcome.notebook) return refuse(outcome.errors, outcome.targets);
      // A cell's line is a place in the cell, not in the file's JSON text: the Diagnostics go on the cells.
      const failure = refuse(outcome.errors);
      this.diagnostics.reportCells(outcome.errors, outcome.notebook);
      return failure;
    }
    this.diagnostics.clear([vscode.Uri.file(target.realPath), ...outcome.notebook.getCells().map((c) => c.document.uri)]);
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

    // Planned on the open notebook's cells; planned again when they change while the result is checked.
    for (let attempt = 1; ; attempt++) {
      if (token?.isCancellationRequested) return { ok: false, errors: [cancelledError()], targets: [target], notebook };
      const planned = await this.planOn(notebook, request, target, diskBefore);
      if (!planned.ok) return { ...planned, notebook };
      if (planned.version !== notebook.version) {
        if (attempt < MAX_ATTEMPTS) continue;
        return { ok: false, errors: [changedWhilePlannedError(target.displayPath)], targets: [target], notebook };
      }
      const wasDirty = notebook.isDirty;
      if (!(await vscode.workspace.applyEdit(planned.edit))) {
        return { ok: false, errors: [guardedError('APPLY_FAILED', `VS Code did not apply the cell changes to ${target.displayPath}; nothing was changed.`, [], 'Call again; if it keeps failing, close and reopen the notebook.')], targets: [target], notebook };
      }
      const policy = settings.saveAfterEdit;
      const save = policy === 'always' || (policy === 'ifWasClean' && !wasDirty);
      const saved = save ? await notebook.save() : false;
      const diskAfter = saved ? await readFile(target.realPath, 'utf8').catch(() => undefined) : undefined;
      // The model's read of the file stays current through its own call (a file it never read stays unread).
      if (diskAfter !== undefined && diskBefore !== undefined) this.gate.recordOwnEdit(target, diskBefore, () => diskAfter);
      // One history entry per call, saved or not: an unsaved call records the notebook as it would be saved.
      this.appliedChanges?.applied({ tool: NOTEBOOK_EDIT_TOOL_NAME, request: 'edit', origin: 'tool', files: [{ target, action: 'edit', before: planned.beforeText, after: diskAfter ?? planned.afterText }] });
      if (settled) this.gate.allowed(settled, 'edit');
      return { ok: true, result: notebookEditResult(target.displayPath, planned.cells, saved), notebook };
    }
  }

  /** The call planned on the notebook's cells as they are, its result checked against the nbformat schema. */
  private async planOn(notebook: vscode.NotebookDocument, request: NotebookEditInput, target: ResolvedTarget, diskBefore: string | undefined): Promise<Planned | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] }> {
    const version = notebook.version;
    const wasDirty = notebook.isDirty;
    // The open notebook's cells are the base: what the person typed and has not saved counts.
    const base = baseCells(notebook);
    const minor = nbformatMinor(notebook);
    const plan = planCells({
      notebook: { cells: base, hasIds: minor >= 5, minor }, edits: request.edits, displayPath: target.displayPath,
      ...(request.clear_outputs !== undefined ? { clearOutputs: request.clear_outputs } : {}),
    });
    if (!plan.ok) return { ok: false, errors: plan.errors, targets: [target] };
    const newIds = minor >= 5 ? idsOfNewCells(base, plan.result, target.displayPath) : new Map<number, string>();
    const after = plan.result.map((item) => cellData(notebook, item, newIds));
    // The result as VS Code would save it, checked before anything changes: an invalid one changes nothing.
    const afterText = await ipynbText(notebookData(notebook, after));
    if (afterText === undefined) return { ok: false, errors: [uncheckedError(target.displayPath)], targets: [target] };
    const problem = cellResultProblem(afterText, target.displayPath, { cells: base, minor }, plan.result);
    if (problem) return { ok: false, errors: [problem], targets: [target] };
    const beforeText = !wasDirty && diskBefore !== undefined ? diskBefore : await ipynbText(notebookData(notebook));
    const edit = new vscode.WorkspaceEdit();
    edit.set(notebook.uri, cellEdits(notebook.cellCount, plan.result, after));
    return { ok: true, version, edit, beforeText, afterText, cells: cellChanges(request.edits, { cells: base }, plan.result, newIds) };
  }
}

interface Planned {
  ok: true;
  /** The notebook's version the call was planned on. */
  version: number;
  edit: vscode.WorkspaceEdit;
  /** The notebook before and after the call as it is (or would be) saved. */
  beforeText: string | undefined;
  afterText: string;
  cells: CellChange[];
}

/** Plans on a notebook that keeps changing while its result is checked, at most. */
const MAX_ATTEMPTS = 3;

function changedWhilePlannedError(displayPath: string): GuardedError {
  return guardedError('STALE_DOCUMENT', `${displayPath} changed in the editor ${MAX_ATTEMPTS} times while the call was planned; nothing was changed.`, ['file_path'], 'Call again when the notebook is not being changed (a running cell writes its outputs).');
}

function uncheckedError(displayPath: string): GuardedError {
  return guardedError('INVALID_NOTEBOOK', `The result of the call on ${displayPath} could not be checked against the nbformat schema: VS Code's built-in Jupyter notebook support (the extension vscode.ipynb) is not available. Nothing was changed.`, ['file_path'],
    'Enable the built-in extension "Jupyter Notebook Support" (vscode.ipynb), or edit the notebook with the MCP server\'s guarded_notebook_edit.');
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

/** The call as the log names it: the notebook and how many operations. */
function describeNotebookRequest(input: unknown): string {
  const record = input !== null && typeof input === 'object' ? (input as { file_path?: unknown; edits?: unknown }) : {};
  const path = typeof record.file_path === 'string' ? JSON.stringify(record.file_path) : '(no file_path)';
  return Array.isArray(record.edits) ? `${path} (${record.edits.length} cell operations)` : path;
}
