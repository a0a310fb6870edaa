// One request's files written all or none, through the write-ahead journal, under the files'
// inter-process locks. The order of steps is the promise:
//   1. take every file's lock (sorted), roll back any unfinished intent that touches them;
//   2. store the bytes before and after (by hash, synced), then the intent (synced, folder too);
//   3. write the new bytes to temporary files beside the files (synced);
//   4. the last comparison: each file still the regular file checked, holding the bytes planned on
//      (kept open, so a writer that takes no lock and writes in place is seen below);
//   5. rename (or link, for a new file; unlink, for a delete), sync the folders;
//   6. check the open files were not written meanwhile (else take the request back, keep theirs);
//   7. the commit record (the history entry), remove the intent, release the locks.
// A failure at any step puts back what was replaced and removes our temporary files; a process
// killed at any step leaves an intent that recovery rolls back (src/node/journal/recovery).
import { randomBytes } from 'node:crypto';
import { promises as fsp, type BigIntStats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { guardedError, type GuardedError, type InputPath } from '../../core/errors';
import { changedLines, changedOnDiskError, folderReadOnlyError, replacedOnDiskError, writeFailedError, journalUnwritableError, lockBusyError, writtenMeanwhileError, type Intent, type IntentFile, type JournalEntry, type LineRange } from '../../core/journal';
import { errnoCode } from '../../core/platform';
import { readAllOf } from '../fileBytes';
import { LockBusyError, lockFiles, type Release } from '../lock';
import { INTENT_LOCK_WAIT_MS, newEntryId, thisHost, type Journal } from './journalStore';
import type { RecordGate } from './recordGate';
import { recover, type RecoveryReport } from './recovery';
import { beginVersionHash, hashOfVersion } from './versionHashes';

/** One file of a request: the bytes it was planned on (null: must not exist) and the bytes to leave (null: delete). */
export interface JournaledChange {
  realPath: string;
  displayPath: string;
  inputPath: InputPath;
  before: Uint8Array | null;
  after: Uint8Array | null;
  /** The changed lines of the new text, when the caller knows them (else they are computed for the history). */
  changes?: readonly LineRange[];
  /** A new file's permission bits (an undo recreating a file with the mode it had); default: 0666 less the umask. */
  mode?: number;
  /** A new file takes the mode of this file of the same request (a move keeps its source's mode). */
  modeFrom?: string;
}

export interface WriteMeta {
  client: string;
  session: string;
  tool: string;
  /** The agent behind the client, when known apart from it. */
  agent?: string;
  undoes?: string;
  /** A watched shell call's command (JournalEntry.command). */
  command?: string;
  /** A put-back entry (JournalEntry.putBackOf). */
  putBackOf?: string | null;
}

export interface WriteContext {
  stateRoot: string;
  /** The journal the request's intent is written in (its first file's workspace folder). */
  journal: Journal;
  /**
   * Every journal whose unfinished intents may touch these files (the workspace's folders). The
   * entry is committed in each whose folder holds a file of the request (with those files), so a
   * request over several folders is in every one's history.
   */
  journals: readonly Journal[];
  keyOf: (realPath: string) => string;
  lockWaitMs: number;
  /** The gate the records recovery reads pass (default: the journals' folders, the default lists). */
  gate?: RecordGate;
  /** Told what recovery put back or left (the server logs it). */
  onRecovered?: (report: RecoveryReport) => void;
  /**
   * Told when the intent and the versions are stored, when the last comparison ended and when the
   * renames ended (the benchmark measures the window between; a test stops the process at 'stored').
   */
  onStep?: (step: 'stored' | 'compared' | 'renamed') => void;
}

/**
 * `overtaken`: the last comparison found other bytes than the plan's (another process wrote the
 * file after it was planned): planning again on the new bytes may succeed.
 */
export type JournaledOutcome = { ok: true; entry: string } | { ok: false; errors: GuardedError[]; overtaken?: boolean };

interface Prepared {
  change: JournaledChange;
  file: IntentFile;
  mode: number;
  uid: number;
  gid: number;
  ino: bigint;
  /** The file open from the last comparison on (null for a new file). */
  handle: FileHandle | null;
  seen: BigIntStats | null;
  done: boolean;
  /** Folders made for a new file (outermost first), removed again if the request is taken back. */
  madeFolders: string[];
}

export async function journaledWrite(ctx: WriteContext, meta: WriteMeta, changes: readonly JournaledChange[], signal?: AbortSignal): Promise<JournaledOutcome> {
  beginVersionHashes(changes);
  const keys = changes.map((c) => ctx.keyOf(c.realPath));
  let release: Release;
  try {
    release = await lockFiles(ctx.stateRoot, keys, ctx.lockWaitMs, signal);
  } catch (error) {
    if (error instanceof LockBusyError) {
      const holder = error.owner ? `another process (${error.owner.pid})` : 'another process';
      return { ok: false, errors: [lockBusyError(changes[0]?.displayPath ?? 'a file', holder, ctx.lockWaitMs)] };
    }
    return { ok: false, errors: [journalUnwritableError(describe(error))] };
  }
  try {
    const report = await recover(ctx.journals, { stateRoot: ctx.stateRoot, keyOf: ctx.keyOf, touching: new Set(changes.map((c) => c.realPath)), held: new Set(keys), ...(ctx.gate ? { gate: ctx.gate } : {}) });
    if (report.rolledBack.length + report.left.length + report.damaged.length > 0) ctx.onRecovered?.(report);
    return await writeLocked(ctx, meta, changes);
  } catch (error) {
    return { ok: false, errors: [journalUnwritableError(describe(error))] };
  } finally {
    release();
  }
}

async function writeLocked(ctx: WriteContext, meta: WriteMeta, changes: readonly JournaledChange[]): Promise<JournaledOutcome> {
  const { journal } = ctx;
  const prepared: Prepared[] = [];
  const errors: GuardedError[] = [];
  // The versions' names (hashes begun before the lock, on a worker for large files) while the files are looked at.
  const names = Promise.all(changes.map(async (c) => ({ before: c.before ? await hashOfVersion(c.before) : null, after: c.after ? await hashOfVersion(c.after) : null })));
  for (const change of changes) {
    const p = await inspect(change);
    if ('errors' in p) for (const item of p.errors) errors.push(item);
    else prepared.push(p);
  }
  if (errors.length > 0) return { ok: false, errors };
  // A move keeps its source's mode: the new file takes the mode of the file it comes from.
  for (const p of prepared) {
    const source = p.change.before === null && p.change.mode === undefined && p.change.modeFrom !== undefined ? prepared.find((q) => q.change.realPath === p.change.modeFrom && q.change.before !== null) : undefined;
    if (source) p.mode = source.mode;
  }
  const hashes = await names;
  prepared.forEach((p, i) => Object.assign(p.file, hashes[i]));

  // 2. The versions and the intent, before anything in the workspace changes (the history entry
  // too, so nothing that may fail is left between the renames and the commit).
  const id = newEntryId();
  const entry: JournalEntry = {
    version: 1, id, time: new Date().toISOString(), client: meta.client, session: meta.session, tool: meta.tool,
    files: prepared.map((p) => ({ path: p.change.displayPath, realPath: p.change.realPath, before: p.file.before, after: p.file.after, changes: p.change.changes ? [...p.change.changes] : changedLines(p.change.before, p.change.after), mode: p.mode })),
  };
  if (meta.agent !== undefined) entry.agent = meta.agent;
  if (meta.undoes !== undefined) entry.undoes = meta.undoes;
  const records = recordsOf(ctx, entry, prepared);
  try {
    for (const r of records) r.journal.ensure();
    // The intent first, under the journal-wide lock a prune holds while it decides: from here on a
    // prune keeps every version the intent names, including ones already stored and shared.
    const release = await journal.lockJournal(INTENT_LOCK_WAIT_MS);
    try {
      const intent: Intent = { version: 1, id, pid: process.pid, host: thisHost(), files: prepared.map((p) => p.file) };
      await journal.writeIntent(intent);
    } finally {
      release();
    }
    // The versions in every journal the entry is committed in (each journal's history stands alone).
    for (const r of records) {
      let here = 0;
      for (const p of prepared) {
        if (!r.files.has(p)) continue;
        if (p.change.before) here += await r.journal.putBlob(p.change.before, p.file.before ?? undefined) ? 1 : 0;
        if (p.change.after) here += await r.journal.putBlob(p.change.after, p.file.after ?? undefined) ? 1 : 0;
      }
      if (here > 0) await r.journal.fs.syncFolder(r.journal.blobs);
    }
  } catch (error) {
    await journal.removeIntent(id).catch(() => undefined);
    return { ok: false, errors: [journalUnwritableError(describe(error))] };
  }
  ctx.onStep?.('stored');

  const abandon = async (outcome: JournaledOutcome): Promise<JournaledOutcome> => {
    await cleanUp(prepared);
    await journal.removeIntent(id);
    return outcome;
  };

  try {
    const refused = await replaceAll(journal, prepared, ctx.onStep);
    if (refused) return await abandon(refused);
  } catch (error) {
    // Anything unforeseen: what was replaced is put back, and the error says what could not be.
    const { restored, notRestored } = await putBack(journal, prepared);
    return abandon({ ok: false, errors: [writeFailedError(prepared[0].change.displayPath, describe(error), restored, notRestored)] });
  }

  // 7. Commit. Closing the replaced files frees their blocks, slow for a large file: not waited for.
  closeInBackground(prepared);
  try {
    for (const r of records) await r.journal.commit(r.entry, r.bytes);
  } catch (error) {
    // Without its commit record the request would be rolled back by the next recovery: do it now.
    const { notRestored } = await putBack(journal, prepared);
    return abandon({ ok: false, errors: [notRestored.length > 0 ? writeFailedError(prepared[0].change.displayPath, `the journal's commit record could not be written (${describe(error)})`, [], notRestored) : journalUnwritableError(describe(error))] });
  }
  await journal.removeIntent(id);
  for (const r of records) await r.journal.prune().catch(() => undefined);
  return { ok: true, entry: id };
}

/** The entry as each journal records it: the files of its folder (the innermost folder that holds each), with their stored bytes. */
function recordsOf(ctx: WriteContext, entry: JournalEntry, prepared: readonly Prepared[]): { journal: Journal; entry: JournalEntry; files: Set<Prepared>; bytes: number }[] {
  const byJournal = new Map<Journal, Set<Prepared>>();
  for (const p of prepared) {
    const inside = ctx.journals.filter((j) => p.change.realPath.startsWith(j.folder.endsWith(sep) ? j.folder : `${j.folder}${sep}`));
    const owner = inside.sort((a, b) => b.folder.length - a.folder.length)[0] ?? ctx.journal;
    const set = byJournal.get(owner) ?? new Set<Prepared>();
    set.add(p);
    byJournal.set(owner, set);
  }
  return [...byJournal].map(([journal, files]) => {
    const own = { ...entry, files: entry.files.filter((_, i) => files.has(prepared[i])) };
    let bytes = 0;
    for (const p of files) bytes += (p.change.before?.length ?? 0) + (p.change.after?.length ?? 0);
    return { journal, entry: own, files, bytes };
  });
}

/** Steps 3 to 6: temporary files, the last comparison, the renames, the check for a writer meanwhile. A refusal is returned, with what was replaced put back. */
async function replaceAll(journal: Journal, prepared: Prepared[], onStep?: WriteContext['onStep']): Promise<JournaledOutcome | undefined> {
  // 3. New bytes beside each file.
  for (const p of prepared) {
    if (p.change.after === null || p.file.inPlace) continue;
    try {
      if (p.change.before === null) await makeFolders(dirname(p.change.realPath), p.madeFolders);
      await journal.fs.writeNew(p.file.temp as string, p.change.after, p.mode);
      await keepOwner(p);
    } catch (error) {
      const code = errnoCode(error);
      if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return { ok: false, errors: [folderReadOnlyError(p.change.displayPath, p.change.inputPath, describe(error))] };
      return { ok: false, errors: [writeFailedError(p.change.displayPath, describe(error), [], [])] };
    }
  }

  // 4. The last comparison, after the temporary files are written.
  for (const p of prepared) {
    const refused = await compareAgain(p);
    if (refused) return { ok: false, errors: [refused.error], overtaken: refused.overtaken };
  }
  onStep?.('compared');

  // 5. Renames.
  for (const p of prepared) {
    try {
      await replace(journal, p);
      p.done = true;
    } catch (error) {
      const { restored, notRestored } = await putBack(journal, prepared);
      const exists = errnoCode(error) === 'EEXIST';
      const failure = exists && p.change.before === null
        ? guardedError('FILE_EXISTS', `${p.change.displayPath} appeared while it was being created. Nothing was changed.`, [...p.change.inputPath, 'file_path'], 'Read the file that is there now; overwrite it only if that is what the person wants.')
        : writeFailedError(p.change.displayPath, describe(error), restored, notRestored);
      return { ok: false, errors: [failure] };
    }
  }
  onStep?.('renamed');
  for (const dir of new Set(prepared.map((p) => dirname(p.change.realPath)))) await journal.fs.syncFolder(dir).catch(() => undefined);

  // 6. A writer that takes no lock and wrote into a file between the comparison and the rename.
  const foreign = await writtenMeanwhile(prepared);
  if (foreign) {
    const { notRestored } = await putBack(journal, prepared, foreign);
    const errors = [writtenMeanwhileError(foreign.p.change.displayPath, foreign.p.change.inputPath)];
    if (notRestored.length > 0) errors.push(writeFailedError(foreign.p.change.displayPath, 'the change could not be taken back everywhere', [], notRestored));
    return { ok: false, errors };
  }

  return undefined;
}

/** The file as it is before anything is written: kind, mode, owner; where its temporary file goes. */
async function inspect(change: JournaledChange): Promise<Prepared | { errors: GuardedError[] }> {
  const temp = join(dirname(change.realPath), `.${basename(change.realPath)}.${randomBytes(6).toString('hex')}.guarded-edit.tmp`);
  const file: IntentFile = {
    realPath: change.realPath, displayPath: change.displayPath, temp,
    before: null, after: null, inPlace: false, // the versions' names, set once hashed
  };
  const base = { change, file, handle: null, seen: null, done: false, madeFolders: [] as string[] };
  if (change.before === null) {
    const info = await fsp.lstat(change.realPath, { bigint: true }).catch(() => undefined);
    if (info) return { errors: [guardedError('FILE_EXISTS', `${change.displayPath} exists now (it did not when the call was checked). Nothing was changed.`, [...change.inputPath, 'file_path'], 'Read the file that is there now; overwrite it only if that is what the person wants.')] };
    return { ...base, mode: change.mode !== undefined ? change.mode & 0o7777 : 0o666 & ~process.umask(), uid: -1, gid: -1, ino: 0n };
  }
  const info = await fsp.lstat(change.realPath, { bigint: true }).catch(() => undefined);
  if (!info) return { errors: [replacedOnDiskError(change.displayPath, change.inputPath, 'it is gone')] };
  if (info.isSymbolicLink()) return { errors: [replacedOnDiskError(change.displayPath, change.inputPath, 'a symbolic link now has its name')] };
  if (!info.isFile()) return { errors: [replacedOnDiskError(change.displayPath, change.inputPath, 'it is no longer a regular file')] };
  const real = await fsp.realpath(change.realPath).catch(() => undefined);
  if (real !== change.realPath) return { errors: [replacedOnDiskError(change.displayPath, change.inputPath, 'a symbolic link now stands in its path')] };
  // Several hard links: written in place, so that every name keeps showing the same file.
  file.inPlace = info.nlink > 1n && change.after !== null;
  return { ...base, mode: Number(info.mode) & 0o7777, uid: Number(info.uid), gid: Number(info.gid), ino: info.ino };
}

async function compareAgain(p: Prepared): Promise<{ error: GuardedError; overtaken: boolean } | undefined> {
  const { change } = p;
  if (change.before === null) {
    const info = await fsp.lstat(change.realPath).catch(() => undefined);
    return info ? { error: guardedError('FILE_EXISTS', `${change.displayPath} appeared while it was being created. Nothing was changed.`, [...change.inputPath, 'file_path'], 'Read the file that is there now; overwrite it only if that is what the person wants.'), overtaken: false } : undefined;
  }
  try {
    p.handle = await fsp.open(change.realPath, 'r');
  } catch {
    return { error: replacedOnDiskError(change.displayPath, change.inputPath, 'it is gone'), overtaken: false };
  }
  const seen = await p.handle.stat({ bigint: true });
  if (seen.ino !== p.ino || !seen.isFile()) return { error: replacedOnDiskError(change.displayPath, change.inputPath, 'its inode or kind changed'), overtaken: false };
  const planned = Buffer.from(change.before.buffer, change.before.byteOffset, change.before.byteLength);
  const now = seen.size !== BigInt(planned.length) ? undefined : (await readAllOf(p.handle, planned.length)) ?? (await p.handle.readFile());
  if (!now || !planned.equals(now)) return { error: changedOnDiskError(change.displayPath, change.inputPath), overtaken: true };
  p.seen = seen;
  return undefined;
}

async function replace(journal: Journal, p: Prepared): Promise<void> {
  const { change, file } = p;
  if (change.after === null) {
    await journal.fs.unlink(change.realPath);
    return;
  }
  if (change.before === null) {
    // link() fails if the name exists in any form: a new file never replaces anything.
    await journal.fs.link(file.temp as string, change.realPath);
    await journal.fs.unlink(file.temp as string).catch(() => undefined);
    return;
  }
  // The last look before the name is replaced: the same file (inode) as compared, not a link.
  const again = await fsp.lstat(change.realPath, { bigint: true }).catch(() => undefined);
  if (!again || again.isSymbolicLink() || again.ino !== p.ino) throw Object.assign(new Error('the file was replaced or removed just before it was written'), { code: 'ESTALE' });
  if (file.inPlace) await journal.fs.writeInPlace(change.realPath, change.after);
  else await journal.fs.rename(file.temp as string, change.realPath);
}

/** The first file whose open inode was written after the comparison (mtime, ctime or size moved), with its bytes. */
async function writtenMeanwhile(prepared: readonly Prepared[]): Promise<{ p: Prepared; bytes: Uint8Array } | undefined> {
  for (const p of prepared) {
    if (!p.handle || !p.seen || p.file.inPlace) continue;
    const now = await p.handle.stat({ bigint: true });
    if (now.mtimeNs !== p.seen.mtimeNs || now.size !== p.seen.size) {
      const bytes = new Uint8Array(Number(now.size));
      await p.handle.read(bytes, 0, bytes.length, 0);
      return { p, bytes };
    }
  }
  return undefined;
}

/** Put back every file already replaced (the one a foreign writer wrote gets that writer's bytes). */
async function putBack(journal: Journal, prepared: readonly Prepared[], foreign?: { p: Prepared; bytes: Uint8Array }): Promise<{ restored: string[]; notRestored: string[] }> {
  const restored: string[] = [];
  const notRestored: string[] = [];
  for (const p of prepared) {
    if (!p.done) continue;
    const bytes = foreign?.p === p ? foreign.bytes : p.change.before;
    try {
      if (bytes === null) await journal.fs.unlink(p.change.realPath);
      else if (p.file.inPlace) await journal.fs.writeInPlace(p.change.realPath, bytes);
      else {
        const temp = p.file.temp as string;
        await fsp.rm(temp, { force: true });
        await journal.fs.writeNew(temp, bytes, p.mode);
        await keepOwner(p);
        await journal.fs.rename(temp, p.change.realPath);
      }
      p.done = false;
      restored.push(p.change.displayPath);
    } catch {
      notRestored.push(p.change.displayPath);
    }
  }
  return { restored, notRestored };
}

async function cleanUp(prepared: readonly Prepared[]): Promise<void> {
  await closeAll(prepared);
  for (const p of prepared) if (p.file.temp) await fsp.rm(p.file.temp, { force: true }).catch(() => undefined);
  // Folders made for a new file go again, innermost first, each only if empty (rmdir never removes anything in it).
  for (const p of prepared) for (const dir of [...p.madeFolders].reverse()) await fsp.rmdir(dir).catch(() => undefined);
}

function closeInBackground(prepared: readonly Prepared[]): void {
  for (const p of prepared) {
    void p.handle?.close().catch(() => undefined);
    p.handle = null;
  }
}

async function closeAll(prepared: readonly Prepared[]): Promise<void> {
  for (const p of prepared) {
    await p.handle?.close().catch(() => undefined);
    p.handle = null;
  }
}

/** Give the temporary file the original's owner when it differs (possible only with the right to chown). */
async function keepOwner(p: Prepared): Promise<void> {
  if (p.uid < 0 || !p.file.temp) return;
  const info = await fsp.lstat(p.file.temp);
  if (info.uid === p.uid && info.gid === p.gid) return;
  await fsp.chown(p.file.temp, p.uid, p.gid).catch(() => undefined);
}

/** Missing folders above a new file, each made on its own; an existing one must be a real folder. `made` gets the folders made, outermost first. */
async function makeFolders(folder: string, made: string[]): Promise<void> {
  const missing: string[] = [];
  let current = folder;
  for (let depth = 0; depth < 4096; depth++) {
    const info = await fsp.lstat(current).catch((error: unknown) => {
      if (errnoCode(error) === 'ENOENT') return undefined;
      throw error;
    });
    if (info) {
      if (!info.isDirectory()) throw new Error(`${current} is not a folder`);
      break;
    }
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const path of missing) {
    try {
      await fsp.mkdir(path, 0o777);
      made.push(path);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
      if (!(await fsp.lstat(path)).isDirectory()) throw new Error(`${path} appeared meanwhile and is not a folder`);
    }
  }
  // The folder must still be where the jail resolved it (no link took a folder's place).
  if ((await fsp.realpath(folder)) !== folder) throw new Error(`its folder ${folder} is no longer a real folder at that path`);
}

function describe(error: unknown): string {
  const code = errnoCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** Begin the hashes of the versions a write will store (see versionHashes): a caller may begin them earlier still. */
export function beginVersionHashes(changes: readonly Pick<JournaledChange, 'before' | 'after'>[]): void {
  for (const change of changes) {
    if (change.before) beginVersionHash(change.before);
    if (change.after) beginVersionHash(change.after);
  }
}
