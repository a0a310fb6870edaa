// A call's pending record in the state folder: at an allowed before-event, the bytes of each file
// the call will change (keepBytes); at its after-event they are read back and committed to the
// history (editRecorder). Shared by the two.
import { join } from 'node:path';
import { DIALECTS, type AgentEvent, type FileOperation, type HookEnvironment, type ToolCall } from '../core/agentHook';
import { fingerprint } from '../core/gate';
import { resolveTarget, type ResolvedTarget } from '../core/path';
// The one file of the journal a before-event needs (its face would load the whole journal).
import { realFolder } from '../node/journal/realFolder';
import { sessionFileName } from './sessionFiles';

/** Files recorded per call at most, and pending records kept (calls allowed whose after-event never came). */
export const MAX_FILES_PER_CALL = 100;
export const PENDING_MAX_AGE_MS = 3600 * 1000;
export const PENDING_PRUNE_MAX = 200;
/** A pending record's bytes at most (hashes and paths of at most MAX_FILES_PER_CALL files). */
export const PENDING_MAX_BYTES = 4 * 1024 * 1024;

export interface PendingFile {
  realPath: string;
  displayPath: string;
  folder: string;
  /** Where the bytes before are in the call's kept bytes; null: the file did not exist. */
  before: { offset: number; length: number } | null;
  /** Index of the call's operation that changes it (replayed after). */
  operation: number;
}

export interface Pending {
  version: 3;
  files: PendingFile[];
}

/**
 * A call's pending record is one file: the kept bytes of its files one after the other, then the
 * record (JSON), then the record's length in bytes (uint32, little-endian). One file written once
 * (no temporary file renamed over another: on ext4 a rename over a file flushes the new one's
 * bytes to disk first, tens of milliseconds on a busy disk). A record cut short (a hook killed
 * while writing) has no whole trailer, or names bytes it does not hold: it is never believed.
 */
export function encodePending(files: PendingFile[]): Buffer {
  const record = Buffer.from(JSON.stringify({ version: 3, files } satisfies Pending), 'utf8');
  const trailer = Buffer.alloc(record.length + 4);
  record.copy(trailer, 0);
  trailer.writeUInt32LE(record.length, record.length);
  return trailer;
}

/** The record and the kept bytes of a pending file, or undefined when it is not one whole. */
export function decodePending(bytes: Uint8Array): { pending: Pending; kept: Uint8Array } | undefined {
  if (bytes.length < 4) return undefined;
  const whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = whole.readUInt32LE(whole.length - 4);
  if (length > whole.length - 4 || length > PENDING_MAX_BYTES) return undefined;
  const start = whole.length - 4 - length;
  let pending: unknown;
  try {
    pending = JSON.parse(whole.toString('utf8', start, whole.length - 4));
  } catch {
    return undefined;
  }
  if (typeof pending !== 'object' || pending === null || (pending as Pending).version !== 3 || !Array.isArray((pending as Pending).files)) return undefined;
  return { pending: pending as Pending, kept: whole.subarray(0, start) };
}

/**
 * One pending record per call: the session, the agent's tool and what the call does. Cursor reports
 * an edit done under another name and form than its preToolUse (afterFileEdit, edits[]): its
 * records are keyed by the files alone.
 */
export function pendingPath(stateRoot: string, event: AgentEvent, call: ToolCall): string {
  const what = DIALECTS[event.agent].callKnownByFiles === true ? [event.agent, call.operations.map((op) => op.path)] : [event.agent, call.tool, call.operations];
  // The core's 64-bit fingerprint, not a SHA-256: node:crypto would cost every event its loading.
  const key = fingerprint(JSON.stringify(what));
  return join(stateRoot, 'hook', 'pending', `${sessionFileName(event.session).replace(/\.json$/, '')}-${key}.json`);
}



/**
 * The file an operation changes, jailed like the call (purpose create: it may not exist yet), or
 * as the check jailed it (`judged`).
 */
export async function changedFile(op: FileOperation, env: HookEnvironment, judged?: ResolvedTarget): Promise<{ realPath: string; displayPath: string; folder: string } | undefined> {
  let target = judged;
  if (target === undefined) {
    const resolved = await resolveTarget(op.path, env.roots, env.fs, env.platform, { purpose: 'create', protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes });
    if (!resolved.ok) return undefined;
    target = resolved.target;
  }
  return { realPath: target.realPath, displayPath: target.displayPath, folder: realFolder(target.root.path) };
}
