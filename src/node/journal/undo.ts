// What undoing a history entry writes: for each of its files, the bytes before the entry, or a
// three-way merge where the file changed since (core/journal's planUndoFile); a refusal naming
// the files and lines where the changes since touch the entry's. Every file passes the record
// gate before a byte of it is read, is read only as a regular file within the size limit, and the
// stored versions are checked against their hashes. The write itself is the caller's (through the
// journal, so an undo is an entry too), after it asked about the sensitive files.
import { strictUtf8 } from '../../core/bytes';
import type { SensitiveReason } from '../../core/confirm';
import type { GuardedError } from '../../core/errors';
import {
  changedSinceEditError, MAX_UNDO_PROBLEMS, defaultUndoTarget, journalDamagedError, nothingToUndoError, planUndoFile, recordedFileRefusedError, unknownEntryError,
  type JournalEntry, type LineRange,
} from '../../core/journal';
import type { ResolvedTarget } from '../../core/path';
import { mergedNotebookProblem } from '../../core/notebook';
import type { JournaledChange } from './journaledWrite';
import type { Journal } from './journalStore';
import type { RecordGate } from './recordGate';
import { readRegularFile } from './safeRead';

export interface UndoPlanFile {
  path: string;
  realPath: string;
  merged: boolean;
  target: ResolvedTarget;
  /** Why a person must say yes first (the confirm list), if they must. */
  sensitive: SensitiveReason | undefined;
  /** The bytes now and the bytes the undo leaves (null: no file). */
  now: Uint8Array | null;
  bytes: Uint8Array | null;
  /** Whether it is written at all (false: it already holds its bytes from before the entry). */
  written: boolean;
}

export interface UndoPlan {
  target: JournalEntry;
  changes: JournaledChange[];
  files: UndoPlanFile[];
}

export type UndoPlanResult = { ok: true; plan: UndoPlan } | { ok: false; errors: GuardedError[] };

/** Which entry of this journal an undo takes: `id`, or the newest (of `session`) neither an undo nor undone. */
export async function findUndoTarget(journal: Journal, id: string | undefined, session?: string): Promise<{ ok: true; target: JournalEntry } | { ok: false; errors: GuardedError[] }> {
  const { entries, ignored } = await journal.checkEntries();
  const target = id === undefined ? defaultUndoTarget(entries, session) : entries.find((e) => e.id === id);
  if (target) return { ok: true, target };
  if (id !== undefined) {
    const damaged = ignored.find((i) => i.name.startsWith(`${id}.`));
    if (damaged) return { ok: false, errors: [journalDamagedError(`Entry ${id}`, damaged.why)] };
  }
  return { ok: false, errors: [id === undefined ? nothingToUndoError(session === undefined ? 'this workspace\'s history' : 'this session') : unknownEntryError(id)] };
}

/** Which entry, and what each of its files becomes; `session` narrows the default to one session's entries. */
export async function planUndo(journal: Journal, id: string | undefined, gate: RecordGate, session?: string): Promise<UndoPlanResult> {
  const found = await findUndoTarget(journal, id, session);
  if (!found.ok) return found;
  return planUndoOf(journal, found.target, gate);
}

/** What undoing `target` (an entry of `journal`) writes. */
export async function planUndoOf(journal: Journal, target: JournalEntry, gate: RecordGate): Promise<UndoPlanResult> {
  const changes: JournaledChange[] = [];
  const files: UndoPlanFile[] = [];
  const refusals: GuardedError[] = [];
  const conflicts: { path: string; why: string; lines: LineRange[] }[] = [];
  let stoppedEarly = false;
  for (const f of target.files) {
    // Enough to tell the caller why it cannot be undone: the rest is not read.
    if (refusals.length + conflicts.length >= MAX_UNDO_PROBLEMS) {
      stoppedEarly = true;
      break;
    }
    // 1. The gate, before anything of the file is read.
    const gated = await gate.check(journal, f.realPath);
    if (!gated.ok) {
      for (const item of gated.errors) refusals.push(item);
      continue;
    }
    const shown = gated.target.displayPath;
    if (f.notKept !== undefined) {
      refusals.push(recordedFileRefusedError(shown, 'it was larger than the size limit when the call changed it, so its bytes were not kept'));
      continue;
    }
    // 2. The file as it is: a regular file, within the limit, opened without blocking or following a link.
    const read = await readRegularFile(f.realPath, gate.maxFileBytes);
    if (read.kind === 'refused') {
      refusals.push(recordedFileRefusedError(shown, read.why));
      continue;
    }
    const now = read.kind === 'file' ? read.bytes : null;
    // 3. The stored versions, checked against their hashes.
    const before = f.before === null ? null : await journal.getBlob(f.before, gate.maxFileBytes);
    const after = f.after === null ? null : await journal.getBlob(f.after, gate.maxFileBytes);
    if (before === undefined || after === undefined) {
      refusals.push(journalDamagedError(`Entry ${target.id}`, `its stored version of ${shown} ${before === undefined ? 'before' : 'after'} the change is missing or does not match its hash`));
      continue;
    }
    const planned = planUndoFile({ before, after, now, changes: f.changes, foreign: f.foreign === true, mergedProblem: mergedNotebookProblem(shown) }, (bytes) => strictUtf8(bytes), (text) => Buffer.from(text, 'utf8'));
    const file = { path: shown, realPath: f.realPath, target: gated.target, sensitive: gated.sensitive, now };
    if (planned.kind === 'conflict') conflicts.push({ path: shown, why: planned.why, lines: planned.lines });
    else if (planned.kind === 'write') {
      const change: JournaledChange = { realPath: f.realPath, displayPath: shown, inputPath: ['entry'], before: now, after: planned.bytes };
      // A file the undo creates again gets the mode it had.
      if (now === null && f.mode !== undefined) change.mode = f.mode;
      changes.push(change);
      files.push({ ...file, merged: planned.merged, bytes: planned.bytes, written: true });
    } else files.push({ ...file, merged: false, bytes: now, written: false });
  }
  if (refusals.length > 0) return { ok: false, errors: refusals };
  if (conflicts.length > 0) return { ok: false, errors: [changedSinceEditError(target.id, conflicts, stoppedEarly)] };
  return { ok: true, plan: { target, changes, files } };
}

