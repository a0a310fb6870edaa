// Runs one guarded_apply_patch request: validate (core), ask about sensitive files, then apply
// every file of the patch as ONE WorkspaceEdit (text edits, created, deleted and renamed files
// together, so one Undo reverts all of it), with the re-check just before, then save by policy.
import * as vscode from 'vscode';
import { previewContent, previewReplacements } from '../../core/confirm';
import type { GuardedError } from '../../core/errors';
import { patchRePlan, patchNotLandedError, type NotLanded, patchSuccessResult, unsavedDeleteError, validatePatchRequest, describePatchRequest, type PatchSuccess, type PlannedPatchFile } from '../../core/patch';
import { fileKey, type KeyedQueue } from '../../core/platform';
import type { ResolvedTarget } from '../../core/path';
import type { EditFailure } from '../../core/pipeline';
import { cancelledError, recheckBeforeApply, staleDocumentError, type PlannedChange } from '../../core/change';
import { editedLinesOf, gateModeFrom, gateAllowsOverride, type GateFinding, type GateMode } from '../../core/gate';
import type { GateSubject, ReadGateService } from '../ask/readGateService';
import { confirmSensitiveChanges, type ConfirmedChanges } from '../ask/sensitiveFiles';
import type { RejectionDiagnostics } from '../report/diagnostics';
import { notifySuccess } from '../report/notifications';
import type { ToolReporter } from '../report/toolReporting';
import { readSettings, type GuardedEditSettings } from '../world/settings';
import { applyLoop, type Applied, type ToolApply } from './applyLoop';
import { checkApplied, checkBeforeApply, knownTexts, plannedTexts, putBack, saveChecked, type DocumentChange, type SaveStep, type WrittenText } from './documentPromises';
import { documentFor, findOpenDocument } from '../world/openDocuments';
import { bytesBeforeDelete, fileExists } from '../world/diskBytes';
import { currentWorld, DocumentSet, editEnvironment } from '../world/environment';
import type { AppliedChanges, AppliedFile } from './appliedChanges';

export type PatchResult = PatchSuccess | EditFailure;

export class PatchService {
  /** Awaited just before each apply attempt's re-check; only the in-host tests set it. */
  beforeApplyAttempt: ((attempt: number) => Promise<void>) | undefined;

  constructor(
    private readonly log: vscode.LogOutputChannel,
    private readonly diagnostics: RejectionDiagnostics,
    private readonly reporter: ToolReporter,
    private readonly queue: KeyedQueue,
    private readonly readGate?: ReadGateService,
    /** Told once per patch whose changes landed (see appliedChanges.ts). */
    private readonly appliedChanges?: AppliedChanges,
  ) {}

  async run(input: unknown, token?: vscode.CancellationToken): Promise<PatchResult> {
    const summary = describePatchRequest(input);
    this.log.info(`[tool] request: ${summary}`);
    const settings = readSettings();
    const documents = new DocumentSet();
    const env = editEnvironment(settings, documents);
    this.readGate?.attach(env);
    if (token?.isCancellationRequested) return this.refuse(summary, [cancelledError()], [], settings);
    const validation = await validatePatchRequest(input, env);
    if (!validation.ok) return this.refuse(summary, validation.errors, validation.targets ?? [], settings);

    // The read-before-edit gate judges every file the patch changes from its current text.
    const gateMode = gateModeFrom(settings.readBeforeEdit);
    if (gateMode === 'require') {
      const gate = this.readGate?.settle(gateSubjectsOf(validation.files), gateMode);
      if (gate && gate.refused.length > 0) return this.refuse(summary, gate.refused, targetsOf(validation.files), settings);
    }
    const asked = await confirmSensitiveChanges(this.log, validation.files.flatMap(changesToConfirm), settings.confirmFiles, token);
    if (!asked.ok) return this.refuse(summary, asked.errors, targetsOf(validation.files), settings);

    const keys = targetsOf(validation.files).map((t) => fileKey(t.realPath, env.platform.caseSensitive));
    const deleting = bytesBeforeDelete(validation.files.filter((f) => f.action === 'delete').map((f) => f.target.realPath), settings.maxFileBytes);
    const outcome = await this.queue.run(keys, () => this.apply(validation.files, env, documents, token, gateMode, asked.confirmed));
    if (!outcome.ok) return this.refuse(summary, outcome.errors, targetsOf(validation.files), settings);

    const saving = await this.save(outcome.files, outcome.wasDirty, settings);
    if (!saving.ok) return this.refuse(summary, saving.errors, targetsOf(outcome.files), settings);
    this.diagnostics.clear(targetsOf(outcome.files).map((t) => vscode.Uri.file(t.realPath)));
    this.appliedChanges?.applied({
      tool: 'guarded_apply_patch',
      request: 'patch',
      origin: 'tool',
      files: outcome.files.map((f) => appliedPatchFile(f, deleting)),
    });
    for (const file of outcome.files) {
      if (file.newText !== undefined && file.document) {
        const written = file.destination ?? file.target;
        this.readGate?.recordOwnEdit(written, file.document.text, () => file.newText ?? '');
      }
    }
    const result = patchSuccessResult(outcome.files);
    // Files changed since the model's read, but not on the hunks' lines: the patch went ahead, and the result says so.
    if (outcome.notes.length > 0) result.notes = [...(result.notes ?? []), ...outcome.notes];
    for (const note of result.notes ?? []) this.log.info(`[tool] ${note}`);
    this.log.info(`[tool] applied the patch: ${result.files.map((f) => `${f.action} ${f.file_path}${f.moved_to ? ` to ${f.moved_to}` : ''}`).join(', ')}`);
    notifySuccess(settings.notifications, false, vscode.l10n.t('Guarded Edit applied a patch to {0} file(s).', result.files.length));
    return result;
  }

  /** For prepareInvocation, quietly: the gate's refusals of a patch that passes every other check (mode "ask" only). */
  async askAboutGate(input: unknown): Promise<GateFinding[]> {
    const settings = readSettings();
    const mode = gateModeFrom(settings.readBeforeEdit);
    if (!this.readGate || !gateAllowsOverride(mode)) return [];
    const validation = await validatePatchRequest(input, editEnvironment(settings, new DocumentSet()));
    if (!validation.ok) return [];
    return this.readGate.ask(gateSubjectsOf(validation.files), mode);
  }

  /** The patch's part of the one apply loop: its re-plan, its updated documents, its file operations, its landing check. */
  private apply(
    planned: PlannedPatchFile[],
    env: ReturnType<typeof editEnvironment>,
    documents: DocumentSet,
    token: vscode.CancellationToken | undefined,
    gateMode: GateMode,
    confirmed: ConfirmedChanges,
  ): Promise<Applied<PlannedPatchFile>> {
    const updatedOf = (files: readonly PlannedPatchFile[]) => files.flatMap(updatedChange);
    const tool: ToolApply<PlannedPatchFile> = {
      recheck: (files, attempt) => recheckBeforeApply(files, { ...env, ...currentWorld() }, attempt, patchRePlan),
      textEdits: (files) => updatedOf(files).map((f) => ({ document: documents.get(f.target.realPath), version: f.document.version })),
      promises: async (files, open) => {
        // The promises to the person of an edit (read-only, other editors, size) for every updated file.
        const updated = updatedOf(files);
        const promises = await checkBeforeApply(updated, open, env.maxFileBytes, knownTexts(updated.map((f) => f.newText)), addedLines);
        if (!promises.ok) return promises;
        // A file to delete must not hold unsaved work: deleting it would throw that work away.
        const deleted = files.filter((f) => f.action === 'delete');
        const dirtyDeleted = (await Promise.all(deleted.map(async (f) => ((await findOpenDocument(f.target.realPath))?.isDirty ? [f] : [])))).flat();
        if (dirtyDeleted.length > 0) return { ok: false, errors: dirtyDeleted.map((f) => unsavedDeleteError(f.target.displayPath, f.operation.line)) };
        return { ok: true };
      },
      gateSubjects: (files) => gateSubjectsOf(files),
      plannedChanges: (files) => files.flatMap(changesToConfirm),
      build: (files) => {
        const edit = new vscode.WorkspaceEdit();
        for (const file of files) {
          const uri = vscode.Uri.file(file.target.realPath);
          if (file.action === 'add') {
            edit.createFile(uri, { overwrite: false, ignoreIfExists: false, contents: new TextEncoder().encode(file.newText ?? '') });
            continue;
          }
          if (file.action === 'delete') {
            edit.deleteFile(uri, { recursive: false, ignoreIfNotExists: false });
            continue;
          }
          const document = documents.get(file.target.realPath);
          if (!document) continue;
          for (const r of file.replacements) edit.replace(document.uri, new vscode.Range(document.positionAt(r.start), document.positionAt(r.end)), r.text);
          if (file.destination) edit.renameFile(document.uri, vscode.Uri.file(file.destination.realPath), { overwrite: false, ignoreIfExists: false });
        }
        return edit;
      },
      // Success is checked: every file holds what the patch should have left.
      notLanded: async (files, open) => {
        const missing = await notLanded(files, updatedOf(files), open);
        return missing.length > 0 ? [patchNotLandedError(missing)] : [];
      },
      stale: (files, attempts) => files.map((f) => staleDocumentError(f.target.displayPath, ['patch'], attempts, 'it kept changing.')),
      displayPaths: (files) => files.map((f) => f.target.displayPath),
    };
    return applyLoop(planned, tool, {
      token, readGate: this.readGate, gateMode, confirmed, gateAction: 'edit',
      ...(this.beforeApplyAttempt ? { beforeAttempt: this.beforeApplyAttempt } : {}),
    }, targetsOf(planned));
  }

  /** Updated and moved files are saved by guardedEdit.saveAfterEdit; added and deleted ones are already on disk. `wasDirty`: of the updated files, in order. */
  private async save(files: readonly PlannedPatchFile[], wasDirty: readonly boolean[], settings: GuardedEditSettings) {
    const policy = settings.saveAfterEdit;
    const steps: SaveStep[] = [];
    for (const file of files.flatMap(updatedChange)) {
      const dirty = wasDirty[steps.length] ?? false;
      const document = await documentFor((file.destination ?? file.target).realPath);
      steps.push({ file, document, wasDirty: dirty, save: policy === 'always' || (policy === 'ifWasClean' && !dirty) });
    }
    return saveChecked(steps, (message) => this.log.warn(message));
  }

  private refuse(summary: string, errors: GuardedError[], targets: readonly ResolvedTarget[], settings: GuardedEditSettings): EditFailure {
    return this.reporter.refuse(vscode.l10n.t('Guarded Edit refused {0}', summary), errors, targets, settings);
  }
}

/** The files the gate judges: every updated, moved or deleted file, with the text it was planned on. */
function gateSubjectsOf(files: readonly PlannedPatchFile[]): GateSubject[] {
  return files.flatMap((f) => {
    const document = f.document;
    if (!document) return [];
    // A deleted file has no edited lines: any change since the read stops it.
    const edited = f.action === 'delete' ? undefined : () => editedLinesOf(document.text, f.replacements);
    return [{ target: f.target, text: document.text, filePathPath: ['patch'], ...(edited ? { edited } : {}) }];
  });
}

function targetsOf(files: readonly PlannedPatchFile[]): ResolvedTarget[] {
  return files.flatMap((f) => (f.destination ? [f.target, f.destination] : [f.target]));
}

/** An updated (or moved) file: a change of its open document, with its text after the hunks. */
type UpdatedFile = PlannedPatchFile & DocumentChange & { newText: string };

function updatedChange(file: PlannedPatchFile): UpdatedFile[] {
  return file.document ? [{ ...file, inputPath: ['patch'], document: file.document, newText: file.newText ?? file.document.text }] : [];
}

/** What the hunks write into an updated file, which its encoding must hold. */
function addedLines(file: UpdatedFile): WrittenText[] {
  return file.replacements.map((r) => ({ text: r.text, label: `The patch's added lines for ${file.target.displayPath}`, path: ['patch'] }));
}

/** What the sensitive-file question sees: every file changed, created, removed or moved to. */
function changesToConfirm(file: PlannedPatchFile): PlannedChange[] {
  const preview = () => (file.document ? previewReplacements(file.document.text, file.replacements) : previewContent(file.newText ?? ''));
  const changes: PlannedChange[] = [{
    target: file.target,
    inputPath: ['patch'],
    action: file.action === 'add' ? 'create' : 'edit',
    before: file.action === 'add' ? undefined : file.document?.text ?? '',
    preview,
  }];
  if (file.destination) changes.push({ target: file.destination, inputPath: ['patch'], action: 'create', before: undefined, preview });
  return changes;
}

/**
 * What did not land of an applied patch, each said in words; the text edits of files that stay
 * where they were are put back when any part is missing, so a refusal leaves no half of a patch
 * in the buffers.
 */
async function notLanded(files: readonly PlannedPatchFile[], updated: readonly UpdatedFile[], open: readonly vscode.TextDocument[]): Promise<NotLanded[]> {
  const missing: NotLanded[] = [];
  for (const file of files) {
    if (file.action === 'add' && !(await fileExists(file.target.realPath))) missing.push({ displayPath: file.target.displayPath, expected: 'created' });
    if (file.action === 'delete' && (await fileExists(file.target.realPath))) missing.push({ displayPath: file.target.displayPath, expected: 'deleted' });
    if (file.action === 'move' && file.destination) {
      const moved = await documentFor(file.destination.realPath).catch(() => undefined);
      if (moved?.getText() !== file.newText) missing.push({ displayPath: file.destination.displayPath, expected: 'moved' });
    }
  }
  const inPlace = updated.flatMap((f, i) => (f.destination ? [] : [{ file: f, document: open[i] }]));
  const landed = checkApplied(inPlace.map((u) => u.file), inPlace.map((u) => u.document), plannedTexts(inPlace.map((u) => u.file)));
  if (!landed.ok) for (const i of landed.missing) missing.push({ displayPath: inPlace[i].file.target.displayPath, expected: 'edited' });
  if (missing.length > 0) await putBack(inPlace.map((u) => u.file), inPlace.map((u) => u.document), inPlace.map((_, i) => i));
  return missing;
}

/** A patch's file as the after-apply point tells it: a deleted file's bytes read before, a moved file's text at its destination. */
function appliedPatchFile(f: PlannedPatchFile, deleting: ReadonlyMap<string, Uint8Array>): AppliedFile {
  const bytesBefore = f.action === 'delete' ? deleting.get(f.target.realPath) : undefined;
  return {
    target: f.target,
    ...(f.destination ? { destination: f.destination } : {}),
    action: f.action,
    before: f.document?.text,
    ...(bytesBefore ? { bytesBefore } : {}),
    after: f.action === 'delete' ? undefined : f.newText ?? f.document?.text,
  };
}
