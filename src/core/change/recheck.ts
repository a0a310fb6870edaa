// The one re-check before applying (time of check to time of use), for every tool: each file's
// path through the jail again on the world as it is now, its document reloaded, and the tool's own
// planner run again on a text that changed since the plan. Any refusal refuses the whole call. The
// tool passes in what is its own (RePlan): how its paths are jailed, what it planned on, its planner.
import type { GuardedError, InputPath } from '../errors';
import type { ResolvedTarget } from '../path';
import { staleDocumentError, untrustedWorkspaceError } from './applyErrors';
import { loadOrRefuse } from './loadOrRefuse';
import type { EditEnvironment, LoadedDocument } from './environment';

export type Replanned<F> = { ok: true; file: F } | { ok: false; errors: GuardedError[] };

export interface RePlan<F> {
  /** The file's path(s) through the jail again: the file with its fresh targets, or why not (it resolves elsewhere, its rules changed). */
  jailAgain(file: F, env: EditEnvironment): Promise<Replanned<F>>;
  /** For a tool planned on documents: how each is loaded again and planned again when its text moved. Without it nothing is reloaded (the bytes planned on are compared elsewhere, under a lock). */
  reload?: ReloadPlan<F>;
}

/** How a tool's files are loaded again before applying, and planned again on a text that changed. */
export interface ReloadPlan<F> {
  /** The document the file was planned on; undefined when there is none to reload (a new file, a delete). */
  plannedOn(file: F): LoadedDocument | undefined;
  target(file: F): ResolvedTarget;
  /** Where the file's refusals point. */
  inputPath(file: F): InputPath;
  /** A loader's own refusal (DocumentRefusal), pointed at the file's place in the request. */
  placed(file: F, errors: readonly GuardedError[]): GuardedError[];
  withDocument(file: F, document: LoadedDocument): F;
  /** The tool's planner, on the text as it is now. */
  plan(file: F, document: LoadedDocument, env: EditEnvironment): Promise<Replanned<F>>;
}

/**
 * `env` must be read anew by the caller (workspace folders and settings as they are now): a
 * target whose folder was removed is outside the workspace, one whose folder or rules changed is
 * refused. A text unchanged since the plan keeps the plan; a changed one is planned again, and a
 * plan that no longer fits is STALE_DOCUMENT with the planner's own errors.
 */
export async function recheckBeforeApply<F>(
  files: readonly F[],
  env: EditEnvironment,
  attempt: number,
  rePlan: RePlan<F>,
): Promise<{ ok: true; files: F[] } | { ok: false; errors: GuardedError[] }> {
  if (!env.trusted) return { ok: false, errors: [untrustedWorkspaceError()] };
  const fresh: F[] = [];
  const errors: GuardedError[] = [];
  for (const planned of files) {
    const jailed = await rePlan.jailAgain(planned, env);
    if (!jailed.ok) {
      for (const item of jailed.errors) errors.push(item);
      continue;
    }
    const file = jailed.file;
    const reload = rePlan.reload;
    const before = reload?.plannedOn(file);
    if (!reload || !before) {
      fresh.push(file);
      continue;
    }
    const target = reload.target(file);
    const loaded = await loadOrRefuse(() => env.loadDocument(target), { displayPath: target.displayPath, inputPath: reload.inputPath(file) }, (refused) => reload.placed(file, refused));
    if (!loaded.ok) {
      for (const item of loaded.errors) errors.push(item);
      continue;
    }
    const document = loaded.document;
    if (document.version === before.version && document.text === before.text) {
      fresh.push(reload.withDocument(file, document));
      continue;
    }
    const replanned = await reload.plan(file, document, { ...env, loadDocument: () => Promise.resolve(document) });
    if (replanned.ok) fresh.push(replanned.file);
    else {
      errors.push(staleDocumentError(target.displayPath, reload.inputPath(file), attempt, replanned.errors.map((e) => e.message).join(' ')));
      for (const item of replanned.errors) errors.push(item);
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, files: fresh };
}
