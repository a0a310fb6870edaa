// The Node implementation of the core's FsPort, over fs.promises, and the platform facts of the
// running OS. Shared by the VS Code adapter and the unit tests.
import { constants, promises as fsp, type BigIntStats, type Stats } from 'node:fs';
import { MACOS, POSIX, WINDOWS, errnoCode, type DirectoryEntry, type FileInfo, type FileKind, type FsPort, type Platform } from '../core/platform';
import type { LinkReader } from '../core/path';

/** The errors of access(W_OK) that mean "you may not write this" (others, like ENOENT, do not). */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** FsPort over fs.promises; errors are Node's own (their `code` is the errno name). Also reads link texts. */
export class NodeFsPort implements FsPort, LinkReader {
  async lstat(path: string): Promise<FileInfo> {
    const stats = await fsp.lstat(path);
    const kind = kindOf(stats);
    // A link's own permissions mean nothing; whether its target is writable is stat's answer.
    return { kind, size: stats.size, readonly: kind === 'symlink' ? false : await isReadonly(path) };
  }

  async stat(path: string): Promise<FileInfo> {
    // Side by side: each await of the thread pool costs a wake-up, and these two do not depend on each other.
    const [stats, readonly] = await Promise.all([fsp.stat(path, { bigint: true }), isReadonly(path)]);
    const stamp = stampOf(stats);
    const info: FileInfo = { kind: kindOf(stats), size: Number(stats.size), readonly };
    if (stamp !== undefined) info.stamp = stamp;
    return info;
  }

  realpath(path: string): Promise<string> {
    return fsp.realpath(path);
  }

  readlink(path: string): Promise<string> {
    return fsp.readlink(path);
  }

  async readdir(path: string): Promise<DirectoryEntry[]> {
    const entries = await fsp.readdir(path, { withFileTypes: true });
    return entries.map((entry) => ({
      name: entry.name,
      kind: entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : entry.isSymbolicLink() ? 'symlink' : 'other',
    }));
  }

  async readHead(path: string, bytes: number): Promise<Uint8Array> {
    const handle = await fsp.open(path, 'r');
    try {
      const buffer = Buffer.alloc(Math.max(0, bytes));
      let filled = 0;
      while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
    } finally {
      // Not awaited: the bytes are read, and waiting for the close would cost the caller one more
      // wake-up from the thread pool. A failing close loses nothing that was read.
      handle.close().catch(() => undefined);
    }
  }
}

/** A Node FsPort (it also implements the core's optional LinkReader). */
export function createNodeFs(): NodeFsPort {
  return new NodeFsPort();
}

/**
 * A change this recent may be followed by another within the same tick of the clock that stamps
 * it, leaving the times as they were: such a file gets no stamp. A tick is a few milliseconds (at
 * most about 16, Windows' timer) where the filesystem keeps times finer than a millisecond, which
 * a change time with digits below the millisecond shows; otherwise up to two seconds (FAT; one on
 * HFS+ and ext3).
 */
const SETTLED_MS = 3000;
const SETTLED_FINE_MS = 50;

/**
 * FileInfo.stamp: device, inode, size and the times to the nanosecond, once the file has settled
 * (at `now`, the wall clock as Date.now()). Also the hook's read gate's: an equal stamp, the same
 * text, unhashed (as git's "racily clean" rule: a write always moves the change time, which no
 * program can set back).
 */
export function stampOf(stats: BigIntStats, now = Date.now()): string | undefined {
  const changed = Number(stats.ctimeMs > stats.mtimeMs ? stats.ctimeMs : stats.mtimeMs);
  const fine = stats.ctimeNs % 1_000_000n !== 0n;
  if (!(now - changed >= (fine ? SETTLED_FINE_MS : SETTLED_MS))) return undefined;
  return [stats.dev, stats.ino, stats.size, stats.mtimeNs, stats.ctimeNs].join(':');
}

export function kindOf(stats: Stats | BigIntStats): FileKind {
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  if (stats.isSymbolicLink()) return 'symlink';
  return 'other';
}

async function isReadonly(path: string): Promise<boolean> {
  try {
    await fsp.access(path, constants.W_OK);
    return false;
  } catch (error) {
    return meansNotWritable(error);
  }
}

/** Whether an error of access(W_OK) means "you may not write this" (others, like ENOENT, do not). */
export function meansNotWritable(error: unknown): boolean {
  return NOT_WRITABLE.has(errnoCode(error) ?? '');
}

/** The facts of the running OS: Windows, macOS (case-insensitive by default), else POSIX. */
export function nodePlatform(osPlatform: NodeJS.Platform = process.platform): Platform {
  if (osPlatform === 'win32') return { ...WINDOWS };
  if (osPlatform === 'darwin') return { ...MACOS };
  return { ...POSIX };
}
