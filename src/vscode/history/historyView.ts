// The history in VS Code, wired: the view of the open folders' journals, kept current by a
// watcher of those journals (any process's records), the read-only provider of stored versions,
// and the commands to show the view, open an entry as diffs and revert it.
import * as vscode from 'vscode';
import { failureResult, type EditFailure } from '../../core/pipeline';
import { guardedError } from '../../core/errors';
import type { ToolFrame } from '../apply/runTool';
import { workspaceRoots } from '../world/settings';
import { folderJournals, type FolderJournal, type ShownEntry } from './historyJournals';
import { HISTORY_VIEW_ID, HistoryTree, OPEN_ENTRY_COMMAND } from './historyTree';
import { JournalWatcher } from './journalWatcher';
import { recordingsWritten } from './recordApplied';
import { revertEntry, REVERT_TOOL_NAME, type RevertResult } from './revertEntry';
import { STORED_VERSION_SCHEME, StoredVersions, storedVersionUri } from './storedVersions';

const SHOW_HISTORY_COMMAND = 'guardedEdit.showHistory';

export class HistoryView implements vscode.Disposable {
  readonly tree: HistoryTree;
  private folders: FolderJournal[] = [];
  private readonly watcher: JournalWatcher;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly stateRoot: string,
    /** The window's frame, shared with the tools: a revert and an edit of one file never interleave. */
    private readonly frame: ToolFrame,
  ) {
    this.tree = new HistoryTree(() => this.folders);
    this.watcher = new JournalWatcher(() => void this.tree.refresh());
    this.disposables.push(
      this.tree,
      this.watcher,
      vscode.window.createTreeView(HISTORY_VIEW_ID, { treeDataProvider: this.tree, showCollapseAll: true }),
      vscode.workspace.registerTextDocumentContentProvider(STORED_VERSION_SCHEME, new StoredVersions(stateRoot, frame.world)),
      vscode.workspace.onDidChangeWorkspaceFolders(() => this.watchFolders()),
      vscode.commands.registerCommand(SHOW_HISTORY_COMMAND, () => vscode.commands.executeCommand(`${HISTORY_VIEW_ID}.focus`)),
      vscode.commands.registerCommand(OPEN_ENTRY_COMMAND, (id?: unknown, path?: unknown) => this.open(idOf(id), typeof path === 'string' ? path : undefined)),
      vscode.commands.registerCommand(REVERT_TOOL_NAME, (id?: unknown) => this.revert(idOf(id))),
    );
    this.watchFolders();
  }

  private watchFolders(): void {
    this.folders = folderJournals(this.stateRoot, workspaceRoots());
    this.watcher.watchFolders(this.folders.map((f) => f.journal.entries));
    void this.tree.refresh();
  }

  /** The entry of that id, or the one the person picks. */
  private async find(id: string | undefined): Promise<ShownEntry | undefined> {
    await recordingsWritten();
    await this.tree.refresh();
    const entries = await this.tree.current();
    if (id !== undefined) return entries.find((e) => e.entry.id === id);
    const picked = await vscode.window.showQuickPick(entries.slice(0, 200).map((e) => ({ label: `${e.entry.tool}: ${e.entry.files.map((f) => f.path).join(', ')}`, description: `${e.entry.time} · ${e.entry.client}`, id: e.entry.id })), { placeHolder: vscode.l10n.t('Pick a history entry') });
    return picked ? entries.find((e) => e.entry.id === picked.id) : undefined;
  }

  /** One diff per file (before | after), from the stored versions. */
  private async open(id: string | undefined, onlyPath?: string): Promise<number> {
    const shown = await this.find(id);
    if (!shown) return 0;
    const files = shown.entry.files.filter((f) => onlyPath === undefined || f.path === onlyPath).slice(0, 20);
    for (const f of files) {
      const title = vscode.l10n.t('{0} ({1}, {2})', f.path, shown.entry.tool, shown.entry.client);
      await vscode.commands.executeCommand('vscode.diff', storedVersionUri(shown.folder.journal, f.before, f.path), storedVersionUri(shown.folder.journal, f.after, f.path), title, { preview: files.length === 1 });
    }
    return files.length;
  }

  private async revert(id: string | undefined): Promise<RevertResult | EditFailure> {
    const shown = await this.find(id);
    if (!shown) return failureResult([guardedError('INVALID_INPUT', `No history entry ${JSON.stringify(id ?? '')} in the journals of the open folders.`, ['entry'], 'Pick an entry in the view Guarded Edit: History.')]);
    const result = await revertEntry(shown, this.frame, this.stateRoot);
    if (!result.success) {
      this.frame.log.warn(`[history] revert of ${shown.entry.id} refused: ${result.message}`);
      void vscode.window.showErrorMessage(result.message);
    }
    await this.tree.refresh();
    return result;
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}

/** An entry id from a command argument: the id itself, or a tree node holding it. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const shown = (value as { shown?: { entry?: { id?: unknown } } } | undefined)?.shown;
  return typeof shown?.entry?.id === 'string' ? shown.entry.id : undefined;
}
