// Records are input, not authority: anyone who can write under the user's home can plant an
// entry or an intent in the state folder. Before a record is shown, counted or acted on, these
// rules say whether it is possible at all (pure: the clock, the folder and the separator are
// parameters). The jail, the protected and confirm lists and the file-kind check come after, in
// the caller (src/node/journal/recordGate), for what passes here.
import type { Intent, JournalEntry } from './records';

/** An entry id as entryId makes it: 9 base-36 digits of milliseconds, a 2-digit counter, 8 hex digits. */
const ENTRY_ID = /^([0-9a-z]{9})-[0-9a-z]{2}[0-9a-f]{8}$/;
/** An entry's file name: "<id>.<bytes>.json". */
const ENTRY_NAME = /^([0-9a-z]{9}-[0-9a-z]{2}[0-9a-f]{8})\.(\d{1,15})\.json$/;
/** How far a record's clock may be ahead of ours (another machine's clock, a leap): a day. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** Ids before 2020 were never made by this product. */
const EARLIEST_MS = Date.UTC(2020, 0, 1);

export interface RecordScope {
  /** The real path of the workspace folder the journal belongs to. */
  folder: string;
  /** Milliseconds since 1970, now. */
  now: number;
  /** The platform's path separator. */
  separator: '/' | '\\';
  caseSensitive: boolean;
}

/** The time an entry id names (ms since 1970), or undefined when it is not an id of ours. */
function entryIdTime(id: string): number | undefined {
  const m = ENTRY_ID.exec(id);
  if (!m) return undefined;
  const ms = parseInt(m[1], 36);
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/** An entry file's name read: its id and the bytes it says it stored (a hint only: sizes come from the files). */
export function parseEntryName(name: string): { id: string; bytes: number } | undefined {
  const m = ENTRY_NAME.exec(name);
  return m ? { id: m[1], bytes: Number(m[2]) } : undefined;
}

/** Why an id cannot be one of ours made by now (undefined: it can be). */
function impossibleId(id: string, now: number): string | undefined {
  const ms = entryIdTime(id);
  if (ms === undefined) return `its id ${JSON.stringify(id.slice(0, 60))} is not one this product makes`;
  if (ms < EARLIEST_MS) return `its id ${id} names a time before 2020`;
  if (ms > now + MAX_CLOCK_SKEW_MS) return `its id ${id} names a time in the future (${new Date(ms).toISOString()})`;
  return undefined;
}

/**
 * Why an entry is impossible, or undefined: an id of ours not in the future, a time that agrees
 * with it, every file a real path inside the journal's folder, named once.
 */
export function impossibleEntry(entry: JournalEntry, scope: RecordScope): string | undefined {
  const badId = impossibleId(entry.id, scope.now);
  if (badId) return badId;
  const idMs = entryIdTime(entry.id) as number;
  const timeMs = Date.parse(entry.time);
  if (!Number.isFinite(timeMs) || Math.abs(timeMs - idMs) > MAX_CLOCK_SKEW_MS) return `its time ${JSON.stringify(entry.time.slice(0, 40))} does not agree with its id`;
  if (entry.undoes !== undefined && entryIdTime(entry.undoes) === undefined) return 'it says it undoes an entry that is not an id of ours';
  const seen = new Set<string>();
  for (const f of entry.files) {
    const why = outsideFolder(f.realPath, scope);
    if (why) return why;
    const key = scope.caseSensitive ? f.realPath : f.realPath.toLowerCase();
    if (seen.has(key)) return `it names ${relativeTo(f.realPath, scope)} twice`;
    seen.add(key);
    if (f.mode !== undefined && !(Number.isInteger(f.mode) && f.mode >= 0 && f.mode <= 0o7777)) return `its mode for ${relativeTo(f.realPath, scope)} is not a permission mode`;
    if (f.before === null && f.after === null && f.notKept === undefined) return `it names ${relativeTo(f.realPath, scope)} with neither a version before nor after`;
  }
  return undefined;
}

/**
 * Why an intent must not be acted on (damaged), or undefined: every file a real path inside the
 * journal's folder, and every temporary name one of ours, beside its file.
 */
export function damagedIntent(intent: Intent, scope: RecordScope): string | undefined {
  const badId = impossibleId(intent.id, scope.now);
  if (badId) return badId;
  for (const f of intent.files) {
    const why = outsideFolder(f.realPath, scope);
    if (why) return why;
    if (f.temp !== null && !isOurTempName(f.temp, f.realPath, scope.separator)) return `its temporary name for ${relativeTo(f.realPath, scope)} is not one of ours beside the file`;
    if (f.before === null && f.after === null) return `it names ${relativeTo(f.realPath, scope)} with neither a version before nor after`;
  }
  return undefined;
}

/** Our temporary name for a file: ".<name>.<12 hex digits>.guarded-edit.tmp" in the file's own folder. */
export function isOurTempName(temp: string, realPath: string, separator: '/' | '\\'): boolean {
  const cut = realPath.lastIndexOf(separator);
  const tempCut = temp.lastIndexOf(separator);
  if (cut < 0 || tempCut < 0) return false;
  if (temp.slice(0, tempCut) !== realPath.slice(0, cut)) return false;
  const name = realPath.slice(cut + 1);
  const tempName = temp.slice(tempCut + 1);
  const prefix = `.${name}.`;
  const suffix = '.guarded-edit.tmp';
  if (!tempName.startsWith(prefix) || !tempName.endsWith(suffix)) return false;
  return /^[0-9a-f]{12}$/.test(tempName.slice(prefix.length, tempName.length - suffix.length));
}

/** The record's path relative to the folder, '/'-joined (for the history), or undefined when it is not inside. */
export function relativeInside(realPath: string, scope: Pick<RecordScope, 'folder' | 'separator' | 'caseSensitive'>): string | undefined {
  if (outsideFolder(realPath, scope)) return undefined;
  const base = scope.folder.endsWith(scope.separator) ? scope.folder : `${scope.folder}${scope.separator}`;
  return realPath.slice(base.length).split(scope.separator).join('/');
}

function relativeTo(realPath: string, scope: Pick<RecordScope, 'folder' | 'separator'>): string {
  const base = scope.folder.endsWith(scope.separator) ? scope.folder : `${scope.folder}${scope.separator}`;
  return realPath.startsWith(base) ? realPath.slice(base.length).split(scope.separator).join('/') : JSON.stringify(realPath.slice(0, 200));
}

/** Why a recorded path is not a plain real path strictly inside the folder (lexically: no "." or ".." segment, no empty one). */
function outsideFolder(realPath: string, scope: Pick<RecordScope, 'folder' | 'separator' | 'caseSensitive'>): string | undefined {
  const { separator } = scope;
  const fold = (s: string) => (scope.caseSensitive ? s : s.toLowerCase());
  const base = scope.folder.endsWith(separator) ? scope.folder : `${scope.folder}${separator}`;
  const outside = 'it names a file outside the folder this history belongs to';
  if (realPath.length > 4096 || realPath.includes('\0')) return outside;
  if (!fold(realPath).startsWith(fold(base))) return outside;
  const rest = realPath.slice(base.length);
  if (rest === '') return outside;
  const segments = rest.split(separator);
  if (segments.some((s) => s === '' || s === '.' || s === '..' || (separator === '\\' && s.includes('/')))) return outside;
  return undefined;
}
