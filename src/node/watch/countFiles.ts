// How many files the watch would scan in a folder (what git sees there: ignored files left out),
// counted for `doctor` without the shadow: a throwaway git directory in the system's temporary
// folder, `git ls-files -o` over the folder with the person's ignore rules, bounded in time and in
// the bytes of names read (a folder of millions of files is "more than" what those bytes held).
import type { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errnoCode } from '../../core/platform';

export type FileCount =
  | { kind: 'counted'; files: number; atLeast: boolean }
  | { kind: 'failed'; why: string };

const MAX_NAME_BYTES = 64 * 1024 * 1024;

export function countWatchedFiles(folder: string, spawn: typeof spawnSync, timeoutMs: number): FileCount {
  const gitDir = mkdtempSync(join(tmpdir(), 'guarded-edit-count-'));
  try {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, GIT_DIR: gitDir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
    if (process.env.XDG_CONFIG_HOME) env.XDG_CONFIG_HOME = process.env.XDG_CONFIG_HOME;
    const init = spawn('git', ['init', '-q', '--bare', '--template='], { env, timeout: timeoutMs, windowsHide: true });
    if (init.error !== undefined || init.status !== 0) return { kind: 'failed', why: init.error?.message ?? `git init exited ${String(init.status)}` };
    // The person's own excludes of the folder's repository apply to the watch too.
    const exclude = join(folder, '.git', 'info', 'exclude');
    const args = ['-c', 'core.bare=false', '-c', 'core.fsmonitor=false', 'ls-files', '-z', '-o', '--exclude-standard', ...(existsSync(exclude) ? [`--exclude-from=${exclude}`] : [])];
    const listed = spawn('git', args, { cwd: folder, env: { ...env, GIT_WORK_TREE: folder }, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: MAX_NAME_BYTES, windowsHide: true });
    const code = listed.error === undefined ? undefined : errnoCode(listed.error);
    if (code === 'ETIMEDOUT') return { kind: 'failed', why: `counting took longer than ${timeoutMs / 1000} s` };
    if (listed.error !== undefined && code !== 'ENOBUFS') return { kind: 'failed', why: listed.error.message };
    if (code === undefined && listed.status !== 0) return { kind: 'failed', why: `git ls-files exited ${String(listed.status)}` };
    let files = 0;
    for (const byte of listed.stdout) if (byte === 0) files++;
    return { kind: 'counted', files, atLeast: code === 'ENOBUFS' };
  } finally {
    rmSync(gitDir, { recursive: true, force: true });
  }
}
