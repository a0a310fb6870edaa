// The filesystem calls of the journal and its writes, with the syncs the promise needs: bytes
// reach the disk before the names that point at them. Replaceable in tests (a full disk, a
// read-only folder).
import { constants, promises as fsp } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

/** Writes of one file at most (a write is short only on a full disk or a signal; the next one says which). */
const MAX_WRITES = 64;

export interface JournalFs {
  /** Create a new file (never replacing anything), write it whole, sync it. */
  writeNew(path: string, bytes: Uint8Array, mode: number): Promise<void>;
  /** Truncate and write an existing file in place (never through a link), sync it. */
  writeInPlace(path: string, bytes: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  link(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  /** Sync a folder, so the names made or removed in it last. */
  syncFolder(path: string): Promise<void>;
}

export const nodeJournalFs: JournalFs = {
  async writeNew(path, bytes, mode) {
    // 'wx': fails if anything (even a dangling link) has the name; never follows a link.
    const handle = await fsp.open(path, 'wx', 0o600);
    try {
      await writeAll(handle, bytes);
      await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  async writeInPlace(path, bytes) {
    const handle = await fsp.open(path, constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW);
    try {
      await writeAll(handle, bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => fsp.rename(from, to),
  link: (from, to) => fsp.link(from, to),
  unlink: (path) => fsp.unlink(path),
  async syncFolder(path) {
    const handle = await fsp.open(path, 'r');
    try {
      await handle.sync();
    } catch {
      // Some filesystems cannot sync a folder (EINVAL); the rename is still atomic there.
    } finally {
      await handle.close();
    }
  },
};

/**
 * Every byte, from offset 0, in as few requests as the system takes (Node's writeFile asks in
 * 512 KiB pieces, a round trip to the thread pool each).
 */
async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let written = 0;
  for (let writes = 0; written < bytes.length; writes++) {
    if (writes >= MAX_WRITES) throw Object.assign(new Error(`the write stopped after ${written} of ${bytes.length} bytes`), { code: 'EIO' });
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written, written);
    written += bytesWritten;
  }
}
