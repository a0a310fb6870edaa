// Runs one guarded_create_file request end to end: check, ask, apply through the one apply loop,
// save by policy, report. A new file is written by WorkspaceEdit.createFile (VS Code creates
// missing parent folders in the same operation; Undo deletes the file). An overwrite replaces the
// text of the file's document instead, so an unsaved buffer is never discarded and Undo restores
// the old text.
import * as vscode from 'vscode';
import { checkTextForEditorEncoding } from '../../core/bytes';
import { cancelledError, loadFailedError, recheckBeforeApply, retargetedError, rulesChangedError, staleDocumentError, untrustedWorkspaceError, type PlannedChange, type RePlan } from '../../core/change';
import { previewContent, previewReplacements } from '../../core/confirm';
import type { GuardedError } from '../../core/errors';
import { createRefusalSummary, createResult, createSuccessMessage, createdMeanwhileError, decideCreate, describeCreateRequest, overwriteReplacement, type CreateResult } from '../../core/files';
import { gateModeFrom, type GateMode, type SettledGate } from '../../core/gate';
import { resolveTarget, targetRulesKey, type ResolvedTarget, type TargetPurpose } from '../../core/path';
import type { KeyedQueue } from '../../core/platform';
import type { EditFailure } from '../../core/pipeline';
import { parseCreateFileInput, type CreateFileInput } from '../../core/request';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';
import type { ReadGateService } from '../ask/readGateService';
import { confirmSensitiveChanges } from '../ask/sensitiveFiles';
import type { RejectionDiagnostics } from '../report/diagnostics';
import { notifySuccess } from '../report/notifications';
import type { ToolReporter } from '../report/toolReporting';
import { documentFor } from '../world/openDocuments';
import { DocumentSet, editEnvironment } from '../world/environment';
import { readSettings, workspaceRoots, type GuardedEditSettings } from '../world/settings';
import type { AppliedChanges, AppliedFile } from './appliedChanges';
import { applyLoop, type ToolApply } from './applyLoop';
import { checkOverwrite, editorStateErrors, saveChecked, type DocumentChange } from './documentPromises';

export const CREATE_FILE_TOOL_NAME = 'guarded_create_file';

const FILE_PATH: (string | number)[] = ['file_path'];

/** What the checks decided, with what applying it needs. */
export type CreateDecision =
  | { ok: true; action: 'create'; target: ResolvedTarget }
  | { ok: true; action: 'overwrite'; target: ResolvedTarget; document: vscode.TextDocument; text: string; version: number; gate: SettledGate }
  | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

type Decided = Extract<CreateDecision, { ok: true }>;

type Outcome = { ok: true; result: CreateResult; applied: AppliedFile } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

export class CreateService {
  /** Awaited between the checks and the re-check before applying; only the in-host tests set it. */
  beforeApply: (() => Promise<void>) | undefined;

  constructor(
    private readonly gate: ReadGateService,
    private readonly reporter: ToolReporter,
    private readonly diagnostics: RejectionDiagnostics,
    private readonly log: vscode.LogOutputChannel,
    /** Shared with the edits, so that every change of one file waits for the one before. */
    private readonly queue: KeyedQueue,
    /** Told once per create or overwrite that landed (see appliedChanges.ts). */
    private readonly appliedChanges?: AppliedChanges,
  ) {}

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

    const outcome = await this.queue.run([this.gate.keyOf(first.target)], async (): Promise<Outcome> => {
      const applied = await applyLoop([first], this.createApply(request, settings, mode), {
        token, readGate: this.gate, gateMode: mode, confirmed: asked.confirmed, gateAction: 'overwrite',
        beforeAttempt: (attempt) => (attempt === 1 && this.beforeApply ? this.beforeApply() : Promise.resolve()),
      }, [first.target]);
      if (!applied.ok) return applied;
      const done = applied.files[0];
      return done.action === 'create' ? this.created(request, done.target) : this.overwritten(request, done, applied.wasDirty[0] ?? false, settings);
    });
    if (!outcome.ok) return refuse(outcome.errors, outcome.targets);
    const { result } = outcome;
    this.appliedChanges?.applied({ tool: CREATE_FILE_TOOL_NAME, request: 'create', origin: 'tool', files: [outcome.applied] });
    this.diagnostics.clear([vscode.Uri.file(first.target.realPath)]);
    const message = createSuccessMessage(result);
    this.log.info(`[tool] ${message} (${Date.now() - started} ms; saved: ${String(result.saved)})`);
    notifySuccess(settings.notifications, false, message);
    return result;
  }

  /** Every check of a create, in order (the re-check before applying is createRePlan). */
  async decide(request: CreateFileInput, settings: GuardedEditSettings, mode: GateMode): Promise<CreateDecision> {
    const resolved = await resolveCreateTarget(request.file_path, settings, 'create');
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

  /** The create's part of the one apply loop: its re-plan (below), its edit a createFile or one replace. */
  private createApply(request: CreateFileInput, settings: GuardedEditSettings, mode: GateMode): ToolApply<Decided> {
    const rePlan = this.createRePlan(request, windowRules(settings), mode);
    return {
      // Time of check to time of use: the one re-check, on the folders and settings as they are now.
      recheck: (files, attempt) => {
        const documents = new DocumentSet();
        return recheckBeforeApply(files, editEnvironment(readSettings(), documents), attempt, rePlan(documents));
      },
      textEdits: ([f]) => (f.action === 'overwrite' ? [{ document: f.document, version: f.version }] : []),
      promises: async ([f]) => {
        const errors = f.action === 'overwrite'
          ? await checkOverwrite(f.target, f.document, request.content, f.target.root.rules?.maxFileBytes ?? settings.maxFileBytes)
          : [
            ...await editorStateErrors(f.target, [], vscode.Uri.file(f.target.realPath), false),
            ...checkTextForEditorEncoding(request.content, 'utf8', 'content').map((e) => ({ ...e, path: ['content'] })),
          ];
        return errors.length > 0 ? { ok: false, errors } : { ok: true };
      },
      // The gate settled in the re-check (an overwrite's); its allowance is logged once saved.
      gateSubjects: () => [],
      // What the person allowed must be what is applied (the same text, still a create or an overwrite).
      plannedChanges: ([f]) => [changeToConfirm(f, request)],
      build: ([f]) => {
        const edit = new vscode.WorkspaceEdit();
        const uri = vscode.Uri.file(f.target.realPath);
        if (f.action === 'create') {
          // VS Code's file service creates missing parent folders as part of this one operation.
          edit.createFile(uri, { overwrite: false, ignoreIfExists: false, contents: new TextEncoder().encode(request.content) });
        } else {
          const replacement = overwriteReplacement(f.text, request.content, eolOf(f.document));
          edit.replace(f.document.uri, new vscode.Range(f.document.positionAt(replacement.start), f.document.positionAt(replacement.end)), replacement.text);
        }
        return edit;
      },
      notLanded: () => Promise.resolve([]),
      stale: ([f], attempts) => [staleDocumentError(f.target.displayPath, [], attempts, 'it kept changing.')],
      displayPaths: ([f]) => [f.target.displayPath],
    };
  }

  /**
   * The create's part of the one re-check (core/change's recheckBeforeApply): the path through the
   * jail again (the same real file, the same rules, still absent for a create; an overwrite's file
   * still there, or the jail's FILE_NOT_FOUND), and an overwrite's read gate asked again when the file's text changed since.
   */
  private createRePlan(request: CreateFileInput, rulesWhenChecked: TargetRules, mode: GateMode): (documents: DocumentSet) => RePlan<Decided> {
    return (documents) => ({
      jailAgain: async (file, env) => {
        const again = await resolveTarget(request.file_path, env.roots, env.fs, env.platform, {
          purpose: file.action === 'create' ? 'create' : 'edit', protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes,
        });
        if (!again.ok) return again;
        const target = again.target;
        if (this.gate.keyOf(target) !== this.gate.keyOf(file.target)) return { ok: false, errors: [retargetedError(file.target.displayPath, [], file.target.realPath, target.realPath)] };
        if (targetRulesKey(target, env) !== targetRulesKey(file.target, rulesWhenChecked)) return { ok: false, errors: [rulesChangedError(file.target.displayPath, [], 'create')] };
        if (file.action === 'create' && target.exists) {
          const refused = decideCreate({ exists: true, overwrite: request.overwrite, gateError: undefined, displayPath: target.displayPath });
          return { ok: false, errors: refused.ok ? [createdMeanwhileError(target.displayPath)] : refused.errors };
        }
        return { ok: true, file: { ...file, target } };
      },
      plannedOn: (file) => (file.action === 'overwrite' ? { text: file.text, eol: eolOf(file.document), version: file.version } : undefined),
      target: (file) => file.target,
      inputPath: () => [],
      placed: (_file, errors) => [...errors],
      withDocument: (file) => file,
      // An overwrite whose text changed since the checks: the read gate judges the text as it is now.
      plan: (file, loaded) => {
        const document = documents.get(file.target.realPath);
        if (file.action !== 'overwrite' || !document) return Promise.resolve({ ok: true, file });
        const gate = this.gate.settle([{ target: file.target, text: loaded.text, filePathPath: FILE_PATH }], mode);
        const decision = decideCreate({ exists: true, overwrite: true, gateError: gate.refused[0], displayPath: file.target.displayPath });
        if (!decision.ok) return Promise.resolve(decision);
        return Promise.resolve({ ok: true, file: { ...file, document, text: loaded.text, version: loaded.version, gate } });
      },
    });
  }

  private async created(request: CreateFileInput, target: ResolvedTarget): Promise<Outcome> {
    // The gate remembers the text as a document shows it (VS Code normalises mixed line endings).
    try {
      this.gate.recordWrite(target, (await vscode.workspace.openTextDocument(vscode.Uri.file(target.realPath))).getText());
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

  private async overwritten(request: CreateFileInput, decision: Extract<Decided, { action: 'overwrite' }>, wasDirty: boolean, settings: GuardedEditSettings): Promise<Outcome> {
    const { document, target } = decision;
    const after = document.getText();
    const policy = settings.saveAfterEdit;
    const eol = eolOf(document);
    // Saved as an edit is: checked to have landed, tried once more when VS Code refuses a save only
    // because its record of the file is older than the disk, and the old text put back when it fails.
    const overwrite: DocumentChange = {
      target,
      inputPath: [],
      document: { text: decision.text, eol, version: decision.version },
      replacements: [overwriteReplacement(decision.text, request.content, eol)],
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

function eolOf(document: vscode.TextDocument): '\n' | '\r\n' {
  return document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
}

export function resolveCreateTarget(filePath: string, settings: GuardedEditSettings, purpose: TargetPurpose) {
  return resolveTarget(filePath, workspaceRoots(), hostFs(), nodePlatform(), {
    purpose, protectedPatterns: settings.protectedFiles, maxFileBytes: settings.maxFileBytes,
  });
}

type TargetRules = ReturnType<typeof windowRules>;

function windowRules(settings: GuardedEditSettings) {
  return { protectedPatterns: settings.protectedFiles, confirmPatterns: settings.confirmFiles, maxFileBytes: settings.maxFileBytes };
}

/** The existing file of an overwrite, checked as for an edit and opened as a document (the open buffer when there is one). */
export async function loadExisting(
  filePath: string,
  settings: GuardedEditSettings,
): Promise<{ ok: true; target: ResolvedTarget; document: vscode.TextDocument } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] }> {
  const resolved = await resolveCreateTarget(filePath, settings, 'edit');
  if (!resolved.ok) return { ok: false, errors: resolved.errors, targets: [] };
  try {
    const document = await documentFor(resolved.target.realPath);
    return { ok: true, target: resolved.target, document };
  } catch (error) {
    return { ok: false, errors: [loadFailedError(resolved.target.displayPath, [], error instanceof Error ? error.message : String(error))], targets: [resolved.target] };
  }
}

/** A create or overwrite as the sensitive-file question sees it. */
function changeToConfirm(decision: Decided, request: CreateFileInput): PlannedChange {
  if (decision.action === 'create') {
    return { target: decision.target, inputPath: [], action: 'create', before: undefined, preview: () => previewContent(request.content) };
  }
  const { text, document } = decision;
  return {
    target: decision.target, inputPath: [], action: 'overwrite', before: text,
    preview: () => previewReplacements(text, [overwriteReplacement(text, request.content, eolOf(document))]),
  };
}
