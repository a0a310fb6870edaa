// Builds the core's EditEnvironment from the live VS Code state: workspace folders, trust,
// settings, the Node filesystem, and documents read through openTextDocument (so an open,
// unsaved buffer is what is matched and edited).
import * as vscode from 'vscode';
import type { EditEnvironment, LoadedDocument } from '../../core/change';
import type { ResolvedTarget } from '../../core/path';
import type { WorkspaceRoot } from '../../core/platform';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';
import type { GuardedEditSettings, WorldSettings } from './settings';
import { documentFor } from './openDocuments';

/**
 * The world as it is now (folders, trust, settings), read anew for the re-check just before
 * applying: a folder removed or a setting changed since the checks counts.
 */
export function currentWorld({ settings, roots }: WorldSettings): Pick<EditEnvironment, 'roots' | 'trusted' | 'protectedPatterns' | 'confirmPatterns' | 'maxFileBytes'> {
  return {
    roots,
    trusted: vscode.workspace.isTrusted,
    protectedPatterns: settings.protectedFiles,
    confirmPatterns: settings.confirmFiles,
    maxFileBytes: settings.maxFileBytes,
  };
}

/** Documents opened while validating one request, by real path, so the apply step can check versions. */
export class DocumentSet {
  private readonly documents = new Map<string, vscode.TextDocument>();

  async load(target: ResolvedTarget): Promise<LoadedDocument> {
    // One document per file: the open one, under whatever path (a link) it was opened.
    const document = await documentFor(target.realPath);
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

/** `settings` and `roots`: the call's world, read once (see WorldSnapshot). */
export function editEnvironment(settings: GuardedEditSettings, documents: DocumentSet, roots: readonly WorkspaceRoot[]): EditEnvironment {
  return {
    roots,
    platform: nodePlatform(),
    fs: hostFs(),
    trusted: vscode.workspace.isTrusted,
    protectedPatterns: settings.protectedFiles,
    confirmPatterns: settings.confirmFiles,
    maxFileBytes: settings.maxFileBytes,
    loadDocument: (target) => documents.load(target),
    matching: settings.matching,
    // A macrotask between search steps: timers and other extensions run while a large file is planned.
    pause: () => new Promise((resolve) => setImmediate(resolve)),
  };
}
