// "Revert" of a history entry in VS Code: its files put back through the one apply loop, as ONE
// WorkspaceEdit, so one Undo takes the revert back. The base is what the editor holds (an unsaved
// buffer too): a file still holding the entry's result gets its text from before; a file changed
// since is merged when the changes since do not touch the entry's lines (core/journal's undo plan),
// else nothing changes and CHANGED_SINCE_EDIT names the files and lines. Every path of the record
// is gated first, and again just before applying (the loop's re-check, where a text changed since
// is planned again); sensitive files need the person's yes; the promises of an edit hold (read-only,
// a clean buffer that is the file on disk, size, encoding). The world is read once from the
// window's snapshot, as for every tool; the revert tells the after-apply point (AppliedChanges),
// which records it as an entry that undoes this one.
import * as vscode from 'vscode';
import { strictUtf8 } from '../../core/bytes';
import { loadOrRefuse, recheckBeforeApply, staleDocumentError, type EditEnvironment, type LoadedDocument, type PlannedChange, type RePlan } from '../../core/change';
import { previewReplacements } from '../../core/confirm';
import type { GuardedError } from '../../core/errors';
import { guardedError } from '../../core/errors';
import { changedSinceEditError, planUndoFile, type EntryFile } from '../../core/journal';
import { mergedNotebookProblem } from '../../core/notebook';
import type { ResolvedTarget } from '../../core/path';
import { failureResult, type EditFailure } from '../../core/pipeline';
import { fileKey } from '../../core/platform';
import { commonAffixes, type Replacement } from '../../core/text';
import type { Journal } from '../../node/journal';
import { confirmSensitiveChanges } from '../ask/sensitiveFiles';
import { applyLoop, type ToolApply } from '../apply/applyLoop';
import type { AppliedFile } from '../apply/appliedChanges';
import { checkApplied, checkBeforeApply, plannedTexts, putBack, type DocumentChange } from '../apply/documentPromises';
import { callWorld, savedByPolicy, type CallWorld, type ToolFrame } from '../apply/runTool';
import { saveChecked, type SaveStep } from '../apply/saveChecked';
import { fileExists } from '../world/diskBytes';
import type { WorldSnapshot } from '../world/worldSnapshot';
import type { ShownEntry } from './historyJournals';
import { gateRecordPath, type GateRules } from './recordGate';

export const REVERT_TOOL_NAME = 'guardedEdit.revertHistoryEntry';

export interface RevertResult {
  success: true;
  /** The revert's own history entry. */
  entry: string | undefined;
  undid: string;
  files: { file_path: string; merged: boolean }[];
}

/** One file of the revert, as planned on what the editor holds. */
interface PlannedRevert {
  target: ResolvedTarget;
  file: EntryFile;
  /** The entry's stored versions of the file (without a BOM). */
  versions: StoredVersions;
  /** The text the editor holds now, with its version (null: no file). */
  now: LoadedDocument | null;
  /** The text to leave (null: delete). */
  text: string | null;
  merged: boolean;
}

interface StoredVersions {
  before: Uint8Array | null;
  after: Uint8Array | null;
}

/** A stored version read at most (the journal stores files up to the size limit, at most 1 GiB). */
const MAX_VERSION_BYTES = 1024 * 1024 * 1024;
/** Files of one entry reverted at most (an entry records at most this many). */
const MAX_FILES = 1000;
const ENTRY_PATH = ['entry'];

export async function revertEntry(
  shown: ShownEntry,
  /** The window's frame: its log, the queue shared with the tools (a revert and an edit of one file never interleave), the world, the after-apply point. */
  frame: ToolFrame,
  stateRoot: string,
): Promise<RevertResult | EditFailure> {
  const { entry, folder } = shown;
  const { log, queue } = frame;
  const world = callWorld(frame, 'command');
  const { env, settings } = world;
  const planning = await planRevert(shown, env, stateRoot);
  if (!planning.ok) return failureResult(planning.errors);
  const planned = planning.files;

  const asked = await confirmSensitiveChanges(log, planned.map(changeToConfirm), settings.confirmFiles);
  if (!asked.ok) return failureResult(asked.errors);

  const keys = planned.map((p) => fileKey(p.target.realPath, env.platform.caseSensitive));
  const outcome = await queue.run(keys, () => applyLoop(planned, revertApply(shown, stateRoot, world, frame.world), {
    token: undefined, readGate: undefined, gateMode: 'off', confirmed: asked.confirmed, gateAction: 'edit', seam: frame.seam,
  }, planned.map((p) => p.target)));
  if (!outcome.ok) return failureResult(outcome.errors);

  const saving = await save(outcome.files, outcome.open, outcome.wasDirty, world, log);
  if (!saving.ok) return failureResult(saving.errors);
  const [id] = await frame.appliedChanges?.applied({ tool: REVERT_TOOL_NAME, request: 'revert', origin: 'command', undoes: entry.id, files: outcome.files.map(appliedRevertFile) }) ?? [];
  log.info(`[history] reverted ${entry.id} (${entry.tool}) in ${folder.root.path}: ${outcome.files.map((p) => `${p.file.path}${p.merged ? ' (merged)' : ''}`).join(', ')}`);
  return { success: true, entry: id, undid: entry.id, files: outcome.files.map((p) => ({ file_path: p.file.path, merged: p.merged })) };
}

/** Every file of the entry gated, its stored versions read and its undo planned on what the editor holds. */
async function planRevert(shown: ShownEntry, env: EditEnvironment, stateRoot: string): Promise<{ ok: true; files: PlannedRevert[] } | { ok: false; errors: GuardedError[] }> {
  const { entry, folder } = shown;
  const errors: GuardedError[] = [];
  const conflicts: { path: string; why: string; lines: EntryFile['changes'] }[] = [];
  const planned: PlannedRevert[] = [];
  for (const file of entry.files.slice(0, MAX_FILES)) {
    const gated = await gateRecordPath(folder.journal, file.realPath, gateRules(env, stateRoot));
    if (!gated.ok) {
      for (const item of gated.errors) errors.push(item);
      continue;
    }
    const versions = await storedVersions(folder.journal, file);
    if (!versions.ok) {
      errors.push(versions.error);
      continue;
    }
    const loaded = gated.target.exists ? await loadOrRefuse(() => env.loadDocument(gated.target), { displayPath: file.path, inputPath: ENTRY_PATH }) : undefined;
    if (loaded && !loaded.ok) {
      for (const item of loaded.errors) errors.push(item);
      continue;
    }
    const now = loaded ? loaded.document : null;
    const plan = undoOn({ target: gated.target, file, versions: versions.versions }, now);
    if ('why' in plan) conflicts.push({ path: file.path, why: plan.why, lines: plan.lines });
    else if (plan.file) planned.push(plan.file);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (conflicts.length > 0) return { ok: false, errors: [changedSinceEditError(entry.id, conflicts)] };
  if (planned.length === 0) return { ok: false, errors: [guardedError('NO_OP_EDIT', `Entry ${entry.id} is undone already: every file holds its text from before it.`, ENTRY_PATH, 'Nothing to do; revert another entry if you meant one.')] };
  return { ok: true, files: planned };
}

/** The undo of one file on the text the editor holds now: a file to write (none when it holds its text from before already), or why not. */
function undoOn(
  base: Pick<PlannedRevert, 'target' | 'file' | 'versions'>,
  now: LoadedDocument | null,
): { file: PlannedRevert | undefined } | { why: string; lines: EntryFile['changes'] } {
  const { file, versions } = base;
  const plan = planUndoFile({ before: versions.before, after: versions.after, now: now === null ? null : Buffer.from(now.text, 'utf8'), changes: file.changes, foreign: file.foreign === true, mergedProblem: mergedNotebookProblem(file.path) }, decodeWithoutBom, (text) => Buffer.from(text, 'utf8'));
  if (plan.kind === 'conflict') return { why: plan.why, lines: plan.lines };
  if (plan.kind !== 'write') return { file: undefined };
  const text = plan.bytes === null ? null : decodeWithoutBom(plan.bytes);
  if (plan.bytes !== null && text === undefined) return { why: 'its text before the entry is not UTF-8, which the editor cannot put back byte for byte', lines: [] };
  return { file: { ...base, now, text: text ?? null, merged: plan.merged } };
}

/**
 * The revert's part of the one re-check: each path through the record's gate again (the same real
 * file, still there or still absent), and a text changed since planned again (merged, or refused
 * with CHANGED_SINCE_EDIT when the change touches the entry's lines).
 */
function revertRePlan(shown: ShownEntry, stateRoot: string): RePlan<PlannedRevert> {
  return {
    async jailAgain(planned, env) {
      const gated = await gateRecordPath(shown.folder.journal, planned.file.realPath, gateRules(env, stateRoot));
      if (!gated.ok) return gated;
      if (fileKey(gated.target.realPath, env.platform.caseSensitive) !== fileKey(planned.target.realPath, env.platform.caseSensitive) || gated.target.exists !== (planned.now !== null)) {
        return { ok: false, errors: [changedSinceEditError(shown.entry.id, [{ path: planned.file.path, why: gated.target.exists ? 'a file of that name was created while the revert was prepared' : 'it was deleted while the revert was prepared', lines: [] }])] };
      }
      return { ok: true, file: { ...planned, target: gated.target } };
    },
    reload: {
      plannedOn: (planned) => planned.now ?? undefined,
      target: (planned) => planned.target,
      inputPath: () => ENTRY_PATH,
      placed: (_planned, errors) => errors.map((e) => ({ ...e, path: ENTRY_PATH })),
      withDocument: (planned, document) => ({ ...planned, now: document }),
      plan(planned, document) {
        const again = undoOn(planned, document);
        if ('why' in again) return Promise.resolve({ ok: false, errors: [changedSinceEditError(shown.entry.id, [{ path: planned.file.path, ...again }])] });
        // Someone put the file back meanwhile: nothing left to do for it, so it is left as it is.
        return Promise.resolve({ ok: true, file: again.file ?? { ...planned, now: document, text: document.text, merged: false } });
      },
    },

  };
}

/** The revert's part of the one apply loop. */
function revertApply(shown: ShownEntry, stateRoot: string, { documents, env, now }: CallWorld, snapshot: WorldSnapshot): ToolApply<PlannedRevert> {
  const rePlan = revertRePlan(shown, stateRoot);
  const inPlace = (files: readonly PlannedRevert[]) => files.flatMap(documentChange);
  return {
    // The folders and settings are read anew: the world may have changed since the plan.
    recheck: (files, attempt) => recheckBeforeApply(files, now(), attempt, rePlan),
    documents: (files) => files.filter((f) => f.now !== null).map((f) => ({ document: documents.get(f.target.realPath), version: f.now?.version ?? 0 })),
    promises: async (files, open) => {
      const existing = files.filter((f) => f.now !== null);
      const changed = existing.flatMap((f, i) => (f.text === null ? [] : [{ change: documentChange(f)[0], document: open[i] }]));
      const changes = changed.map((c) => c.change);
      const promises = await checkBeforeApply(changes, changed.map((c) => c.document), env.maxFileBytes, plannedTexts(changes), (c) => c.replacements.map((r) => ({ text: r.text, label: `The text before entry ${shown.entry.id} of ${c.target.displayPath}`, path: ENTRY_PATH })), (scope) => snapshot.editorReadonly(scope));
      if (!promises.ok) return promises;
      // A file to delete must not hold unsaved work: deleting it would throw that work away.
      const unsaved = existing.filter((f, i) => f.text === null && open[i].isDirty);
      if (unsaved.length > 0) return { ok: false, errors: [changedSinceEditError(shown.entry.id, unsaved.map((f) => ({ path: f.file.path, why: 'it has unsaved changes in the editor, which deleting it would throw away; save or revert them first', lines: [] })))] };
      return { ok: true };
    },
    // No gateSubjects: every path went through the record's gate in the re-check.
    plannedChanges: (files) => files.map(changeToConfirm),
    build: (files) => {
      const edit = new vscode.WorkspaceEdit();
      for (const f of files) {
        const document = documents.get(f.target.realPath);
        const uri = document?.uri ?? vscode.Uri.file(f.target.realPath);
        if (f.text === null) edit.deleteFile(uri, { ignoreIfNotExists: false });
        else if (!document || f.now === null) edit.createFile(uri, { overwrite: false, contents: Buffer.from(f.text, 'utf8') });
        else for (const r of replacementsOf(f.now.text, f.text)) edit.replace(uri, new vscode.Range(document.positionAt(r.start), document.positionAt(r.end)), r.text);
      }
      return edit;
    },
    // Success is checked: each file holds its text from before, a deleted one is gone, a created one is there.
    notLanded: async (files) => {
      const missing: string[] = [];
      for (const f of files) {
        if (f.now !== null && f.text !== null) continue;
        if ((await fileExists(f.target.realPath)) !== (f.text !== null)) missing.push(f.file.path);
      }
      const changes = inPlace(files);
      const open = changes.map((c) => documents.get(c.target.realPath) as vscode.TextDocument);
      const landed = checkApplied(changes, open, plannedTexts(changes));
      if (!landed.ok) for (const item of landed.missing.map((i) => changes[i].target.displayPath)) missing.push(item);
      if (missing.length === 0) return [];
      await putBack(changes, open, changes.map((_, i) => i));
      return [guardedError('APPLY_FAILED', `VS Code accepted the revert of entry ${shown.entry.id}, but ${missing.join(', ')} did not end up as planned; the texts changed were put back.`, ENTRY_PATH, 'Look at the files, then revert the entry again; if it keeps failing, see the log (Guarded Edit: Show Log).')];
    },
    stale: (files, attempts) => files.map((f) => staleDocumentError(f.file.path, ENTRY_PATH, attempts, 'it kept changing.')),
    displayPaths: (files) => files.map((f) => f.file.path),
  };
}

/** A file whose text is replaced in its document, in the shape the promise checks take. */
function documentChange(f: PlannedRevert): DocumentChange[] {
  if (f.now === null || f.text === null) return [];
  return [{ target: f.target, inputPath: ENTRY_PATH, document: f.now, replacements: replacementsOf(f.now.text, f.text) }];
}

/** The smallest replacement that turns `now` into `next` (common start and end kept: cursors and folds stay). */
function replacementsOf(now: string, next: string): Replacement[] {
  const { prefix, suffix } = commonAffixes(now, next);
  return [{ start: prefix, end: now.length - suffix, text: next.slice(prefix, next.length - suffix) }];
}

/** Saved by guardedEdit.saveAfterEdit, as an edit is: never a buffer that held unsaved work before; each save checked, all put back on a failure. */
async function save(files: readonly PlannedRevert[], open: readonly vscode.TextDocument[], wasDirty: readonly boolean[], { settings }: CallWorld, log: vscode.LogOutputChannel) {
  const steps: SaveStep[] = [];
  files.filter((f) => f.now !== null).forEach((f, i) => {
    const [change] = documentChange(f);
    if (change) steps.push({ file: change, document: open[i], wasDirty: wasDirty[i], save: savedByPolicy(settings, wasDirty[i]) });
  });
  return saveChecked(steps, (message) => log.warn(message));
}

/** A reverted file as the after-apply point is told it: an edit, a create (no file before) or a delete (its text before, as bytes). */
function appliedRevertFile(p: PlannedRevert): AppliedFile {
  if (p.now === null) return { target: p.target, action: 'create', before: undefined, after: p.text ?? '' };
  if (p.text === null) return { target: p.target, action: 'delete', before: p.now.text, bytesBefore: Buffer.from(p.now.text, 'utf8'), after: undefined };
  return { target: p.target, action: 'edit', before: p.now.text, after: p.text };
}

function gateRules(env: EditEnvironment, stateRoot: string): GateRules {
  return { roots: env.roots, protectedPatterns: env.protectedPatterns, confirmPatterns: env.confirmPatterns ?? [], maxFileBytes: env.maxFileBytes, stateRoot };
}

/** The entry's versions of a file, each checked against its hash, without a BOM (the editor's text has none). */
async function storedVersions(journal: Journal, file: EntryFile): Promise<{ ok: true; versions: StoredVersions } | { ok: false; error: GuardedError }> {
  try {
    const [before, after] = await Promise.all([file.before, file.after].map(async (hash) => {
      if (hash === null) return null;
      // getBlob reads only a regular file and checks it against its hash.
      const bytes = await journal.getBlob(hash, MAX_VERSION_BYTES);
      if (bytes === undefined) throw new Error(`the stored version ${hash} is missing, too large or does not match its hash`);
      return withoutBom(bytes);
    }));
    return { ok: true, versions: { before, after } };
  } catch (error) {
    return { ok: false, error: guardedError('APPLY_FAILED', `Entry's stored versions of ${file.path} cannot be used (${error instanceof Error ? error.message : String(error)}). Nothing was changed.`, ENTRY_PATH, 'The history may have been pruned or damaged; change the file back by hand.') };
  }
}

function withoutBom(bytes: Uint8Array): Uint8Array {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

/** The document's text holds no BOM, so neither do the stored versions it is compared with. */
function decodeWithoutBom(bytes: Uint8Array): string | undefined {
  return strictUtf8(bytes, { dropBom: true });
}

function changeToConfirm(p: PlannedRevert): PlannedChange {
  return {
    target: p.target,
    inputPath: ENTRY_PATH,
    action: p.now === null ? 'create' : 'edit',
    before: p.now?.text,
    preview: () => {
      if (p.text === null || p.now === null) return (p.text ?? p.now?.text ?? '').split('\n').slice(0, 20);
      return previewReplacements(p.now.text, replacementsOf(p.now.text, p.text));
    },
  };
}
