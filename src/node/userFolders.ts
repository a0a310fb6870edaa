// Guarded Edit's folders in the user's home, after the XDG base directories: state (the journal,
// the locks, the hook's sessions), data (the installed hook) and cache (what can always be
// rebuilt, such as the hook's compiled code). On Windows all three are under %LOCALAPPDATA%. Never
// a workspace or a package folder, which may be shared or read-only. A variable that is unset,
// empty or not an absolute path is ignored, as the XDG specification says.
import { homedir } from 'node:os';
import { join } from 'node:path';

export type UserFolderKind = 'state' | 'data' | 'cache';

const XDG: Record<UserFolderKind, { variable: string; fallback: readonly string[] }> = {
  state: { variable: 'XDG_STATE_HOME', fallback: ['.local', 'state'] },
  data: { variable: 'XDG_DATA_HOME', fallback: ['.local', 'share'] },
  cache: { variable: 'XDG_CACHE_HOME', fallback: ['.cache'] },
};

/**
 * `home`: the home folder, asked of the system only when a variable does not name the folder: on
 * POSIX HOME first, as os.homedir() reads it there (the hook's bundles load node:os on first use,
 * half a millisecond of an event that never needed it).
 */
export function userFolder(kind: UserFolderKind, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home?: string): string {
  if (platform === 'win32') {
    const local = env.LOCALAPPDATA || join(home ?? homedir(), 'AppData', 'Local');
    return kind === 'data' ? join(local, 'guarded-edit') : join(local, 'guarded-edit', kind);
  }
  const { variable, fallback } = XDG[kind];
  const base = env[variable];
  return join(base && base.startsWith('/') ? base : join(home ?? (env.HOME || homedir()), ...fallback), 'guarded-edit');
}
