// The settings and workspace folders the checks read, kept until anything changes: reading them
// is five `inspect`s of settings (about 0.15 ms each in the extension host), and a request read
// them twice (its checks and the re-check before applying). Every change of the configuration
// (any section, any scope) or of the folders discards the copy. A change is applied and its event
// fired in one task of the extension host, so a read after that task never sees the old copy; a
// request started synchronously inside another listener of that very event, before this one ran,
// still re-checks after its awaits, when the copy is gone, and is refused when its rules changed.
import * as vscode from 'vscode';
import type { WorkspaceRoot } from '../../core/platform';
import { readSettings, type GuardedEditSettings } from '../settings';
import { workspaceRoots } from './workspaceEnvironment';

export interface WorldSettings {
  settings: GuardedEditSettings;
  roots: readonly WorkspaceRoot[];
}

export class WorldSnapshot implements vscode.Disposable {
  private changes = 0;
  private kept: (WorldSettings & { changes: number }) | undefined;
  private readonly listeners = [
    vscode.workspace.onDidChangeConfiguration(() => { this.changes++; }),
    vscode.workspace.onDidChangeWorkspaceFolders(() => { this.changes++; }),
  ];

  /** The settings and folders as they are now (read anew after any change). Treat them as read-only. */
  current(): WorldSettings {
    if (this.kept?.changes !== this.changes) this.kept = { changes: this.changes, settings: readSettings(), roots: workspaceRoots() };
    return this.kept;
  }

  dispose(): void {
    for (const listener of this.listeners) listener.dispose();
    this.kept = undefined;
  }
}
