// The history as the person and the model see it, and which entry an undo takes by default.
import type { EntryFile, JournalEntry, LineRange } from './records';

export type FileAction = 'add' | 'update' | 'delete';

export interface HistoryFile {
  path: string;
  action: FileAction;
  /** Permission bits in octal ("0644"); null for records written before modes were kept. */
  mode: string | null;
  changes: LineRange[];
  /** The version before was rebuilt from the one after and the call's edits (EntryFile.rebuilt). */
  rebuilt?: true;
  /** Larger than the size limit: listed, its bytes not kept (EntryFile.notKept). */
  not_kept?: true;
  /** Changed line ranges beyond the first MAX_LISTED_CHANGES, counted, not listed. */
  changes_omitted?: number;
}

/** What one entry lists at most: an answer stays small whatever a record holds (up to 100,000 files). */
const MAX_LISTED_FILES = 100;
const MAX_LISTED_CHANGES = 100;

export interface HistoryItem {
  id: string;
  time: string;
  client: string;
  /** The agent (the hook's entries name it apart from the client; else the client). */
  agent: string;
  tool: string;
  files: HistoryFile[];
  /** Files beyond the first MAX_LISTED_FILES, counted, not listed. */
  files_omitted?: number;
  undoes?: string;
  /** A watched shell call's command (its first 2,000 characters). */
  command?: string;
  /** A put-back entry: the id of the call's entry whose changes it took back, or null. */
  put_back_of?: string | null;
}

function fileAction(f: Pick<EntryFile, 'before' | 'after' | 'notKept'>): FileAction {
  if (f.notKept !== undefined) return f.notKept;
  return f.before === null ? 'add' : f.after === null ? 'delete' : 'update';
}

/**
 * Newest first, in the shape of `guarded-edit history --json`. `pathOf` names each file as the
 * caller shows it (from its real path inside the folder, never the record's own word for it).
 */
export function historyItems(entries: readonly JournalEntry[], pathOf: (f: EntryFile) => string = (f) => f.path): HistoryItem[] {
  const items: HistoryItem[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    const files: HistoryFile[] = [];
    for (const f of e.files.slice(0, MAX_LISTED_FILES)) {
      const file: HistoryFile = {
        path: pathOf(f), action: fileAction(f), mode: f.mode === undefined ? null : `0${(f.mode & 0o7777).toString(8).padStart(3, '0')}`, changes: f.changes.slice(0, MAX_LISTED_CHANGES),
      };
      if (f.rebuilt === true) file.rebuilt = true;
      if (f.notKept !== undefined) file.not_kept = true;
      if (f.changes.length > MAX_LISTED_CHANGES) file.changes_omitted = f.changes.length - MAX_LISTED_CHANGES;
      files.push(file);
    }
    const item: HistoryItem = { id: e.id, time: e.time, client: e.client, agent: e.agent ?? e.client, tool: e.tool, files };
    if (e.files.length > MAX_LISTED_FILES) item.files_omitted = e.files.length - MAX_LISTED_FILES;
    if (e.undoes !== undefined) item.undoes = e.undoes;
    if (e.command !== undefined) item.command = e.command;
    if (e.putBackOf !== undefined) item.put_back_of = e.putBackOf;
    items.push(item);
  }
  return items;
}

/**
 * Which entries are undone now, reading oldest first: an undo marks what it undid as undone, and
 * undoing an undo (a redo) marks the undo undone and what it had undone done again.
 */
export function undoneIds(entries: readonly JournalEntry[]): Set<string> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const undone = new Set<string>();
  for (const e of entries) {
    if (e.undoes === undefined) continue;
    undone.add(e.undoes);
    const target = byId.get(e.undoes);
    if (target?.undoes !== undefined) undone.delete(target.undoes);
  }
  return undone;
}

/** The newest entry (of one session, when given) that is neither an undo, a put-back, nor undone. */
export function defaultUndoTarget(entries: readonly JournalEntry[], session?: string): JournalEntry | undefined {
  const undone = undoneIds(entries);
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (session !== undefined && e.session !== session) continue;
    // A put-back is the guard's own entry: undoing it would make again the change it refused.
    if (e.undoes === undefined && e.putBackOf === undefined && !undone.has(e.id)) return e;
  }
  return undefined;
}

/** One line per entry for the terminal: id, time, client and tool, then each file with its lines. */
export function formatHistory(items: readonly HistoryItem[], undone: ReadonlySet<string>): string {
  if (items.length === 0) return 'No entries.\n';
  const lines: string[] = [];
  for (const item of items) {
    const marks = [item.undoes !== undefined ? `undoes ${item.undoes}` : '', undone.has(item.id) ? 'undone' : ''].filter(Boolean).join(', ');
    const putBack = item.put_back_of !== undefined ? `put back${item.put_back_of === null ? '' : ` of ${item.put_back_of}`}` : '';
    lines.push(`${item.id}  ${item.time}  ${item.client}  ${item.tool}${[marks, putBack].some(Boolean) ? `  (${[marks, putBack].filter(Boolean).join(', ')})` : ''}`);
    if (item.command !== undefined) lines.push(`    $ ${oneLine(item.command)}`);
    for (const f of item.files) lines.push(`    ${f.path}  ${f.not_kept === true ? `(${f.action === 'add' ? 'added' : f.action === 'delete' ? 'deleted' : 'changed'}, larger than the size limit: not kept)` : f.action === 'delete' ? '(deleted)' : f.changes.length === 0 ? '(no lines)' : `${f.action === 'add' ? '(added) ' : ''}${f.changes.map((c) => (c.start_line === c.end_line ? `${c.start_line}` : `${c.start_line}-${c.end_line}`)).join(', ')}`}${f.changes_omitted !== undefined ? ` and ${f.changes_omitted} more` : ''}`);
    if (item.files_omitted !== undefined) lines.push(`    ... and ${item.files_omitted} more files`);
  }
  return `${lines.join('\n')}\n`;
}

/** A command on one line of at most 200 characters, for the terminal's list. */
function oneLine(command: string): string {
  // Cut before replacing: a record's command may be long (a damaged or hand-made record).
  const line = command.slice(0, 800).replace(/\s*\n\s*/g, ' ⏎ ');
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
