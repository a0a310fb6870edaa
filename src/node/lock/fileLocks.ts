// One lock per file (by its real path), in the state folder, never beside the file. A request on
// several files takes their locks in one order (sorted), so two requests never wait on each other.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { lock, type Release } from './fileLock';

function fileLockPath(stateRoot: string, fileKey: string): string {
  return join(stateRoot, 'locks', `${createHash('sha256').update(fileKey).digest('hex').slice(0, 40)}.lock`);
}

/** Take every key's lock (sorted, duplicates once); on failure the ones taken are released. */
export async function lockFiles(stateRoot: string, keys: readonly string[], waitMs: number, signal?: AbortSignal): Promise<Release> {
  const releases: Release[] = [];
  const releaseAll = () => {
    for (const release of releases.reverse()) release();
  };
  try {
    for (const key of [...new Set(keys)].sort()) releases.push(await lock(fileLockPath(stateRoot, key), waitMs, signal));
  } catch (error) {
    releaseAll();
    throw error;
  }
  return releaseAll;
}
