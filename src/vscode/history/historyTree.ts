// The view "Guarded Edit: History": the journal's entries of the open folders, newest first, from
// every agent and tool (time, who, tool, files and lines); each entry's files below it. Clicking
// an entry opens its diffs; its context menu reverts it.
import * as vscode from 'vscode';
import { undoneIds, type EntryFile, type LineRange } from '../../core/journal';
import { shownEntries, type FolderJournal, type ShownEntry } from './historyJournals';

export const HISTORY_VIEW_ID = 'guardedEdit.history';
export const OPEN_ENTRY_COMMAND = 'guardedEdit.openHistoryEntry';

type Node = { kind: 'entry'; shown: ShownEntry } | { kind: 'file'; shown: ShownEntry; file: EntryFile };

export class HistoryTree implements vscode.TreeDataProvider<Node>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<Node | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private entries: ShownEntry[] = [];
  private loaded: Promise<void> | undefined;

  constructor(private readonly folders: () => readonly FolderJournal[]) {}

  /** Read the journals again and redraw; resolves once the entries are read. */
  refresh(): Promise<void> {
    const run = shownEntries(this.folders(), undoneIds).then((entries) => {
      this.entries = entries;
      this.changed.fire(undefined);
    }, () => undefined);
    this.loaded = run;
    return run;
  }

  /** The entries as last read (newest first), for the commands and the tests. */
  async current(): Promise<readonly ShownEntry[]> {
    await (this.loaded ?? this.refresh());
    return this.entries;
  }

  getChildren(node?: Node): Node[] {
    if (!node) return this.entries.map((shown) => ({ kind: 'entry', shown }));
    if (node.kind === 'entry') return node.shown.entry.files.slice(0, 1000).map((file) => ({ kind: 'file', shown: node.shown, file }));
    return [];
  }

  getTreeItem(node: Node): vscode.TreeItem {
    const { entry } = node.shown;
    if (node.kind === 'file') {
      const item = new vscode.TreeItem(node.file.path, vscode.TreeItemCollapsibleState.None);
      item.description = describeFile(node.file);
      item.resourceUri = vscode.Uri.file(node.file.realPath);
      item.command = { command: OPEN_ENTRY_COMMAND, title: vscode.l10n.t('Open Changes'), arguments: [entry.id, node.file.path] };
      return item;
    }
    const files = entry.files.map((f) => f.path);
    const label = `${entry.tool}: ${files.slice(0, 3).join(', ')}${files.length > 3 ? ` +${files.length - 3}` : ''}`;
    const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.Collapsed);
    const marks = [entry.undoes !== undefined ? vscode.l10n.t('undoes {0}', entry.undoes) : '', node.shown.undone ? vscode.l10n.t('undone') : ''].filter(Boolean).join(', ');
    item.description = `${formatTime(entry.time)} · ${entry.client}${marks ? ` · ${marks}` : ''}`;
    item.tooltip = new vscode.MarkdownString([
      `**${entry.tool}** by ${entry.client}, ${entry.time}`,
      `Entry \`${entry.id}\` in ${node.shown.folder.root.name}${marks ? ` (${marks})` : ''}`,
      ...entry.files.slice(0, 20).map((f) => `- ${f.path}: ${describeFile(f)}`),
    ].join('\n\n'));
    item.id = `${node.shown.folder.journal.dir}/${entry.id}`;
    item.contextValue = 'guardedEdit.historyEntry';
    item.iconPath = new vscode.ThemeIcon(entry.undoes !== undefined ? 'discard' : 'edit');
    item.command = { command: OPEN_ENTRY_COMMAND, title: vscode.l10n.t('Open Changes'), arguments: [entry.id] };
    return item;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

function describeFile(file: EntryFile): string {
  if (file.before === null) return vscode.l10n.t('created');
  if (file.after === null) return vscode.l10n.t('deleted');
  return file.changes.length === 0 ? vscode.l10n.t('no lines') : vscode.l10n.t('lines {0}', lineList(file.changes));
}

function lineList(lines: readonly LineRange[]): string {
  const shown = lines.slice(0, 5).map((l) => (l.start_line === l.end_line ? `${l.start_line}` : `${l.start_line}-${l.end_line}`)).join(', ');
  return lines.length > 5 ? `${shown}, …` : shown;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
