// The history of the agents' own edits. At a before-event the hook allowed, the bytes of each file
// the call will change are kept (stored in the folder's journal by hash, only the hash in a small
// pending record of this call); at the after-event (the agent says the call is done) the bytes
// after are read and the change is committed as a journal entry (client = the agent, tool = its
// tool's name). A call refused, or that failed (no after-event, or no byte changed), leaves no
// entry. Where the bytes after are not what the call alone leaves (replayed on the bytes before),
// someone else wrote meanwhile: the entry says so, and an undo refuses rather than overwrite.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIALECTS, rebuildBefore, replayOperation, type AgentEvent, type FileOperation, type HookEnvironment, type ToolCall } from '../core/agentHook';
import { resolveTarget } from '../core/path';
import { Journal, readRegularFile, recordEntry, type RecordedFile } from '../node/journal';
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
  /** Hash of the bytes before (stored in the folder's journal); null: the file did not exist. */
  before: string | null;
  /** Index of the call's operation that changes it (replayed after). */
  operation: number;
}

interface Pending {
  version: 1;
  files: PendingFile[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** At an allowed before-event: keep the bytes of every file the call changes. */
export async function keepBytesBefore(call: ToolCall, event: AgentEvent, env: HookEnvironment, stateRoot: string): Promise<void> {
  const files: PendingFile[] = [];
  for (const [index, op] of call.operations.entries()) {
    if (op.kind === 'read' || files.length >= MAX_FILES_PER_CALL) continue;
    const file = await changedFile(op, env);
    if (!file) continue;
    const bytes = await bytesOf(file.realPath, env.maxFileBytes);
    if (bytes === 'unreadable') continue;
    const journal = Journal.of(stateRoot, file.folder);
    let before: string | null = null;
    if (bytes !== null) {
      before = sha256(bytes);
      journal.ensure();
      await journal.putBlob(bytes, before);
    }
    files.push({ ...file, before, operation: index });
  }
  if (files.length === 0) return;
  const path = pendingPath(stateRoot, event, call);
  mkdirSync(join(stateRoot, 'hook', 'pending'), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  // 'wx': created here, never written through a link someone left at its name.
  writeFileSync(temporary, JSON.stringify({ version: 1, files } satisfies Pending), { mode: 0o600, flag: 'wx' });
  renameSync(temporary, path);
}

/** At the after-event: the entry of what the call changed (its id), or undefined when it changed nothing or was never allowed. */
export async function recordCallDone(call: ToolCall, event: AgentEvent, env: HookEnvironment, stateRoot: string): Promise<string | undefined> {
  const path = pendingPath(stateRoot, event, call);
  let pending: Pending;
  try {
    // Opened without following a link or waiting on a FIFO, its size taken from the open file.
    const read = await readRegularFile(path, PENDING_MAX_BYTES);
    if (read.kind === 'missing') return REBUILDS_BEFORE.has(event.name) ? recordRebuilt(call, event, env, stateRoot) : undefined;
    // Whatever is at the name is used once: a refused one (a link, a FIFO, too large) is removed unread.
    unlinkSync(path);
    if (read.kind === 'refused') return undefined;
    pending = JSON.parse(Buffer.from(read.bytes).toString('utf8')) as Pending;
  } catch {
    return undefined;
  } finally {
    prunePending(stateRoot);
  }
  if (typeof pending !== 'object' || pending === null || !Array.isArray(pending.files)) return undefined;
  const byFolder = new Map<string, RecordedFile[]>();
  for (const f of pending.files.slice(0, MAX_FILES_PER_CALL)) {
    // The pending record is ours, but the path is checked again: the jail of the call, as it is now.
    const again = await changedFile(call.operations[f.operation] ?? { kind: 'change', path: f.realPath, inputPath: [] }, env);
    if (!again || again.realPath !== f.realPath) continue;
    const journal = Journal.of(stateRoot, f.folder);
    const after = await bytesOf(f.realPath, env.maxFileBytes);
    if (after === 'unreadable') continue;
    const before = f.before === null ? null : await journal.getBlob(f.before, env.maxFileBytes).catch(() => undefined);
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
  let folder = target.root.path;
  try {
    folder = realpathSync(folder);
  } catch {
    // As given.
  }
  return { realPath: target.realPath, displayPath: target.displayPath, folder };
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
  const key = createHash('sha256').update(JSON.stringify(what)).digest('hex').slice(0, 24);
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

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function textOf(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}
