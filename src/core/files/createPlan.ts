// guarded_create_file's check, plan and re-plan, the same in every host (VS Code's tool, the MCP
// server, the agent hook's verdict on a Write): a new file is created; an existing one is
// FILE_EXISTS unless overwrite is true, and then it is an edit of that file (the jail's checks of
// an edit, the read gate, one replacement of its text). Files come in through the host's jail
// and loader; nothing here reads or writes.
import { sameFileSameRules, type LoadedDocument, type PlannedChange, type RePlan, type Replanned } from '../change';
import { previewContent, previewReplacements } from '../confirm';
import type { GuardedError } from '../errors';
import { resolveTarget, targetRulesKey, type ResolvedTarget, type ResolveTargetResult, type WindowRules } from '../path';
import type { CreateFileInput } from '../request';
import { createdMeanwhileError, overwriteNeededError } from './createErrors';
import { overwriteReplacement, type CreateAction, type OverwriteReplacement } from './createFile';

export interface CreateDecisionInput {
  /** Whether the jailed target exists (as a file: anything else is the jail's NOT_A_FILE). */
  exists: boolean;
  overwrite: boolean | undefined;
  /** The read gate's verdict on the existing file (ReadGate.check), consulted only for an overwrite. */
  gateError: GuardedError | undefined;
  displayPath: string;
}

export type CreateDecision = { ok: true; action: CreateAction } | { ok: false; errors: GuardedError[] };

/**
 * A new file is created. An existing file is FILE_EXISTS unless `overwrite` is true, and then
 * the read gate decides: its refusal (NOT_READ_FIRST, CHANGED_SINCE_READ) is returned as is, so
 * the adapter may offer the person the override.
 */
export function decideCreate(input: CreateDecisionInput): CreateDecision {
  if (!input.exists) return { ok: true, action: 'create' };
  if (input.overwrite !== true) return { ok: false, errors: [overwriteNeededError(input.displayPath)] };
  if (input.gateError) return { ok: false, errors: [input.gateError] };
  return { ok: true, action: 'overwrite' };
}

/** The host's jail for the request's path: as a new file ('create') or as an existing one ('edit'). */
export type CreateJail = (purpose: 'create' | 'edit') => Promise<ResolveTargetResult>;

export type CreateCheck =
  | { ok: true; action: CreateAction; target: ResolvedTarget }
  /** `targets`: the file a refusal is about, when the jail found one (FILE_EXISTS names it). */
  | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

/**
 * The target through the jail as a new file. An existing file written whole is an edit of it: with
 * `overwrite` true it goes through the jail again as an edit (read-only, size, binary), without it
 * it is FILE_EXISTS. The hook passes true: an agent's Write replaces what is there.
 */
export async function checkCreateTarget(overwrite: boolean | undefined, jail: CreateJail): Promise<CreateCheck> {
  const first = await jail('create');
  if (!first.ok) return { ok: false, errors: first.errors, targets: [] };
  if (!first.target.exists) return { ok: true, action: 'create', target: first.target };
  const decided = decideCreate({ exists: true, overwrite, gateError: undefined, displayPath: first.target.displayPath });
  if (!decided.ok) return { ok: false, errors: decided.errors, targets: [first.target] };
  const existing = await jail('edit');
  if (!existing.ok) return { ok: false, errors: existing.errors, targets: [] };
  return { ok: true, action: 'overwrite', target: existing.target };
}

/** A new file: the request's content, written with its missing parent folders. */
export interface NewFilePlan {
  action: 'create';
  request: CreateFileInput;
  target: ResolvedTarget;
}

/** An existing file replaced whole: one replacement of the text it was planned on, in its line ending. */
export interface OverwritePlan {
  action: 'overwrite';
  request: CreateFileInput;
  target: ResolvedTarget;
  /** The existing file's text as loaded (the open buffer in an editor, the bytes' text on disk). */
  document: LoadedDocument;
  replacement: OverwriteReplacement;
}

export type CreatePlan = NewFilePlan | OverwritePlan;

/** What is at the target: nothing yet, or the file to overwrite with its loaded text and the read gate's verdict on it (when the host's gate judges here). */
export type CreateScene =
  | { action: 'create'; target: ResolvedTarget }
  | { action: 'overwrite'; target: ResolvedTarget; document: LoadedDocument; gateError?: GuardedError };

export type CreatePlanned<P extends CreatePlan> = { ok: true; plan: P } | { ok: false; errors: GuardedError[] };

/** The plan of a create on what is at its checked target (checkCreateTarget); a gate's refusal of an overwrite is returned as it is. */
export function planCreate(request: CreateFileInput, scene: Extract<CreateScene, { action: 'create' }>): CreatePlanned<NewFilePlan>;
export function planCreate(request: CreateFileInput, scene: Extract<CreateScene, { action: 'overwrite' }>): CreatePlanned<OverwritePlan>;
export function planCreate(request: CreateFileInput, scene: CreateScene): CreatePlanned<CreatePlan> {
  if (scene.action === 'create') return { ok: true, plan: { action: 'create', request, target: scene.target } };
  const decided = decideCreate({ exists: true, overwrite: request.overwrite, gateError: scene.gateError, displayPath: scene.target.displayPath });
  if (!decided.ok) return decided;
  const { document } = scene;
  return { ok: true, plan: { action: 'overwrite', request, target: scene.target, document, replacement: overwriteReplacement(document.text, request.content, document.eol) } };
}

/** What the person is asked about, and what is compared again before applying, for a create: the content of a new file, or the one replacement of an existing file's text. */
export function createSubject(plan: CreatePlan): PlannedChange {
  if (plan.action === 'create') {
    return { target: plan.target, inputPath: [], action: 'create', before: undefined, preview: () => previewContent(plan.request.content) };
  }
  const before = plan.document.text;
  return { target: plan.target, inputPath: [], action: 'overwrite', before, preview: () => previewReplacements(before, [plan.replacement]) };
}

/**
 * The create's part of the one re-check before applying (core/change's recheckBeforeApply): the
 * path through the jail again (the same real file, the same rules as `rulesWhenChecked`; a new
 * file still absent, else FILE_EXISTS or, with overwrite, STALE_DOCUMENT: the model never saw
 * it; an overwrite's file still there, or the jail's FILE_NOT_FOUND), and an overwrite's text
 * reloaded. `replan` plans an overwrite again on a text that changed since (the host asks its
 * read gate and calls planCreate).
 */
export function createRePlan<F extends CreatePlan>(
  rulesWhenChecked: WindowRules,
  replan: (file: F, document: LoadedDocument) => Promise<Replanned<F>>,
): RePlan<F> {
  return {
    jailAgain: async (file, env) => {
      const again = await resolveTarget(file.request.file_path, env.roots, env.fs, env.platform, {
        purpose: file.action === 'create' ? 'create' : 'edit', protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes,
      });
      if (!again.ok) return again;
      const target = again.target;
      const changed = sameFileSameRules(
        { target: file.target, rules: targetRulesKey(file.target, rulesWhenChecked) }, { target, rules: targetRulesKey(target, env) },
        { inputPath: [], action: 'create' }, env.platform.caseSensitive,
      );
      if (changed) return { ok: false, errors: [changed] };
      if (file.action === 'create' && target.exists) {
        return { ok: false, errors: [file.request.overwrite === true ? createdMeanwhileError(target.displayPath) : overwriteNeededError(target.displayPath)] };
      }
      return { ok: true, file: { ...file, target } };
    },
    reload: {
      plannedOn: (file) => (file.action === 'overwrite' ? file.document : undefined),
      target: (file) => file.target,
      inputPath: () => [],
      placed: (_file, errors) => [...errors],
      withDocument: (file) => file,
      plan: (file, document) => replan(file, document),
    },
  };
}
