// What undoing a history entry writes: for each of its files, the bytes before the entry, or a
// three-way merge where the file changed since (core/journal's planUndoFile); a refusal naming
// the files and lines where the changes since touch the entry's. The write itself is the caller's
// (through the journal, so an undo is an entry too).
import { promises as fsp } from 'node:fs';
import {
  changedSinceEditError, defaultUndoTarget, nothingToUndoError, planUndoFile, unknownEntryError,
  type JournalEntry, type LineRange,
} from '../../core/journal';
import type { GuardedError } from '../../core/errors';
import type { JournaledChange } from './journaledWrite';
import type { Journal } from './journalStore';

export interface UndoPlan {
  target: JournalEntry;
  changes: JournaledChange[];
  /** Per file of the entry: merged with changes made since, or not. */
  files: { path: string; realPath: string; merged: boolean }[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Which entry, and what each of its files becomes; `session` narrows the default to one session's entries. */
export async function planUndo(journal: Journal, id: string | undefined, session?: string): Promise<{ ok: true; plan: UndoPlan } | { ok: false; errors: GuardedError[] }> {
  const entries = await journal.listEntries();
  const target = id === undefined ? defaultUndoTarget(entries, session) : entries.find((e) => e.id === id);
  if (!target) return { ok: false, errors: [id === undefined ? nothingToUndoError(session === undefined ? 'this workspace\'s history' : 'this session') : unknownEntryError(id)] };
  const changes: JournaledChange[] = [];
  const files: UndoPlan['files'] = [];
  const conflicts: { path: string; why: string; lines: LineRange[] }[] = [];
  for (const [i, f] of target.files.entries()) {
    const now = await fsp.readFile(f.realPath).then((b) => new Uint8Array(b), (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    const before = f.before === null ? null : await journal.getBlob(f.before);
    const after = f.after === null ? null : await journal.getBlob(f.after);
    const planned = planUndoFile({ before, after, now, changes: f.changes, foreign: f.foreign === true }, decode, (text) => Buffer.from(text, 'utf8'));
    if (planned.kind === 'conflict') conflicts.push({ path: f.path, why: planned.why, lines: planned.lines });
    else if (planned.kind === 'write') {
      changes.push({ realPath: f.realPath, displayPath: f.path, inputPath: ['files', i], before: now, after: planned.bytes });
      files.push({ path: f.path, realPath: f.realPath, merged: planned.merged });
    } else files.push({ path: f.path, realPath: f.realPath, merged: false });
  }
  if (conflicts.length > 0) return { ok: false, errors: [changedSinceEditError(target.id, conflicts)] };
  return { ok: true, plan: { target, changes, files } };
}

function decode(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}
