// Where a workspace folder's journal lives and how its records are read and written:
// <state>/journal/<folder name>-<hash of its real path>/ with blobs/ (bytes by hash), intents/
// (requests under way) and entries/ (committed requests: the history). Records are written to a
// temporary name, synced, and renamed, so a record is whole or absent.
import { chmodSync, existsSync, mkdirSync, promises as fsp, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { damagedIntent, entryId, impossibleEntry, parseEntry, parseEntryName, parseIntent, type Intent, type JournalEntry, type RecordScope } from '../../core/journal';
import { lock, type Release } from '../lock';
import { randomHex } from '../randomHex';
import { sha256Hex } from '../sha256';
import { nodeJournalFs, type JournalFs } from './journalFs';
import { readRegularFile } from './safeRead';

/** History bounds: entries kept, and bytes of their stored versions (the oldest are dropped first). */
const MAX_ENTRIES = 500;
const MAX_HISTORY_BYTES = 512 * 1024 * 1024;
/** Entries read at most when listing (the folder is pruned to MAX_ENTRIES, this is a guard). */
const MAX_LISTED = 5000;
/** A record (entry or intent) larger than this is not one of ours. */
const MAX_RECORD_BYTES = 64 * 1024 * 1024;
/** How long a prune waits for the journal's lock before it leaves the pruning to a later request. */
const PRUNE_LOCK_WAIT_MS = 2000;
/** How long the intent's write waits for the journal's lock (a prune holds it briefly). */
export const INTENT_LOCK_WAIT_MS = 30_000;

let sequence = 0;
export function newEntryId(): string {
  return entryId(Date.now(), sequence++, randomHex(4));
}

/** How much history a journal keeps. */
export interface HistoryBounds {
  maxEntries: number;
  maxBytes: number;
}

const DEFAULT_BOUNDS: HistoryBounds = { maxEntries: MAX_ENTRIES, maxBytes: MAX_HISTORY_BYTES };

export class Journal {
  readonly blobs: string;
  readonly intents: string;
  readonly entries: string;

  constructor(readonly dir: string, readonly folder: string, readonly fs: JournalFs = nodeJournalFs, readonly bounds: HistoryBounds = DEFAULT_BOUNDS) {
    this.blobs = join(dir, 'blobs');
    this.intents = join(dir, 'intents');
    this.entries = join(dir, 'entries');
  }

  /** The journal of a workspace folder (its real path), made on first use. */
  static of(stateRoot: string, folder: string, fs: JournalFs = nodeJournalFs, bounds: HistoryBounds = DEFAULT_BOUNDS): Journal {
    return new Journal(join(stateRoot, 'journal', journalName(folder)), folder, fs, bounds);
  }

  /** What a record of this journal may name: files inside its folder, ids not from the future. */
  scope(now = Date.now()): RecordScope {
    return { folder: this.folder, now, separator: sep, caseSensitive: process.platform !== 'win32' && process.platform !== 'darwin' };
  }

  /** The folders (0700: which folders were edited is nobody else's business), and the record of which workspace folder this is (0600, written whole, once). */
  ensure(): void {
    const stateRoot = dirname(dirname(this.dir));
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    // Made before modes were kept, or by an older version: closed now.
    for (const dir of [stateRoot, dirname(this.dir), this.dir]) tighten(dir);
    for (const dir of [this.blobs, this.intents, this.entries]) mkdirSync(dir, { recursive: true, mode: 0o700 });
    const marker = join(this.dir, 'folder.json');
    if (existsSync(marker)) {
      try {
        chmodSync(marker, 0o600);
      } catch {
        // Not ours to change: left.
      }
      return;
    }
    const temp = `${marker}.${randomHex(6)}.tmp`;
    writeFileSync(temp, JSON.stringify({ folder: this.folder }), { mode: 0o600 });
    renameSync(temp, marker);
  }

  /** The journal-wide lock: held while an intent is written and while a prune decides what to delete. */
  async lockJournal(waitMs: number): Promise<Release> {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    return lock(join(this.dir, 'journal.lock'), waitMs);
  }

  blobPath(hash: string): string {
    return join(this.blobs, hash);
  }

  /** Store bytes by hash (once), synced; whether they were written now (false: stored already). */
  async putBlob(bytes: Uint8Array, hash = sha256Hex(bytes)): Promise<boolean> {
    const path = this.blobPath(hash);
    if (await exists(path)) return false;
    const temp = `${path}.${randomHex(6)}.tmp`;
    try {
      await this.fs.writeNew(temp, bytes, 0o600);
      await this.fs.rename(temp, path);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return true;
  }

  /**
   * A stored version, checked against its hash before use (a record is input, not authority):
   * undefined when it is missing, not a regular file, larger than `maxBytes`, or not those bytes.
   */
  async getBlob(hash: string, maxBytes: number): Promise<Uint8Array | undefined> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
    const read = await readRegularFile(this.blobPath(hash), maxBytes);
    if (read.kind !== 'file' || sha256Hex(read.bytes) !== hash) return undefined;
    return read.bytes;
  }

  /** The intent is synced with its folder before any file of the workspace changes: it must survive a power loss. */
  async writeIntent(intent: Intent): Promise<void> {
    await this.writeRecord(this.intents, `${intent.id}.json`, intent, true);
  }

  async removeIntent(id: string): Promise<void> {
    // unlink, not rm: one call (rm looks at the name first); gone already is done.
    await fsp.unlink(join(this.intents, `${id}.json`)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /**
   * Intents on disk (requests under way, or left by a process that died). One that cannot be read,
   * or that names a file outside the folder or a temporary name not ours, is damaged: `intent`
   * undefined and `why` set; it is reported, never acted on.
   */
  async listIntents(): Promise<{ name: string; intent: Intent | undefined; why?: string }[]> {
    const names = await fsp.readdir(this.intents).catch(() => [] as string[]);
    const out: { name: string; intent: Intent | undefined; why?: string }[] = [];
    const scope = this.scope();
    for (const name of names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).slice(0, MAX_LISTED)) {
      const read = await readRegularFile(join(this.intents, name), MAX_RECORD_BYTES);
      if (read.kind === 'missing') continue;
      if (read.kind === 'refused') {
        out.push({ name, intent: undefined, why: read.why });
        continue;
      }
      const intent = parseJson(Buffer.from(read.bytes).toString('utf8'), parseIntent);
      const why = intent === undefined ? 'it is not an intent record' : damagedIntent(intent, scope) ?? (`${intent.id}.json` === name ? undefined : 'its name is not its id');
      out.push(why === undefined ? { name, intent } : { name, intent: undefined, why });
    }
    return out;
  }

  /**
   * The commit record: the entry, named "<id>.<bytes>.json" so the bounds need no reading. Not
   * synced: after a power loss a commit record that did not reach the disk leaves its intent, and
   * the request is rolled back (all old), which keeps the promise at the cost of that request.
   */
  async commit(entry: JournalEntry, bytes: number): Promise<void> {
    await this.writeRecord(this.entries, `${entry.id}.${bytes}.json`, entry, false);
  }

  /** The same, through synchronous calls (a process that records one entry and exits: no thread pool to start). */
  commitSync(entry: JournalEntry, bytes: number): void {
    const name = `${entry.id}.${bytes}.json`;
    const temp = join(this.entries, `.${name}.${randomHex(6)}.tmp`);
    try {
      writeFileSync(temp, JSON.stringify(entry), { flag: 'wx', mode: 0o600 });
      renameSync(temp, join(this.entries, name));
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }

  async isCommitted(id: string): Promise<boolean> {
    const names = await fsp.readdir(this.entries).catch(() => [] as string[]);
    return names.some((n) => n.startsWith(`${id}.`) && n.endsWith('.json'));
  }

  /** Committed entries that are possible, oldest first (the others: `checkEntries`). */
  async listEntries(): Promise<JournalEntry[]> {
    return (await this.checkEntries()).entries;
  }

  /**
   * Committed entries, oldest first, each read from a regular file and checked (core/journal's
   * impossibleEntry: an id of ours not from the future, a time agreeing with it, files inside the
   * folder); the impossible ones are reported in `ignored` and take no part in anything.
   */
  async checkEntries(): Promise<{ entries: JournalEntry[]; names: string[]; ignored: { name: string; why: string }[] }> {
    const scope = this.scope();
    const all = (await fsp.readdir(this.entries).catch(() => [] as string[])).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
    const ignored: { name: string; why: string }[] = [];
    const named: string[] = [];
    for (const name of all.slice(0, MAX_LISTED * 4)) {
      const parsed = parseEntryName(name);
      const why = parsed === undefined ? 'its name is not "<id>.<bytes>.json"' : undefined;
      if (why) ignored.push({ name, why });
      else named.push(name);
    }
    named.sort();
    const entries: JournalEntry[] = [];
    const names: string[] = [];
    for (const name of named.slice(-MAX_LISTED)) {
      const read = await readRegularFile(join(this.entries, name), MAX_RECORD_BYTES);
      if (read.kind === 'missing') continue;
      if (read.kind === 'refused') {
        ignored.push({ name, why: read.why });
        continue;
      }
      const entry = parseJson(Buffer.from(read.bytes).toString('utf8'), parseEntry);
      const why = entry === undefined ? 'it is not an entry record' : impossibleEntry(entry, scope) ?? (parseEntryName(name)?.id === entry.id ? undefined : 'its name is not its id');
      if (why !== undefined || entry === undefined) ignored.push({ name, why: why ?? 'unreadable' });
      else {
        entries.push(entry);
        names.push(name);
      }
    }
    return { entries, names, ignored };
  }

  /**
   * Drop the oldest entries beyond the bounds, then the stored versions no entry or intent names.
   * Only possible entries count and are dropped (an impossible one, e.g. dated in the future,
   * evicts nothing); their sizes are the stored versions' sizes on disk, never the names' word.
   * The decision and the deletes run under the journal-wide lock, which a writer holds while it
   * writes its intent: a version a request under way needs is never deleted.
   */
  async prune(): Promise<void> {
    const all = (await fsp.readdir(this.entries).catch(() => [] as string[])).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
    if (!this.overBounds(all)) return;
    await this.pruneNow();
  }

  /** Whether a prune would drop anything, from the entries' names (read synchronously). */
  needsPrune(): boolean {
    let names: string[];
    try {
      names = readdirSync(this.entries);
    } catch {
      return false;
    }
    return this.overBounds(names.filter((n) => n.endsWith('.json') && !n.startsWith('.')));
  }

  /**
   * Pruning reads every entry, so it runs in batches: once the count is a tenth over its bound, or
   * the bytes (as the names say: a hint, checked when pruning) over theirs; it then keeps a tenth
   * under the bytes' bound, so the next prune is a tenth of it away.
   */
  private overBounds(names: readonly string[]): boolean {
    const { maxEntries, maxBytes } = this.bounds;
    const hinted = names.reduce((sum, n) => sum + (parseEntryName(n)?.bytes ?? 0), 0);
    return names.length > maxEntries + Math.floor(maxEntries / 10) || hinted > maxBytes;
  }

  /** The prune itself, under the journal's lock (left to a later request when another holds it). */
  async pruneNow(): Promise<void> {
    let release: Release;
    try {
      release = await this.lockJournal(PRUNE_LOCK_WAIT_MS);
    } catch {
      return; // Another prune or a writer holds it: a later request prunes.
    }
    try {
      await this.pruneLocked();
    } finally {
      release();
    }
  }

  private async pruneLocked(): Promise<void> {
    const { maxEntries, maxBytes } = this.bounds;
    const keptBytes = maxBytes - Math.floor(maxBytes / 10);
    const { entries, names } = await this.checkEntries();
    const sizes = new Map<string, number>();
    const sizeOf = async (hash: string | null): Promise<number> => {
      if (hash === null) return 0;
      let size = sizes.get(hash);
      if (size === undefined) {
        size = (await fsp.lstat(this.blobPath(hash)).catch(() => undefined))?.size ?? 0;
        sizes.set(hash, size);
      }
      return size;
    };
    const entryBytes: number[] = [];
    for (const e of entries) {
      let bytes = 0;
      for (const f of e.files) bytes += (await sizeOf(f.before)) + (await sizeOf(f.after));
      entryBytes.push(bytes);
    }
    let total = entryBytes.reduce((a, b) => a + b, 0);
    let drop = 0;
    while (drop < entries.length - 1 && (entries.length - drop > maxEntries || total > keptBytes)) {
      total -= entryBytes[drop];
      drop++;
    }
    for (const name of names.slice(0, drop)) await fsp.rm(join(this.entries, name), { force: true });
    // Intents first, then entries: a request that commits meanwhile has its entry written before its intent is removed.
    const kept = new Set<string>();
    for (const { intent } of await this.listIntents()) for (const f of intent?.files ?? []) for (const h of [f.before, f.after]) if (h) kept.add(h);
    for (const name of (await fsp.readdir(this.intents).catch(() => [] as string[]))) if (name.endsWith('.json')) {
      // A damaged intent's versions are kept too: it is reported, and its versions are evidence.
      const text = await readRegularFile(join(this.intents, name), MAX_RECORD_BYTES);
      if (text.kind === 'file') for (const h of Buffer.from(text.bytes).toString('utf8').match(/[0-9a-f]{64}/g) ?? []) kept.add(h);
    }
    for (const e of entries.slice(drop)) for (const f of e.files) for (const h of [f.before, f.after]) if (h) kept.add(h);
    // Entries this prune ignored (impossible) keep their versions: nothing is deleted on their word, nor against it.
    for (const name of (await fsp.readdir(this.entries).catch(() => [] as string[]))) if (!names.includes(name)) {
      const text = await readRegularFile(join(this.entries, name), MAX_RECORD_BYTES);
      if (text.kind === 'file') for (const h of Buffer.from(text.bytes).toString('utf8').match(/[0-9a-f]{64}/g) ?? []) kept.add(h);
    }
    const blobs = await fsp.readdir(this.blobs).catch(() => [] as string[]);
    for (const name of blobs.slice(0, 100_000)) if (!kept.has(name) && !name.endsWith('.tmp')) await fsp.rm(join(this.blobs, name), { force: true });
  }

  private async writeRecord(dir: string, name: string, value: unknown, durable: boolean): Promise<void> {
    const temp = join(dir, `.${name}.${randomHex(6)}.tmp`);
    try {
      if (durable) await this.fs.writeNew(temp, Buffer.from(JSON.stringify(value)), 0o600);
      else await fsp.writeFile(temp, JSON.stringify(value), { flag: 'wx', mode: 0o600 });
      await this.fs.rename(temp, join(dir, name));
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    if (durable) await this.fs.syncFolder(dir);
  }
}

/** Every journal under the state folder, with the workspace folder each belongs to. */
async function allJournals(stateRoot: string, fs: JournalFs = nodeJournalFs): Promise<Journal[]> {
  const base = join(stateRoot, 'journal');
  const names = await fsp.readdir(base).catch(() => [] as string[]);
  const out: Journal[] = [];
  for (const name of names.slice(0, 10_000)) {
    const read = await readRegularFile(join(base, name, 'folder.json'), 64 * 1024);
    const text = read.kind === 'file' ? Buffer.from(read.bytes).toString('utf8') : undefined;
    const folder = text === undefined ? undefined : parseJson(text, (v) => (typeof (v as { folder?: unknown }).folder === 'string' ? (v as { folder: string }).folder : undefined));
    // A folder record is believed only where the journal's name is the one that folder gets: a planted folder.json cannot claim another folder.
    if (folder !== undefined && name === journalName(folder)) out.push(new Journal(join(base, name), folder, fs));
  }
  return out;
}

/** The name of a folder's journal: its name and the hash of its real path. */
function journalName(folder: string): string {
  return `${(basename(folder) || 'root').replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 40)}-${sha256Hex(folder).slice(0, 16)}`;
}

function tighten(dir: string): void {
  try {
    chmodSync(dir, 0o700);
  } catch {
    // Not ours (a shared XDG_STATE_HOME parent): left as it is.
  }
}

export function thisHost(): string {
  return hostname();
}

function parseJson<T>(text: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    return parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await fsp.access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The journal of a folder as the person names it on the command line: the journal of that folder
 * or of the nearest folder above it that has one (so `history` works from a subfolder).
 */
export async function journalOfFolder(stateRoot: string, realFolder: string): Promise<Journal> {
  let best: Journal | undefined;
  for (const journal of await allJournals(stateRoot)) {
    const inside = realFolder === journal.folder || realFolder.startsWith(journal.folder.endsWith('/') ? journal.folder : `${journal.folder}/`);
    if (inside && (!best || journal.folder.length > best.folder.length)) best = journal;
  }
  return best ?? Journal.of(stateRoot, realFolder);
}
