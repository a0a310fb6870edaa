// What changed between two states of the shadow's index (the one kept at a call's before-event and
// the one after it), read from the index files themselves: each entry's path, mode and object id,
// compared path by path in the order git keeps them. This is what `git write-tree` on the first and
// `git diff-index --cached` against the second report, without the two git processes. Only the
// formats the shadow writes are read (versions 2 and 3, SHA-1 ids, every entry at stage 0 and
// without the intent-to-add or skip-worktree flags); anything else is undefined, and the caller
// asks git instead.

/** One file the call changed, as the two states tell it. */
export interface TreeChange {
  /** Relative to the folder, '/'-separated. */
  path: string;
  /** Octal modes as git writes them ('100644', '100755', '120000' a link, '160000' a nested repository, '000000' none). */
  oldMode: string;
  newMode: string;
  oldBlob: string | null;
  newBlob: string | null;
}

export interface IndexChanges {
  changes: TreeChange[];
  /** Changed files beyond `maxChanges` (counted, not listed). */
  more: number;
}

const HEADER_BYTES = 12;
/** ctime, mtime, dev, ino, mode, uid, gid, size (4 bytes each), then the id. */
const MODE_AT = 24;
const ID_AT = 40;
const ID_BYTES = 20;
const FLAGS_AT = ID_AT + ID_BYTES;
const NAME_AT = FLAGS_AT + 2;
const CHECKSUM_BYTES = 20;
const NAME_LENGTH_MASK = 0x0fff;
const STAGE_MASK = 0x3000;
const EXTENDED_FLAG = 0x4000;

/** An index's entries as offsets into its bytes: the name's start and end, the entry's start (and at `count`, the end of the last). */
interface ParsedIndex {
  bytes: Buffer;
  count: number;
  nameStart: Int32Array;
  nameEnd: Int32Array;
  entryStart: Int32Array;
}

/** Entries compared at once while they are the same bytes (see diffIndexes). */
const RUN = 64;

/**
 * The entries of an index file's bytes (an empty file: none), or undefined when they are not in a
 * form read here. Bounded by the bytes: every entry and extension is checked to lie within them.
 */
export function parseIndex(bytes: Buffer): ParsedIndex | undefined {
  if (bytes.length === 0) return { bytes, count: 0, nameStart: new Int32Array(0), nameEnd: new Int32Array(0), entryStart: new Int32Array(1) };
  const count = headerCount(bytes);
  if (count === undefined) return undefined;
  const parsed = readEntries(bytes, HEADER_BYTES, count);
  if (parsed === undefined) return undefined;
  return extensionsEnd(bytes, parsed.entryStart[count]) ? parsed : undefined;
}

/** The entry count of an index's header, when the bytes are an index of a version read here and can hold that many entries. */
function headerCount(bytes: Buffer): number | undefined {
  if (bytes.length < HEADER_BYTES + CHECKSUM_BYTES || bytes.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  const version = bytes.readUInt32BE(4);
  if (version !== 2 && version !== 3) return undefined;
  const count = bytes.readUInt32BE(8);
  // Each entry takes at least 64 bytes: a count the bytes cannot hold is not read further.
  return count > (bytes.length - CHECKSUM_BYTES - HEADER_BYTES) / 64 ? undefined : count;
}

/** `count` entries read from `at` on (offsets into `bytes`), or undefined when one is not in a form read here. */
function readEntries(bytes: Buffer, at: number, count: number): ParsedIndex | undefined {
  const end = bytes.length - CHECKSUM_BYTES;
  const nameStart = new Int32Array(count);
  const nameEnd = new Int32Array(count);
  const entryStart = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) {
    if (at + NAME_AT > end) return undefined;
    const flags = (bytes[at + FLAGS_AT] << 8) | bytes[at + FLAGS_AT + 1];
    // Merge stages, intent-to-add and skip-worktree entries: never written by the shadow's `git add`.
    if ((flags & (STAGE_MASK | EXTENDED_FLAG)) !== 0) return undefined;
    const start = at + NAME_AT;
    let length = flags & NAME_LENGTH_MASK;
    if (length === NAME_LENGTH_MASK) {
      const nul = bytes.indexOf(0, start);
      if (nul < 0 || nul > end) return undefined;
      length = nul - start;
    }
    // The name, its NUL and the padding to a multiple of eight bytes.
    const next = at + ((NAME_AT + length + 8) & ~7);
    if (start + length >= end || next > end || bytes[start + length] !== 0) return undefined;
    entryStart[i] = at;
    nameStart[i] = start;
    nameEnd[i] = start + length;
    at = next;
  }
  entryStart[count] = at;
  return { bytes, count, nameStart, nameEnd, entryStart };
}

/** Whether the extensions from `at` on (a signature and a length each) end exactly at the checksum: an index read out of step ends elsewhere. */
function extensionsEnd(bytes: Buffer, at: number): boolean {
  const end = bytes.length - CHECKSUM_BYTES;
  while (at < end) {
    if (at + 8 > end) return false;
    at += 8 + bytes.readUInt32BE(at + 4);
  }
  return at === end;
}

/**
 * What changed from a parsed index to the bytes of a later one (git rewrote it), without parsing
 * the later one whole: git copies an unchanged entry byte for byte, so the two agree up to the
 * first changed entry and again from the last one on (its extensions too). Those two stretches are
 * found by comparing ranges of bytes (a binary search, in native code), and only the entries
 * between them are read. The same answer as parseIndex and diffIndexes; undefined where the later
 * bytes are not in a form read here (the caller asks git).
 */
export function diffIndexBytes(before: ParsedIndex, after: Buffer, maxChanges: number): IndexChanges | undefined {
  if (before.count === 0 || after.length === 0) {
    const parsed = parseIndex(after);
    return parsed === undefined ? undefined : diffIndexes(before, parsed, maxChanges);
  }
  const afterCount = headerCount(after);
  if (afterCount === undefined || after.readUInt32BE(4) !== before.bytes.readUInt32BE(4)) return undefined;
  const b = before.bytes;
  const bEnd = b.length - CHECKSUM_BYTES;
  const aEnd = after.length - CHECKSUM_BYTES;
  // The bytes both have alike after the header (its count may differ), and alike before the checksum, not overlapping.
  const room = Math.min(bEnd, aEnd) - HEADER_BYTES;
  const prefix = matchingRun(room, (from, to) => b.compare(after, HEADER_BYTES + from, HEADER_BYTES + to, HEADER_BYTES + from, HEADER_BYTES + to) === 0);
  const suffix = matchingRun(room - prefix, (from, to) => b.compare(after, aEnd - to, aEnd - from, bEnd - to, bEnd - from) === 0);
  // The first entry of `before` that may differ: the one the first unlike byte falls in.
  const first = lastEntryAtOrBefore(before, HEADER_BYTES + prefix);
  // From `last` on, the entries of `before` lie in the stretch alike at the end (shifted by the change in size).
  const shift = after.length - b.length;
  let last = first;
  while (last < before.count && before.entryStart[last] < bEnd - suffix) last++;
  // The later index's entries between the two stretches, read until the shifted start of `last`
  // (then the rest, entries and extensions, are `before`'s own, if the count agrees), else to its count.
  const restAlike = before.entryStart[last] >= bEnd - suffix;
  const window = readEntriesUntil(after, before.entryStart[first], afterCount - first, before.entryStart[last] + shift, restAlike ? afterCount - first - (before.count - last) : -1);
  if (window === undefined) return undefined;
  const tail = window.stoppedAtShift ? last : before.count;
  if (!window.stoppedAtShift && !extensionsEnd(after, window.parsed.entryStart[window.parsed.count])) return undefined;
  const beforeWindow: ParsedIndex = {
    bytes: b,
    count: tail - first,
    nameStart: before.nameStart.subarray(first, tail),
    nameEnd: before.nameEnd.subarray(first, tail),
    entryStart: before.entryStart.subarray(first, tail + 1),
  };
  return diffIndexes(beforeWindow, window.parsed, maxChanges);
}

/** Bytes compared at once while they are alike. */
const CHUNK_BYTES = 64 * 1024;

/**
 * How many bytes two buffers have alike, counted from one end, at most `limit`: `alike(from, to)`
 * compares the bytes from `from` to `to` counted from that end. Compared chunk by chunk (each byte
 * of the run once), then the first chunk that differs by halving it: comparing the whole run again
 * at each step of a binary search cost more than the rest of the comparison.
 */
function matchingRun(limit: number, alike: (from: number, to: number) => boolean): number {
  let done = 0;
  // Bounded: each round moves `done` a chunk on, or ends.
  while (done < limit) {
    const to = Math.min(limit, done + CHUNK_BYTES);
    if (alike(done, to)) {
      done = to;
      continue;
    }
    // The chunk differs: the longest alike start of it, by halving (each step compares within the chunk).
    let low = done;
    let high = to - 1;
    while (low < high) {
      const middle = low + Math.ceil((high - low) / 2);
      if (alike(low, middle)) low = middle;
      else high = middle - 1;
    }
    return low;
  }
  return limit;
}

/** The index of the entry that holds byte `offset` (the count when it lies past the last entry). */
function lastEntryAtOrBefore(index: ParsedIndex, offset: number): number {
  if (offset >= index.entryStart[index.count]) return index.count;
  let low = 0;
  let high = index.count - 1;
  while (low < high) {
    const middle = low + Math.ceil((high - low) / 2);
    if (index.entryStart[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Entries of `bytes` from `at`, at most `most` of them: read up to the offset `stopAt` when they
 * reach it exactly after `stopCount` entries (the rest being known alike), else all `most`.
 */
function readEntriesUntil(bytes: Buffer, at: number, most: number, stopAt: number, stopCount: number): { parsed: ParsedIndex; stoppedAtShift: boolean } | undefined {
  if (most < 0) return undefined;
  if (stopCount >= 0 && stopCount <= most) {
    const head = readEntries(bytes, at, stopCount);
    if (head !== undefined && head.entryStart[stopCount] === stopAt) return { parsed: head, stoppedAtShift: true };
  }
  const all = readEntries(bytes, at, most);
  return all === undefined ? undefined : { parsed: all, stoppedAtShift: false };
}

/**
 * The files whose mode or contents differ between two parsed indexes (added, deleted, changed),
 * in git's path order; the first `maxChanges` listed, the rest counted. A call changes few of a
 * folder's files, and git copies an unchanged entry whole (its stat data too): so runs of RUN
 * entries are compared as one range of bytes, and only a run that differs entry by entry.
 */
export function diffIndexes(before: ParsedIndex, after: ParsedIndex, maxChanges: number): IndexChanges {
  const changes: TreeChange[] = [];
  let more = 0;
  const add = (change: () => TreeChange): void => {
    if (changes.length < maxChanges) changes.push(change());
    else more++;
  };
  let i = 0;
  let j = 0;
  let single = 0;
  while (i < before.count || j < after.count) {
    if (single === 0 && i + RUN <= before.count && j + RUN <= after.count) {
      if (before.bytes.compare(after.bytes, after.entryStart[j], after.entryStart[j + RUN], before.entryStart[i], before.entryStart[i + RUN]) === 0) {
        i += RUN;
        j += RUN;
        continue;
      }
      single = RUN;
    }
    if (single > 0) single--;
    // Negative: the name in `before` sorts first (a file deleted); positive: the one in `after` (added).
    const order = i >= before.count ? 1 : j >= after.count ? -1 : compareNames(before, i, after, j);
    if (order < 0) {
      const bi = i++;
      add(() => ({ path: nameOf(before, bi), oldMode: modeOf(before, bi), newMode: '000000', oldBlob: idOf(before, bi), newBlob: null }));
    } else if (order > 0) {
      const aj = j++;
      add(() => ({ path: nameOf(after, aj), oldMode: '000000', newMode: modeOf(after, aj), oldBlob: null, newBlob: idOf(after, aj) }));
    } else {
      const bi = i++;
      const aj = j++;
      if (!sameModeAndId(before, bi, after, aj)) add(() => ({ path: nameOf(after, aj), oldMode: modeOf(before, bi), newMode: modeOf(after, aj), oldBlob: idOf(before, bi), newBlob: idOf(after, aj) }));
    }
  }
  return { changes, more };
}

// Byte by byte, not through Buffer's methods: the hook is a new process each time, and a loop
// of plain reads is compiled within its first entries, where each call of a Buffer method checks
// its arguments in code that is not (about 3 µs an entry, 70 ms for two indexes of 10,000).

/** memcmp of two names, then the shorter first, as git orders its index. */
function compareNames(a: ParsedIndex, i: number, b: ParsedIndex, j: number): number {
  const x = a.bytes;
  const y = b.bytes;
  let p = a.nameStart[i];
  let q = b.nameStart[j];
  const pEnd = a.nameEnd[i];
  const qEnd = b.nameEnd[j];
  for (; p < pEnd && q < qEnd; p++, q++) {
    if (x[p] !== y[q]) return x[p] - y[q];
  }
  return pEnd - p - (qEnd - q);
}

/** The mode (4 bytes) and the id (20 bytes) of two entries. */
function sameModeAndId(a: ParsedIndex, i: number, b: ParsedIndex, j: number): boolean {
  const x = a.bytes;
  const y = b.bytes;
  const p = a.entryStart[i];
  const q = b.entryStart[j];
  for (let k = MODE_AT; k < MODE_AT + 4; k++) if (x[p + k] !== y[q + k]) return false;
  for (let k = ID_AT; k < ID_AT + ID_BYTES; k++) if (x[p + k] !== y[q + k]) return false;
  return true;
}

function nameOf(index: ParsedIndex, i: number): string {
  return index.bytes.toString('utf8', index.nameStart[i], index.nameEnd[i]);
}

function modeOf(index: ParsedIndex, i: number): string {
  return index.bytes.readUInt32BE(index.entryStart[i] + MODE_AT).toString(8).padStart(6, '0');
}

function idOf(index: ParsedIndex, i: number): string {
  const at = index.entryStart[i] + ID_AT;
  return index.bytes.toString('hex', at, at + ID_BYTES);
}
