// The promises to the person, checked by the adapter around the apply step with the core's checks:
// read-only as the editor sees it, no other editor's unsaved work, text the encoding can hold, the
// size of what the edit works on and leaves, a clean buffer that gives back the bytes on disk (not
// lossy, not stale), and afterwards that every edit landed, or everything put back (the saves
// are checked in saveChecked.ts).
import { promises as fsp } from 'node:fs';
import * as vscode from 'vscode';
import { checkDocumentRoundTrip, checkEditSizes, checkEditTextSizes, checkTextForEditorEncoding, encodedLength } from '../../core/bytes';
import type { LoadedDocument } from '../../core/change';
import type { ResolvedTarget } from '../../core/path';
import { applyReplacements, replacedLength, type Replacement } from '../../core/text';
import { changedOnDiskError, checkReadOnly, dirtyInOtherEditorError, inverseReplacements, editNotAppliedError } from '../../core/editor';
import { type GuardedError, type InputPath } from '../../core/errors';
import { nodePlatform } from '../../node/nodeFs';
import { diskBytes } from '../world/diskBytes';
import { dirtyOtherEditor, documentEncoding } from '../world/openDocuments';
import type { EditorReadonlySettings } from '../world/editorSettings';
import { applyWorkspaceEdit } from './applyWorkspaceEdit';

/** How long a clean buffer behind its file on disk is given to be reloaded by VS Code. */
const STALE_WAIT_MS = 3000;

/**
 * One open document's change as the promises see it. An edit's planned file, a patch's updated file
 * and an overwrite each have this shape already: nothing is dressed up as something else.
 */
export interface DocumentChange {
  target: ResolvedTarget;
  /** Where the file is in the request ([] for a single-file request). */
  inputPath: InputPath;
  /** The text planned on, with its version. */
  document: LoadedDocument;
  replacements: readonly Replacement[];
}

/** A text the change writes, which the document's encoding must hold, named as the request names it. */
export interface WrittenText {
  text: string;
  /** "Edit 2's new_string", "The patch's added lines for src/a.ts". */
  label: string;
  path: InputPath;
}

export type PromiseCheck = { ok: true } | { ok: false; errors: GuardedError[] } | { ok: false; reloaded: true };

/** Each file's text after the edit (what the size check measures and checkApplied expects), by index. */
export interface AfterTexts {
  length(index: number): number;
  text(index: number): string;
}

/**
 * Each planned file's text after its replacements, built on first use: before the apply usually
 * only its length is needed (see checkEditTextSizes), and the apply waits for nothing else.
 */
export function plannedTexts(files: readonly DocumentChange[]): AfterTexts {
  const built: (string | undefined)[] = files.map(() => undefined);
  return {
    length: (i) => built[i]?.length ?? replacedLength(files[i].document.text.length, files[i].replacements),
    text: (i) => (built[i] ??= applyReplacements(files[i].document.text, files[i].replacements)),
  };
}

/** AfterTexts of texts already built. */
export function knownTexts(texts: readonly string[]): AfterTexts {
  return { length: (i) => texts[i].length, text: (i) => texts[i] };
}

/**
 * Everything that must hold before the edit is applied; `reloaded` asks the caller to validate
 * again. `after`: plannedTexts(files). Each document's version is the one its file was planned on
 * (the caller checked it just before), so its text is the planned file's.
 */
export async function checkBeforeApply<F extends DocumentChange>(
  files: readonly F[],
  docs: readonly vscode.TextDocument[],
  maxFileBytes: number,
  after: AfterTexts,
  /** The texts each file's change writes, as the tool names them (an edit's new_strings, a patch's added lines). */
  written: (file: F) => WrittenText[],
  /** The editor's read-only settings for a document (the window's snapshot keeps them). */
  readonlySettings: (scope: vscode.Uri) => EditorReadonlySettings,
): Promise<PromiseCheck> {
  const errors: GuardedError[] = [];
  for (let i = 0; i < files.length; i++) {
    // A workspace folder's own guardedEdit.maxFileSizeMB rules its files.
    for (const item of await checkFile(files[i], docs[i], files[i].target.root.rules?.maxFileBytes ?? maxFileBytes, after, i, written(files[i]), readonlySettings(docs[i].uri))) errors.push(item);
  }
  if (errors.length > 0) return { ok: false, errors };
  // Last, because it may wait: a clean buffer must be exactly the file on disk.
  for (let i = 0; i < files.length; i++) {
    const document = docs[i];
    if (document.isDirty) continue;
    const check = await roundTrip({ label: files[i].target.displayPath, inputPath: files[i].inputPath, realPath: files[i].target.realPath }, document, files[i].document.text);
    if (check.ok) continue;
    if ('errors' in check) return check;
    if (await reloaded(document, files[i].document.version)) return { ok: false, reloaded: true };
    return { ok: false, errors: [changedOnDiskError(files[i].target.displayPath, files[i].inputPath, check.line, STALE_WAIT_MS)] };
  }
  return { ok: true };
}

/**
 * Read-only as the editor sees it, and unsaved changes in a notebook or custom editor.
 * `settings`: the editor's read-only settings for the file (see WorldSnapshot.editorReadonly).
 */
export async function editorStateErrors(target: ResolvedTarget, inputPath: InputPath, exists: boolean, settings: EditorReadonlySettings): Promise<GuardedError[]> {
  const { fromPermissions } = settings;
  // The mode bits count only with files.readonlyFromPermissions: without it, no wait for a stat.
  const mode = exists && fromPermissions ? await modeOf(target.realPath) : undefined;
  const readOnly = checkReadOnly(target, settings, { mode, fileSystemWritable: vscode.workspace.fs.isWritableFileSystem('file') !== false }, nodePlatform(), inputPath);
  if (readOnly.length > 0) return readOnly;
  const other = exists ? await dirtyOtherEditor(target.realPath) : undefined;
  return other ? [dirtyInOtherEditorError(target.displayPath, inputPath, other)] : [];
}

async function modeOf(path: string): Promise<number | undefined> {
  try {
    return (await fsp.stat(path)).mode;
  } catch {
    return undefined;
  }
}

/**
 * Read-only, other editors, encodability and size; none of these waits for anything.
 * `after.text(index)`: the file's planned text; `readonlySettings`: the editor's for the document.
 */
async function checkFile(file: DocumentChange, document: vscode.TextDocument, maxFileBytes: number, after: AfterTexts, index: number, written: readonly WrittenText[], readonlySettings: EditorReadonlySettings): Promise<GuardedError[]> {
  const { target, inputPath } = file;
  const state = await editorStateErrors(target, inputPath, true, readonlySettings);
  if (state.length > 0) return state;

  const encoding = documentEncoding(document);
  const unencodable = written.flatMap((w) => checkTextForEditorEncoding(w.text, encoding, w.label).map((e) => ({ ...e, path: w.path })));
  if (unencodable.length > 0) return unencodable;

  return checkEditTextSizes({
    label: target.displayPath,
    inputPath: [...inputPath, 'file_path'],
    encodingId: encoding,
    before: file.document.text,
    afterLength: after.length(index),
    after: () => after.text(index),
    limit: maxFileBytes,
  });
}

/** `text`: the document's text when the caller has it (a version it checked), else read from the document. */
/** Whether a clean buffer's text gives back the bytes of its file on disk (`label`, `inputPath`: how a refusal names the file). */
async function roundTrip(file: { label: string; inputPath: InputPath; realPath: string }, document: vscode.TextDocument, text = document.getText()) {
  const { label, inputPath } = file;
  let bytes: Uint8Array;
  try {
    bytes = await diskBytes(vscode.Uri.file(file.realPath));
  } catch {
    return { ok: true } as const; // Gone or unreadable: the re-check of the path reports it.
  }
  return checkDocumentRoundTrip({
    text,
    eol: document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n',
    encodingId: documentEncoding(document),
    label,
    inputPath: [...inputPath, 'file_path'],
  }, bytes);
}

/** Wait (bounded) until VS Code reloads the document from disk, i.e. its version moves on. */
async function reloaded(document: vscode.TextDocument, version: number): Promise<boolean> {
  if (document.version !== version) return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => finish(false), STALE_WAIT_MS);
    const listener = vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document === document && document.version !== version) finish(true);
    });
    function finish(value: boolean): void {
      clearTimeout(timer);
      listener.dispose();
      resolve(value);
    }
  });
}

/**
 * The promises for an overwrite by the create tool: editor state, the content checked for the
 * document's encoding and size, and a clean buffer that is exactly the file on disk.
 */
export async function checkOverwrite(target: ResolvedTarget, document: vscode.TextDocument, content: string, maxFileBytes: number, readonlySettings: EditorReadonlySettings): Promise<GuardedError[]> {
  const state = await editorStateErrors(target, [], true, readonlySettings);
  if (state.length > 0) return state;
  const encoding = documentEncoding(document);
  const unencodable = checkTextForEditorEncoding(content, encoding, 'content').map((e) => ({ ...e, path: ['content'] }));
  if (unencodable.length > 0) return unencodable;
  const size = checkEditSizes({ label: target.displayPath, inputPath: ['file_path'], before: encodedLength(document.getText(), encoding), after: encodedLength(content, encoding), limit: maxFileBytes });
  // The whole text is replaced: bytes the editor would change on load are not kept anyway, and a
  // buffer behind the disk is no base; only an encoding we cannot write exactly refuses.
  if (size.length > 0 || document.isDirty) return size;
  const check = await roundTrip({ label: target.displayPath, inputPath: [], realPath: target.realPath }, document);
  return !check.ok && 'errors' in check && check.cause === 'unsupported' ? check.errors : [];
}

/**
 * For a read: a clean document whose file on disk holds other text is given (bounded) time to be
 * reloaded, so what is read is the file as it is now. Returns whether it is current.
 */
export async function awaitCurrent(document: vscode.TextDocument, label: string): Promise<boolean> {
  if (document.isDirty) return true;
  const check = await roundTrip({ label, inputPath: [], realPath: document.uri.fsPath }, document);
  if (check.ok || 'errors' in check) return true;
  return reloaded(document, document.version);
}

/** After applyEdit returned true: does every document hold exactly the planned text (`after`: plannedTexts(files))? */
export function checkApplied(files: readonly DocumentChange[], docs: readonly vscode.TextDocument[], after: AfterTexts): { ok: true } | { ok: false; missing: number[] } {
  const missing: number[] = [];
  files.forEach((_, i) => {
    if (docs[i].getText() !== after.text(i)) missing.push(i);
  });
  return missing.length === 0 ? { ok: true } : { ok: false, missing };
}

/** Put the documents whose text is the planned text back to the text they had; returns which were put back. */
export async function putBack(files: readonly DocumentChange[], docs: readonly vscode.TextDocument[], which: readonly number[]): Promise<boolean> {
  const edit = new vscode.WorkspaceEdit();
  let any = false;
  for (const i of which) {
    const document = docs[i];
    if (document.getText() !== applyReplacements(files[i].document.text, files[i].replacements)) continue;
    for (const r of inverseReplacements(files[i].document.text, files[i].replacements)) {
      edit.replace(document.uri, new vscode.Range(document.positionAt(r.start), document.positionAt(r.end)), r.text);
    }
    any = true;
  }
  return any ? (await applyWorkspaceEdit(edit, [])).applied : true;
}

export function notAppliedError(files: readonly DocumentChange[], missing: readonly number[]): GuardedError {
  return editNotAppliedError(missing.map((i) => files[i].target.displayPath), 'VS Code accepted the edit but the document does not hold the new text (is it read-only in the editor?)');
}
