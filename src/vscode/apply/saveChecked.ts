// The save by policy after a change landed, each save checked (VS Code said saved and the disk
// holds the text); when one fails, every file of the request is put back (its text, and saved
// again when it was saved before), so a request is saved all or nothing.
import * as vscode from 'vscode';
import { checkDocumentRoundTrip } from '../../core/bytes';
import { saveFailedError } from '../../core/editor';
import type { GuardedError } from '../../core/errors';
import { diskBytes } from '../world/diskBytes';
import { documentEncoding } from '../world/openDocuments';
import { putBack, type DocumentChange } from './documentPromises';

/**
 * The pauses before a save VS Code refused is tried again (see saveAgainIfDiskIsBase): its record of
 * the file catches up when its file watcher reports the last change, which can take a moment.
 */
const SAVE_RETRY_MS = [200, 500, 1000];

/** Whether the bytes on disk are the document's text written in its encoding (after a save). */
async function diskHoldsDocument(document: vscode.TextDocument, label: string): Promise<boolean> {
  let bytes: Uint8Array;
  try {
    bytes = await diskBytes(document.uri);
  } catch {
    return false;
  }
  const check = checkDocumentRoundTrip({ text: document.getText(), eol: document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n', encodingId: documentEncoding(document), label }, bytes);
  return check.ok;
}

export interface SaveStep {
  file: DocumentChange;
  document: vscode.TextDocument;
  /** Whether the policy saves this document. */
  save: boolean;
  wasDirty: boolean;
}

/**
 * Save by policy and check each save landed. When one fails, every file of the request is put
 * back (text, and saved again when it was saved before) and APPLY_FAILED names the file.
 */
export async function saveChecked(
  steps: readonly SaveStep[],
  log: (message: string) => void,
  /** Called after each save that landed, with the text before it and the version: a save may change the text further (format on save). */
  onSaved?: (index: number, edited: string, versionBefore: number) => void,
): Promise<{ ok: true; saved: boolean[] } | { ok: false; errors: GuardedError[] }> {
  const saved: boolean[] = [];
  for (const [index, step] of steps.entries()) {
    if (!step.save) {
      saved.push(false);
      continue;
    }
    let why: string | undefined;
    const edited = step.document.getText();
    const versionBefore = step.document.version;
    try {
      if (!await step.document.save() && !await saveAgainIfDiskIsBase(step)) why = 'VS Code did not save it (the save was refused or the file changed on disk)';
      else if (!await diskHoldsDocument(step.document, step.file.target.displayPath)) why = 'the bytes on disk are not the text that was saved';
    } catch (error) {
      why = String(error);
    }
    saved.push(why === undefined);
    if (why === undefined) {
      onSaved?.(index, edited, versionBefore);
      continue;
    }
    log(`could not save ${step.file.target.displayPath}: ${why}; putting every file of the request back`);
    await restore(steps, saved);
    const others = steps.filter((s) => s !== step).map((s) => s.file.target.displayPath);
    return { ok: false, errors: [saveFailedError(step.file.target.displayPath, step.file.inputPath, why, others)] };
  }
  return { ok: true, saved };
}

/**
 * VS Code refuses a save when its record of the file is older than the disk, even when the disk
 * holds exactly the text the edit was planned on (a reload that just happened, or an outside write
 * in two steps whose last step VS Code has not heard of yet). Then saving again loses nothing: a
 * few more tries, after growing pauses, each only while the disk still holds that text.
 */
async function saveAgainIfDiskIsBase(step: SaveStep): Promise<boolean> {
  for (const pause of SAVE_RETRY_MS) {
    if (!await diskHoldsBase(step)) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
    if (!step.document.isDirty) return false;
    if (await step.document.save()) return true;
  }
  return false;
}

async function diskHoldsBase(step: SaveStep): Promise<boolean> {
  let bytes: Uint8Array;
  try {
    bytes = await diskBytes(step.document.uri);
  } catch {
    return false;
  }
  return checkDocumentRoundTrip({ text: step.file.document.text, eol: step.document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n', encodingId: documentEncoding(step.document), label: step.file.target.displayPath }, bytes).ok;
}

async function restore(steps: readonly SaveStep[], saved: readonly boolean[]): Promise<void> {
  await putBack(steps.map((s) => s.file), steps.map((s) => s.document), steps.map((_, i) => i));
  // A document that was clean before is saved again (the old text), so it is clean and the disk as before.
  for (let i = 0; i < steps.length; i++) {
    if (steps[i].wasDirty || !(saved[i] || steps[i].document.isDirty)) continue;
    try {
      await steps[i].document.save();
    } catch {
      // Nothing more to do: the text is back in the buffer, marked dirty.
    }
  }
}

