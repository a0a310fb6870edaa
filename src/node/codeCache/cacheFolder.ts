// Where Guarded Edit keeps what it can always rebuild: $XDG_CACHE_HOME/guarded-edit, by default
// ~/.cache/guarded-edit (%LOCALAPPDATA%\guarded-edit\cache on Windows). Never a package folder,
// which may be read-only or shared.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function cacheFolder(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'guarded-edit', 'cache');
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && xdg.startsWith('/') ? xdg : join(home, '.cache'), 'guarded-edit');
}
