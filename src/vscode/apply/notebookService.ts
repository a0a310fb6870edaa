// What a call on a notebook's cells has of its own in the one request frame (runTool):
// guarded_notebook_edit, and guarded_multi_edit whose old_strings are in the cells of a .ipynb.
// Its checks jail the notebook and plan on the OPEN notebook (notebookPlan.ts: its cells as the
// editor holds them, unsaved typing included); its part of the apply loop re-checks (the core's
// notebookRePlan, then the cells planned again when the notebook moved on), holds the notebook to
// the version planned on, and applies ONE WorkspaceEdit of NotebookEdits, so one Undo takes the
// whole call back; its save is the notebook's, by policy. The frame does the rest, as for every
// tool.
import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';
import { jailForEdit, recheckBeforeApply, untrustedWorkspaceError } from '../../core/change';
import {
  cellOperations, cellsMovedError, cellsNotAppliedError, isNotebookPath, noCellNamedError, notebookChangedWhilePlannedError,
  notebookEditResult, notebookNotOpenedError, notebookRePlan, notebookSubject, type JailedNotebook, type NotebookEditSuccess,
} from '../../core/notebook';
import type { ResolvedTarget } from '../../core/path';
import type { EditFailure, EditResult } from '../../core/pipeline';
import { parseEditRequest, parseNotebookEditInput } from '../../core/request';
import { changedLinesBetween } from '../../core/text';
import type { GateSubject } from '../ask/readGateService';
import type { WorldSnapshot } from '../world/worldSnapshot';
import type { ToolApply } from './applyLoop';
import { planOnCells, type CellCall, type CellPlan } from './notebookPlan';
import { callWorld, runTool, savedByPolicy, type CallWorld, type Checked, type ToolFrame, type ToolRun } from './runTool';

export const NOTEBOOK_EDIT_TOOL_NAME = 'guarded_notebook_edit';
/** guarded_multi_edit, as the history names its call on a notebook's cells. */
const MULTI_EDIT_TOOL_NAME = 'guarded_multi_edit';

const FILE_PATH: (string | number)[] = ['file_path'];

/** A call on a notebook's cells as the frame carries it: the notebook jailed, opened and planned on. */
interface PlannedCells extends JailedNotebook, CellPlan {
  call: CellCall;
  notebook: vscode.NotebookDocument;
}

/** What the notebook's save left: whether it was saved, and then the file's text. */
interface CellsSaved {
  saved: boolean;
  diskAfter: string | undefined;
}

/** The notebook of one call once its checks opened it: a refusal from then on is placed on its cells. */
interface OpenedNotebook {
  notebook?: vscode.NotebookDocument;
}

export class NotebookService {
  constructor(
    /** The window's frame, shared with the other tools (every change of one file waits for the one before). */
    private readonly frame: ToolFrame,
  ) {}

  /** The settings and folders, read again only after a change (the tool's prepareInvocation and each call read them). */
  get world(): WorldSnapshot {
    return this.frame.world;
  }

  edit(input: unknown, token?: vscode.CancellationToken): Promise<NotebookEditSuccess | EditFailure> {
    const described = describeNotebookRequest(input);
    const opened: OpenedNotebook = {};
    const check = async (world: CallWorld): Promise<Checked<PlannedCells>> => {
      if (!vscode.workspace.isTrusted) return { ok: false, errors: [untrustedWorkspaceError()] };
      const parsed = parseNotebookEditInput(input);
      if (!parsed.ok) return { ok: false, errors: parsed.errors };
      const request = parsed.value;
      const checked = await this.checkCells({
        file_path: request.file_path, tool: NOTEBOOK_EDIT_TOOL_NAME,
        ...(request.clear_outputs !== undefined ? { clear_outputs: request.clear_outputs } : {}),
        operations: () => ({ kind: 'cells', operations: request.edits, replacementCount: 0 }),
      }, world, opened);
      // Its operations name cells, so it is never 'text'.
      return checked.ok === 'text' ? { ok: false, errors: [noCellNamedError()] } : checked;
    };
    const words = { summary: `notebook edit ${described}`, refusal: `Guarded Edit refused to edit the notebook ${described}` };
    return runTool(this.frame, this.cellRun(words, check, opened, (file, saved) => notebookEditResult(file.target.displayPath, file.cells, saved)), token);
  }

  /**
   * guarded_multi_edit on a .ipynb in VS Code: each old_string is looked for in the open
   * notebook's cells (the model's plain code) and applied to its cell as guarded_notebook_edit
   * applies an edit (NotebookEdits, one Undo, untouched cells kept). Undefined for a call that is
   * not one file's edit of a notebook, or whose old_strings are in no cell (the notebook's JSON
   * text): the text path takes those, as for any file. That is decided before the frame, on the
   * call's world, which the frame then uses.
   */
  async multiEdit(input: unknown, token?: vscode.CancellationToken): Promise<EditResult | undefined> {
    const parsed = parseEditRequest(input);
    if (!parsed.ok || parsed.form !== 'single' || parsed.files.length !== 1 || !isNotebookPath(parsed.files[0].request.file_path)) return undefined;
    if (!vscode.workspace.isTrusted) return undefined;
    const request = parsed.files[0].request;
    const world = callWorld(this.frame, 'tool');
    const opened: OpenedNotebook = {};
    const checked = await this.checkCells({
      file_path: request.file_path, tool: MULTI_EDIT_TOOL_NAME,
      operations: (cells, displayPath) => cellOperations({ edits: request.edits, displayPath }, cells),
    }, world, opened);
    if (checked.ok === 'text') return undefined;
    const path = JSON.stringify(request.file_path);
    const words = { summary: `multi-edit of a notebook: ${path} (${request.edits.length} edits)`, refusal: `Guarded Edit refused to edit the notebook ${path} (${request.edits.length} edits in its cells)` };
    return runTool(this.frame, this.cellRun(words, () => Promise.resolve(checked), opened, (file, saved): EditResult => ({
      success: true, file_path: file.target.displayPath,
      ...(file.target.workspaceFolder !== undefined ? { workspace_folder: file.target.workspaceFolder } : {}),
      edits_applied: request.edits.length, replacements: file.replacementCount, saved,
      changes: changedLinesBetween(file.beforeText ?? '', file.afterText),
    })), token, undefined, world);
  }

  /** What is a call on a notebook's cells' own in the one request frame; `answer`: its tool's result. */
  private cellRun<R>(
    words: { summary: string; refusal: string },
    check: (world: CallWorld) => Promise<Checked<PlannedCells>>,
    opened: OpenedNotebook,
    answer: (file: PlannedCells, saved: boolean) => R,
  ): ToolRun<PlannedCells, CellsSaved, R, vscode.NotebookDocument> {
    const started = Date.now();
    const { log, diagnostics, readGate } = this.frame;
    return {
      origin: 'tool',
      summary: words.summary,
      refusal: words.refusal,
      gateAction: 'edit',
      check,
      targets: (files) => files.map((f) => f.target),
      gateSubjects,
      // A sensitive file needs the person's yes in a dialog of our own: about the file (VS Code asks before the plan is shown).
      subjects: (files) => files.map((f) => notebookSubject(f.target)),
      apply: (_files, world) => this.cellApply(world),
      save: async ({ files: [file], wasDirty: [dirty] }, { settings }) => {
        const saved = savedByPolicy(settings, dirty ?? false) ? await file.notebook.save() : false;
        const diskAfter = saved ? await diskText(file.target) : undefined;
        // The model's read of the file stays current through its own call (a file it never read stays unread).
        if (diskAfter !== undefined && file.diskBefore !== undefined) readGate?.recordOwnEdit(file.target, file.diskBefore, () => diskAfter);
        return { ok: true, saved: { saved, diskAfter } };
      },
      // One history entry per call, saved or not: an unsaved call records the notebook as it would be saved.
      applied: ({ files: [file] }, { diskAfter }) => ({ tool: file.call.tool, request: 'edit', origin: 'tool', files: [{ target: file.target, action: 'edit', before: file.beforeText, after: diskAfter ?? file.afterText }] }),
      result: ({ files: [file] }, { saved }) => {
        log.info(`[tool] ${changedCells(file)} (${file.call.tool}, ${Date.now() - started} ms; saved: ${String(saved)})`);
        return answer(file, saved);
      },
      notification: ({ files: [file] }) => changedCells(file),
      // A cell's line is a place in the cell, not in the file's JSON text: once the notebook is open, the Diagnostics go on its cells.
      ownDiagnostics: {
        place: (errors) => {
          if (!opened.notebook) return false;
          diagnostics.reportCells(errors, opened.notebook);
          return true;
        },
        uris: (files) => files.flatMap((f) => f.notebook.getCells().map((c) => c.document.uri)),
      },
    };
  }

  /** The checks of a call on a notebook's cells: the path through the jail, the notebook opened, the call planned on its cells. */
  private async checkCells(call: CellCall, { env, settings }: CallWorld, opened: OpenedNotebook): Promise<Checked<PlannedCells> | { ok: 'text' }> {
    const jailed = await jailForEdit(call.file_path, env);
    if (!jailed.ok) return jailed;
    const { target, rules } = jailed;
    let notebook: vscode.NotebookDocument;
    try {
      notebook = await openNotebook(target.realPath);
    } catch (error) {
      return { ok: false, errors: [notebookNotOpenedError(target.displayPath, error instanceof Error ? error.message : String(error))], targets: [target] };
    }
    opened.notebook = notebook;
    const planned = await planOnCells(notebook, call, target, await diskText(target), settings.matching);
    if (planned.ok !== true) return planned;
    return { ok: true, files: [{ ...planned.plan, call, filePath: call.file_path, target, rules, notebook }] };
  }

  /** The notebook call's part of the one apply loop: its re-check, the notebook held to its version, its NotebookEdits. */
  private cellApply({ settings, now }: CallWorld): ToolApply<PlannedCells, vscode.NotebookDocument> {
    const rePlan = notebookRePlan<PlannedCells>();
    return {
      // Time of check to time of use: the path through the jail again (the core's), then the cells planned again on a notebook that moved on.
      recheck: async (files, attempt) => {
        const jailed = await recheckBeforeApply(files, now(), attempt, rePlan);
        if (!jailed.ok) return jailed;
        const [file] = jailed.files;
        const diskBefore = await diskText(file.target);
        if (file.notebook.version === file.version && diskBefore === file.diskBefore) return jailed;
        const planned = await planOnCells(file.notebook, file.call, file.target, diskBefore, settings.matching);
        if (planned.ok === 'text') return { ok: false, errors: [cellsMovedError(file.target.displayPath)], targets: [file.target] };
        if (!planned.ok) return planned;
        return { ok: true, files: [{ ...file, ...planned.plan }] };
      },
      documents: (files) => files.map((f) => ({ document: f.notebook, version: f.version })),
      gateSubjects,
      plannedChanges: (files) => files.map((f) => notebookSubject(f.target)),
      build: (files) => {
        const edit = new vscode.WorkspaceEdit();
        for (const file of files) edit.set(file.notebook.uri, file.edits);
        return edit;
      },
      notApplied: ([file]) => cellsNotAppliedError(file.target.displayPath),
      stale: (files, attempts) => files.map((f) => notebookChangedWhilePlannedError(f.target.displayPath, attempts)),
      displayPaths: (files) => files.map((f) => f.target.displayPath),
    };
  }
}

/** The read gate judges the file as the model read it: the read tool reads the file's text on disk. */
function gateSubjects(files: readonly PlannedCells[]): GateSubject[] {
  return files.flatMap((f) => (f.diskBefore === undefined ? [] : [{ target: f.target, text: f.diskBefore, filePathPath: FILE_PATH }]));
}

function changedCells(file: PlannedCells): string {
  return `Guarded Edit changed ${file.cells.length} cell(s) of ${file.target.displayPath}`;
}

function diskText(target: ResolvedTarget): Promise<string | undefined> {
  return readFile(target.realPath, 'utf8').catch(() => undefined);
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
