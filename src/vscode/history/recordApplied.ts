// The VS Code tools' and commands' applied changes, recorded in the same journal as every other
// agent's (one entry per workspace folder a change touched), so the history shows them and they
// can be reverted after the window is closed. Recording runs after the apply is checked and off
// the path the model waits on: the call returns while the versions are stored. A recording that
// fails is logged and never undoes or fails the change (the editor's own undo is unaffected).
import type { LineRange } from '../../core/journal';
import type { ResolvedTarget } from '../../core/path';
import { Journal, realFolder, recordEntry, type RecordedFile } from '../../node/journal';
import { stateRoot } from '../../node/stateFolder';

/** One file of an applied change: its text before (null: created) and after (null: deleted). */
export interface AppliedFile {
  target: Pick<ResolvedTarget, 'realPath' | 'displayPath' | 'root'>;
  before: string | Uint8Array | null;
  after: string | null;
  changes?: readonly LineRange[];
}

export interface AppliedMeta {
  /** Our tool's name (guarded_multi_edit, ...) or the command's. */
  tool: string;
  /** The entry this change undoes (a revert from the history view). */
  undoes?: string;
}

/** Where entries go and what they say about who wrote them. */
export interface HistorySink {
  stateRoot: string;
  client: string;
  session: string;
  warn(message: string): void;
}

let sink: HistorySink | undefined;
let pending: Promise<unknown> = Promise.resolve();
/** Recordings waiting at most; beyond it one is dropped (and logged) rather than memory held without bound. */
const MAX_WAITING = 64;
let waiting = 0;

/** Turn recording on (activate); the returned function turns it off. */
export function startRecording(options: Omit<HistorySink, 'stateRoot'> & { stateRoot?: string }): () => void {
  const own: HistorySink = { ...options, stateRoot: options.stateRoot ?? stateRoot() };
  sink = own;
  return () => {
    if (sink === own) sink = undefined;
  };
}

/**
 * Record an applied change (the after-apply point's recorder). Returns at once; the entry's id (or
 * undefined when not recorded) comes through the promise, which never rejects.
 */
export function recordApplied(meta: AppliedMeta, files: readonly AppliedFile[]): Promise<string[]> {
  const to = sink;
  if (!to || files.length === 0) return Promise.resolve([]);
  if (waiting >= MAX_WAITING) {
    to.warn(`history: ${meta.tool} on ${files.map((f) => f.target.displayPath).join(', ')} was not recorded: ${MAX_WAITING} recordings are still being written`);
    return Promise.resolve([]);
  }
  waiting++;
  // One after another, so entries are in the order of the changes.
  const run = pending.then(() => write(to, meta, files)).catch((error: unknown) => {
    to.warn(`history: ${meta.tool} on ${files.map((f) => f.target.displayPath).join(', ')} could not be recorded (${error instanceof Error ? error.message : String(error)}); the change itself is made`);
    return [] as string[];
  }).finally(() => {
    waiting--;
  });
  pending = run;
  return run;
}

/** Every recording begun so far, written (the history view and the tests wait on it). */
export function recordingsWritten(): Promise<void> {
  return pending.then(() => undefined, () => undefined);
}

async function write(to: HistorySink, meta: AppliedMeta, files: readonly AppliedFile[]): Promise<string[]> {
  // The journal is per workspace folder, keyed by its real path (as the MCP server and the CLI key it).
  const byFolder = new Map<string, RecordedFile[]>();
  for (const f of files) {
    const folder = knownRealFolder(f.target.root.path);
    const list = byFolder.get(folder) ?? [];
    list.push({ realPath: f.target.realPath, displayPath: f.target.displayPath, before: bytesOf(f.before), after: bytesOf(f.after), ...(f.changes ? { changes: f.changes } : {}) });
    byFolder.set(folder, list);
  }
  const ids: string[] = [];
  for (const [folder, recorded] of byFolder) {
    const journal = Journal.of(to.stateRoot, folder);
    ids.push(await recordEntry(journal, { client: to.client, session: to.session, tool: meta.tool, ...(meta.undoes !== undefined ? { undoes: meta.undoes } : {}) }, recorded));
  }
  return ids;
}

/** Text as the journal stores it: UTF-8 (a document's text, without the BOM an editor hides); bytes as they are. */
function bytesOf(text: string | Uint8Array | null): Uint8Array | null {
  return text === null || text instanceof Uint8Array ? text : Buffer.from(text, 'utf8');
}

const realFolders = new Map<string, string>();

/** A folder's real path, asked once per folder (every applied change is recorded under it). */
function knownRealFolder(path: string): string {
  let real = realFolders.get(path);
  if (real === undefined) {
    real = realFolder(path);
    if (realFolders.size > 100) realFolders.clear();
    realFolders.set(path, real);
  }
  return real;
}
