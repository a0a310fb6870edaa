// The bytes of a file on disk, for the checks that compare a document with its file. A file: URI is
// read by Node in the extension host: VS Code's workspace.fs reads it with the same built-in disk
// provider (no extension may register another for file:), but first asks the workbench to activate
// providers for the scheme, a round trip that waits for whatever the workbench is doing. A small
// file is read without waiting for the thread pool (see SyncWhileQuickFsPort).
import { readFileSync, statSync } from 'node:fs';
import * as vscode from 'vscode';
import { hostFs } from '../../node/syncFs';

export async function diskBytes(uri: vscode.Uri): Promise<Uint8Array> {
  if (uri.scheme !== 'file') return vscode.workspace.fs.readFile(uri);
  return hostFs().readFile(uri.fsPath);
}

/** The bytes of the files a change will delete, read before it is applied (a deleted file's text is not in any document). */
export function bytesBeforeDelete(realPaths: readonly string[], maxBytes: number): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const path of realPaths.slice(0, 1000)) {
    try {
      if (statSync(path).size <= maxBytes) out.set(path, readFileSync(path));
    } catch {
      // Not recorded then: the delete itself reports what went wrong.
    }
  }
  return out;
}

/** Whether a file is there on disk now (after an apply: a created file landed, a deleted one is gone). */
export async function fileExists(realPath: string): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(vscode.Uri.file(realPath));
    return true;
  } catch {
    return false;
  }
}
