// The language-model tool `guarded_create_file`: create a file inside the workspace jail, or
// overwrite one when asked to and the read-before-edit gate allows it, as ONE WorkspaceEdit.
// A new file is written by WorkspaceEdit.createFile (VS Code creates missing parent folders in
// the same operation; Undo deletes the file). An overwrite replaces the text of the file's
// document instead, so an unsaved buffer is never discarded and Undo restores the old text.
import { checkTextForEditorEncoding } from '../../core/bytes';
import { checkOverwrite, editorStateErrors, saveChecked } from '../apply/documentPromises';
import { documentFor } from '../world/openDocuments';
import { applyWorkspaceEdit, refusedEditError } from '../apply/applyWorkspaceEdit';
import * as vscode from 'vscode';
import { cancelledError, loadFailedError, retargetedError, rulesChangedError, staleDocumentError, untrustedWorkspaceError, type PlannedChange } from '../../core/change';
import { createResult, decideCreate, overwriteReplacement, type CreateAction, type CreateResult } from '../../core/files';
import type { GuardedError } from '../../core/errors';
import { describeGateConfirmation, type GateFinding, type SettledGate } from '../../core/gate';
import type { KeyedQueue } from '../../core/platform';
import { confirmPatternOf, resolveTarget, targetRulesKey, type ResolvedTarget, type TargetPurpose } from '../../core/path';
import {
  createInvocationMessage,
  createRefusalSummary,
  createSuccessMessage,
  describeCreateConfirmation,
  describeCreateRequest,
} from '../../core/files';
import { gateModeFrom, type GateMode } from '../../core/gate';
import type { EditFailure, PlannedFile } from '../../core/pipeline';
import { parseCreateFileInput } from '../../core/request';
import type { CreateFileInput } from '../../core/request';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';
import type { RejectionDiagnostics } from '../report/diagnostics';
import { notifySuccess } from '../report/notifications';
import type { ReadGateService } from '../ask/readGateService';
import { readSettings, workspaceRoots, type GuardedEditSettings } from '../world/settings';
import type { ToolReporter } from '../report/toolReporting';
import { previewContent, previewReplacements } from '../../core/confirm';
import { confirmSensitiveChanges, type ConfirmedChanges } from '../ask/sensitiveFiles';
import type { AppliedChanges, AppliedFile } from '../apply/appliedChanges';

export const CREATE_FILE_TOOL_NAME = 'guarded_create_file';

const FILE_PATH: (string | number)[] = ['file_path'];

/** What the checks decided, with what applying it needs. */
type Decision =
  | { ok: true; action: 'create'; target: ResolvedTarget }
  | { ok: true; action: 'overwrite'; target: ResolvedTarget; document: vscode.TextDocument; text: string; version: number; gate: SettledGate }
  | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

type Outcome = { ok: true; result: CreateResult; applied: AppliedFile } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

export class CreateFileTool implements vscode.LanguageModelTool<unknown> {
  /** Creates and overwrites of one file run one after another. */
  /** Awaited between the checks and the re-check before applying; only the in-host tests set it. */
  beforeApply: (() => Promise<void>) | undefined;

  constructor(
    private readonly gate: ReadGateService,
    private readonly reporter: ToolReporter,
    private readonly diagnostics: RejectionDiagnostics,
    private readonly log: vscode.LogOutputChannel,
    /** Shared with the multi-edit, so that every change of one file waits for the one before. */
    private readonly queue: KeyedQueue,
    /** Told once per create or overwrite that landed (see appliedChanges.ts). */
    private readonly appliedChanges?: AppliedChanges,
  ) {}

  /**
   * Says what is created, and asks the person when the file is under guardedEdit.confirmFiles or
   * when the read-before-edit gate would refuse an overwrite. Writes nothing; the only thing it
   * remembers is which gate refusals the person is asked about. Refusals of the path jail are
   * never asked about: invoke refuses them.
   */
  async prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): Promise<vscode.PreparedToolInvocation> {
    const input = options.input;
    const parsed = parseCreateFileInput(input);
    if (!parsed.ok || !vscode.workspace.isTrusted) return { invocationMessage: createInvocationMessage(input) };
    const settings = readSettings();
    const resolved = await resolve(parsed.value.file_path, settings, 'create');
    if (!resolved.ok) return { invocationMessage: createInvocationMessage(input) };
    const target = resolved.target;
    const prepared: vscode.PreparedToolInvocation = { invocationMessage: createInvocationMessage(input, target.exists) };
    if (target.exists && parsed.value.overwrite !== true) return prepared; // FILE_EXISTS: nothing to ask

    const action: CreateAction = target.exists ? 'overwrite' : 'create';
    let findings: GateFinding[] = [];
    if (action === 'overwrite') {
      const existing = await loadExisting(parsed.value.file_path, settings);
      if (!existing.ok) return prepared;
      findings = this.gate.ask([{ target: existing.target, text: existing.document.getText(), filePathPath: FILE_PATH }], gateModeFrom(settings.readBeforeEdit));
    }
    const pattern = confirmPatternOf(settings.confirmFiles, target, nodePlatform());
    const files = pattern ? describeCreateConfirmation({ displayPath: target.displayPath, pattern, action }) : undefined;
    const text = describeGateConfirmation(findings, 'overwrite', files);
    if (text) prepared.confirmationMessages = { title: text.title, message: new vscode.MarkdownString(text.message) };
    return prepared;
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const result = await this.create(options.input, token);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }

  /** Create (or overwrite) as the tool does, returning the result object. */
  async create(input: unknown, token?: vscode.CancellationToken): Promise<CreateResult | EditFailure> {
    const started = Date.now();
    const settings = readSettings();
    this.log.info(`[tool] create request: ${describeCreateRequest(input)}`);
    const refuse = (errors: GuardedError[], targets: readonly ResolvedTarget[] = []) =>
      this.reporter.refuse(createRefusalSummary(input), errors, targets, settings);

    if (!vscode.workspace.isTrusted) return refuse([untrustedWorkspaceError()]);
    const parsed = parseCreateFileInput(input);
    if (!parsed.ok) return refuse(parsed.errors);
    const request = parsed.value;
    if (token?.isCancellationRequested) return refuse([cancelledError()]);

    const mode = gateModeFrom(settings.readBeforeEdit);
    const first = await this.decide(request, settings, mode);
    if (!first.ok) return refuse(first.errors, first.targets);

    // A sensitive file needs the person's yes in a dialog of our own, whatever prepareInvocation asked.
    const asked = await confirmSensitiveChanges(this.log, [changeToConfirm(first, request)], settings.confirmFiles, token);
    if (!asked.ok) return refuse(asked.errors, [first.target]);

    const outcome = await this.queue.run([this.gate.keyOf(first.target)], () => this.apply(request, first, settings, mode, token, asked.confirmed));
    if (!outcome.ok) return refuse(outcome.errors, outcome.targets);
    const { result } = outcome;
    this.appliedChanges?.applied({ tool: CREATE_FILE_TOOL_NAME, request: 'create', origin: 'tool', files: [outcome.applied] });
    this.diagnostics.clear([vscode.Uri.file(first.target.realPath)]);
    const message = createSuccessMessage(result);
    this.log.info(`[tool] ${message} (${Date.now() - started} ms; saved: ${String(result.saved)})`);
    notifySuccess(settings.notifications, false, message);
    return result;
  }

  /** Every check of a create, in order; the same ones run again just before applying. */
  private async decide(request: CreateFileInput, settings: GuardedEditSettings, mode: GateMode): Promise<Decision> {
    const resolved = await resolve(request.file_path, settings, 'create');
    if (!resolved.ok) return { ok: false, errors: resolved.errors, targets: [] };
    const target = resolved.target;
    if (!target.exists) return { ok: true, action: 'create', target };
    if (request.overwrite !== true) {
      // FILE_EXISTS, by the core's decision (the gate is consulted only for an overwrite).
      const refused = decideCreate({ exists: true, overwrite: request.overwrite, gateError: undefined, displayPath: target.displayPath });
      return { ok: false, errors: refused.ok ? [] : refused.errors, targets: [target] };
    }
    // An overwrite changes an existing file: it must pass the checks of an edit (read-only, size,
    // binary), and the read-before-edit gate (which the person may overrule in the dialog).
    const existing = await loadExisting(request.file_path, settings);
    if (!existing.ok) return existing;
    const text = existing.document.getText();
    const gate = this.gate.settle([{ target: existing.target, text, filePathPath: FILE_PATH }], mode);
    const decision = decideCreate({ exists: true, overwrite: true, gateError: gate.refused[0], displayPath: existing.target.displayPath });
    if (!decision.ok) return { ok: false, errors: decision.errors, targets: [existing.target] };
    return { ok: true, action: 'overwrite', target: existing.target, document: existing.document, text, version: existing.document.version, gate };
  }

  private async apply(
    request: CreateFileInput,
    first: Extract<Decision, { ok: true }>,
    settings: GuardedEditSettings,
    mode: GateMode,
    token: vscode.CancellationToken | undefined,
    confirmed: ConfirmedChanges,
  ): Promise<Outcome> {
    if (this.beforeApply) await this.beforeApply();
    if (token?.isCancellationRequested) return { ok: false, errors: [cancelledError()], targets: [] };
    // Time of check to time of use: every check again, on the folders and settings as they are
    // now, then nothing awaits until applyEdit.
    const now = readSettings();
    const again = await this.decide(request, now, mode);
    if (!again.ok) return again;
    if (this.gate.keyOf(again.target) !== this.gate.keyOf(first.target)) {
      return { ok: false, errors: [retargetedError(first.target.displayPath, [], first.target.realPath, again.target.realPath)], targets: [] };
    }
    if (targetRulesKey(again.target, windowRules(now)) !== targetRulesKey(first.target, windowRules(settings))) {
      return { ok: false, errors: [rulesChangedError(first.target.displayPath, [], 'create')], targets: [] };
    }
    if (token?.isCancellationRequested) return { ok: false, errors: [cancelledError()], targets: [] };
    // What the person allowed must be what is applied (the same text, still a create or an overwrite).
    const changedSinceYes = confirmed.changedSince([changeToConfirm(again, request)]);
    if (changedSinceYes.length > 0) return { ok: false, errors: changedSinceYes, targets: [again.target] };
    return again.action === 'create' ? this.applyCreate(request, again.target) : this.applyOverwrite(request, again, settings);
  }

  private async applyCreate(request: CreateFileInput, target: ResolvedTarget): Promise<Outcome> {
    const uri = vscode.Uri.file(target.realPath);
    const refused = [...await editorStateErrors(target, [], uri, false), ...checkTextForEditorEncoding(request.content, 'utf8', 'content').map((e) => ({ ...e, path: ['content'] }))];
    if (refused.length > 0) return { ok: false, errors: refused, targets: [target] };
    const edit = new vscode.WorkspaceEdit();
    // VS Code's file service creates missing parent folders as part of this one operation.
    edit.createFile(uri, { overwrite: false, ignoreIfExists: false, contents: new TextEncoder().encode(request.content) });
    const failed = await applyOrFailure(edit, target);
    if (failed) return failed;
    // The gate remembers the text as a document shows it (VS Code normalises mixed line endings).
    try {
      this.gate.recordWrite(target, (await vscode.workspace.openTextDocument(uri)).getText());
    } catch (error) {
      this.log.warn(`could not open ${target.displayPath} after creating it: ${String(error)}`);
      this.gate.recordWrite(target, request.content);
    }
    return {
      ok: true,
      result: createResult({ displayPath: target.displayPath, workspaceFolder: target.workspaceFolder, action: 'create', content: request.content, saved: true }),
      applied: { target, action: 'create', before: undefined, after: request.content },
    };
  }

  private async applyOverwrite(
    request: CreateFileInput,
    decision: Extract<Decision, { action: 'overwrite' }>,
    settings: GuardedEditSettings,
  ): Promise<Outcome> {
    const { document, target } = decision;
    const promises = await checkOverwrite(target, document, request.content, target.root.rules?.maxFileBytes ?? settings.maxFileBytes);
    if (promises.length > 0) return { ok: false, errors: promises, targets: [target] };
    if (document.version !== decision.version) {
      return { ok: false, errors: [staleDocumentError(target.displayPath, [], 1, 'it changed after it was checked.')], targets: [target] };
    }
    const eol = document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
    const replacement = overwriteReplacement(decision.text, request.content, eol);
    const wasDirty = document.isDirty;
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, new vscode.Range(document.positionAt(replacement.start), document.positionAt(replacement.end)), replacement.text);
    const failed = await applyOrFailure(edit, target, () => document.version !== decision.version);
    if (failed) return failed;
    const after = document.getText();
    const policy = settings.saveAfterEdit;
    // Saved as an edit is: checked to have landed, tried once more when VS Code refuses a save only
    // because its record of the file is older than the disk, and the old text put back when it fails.
    const overwrite: PlannedFile = {
      request: { file_path: request.file_path, edits: [] },
      inputPath: [],
      target,
      document: { text: decision.text, eol, version: decision.version },
      replacements: [replacement],
      changes: [],
      replacementCount: 1,
      editsApplied: 1,
    };
    const saving = await saveChecked(
      [{ file: overwrite, document, wasDirty, save: policy === 'always' || (policy === 'ifWasClean' && !wasDirty) }],
      (message) => this.log.warn(message),
    );
    if (!saving.ok) return { ok: false, errors: saving.errors, targets: [target] };
    const saved = saving.saved[0];
    // A save participant (format on save) may change the text further: report and remember the saved text.
    const content = document.getText();
    this.gate.recordWrite(target, content);
    this.gate.allowed(decision.gate, 'overwrite');
    const formattedOnSave = content !== after;
    return {
      ok: true,
      result: createResult({ displayPath: target.displayPath, workspaceFolder: target.workspaceFolder, action: 'overwrite', content, saved, formattedOnSave }),
      applied: { target, action: 'overwrite', before: decision.text, after: content },
    };
  }
}

/** A create or overwrite as the sensitive-file question sees it. */
function changeToConfirm(decision: Extract<Decision, { ok: true }>, request: CreateFileInput): PlannedChange {
  if (decision.action === 'create') {
    return { target: decision.target, inputPath: [], action: 'create', before: undefined, preview: () => previewContent(request.content) };
  }
  const { text, document } = decision;
  return {
    target: decision.target, inputPath: [], action: 'overwrite', before: text,
    preview: () => previewReplacements(text, [overwriteReplacement(text, request.content, document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n')]),
  };
}

/** Applies the edit; a refusal or exception is the failure returned. */
async function applyOrFailure(edit: vscode.WorkspaceEdit, target: ResolvedTarget, changed?: () => boolean): Promise<Outcome | undefined> {
  const answer = await applyWorkspaceEdit(edit, [target.displayPath]);
  if (answer.error) return { ok: false, errors: [answer.error], targets: [target] };
  if (answer.applied) return undefined;
  if (changed?.()) {
    return { ok: false, errors: [staleDocumentError(target.displayPath, [], 1, 'it changed while the overwrite was applied.')], targets: [target] };
  }
  return { ok: false, errors: [refusedEditError([target.displayPath])], targets: [target] };
}

function resolve(filePath: string, settings: GuardedEditSettings, purpose: TargetPurpose) {
  return resolveTarget(filePath, workspaceRoots(), hostFs(), nodePlatform(), {
    purpose, protectedPatterns: settings.protectedFiles, maxFileBytes: settings.maxFileBytes,
  });
}

function windowRules(settings: GuardedEditSettings) {
  return { protectedPatterns: settings.protectedFiles, confirmPatterns: settings.confirmFiles, maxFileBytes: settings.maxFileBytes };
}

/** The existing file of an overwrite, checked as for an edit and opened as a document (the open buffer when there is one). */
async function loadExisting(
  filePath: string,
  settings: GuardedEditSettings,
): Promise<{ ok: true; target: ResolvedTarget; document: vscode.TextDocument } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] }> {
  const resolved = await resolve(filePath, settings, 'edit');
  if (!resolved.ok) return { ok: false, errors: resolved.errors, targets: [] };
  try {
    const document = await documentFor(resolved.target.realPath);
    return { ok: true, target: resolved.target, document };
  } catch (error) {
    return { ok: false, errors: [loadFailedError(resolved.target.displayPath, [], error instanceof Error ? error.message : String(error))], targets: [resolved.target] };
  }
}
