// guarded_apply_patch: parse the patch and jail its paths once (checkPatchRequest), then the write
// frame with the patch planner over the bytes on disk; every file the patch touches (updated,
// added, deleted, moved) is written in one commit.
import { planPatchBytes, type DiskDocuments, type PlannedPatchBytes } from '../../core/disk';
import type { GuardedError } from '../../core/errors';
import { fingerprint } from '../../core/gate';
import { checkPatchRequest, describePatchRequest, patchSubjects, patchSuccessResult, patchTargets, planCheckedPatch, type CheckedPatchRequest, type PatchSuccess, type PlannedPatchFile } from '../../core/patch';
import { failureResult, type EditFailure } from '../../core/pipeline';
import type { PlannedChange } from '../../core/change';
import { readFileBytes } from '../../node/fileBytes';
import { applyPatchInputJsonSchema } from '../../core/request';
import type { JournaledChange } from '../../node/journal';
import type { CallContext } from '../session/context';
import type { PlannedTarget } from '../write/commit';
import { writeThroughFrame, type Planned } from '../write/frame';
import { diskPlanning, type DiskPlanning } from '../write/planOnDisk';
import { BYTES, GATE, SENSITIVE } from './descriptions';
import { listing, WRITES, type McpTool } from './tool';

const NAME = 'guarded_apply_patch';

const PATCH_FORMATS = 'Two formats: (1) "*** Begin Patch", then sections "*** Add File: PATH" (every line of the new file starts with "+"), "*** Delete File: PATH", "*** Update File: PATH" (optionally "*** Move to: NEW_PATH", then hunks: "@@" or "@@ LINE" where LINE is a line of the file the hunk comes after, followed by lines starting with " " (context), "-" (removed) or "+" (added), optionally "*** End of File" when the hunk ends at the end of the file), then "*** End Patch"; (2) a unified diff as git diff writes it ("--- a/PATH", "+++ b/PATH", "@@ -l,n +l,n @@" hunks; /dev/null for added and deleted files; rename from/to).';
const PATCH_RULES = 'Every path goes through the workspace jail (moved-to and added files too); protected files are never changed, deleted or moved. Each hunk\'s context and removed lines must match the CURRENT file exactly (no fuzz; hunks of a file in order from top to bottom) at exactly one place; line numbers in unified headers are only hints. An added file must not exist yet. Bytes outside the hunks are kept.';

export const applyPatchTool: McpTool = {
  name: NAME,
  definition: () => listing(NAME, 'Guarded Apply Patch',
    `Apply a patch to the workspace: { "patch": string }, all files or none. ${PATCH_FORMATS} ${PATCH_RULES} ${BYTES} ${GATE} ${SENSITIVE} The result is JSON (also in structuredContent). On success: { "success": true, "files": [{ "file_path", "action": "update" | "add" | "delete" | "move", "moved_to"?, "changes"? }], "notes"? }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint", "location"? }], "message" }: INVALID_PATCH names the patch line and what was expected there; a hunk that matches nowhere is OLD_STRING_NOT_FOUND naming the hunk and the closest text of the file; several places is AMBIGUOUS_MATCH; an added file that exists is FILE_EXISTS. Nothing was written.`,
    applyPatchInputJsonSchema(), WRITES),
  run: (ctx, input, signal) => runPatch(ctx, input, signal),
  describe: describePatchRequest,
};

async function runPatch(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<PatchSuccess | EditFailure> {
  const first = await diskPlanning(ctx);
  const checked = await checkPatchRequest(input, first.env);
  if (!checked.ok) return failureResult(checked.errors);
  return writeThroughFrame(ctx, {
    tool: NAME,
    keys: patchTargets(checked.request).map((t) => ctx.keyOf(t)),
    checkedIn: first,
    planAgain: true,
    plan: async (planning) => planPatch(ctx, checked.request, await planning()),
  }, signal);
}

async function planPatch(ctx: CallContext, checked: CheckedPatchRequest, { env, documents }: DiskPlanning): Promise<Planned<PatchSuccess>> {
  const validation = await planCheckedPatch(checked, env);
  if (!validation.ok) return validation;
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
    for (const item of patchSubjects(file)) subjects.push(item);
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    write: {
      changes,
      subjects,
      targets: plannedTargets(files),
      written: () => {
        for (const file of files) {
          if (file.newText === undefined) continue;
          const written = file.destination ?? file.target;
          if (file.action === 'add') ctx.gate.recordWrite(ctx.keyOf(written), fingerprint(file.newText));
          else if (file.document) ctx.gate.recordOwnEditOfTexts(ctx.keyOf(written), file.document.text, () => file.newText ?? '');
        }
        return patchSuccessResult(files);
      },
    },
  };
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
