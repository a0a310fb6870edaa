// The core's FsPort over Node's synchronous calls: for a short-lived process that does one thing
// and exits (the hook), and, while they stay quick, for the extension host (SyncWhileQuickFsPort).
// The answers and errors are those of NodeFsPort; only the waiting differs: no trip through the
// thread pool per call (on a busy machine each such trip waits for a thread and a wake-up).
import { accessSync, closeSync, constants, fstatSync, lstatSync, openSync, promises as fsp, readdirSync, readlinkSync, readSync, realpathSync, statSync } from 'node:fs';
import { errnoCode, type DirectoryEntry, type FileInfo, type FsPort } from '../core/platform';
import type { LinkReader } from '../core/path';
import { createNodeFs, kindOf, meansNotWritable, stampOf, type NodeFsPort } from './nodeFs';

export class SyncNodeFsPort implements FsPort, LinkReader {
  /** `stamps`: stat gives FileInfo.stamp as NodeFsPort does (a bigint stat; the hook needs none). */
  constructor(private readonly stamps = false) {}

  lstat(path: string): Promise<FileInfo> {
    return settled(() => {
      const stats = lstatSync(path);
      const kind = kindOf(stats);
      // A link's own permissions mean nothing; whether its target is writable is stat's answer.
      return { kind, size: stats.size, readonly: kind === 'symlink' ? false : isReadonly(path) };
    });
  }

  stat(path: string): Promise<FileInfo> {
    return settled(() => {
      if (!this.stamps) {
        const stats = statSync(path);
        return { kind: kindOf(stats), size: stats.size, readonly: isReadonly(path) };
      }
      const stats = statSync(path, { bigint: true });
      const info: FileInfo = { kind: kindOf(stats), size: Number(stats.size), readonly: isReadonly(path) };
      const stamp = stampOf(stats);
      if (stamp !== undefined) info.stamp = stamp;
      return info;
    });
  }

  realpath(path: string): Promise<string> {
    // The native call, as fs.promises.realpath makes it (ELOOP for a loop, never a cached answer).
    return settled(() => realpathSync.native(path));
  }

  readlink(path: string): Promise<string> {
    return settled(() => readlinkSync(path));
  }

  readdir(path: string): Promise<DirectoryEntry[]> {
    return settled(() => readdirSync(path, { withFileTypes: true }).map((entry) => ({
      name: entry.name,
      kind: entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : entry.isSymbolicLink() ? 'symlink' : 'other',
    })));
  }

  readHead(path: string, bytes: number): Promise<Uint8Array> {
    return settled(() => readHead(path, bytes));
  }
}

/** A synchronous call that took longer than this makes the port wait asynchronously from then on. */
export const SLOW_SYNC_CALL_MS = 50;
/** A whole file up to this size is read synchronously (well under a millisecond from a local disk); a larger one asynchronously. */
export const QUICK_READ_BYTES = 1 << 20;

/**
 * The extension host's FsPort: synchronous calls while every one of them is quick, as on a local
 * disk (a few microseconds each, against a wait for the thread pool per call, two of them on an
 * edit's way); after one call took longer than SLOW_SYNC_CALL_MS (a network or overloaded
 * filesystem), asynchronous calls for the rest of the session, so a slow filesystem holds up this
 * request only and never the other extensions. A folder listing (only for a refusal's suggestions,
 * and of any size) is always asynchronous. The answers are the same either way.
 *
 * A synchronous call cannot be given up on: one to a filesystem that stopped answering (a network
 * mount whose server is gone) would hold the whole process. So the calls are synchronous only once
 * `permit(true)` said every workspace folder is on a local filesystem (onLocalFilesystems), and
 * asynchronous until then and after `permit(false)`.
 */
export class SyncWhileQuickFsPort implements FsPort, LinkReader {
  private slow = false;
  private permitted = false;

  constructor(
    private readonly asyncFs: NodeFsPort,
    private readonly syncFs = new SyncNodeFsPort(true),
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether the calls are asynchronous: not permitted to be synchronous, or a slow call made them so. */
  get waitsAsynchronously(): boolean {
    return this.slow || !this.permitted;
  }

  /** Whether synchronous calls are allowed (the workspace folders are on local filesystems). */
  permit(permitted: boolean): void {
    this.permitted = permitted;
  }

  lstat(path: string): Promise<FileInfo> {
    return this.call((fs) => fs.lstat(path));
  }

  stat(path: string): Promise<FileInfo> {
    return this.call((fs) => fs.stat(path));
  }

  realpath(path: string): Promise<string> {
    return this.call((fs) => fs.realpath(path));
  }

  readlink(path: string): Promise<string> {
    return this.call((fs) => fs.readlink(path));
  }

  readdir(path: string): Promise<DirectoryEntry[]> {
    return this.asyncFs.readdir(path);
  }

  readHead(path: string, bytes: number): Promise<Uint8Array> {
    const asynchronously = (): Promise<Uint8Array> => this.asyncFs.readHead(path, bytes);
    if (this.waitsAsynchronously) return asynchronously();
    return this.timed(() => settled(() => readOpenedQuickly(path, { head: bytes }))).then((head) => head ?? asynchronously());
  }

  /** The whole file (the checks that compare a document with its bytes on disk). */
  readFile(path: string): Promise<Uint8Array> {
    const asynchronously = (): Promise<Uint8Array> => fsp.readFile(path);
    if (this.waitsAsynchronously) return asynchronously();
    return this.timed(() => settled(() => readOpenedQuickly(path, { upTo: QUICK_READ_BYTES }))).then((bytes) => bytes ?? asynchronously());
  }

  private call<T>(call: (fs: FsPort & LinkReader) => Promise<T>): Promise<T> {
    return this.waitsAsynchronously ? call(this.asyncFs) : this.timed(() => call(this.syncFs));
  }

  /** A synchronous call, measured: a slow one makes the port asynchronous. */
  private timed<T>(call: () => Promise<T>): Promise<T> {
    const started = this.now();
    const answer = call();
    if (this.now() - started > SLOW_SYNC_CALL_MS) this.slow = true;
    return answer;
  }
}

/** The answer of a synchronous call as a promise: its value, or its error as the rejection. */
function settled<T>(call: () => T): Promise<T> {
  try {
    return Promise.resolve(call());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Opening a FIFO for reading waits for a writer: a synchronous open must never do that to the
 * extension host (a file can be swapped for one after its stat). Where the OS has it, the open
 * does not wait (O_NONBLOCK means nothing for a regular file).
 */
const OPEN_WITHOUT_WAITING = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * The file's first `head` bytes, or the whole file when it holds at most `upTo` bytes (read to
 * its end), synchronously; undefined when the asynchronous read must answer instead: the whole
 * file is larger, or the path is neither a regular file nor a folder (a FIFO, a device, whose
 * reads may wait). A folder gives the read's own error (EISDIR), as the asynchronous read does.
 */
function readOpenedQuickly(path: string, size: { head: number } | { upTo: number }): Uint8Array | undefined {
  const fd = openSync(path, OPEN_WITHOUT_WAITING);
  try {
    return readOpened(fd, size);
  } catch (error) {
    // A filesystem that honours the flag for a regular file too: the asynchronous read, which opens without it, answers.
    if (errnoCode(error) === 'EAGAIN' || errnoCode(error) === 'EWOULDBLOCK') return undefined;
    throw error;
  } finally {
    closeSync(fd);
  }
}

/** readOpenedQuickly's reading, on the file it opened. */
function readOpened(fd: number, size: { head: number } | { upTo: number }): Uint8Array | undefined {
  const stats = fstatSync(fd);
  if (!stats.isFile() && !stats.isDirectory()) return undefined;
  if ('head' in size) return readHeadOf(fd, size.head);
  if (stats.size > size.upTo) return undefined;
  // One byte more than the stat says: a file that grew meanwhile is read on to its end.
  let buffer = Buffer.allocUnsafeSlow(stats.size + 1);
  let filled = 0;
  for (;;) {
    if (filled === buffer.length) {
      if (filled > size.upTo) return undefined;
      const larger = Buffer.allocUnsafeSlow(buffer.length * 2);
      buffer.copy(larger, 0, 0, filled);
      buffer = larger;
    }
    const bytesRead = readSync(fd, buffer, filled, buffer.length - filled, null);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
}

function readHead(path: string, bytes: number): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    return readHeadOf(fd, bytes);
  } finally {
    closeSync(fd);
  }
}

function readHeadOf(fd: number, bytes: number): Uint8Array {
  const buffer = Buffer.alloc(Math.max(0, bytes));
  let filled = 0;
  while (filled < buffer.length) {
    const bytesRead = readSync(fd, buffer, filled, buffer.length - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
}

function isReadonly(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return false;
  } catch (error) {
    return meansNotWritable(error);
  }
}

let hostPort: SyncWhileQuickFsPort | undefined;

/** The extension host's one port: a slow call seen by any request makes every later one asynchronous. */
export function hostFs(): SyncWhileQuickFsPort {
  hostPort ??= new SyncWhileQuickFsPort(createNodeFs());
  return hostPort;
}

/**
 * Linux filesystem types (statfs's f_type) that live on a local disk or in memory: ext2/3/4, XFS,
 * Btrfs, tmpfs, overlayfs (containers), ZFS, F2FS. Any other (NFS, SMB, FUSE such as sshfs, 9p)
 * may wait on a network; other systems' statfs does not say reliably whether a volume is local.
 */
const LOCAL_LINUX_FILESYSTEMS: ReadonlySet<number> = new Set([0xef53, 0x58465342, 0x9123683e, 0x01021994, 0x794c7630, 0x2fc12fc1, 0xf2f52010]);

/** Whether a filesystem of this statfs type is known to be local on this platform. */
export function isLocalFilesystem(platform: NodeJS.Platform, type: number): boolean {
  return platform === 'linux' && LOCAL_LINUX_FILESYSTEMS.has(type);
}

/**
 * Whether every folder is on a filesystem known to be local (asked asynchronously, all at once:
 * a folder whose filesystem does not answer, or any error, means no). No folders: no.
 */
export async function onLocalFilesystems(
  folders: readonly string[],
  platform: NodeJS.Platform = process.platform,
  statfs: (path: string) => Promise<{ type: number }> = (path) => fsp.statfs(path),
): Promise<boolean> {
  if (folders.length === 0 || platform !== 'linux') return false;
  try {
    const infos = await Promise.all(folders.slice(0, 1000).map((folder) => statfs(folder)));
    return folders.length <= 1000 && infos.every((info) => isLocalFilesystem(platform, info.type));
  } catch {
    return false;
  }
}

