// Putting a file of a watched folder back to its bytes from before a call: written beside it and
// renamed over it (or removed, when the call created it). Its folder is checked first: the path
// must still lead, through real folders, into the watched folder (a call may have put a link where
// a folder was).
import { chmodSync, lstatSync, mkdirSync, realpathSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { randomHex } from '../randomHex';

/** Put `relativePath` back to `bytes` (null: no file) with `mode`; whether it holds them now. */
export function restoreFile(folder: string, relativePath: string, bytes: Uint8Array | null, mode: number): boolean {
  const path = join(folder, ...relativePath.split('/'));
  try {
    const parent = dirname(path);
    if (bytes !== null) mkdirSync(parent, { recursive: true });
    const realParent = realpathSync(parent);
    const realFolder = realpathSync(folder);
    if (realParent !== realFolder && !realParent.startsWith(realFolder.endsWith(sep) ? realFolder : `${realFolder}${sep}`)) return false;
    const target = join(realParent, path.slice(parent.length + 1));
    if (bytes === null) {
      const info = lstatSync(target, { throwIfNoEntry: false });
      if (info === undefined) return true;
      if (info.isDirectory()) return false;
      unlinkSync(target);
      return true;
    }
    const temporary = `${target}.guarded-edit-${randomHex(6)}.tmp`;
    try {
      writeFileSync(temporary, bytes, { flag: 'wx', mode: mode & 0o777 });
      chmodSync(temporary, mode & 0o777);
      renameSync(temporary, target);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
    return true;
  } catch {
    return false;
  }
}
