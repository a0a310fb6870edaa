// PROVISIONAL: the one place where the MCP server's patch writes happen. Every file a request
// changes (created, replaced or deleted; a move is a delete plus a create) goes through one call
// of commitChanges, all or nothing. This version writes with today's writer (src/node/fileWriter):
// every file is first checked to hold exactly the bytes validated (or to be absent), then new files
// are created, existing ones replaced (the writer puts them back when a rename fails), and deleted
// ones renamed aside before they are removed, each step undone when a later one fails. The
// write-ahead journal with an inter-process lock replaces this file with the same exported names.
import { changedOnDiskError, replacedOnDiskError, sameBytes, writeFailedError } from '../core/disk';
import type { GuardedError, InputPath } from '../core/errors';
import { errnoCode } from '../core/platform';
import { createNewFile, nodeWriterFs, replaceFiles, tempPathFor, type WriterFs } from '../node/fileWriter';
import type { CallContext } from './context';

export interface FileChange {
  realPath: string;
  displayPath: string;
  inputPath: InputPath;
  /** The bytes validated; null: the file must not exist. */
  before: Uint8Array | null;
  /** The bytes to leave; null: delete the file. */
  after: Uint8Array | null;
}

export type CommitOutcome = { ok: true } | { ok: false; errors: GuardedError[] };

/** Write every change or none. `tool` names the request for the log (and, later, the journal). */
export async function commitChanges(_ctx: CallContext, _tool: string, changes: readonly FileChange[], fs: WriterFs = nodeWriterFs): Promise<CommitOutcome> {
  const checked = await checkAll(changes, fs);
  if (checked.length > 0) return { ok: false, errors: checked };

  const creates = changes.filter((c) => c.before === null && c.after !== null);
  const updates = changes.filter((c) => c.before !== null && c.after !== null);
  const deletes = changes.filter((c) => c.before !== null && c.after === null);

  const created: FileChange[] = [];
  for (const c of creates) {
    const written = await createNewFile({ realPath: c.realPath, displayPath: c.displayPath, bytes: c.after ?? new Uint8Array() }, fs);
    if (!written.ok) {
      await removeCreated(created, fs);
      const reason = written.exists ? 'a file of that name appeared meanwhile' : written.reason;
      return { ok: false, errors: [writeFailedError(c.displayPath, reason, [], [])] };
    }
    created.push(c);
  }

  const replaced = await replaceFiles(updates.map((c) => ({
    realPath: c.realPath, displayPath: c.displayPath, inputPath: c.inputPath, expected: c.before ?? new Uint8Array(), bytes: c.after ?? new Uint8Array(),
  })), fs);
  if (!replaced.ok) {
    await removeCreated(created, fs);
    return replaced;
  }

  // Deleted files are renamed aside first, so that every one can still come back.
  const aside: { change: FileChange; temp: string }[] = [];
  for (const c of deletes) {
    const temp = tempPathFor(c.realPath);
    try {
      await fs.rename(c.realPath, temp);
      aside.push({ change: c, temp });
    } catch (error) {
      for (const a of aside.reverse()) await fs.rename(a.temp, a.change.realPath).catch(() => undefined);
      await putBack(updates, fs);
      await removeCreated(created, fs);
      return { ok: false, errors: [writeFailedError(c.displayPath, `it could not be deleted: ${describeError(error)}`, [], [])] };
    }
  }
  for (const a of aside) await fs.unlink(a.temp).catch(() => undefined);
  return { ok: true };
}

async function checkAll(changes: readonly FileChange[], fs: WriterFs): Promise<GuardedError[]> {
  const errors: GuardedError[] = [];
  for (const c of changes) {
    const info = await fs.lstat(c.realPath).catch((error: unknown) => (errnoCode(error) === 'ENOENT' ? undefined : error));
    if (c.before === null) {
      if (info !== undefined) errors.push(replacedOnDiskError(c.displayPath, c.inputPath, 'a file of that name appeared meanwhile'));
      continue;
    }
    if (info === undefined || info instanceof Error || !(info as { isFile?: () => boolean }).isFile?.()) {
      errors.push(replacedOnDiskError(c.displayPath, c.inputPath, 'it is gone or no longer a regular file'));
      continue;
    }
    const now = await fs.readFile(c.realPath).catch(() => undefined);
    if (!now || !sameBytes(now, c.before)) errors.push(changedOnDiskError(c.displayPath, c.inputPath));
  }
  return errors;
}

async function putBack(updates: readonly FileChange[], fs: WriterFs): Promise<void> {
  await replaceFiles(updates.map((c) => ({
    realPath: c.realPath, displayPath: c.displayPath, inputPath: c.inputPath, expected: c.after ?? new Uint8Array(), bytes: c.before ?? new Uint8Array(),
  })), fs);
}

async function removeCreated(created: readonly FileChange[], fs: WriterFs): Promise<void> {
  for (const c of created) await fs.unlink(c.realPath).catch(() => undefined);
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

