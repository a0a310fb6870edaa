// One document per file: an open document is found by the real path of its file, so a file open
// under a link (or through a linked folder) is THE document that is read and edited.
import * as vscode from 'vscode';
import { fileKey } from '../../core/platform';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';

/** Open documents looked at per lookup; more is unusual, and the rest are opened by path as before. */
const MAX_OPEN_DOCUMENTS = 1000;

function sameFile(a: string, b: string): boolean {
  const caseSensitive = nodePlatform().caseSensitive;
  return fileKey(a, caseSensitive) === fileKey(b, caseSensitive);
}

async function realPathOf(uri: vscode.Uri): Promise<string | undefined> {
  if (uri.scheme !== 'file') return undefined;
  try {
    return await hostFs().realpath(uri.fsPath);
  } catch {
    return undefined;
  }
}

/** The open text document of the file at `realPath`, under whatever path it was opened. */
export async function findOpenDocument(realPath: string): Promise<vscode.TextDocument | undefined> {
  const candidates = vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'file').slice(0, MAX_OPEN_DOCUMENTS);
  const direct = candidates.find((d) => sameFile(d.uri.fsPath, realPath));
  if (direct) return direct;
  for (const document of candidates) {
    const real = await realPathOf(document.uri);
    if (real !== undefined && sameFile(real, realPath)) return document;
  }
  return undefined;
}

/** The document of the file: the open one (by real path), else opened by its real path. */
export async function documentFor(realPath: string): Promise<vscode.TextDocument> {
  return (await findOpenDocument(realPath)) ?? vscode.workspace.openTextDocument(vscode.Uri.file(realPath));
}

/** A notebook or custom editor holding unsaved changes to the file, if any. */
export async function dirtyOtherEditor(realPath: string): Promise<'notebook' | 'custom' | undefined> {
  for (const notebook of vscode.workspace.notebookDocuments.slice(0, MAX_OPEN_DOCUMENTS)) {
    if (!notebook.isDirty) continue;
    const real = await realPathOf(notebook.uri);
    if (real !== undefined && sameFile(real, realPath)) return 'notebook';
  }
  const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).slice(0, MAX_OPEN_DOCUMENTS);
  for (const tab of tabs) {
    if (!tab.isDirty) continue;
    const input = tab.input;
    const kind = input instanceof vscode.TabInputNotebook ? 'notebook' : input instanceof vscode.TabInputCustom ? 'custom' : undefined;
    if (!kind) continue;
    const real = await realPathOf((input as vscode.TabInputNotebook | vscode.TabInputCustom).uri);
    if (real !== undefined && sameFile(real, realPath)) return kind;
  }
  return undefined;
}

/**
 * The encoding the editor holds the document in: `TextDocument.encoding` where the running VS Code
 * has it, else files.encoding for the document (a BOM on disk is found by the byte check itself).
 */
export function documentEncoding(document: vscode.TextDocument): string {
  const own = (document as unknown as { encoding?: unknown }).encoding;
  if (typeof own === 'string' && own.length > 0) return own;
  const configured = vscode.workspace.getConfiguration('files', document).get<unknown>('encoding');
  return typeof configured === 'string' && configured.length > 0 ? configured : 'utf8';
}
