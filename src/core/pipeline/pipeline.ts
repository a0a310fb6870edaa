// The four validation layers (shape, meaning, filesystem, content), in order, over one request.
// Later layers run only when earlier ones pass; each layer reports all its errors. Nothing here writes.
import { fileKey } from '../platform';
import { withPathPrefix, type GuardedError, type InputPath } from '../errors';
import { checkRequestLimits, parseEditRequest, type FileEdits, type RequestForm } from '../request';
import { parsePathInput, resolveTarget, targetRulesKey, type ResolvedTarget } from '../path';
import { diagnosePathErrors, type PathScene } from '../diagnose';
import { checkEditSemantics, planEdits, planEditsPausing, type ToleratedMatch } from '../edit';
import { isNotebookPath, planNotebookFileEdits } from '../notebook';
import type { ChangedRange, Replacement } from '../text';
import { duplicateFileError, editJailOptions, jailForEdit, loadOrRefuse, rePlanIfReadChanged, sameFileSameRules, untrustedWorkspaceError, type EditEnvironment, type LoadedDocument, type RePlan } from '../change';

/**
 * Texts shorter than this are planned in one go: all passes over them hold the event loop for a
 * millisecond or two, while each pause lets other queued work of the host run before the edit.
 */
export const PAUSE_FROM_CHARACTERS = 1024 * 1024;

export interface PlannedFile {
  request: FileEdits;
  inputPath: InputPath;
  target: ResolvedTarget;
  document: LoadedDocument;
  replacements: Replacement[];
  changes: ChangedRange[];
  replacementCount: number;
  editsApplied: number;
  /** Every rule that applied to the target when it was checked (targetRulesKey); the re-check refuses when they differ. Set by validateEditRequest. */
  rules?: string;
  /** Edits applied by tolerant matching (setting guardedEdit.matching). */
  matched?: ToleratedMatch[];
}

export type EditValidation =
  | { ok: true; form: RequestForm; files: PlannedFile[] }
  | { ok: false; form: RequestForm; errors: GuardedError[]; targets?: ResolvedTarget[] };

export async function validateEditRequest(input: unknown, env: EditEnvironment): Promise<EditValidation> {
  const checked = await checkEditRequest(input, env);
  return checked.ok ? planCheckedRequest(checked.request, env) : checked;
}

/** A request that passed layers 1 to 3: parsed once, every file jailed once. */
export interface CheckedEditRequest {
  form: RequestForm;
  files: { request: FileEdits; inputPath: InputPath }[];
  targets: ResolvedTarget[];
}

/**
 * Layers 1 to 3 (shape, meaning, filesystem). Hosts that queue calls by file (the MCP server) run
 * this, queue on the targets, then planCheckedRequest, so a request is parsed and jailed once.
 */
export async function checkEditRequest(input: unknown, env: EditEnvironment): Promise<{ ok: true; request: CheckedEditRequest } | { ok: false; form: RequestForm; errors: GuardedError[] }> {
  if (!env.trusted) return { ok: false, form: 'single', errors: [untrustedWorkspaceError()] };

  // Bounds first, on the raw input: no request may make the checks themselves long.
  const tooLarge = checkRequestLimits(input);
  if (tooLarge.length > 0) return { ok: false, form: requestFormOf(input), errors: tooLarge };

  // Layer 1: shape.
  const parsed = parseEditRequest(input);
  if (!parsed.ok) return parsed;
  const { form, files } = parsed;

  // Layer 2: semantics without I/O.
  const semantic = files.flatMap(({ request, inputPath }) => {
    const pathCheck = parsePathInput(request.file_path, env.platform);
    return [
      ...(pathCheck.ok ? [] : withPathPrefix(pathCheck.errors, inputPath)),
      ...withPathPrefix(checkEditSemantics(request.edits), inputPath),
    ];
  });
  if (semantic.length > 0) return { ok: false, form, errors: semantic };

  // Layer 3: filesystem.
  const resolved = await Promise.all(files.map(({ request }) => resolveTarget(request.file_path, env.roots, env.fs, env.platform, editJailOptions(env))));
  const fsErrors: GuardedError[] = [];
  const targets: ResolvedTarget[] = [];
  for (const [i, r] of resolved.entries()) {
    if (r.ok) targets.push(r.target);
    else for (const item of withPathPrefix(await diagnosePathErrors(r.errors, files[i].request.file_path, pathScene(env)), files[i].inputPath)) fsErrors.push(item);
  }
  if (fsErrors.length > 0) return { ok: false, form, errors: fsErrors };
  const duplicates = findDuplicateTargets(targets, files.map((f) => f.inputPath), env.platform.caseSensitive);
  if (duplicates.length > 0) return { ok: false, form, errors: duplicates };
  return { ok: true, request: { form, files, targets } };
}

/** Layer 4: content, every file's edits against its current text. */
export async function planCheckedRequest(checked: CheckedEditRequest, env: EditEnvironment): Promise<EditValidation> {
  const { form, files, targets } = checked;
  const planned: PlannedFile[] = [];
  const contentErrors: GuardedError[] = [];
  for (let i = 0; i < files.length; i++) {
    const outcome = await planFile(files[i].request, files[i].inputPath, targets[i], env);
    if (outcome.ok) planned.push(outcome.file);
    else for (const item of outcome.errors) contentErrors.push(item);
  }
  // The targets let the adapter place content errors (which name files by displayPath) in files.
  if (contentErrors.length > 0) return { ok: false, form, errors: contentErrors, targets };
  return { ok: true, form, files: planned };
}

async function planFile(
  request: FileEdits,
  inputPath: InputPath,
  target: ResolvedTarget,
  env: EditEnvironment,
): Promise<{ ok: true; file: PlannedFile } | { ok: false; errors: GuardedError[] }> {
  const loaded = await loadOrRefuse(() => env.loadDocument(target), { displayPath: target.displayPath, inputPath }, (errors) => withPathPrefix([...errors], inputPath));
  if (!loaded.ok) return loaded;
  const document = loaded.document;
  const planInput = {
    text: document.text, eol: document.eol, edits: request.edits, displayPath: target.displayPath,
    matching: env.matching ?? 'exact', readChanged: false, ...(document.asciiView ? { asciiView: document.asciiView } : {}),
  };
  // A notebook's old_string is the model's plain code: applied inside the one cell that holds it.
  const plan = isNotebookPath(target.displayPath)
    ? planNotebookFileEdits(planInput)
    : env.pause && document.text.length >= PAUSE_FROM_CHARACTERS ? await planEditsPausing(planInput, env.pause) : planEdits(planInput);
  if (!plan.ok) {
    // A miss on a file changed since the model's read says so (the one rule of core/change).
    const worded = await rePlanIfReadChanged(plan.errors, env, target, document.text, (news) => planEdits({
      text: document.text, eol: document.eol, edits: request.edits, displayPath: target.displayPath, matching: env.matching ?? 'exact', ...news,
    }));
    return { ok: false, errors: withPathPrefix(worded, inputPath) };
  }
  return {
    ok: true,
    file: {
      request, inputPath, target, document,
      replacements: plan.replacements, changes: plan.changes,
      replacementCount: plan.replacementCount, editsApplied: plan.editsApplied, ...(plan.matched ? { matched: plan.matched } : {}),
      rules: targetRulesKey(target, env),
    },
  };
}

/**
 * The edit's part of the one re-check before applying (core/change's recheckBeforeApply): its path
 * through the jail again (the same real file, the same rules), and its edits planned again on a
 * text that changed since.
 */
export const editRePlan: RePlan<PlannedFile> = {
  async jailAgain(file, env) {
    const again = await jailForEdit(file.request.file_path, env);
    if (!again.ok) return { ok: false, errors: withPathPrefix(again.errors, file.inputPath) };
    const moved = sameFileSameRules(file, again, { inputPath: file.inputPath }, env.platform.caseSensitive);
    if (moved) return { ok: false, errors: [moved] };
    return { ok: true, file: { ...file, target: again.target } };
  },
  reload: {
    plannedOn: (file) => file.document,
    target: (file) => file.target,
    inputPath: (file) => file.inputPath,
    placed: (file, errors) => withPathPrefix([...errors], file.inputPath),
    withDocument: (file, document) => ({ ...file, document }),
    async plan(file, _document, env) {
      const replanned = await planFile(file.request, file.inputPath, file.target, env);
      return replanned.ok ? { ok: true, file: replanned.file } : replanned;
    },
  },
};

function pathScene(env: EditEnvironment): PathScene {
  return { roots: env.roots, fs: env.fs, platform: env.platform, options: editJailOptions(env) };
}

function findDuplicateTargets(targets: readonly ResolvedTarget[], inputPaths: readonly InputPath[], caseSensitive: boolean): GuardedError[] {
  const seen = new Map<string, number>();
  const errors: GuardedError[] = [];
  targets.forEach((t, i) => {
    const key = fileKey(t.realPath, caseSensitive);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else errors.push(duplicateFileError(t.displayPath, inputPaths[i], first, i, targets.length));
  });
  return errors;
}

function requestFormOf(input: unknown): RequestForm {
  return input !== null && typeof input === 'object' && Array.isArray((input as { files?: unknown }).files) ? 'multi' : 'single';
}


