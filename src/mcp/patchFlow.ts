// guarded_apply_patch without an editor, in the order every MCP tool that writes follows: parse
// the patch and jail its paths once (checkPatchRequest), queue on the files, plan every hunk against
// the bytes on disk, let the gate and the confirm list decide, then check again and write every file
// the patch touches (updated, added, deleted, moved) in ONE commitChanges call.
import { previewContent, previewReplacements } from '../core/confirm';
import { planPatchBytes, type DiskDocuments, type PlannedPatchBytes } from '../core/disk';
import type { GuardedError } from '../core/errors';
import { fingerprint } from '../core/gate';
import { checkPatchRequest, patchSuccessResult, patchTargets, planCheckedPatch, type CheckedPatchRequest, type PatchSuccess, type PlannedPatchFile } from '../core/patch';
import { failureResult, type EditFailure } from '../core/pipeline';
import type { PlannedChange } from '../core/change';
import { readFileBytes } from '../node/fileBytes';
import { approveChanges } from './approval';
import type { JournaledChange } from '../node/journal';
import { commitChanges, type PlannedTarget } from './commit';
import { diskPlanning, planUntilWritten, type DiskPlanning } from './planOnDisk';
import type { CallContext } from './context';

export async function runPatch(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<PatchSuccess | EditFailure> {
  const first = await diskPlanning(ctx);
  const checked = await checkPatchRequest(input, first.env);
  if (!checked.ok) return failureResult(checked.errors);
  // Calls on the same files wait for each other from planning to write, so a later call is
  // planned against what the earlier one wrote.
  const keys = patchTargets(checked.request).map((t) => ctx.keyOf(t));
  return ctx.queue.run(keys, () => planUntilWritten(ctx, first, (planning) => planAndWrite(ctx, checked.request, planning, signal)));
}

async function planAndWrite(ctx: CallContext, checked: CheckedPatchRequest, { env, documents }: DiskPlanning, signal?: AbortSignal): Promise<{ outcome: PatchSuccess | EditFailure; stale: boolean }> {
  const validation = await planCheckedPatch(checked, env);
  if (!validation.ok) return { outcome: failureResult(validation.errors), stale: false };
  const files = validation.files;
  const changes: JournaledChange[] = [];
  const errors: GuardedError[] = [];
  const subjects: PlannedChange[] = [];
  for (const file of files) {
    const planned = await changesOf(file, documents, ctx.options.maxFileBytes);
    if (!planned.ok) {
      for (const item of planned.errors) errors.push(item);
      continue;
    }
    for (const item of planned.writes) changes.push(item);
    for (const item of subjectsOf(file)) subjects.push(item);
  }
  if (errors.length > 0) return { outcome: failureResult(errors), stale: false };

  const refused = await approveChanges(ctx, subjects, signal);
  if (refused.length > 0) return { outcome: failureResult(refused), stale: false };

  // Check again, then write: the jail again, the locks, the last byte comparison, the journal.
  const committed = await commitChanges(ctx, { tool: 'guarded_apply_patch', files: plannedTargets(files) }, changes, signal);
  if (!committed.ok) return { outcome: failureResult(committed.errors), stale: committed.overtaken === true };
  for (const file of files) {
    if (file.newText === undefined) continue;
    const written = file.destination ?? file.target;
    if (file.action === 'add') ctx.gate.recordWrite(ctx.keyOf(written), fingerprint(file.newText));
    else if (file.document) ctx.gate.recordOwnEditOfTexts(ctx.keyOf(written), file.document.text, () => file.newText ?? '');
  }
  return { outcome: patchSuccessResult(files), stale: false };
}

/** Every path the patch writes, as commitChanges jails it again: a file added (or moved to) is created, the others edited. */
function plannedTargets(files: readonly PlannedPatchFile[]): PlannedTarget[] {
  return files.flatMap((f) => [
    { filePath: f.target.lexicalPath, purpose: f.action === 'add' ? 'create' as const : 'edit' as const, inputPath: ['patch'], realPath: f.target.realPath },
    ...(f.destination ? [{ filePath: f.destination.lexicalPath, purpose: 'create' as const, inputPath: ['patch'], realPath: f.destination.realPath }] : []),
  ]);
}

/** The bytes each file of the plan leaves (core/disk plans them); a deleted file's bytes are read here, just before. */
async function changesOf(file: PlannedPatchFile, documents: DiskDocuments, maxFileBytes: number): Promise<PlannedPatchBytes> {
  const deleted = file.action === 'delete'
    ? await readFileBytes(file.target.realPath).catch((error: unknown) => ({ unreadable: String(error) }))
    : undefined;
  return planPatchBytes(file, documents.get(file.target.realPath), deleted, maxFileBytes);
}

/** What the gate and the confirm list judge: every file changed, created or removed. */
function subjectsOf(file: PlannedPatchFile): PlannedChange[] {
  const before = file.document?.text;
  const preview = () => (file.document ? previewReplacements(file.document.text, file.replacements) : previewContent(file.newText ?? ''));
  const subjects: PlannedChange[] = [{
    target: file.target,
    before: file.action === 'add' || file.action === 'delete' ? undefined : before,
    inputPath: ['patch'],
    action: file.action === 'add' ? 'create' : 'edit',
    preview,
  }];
  if (file.destination) subjects.push({ target: file.destination, before: undefined, inputPath: ['patch'], action: 'create', preview });
  return subjects;
}
