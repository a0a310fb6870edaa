// Where a workspace folder's journal lives and how its records are read and written:
// <state>/journal/<folder name>-<hash of its real path>/ with blobs/ (bytes by hash), intents/
// (requests under way) and entries/ (committed requests: the history). Records are written to a
// temporary name, synced, and renamed, so a record is whole or absent.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, promises as fsp, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { entryId, parseEntry, parseIntent, type Intent, type JournalEntry } from '../../core/journal';
import { nodeJournalFs, type JournalFs } from './journalFs';
import { sha256Hex } from './versionHashes';

/** History bounds: entries kept, and bytes of their stored versions (the oldest are dropped first). */
export const MAX_ENTRIES = 500;
export const MAX_HISTORY_BYTES = 512 * 1024 * 1024;
/** Entries read at most when listing (the folder is pruned to MAX_ENTRIES, this is a guard). */
const MAX_LISTED = 5000;

let sequence = 0;
export function newEntryId(): string {
  return entryId(Date.now(), sequence++, randomBytes(4).toString('hex'));
}

/** How much history a journal keeps. */
export interface HistoryBounds {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_BOUNDS: HistoryBounds = { maxEntries: MAX_ENTRIES, maxBytes: MAX_HISTORY_BYTES };

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
    const name = `${(basename(folder) || 'root').replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 40)}-${createHash('sha256').update(folder).digest('hex').slice(0, 16)}`;
    return new Journal(join(stateRoot, 'journal', name), folder, fs, bounds);
  }

  /** The folders, and the record of which workspace folder this is (written whole, once). */
  ensure(): void {
    for (const dir of [this.blobs, this.intents, this.entries]) mkdirSync(dir, { recursive: true, mode: 0o700 });
    const marker = join(this.dir, 'folder.json');
    if (existsSync(marker)) return;
    const temp = `${marker}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temp, JSON.stringify({ folder: this.folder }));
    renameSync(temp, marker);
  }

  blobPath(hash: string): string {
    return join(this.blobs, hash);
  }

  /** Store bytes by hash (once), synced; whether they were written now (false: stored already). */
  async putBlob(bytes: Uint8Array, hash = sha256Hex(bytes)): Promise<boolean> {
    const path = this.blobPath(hash);
    if (await exists(path)) return false;
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await this.fs.writeNew(temp, bytes, 0o600);
      await this.fs.rename(temp, path);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return true;
  }

  async getBlob(hash: string): Promise<Uint8Array> {
    return fsp.readFile(this.blobPath(hash));
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

  /** Intents on disk (requests under way, or left by a process that died). */
  async listIntents(): Promise<{ name: string; intent: Intent | undefined }[]> {
    const names = await fsp.readdir(this.intents).catch(() => [] as string[]);
    const out: { name: string; intent: Intent | undefined }[] = [];
    for (const name of names.filter((n) => n.endsWith('.json')).slice(0, MAX_LISTED)) {
      const text = await fsp.readFile(join(this.intents, name), 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      out.push({ name, intent: parseJson(text, parseIntent) });
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

  async isCommitted(id: string): Promise<boolean> {
    const names = await fsp.readdir(this.entries).catch(() => [] as string[]);
    return names.some((n) => n.startsWith(`${id}.`) && n.endsWith('.json'));
  }

  /** Committed entries, oldest first. */
  async listEntries(): Promise<JournalEntry[]> {
    const names = (await fsp.readdir(this.entries).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort().slice(-MAX_LISTED);
    const out: JournalEntry[] = [];
    for (const name of names) {
      const text = await fsp.readFile(join(this.entries, name), 'utf8').catch(() => undefined);
      const entry = text === undefined ? undefined : parseJson(text, parseEntry);
      if (entry) out.push(entry);
    }
    return out;
  }

  /** Drop the oldest entries beyond the bounds, then the stored versions no entry or intent names. */
  async prune(): Promise<void> {
    const names = (await fsp.readdir(this.entries).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
    let total = names.reduce((sum, n) => sum + (Number(n.split('.')[1]) || 0), 0);
    // Pruning reads every entry, so it runs in batches: once the count is a tenth over its bound, or
    // the bytes over theirs; it then keeps a tenth under the bytes' bound, so the next prune is a
    // tenth of it away (else every request on a large file, once at the bound, read every entry).
    const { maxEntries, maxBytes } = this.bounds;
    if (names.length <= maxEntries + Math.floor(maxEntries / 10) && total <= maxBytes) return;
    const keptBytes = maxBytes - Math.floor(maxBytes / 10);
    let drop = 0;
    while (drop < names.length - 1 && (names.length - drop > maxEntries || total > keptBytes)) {
      total -= Number(names[drop].split('.')[1]) || 0;
      drop++;
    }
    for (const name of names.slice(0, drop)) await fsp.rm(join(this.entries, name), { force: true });
    const kept = new Set<string>();
    for (const e of await this.listEntries()) for (const f of e.files) for (const h of [f.before, f.after]) if (h) kept.add(h);
    for (const { intent } of await this.listIntents()) for (const f of intent?.files ?? []) for (const h of [f.before, f.after]) if (h) kept.add(h);
    const blobs = await fsp.readdir(this.blobs).catch(() => [] as string[]);
    for (const name of blobs.slice(0, 100_000)) if (!kept.has(name) && !name.endsWith('.tmp')) await fsp.rm(join(this.blobs, name), { force: true });
  }

  private async writeRecord(dir: string, name: string, value: unknown, durable: boolean): Promise<void> {
    const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
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
export async function allJournals(stateRoot: string, fs: JournalFs = nodeJournalFs): Promise<Journal[]> {
  const base = join(stateRoot, 'journal');
  const names = await fsp.readdir(base).catch(() => [] as string[]);
  const out: Journal[] = [];
  for (const name of names.slice(0, 10_000)) {
    const text = await fsp.readFile(join(base, name, 'folder.json'), 'utf8').catch(() => undefined);
    const folder = text === undefined ? undefined : parseJson(text, (v) => (typeof (v as { folder?: unknown }).folder === 'string' ? (v as { folder: string }).folder : undefined));
    if (folder !== undefined) out.push(new Journal(join(base, name), folder, fs));
  }
  return out;
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
