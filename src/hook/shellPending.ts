// The record a watched shell call's before-event leaves for its after-event (<state>/hook/watch/,
// one per session and call): each folder's kept state. Read by the hook's program itself (not its
// shell part) at an after-event, so that the folders' scans begin before that part loads.
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentEvent } from '../core/agentHook';
import { sha256Hex } from '../node/sha256';
// The watch's modules by name, not its face: the face would bring zlib and the journal into the hook's program.
import { isKeptIndexName } from '../node/watch/keptIndex';
import type { WatchedBefore } from '../node/watch/watchCall';
import { sessionFileName } from './sessionFiles';

const PENDING_MAX_BYTES = 4 * 1024 * 1024;
const PENDING_MAX_AGE_MS = 24 * 3600 * 1000;
const PENDING_PRUNE_MAX = 200;

export interface PendingWatch {
  /** 2: each folder's state is a kept index (keptIndex.ts); a record of another version is dropped. */
  version: 2;
  folders: WatchedBefore[];
}

/** One pending record per call: the session, and the call's id where the agent gives one, else its tool and command. */
export function pendingPath(stateRoot: string, event: AgentEvent, command: string): string {
  const what = event.callId !== undefined && event.callId !== '' ? [event.agent, event.callId] : [event.agent, event.tool, command];
  const key = sha256Hex(JSON.stringify(what)).slice(0, 24);
  return join(stateRoot, 'hook', 'watch', `${sessionFileName(event.session).replace(/\.json$/, '')}-${key}.json`);
}

export function writePending(path: string, pending: PendingWatch): void {
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  // unlink, not rm: rm loads Node's rimraf at every before-event for a file that is almost never there.
  try {
    unlinkSync(temporary);
  } catch {
    // None left by an earlier process of this id.
  }
  writeFileSync(temporary, JSON.stringify(pending), { mode: 0o600, flag: 'wx' });
  renameSync(temporary, path);
}

/** The call's pending record, used once (removed as it is read); undefined when there is none or it is not ours. */
export function takePending(path: string): PendingWatch | undefined {
  let text: string;
  try {
    const read = readRegularFileSync(path);
    if (read === undefined) return undefined;
    unlinkSync(path);
    text = read;
  } catch {
    return undefined;
  }
  try {
    const value = JSON.parse(text) as PendingWatch;
    if (value.version !== 2 || !Array.isArray(value.folders)) return undefined;
    const folders = value.folders.filter((f) => typeof f.folder === 'string' && isKeptIndexName(f.index) && Array.isArray(f.own));
    return { version: 2, folders };
  } catch {
    return undefined;
  }
}

function readRegularFileSync(path: string): string | undefined {
  const info = lstatSync(path, { throwIfNoEntry: false });
  if (info === undefined) return undefined;
  if (!info.isFile() || info.size > PENDING_MAX_BYTES) {
    unlinkSync(path);
    return undefined;
  }
  return readFileSync(path, 'utf8');
}

/** Records of calls whose after-event never came (refused by the person, failed), after a day. */
export function prunePending(stateRoot: string): void {
  const folder = join(stateRoot, 'hook', 'watch');
  const now = Date.now();
  try {
    for (const name of readdirSync(folder).slice(0, PENDING_PRUNE_MAX)) {
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
