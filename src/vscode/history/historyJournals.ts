// The journals of the open workspace folders (one per folder, keyed by its real path as the MCP
// server, the hook and the command line key it) and their entries, newest first.
import { promises as fsp } from 'node:fs';
import { join } from 'node:path';
import { parseEntry, type JournalEntry } from '../../core/journal';
import type { WorkspaceRoot } from '../../core/platform';
import { Journal, realFolder } from '../../node/journal';

/** Entries shown at most (each journal keeps about 500). */
const MAX_SHOWN_ENTRIES = 1000;

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
    const entries = await entriesOf(folder.journal);
    const undone = undoneIn(entries);
    for (const entry of entries) out.push({ entry, folder, undone: undone.has(entry.id) });
  }
  out.sort((a, b) => (a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0));
  return out.slice(0, MAX_SHOWN_ENTRIES);
}

/** Entries read so far, by journal and record name: a record never changes once written, so a refresh reads only new ones. */
const readEntries = new Map<string, Map<string, JournalEntry | null>>();

/** A journal's entries, oldest first (as Journal.listEntries, reading each record once per window). */
async function entriesOf(journal: Journal): Promise<JournalEntry[]> {
  const names = (await fsp.readdir(journal.entries).catch(() => [] as string[])).filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort().slice(-MAX_SHOWN_ENTRIES);
  const known = readEntries.get(journal.dir) ?? new Map<string, JournalEntry | null>();
  const next = new Map<string, JournalEntry | null>();
  const out: JournalEntry[] = [];
  for (const name of names) {
    let entry = known.get(name);
    if (entry === undefined) {
      const text = await fsp.readFile(join(journal.entries, name), 'utf8').catch(() => undefined);
      entry = text === undefined ? null : parseRecord(text);
    }
    next.set(name, entry);
    if (entry) out.push(entry);
  }
  // Only the names still there are kept: the cache is bounded by the journal's own bound.
  readEntries.set(journal.dir, next);
  return out;
}

function parseRecord(text: string): JournalEntry | null {
  try {
    return parseEntry(JSON.parse(text)) ?? null;
  } catch {
    return null;
  }
}
