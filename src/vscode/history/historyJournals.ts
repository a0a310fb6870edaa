// The journals of the open workspace folders (one per folder, keyed by its real path as the MCP
// server, the hook and the command line key it) and their entries, newest first.
import { realpathSync } from 'node:fs';
import type { JournalEntry } from '../../core/journal';
import type { WorkspaceRoot } from '../../core/platform';
import { Journal } from '../../node/journal';

/** Entries shown at most (each journal keeps about 500). */
export const MAX_SHOWN_ENTRIES = 1000;

export interface FolderJournal {
  root: WorkspaceRoot;
  journal: Journal;
}

export interface ShownEntry {
  entry: JournalEntry;
  folder: FolderJournal;
  /** Undone by a later entry (and not redone). */
  undone: boolean;
}

export function folderJournals(stateRoot: string, roots: readonly WorkspaceRoot[]): FolderJournal[] {
  return roots.slice(0, 100).map((root) => ({ root, journal: Journal.of(stateRoot, realFolder(root.path)) }));
}

/** Every folder's entries, newest first (entry ids sort by time across processes). */
export async function shownEntries(folders: readonly FolderJournal[], undoneIn: (entries: readonly JournalEntry[]) => ReadonlySet<string>): Promise<ShownEntry[]> {
  const out: ShownEntry[] = [];
  for (const folder of folders) {
    const entries = await folder.journal.listEntries();
    const undone = undoneIn(entries);
    for (const entry of entries) out.push({ entry, folder, undone: undone.has(entry.id) });
  }
  out.sort((a, b) => (a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0));
  return out.slice(0, MAX_SHOWN_ENTRIES);
}

function realFolder(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
