// Builds the core's EditEnvironment from the live VS Code state: workspace folders, trust,
// settings, the Node filesystem, and documents read through openTextDocument (so an open,
// unsaved buffer is what is matched and edited).
import * as vscode from 'vscode';
import type { EditEnvironment, LoadedDocument } from '../core/pipeline';
import type { ResolvedTarget } from '../core/path';
import type { WorkspaceRoot } from '../core/platform';
import { createNodeFs, nodePlatform } from '../node/nodeFs';
import type { GuardedEditSettings } from './settings';

/** Only folders on the local (extension host's) filesystem can be jailed; others are ignored. */
export function workspaceRoots(): WorkspaceRoot[] {
  return (vscode.workspace.workspaceFolders ?? [])
    .filter((f) => f.uri.scheme === 'file')
    .map((f) => ({ name: f.name, path: f.uri.fsPath }));
}

/** Documents opened while validating one request, by real path, so the apply step can check versions. */
export class DocumentSet {
  private readonly documents = new Map<string, vscode.TextDocument>();

  async load(target: ResolvedTarget): Promise<LoadedDocument> {
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(target.realPath));
    this.documents.set(target.realPath, document);
    return {
      text: document.getText(),
      eol: document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n',
      version: document.version,
    };
  }

  get(realPath: string): vscode.TextDocument | undefined {
    return this.documents.get(realPath);
  }
}

export function editEnvironment(settings: GuardedEditSettings, documents: DocumentSet): EditEnvironment {
  return {
    roots: workspaceRoots(),
    platform: nodePlatform(),
    fs: createNodeFs(),
    trusted: vscode.workspace.isTrusted,
    protectedPatterns: settings.protectedFiles,
    maxFileBytes: settings.maxFileBytes,
    loadDocument: (target) => documents.load(target),
    // A macrotask between search steps: timers and other extensions run while a large file is planned.
    pause: () => new Promise((resolve) => setImmediate(resolve)),
  };
}
