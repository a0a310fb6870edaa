// guarded_apply_patch's checks, for every host: the input's shape, the patch's text, then every
// path it names (updated, deleted, added, and moved-to files alike) through the jail, then every
// hunk against the current text of its file. Nothing here writes; the host applies the plan as one
// change (one WorkspaceEdit in the editor, one commit of all files without it).
import { diagnosePathErrors } from '../diagnose';
import type { ToleratedMatch } from '../edit';
import type { ChangedRange, Replacement } from '../text';
import { guardedError, type GuardedError } from '../errors';
import { toLf } from '../text';
import { parsePathInput, resolveTarget, targetRulesKey, type ResolvedTarget, type TargetPurpose } from '../path';
import { loadOrRefuse, sameRealPath, untrustedWorkspaceError, type EditEnvironment, type LoadedDocument } from '../change';
import { ApplyPatchInputSchema, issuesToErrors } from '../request';
import { planHunks } from './hunkPlan';
import { parsePatch, type PatchParse } from './parsePatch';
import { drivePathInPatchError } from './patchErrors';
import type { PatchFormat, PatchOperation } from './types';

export type PatchAction = 'update' | 'add' | 'delete' | 'move';

export interface PlannedPatchFile {
  action: PatchAction;
  operation: PatchOperation;
  /** The file as it is (updated, deleted or moved), or the file to create (added). */
  target: ResolvedTarget;
  /** Where a moved file goes. */
  destination?: ResolvedTarget;
  /** The text the hunks were planned against (updated and moved files). */
  document?: LoadedDocument;
  /** Against document.text (updated and moved files). */
  replacements: Replacement[];
  /** The file's text afterwards: the added file's content, or the updated text. */
  newText?: string;
  changes?: ChangedRange[];
  /** Hunks placed elsewhere than their unified header's line numbers said. */
  notes: string[];
  matched?: ToleratedMatch[];
  /** targetRulesKey of the target (and the destination) when checked; the re-check refuses when they differ. */
  rules: string;
}

export type PatchValidation =
  | { ok: true; format: PatchFormat; files: PlannedPatchFile[] }
  | { ok: false; errors: GuardedError[]; targets?: ResolvedTarget[] };

/**
 * The input's shape checked and its patch parsed, once per call: the invocation message, the log
 * line and the checks of one call all take this reading of the same input object, kept as long as
 * the object lives (a host that builds a new input object for each call reads each once).
 */
export function readPatchRequest(input: unknown): PatchParse {
  if (input === null || typeof input !== 'object') return readPatchInput(input);
  let read = readings.get(input);
  if (!read) {
    read = readPatchInput(input);
    readings.set(input, read);
  }
  return read;
}

const readings = new WeakMap<object, PatchParse>();

function readPatchInput(input: unknown): PatchParse {
  const shape = ApplyPatchInputSchema.safeParse(input, { reportInput: true });
  if (!shape.success) return { ok: false, errors: issuesToErrors(shape.error.issues, input) };
  return parsePatch(shape.data.patch);
}

/** A patch read and every path of it jailed: what planning needs, made once per request. */
export interface CheckedPatchRequest {
  format: PatchFormat;
  files: { op: PatchOperation; target: ResolvedTarget; destination?: ResolvedTarget }[];
}

/** Every target of a checked patch: the files it updates, deletes or adds, and where moved files go. */
export function patchTargets(checked: CheckedPatchRequest): ResolvedTarget[] {
  return checked.files.flatMap((f) => [f.target, ...(f.destination ? [f.destination] : [])]);
}

export async function validatePatchRequest(input: unknown, env: EditEnvironment): Promise<PatchValidation> {
  const checked = await checkPatchRequest(input, env);
  return checked.ok ? planCheckedPatch(checked.request, env) : checked;
}

/** The input's shape, the patch's text, and every path it names through the jail; no file is read. */
export async function checkPatchRequest(input: unknown, env: EditEnvironment): Promise<{ ok: true; request: CheckedPatchRequest } | { ok: false; errors: GuardedError[] }> {
  if (!env.trusted) return { ok: false, errors: [untrustedWorkspaceError()] };
  const parsed = readPatchRequest(input);
  if (!parsed.ok) return parsed;
  const { operations, format } = parsed.patch;

  // Paths without I/O first: every path of the patch, the moved-to ones too.
  const lexical = operations.flatMap((op) => pathsOf(op).flatMap(({ path, line }) => {
    const drive = env.platform.windows ? undefined : drivePathInPatchError(path, line);
    if (drive) return [drive];
    const checked = parsePathInput(path, env.platform);
    return checked.ok ? [] : checked.errors.map((e) => atPatchLine(e, line));
  }));
  if (lexical.length > 0) return { ok: false, errors: lexical };

  // The jail, the file checks and the protected list, for every path.
  const errors: GuardedError[] = [];
  const resolved: CheckedPatchRequest['files'] = [];
  for (const op of operations) {
    const target = await resolveFor(op.path, op.kind === 'add' ? 'create' : 'edit', op.line, env);
    const destination = op.kind === 'update' && op.moveTo !== undefined ? await resolveFor(op.moveTo, 'create', op.moveLine ?? op.line, env) : undefined;
    if (!target.ok) for (const item of target.errors) errors.push(item);
    if (destination && !destination.ok) for (const item of destination.errors) errors.push(item);
    if (!target.ok || (destination && !destination.ok)) continue;
    if (op.kind === 'add' && target.target.exists) errors.push(fileExistsError(target.target.displayPath, op.line, 'add'));
    if (destination?.ok && destination.target.exists && !sameFile(destination.target, target.target, env)) {
      errors.push(fileExistsError(destination.target.displayPath, op.kind === 'update' ? op.moveLine ?? op.line : op.line, 'move'));
    }
    resolved.push({ op, target: target.target, ...(destination?.ok ? { destination: destination.target } : {}) });
  }
  if (errors.length > 0) return { ok: false, errors };
  const twice = namedTwice(resolved, env);
  if (twice.length > 0) return { ok: false, errors: twice };
  return { ok: true, request: { format, files: resolved } };
}

/** Every hunk of a checked patch against the current text of its file (the open buffer, or the file on disk). */
export async function planCheckedPatch(checked: CheckedPatchRequest, env: EditEnvironment): Promise<PatchValidation> {
  const { format, files: resolved } = checked;
  const errors: GuardedError[] = [];
  // Every hunk against the current text of its file.
  const files: PlannedPatchFile[] = [];
  for (const { op, target, destination } of resolved) {
    const rules = patchRulesKey(target, destination, env);
    if (op.kind === 'add') {
      files.push({ action: 'add', operation: op, target, replacements: [], newText: op.content, notes: [], rules });
      continue;
    }
    if (op.kind === 'delete') {
      const mismatch = op.expectedText === undefined ? [] : await checkDeletedText(op, target, env);
      if (mismatch.length > 0) for (const item of mismatch) errors.push(item);
      else files.push({ action: 'delete', operation: op, target, replacements: [], notes: [], rules });
      continue;
    }
    const planned = await planUpdate(op, target, env);
    if (!planned.ok) {
      for (const item of planned.errors) errors.push(item);
      continue;
    }
    files.push({ ...planned.file, action: destination ? 'move' : 'update', ...(destination ? { destination } : {}), rules });
  }
  if (errors.length > 0) return { ok: false, errors, targets: resolved.map((r) => r.target) };
  return { ok: true, format, files };
}

type UpdatePlan = { ok: true; file: Omit<PlannedPatchFile, 'action' | 'rules'> } | { ok: false; errors: GuardedError[] };

/** One updated file's hunks against its current text (the open buffer, or the file on disk). */
export async function planUpdate(op: Extract<PatchOperation, { kind: 'update' }>, target: ResolvedTarget, env: EditEnvironment): Promise<UpdatePlan> {
  const loaded = await loadOrRefuse(() => env.loadDocument(target), { displayPath: target.displayPath, inputPath: ['patch'] }, (errors) => errors.map((e) => atPatchLine(e, op.line)));
  if (!loaded.ok) return loaded;
  const document = loaded.document;
  const input = { text: document.text, eol: document.eol, hunks: op.hunks, displayPath: target.displayPath, matching: env.matching ?? 'exact' } as const;
  let plan = planHunks(input);
  // A hunk found nowhere in a file changed since the model's read says so, and names the journal's change of its lines.
  if (!plan.ok && plan.errors.some((e) => e.code === 'OLD_STRING_NOT_FOUND') && env.readChanged?.(target, document.text)) {
    const changes = await env.changesSinceRead?.(target);
    const again = planHunks({ ...input, readChanged: true, ...(changes ? { changesSinceRead: changes } : {}) });
    if (!again.ok) plan = again;
  }
  if (!plan.ok) return plan;
  return {
    ok: true,
    file: {
      operation: op, target, document,
      replacements: plan.replacements, newText: plan.newText, changes: plan.changes, notes: plan.notes,
      ...(plan.matched ? { matched: plan.matched } : {}),
    },
  };
}

/** A unified diff's deletion lists the file's lines: the file must still hold exactly those. */
async function checkDeletedText(op: Extract<PatchOperation, { kind: 'delete' }>, target: ResolvedTarget, env: EditEnvironment): Promise<GuardedError[]> {
  const loaded = await loadOrRefuse(() => env.loadDocument(target), { displayPath: target.displayPath, inputPath: ['patch'] }, (errors) => errors.map((e) => atPatchLine(e, op.line)));
  if (!loaded.ok) return loaded.errors;
  const document = loaded.document;
  if (toLf(document.text) === op.expectedText) return [];
  const now = toLf(document.text).split('\n');
  const listed = (op.expectedText ?? '').split('\n');
  let line = 0;
  while (line < now.length && line < listed.length && now[line] === listed[line]) line++;
  return [guardedError(
    'OLD_STRING_NOT_FOUND',
    `Patch line ${op.line}: the patch deletes ${target.displayPath} and lists its lines, but the file is not that text now (they differ from line ${line + 1} on). A deletion is applied only to the text it was written against.`,
    ['patch'],
    `Read ${target.displayPath} again: if it should still go, delete it with "*** Delete File: ${target.displayPath}" (no lines needed) or a diff of its current text.`,
    { location: { file_path: target.displayPath, line: line + 1, column: 1, end_line: line + 1, end_column: 1 } },
  )];
}

function pathsOf(op: PatchOperation): { path: string; line: number }[] {
  const paths = [{ path: op.path, line: op.line }];
  if (op.kind === 'update' && op.moveTo !== undefined) paths.push({ path: op.moveTo, line: op.moveLine ?? op.line });
  return paths;
}

type Resolved = { ok: true; target: ResolvedTarget } | { ok: false; errors: GuardedError[] };

export async function resolveFor(path: string, purpose: TargetPurpose, line: number, env: EditEnvironment): Promise<Resolved> {
  const options = { purpose, protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes };
  const resolved = await resolveTarget(path, env.roots, env.fs, env.platform, options);
  if (resolved.ok) return resolved;
  const diagnosed = await diagnosePathErrors(resolved.errors, path, { roots: env.roots, fs: env.fs, platform: env.platform, options });
  return { ok: false, errors: diagnosed.map((e) => atPatchLine(e, line)) };
}

/** An error about a path or file of the patch: the patch line that names it, and the patch as its path. */
export function atPatchLine(error: GuardedError, line: number): GuardedError {
  return { ...error, message: `Patch line ${line}: ${error.message}`, path: ['patch'] };
}

function sameFile(a: ResolvedTarget, b: ResolvedTarget, env: EditEnvironment): boolean {
  return sameRealPath(a.realPath, b.realPath, env.platform.caseSensitive);
}

export function fileExistsError(displayPath: string, line: number, why: 'add' | 'move'): GuardedError {
  return guardedError(
    'FILE_EXISTS',
    `Patch line ${line}: ${displayPath} already exists, so the patch cannot ${why === 'add' ? 'add it' : 'move a file there'}. A patch never replaces a file it does not update.`,
    ['patch'],
    why === 'add'
      ? `Read ${displayPath} and change it with "*** Update File: ${displayPath}" and hunks instead of adding it.`
      : `Choose another destination, or delete ${displayPath} in a separate call first if it should go.`,
  );
}

/** One patch changes each file once: two sections on one file (by real path) are refused. */
function namedTwice(resolved: readonly { op: PatchOperation; target: ResolvedTarget; destination?: ResolvedTarget }[], env: EditEnvironment): GuardedError[] {
  const seen = new Map<string, number>();
  const errors: GuardedError[] = [];
  const key = (t: ResolvedTarget) => (env.platform.caseSensitive ? t.realPath : t.realPath.toLowerCase());
  for (const { op, target, destination } of resolved) {
    const own = new Set<string>();
    for (const t of destination ? [target, destination] : [target]) {
      const k = key(t);
      if (own.has(k)) continue;
      own.add(k);
      const first = seen.get(k);
      if (first !== undefined) {
        errors.push(guardedError(
          'INVALID_PATCH',
          `Patch line ${op.line}: ${t.displayPath} is already changed by the section at patch line ${first}; a patch changes each file in one section.`,
          ['patch'],
          'Merge the two sections into one (all hunks of a file under one "*** Update File"), or send them as two calls.',
        ));
      } else {
        seen.set(k, op.line);
      }
    }
  }
  return errors;
}

/** The rules that apply to a patch's file (targetRulesKey): a move's are its source's and its destination's together. */
export function patchRulesKey(target: ResolvedTarget, destination: ResolvedTarget | undefined, env: EditEnvironment): string {
  return targetRulesKey(target, env) + (destination ? targetRulesKey(destination, env) : '');
}
