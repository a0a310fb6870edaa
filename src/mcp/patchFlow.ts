// guarded_apply_patch without an editor: the core checks the patch, every path and every hunk
// against the bytes on disk; the gate and the confirm list decide; the jail is checked again; and
// every file the patch touches (updated, added, deleted, moved) is written in ONE commitChanges call.
import { checkTextForEncoding, encodeFileText } from '../core/bytes';
import { previewContent, previewReplacements } from '../core/confirm';
import { DiskDocuments, resultTooLargeError, type DiskSnapshot } from '../core/disk';
import type { GuardedError } from '../core/errors';
import { fingerprint } from '../core/gate';
import { recheckPatchBeforeApply, patchSuccessResult, validatePatchRequest, type PatchSuccess, type PlannedPatchFile } from '../core/patch';
import { failureResult, loadFailedError, type EditEnvironment, type EditFailure } from '../core/pipeline';
import { readFileBytes } from '../node/fileWriter';
import { approveChanges, type ChangeSubject } from './approval';
import { commitChanges, type FileChange, type PlannedTarget } from './commit';
import type { CallContext } from './context';

export async function runPatch(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<PatchSuccess | EditFailure> {
  const env = async (documents: DiskDocuments): Promise<EditEnvironment> => ({
    roots: await ctx.workspace.roots(),
    platform: ctx.platform,
    fs: ctx.fs,
    trusted: true,
    protectedPatterns: ctx.protectedPatterns,
    maxFileBytes: ctx.options.maxFileBytes,
    loadDocument: (target) => documents.load(target),
  });
  // A first look finds the files, so that calls on the same files wait for each other from
  // validation to write; the validation inside the queue is the one that counts.
  const first = await validatePatchRequest(input, await env(new DiskDocuments(readFileBytes)));
  if (!first.ok) return failureResult(first.errors);
  const keys = first.files.flatMap((f) => [f.target, ...(f.destination ? [f.destination] : [])]).map((t) => ctx.keyOf(t));
  return ctx.queue.run(keys, async () => {
    const documents = new DiskDocuments(readFileBytes);
    const environment = await env(documents);
    const validation = await validatePatchRequest(input, environment);
    if (!validation.ok) return failureResult(validation.errors);
    return write(ctx, validation.files, environment, documents, signal);
  });
}

async function write(ctx: CallContext, files: PlannedPatchFile[], env: EditEnvironment, documents: DiskDocuments, signal?: AbortSignal): Promise<PatchSuccess | EditFailure> {
  const changes: FileChange[] = [];
  const errors: GuardedError[] = [];
  const subjects: ChangeSubject[] = [];
  for (const file of files) {
    const planned = await changesOf(file, documents, ctx.options.maxFileBytes);
    if (!planned.ok) {
      errors.push(...planned.errors);
      continue;
    }
    changes.push(...planned.changes);
    subjects.push(...subjectsOf(file));
  }
  if (errors.length > 0) return failureResult(errors);

  const refused = await approveChanges(ctx, subjects, signal);
  if (refused.length > 0) return failureResult(refused);

  // Time of check to time of use: every path through the patch's own re-check (its errors name the
  // patch's lines), then commitChanges: the jail again, the locks, the bytes, the journal.
  const again = await recheckPatchBeforeApply(files, { ...env, roots: await ctx.workspace.roots() }, 1);
  if (!again.ok) return failureResult(again.errors);

  const committed = await commitChanges(ctx, { tool: 'guarded_apply_patch', files: plannedTargets(files) }, changes, signal);
  if (!committed.ok) return failureResult(committed.errors);
  for (const file of files) {
    if (file.newText === undefined) continue;
    const written = file.destination ?? file.target;
    if (file.action === 'add') ctx.gate.recordWrite(ctx.keyOf(written), fingerprint(file.newText));
    else if (file.document) ctx.gate.recordOwnEdit(ctx.keyOf(written), fingerprint(file.newText), fingerprint(file.document.text));
  }
  return patchSuccessResult(files);
}

type Planned = { ok: true; changes: FileChange[] } | { ok: false; errors: GuardedError[] };

/** Every path the patch writes, as commitChanges jails it again: a file added (or moved to) is created, the others edited. */
function plannedTargets(files: readonly PlannedPatchFile[]): PlannedTarget[] {
  return files.flatMap((f) => [
    { filePath: f.target.lexicalPath, purpose: f.action === 'add' ? 'create' as const : 'edit' as const, inputPath: ['patch'], realPath: f.target.realPath },
    ...(f.destination ? [{ filePath: f.destination.lexicalPath, purpose: 'create' as const, inputPath: ['patch'], realPath: f.destination.realPath }] : []),
  ]);
}

/** The bytes each file of the plan leaves: a new file in UTF-8; an updated one in its own encoding, BOM and line endings. */
async function changesOf(file: PlannedPatchFile, documents: DiskDocuments, maxFileBytes: number): Promise<Planned> {
  const { target } = file;
  const base = { displayPath: target.displayPath, inputPath: ['patch'] };
  if (file.action === 'add') {
    const text = file.newText ?? '';
    const errors = checkTextForEncoding(text, 'utf8', `the content of ${target.displayPath}`);
    if (errors.length > 0) return { ok: false, errors: errors.map((e) => ({ ...e, path: ['patch'] })) };
    const bytes = encodeFileText(text, 'utf8', false);
    if (bytes.length > maxFileBytes) return { ok: false, errors: [resultTooLargeError(target.displayPath, bytes.length, maxFileBytes, ['patch'])] };
    return { ok: true, changes: [{ ...base, realPath: target.realPath, before: null, after: bytes }] };
  }
  if (file.action === 'delete') {
    const before = await readFileBytes(target.realPath).catch((error: unknown) => error);
    if (!(before instanceof Uint8Array)) return { ok: false, errors: [loadFailedError(target.displayPath, ['patch'], String(before))] };
    return { ok: true, changes: [{ ...base, realPath: target.realPath, before, after: null }] };
  }
  const snapshot: DiskSnapshot | undefined = documents.get(target.realPath);
  if (!snapshot || file.newText === undefined) return { ok: false, errors: [loadFailedError(target.displayPath, ['patch'], 'it was not read')] };
  const errors = checkTextForEncoding(file.newText, snapshot.encoding, `the new text of ${target.displayPath}`).map((e) => ({ ...e, path: ['patch'] }));
  if (errors.length > 0) return { ok: false, errors };
  const after = encodeFileText(file.newText, snapshot.encoding, snapshot.bom);
  if (after.length > maxFileBytes) return { ok: false, errors: [resultTooLargeError(target.displayPath, after.length, maxFileBytes, ['patch'])] };
  if (!file.destination) return { ok: true, changes: [{ ...base, realPath: target.realPath, before: snapshot.bytes, after }] };
  return {
    ok: true,
    changes: [
      { ...base, realPath: target.realPath, before: snapshot.bytes, after: null },
      { displayPath: file.destination.displayPath, inputPath: ['patch'], realPath: file.destination.realPath, before: null, after },
    ],
  };
}

/** What the gate and the confirm list judge: every file changed, created or removed. */
function subjectsOf(file: PlannedPatchFile): ChangeSubject[] {
  const before = file.document?.text;
  const preview = () => (file.document ? previewReplacements(file.document.text, file.replacements) : previewContent(file.newText ?? ''));
  const subjects: ChangeSubject[] = [{
    target: file.target,
    before: file.action === 'add' || file.action === 'delete' ? undefined : before,
    inputPath: ['patch'],
    action: file.action === 'add' ? 'create' : 'edit',
    preview,
  }];
  if (file.destination) subjects.push({ target: file.destination, before: undefined, inputPath: ['patch'], action: 'create', preview });
  return subjects;
}
