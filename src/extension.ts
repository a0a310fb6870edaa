// Wiring only: create the adapter's parts, register them, and hand every disposable to VS Code.
import * as vscode from 'vscode';
import { KeyedQueue } from './core/platform';
import { registerCommands } from './vscode/commands/commands';
import { CREATE_FILE_TOOL_NAME, CreateFileTool } from './vscode/tools/createFileTool';
import { RejectionDiagnostics } from './vscode/report/diagnostics';
import { EditService } from './vscode/apply/editService';
import type { ToolFrame } from './vscode/apply/runTool';
import type { ApplySeam } from './vscode/apply/applyLoop';
import { WorldSnapshot } from './vscode/world/worldSnapshot';
import { MULTI_EDIT_TOOL_NAME, MULTI_FILE_EDIT_TOOL_NAME, MultiEditTool } from './vscode/tools/multiEditTool';
import { APPLY_PATCH_TOOL_NAME, ApplyPatchTool } from './vscode/tools/applyPatchTool';
import { PatchService } from './vscode/apply/patchService';
import { AppliedChanges } from './vscode/apply/appliedChanges';
import { CreateService } from './vscode/apply/createService';
import type { PhaseRecorder } from './vscode/apply/phaseTimings';
import { PreviewDocuments } from './vscode/commands/preview';
import { READ_FILE_TOOL_NAME, ReadFileTool } from './vscode/tools/readFileTool';
import { NOTEBOOK_EDIT_TOOL_NAME, NotebookEditTool } from './vscode/tools/notebookEditTool';
import { NotebookService } from './vscode/apply/notebookService';
import { ReadGateService } from './vscode/ask/readGateService';
import { ToolReporter } from './vscode/report/toolReporting';
import { SyncCallsPermission } from './vscode/world/syncCallsPermission';
import { HistoryView } from './vscode/history/historyView';
import { startRecording } from './vscode/history/recordApplied';
import { recordAppliedChange } from './vscode/history/recordAppliedChange';
import { stateRoot } from './node/stateFolder';

/** What activate returns, for other extensions and the in-host tests. */
export interface GuardedEditApi {
  multiEditTool: MultiEditTool;
  readFileTool: ReadFileTool;
  createFileTool: CreateFileTool;
  /** `guarded_multi_file_edit`: the multi-edit tool's class under a second name, for several files at once. */
  multiFileEditTool: MultiEditTool;
  /** `guarded_apply_patch`: a patch, every file of it all or nothing. */
  applyPatchTool: ApplyPatchTool;
  /** `guarded_notebook_edit`: a .ipynb changed cell by cell on the open notebook. */
  notebookEditTool: NotebookEditTool;
  /** For tests: awaited before each apply attempt's re-check of every tool and the revert, between the checks and the apply (undefined to stop). */
  beforeApplyAttempt: ((attempt: number) => Promise<void>) | undefined;
  /** For the in-host bench: receive each edit request's phase timings in milliseconds (undefined to stop). */
  setPhaseRecorder(recorder: PhaseRecorder | undefined): void;
  /** The history view (its entries as last read, and a refresh), for the in-host tests. */
  history: HistoryView;
}

export function activate(context: vscode.ExtensionContext): GuardedEditApi {
  const log = vscode.window.createOutputChannel('Guarded Edit', { log: true });
  const diagnostics = new RejectionDiagnostics();
  const previews = new PreviewDocuments();
  const states = stateRoot();
  // This window's session in the journal: its own entries are never named as a change since a read.
  const session = `vscode-${process.pid}-${Date.now().toString(36)}`;
  const readGate = new ReadGateService(log, states, session);
  const reporter = new ToolReporter(log, diagnostics);
  const fileQueue = new KeyedQueue();
  // The one point after a change landed, for every tool and command; the history records each
  // landed call there, off the path the model waits on (see appliedChanges.ts).
  const appliedChanges = new AppliedChanges(recordAppliedChange);
  // The window's parts every request frame uses (apply/runTool.ts), and the world read once per call from its snapshot.
  const world = new WorldSnapshot();
  const seam: ApplySeam = { beforeApplyAttempt: undefined };
  const frame: ToolFrame = { log, reporter, diagnostics, queue: fileQueue, readGate, appliedChanges, world, seam };
  const service = new EditService(frame);
  const notebookService = new NotebookService(frame);
  const multiEditTool = new MultiEditTool(service, readGate, notebookService);
  const multiFileEditTool = new MultiEditTool(service, readGate);
  const readFileTool = new ReadFileTool(readGate, reporter, log);
  const createFileTool = new CreateFileTool(new CreateService(frame), readGate);
  const patchService = new PatchService(frame);
  const applyPatchTool = new ApplyPatchTool(patchService);
  const notebookEditTool = new NotebookEditTool(notebookService, readGate);
  const stopRecording = startRecording({ stateRoot: states, client: 'vscode', session, warn: (message) => log.warn(message) });
  const history = new HistoryView(states, frame);
  context.subscriptions.push(
    new SyncCallsPermission(),
    log,
    diagnostics,
    previews,
    readGate,
    world,
    vscode.lm.registerTool(MULTI_EDIT_TOOL_NAME, multiEditTool),
    vscode.lm.registerTool(READ_FILE_TOOL_NAME, readFileTool),
    vscode.lm.registerTool(CREATE_FILE_TOOL_NAME, createFileTool),
    vscode.lm.registerTool(MULTI_FILE_EDIT_TOOL_NAME, multiFileEditTool),
    vscode.lm.registerTool(APPLY_PATCH_TOOL_NAME, applyPatchTool),
    vscode.lm.registerTool(NOTEBOOK_EDIT_TOOL_NAME, notebookEditTool),
    // eslint-disable-next-line no-restricted-syntax -- the extension's own commands, a fixed few
    ...registerCommands(service, diagnostics, previews, log),
    history,
    { dispose: stopRecording },
  );
  log.info(`Guarded Edit activated (VS Code ${vscode.version})`);
  return {
    multiEditTool,
    readFileTool,
    createFileTool,
    multiFileEditTool,
    applyPatchTool,
    notebookEditTool,
    history,
    get beforeApplyAttempt() {
      return seam.beforeApplyAttempt;
    },
    set beforeApplyAttempt(hook) {
      seam.beforeApplyAttempt = hook;
    },
    setPhaseRecorder: (recorder) => {
      service.phaseRecorder = recorder;
    },
  };
}

export function deactivate(): void {}
