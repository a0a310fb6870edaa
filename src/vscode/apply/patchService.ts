// What is guarded_apply_patch's own in the one request frame (runTool): its checks (core), its
// subjects, and every file of the patch applied as ONE WorkspaceEdit (text edits, created, deleted
// and renamed files together, so one Undo reverts all of it), saved by policy.
import * as vscode from 'vscode';
import { patchRePlan, patchNotLandedError, type NotLanded, patchSubjects, patchSuccessResult, unsavedDeleteError, validatePatchRequest, describePatchRequest, type PatchSuccess, type PlannedPatchFile } from '../../core/patch';
import type { ResolvedTarget } from '../../core/path';
import type { EditFailure } from '../../core/pipeline';
import { recheckBeforeApply, staleDocumentError } from '../../core/change';
import { editedLinesOf, gateModeFrom, gateAllowsOverride, type GateFinding } from '../../core/gate';
import type { GateSubject } from '../ask/readGateService';
import type { ToolApply } from './applyLoop';
import { checkApplied, checkBeforeApply, knownTexts, plannedTexts, putBack, type DocumentChange, type WrittenText } from './documentPromises';
import { saveChecked, type SaveStep } from './saveChecked';
import { documentFor, findOpenDocument } from '../world/openDocuments';
import { bytesBeforeDelete, fileExists } from '../world/diskBytes';
import { DocumentSet, editEnvironment } from '../world/environment';
import type { WorldSnapshot } from '../world/worldSnapshot';
import type { AppliedFile } from './appliedChanges';
import { runTool, savedByPolicy, type CallWorld, type ToolFrame, type ToolRun } from './runTool';

export type PatchResult = PatchSuccess | EditFailure;

export class PatchService {
  constructor(private readonly frame: ToolFrame) {}

  run(input: unknown, token?: vscode.CancellationToken): Promise<PatchResult> {
    return runTool(this.frame, this.patchRun(input, describePatchRequest(input)), token);
  }

  /** For prepareInvocation, quietly: the gate's refusals of a patch that passes every other check (mode "ask" only). */
  async askAboutGate(input: unknown): Promise<GateFinding[]> {
    const { settings, roots } = this.frame.world.current();
    const mode = gateModeFrom(settings.readBeforeEdit);
    const readGate = this.frame.readGate;
    if (!readGate || !gateAllowsOverride(mode)) return [];
    const validation = await validatePatchRequest(input, editEnvironment(settings, new DocumentSet(), roots));
    if (!validation.ok) return [];
    return readGate.ask(gateSubjectsOf(validation.files), mode);
  }

  /** What is the patch's own in the one request frame. */
  private patchRun(input: unknown, summary: string): ToolRun<PlannedPatchFile, readonly boolean[], PatchSuccess> {
    const { log, readGate } = this.frame;
    let deleting: ReadonlyMap<string, Uint8Array> = new Map();
    return {
      origin: 'tool',
      summary,
      gateAction: 'edit',
      check: (world) => validatePatchRequest(input, world.env),
      targets: targetsOf,
      // The read-before-edit gate judges every file the patch changes from its current text.
      gateSubjects: gateSubjectsOf,
      subjects: (files) => files.flatMap(patchSubjects),
      apply: (files, world) => {
        deleting = bytesBeforeDelete(files.filter((f) => f.action === 'delete').map((f) => f.target.realPath), world.settings.maxFileBytes);
        return patchApply(world, this.frame.world);
      },
      save: async ({ files, wasDirty }, world) => {
        // Updated and moved files are saved by guardedEdit.saveAfterEdit; added and deleted ones are already on disk. `wasDirty`: of the updated files, in order.
        const steps: SaveStep[] = [];
        for (const file of files.flatMap(updatedChange)) {
          const dirty = wasDirty[steps.length] ?? false;
          const document = await documentFor((file.destination ?? file.target).realPath);
          steps.push({ file, document, wasDirty: dirty, save: savedByPolicy(world.settings, dirty) });
        }
        return saveChecked(steps, (message) => log.warn(message));
      },
      applied: ({ files }) => ({ tool: 'guarded_apply_patch', request: 'patch', origin: 'tool', files: files.map((f) => appliedPatchFile(f, deleting)) }),
      result: ({ files, notes }) => {
        for (const file of files) {
          if (file.newText !== undefined && file.document) {
            const written = file.destination ?? file.target;
            readGate?.recordOwnEdit(written, file.document.text, () => file.newText ?? '');
          }
        }
        const result = patchSuccessResult(files);
        // Files changed since the model's read, but not on the hunks' lines: the patch went ahead, and the result says so.
        if (notes.length > 0) result.notes = [...(result.notes ?? []), ...notes];
        for (const note of result.notes ?? []) log.info(`[tool] ${note}`);
        log.info(`[tool] applied the patch: ${result.files.map((f) => `${f.action} ${f.file_path}${f.moved_to ? ` to ${f.moved_to}` : ''}`).join(', ')}`);
        return result;
      },
      notification: (result) => vscode.l10n.t('Guarded Edit applied a patch to {0} file(s).', result.files.length),
    };
  }
}

/** The patch's part of the one apply loop: its re-plan, its updated documents, its file operations, its landing check. */
function patchApply({ documents, env, now }: CallWorld, world: WorldSnapshot): ToolApply<PlannedPatchFile> {
  const updatedOf = (files: readonly PlannedPatchFile[]) => files.flatMap(updatedChange);
  return {
    recheck: (files, attempt) => recheckBeforeApply(files, now(), attempt, patchRePlan),
    documents: (files) => updatedOf(files).map((f) => ({ document: documents.get(f.target.realPath), version: f.document.version })),
    promises: async (files, open) => {
      // The promises to the person of an edit (read-only, other editors, size) for every updated file.
      const updated = updatedOf(files);
      const promises = await checkBeforeApply(updated, open, env.maxFileBytes, knownTexts(updated.map((f) => f.newText)), addedLines, (scope) => world.editorReadonly(scope));
      if (!promises.ok) return promises;
      // A file to delete must not hold unsaved work: deleting it would throw that work away.
      const deleted = files.filter((f) => f.action === 'delete');
      const dirtyDeleted = (await Promise.all(deleted.map(async (f) => ((await findOpenDocument(f.target.realPath))?.isDirty ? [f] : [])))).flat();
      if (dirtyDeleted.length > 0) return { ok: false, errors: dirtyDeleted.map((f) => unsavedDeleteError(f.target.displayPath, f.operation.line)) };
      return { ok: true };
    },
    gateSubjects: (files) => gateSubjectsOf(files),
    plannedChanges: (files) => files.flatMap(patchSubjects),
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
