// The history of the agents' own edits. At a before-event the hook allowed, the bytes of each file
// the call will change are kept (one file of this call's bytes beside its small pending record:
// no hashing and no journal then, which would cost every allowed call the loading of node:crypto
// while the agent waits); at the after-event (the agent says the call is done) the bytes
// after are read and the change is committed as a journal entry (client = the agent, tool = its
// tool's name). A call refused, or that failed (no after-event, or no byte changed), leaves no
// entry. Where the bytes after are not what the call alone leaves (replayed on the bytes before),
// someone else wrote meanwhile: the entry says so, and an undo refuses rather than overwrite.
import { closeSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DIALECTS, rebuildBefore, replayOperation, type AgentEvent, type FileOperation, type HookEnvironment, type ToolCall } from '../core/agentHook';
import { strictUtf8 } from '../core/bytes';
import { fingerprint } from '../core/gate';
import { resolveTarget } from '../core/path';
import { Journal, readRegularFile, readRegularFileSync, realFolder, recordEntry, type RecordedFile } from '../node/journal';
import { sessionFileName } from './sessionStore';

/** Files recorded per call at most, and pending records kept (calls allowed whose after-event never came). */
const MAX_FILES_PER_CALL = 100;
const PENDING_MAX_AGE_MS = 3600 * 1000;
const PENDING_PRUNE_MAX = 200;
/** A pending record's bytes at most (hashes and paths of at most MAX_FILES_PER_CALL files). */
const PENDING_MAX_BYTES = 4 * 1024 * 1024;

interface PendingFile {
  realPath: string;
  displayPath: string;
  folder: string;
  /** Where the bytes before are in the call's kept bytes; null: the file did not exist. */
  before: { offset: number; length: number } | null;
  /** Index of the call's operation that changes it (replayed after). */
  operation: number;
}

interface Pending {
  version: 2;
  files: PendingFile[];
}

/** Reads of the kept bytes' file at most per write (a write returns less than asked only on a full disk or a signal). */
const MAX_WRITES = 1024;

/** At an allowed before-event: keep the bytes of every file the call changes. */
export async function keepBytesBefore(call: ToolCall, event: AgentEvent, env: HookEnvironment, stateRoot: string): Promise<void> {
  const path = pendingPath(stateRoot, event, call);
  mkdirSync(join(stateRoot, 'hook', 'pending'), { recursive: true, mode: 0o700 });
  const keptTemporary = `${keptPath(path)}.${process.pid}.tmp`;
  removeIfThere(keptTemporary);
  const files: PendingFile[] = [];
  let kept = 0;
  // 'wx': created here, never written through a link someone left at its name.
  const fd = openSync(keptTemporary, 'wx', 0o600);
  try {
    for (const [index, op] of call.operations.entries()) {
      if (op.kind === 'read' || files.length >= MAX_FILES_PER_CALL) continue;
      const file = await changedFile(op, env);
      if (!file) continue;
      const read = readRegularFileSync(file.realPath, env.maxFileBytes);
      if (read.kind === 'refused') continue;
      if (read.kind === 'file') writeWhole(fd, read.bytes, kept);
      files.push({ ...file, before: read.kind === 'file' ? { offset: kept, length: read.bytes.length } : null, operation: index });
      if (read.kind === 'file') kept += read.bytes.length;
    }
  } finally {
    closeSync(fd);
  }
  if (files.length === 0) {
    removeIfThere(keptTemporary);
    return;
  }
  renameSync(keptTemporary, keptPath(path));
  const temporary = `${path}.${process.pid}.tmp`;
  removeIfThere(temporary);
  writeFileSync(temporary, JSON.stringify({ version: 2, files } satisfies Pending), { mode: 0o600, flag: 'wx' });
  renameSync(temporary, path);
}

/** Removes a file if there is one (unlinkSync: rmSync would load Node's rimraf for every event). */
function removeIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
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

/** The file of a call's kept bytes, beside its pending record. */
function keptPath(pending: string): string {
  return pending.replace(/\.json$/, '.bytes');
}

/** At the after-event: the entry of what the call changed (its id), or undefined when it changed nothing or was never allowed. */
export async function recordCallDone(call: ToolCall, event: AgentEvent, env: HookEnvironment, stateRoot: string): Promise<string | undefined> {
  const path = pendingPath(stateRoot, event, call);
  let pending: Pending;
  let kept: Uint8Array;
  try {
    // Opened without following a link or waiting on a FIFO, its size taken from the open file.
    const read = await readRegularFile(path, PENDING_MAX_BYTES);
    if (read.kind === 'missing') return REBUILDS_BEFORE.has(event.name) ? recordRebuilt(call, event, env, stateRoot) : undefined;
    // Whatever is at the name is used once: a refused one (a link, a FIFO, too large) is removed unread.
    unlinkSync(path);
    if (read.kind === 'refused') return undefined;
    pending = JSON.parse(Buffer.from(read.bytes).toString('utf8')) as Pending;
    if (typeof pending !== 'object' || pending === null || pending.version !== 2 || !Array.isArray(pending.files)) return undefined;
    const keptBytes = await readRegularFile(keptPath(path), MAX_FILES_PER_CALL * env.maxFileBytes);
    if (keptBytes.kind !== 'file') return undefined;
    kept = keptBytes.bytes;
  } catch {
    return undefined;
  } finally {
    try {
      removeIfThere(keptPath(path));
    } catch {
      // Pruned with the records after an hour.
    }
    prunePending(stateRoot);
  }
  const byFolder = new Map<string, RecordedFile[]>();
  for (const f of pending.files.slice(0, MAX_FILES_PER_CALL)) {
    // The pending record is ours, but the path is checked again: the jail of the call, as it is now.
    const again = await changedFile(call.operations[f.operation] ?? { kind: 'change', path: f.realPath, inputPath: [] }, env);
    if (!again || again.realPath !== f.realPath) continue;
    const after = await bytesOf(f.realPath, env.maxFileBytes);
    if (after === 'unreadable') continue;
    const before = keptBefore(f.before, kept);
    if (before === undefined) continue;
    if (sameBytes(before, after)) continue;
    const expected = replayOperation(call.operations[f.operation], before === null ? null : textOf(before) ?? null);
    const foreign = expected !== undefined && (after === null || textOf(after) !== expected);
    const list = byFolder.get(f.folder) ?? [];
    list.push({ realPath: f.realPath, displayPath: f.displayPath, before, after, ...(foreign ? { foreign: true } : {}) });
    byFolder.set(f.folder, list);
  }
  let id: string | undefined;
  for (const [folder, files] of byFolder) {
    id = await recordEntry(Journal.of(stateRoot, folder), { client: event.agent, session: event.session, tool: event.tool }, files);
  }
  return id;
}

/** A file's kept bytes (null: it did not exist), or undefined when the record names bytes the kept file does not hold. */
function keptBefore(place: PendingFile['before'], kept: Uint8Array): Uint8Array | null | undefined {
  if (place === null) return null;
  const { offset, length } = place;
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0 || offset + length > kept.length) return undefined;
  return kept.subarray(offset, offset + length);
}

/**
 * The after-events of agents that may have sent no before-event with the file's bytes (Cursor's
 * afterFileEdit: its preToolUse may not come for every edit): without a pending record, the bytes
 * before are rebuilt from the bytes after and the edits, and the entry is marked so.
 */
const REBUILDS_BEFORE: ReadonlySet<string> = new Set(['afterFileEdit']);

async function recordRebuilt(call: ToolCall, event: AgentEvent, env: HookEnvironment, stateRoot: string): Promise<string | undefined> {
  const byFolder = new Map<string, RecordedFile[]>();
  for (const op of call.operations.slice(0, MAX_FILES_PER_CALL)) {
    const file = await changedFile(op, env);
    if (!file) continue;
    const after = await bytesOf(file.realPath, env.maxFileBytes);
    const afterText = after === null || after === 'unreadable' ? undefined : textOf(after);
    const before = afterText === undefined ? undefined : rebuildBefore(op, afterText);
    if (after === null || after === 'unreadable' || before === undefined) continue;
    const list = byFolder.get(file.folder) ?? [];
    list.push({ realPath: file.realPath, displayPath: file.displayPath, before: Buffer.from(before, 'utf8'), after, rebuilt: true });
    byFolder.set(file.folder, list);
  }
  let id: string | undefined;
  for (const [folder, files] of byFolder) {
    id = await recordEntry(Journal.of(stateRoot, folder), { client: event.agent, session: event.session, tool: event.tool }, files);
  }
  return id;
}

/** The file an operation changes, jailed like the call (purpose create: it may not exist yet). */
async function changedFile(op: FileOperation, env: HookEnvironment): Promise<{ realPath: string; displayPath: string; folder: string } | undefined> {
  const resolved = await resolveTarget(op.path, env.roots, env.fs, env.platform, { purpose: 'create', protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes });
  if (!resolved.ok) return undefined;
  const { target } = resolved;
  return { realPath: target.realPath, displayPath: target.displayPath, folder: realFolder(target.root.path) };
}

/**
 * The file's bytes (null: none), or 'unreadable' (then not recorded): beyond the hook's size limit,
 * or not a regular file when opened (a link put at its resolved name since, a FIFO, a folder).
 * The journal's safe read: no link followed, no wait on a FIFO, the size from the open file.
 */
async function bytesOf(realPath: string, maxBytes: number): Promise<Uint8Array | null | 'unreadable'> {
  const read = await readRegularFile(realPath, maxBytes);
  if (read.kind === 'missing') return null;
  return read.kind === 'file' ? read.bytes : 'unreadable';
}

/**
 * One pending record per call: the session, the agent's tool and what the call does. Cursor reports
 * an edit done under another name and form than its preToolUse (afterFileEdit, edits[]): its
 * records are keyed by the files alone.
 */
function pendingPath(stateRoot: string, event: AgentEvent, call: ToolCall): string {
  const what = DIALECTS[event.agent].callKnownByFiles === true ? [event.agent, call.operations.map((op) => op.path)] : [event.agent, call.tool, call.operations];
  // The core's 64-bit fingerprint, not a SHA-256: node:crypto would cost every event its loading.
  const key = fingerprint(JSON.stringify(what));
  return join(stateRoot, 'hook', 'pending', `${sessionFileName(event.session).replace(/\.json$/, '')}-${key}.json`);
}

/** Pending records of calls whose after-event never came (refused by the person, failed), after an hour. */
function prunePending(stateRoot: string): void {
  const folder = join(stateRoot, 'hook', 'pending');
  const now = Date.now();
  let looked = 0;
  try {
    for (const name of readdirSync(folder)) {
      if (++looked > PENDING_PRUNE_MAX) break;
      const path = join(folder, name);
      try {
        if (now - lstatSync(path).mtimeMs > PENDING_MAX_AGE_MS) unlinkSync(path);
      } catch {
        // Gone already.
      }
    }
  } catch {
    // No folder yet.
  }
}

/** The replayed operation's text is compared without a BOM (an agent's tool never writes one). */
function textOf(bytes: Uint8Array): string | undefined {
  return strictUtf8(bytes, { dropBom: true });
}

function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}
