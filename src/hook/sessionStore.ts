// Per-session state of the hook in the user's state folder ($XDG_STATE_HOME or ~/.local/state,
// then guarded-edit/hook/sessions): one JSON file per session, replaced atomically (temporary
// file, then rename, so a hook killed at any point leaves the old state or the new, never half).
// Writers take the session's inter-process lock (src/node/lock), so two hook processes of one
// session (parallel tool calls) never lose each other's records; a lock left by a hook that was
// killed is taken over at once, since its owner process is gone. Sessions untouched for a week
// are pruned, a bounded number at a time.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint } from '../core/gate';
import { lockSync } from '../node/lock';
import { stateRoot } from '../node/stateFolder';

export interface SessionState {
  version: 1;
  /** The person wrote the override keyword in the prompt of the current turn. */
  override: boolean;
  /** Fingerprint of the text last read or written, by file key; oldest first. */
  files: Record<string, string>;
}

/** Bounds: files remembered per session, wait for a live holder of the lock, age of a pruned session. */
export const MAX_FILES_PER_SESSION = 5000;
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

/** A file name for a session id of any text: readable part plus a hash, so distinct ids never share a file. */
export function sessionFileName(sessionId: string): string {
  const readable = sessionId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return `${readable}-${fingerprint(sessionId)}.json`;
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
    return { version: 1, override: parsed.override === true, files: parsed.files };
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
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_FILES_PER_SESSION))) delete state.files[key];
}

/** Record a fingerprint as the most recent (re-inserting moves it to the end of the order). */
export function remember(state: SessionState, key: string, fp: string | undefined): void {
  delete state.files[key];
  if (fp !== undefined) state.files[key] = fp;
}
