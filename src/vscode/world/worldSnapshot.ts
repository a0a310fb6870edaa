// The settings and workspace folders the checks read, kept until anything changes: reading them
// is five `inspect`s of settings (about 0.15 ms each in the extension host), and a request read
// them twice (its checks and the re-check before applying). The same holds for the editor's
// read-only settings of each file and the wait for problems after an edit, read by every request
// just before its apply. Every change of the configuration
// (any section, any scope) or of the folders discards the copy. A change is applied and its event
// fired in one task of the extension host, so a read after that task never sees the old copy; a
// request started synchronously inside another listener of that very event, before this one ran,
// still re-checks after its awaits, when the copy is gone, and is refused when its rules changed.
import * as vscode from 'vscode';
import { readSettings, workspaceRoots, type WorldSettings } from './settings';
import { readEditorReadonlySettings, readProblemsSettings, type EditorReadonlySettings, type ProblemsSettings } from './editorSettings';

/** Files whose read-only settings are kept at most; then the copies start over. */
const MAX_KEPT_SCOPES = 256;

export class WorldSnapshot implements vscode.Disposable {
  private changes = 0;
  private kept: (WorldSettings & { changes: number }) | undefined;
  private keptProblems: { changes: number; settings: ProblemsSettings } | undefined;
  private keptReadonly: { changes: number; byScope: Map<string, EditorReadonlySettings> } | undefined;
  private readonly listeners = [
    vscode.workspace.onDidChangeConfiguration(() => { this.changes++; }),
    vscode.workspace.onDidChangeWorkspaceFolders(() => { this.changes++; }),
  ];

  /** The settings and folders as they are now (read anew after any change). Treat them as read-only. */
  current(): WorldSettings {
    if (this.kept?.changes !== this.changes) this.kept = { changes: this.changes, settings: readSettings(), roots: workspaceRoots() };
    return this.kept;
  }

  /** guardedEdit.problemsAfterEditMs and problemsIncludeWarnings, as they are now. */
  problems(): ProblemsSettings {
    if (this.keptProblems?.changes !== this.changes) this.keptProblems = { changes: this.changes, settings: readProblemsSettings() };
    return this.keptProblems.settings;
  }

  /** The editor's read-only settings for the file at `scope` (its folder's), as they are now. */
  editorReadonly(scope: vscode.Uri): EditorReadonlySettings {
    if (this.keptReadonly?.changes !== this.changes || this.keptReadonly.byScope.size >= MAX_KEPT_SCOPES) {
      this.keptReadonly = { changes: this.changes, byScope: new Map() };
    }
    const key = scope.toString();
    let settings = this.keptReadonly.byScope.get(key);
    if (!settings) {
      settings = readEditorReadonlySettings(scope);
      this.keptReadonly.byScope.set(key, settings);
    }
    return settings;
  }

  dispose(): void {
    for (const listener of this.listeners) listener.dispose();
    this.kept = undefined;
    this.keptProblems = undefined;
    this.keptReadonly = undefined;
  }
}
