// A history entry for a change that someone else already wrote: the VS Code tools (applied by the
// editor) and the agents' own tools (seen by the hook). Nothing in the workspace is written here:
// the versions are stored by hash, then the entry is committed like a request's, and the history
// pruned to its bounds. An entry of this kind is undone like any other (merge, or refusal).
import { existsSync, promises as fsp, renameSync, rmSync, writeFileSync } from 'node:fs';
import { changedLines, type JournalEntry, type LineRange } from '../../core/journal';
import { randomHex } from '../randomHex';
import { newEntryId, type Journal } from './journalStore';
import type { WriteMeta } from './journaledWrite';
import { sha256Hex } from '../sha256';
import { hashOfVersion } from './versionHashes';

export interface RecordedFile {
  realPath: string;
  /** As the history shows it: relative to the workspace folder. */
  displayPath: string;
  /** The bytes before the change (null: the change created the file). */
  before: Uint8Array | null;
  /** The bytes the change left (null: it deleted the file). */
  after: Uint8Array | null;
  /** The changed lines of the new text, when known (else computed). */
  changes?: readonly LineRange[];
  /** Someone else changed the file too while the recorded call ran (EntryFile.foreign). */
  foreign?: boolean;
  /** `before` was rebuilt from `after` and the call's edits (EntryFile.rebuilt). */
  rebuilt?: boolean;
  /** The file's permission bits (EntryFile.mode). */
  mode?: number;
  /** Larger than the size limit: what the call did, its bytes not kept (`before` and `after` null). */
  notKept?: 'add' | 'update' | 'delete';
}

/** Store both versions of every file and commit the entry; its id. */
export async function recordEntry(journal: Journal, meta: WriteMeta, files: readonly RecordedFile[]): Promise<string> {
  journal.ensure();
  let stored = 0;
  const entry = newEntry(meta);
  for (const f of files) {
    const before = f.before === null ? null : await hashOfVersion(f.before);
    const after = f.after === null ? null : await hashOfVersion(f.after);
    if (f.before && before) {
      stored += f.before.length;
      await storeVersion(journal, f.before, before);
    }
    if (f.after && after) {
      stored += f.after.length;
      await storeVersion(journal, f.after, after);
    }
    entry.files.push(entryFile(f, before, after));
  }
  await journal.commit(entry, stored);
  await journal.prune().catch(() => undefined);
  return entry.id;
}

/**
 * The same for a process that records one entry and exits (the hook's after-event of a shell
 * call): its files' versions hashed and stored, and the entry committed, through synchronous calls,
 * which start no thread pool (its start cost such an event more than the writes); only a prune,
 * once the history is over its bounds, runs as recordEntry's does.
 */
export async function recordEntryNow(journal: Journal, meta: WriteMeta, files: readonly RecordedFile[]): Promise<string> {
  journal.ensure();
  let stored = 0;
  const entry = newEntry(meta);
  for (const f of files) {
    const before = f.before === null ? null : sha256Hex(f.before);
    const after = f.after === null ? null : sha256Hex(f.after);
    if (f.before && before) {
      stored += f.before.length;
      storeVersionSync(journal, f.before, before);
    }
    if (f.after && after) {
      stored += f.after.length;
      storeVersionSync(journal, f.after, after);
    }
    entry.files.push(entryFile(f, before, after));
  }
  journal.commitSync(entry, stored);
  if (journal.needsPrune()) await journal.pruneNow().catch(() => undefined);
  return entry.id;
}

function newEntry(meta: WriteMeta): JournalEntry {
  const entry: JournalEntry = { version: 1, id: newEntryId(), time: new Date().toISOString(), client: meta.client, session: meta.session, tool: meta.tool, files: [] };
  if (meta.undoes !== undefined) entry.undoes = meta.undoes;
  if (meta.agent !== undefined) entry.agent = meta.agent;
  if (meta.command !== undefined) entry.command = meta.command;
  if (meta.putBackOf !== undefined) entry.putBackOf = meta.putBackOf;
  return entry;
}

function entryFile(f: RecordedFile, before: string | null, after: string | null): JournalEntry['files'][number] {
  return {
    path: f.displayPath, realPath: f.realPath, before, after, changes: f.changes ? [...f.changes] : changedLines(f.before, f.after),
    ...(f.foreign === true ? { foreign: true as const } : {}), ...(f.rebuilt === true ? { rebuilt: true as const } : {}),
    ...(f.mode !== undefined ? { mode: f.mode } : {}), ...(f.notKept !== undefined ? { notKept: f.notKept } : {}),
  };
}

/**
 * A version stored by hash, whole or absent (temporary name, then rename), without the syncs of a
 * request's write: nothing in the workspace depends on it, and a power loss costs only this
 * history entry (its version read back fails its hash and the undo refuses), while the syncs
 * would make every recorded change wait for the disk.
 */
async function storeVersion(journal: Journal, bytes: Uint8Array, hash: string): Promise<void> {
  const path = journal.blobPath(hash);
  if (await fsp.access(path).then(() => true, () => false)) return;
  const temp = `${path}.${randomHex(6)}.tmp`;
  try {
    await fsp.writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
    await fsp.rename(temp, path);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
}

/** storeVersion through synchronous calls (recordEntryNow). */
function storeVersionSync(journal: Journal, bytes: Uint8Array, hash: string): void {
  const path = journal.blobPath(hash);
  if (existsSync(path)) return;
  const temp = `${path}.${randomHex(6)}.tmp`;
  try {
    writeFileSync(temp, bytes, { flag: 'wx', mode: 0o600 });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
