// The history as the person and the model see it, and which entry an undo takes by default.
import type { JournalEntry, LineRange } from './records';

export interface HistoryItem {
  id: string;
  time: string;
  client: string;
  tool: string;
  files: { path: string; changes: LineRange[] }[];
  undoes?: string;
}

/** Newest first, in the shape of `guarded-edit history --json`. */
export function historyItems(entries: readonly JournalEntry[]): HistoryItem[] {
  return [...entries].reverse().map((e) => {
    const item: HistoryItem = { id: e.id, time: e.time, client: e.client, tool: e.tool, files: e.files.map((f) => ({ path: f.path, changes: f.changes })) };
    if (e.undoes !== undefined) item.undoes = e.undoes;
    return item;
  });
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

/** The newest entry (of one session, when given) that is neither an undo nor undone. */
export function defaultUndoTarget(entries: readonly JournalEntry[], session?: string): JournalEntry | undefined {
  const undone = undoneIds(entries);
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (session !== undefined && e.session !== session) continue;
    if (e.undoes === undefined && !undone.has(e.id)) return e;
  }
  return undefined;
}

/** One line per entry for the terminal: id, time, client and tool, then each file with its lines. */
export function formatHistory(items: readonly HistoryItem[], undone: ReadonlySet<string>): string {
  if (items.length === 0) return 'No entries.\n';
  const lines: string[] = [];
  for (const item of items) {
    const marks = [item.undoes !== undefined ? `undoes ${item.undoes}` : '', undone.has(item.id) ? 'undone' : ''].filter(Boolean).join(', ');
    lines.push(`${item.id}  ${item.time}  ${item.client}  ${item.tool}${marks ? `  (${marks})` : ''}`);
    for (const f of item.files) lines.push(`    ${f.path}  ${f.changes.length === 0 ? '(no lines)' : f.changes.map((c) => (c.start_line === c.end_line ? `${c.start_line}` : `${c.start_line}-${c.end_line}`)).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
