// What guarded_apply_patch answers: on success one entry per file with what was done to it; the
// refusal is the usual error shape (failureResult). Also the invocation message and the re-check
// before applying, shared by the hosts.
import type { ToleratedMatch } from '../edit';
import type { ChangedRange } from '../text';
import { plural, type GuardedError } from '../errors';
import { DocumentRefusal, loadFailedError, retargetedError, rulesChangedError, staleDocumentError, untrustedWorkspaceError, type EditEnvironment, type LoadedDocument } from '../change';
import { targetRulesKey } from '../path';
import { atPatchLine, fileExistsError, planUpdate, readPatchRequest, resolveFor, type PatchAction, type PlannedPatchFile } from './validatePatch';

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
 * Time of check to time of use: every path through the jail again (same real file, same rules), an
 * added file or a move's destination still absent, and every updated file's text reloaded and
 * its hunks planned again when it changed. Any difference refuses the whole patch.
 */
export async function recheckPatchBeforeApply(
  files: readonly PlannedPatchFile[],
  env: EditEnvironment,
  attempt: number,
): Promise<{ ok: true; files: PlannedPatchFile[] } | { ok: false; errors: GuardedError[] }> {
  if (!env.trusted) return { ok: false, errors: [untrustedWorkspaceError()] };
  const fresh: PlannedPatchFile[] = [];
  const errors: GuardedError[] = [];
  for (const file of files) {
    const op = file.operation;
    const again = await resolveFor(op.path, file.action === 'add' ? 'create' : 'edit', op.line, env);
    if (!again.ok) {
      errors.push(...again.errors);
      continue;
    }
    if (again.target.realPath !== file.target.realPath) {
      errors.push(retargetedError(file.target.displayPath, ['patch'], file.target.realPath, again.target.realPath));
      continue;
    }
    let destination = file.destination;
    if (file.destination && op.kind === 'update' && op.moveTo !== undefined) {
      const moved = await resolveFor(op.moveTo, 'create', op.moveLine ?? op.line, env);
      if (!moved.ok) {
        errors.push(...moved.errors);
        continue;
      }
      if (moved.target.exists && moved.target.realPath !== file.target.realPath) {
        errors.push(fileExistsError(moved.target.displayPath, op.moveLine ?? op.line, 'move'));
        continue;
      }
      destination = moved.target;
    }
    const rules = targetRulesKey(again.target, env) + (destination ? targetRulesKey(destination, env) : '');
    if (rules !== file.rules) {
      errors.push(rulesChangedError(file.target.displayPath, ['patch'], 'patch'));
      continue;
    }
    if (file.action === 'add') {
      if (again.target.exists) errors.push(fileExistsError(again.target.displayPath, op.line, 'add'));
      else fresh.push({ ...file, target: again.target });
      continue;
    }
    if (file.action === 'delete' || op.kind !== 'update' || !file.document) {
      fresh.push({ ...file, target: again.target });
      continue;
    }
    let document: LoadedDocument;
    try {
      document = await env.loadDocument(again.target);
    } catch (error) {
      if (error instanceof DocumentRefusal) errors.push(...error.errors.map((e) => atPatchLine(e, op.line)));
      else errors.push(loadFailedError(file.target.displayPath, ['patch'], error instanceof Error ? error.message : String(error)));
      continue;
    }
    if (document.version === file.document.version && document.text === file.document.text) {
      fresh.push({ ...file, target: again.target, document, ...(destination ? { destination } : {}) });
      continue;
    }
    const replanned = await planUpdate(op, again.target, { ...env, loadDocument: () => Promise.resolve(document) });
    if (replanned.ok) fresh.push({ ...file, ...replanned.file, ...(destination ? { destination } : {}) });
    else errors.push(staleDocumentError(file.target.displayPath, ['patch'], attempt, replanned.errors.map((e) => e.message).join(' ')), ...replanned.errors);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, files: fresh };
}
