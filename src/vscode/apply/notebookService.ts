// Runs one guarded_notebook_edit call in VS Code: check, ask, then plan on the OPEN notebook (its
// cells as the editor holds them, unsaved typing included) and apply ONE WorkspaceEdit of one
// NotebookEdit, so one Undo takes the whole call back; save by policy; record in the history.
// The cells outside the changed span are not touched; untouched cells inside it are written back
// with their own text, outputs, metadata and execution summary.
import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';
import { cancelledError, retargetedError, untrustedWorkspaceError } from '../../core/change';
import type { GuardedError } from '../../core/errors';
import { gateModeFrom } from '../../core/gate';
import { cellChanges, cellOperations, cellResultProblem, cellsNotAppliedError, isNotebookPath, noCellNamedError, notebookChangedWhilePlannedError, notebookEditResult, notebookNotOpenedError, notebookSubject, notebookUncheckedError, planCells, type BaseCell, type CellChange, type CellOperations, type NotebookEditSuccess } from '../../core/notebook';
import { resolveTarget, type ResolvedTarget } from '../../core/path';
import type { WorkspaceRoot } from '../../core/platform';
import type { EditFailure, EditResult } from '../../core/pipeline';
import { parseEditRequest, parseNotebookEditInput } from '../../core/request';
import { changedLinesBetween } from '../../core/text';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';
import type { ReadGateService } from '../ask/readGateService';
import { confirmSensitiveChanges } from '../ask/sensitiveFiles';
import { notifySuccess } from '../report/notifications';
import type { GuardedEditSettings, WorldSettings } from '../world/settings';
import type { WorldSnapshot } from '../world/worldSnapshot';
import { baseCells, cellData, cellEdits, idsOfNewCells, ipynbText, nbformatMinor, notebookData } from './notebookCells';
import type { ToolFrame } from './runTool';

export const NOTEBOOK_EDIT_TOOL_NAME = 'guarded_notebook_edit';
/** guarded_multi_edit, as the history names its call on a notebook's cells. */
const MULTI_EDIT_TOOL_NAME = 'guarded_multi_edit';

const FILE_PATH: (string | number)[] = ['file_path'];

/** One call on the notebook's cells: guarded_notebook_edit's operations, or a multi-edit's old_strings found in the cells. */
interface CellCall {
  file_path: string;
  clear_outputs?: boolean;
  /** The tool the log and the history name. */
  tool: string;
  /** The call's operations on these cells (for a multi-edit, what its old_strings find in them). */
  operations: (cells: readonly BaseCell[], displayPath: string) => CellOperations;
}

/** What a call did: the cells it changed, whether it was saved, and the notebook before and after as it is (or would be) saved. */
interface Done {
  target: ResolvedTarget;
  cells: CellChange[];
  saved: boolean;
  beforeText: string | undefined;
  afterText: string;
  replacementCount: number;
}

/** A call's end; with the notebook once it is open (a refusal's Diagnostics go on its cells). 'text': a multi-edit whose old_strings are in no cell. */
type Outcome =
  | { ok: true; done: Done; notebook: vscode.NotebookDocument }
  | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[]; notebook?: vscode.NotebookDocument }
  | { ok: 'text' };

export class NotebookService {
  constructor(
    /** The window's frame, shared with the other tools (every change of one file waits for the one before). */
    private readonly frame: ToolFrame,
  ) {}

  /** The settings and folders, read again only after a change (the tool's prepareInvocation and each call read them). */
  get world(): WorldSnapshot {
    return this.frame.world;
  }

  private get gate(): ReadGateService {
    // The notebook tool is registered only with the window's read gate.
    if (!this.frame.readGate) throw new Error('the notebook tool needs the read-before-edit gate');
    return this.frame.readGate;
  }

  async edit(input: unknown, token?: vscode.CancellationToken): Promise<NotebookEditSuccess | EditFailure> {
    const summary = `Guarded Edit refused to edit the notebook ${describeNotebookRequest(input)}`;
    this.frame.log.info(`[tool] notebook edit request: ${describeNotebookRequest(input)}`);
    const world = this.frame.world.current();
    const parsed = parseNotebookEditInput(input);
    const request = parsed.ok ? parsed.value : undefined;
    const done = await this.run(world, summary, request && {
      file_path: request.file_path, tool: NOTEBOOK_EDIT_TOOL_NAME,
      ...(request.clear_outputs !== undefined ? { clear_outputs: request.clear_outputs } : {}),
      operations: () => ({ kind: 'cells', operations: request.edits, replacementCount: 0 }),
    }, parsed.ok ? [] : parsed.errors, token);
    // Its operations name cells, so it is never 'text'.
    if (done === 'text') return this.frame.reporter.refuse(summary, [noCellNamedError()], [], world.settings);
    if (isFailure(done)) return done;
    return notebookEditResult(done.target.displayPath, done.cells, done.saved);
  }

  /**
   * guarded_multi_edit on a .ipynb in VS Code: each old_string is looked for in the open
   * notebook's cells (the model's plain code) and applied to its cell as guarded_notebook_edit
   * applies an edit (NotebookEdits, one Undo, untouched cells kept). Undefined for a call that is
   * not one file's edit of a notebook, or whose old_strings are in no cell (the notebook's JSON
   * text): the text path takes those, as for any file.
   */
  async multiEdit(input: unknown, token?: vscode.CancellationToken): Promise<EditResult | undefined> {
    const parsed = parseEditRequest(input);
    if (!parsed.ok || parsed.form !== 'single' || parsed.files.length !== 1 || !isNotebookPath(parsed.files[0].request.file_path)) return undefined;
    if (!vscode.workspace.isTrusted) return undefined;
    const request = parsed.files[0].request;
    const summary = `Guarded Edit refused to edit the notebook ${JSON.stringify(request.file_path)} (${request.edits.length} edits in its cells)`;
    this.frame.log.info(`[tool] multi-edit of a notebook: ${JSON.stringify(request.file_path)} (${request.edits.length} edits)`);
    const done = await this.run(this.frame.world.current(), summary, {
      file_path: request.file_path, tool: MULTI_EDIT_TOOL_NAME,
      operations: (cells, displayPath) => cellOperations({ edits: request.edits, displayPath }, cells),
    }, [], token);
    if (done === 'text') return undefined;
    if (isFailure(done)) return done;
    return {
      success: true, file_path: done.target.displayPath,
      ...(done.target.workspaceFolder !== undefined ? { workspace_folder: done.target.workspaceFolder } : {}),
      edits_applied: request.edits.length, replacements: done.replacementCount, saved: done.saved,
      changes: changedLinesBetween(done.beforeText ?? '', done.afterText),
    };
  }

  /** The frame of every call on a notebook's cells: trust, jail, the person's yes, the file's queue, the report. */
  private async run({ settings, roots }: WorldSettings, summary: string, call: CellCall | undefined, invalid: GuardedError[], token?: vscode.CancellationToken): Promise<Done | EditFailure | 'text'> {
    const started = Date.now();
    const { log, reporter, diagnostics, queue } = this.frame;
    const refuse = (errors: GuardedError[], targets: readonly ResolvedTarget[] = []) => reporter.refuse(summary, errors, targets, settings);
    if (!vscode.workspace.isTrusted) return refuse([untrustedWorkspaceError()]);
    if (call === undefined) return refuse(invalid);
    const resolved = await resolveNotebook(call.file_path, settings, roots);
    if (!resolved.ok) return refuse(resolved.errors);
    const target = resolved.target;
    if (token?.isCancellationRequested) return refuse([cancelledError()], [target]);

    // A sensitive file needs the person's yes in a dialog of our own.
    const asked = await confirmSensitiveChanges(log, [notebookSubject(target)], settings.confirmFiles, token);
    if (!asked.ok) return refuse(asked.errors, [target]);

    const outcome = await queue.run([this.gate.keyOf(target)], () => this.applyCall(call, target, settings, token));
    if (outcome.ok === 'text') return 'text';
    if (!outcome.ok) {
      if (!outcome.notebook) return refuse(outcome.errors, outcome.targets);
      // A cell's line is a place in the cell, not in the file's JSON text: the Diagnostics go on the cells.
      const failure = refuse(outcome.errors);
      diagnostics.reportCells(outcome.errors, outcome.notebook);
      return failure;
    }
    diagnostics.clear([vscode.Uri.file(target.realPath), ...outcome.notebook.getCells().map((c) => c.document.uri)]);
    const message = `Guarded Edit changed ${outcome.done.cells.length} cell(s) of ${target.displayPath}`;
    log.info(`[tool] ${message} (${call.tool}, ${Date.now() - started} ms; saved: ${String(outcome.done.saved)})`);
    notifySuccess(settings.notifications, false, message);
    return outcome.done;
  }

  private async applyCall(request: CellCall, checked: ResolvedTarget, settings: GuardedEditSettings, token?: vscode.CancellationToken): Promise<Outcome> {
    // Time of check to time of use: the path through the jail again (the folders and settings as they are now), the same real file.
    const now = this.frame.world.current();
    const again = await resolveNotebook(request.file_path, now.settings, now.roots);
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
      return { ok: false, errors: [notebookNotOpenedError(target.displayPath, error instanceof Error ? error.message : String(error))], targets: [target] };
    }

    // Planned on the open notebook's cells; planned again when they change while the result is checked.
    for (let attempt = 1; ; attempt++) {
      if (token?.isCancellationRequested) return { ok: false, errors: [cancelledError()], targets: [target], notebook };
      const planned = await this.planOn(notebook, request, target, diskBefore, settings);
      if (planned.ok === 'text') return planned;
      if (!planned.ok) return { ...planned, notebook };
      if (planned.version !== notebook.version) {
        if (attempt < MAX_ATTEMPTS) continue;
        return { ok: false, errors: [notebookChangedWhilePlannedError(target.displayPath, MAX_ATTEMPTS)], targets: [target], notebook };
      }
      const wasDirty = notebook.isDirty;
      if (!(await vscode.workspace.applyEdit(planned.edit))) {
        return { ok: false, errors: [cellsNotAppliedError(target.displayPath)], targets: [target], notebook };
      }
      const policy = settings.saveAfterEdit;
      const save = policy === 'always' || (policy === 'ifWasClean' && !wasDirty);
      const saved = save ? await notebook.save() : false;
      const diskAfter = saved ? await readFile(target.realPath, 'utf8').catch(() => undefined) : undefined;
      // The model's read of the file stays current through its own call (a file it never read stays unread).
      if (diskAfter !== undefined && diskBefore !== undefined) this.gate.recordOwnEdit(target, diskBefore, () => diskAfter);
      // One history entry per call, saved or not: an unsaved call records the notebook as it would be saved.
      void this.frame.appliedChanges?.applied({ tool: request.tool, request: 'edit', origin: 'tool', files: [{ target, action: 'edit', before: planned.beforeText, after: diskAfter ?? planned.afterText }] });
      if (settled) this.gate.allowed(settled, 'edit');
      return { ok: true, done: { target, cells: planned.cells, saved, beforeText: planned.beforeText, afterText: planned.afterText, replacementCount: planned.replacementCount }, notebook };
    }
  }

  /** The call planned on the notebook's cells as they are, its result checked against the nbformat schema. */
  private async planOn(notebook: vscode.NotebookDocument, request: CellCall, target: ResolvedTarget, diskBefore: string | undefined, settings: GuardedEditSettings): Promise<Planned | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] } | { ok: 'text' }> {
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
      notebook: { cells: base, hasIds: minor >= 5, minor }, edits, displayPath: target.displayPath, matching: settings.matching,
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
    const edit = new vscode.WorkspaceEdit();
    edit.set(notebook.uri, cellEdits(notebook.cellCount, plan.result, after));
    return { ok: true, version, edit, beforeText, afterText, cells: cellChanges(edits, { cells: base }, plan.result, newIds.byOp), replacementCount: found.replacementCount };
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
  replacementCount: number;
}

/** Plans on a notebook that keeps changing while its result is checked, at most. */
const MAX_ATTEMPTS = 3;

function isFailure(done: Done | EditFailure): done is EditFailure {
  return 'success' in done;
}

function resolveNotebook(filePath: string, settings: GuardedEditSettings, roots: readonly WorkspaceRoot[]) {
  return resolveTarget(filePath, roots, hostFs(), nodePlatform(), {
    purpose: 'edit', protectedPatterns: settings.protectedFiles, maxFileBytes: settings.maxFileBytes,
  });
}

/** The open notebook of the file (by its path), else the notebook opened from it. */
async function openNotebook(realPath: string): Promise<vscode.NotebookDocument> {
  const open = vscode.workspace.notebookDocuments.find((n) => n.uri.scheme === 'file' && n.uri.fsPath === realPath);
  return open ?? vscode.workspace.openNotebookDocument(vscode.Uri.file(realPath));
}

/** The call as the log names it: the notebook and how many operations. */
function describeNotebookRequest(input: unknown): string {
  const record = input !== null && typeof input === 'object' ? (input as { file_path?: unknown; edits?: unknown }) : {};
  const path = typeof record.file_path === 'string' ? JSON.stringify(record.file_path) : '(no file_path)';
  return Array.isArray(record.edits) ? `${path} (${record.edits.length} cell operations)` : path;
}
