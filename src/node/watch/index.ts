// Watching a folder during an opaque shell call: the shadow repository in the state folder, its
// snapshots, the hook's own copies of .git/config and .git/hooks/**, putting a file back.
export { ShadowRepo } from './shadowGit';
export { DEFAULT_WATCH_LIMITS, type WatchLimits } from './snapshot';
export { readWatchOff, type WatchOff } from './watchOff';
export { watchAfter, watchBefore, type WatchedBefore, type WatchedChanges, type WatchedFile } from './watchCall';
export { restoreFile } from './restore';
export { countWatchedFiles, type FileCount } from './countFiles';
