// What guarded_apply_patch answers: on success one entry per file with what was done to it; the
// refusal is the usual error shape (failureResult). Also the invocation message and the re-check
// before applying, shared by the hosts.
import type { ToleratedMatch } from '../edit';
import type { ChangedRange } from '../text';
import { plural } from '../errors';
import { sameFileSameRules, sameRealPath, type RePlan } from '../change';
import { atPatchLine, fileExistsError, patchRulesKey, planUpdate, readPatchRequest, resolveFor, type PatchAction, type PlannedPatchFile } from './validatePatch';

export interface PatchFileResult {
  file_path: string;
  action: PatchAction;
  moved_to?: string;
  /** Lines of the new text that changed (updated and moved files). */
  changes?: ChangedRange[];
}

export interface PatchSuccess {
  success: true;
  files: PatchFileResult[];
  /** Hunks of a unified diff placed elsewhere than their header's line numbers said; absent when none. */
  notes?: string[];
  /** Hunks applied by tolerant matching (setting guardedEdit.matching), per file; absent when none. */
  matched?: { file_path: string; hunks: ToleratedMatch[] }[];
}

export function patchSuccessResult(files: readonly PlannedPatchFile[]): PatchSuccess {
  const notes = files.flatMap((f) => f.notes);
  const matched = files.filter((f) => f.matched).map((f) => ({ file_path: f.target.displayPath, hunks: f.matched ?? [] }));
  return {
    success: true,
    files: files.map((f) => ({
      file_path: f.target.displayPath,
      action: f.action,
      ...(f.destination ? { moved_to: f.destination.displayPath } : {}),
      ...(f.changes ? { changes: f.changes } : {}),
    })),
    ...(notes.length > 0 ? { notes } : {}),
    ...(matched.length > 0 ? { matched } : {}),
  };
}

/** "Applying a patch: update src/a.ts, add src/b.ts" (bounded), for the tool's invocation message. */
export function describePatchRequest(input: unknown): string {
  const parsed = readPatchRequest(input);
  if (!parsed.ok) return 'Applying a patch';
  const ops = parsed.patch.operations;
  const shown = ops.slice(0, 5).map((op) => `${op.kind === 'update' && op.moveTo !== undefined ? 'move' : op.kind} ${op.path}${op.kind === 'update' && op.moveTo !== undefined ? ` to ${op.moveTo}` : ''}`);
  const more = ops.length > shown.length ? `, and ${plural(ops.length - shown.length, 'more file')}` : '';
  return `Applying a patch: ${shown.join(', ')}${more}`;
}

/**
 * The patch's part of the one re-check before applying (core/change's recheckBeforeApply): every
 * path through the jail again (same real file, same rules), an added file or a move's destination
 * still absent, and an updated file's hunks planned again when its text changed.
 */
export const patchRePlan: RePlan<PlannedPatchFile> = {
  async jailAgain(file, env) {
    const op = file.operation;
    const again = await resolveFor(op.path, file.action === 'add' ? 'create' : 'edit', op.line, env);
    if (!again.ok) return again;
    const { caseSensitive } = env.platform;
    const moved = file.destination && op.kind === 'update' && op.moveTo !== undefined ? await resolveFor(op.moveTo, 'create', op.moveLine ?? op.line, env) : undefined;
    if (moved && !moved.ok) return moved;
    const destination = moved ? moved.target : file.destination;
    const rules = patchRulesKey(again.target, destination, env);
    const changed = sameFileSameRules(file, { target: again.target, rules }, { inputPath: ['patch'], action: 'patch' }, caseSensitive);
    if (changed) return { ok: false, errors: [changed] };
    // A destination that appeared since the checks (a case-only rename names the file itself).
    if (moved && op.kind === 'update' && moved.target.exists && !sameRealPath(moved.target.realPath, again.target.realPath, caseSensitive)) {
      return { ok: false, errors: [fileExistsError(moved.target.displayPath, op.moveLine ?? op.line, 'move')] };
    }
    if (file.action === 'add' && again.target.exists) return { ok: false, errors: [fileExistsError(again.target.displayPath, op.line, 'add')] };
    // Only an update planned on a document reloads it (an add or a delete has nothing to plan again).
    const reloads = file.action !== 'add' && file.action !== 'delete' && op.kind === 'update';
    return { ok: true, file: { ...file, target: again.target, ...(reloads && destination ? { destination } : {}) } };
  },
  reload: {
    plannedOn: (file) => (file.action !== 'add' && file.action !== 'delete' && file.operation.kind === 'update' ? file.document : undefined),
    target: (file) => file.target,
    inputPath: () => ['patch'],
    placed: (file, errors) => errors.map((e) => atPatchLine(e, file.operation.line)),
    withDocument: (file, document) => ({ ...file, document }),
    async plan(file, _document, env) {
      const op = file.operation;
      if (op.kind !== 'update') return { ok: true, file };
      const replanned = await planUpdate(op, file.target, env);
      return replanned.ok ? { ok: true, file: { ...file, ...replanned.file, ...(file.destination ? { destination: file.destination } : {}) } } : { ok: false, errors: replanned.errors };
    },
  },

};
