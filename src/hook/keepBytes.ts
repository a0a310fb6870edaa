// At an allowed before-event, the bytes of each file the call will change are kept in its pending
// record (pendingRecord), so that its after-event can commit the change to the history: no hashing
// and no journal then, which would cost every allowed call the loading of node:crypto (and of the
// history's part, hook-history.js) while the agent waits.
import { closeSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AgentEvent, FileOperation, HookEnvironment, ToolCall } from '../core/agentHook';
import type { ResolvedTarget } from '../core/path';
// The journal's safe read alone (its face would load the whole journal).
import { readRegularFileSync } from '../node/journal/safeRead';
import { changedFile, encodePending, MAX_FILES_PER_CALL, pendingPath, type PendingFile } from './pendingRecord';

/** Writes of one buffer at most (a write returns less than asked only on a full disk or a signal). */
const MAX_WRITES = 1024;

/** What the check jailed and read: each changing operation's target, each file's bytes (by real path). */
export interface JudgedFiles {
  targets: Map<FileOperation, ResolvedTarget>;
  bytes: Map<string, Uint8Array>;
}

/**
 * At an allowed before-event: keep the bytes of every file the call changes, as the check judged
 * them (`judged`: its targets and the bytes it read), else as the jail and a safe read give them.
 */
export async function keepBytesBefore(call: ToolCall, event: AgentEvent, env: HookEnvironment, stateRoot: string, judged?: JudgedFiles): Promise<void> {
  const path = pendingPath(stateRoot, event, call);
  const files: PendingFile[] = [];
  let kept = 0;
  // Made at the first file kept, and written as the files are read (never all of them in memory).
  let fd: number | undefined;
  try {
    for (const [index, op] of call.operations.entries()) {
      if (op.kind === 'read' || files.length >= MAX_FILES_PER_CALL) continue;
      const file = await changedFile(op, env, judged?.targets.get(op));
      if (!file) continue;
      const bytes = judged?.bytes.get(file.realPath);
      const read = bytes !== undefined ? { kind: 'file' as const, bytes } : readRegularFileSync(file.realPath, env.maxFileBytes);
      if (read.kind === 'refused') continue;
      fd ??= createPending(path);
      if (read.kind === 'file') writeWhole(fd, read.bytes, kept);
      files.push({ ...file, before: read.kind === 'file' ? { offset: kept, length: read.bytes.length } : null, operation: index });
      if (read.kind === 'file') kept += read.bytes.length;
    }
    if (fd !== undefined) writeWhole(fd, encodePending(files), kept);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The pending file, created here ('wx': never written through a link someone left at its name): a
 * record left by an earlier run of the same call (its after-event never came) is replaced, and the
 * folder made on first use. Bounded: one try more after each.
 */
function createPending(path: string): number {
  for (let attempt = 0; ; attempt++) {
    try {
      return openSync(path, 'wx', 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 2 || (code !== 'EEXIST' && code !== 'ENOENT')) throw error;
      if (code === 'EEXIST') removeIfThere(path);
      else mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    }
  }
}

/** `bytes` written at `position` of the open file, whole (bounded: each write adds bytes or fails). */
function writeWhole(fd: number, bytes: Uint8Array, position: number): void {
  let written = 0;
  for (let writes = 0; written < bytes.length; writes++) {
    if (writes >= MAX_WRITES) throw new Error('the kept bytes could not be written whole');
    written += writeSync(fd, bytes, written, bytes.length - written, position + written);
  }
}

/** Removes a file if there is one (unlinkSync: rmSync would load Node's rimraf for every event). */
function removeIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
