// The file a V8 code cache is kept in. Node 20's V8 checks a code cache's version, flags and the
// length of its source, but its checksum only in debug builds: a damaged file could be run as
// bytecode. So the file holds its body twice (header, then V8's data) and is believed only when
// both copies are equal, a native comparison that costs far less than hashing it in JavaScript at
// every start. The header also names the program file the cache was made from (its size and
// modification time), so a program changed in place is never run with another's bytecode.

const MAGIC = 'GE-V8CC1';
/** Magic (8 bytes), then generation, program size (uint32 each), program mtime (float64): 24 bytes, a multiple of 8 so V8's data stays aligned. */
const HEADER_BYTES = 24;

/** The program file a cache belongs to, as fs.statSync sees it. */
export interface ProgramStamp {
  size: number;
  mtimeMs: number;
}

export interface CacheContent {
  /** How many runs have written this cache (the first runs each add what they compiled). */
  generation: number;
  /** V8's code cache, as Script.createCachedData() made it. */
  data: Buffer;
}

export function encodeCacheFile(content: CacheContent, program: ProgramStamp): Buffer {
  const body = Buffer.alloc(HEADER_BYTES + content.data.length);
  body.write(MAGIC, 0, 'latin1');
  body.writeUInt32LE(content.generation, 8);
  body.writeUInt32LE(program.size >>> 0, 12);
  body.writeDoubleLE(program.mtimeMs, 16);
  content.data.copy(body, HEADER_BYTES);
  return Buffer.concat([body, body]);
}

/** The cache in `file`, or undefined when it is damaged, not ours, or made from another program file. */
export function decodeCacheFile(file: Buffer, program: ProgramStamp): CacheContent | undefined {
  const half = file.length / 2;
  if (!Number.isInteger(half) || half <= HEADER_BYTES) return undefined;
  if (file.compare(file, 0, half, half, file.length) !== 0) return undefined;
  if (file.toString('latin1', 0, 8) !== MAGIC) return undefined;
  if (file.readUInt32LE(12) !== program.size >>> 0 || file.readDoubleLE(16) !== program.mtimeMs) return undefined;
  return { generation: file.readUInt32LE(8), data: file.subarray(HEADER_BYTES, half) };
}
