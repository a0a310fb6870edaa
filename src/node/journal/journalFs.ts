// The filesystem calls of the journal and its writes, with the syncs the promise needs: bytes
// reach the disk before the names that point at them. Replaceable in tests (a full disk, a
// read-only folder).
import { constants, promises as fsp } from 'node:fs';

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
      await handle.writeFile(bytes);
      await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  async writeInPlace(path, bytes) {
    const handle = await fsp.open(path, constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW);
    try {
      await handle.writeFile(bytes);
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
