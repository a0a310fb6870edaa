// The view "Guarded Edit: History": the journal's entries of the open folders, newest first, from
// every agent and tool (time, who, tool, files and lines); each entry's files below it. Clicking
// an entry opens its diffs; its context menu reverts it.
import * as vscode from 'vscode';
import { DIALECTS, isAgentName } from '../../core/agentHook';
import { entryWords, undoneIds, type EntryFile, type JournalEntry, type LineRange } from '../../core/journal';
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
    const words = labelOf(entry);
    const item = new vscode.TreeItem(`${words.who} ${words.what}`, vscode.TreeItemCollapsibleState.Collapsed);
    const marks = [entry.undoes !== undefined ? vscode.l10n.t('undoes {0}', entry.undoes) : '', node.shown.undone ? vscode.l10n.t('undone') : ''].filter(Boolean).join(', ');
    item.description = `${formatTime(entry.time)}${marks ? ` · ${marks}` : ''}`;
    const tooltip = new vscode.MarkdownString();
    tooltip.appendText(`${words.who}, ${entry.time}, with ${entry.tool}\n\n`);
    if (entry.command !== undefined) tooltip.appendCodeblock(entry.command.slice(0, 2000), 'shellscript');
    tooltip.appendText(`Entry ${entry.id} in ${node.shown.folder.root.name}${marks ? ` (${marks})` : ''}\n\n`);
    for (const f of entry.files.slice(0, 20)) tooltip.appendText(`- ${f.path}: ${describeFile(f)}\n`);
    if (entry.files.length > 20) tooltip.appendText(`- … ${entry.files.length - 20} more\n`);
    item.tooltip = tooltip;
    item.id = `${node.shown.folder.journal.dir}/${entry.id}`;
    item.contextValue = 'guardedEdit.historyEntry';
    item.iconPath = new vscode.ThemeIcon(entry.undoes !== undefined ? 'discard' : entry.putBackOf !== undefined ? 'shield' : entry.command !== undefined ? 'terminal' : 'edit');
    item.command = { command: OPEN_ENTRY_COMMAND, title: vscode.l10n.t('Open Changes'), arguments: [entry.id] };
    return item;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** The entry in words (the core's): who by the agent's title, not its id, and what it did. */
function labelOf(entry: JournalEntry): { who: string; what: string } {
  return entryWords(entry, (client) => (isAgentName(client) ? DIALECTS[client].title : undefined));
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
