// The history of the agents' own edits. At a before-event the hook allowed, the bytes of each file
// the call will change are kept in the call's pending record (keepBytes: no hashing and no journal
// then, which would cost every allowed call the loading of node:crypto while the agent waits); at
// the after-event (the agent says the call is done) the bytes
// after are read and the change is committed as a journal entry (client = the agent, tool = its
// tool's name). A call refused, or that failed (no after-event, or no byte changed), leaves no
// entry. Where the bytes after are not what the call alone leaves (replayed on the bytes before),
// someone else wrote meanwhile: the entry says so, and an undo refuses rather than overwrite.
import { lstatSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildBefore, replayOperation, type AgentEvent, type HookEnvironment, type ToolCall } from '../core/agentHook';
import { strictUtf8 } from '../core/bytes';
import { Journal, readRegularFile, recordEntry, type RecordedFile } from '../node/journal';
import { changedFile, decodePending, MAX_FILES_PER_CALL, PENDING_MAX_AGE_MS, PENDING_MAX_BYTES, PENDING_PRUNE_MAX, pendingPath, type Pending, type PendingFile } from './pendingRecord';

/** At the after-event: the entry of what the call changed (its id), or undefined when it changed nothing or was never allowed. */
export async function recordCallDone(call: ToolCall, event: AgentEvent, env: HookEnvironment, stateRoot: string): Promise<string | undefined> {
  const path = pendingPath(stateRoot, event, call);
  let pending: Pending;
  let kept: Uint8Array;
  try {
    // Opened without following a link or waiting on a FIFO, its size taken from the open file.
    const read = await readRegularFile(path, PENDING_MAX_BYTES + MAX_FILES_PER_CALL * env.maxFileBytes);
    if (read.kind === 'missing') return REBUILDS_BEFORE.has(event.name) ? recordRebuilt(call, event, env, stateRoot) : undefined;
    // Whatever is at the name is used once: a refused one (a link, a FIFO, too large) is removed unread.
    unlinkSync(path);
    if (read.kind === 'refused') return undefined;
    const decoded = decodePending(read.bytes);
    if (decoded === undefined) return undefined;
    ({ pending, kept } = decoded);
  } catch {
    return undefined;
  } finally {
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
