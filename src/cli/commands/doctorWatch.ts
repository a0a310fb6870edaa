// doctor's lines on the watch of shell calls in the project: whether git (the watch's engine) can
// be started; when a shell call found the folder not watched (no git, more files than the limit,
// git failing), why and what to do; and how many files a shell call would scan there now, against
// the default limit (counted, bounded: countWatchedFiles). Notes only: the words of every shell command are still
// judged before it runs, so nothing here leaves an agent unguarded.
import type { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { countWatchedFiles, DEFAULT_WATCH_LIMITS, readWatchOff, ShadowRepo, type WatchOff } from '../../node/watch';
import { stateRoot } from '../../node/stateFolder';

const NEXT_STEP: Record<WatchOff['code'], string> = {
  NO_GIT: 'Install git and have it on the PATH the agent runs the hook with.',
  TOO_MANY_FILES: 'List generated folders (build output, dependencies) in .gitignore, or raise the limit with --watch-max-files N on the hook\'s command.',
  SNAPSHOT_FAILED: 'The next shell call tries again; if this stays, run guarded-edit history to see whether shell calls are recorded.',
};

export function watchLines(project: string, env: NodeJS.ProcessEnv, spawn: typeof spawnSync): string[] {
  const lines: string[] = [];
  const git = spawn('git', ['--version'], { encoding: 'utf8', timeout: 10_000, env });
  const gitRuns = git.error === undefined && git.status === 0;
  if (!gitRuns) {
    lines.push(`note: git cannot be started here (${git.error?.message ?? `exit ${String(git.status)}`}), so shell calls are not watched: their changes are not in the history and cannot be undone, and a protected file an opaque script changes is not put back. The words of each command are still judged before it runs. ${NEXT_STEP.NO_GIT}`);
  }
  let folder = project;
  try {
    folder = realpathSync(project);
  } catch {
    // A folder that cannot be read: its shadow is looked up by the name given.
  }
  const off = readWatchOff(ShadowRepo.of(stateRoot(env), folder, undefined));
  if (off !== undefined) {
    lines.push(`note: shell calls in ${folder} are not watched: ${off.reason} (${off.code}, found ${new Date(off.at).toISOString()}). Their changes are not in the history and cannot be undone; the words of each command are still judged before it runs. ${NEXT_STEP[off.code]}`);
  }
  if (gitRuns) lines.push(countLine(folder, spawn));
  return lines;
}

/** The files a shell call would scan in the folder now, against the default limit (a hook's --watch-max-files sets another). */
function countLine(folder: string, spawn: typeof spawnSync): string {
  const limit = DEFAULT_WATCH_LIMITS.maxFiles;
  const count = countWatchedFiles(folder, spawn, DEFAULT_WATCH_LIMITS.timeoutMs);
  if (count.kind === 'failed') return `note: the files of ${folder} could not be counted (${count.why}).`;
  const files = `${count.atLeast ? 'more than ' : ''}${count.files.toLocaleString('en')}`;
  const limitWords = `the default limit of ${limit.toLocaleString('en')} (a hook command's --watch-max-files sets another)`;
  if (count.files > limit) return `note: ${folder} holds ${files} files git would see, more than ${limitWords}: shell calls there are not watched. ${NEXT_STEP.TOO_MANY_FILES}`;
  return `${folder} holds ${files} files git would see, within ${limitWords}: a shell call there scans them before and after it runs.`;
}
