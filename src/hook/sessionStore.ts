// Per-session state of the hook in the user's state folder ($XDG_STATE_HOME or ~/.local/state,
// then guarded-edit/hook/sessions): one JSON file per session, replaced atomically (temporary
// file, then rename, so a hook killed at any point leaves the old state or the new, never half).
// Writers take the session's inter-process lock (src/node/lock), so two hook processes of one
// session (parallel tool calls) never lose each other's records; a lock left by a hook that was
// killed is taken over at once, since its owner process is gone. Sessions untouched for a week
// are pruned, a bounded number at a time. Besides each file's fingerprint, the hashes of the lines
// the agent last read (bounded per file and per session) and when: an edit of a file changed since,
// but not on its lines, goes through, and a miss names the journal's change of its lines.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SessionView } from '../core/agentHook';
import { lockSync } from '../node/lock';
import { stateRoot } from '../node/stateFolder';
import { journalChangesSince } from './historyPart';
import { sessionFileName } from './sessionFiles';

export { sessionFileName } from './sessionFiles';

export interface SessionState {
  version: 1;
  /** The person wrote the override keyword in the prompt of the current turn. */
  override: boolean;
  /** Fingerprint of the text last read or written, by file key; oldest first. */
  files: Record<string, string>;
  /** By file key: the line hashes of that text (base64 of their 32-bit words) and when it was read (ms); oldest first. */
  lines?: Record<string, { hashes: string; at: number }>;
  /**
   * By file key: the fingerprint and the stamp of the text it was taken of (nodeFs's stampOf), as
   * "<fingerprint> <stamp>". Believed only with the fingerprint that `files` holds now, which a
   * version of the hook that does not keep stamps may have changed.
   */
  stamps?: Record<string, string>;
}

/** Bounds: files remembered per session, wait for a live holder of the lock, age of a pruned session. */
export const MAX_FILES_PER_SESSION = 5000;
/** Line hashes kept for one file, and over a session (4 bytes each, the state is read at every event): beyond, the oldest files' go first. */
export const MAX_LINES_PER_FILE = 50_000;
export const MAX_LINES_PER_SESSION = 250_000;
const LOCK_WAIT_MS = 5000;
const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;
const PRUNE_MAX_PER_RUN = 200;

export function stateFolder(env: NodeJS.ProcessEnv = process.env): string {
  return join(stateRoot(env), 'hook');
}

function emptyState(): SessionState {
  return { version: 1, override: false, files: {} };
}

export class SessionStore {
  readonly folder: string;
  readonly file: string;

  constructor(root: string, sessionId: string) {
    this.folder = join(root, 'sessions');
    this.file = join(this.folder, sessionFileName(sessionId));
  }

  /** The state as last written; a session never seen is empty. Other errors (unreadable, not JSON) are thrown. */
  read(): SessionState {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
      throw error;
    }
    const parsed = JSON.parse(text) as Partial<SessionState>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.files !== 'object' || parsed.files === null) {
      throw new Error(`${this.file} is not a session state`);
    }
    const lines = typeof parsed.lines === 'object' && parsed.lines !== null ? parsed.lines : undefined;
    const stamps = typeof parsed.stamps === 'object' && parsed.stamps !== null ? parsed.stamps : undefined;
    return { version: 1, override: parsed.override === true, files: parsed.files, ...(lines ? { lines } : {}), ...(stamps ? { stamps } : {}) };
  }

  /** Read, change and write the state under the session's lock. */
  update(change: (state: SessionState) => void): void {
    mkdirSync(this.folder, { recursive: true, mode: 0o700 });
    const release = this.lock();
    try {
      const state = this.read();
      change(state);
      bound(state);
      const temporary = `${this.file}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
      renameSync(temporary, this.file);
    } finally {
      release();
    }
    this.pruneNowAndThen();
  }

  private lock(): () => void {
    return lockSync(`${this.file}.lock`, LOCK_WAIT_MS);
  }

  /** Delete sessions untouched for a week; at most once an hour and a bounded number per run. */
  private pruneNowAndThen(): void {
    const marker = join(this.folder, '.pruned');
    const now = Date.now();
    try {
      if (now - statSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
      utimesSync(marker, new Date(now), new Date(now));
    } catch {
      writeFileSync(marker, '', { mode: 0o600 });
    }
    let removed = 0;
    for (const name of readdirSync(this.folder).slice(0, 10_000)) {
      if (removed >= PRUNE_MAX_PER_RUN) break;
      if (!name.endsWith('.json') && !name.endsWith('.tmp')) continue;
      const path = join(this.folder, name);
      try {
        if (now - statSync(path).mtimeMs > SESSION_MAX_AGE_MS) {
          unlinkSync(path);
          removed++;
        }
      } catch {
        // Gone already, or pruned by another process.
      }
    }
  }
}

function bound(state: SessionState): void {
  const keys = Object.keys(state.files);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_FILES_PER_SESSION))) {
    delete state.files[key];
    delete state.lines?.[key];
    delete state.stamps?.[key];
  }
  if (!state.lines) return;
  // Newest first: the files read last keep their lines.
  let kept = 0;
  for (const key of Object.keys(state.lines).reverse()) {
    const entry = state.lines[key];
    const count = typeof entry?.hashes === 'string' ? Math.floor((entry.hashes.length * 3) / 16) : Infinity;
    if (kept + count > MAX_LINES_PER_SESSION || !(key in state.files)) delete state.lines[key];
    else kept += count;
  }
}

/**
 * Record a fingerprint as the most recent (re-inserting moves it to the end of the order), with
 * the text's line hashes when given and not too many, and its stamp when given.
 */
export function remember(state: SessionState, key: string, fp: string | undefined, lines?: Uint32Array, now: number = Date.now(), stamp?: string): void {
  delete state.files[key];
  delete state.lines?.[key];
  delete state.stamps?.[key];
  if (fp === undefined) return;
  state.files[key] = fp;
  if (stamp !== undefined) (state.stamps ??= {})[key] = `${fp} ${stamp}`;
  if (!lines || lines.length > MAX_LINES_PER_FILE) return;
  state.lines ??= {};
  state.lines[key] = { hashes: Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength).toString('base64'), at: now };
}

/** The stamp kept with the file's current fingerprint, or undefined. */
function stampOf(state: SessionState, key: string): string | undefined {
  const kept = state.stamps?.[key];
  const fp = state.files[key];
  return typeof kept === 'string' && fp !== undefined && kept.startsWith(`${fp} `) ? kept.slice(fp.length + 1) : undefined;
}

/** The line hashes kept for a file, or undefined (none kept, or not as this store writes them). */
function linesOf(state: SessionState, key: string): Uint32Array | undefined {
  const entry = state.lines?.[key];
  if (typeof entry?.hashes !== 'string') return undefined;
  const bytes = Buffer.from(entry.hashes, 'base64');
  if (bytes.length % 4 !== 0 || bytes.length === 0) return undefined;
  // A copy on an aligned buffer: a Buffer's own may start at any offset.
  const words = new Uint32Array(bytes.length / 4);
  new Uint8Array(words.buffer).set(bytes);
  return words;
}

/**
 * What the gate knows of the session: fingerprints, the lines read, and the changes the journal
 * (in `journals`, the state folder) recorded to a file since the agent read it.
 */
export function sessionView(state: SessionState, journals: string, sameFile: (a: string, b: string) => boolean, session?: string): SessionView {
  return {
    override: state.override,
    fingerprintOf: (key) => state.files[key],
    stampOf: (key) => stampOf(state, key),
    linesOf: (key) => linesOf(state, key),
    changesSinceRead: (key, target) => {
      const at = state.lines?.[key]?.at;
      // The session's own recorded edits are written after its read is updated: they are not changes it has not seen.
      return typeof at === 'number' ? journalChangesSince(journals, target, at, sameFile, session) : undefined;
    },
  };
}
