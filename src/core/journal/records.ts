// The journal's records, as JSON in the user's state folder. An intent is written (and synced)
// before any file of a request is replaced; the entry is its commit record and the history. Blobs
// (a file's bytes before and after) are named by their hash, so one version is stored once.

/** One file of a request: where, which temporary file holds its new bytes, and both versions. */
export interface IntentFile {
  realPath: string;
  /** The path shown to the person: relative to the workspace folder. */
  displayPath: string;
  /** Our temporary file beside it (null: none, e.g. a delete or a write in place). */
  temp: string | null;
  /** Hash of the bytes before (null: the file did not exist). */
  before: string | null;
  /** Hash of the bytes after (null: the file is deleted). */
  after: string | null;
  /** Written in place (a file with several hard links), so a torn write is possible. */
  inPlace: boolean;
}

export interface Intent {
  version: 1;
  id: string;
  pid: number;
  host: string;
  files: IntentFile[];
}

export interface LineRange {
  start_line: number;
  end_line: number;
}

export interface EntryFile {
  path: string;
  realPath: string;
  before: string | null;
  after: string | null;
  changes: LineRange[];
  /**
   * Someone else also changed the file while the recorded call ran (the hook saw other bytes than
   * the call alone leaves): `after` is not the call's alone, so an undo never writes `before` over it.
   */
  foreign?: true;
  /**
   * The agent gave no event with the file's bytes before the call (Cursor's afterFileEdit alone):
   * `before` was rebuilt from `after` by taking the call's edits back, and replaying them on it
   * gives `after` again.
   */
  rebuilt?: true;
  /** The file's permission bits (of the new file, else of the file before); absent in records written before modes were kept. */
  mode?: number;
  /**
   * A watched shell call changed the file, but it was larger than the size limit: listed with what
   * the call did, its bytes not kept (`before` and `after` are null then, and an undo refuses it).
   */
  notKept?: 'add' | 'update' | 'delete';
}

/** A committed request: the history shows these, undo reads them. */
export interface JournalEntry {
  version: 1;
  id: string;
  time: string;
  client: string;
  session: string;
  tool: string;
  /** The agent behind the client, when it is known apart from the client (the hook's entries). */
  agent?: string;
  undoes?: string;
  /** A watched shell call: its command (the first 2,000 characters). */
  command?: string;
  /** A put-back: the entry of the call whose changes it took back (null: that call's entry has no file left). */
  putBackOf?: string | null;
  files: EntryFile[];
}

const HASH = /^[0-9a-f]{64}$/;
/** The longest path any platform names (Windows' extended paths): a longer one is no file's. */
const MAX_PATH_CHARS = 32_767;
/** Ids, times and names of clients, sessions, tools and agents are short; a longer one is damage. */
const MAX_NAME_CHARS = 1_000;

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_NAME_CHARS;
}

function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_PATH_CHARS;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHashOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && HASH.test(value));
}

/** An intent read back, or undefined when the JSON is not one (a damaged record is reported, never trusted). */
export function parseIntent(value: unknown): Intent | undefined {
  if (!isObject(value) || value.version !== 1 || !isName(value.id) || typeof value.pid !== 'number' || !isName(value.host)) return undefined;
  if (!Array.isArray(value.files) || value.files.length > 100_000) return undefined;
  const files: IntentFile[] = [];
  for (const f of value.files as unknown[]) {
    if (!isObject(f) || !isPath(f.realPath) || !isPath(f.displayPath)) return undefined;
    if (!(f.temp === null || typeof f.temp === 'string') || !isHashOrNull(f.before) || !isHashOrNull(f.after) || typeof f.inPlace !== 'boolean') return undefined;
    files.push({ realPath: f.realPath, displayPath: f.displayPath, temp: f.temp, before: f.before, after: f.after, inPlace: f.inPlace });
  }
  return { version: 1, id: value.id, pid: value.pid, host: value.host, files };
}

export function parseEntry(value: unknown): JournalEntry | undefined {
  if (!isObject(value) || value.version !== 1 || !isName(value.id) || !isName(value.time)) return undefined;
  if (!isName(value.client) || !isName(value.session) || !isName(value.tool)) return undefined;
  if (value.undoes !== undefined && !isName(value.undoes)) return undefined;
  if (!Array.isArray(value.files) || value.files.length > 100_000) return undefined;
  const files: EntryFile[] = [];
  for (const f of value.files as unknown[]) {
    if (!isObject(f) || !isPath(f.path) || !isPath(f.realPath) || !isHashOrNull(f.before) || !isHashOrNull(f.after) || !Array.isArray(f.changes)) return undefined;
    const changes: LineRange[] = [];
    for (const c of (f.changes as unknown[]).slice(0, 10_000)) {
      if (!isObject(c) || typeof c.start_line !== 'number' || typeof c.end_line !== 'number') return undefined;
      changes.push({ start_line: c.start_line, end_line: c.end_line });
    }
    if (f.mode !== undefined && typeof f.mode !== 'number') return undefined;
    const file: EntryFile = { path: f.path, realPath: f.realPath, before: f.before, after: f.after, changes };
    if (typeof f.mode === 'number') file.mode = f.mode;
    if (f.foreign === true) file.foreign = true;
    if (f.notKept === 'add' || f.notKept === 'update' || f.notKept === 'delete') file.notKept = f.notKept;
    if (f.rebuilt === true) file.rebuilt = true;
    files.push(file);
  }
  if (value.agent !== undefined && !isName(value.agent)) return undefined;
  const entry: JournalEntry = { version: 1, id: value.id, time: value.time, client: value.client, session: value.session, tool: value.tool, files };
  if (isName(value.agent)) entry.agent = value.agent;
  if (typeof value.undoes === 'string') entry.undoes = value.undoes;
  if (typeof value.command === 'string') entry.command = value.command.slice(0, 10_000);
  if (isName(value.putBackOf) || value.putBackOf === null) entry.putBackOf = value.putBackOf;
  return entry;
}

/**
 * An entry id that sorts by time: milliseconds since 1970 in base 36 (fixed width), a counter and
 * a random tail, so two processes in one millisecond never collide and names sort oldest first.
 */
export function entryId(now: number, sequence: number, random: string): string {
  return `${now.toString(36).padStart(9, '0')}-${(sequence % 1296).toString(36).padStart(2, '0')}${random}`;
}
