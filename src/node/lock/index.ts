// The inter-process lock shared by the MCP server's writes, the CLI's undo and the hook's sessions.
export { lock, lockSync, LockBusyError, processAlive, readOwner, tryLock, unlock, type LockOwner, type Release } from './fileLock';
export { lockFiles } from './fileLocks';
