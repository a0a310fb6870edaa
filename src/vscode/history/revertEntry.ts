// "Revert" of a history entry in VS Code: its files put back as ONE WorkspaceEdit, so one Undo
// takes the revert back. The base is what the editor holds (an unsaved buffer too): a file still
// holding the entry's result gets its text from before; a file changed since is merged when the
// changes since do not touch the entry's lines (core/journal's undo plan), else nothing changes
// and CHANGED_SINCE_EDIT names the files and lines. Every path of the record is gated first;
// sensitive files need the person's yes. The revert is recorded as an entry that undoes this one.
import * as vscode from 'vscode';
import { previewReplacements } from '../../core/confirm';
import type { GuardedError } from '../../core/errors';
import { changedSinceEditError, planUndoFile, type EntryFile, type LineRange } from '../../core/journal';
import { failureResult, type EditFailure } from '../../core/pipeline';
import type { ResolvedTarget } from '../../core/path';
import { guardedError } from '../../core/errors';
import type { Journal } from '../../node/journal';
import type { PlannedChange } from '../../core/change';
import { confirmSensitiveChanges } from '../ask/sensitiveFiles';
import { findOpenDocument } from '../world/openDocuments';
import { workspaceRoots } from '../world/settings';
import { readSettings } from '../world/settings';
import type { ShownEntry } from './historyJournals';
import { gateRecordPath } from './recordGate';
import { recordApplied, type AppliedFile } from './recordApplied';

export const REVERT_TOOL_NAME = 'guardedEdit.revertHistoryEntry';

export interface RevertResult {
  success: true;
  /** The revert's own history entry. */
  entry: string | undefined;
  undid: string;
  files: { file_path: string; merged: boolean }[];
}

interface PlannedRevert {
  target: ResolvedTarget;
  file: EntryFile;
  document: vscode.TextDocument | undefined;
  /** The text the editor holds now (null: no file). */
  now: string | null;
  /** The text to leave (null: delete). */
  text: string | null;
  merged: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A stored version read at most (the journal stores files up to the size limit, at most 1 GiB). */
const MAX_VERSION_BYTES = 1024 * 1024 * 1024;

export async function revertEntry(shown: ShownEntry, log: vscode.LogOutputChannel, stateRoot: string): Promise<RevertResult | EditFailure> {
  const { entry, folder } = shown;
  const settings = readSettings();
  const rules = { roots: workspaceRoots(), protectedPatterns: settings.protectedFiles, confirmPatterns: settings.confirmFiles, maxFileBytes: settings.maxFileBytes, stateRoot };
  const errors: GuardedError[] = [];
  const conflicts: { path: string; why: string; lines: LineRange[] }[] = [];
  const planned: PlannedRevert[] = [];
  for (const file of entry.files.slice(0, 1000)) {
    const gated = await gateRecordPath(folder.journal, file.realPath, rules);
    if (!gated.ok) {
      errors.push(...gated.errors);
      continue;
    }
    const { target } = gated;
    const document = target.exists ? await findOpenDocument(target.realPath) ?? await vscode.workspace.openTextDocument(vscode.Uri.file(target.realPath)) : undefined;
    const now = document ? document.getText() : null;
    const versions = await storedVersions(folder.journal, file);
    if (!versions.ok) {
      errors.push(versions.error);
      continue;
    }
    const plan = planUndoFile({ before: versions.before, after: versions.after, now: now === null ? null : Buffer.from(now, 'utf8'), changes: file.changes, foreign: file.foreign === true }, decode, (text) => Buffer.from(text, 'utf8'));
    if (plan.kind === 'conflict') conflicts.push({ path: file.path, why: plan.why, lines: plan.lines });
    else if (plan.kind === 'write') {
      const text = plan.bytes === null ? null : decode(plan.bytes);
      if (plan.bytes !== null && text === undefined) conflicts.push({ path: file.path, why: 'its text before the entry is not UTF-8, which the editor cannot put back byte for byte', lines: [] });
      else planned.push({ target, file, document, now, text: text ?? null, merged: plan.merged });
    }
  }
  if (errors.length > 0) return failureResult(errors);
  if (conflicts.length > 0) return failureResult([changedSinceEditError(entry.id, conflicts)]);
  if (planned.length === 0) return failureResult([guardedError('NO_OP_EDIT', `Entry ${entry.id} is undone already: every file holds its text from before it.`, ['entry'], 'Nothing to do; revert another entry if you meant one.')]);

  const asked = await confirmSensitiveChanges(log, planned.map(changeToConfirm), settings.confirmFiles);
  if (!asked.ok) return failureResult(asked.errors);

  // The base must still be what was planned on: nothing awaits from this check to applyEdit.
  for (const p of planned) {
    if (p.document && p.document.getText() !== p.now) return failureResult([guardedError('STALE_DOCUMENT', `${p.file.path} changed while the revert was being prepared. Nothing was changed.`, ['entry'], 'Revert the entry again.')]);
  }
  const edit = new vscode.WorkspaceEdit();
  const wasDirty = planned.map((p) => p.document?.isDirty ?? false);
  for (const p of planned) {
    const uri = p.document?.uri ?? vscode.Uri.file(p.target.realPath);
    if (p.text === null) edit.deleteFile(uri, { ignoreIfNotExists: true });
    else if (!p.document || p.now === null) edit.createFile(uri, { overwrite: false, contents: Buffer.from(p.text, 'utf8') });
    else {
      const [start, end, text] = middle(p.now, p.text);
      edit.replace(uri, new vscode.Range(p.document.positionAt(start), p.document.positionAt(end)), text);
    }
  }
  if (!(await vscode.workspace.applyEdit(edit))) return failureResult([guardedError('APPLY_FAILED', `VS Code did not apply the revert of entry ${entry.id}. Nothing was changed.`, ['entry'], 'Revert the entry again; if it keeps failing, see the log (Guarded Edit: Show Log).')]);
  // Saved by guardedEdit.saveAfterEdit, as an edit is: never a buffer that held unsaved work before.
  const policy = settings.saveAfterEdit;
  for (const [i, p] of planned.entries()) {
    if (p.document && p.text !== null && (policy === 'always' || (policy === 'ifWasClean' && !wasDirty[i]))) await p.document.save();
  }
  const applied: AppliedFile[] = planned.map((p) => ({ target: p.target, before: p.now, after: p.text }));
  const [id] = await recordApplied({ tool: REVERT_TOOL_NAME, undoes: entry.id }, applied);
  log.info(`[history] reverted ${entry.id} (${entry.tool}): ${planned.map((p) => `${p.file.path}${p.merged ? ' (merged)' : ''}`).join(', ')}`);
  return { success: true, entry: id, undid: entry.id, files: planned.map((p) => ({ file_path: p.file.path, merged: p.merged })) };
}

/** The entry's versions of a file, each checked against its hash, without a BOM (the editor's text has none). */
async function storedVersions(journal: Journal, file: EntryFile): Promise<{ ok: true; before: Uint8Array | null; after: Uint8Array | null } | { ok: false; error: GuardedError }> {
  try {
    const [before, after] = await Promise.all([file.before, file.after].map(async (hash) => {
      if (hash === null) return null;
      // getBlob reads only a regular file and checks it against its hash.
      const bytes = await journal.getBlob(hash, MAX_VERSION_BYTES);
      if (bytes === undefined) throw new Error(`the stored version ${hash} is missing, too large or does not match its hash`);
      return withoutBom(bytes);
    }));
    return { ok: true, before, after };
  } catch (error) {
    return { ok: false, error: guardedError('APPLY_FAILED', `Entry's stored versions of ${file.path} cannot be used (${error instanceof Error ? error.message : String(error)}). Nothing was changed.`, ['entry'], 'The history may have been pruned or damaged; change the file back by hand.') };
  }
}

function withoutBom(bytes: Uint8Array): Uint8Array {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

function decode(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The smallest range of `now` to replace to get `next`: [start, end) and the text. */
function middle(now: string, next: string): [number, number, string] {
  let head = 0;
  const shorter = Math.min(now.length, next.length);
  while (head < shorter && now.charCodeAt(head) === next.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < shorter - head && now.charCodeAt(now.length - 1 - tail) === next.charCodeAt(next.length - 1 - tail)) tail++;
  return [head, now.length - tail, next.slice(head, next.length - tail)];
}

function changeToConfirm(p: PlannedRevert): PlannedChange {
  const action = p.now === null ? 'create' : 'edit';
  return {
    target: p.target,
    inputPath: ['entry'],
    action,
    before: p.now ?? undefined,
    preview: () => {
      if (p.text === null || p.now === null) return (p.text ?? p.now ?? '').split('\n').slice(0, 20);
      const [start, end, text] = middle(p.now, p.text);
      return previewReplacements(p.now, [{ start, end, text }]);
    },
  };
}
