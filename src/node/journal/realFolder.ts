// A journal is keyed by its folder's real path, as every host records it; a folder that cannot be
// resolved (gone, unreadable) keeps the path as given, so a lookup never throws.
import { realpathSync } from 'node:fs';

export function realFolder(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
