// The core's FsPort over Node's synchronous calls, for a short-lived process that does one thing
// and exits (the hook). The answers and errors are those of NodeFsPort; only the waiting differs:
// no trip through the thread pool per call, and fs.promises is never loaded.
import { accessSync, closeSync, constants, lstatSync, openSync, readdirSync, readlinkSync, readSync, realpathSync, statSync } from 'node:fs';
import type { DirectoryEntry, FileInfo, FsPort } from '../core/platform';
import type { LinkReader } from '../core/path';
import { kindOf, meansNotWritable } from './nodeFs';

export class SyncNodeFsPort implements FsPort, LinkReader {
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
      const stats = statSync(path);
      return { kind: kindOf(stats), size: stats.size, readonly: isReadonly(path) };
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

/** The answer of a synchronous call as a promise: its value, or its error as the rejection. */
function settled<T>(call: () => T): Promise<T> {
  try {
    return Promise.resolve(call());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function readHead(path: string, bytes: number): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, bytes));
    let filled = 0;
    while (filled < buffer.length) {
      const bytesRead = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
  } finally {
    closeSync(fd);
  }
}

function isReadonly(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return false;
  } catch (error) {
    return meansNotWritable(error);
  }
}
