// Synchronous filesystem calls in the extension host (hostFs: see SyncWhileQuickFsPort) only while
// every workspace folder is on a filesystem known to be local: asked when the extension starts and
// again at every change of the folders, with asynchronous calls until the answer comes.
import * as vscode from 'vscode';
import { hostFs, onLocalFilesystems } from '../../node/syncFs';

export class SyncCallsPermission implements vscode.Disposable {
  private asked = 0;
  private readonly listener = vscode.workspace.onDidChangeWorkspaceFolders(() => this.ask());

  constructor() {
    this.ask();
  }

  private ask(): void {
    const asked = ++this.asked;
    hostFs().permit(false);
    const folders = (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath);
    // A later question (the folders changed again) makes this answer moot.
    void onLocalFilesystems(folders).then((local) => {
      if (asked === this.asked) hostFs().permit(local);
    });
  }

  dispose(): void {
    this.asked++;
    hostFs().permit(false);
    this.listener.dispose();
  }
}
