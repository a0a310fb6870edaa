// Writing files without an editor, for hosts that change files on disk themselves (the MCP server;
// the hook may reuse it). The file on disk is the document:
// - just before writing, each file must still be the regular file that was validated (no link
//   has taken its place or its folder's) and hold exactly the bytes validated (else STALE_DOCUMENT);
// - the new bytes go to a temporary file in the same folder, given the file's mode (and owner,
//   when we may), and are renamed over the file: a reader never sees half a file, and rename
//   replaces the name without following any link; a file with several hard links is written in
//   place instead (never through a link), so that every name keeps showing the same file;
// - several files are written all or none: when a rename fails part-way, the files already
//   replaced are put back from their original bytes, and the error says so.
import { randomBytes } from 'node:crypto';
import { constants, promises as fsp } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { changedOnDiskError, replacedOnDiskError, sameBytes, writeFailedError } from '../core/disk';
import type { GuardedError, InputPath } from '../core/errors';
import { errnoCode } from '../core/platform';

/** One file to replace: where, the bytes validated, and the bytes to write. */
export interface FileReplacement {
  realPath: string;
  displayPath: string;
  /** JSON path of the file's entry in the request (for error paths). */
  inputPath: InputPath;
  /** The bytes the change was validated against. */
  expected: Uint8Array;
  bytes: Uint8Array;
}

/** A new file: where, and its bytes. */
export interface NewFile {
  realPath: string;
  displayPath: string;
  bytes: Uint8Array;
}

export type WriteOutcome = { ok: true } | { ok: false; errors: GuardedError[] };

/** The filesystem calls of the writer, replaceable in tests (e.g. a rename that fails). */
export interface WriterFs {
  lstat: typeof fsp.lstat;
  realpath: (path: string) => Promise<string>;
  readFile: (path: string) => Promise<Uint8Array>;
  writeNew: (path: string, bytes: Uint8Array, mode: number) => Promise<void>;
  /** Truncate and write an existing file; fails on a symbolic link (O_NOFOLLOW). */
  writeInPlace: (path: string, bytes: Uint8Array) => Promise<void>;
  chown: (path: string, uid: number, gid: number) => Promise<void>;
  rename: (from: string, to: string) => Promise<void>;
  link: (from: string, to: string) => Promise<void>;
  unlink: (path: string) => Promise<void>;
  mkdir: (path: string, mode: number) => Promise<void>;
}

export const nodeWriterFs: WriterFs = {
  lstat: fsp.lstat,
  realpath: (path) => fsp.realpath(path),
  readFile: (path) => fsp.readFile(path),
  async writeNew(path, bytes, mode) {
    // 'wx': fails if anything (even a dangling link) has the name; never follows a link.
    const handle = await fsp.open(path, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.chmod(mode);
    } finally {
      await handle.close();
    }
  },
  async writeInPlace(path, bytes) {
    const handle = await fsp.open(path, constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW);
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
  },
  chown: (path, uid, gid) => fsp.chown(path, uid, gid),
  rename: (from, to) => fsp.rename(from, to),
  link: (from, to) => fsp.link(from, to),
  unlink: (path) => fsp.unlink(path),
  mkdir: (path, mode) => fsp.mkdir(path, { mode }),
};

/** The bytes of a file, for snapshots. */
export async function readFileBytes(path: string): Promise<Uint8Array> {
  return fsp.readFile(path);
}

interface Checked {
  file: FileReplacement;
  mode: number;
  uid: number;
  gid: number;
  ino: number;
  dev: number;
  /** Several hard links: written in place, so that every name keeps the same file. */
  inPlace: boolean;
}

/**
 * Replace every file's bytes, all or none. Each file is checked just before: still a regular file
 * at the same real path, still holding `expected`.
 */
export async function replaceFiles(files: readonly FileReplacement[], fs: WriterFs = nodeWriterFs): Promise<WriteOutcome> {
  const checked: Checked[] = [];
  const errors: GuardedError[] = [];
  for (const file of files) {
    const result = await checkUnchanged(file, fs);
    if ('errors' in result) errors.push(...result.errors);
    else checked.push(result);
  }
  if (errors.length > 0) return { ok: false, errors };

  const temps: (string | undefined)[] = [];
  for (const c of checked) {
    if (c.inPlace) {
      temps.push(undefined);
      continue;
    }
    const temp = tempPathFor(c.file.realPath);
    try {
      await fs.writeNew(temp, c.file.bytes, c.mode & 0o7777);
      temps.push(temp);
      await keepOwner(temp, c, fs);
    } catch (error) {
      await removeAll(temps, fs);
      return { ok: false, errors: [writeFailedError(c.file.displayPath, describe(error), [], [])] };
    }
  }

  const renamed: Checked[] = [];
  for (let i = 0; i < checked.length; i++) {
    const c = checked[i];
    // The last look before the name is replaced: the same file (inode) as checked, not a link.
    const again = await statOf(c.file.realPath, fs);
    const moved = !again || again.isSymbolicLink() || !again.isFile() || again.ino !== c.ino || again.dev !== c.dev;
    try {
      if (moved) throw Object.assign(new Error('the file was replaced or removed just before it was written'), { code: 'ESTALE' });
      const temp = temps[i];
      if (temp === undefined) await fs.writeInPlace(c.file.realPath, c.file.bytes);
      else await fs.rename(temp, c.file.realPath);
      renamed.push(c);
    } catch (error) {
      await removeAll(temps.slice(i), fs);
      const { restored, notRestored } = await restore(renamed, fs);
      if (moved && renamed.length === 0) return { ok: false, errors: [replacedOnDiskError(c.file.displayPath, c.file.inputPath, 'its inode or kind changed')] };
      return { ok: false, errors: [writeFailedError(c.file.displayPath, describe(error), restored, notRestored)] };
    }
  }
  return { ok: true };
}

/**
 * Create a new file with `bytes`, and the missing folders above it, never replacing anything
 * that appeared meanwhile (FILE_EXISTS is the caller's to say: this returns `exists`).
 */
export async function createNewFile(file: NewFile, fs: WriterFs = nodeWriterFs): Promise<{ ok: true } | { ok: false; exists: boolean; reason: string }> {
  const folder = dirname(file.realPath);
  try {
    await makeFolders(folder, fs);
  } catch (error) {
    return { ok: false, exists: false, reason: `its folder could not be created: ${describe(error)}` };
  }
  // The folder must still be where the jail resolved it (no link took a folder's place).
  const real = await fs.realpath(folder).catch(() => undefined);
  if (real !== folder) return { ok: false, exists: false, reason: `its folder ${folder} is no longer a real folder at that path` };
  const temp = tempPathFor(file.realPath);
  const mode = 0o666 & ~process.umask();
  try {
    await fs.writeNew(temp, file.bytes, mode);
  } catch (error) {
    return { ok: false, exists: false, reason: describe(error) };
  }
  try {
    // link() fails if the name exists in any form (file, folder, link): nothing is ever replaced.
    await fs.link(temp, file.realPath);
    await fs.unlink(temp).catch(() => undefined);
    return { ok: true };
  } catch (error) {
    const code = errnoCode(error);
    if (code === 'EEXIST') {
      await fs.unlink(temp).catch(() => undefined);
      return { ok: false, exists: true, reason: 'a file of that name appeared meanwhile' };
    }
    // A filesystem without hard links: an exclusive create of the name itself.
    await fs.unlink(temp).catch(() => undefined);
    try {
      await fs.writeNew(file.realPath, file.bytes, mode);
      return { ok: true };
    } catch (second) {
      return { ok: false, exists: errnoCode(second) === 'EEXIST', reason: describe(second) };
    }
  }
}

/** Folders from the nearest existing one down, each made on its own; an existing one must be a real folder. */
async function makeFolders(folder: string, fs: WriterFs): Promise<void> {
  const missing: string[] = [];
  let current = folder;
  for (let depth = 0; depth < 4096; depth++) {
    const info = await fs.lstat(current).catch((error: unknown) => {
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
      await fs.mkdir(path, 0o777);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
      const info = await fs.lstat(path);
      if (!info.isDirectory()) throw new Error(`${path} appeared meanwhile and is not a folder`);
    }
  }
}

async function checkUnchanged(file: FileReplacement, fs: WriterFs): Promise<Checked | { errors: GuardedError[] }> {
  const info = await statOf(file.realPath, fs);
  if (!info) return { errors: [replacedOnDiskError(file.displayPath, file.inputPath, 'it is gone')] };
  if (info.isSymbolicLink()) return { errors: [replacedOnDiskError(file.displayPath, file.inputPath, 'a symbolic link now has its name')] };
  if (!info.isFile()) return { errors: [replacedOnDiskError(file.displayPath, file.inputPath, 'it is no longer a regular file')] };
  const real = await fs.realpath(file.realPath).catch(() => undefined);
  if (real !== file.realPath) return { errors: [replacedOnDiskError(file.displayPath, file.inputPath, 'a symbolic link now stands in its path')] };
  let now: Uint8Array;
  try {
    now = await fs.readFile(file.realPath);
  } catch (error) {
    return { errors: [writeFailedError(file.displayPath, `it could not be read again: ${describe(error)}`, [], [])] };
  }
  if (!sameBytes(now, file.expected)) return { errors: [changedOnDiskError(file.displayPath, file.inputPath)] };
  return { file, mode: info.mode, uid: info.uid, gid: info.gid, ino: info.ino, dev: info.dev, inPlace: info.nlink > 1 };
}

async function statOf(path: string, fs: WriterFs) {
  try {
    return await fs.lstat(path);
  } catch {
    return undefined;
  }
}

/** Give the temporary file the original's owner when it differs (possible only with the right to chown). */
async function keepOwner(temp: string, c: Checked, fs: WriterFs): Promise<void> {
  const info = await fs.lstat(temp);
  if (info.uid === c.uid && info.gid === c.gid) return;
  await fs.chown(temp, c.uid, c.gid).catch(() => undefined);
}

/** Put back files already renamed over, from their original bytes (same folder, temporary + rename). */
async function restore(renamed: readonly Checked[], fs: WriterFs): Promise<{ restored: string[]; notRestored: string[] }> {
  const restored: string[] = [];
  const notRestored: string[] = [];
  for (const c of renamed) {
    if (c.inPlace) {
      try {
        await fs.writeInPlace(c.file.realPath, c.file.expected);
        restored.push(c.file.displayPath);
      } catch {
        notRestored.push(c.file.displayPath);
      }
      continue;
    }
    const temp = tempPathFor(c.file.realPath);
    try {
      await fs.writeNew(temp, c.file.expected, c.mode & 0o7777);
      await keepOwner(temp, c, fs);
      await fs.rename(temp, c.file.realPath);
      restored.push(c.file.displayPath);
    } catch {
      await fs.unlink(temp).catch(() => undefined);
      notRestored.push(c.file.displayPath);
    }
  }
  return { restored, notRestored };
}

async function removeAll(paths: readonly (string | undefined)[], fs: WriterFs): Promise<void> {
  for (const path of paths) if (path !== undefined) await fs.unlink(path).catch(() => undefined);
}

/** A name beside the file that no one else uses: ".name.<random>.guarded-edit.tmp". */
export function tempPathFor(realPath: string): string {
  return join(dirname(realPath), `.${basename(realPath)}.${randomBytes(6).toString('hex')}.guarded-edit.tmp`);
}

function describe(error: unknown): string {
  const code = errnoCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
