// Reading a file's bytes, for hosts that change files on disk themselves (the MCP server). Writing
// is the journal's (src/node/journal/journaledWrite): one write sequence, under the files' locks.
import { isAscii } from 'node:buffer';
import { promises as fsp } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

/**
 * A regular file's size at most this is read in one request for its whole length (Node's
 * readFile asks in 512 KiB pieces, a round trip to the thread pool each); larger ones, and files
 * whose size says nothing (0: /proc and the like), are read Node's way.
 */
const WHOLE_READ_LIMIT = 256 * 1024 * 1024;
/** Reads of one file at most (a read returns less than asked only near its end, or on a signal). */
const MAX_READS = 64;

/** The bytes of a file, for snapshots. */
export async function readFileBytes(path: string): Promise<Uint8Array> {
  const handle = await fsp.open(path, 'r');
  try {
    const { size } = await handle.stat();
    return (await readAllOf(handle, size)) ?? (await handle.readFile());
  } finally {
    // Closing frees nothing the caller waits for.
    handle.close().catch(() => undefined);
  }
}

/**
 * Every byte of an open file, from offset 0, when it has `expectedSize` bytes or fewer; undefined
 * when it has more (it grew since its size was asked) or the size cannot be trusted to read it
 * this way: the caller then reads it whole its own way.
 */
export async function readAllOf(handle: FileHandle, expectedSize: number): Promise<Uint8Array | undefined> {
  if (expectedSize <= 0 || expectedSize > WHOLE_READ_LIMIT) return undefined;
  // Room for one byte more than expected (filling it means the file grew), and for the zero words
  // after the text that let the search read an ASCII file's bytes as its one-byte view
  // (asciiViewOfUtf8 in core/search): no copy of the text is made for it.
  const room = ((expectedSize >>> 2) + 2) << 2;
  // A buffer of its own, not zero-filled first: the read fills it, and what is left after the file is zeroed.
  const bytes = Buffer.allocUnsafeSlow(room);
  let filled = 0;
  for (let reads = 0; reads < MAX_READS && filled <= expectedSize; reads++) {
    const { bytesRead } = await handle.read(bytes, filled, expectedSize + 1 - filled, filled);
    if (bytesRead === 0) {
      bytes.fill(0, filled);
      return Buffer.from(bytes.buffer, bytes.byteOffset, filled);
    }
    filled += bytesRead;
  }
  // It grew, or reads kept coming back short: Node's way, whole.
  return undefined;
}

/**
 * The text of bytes that are all ASCII, checked and copied natively (about a third of the UTF-8
 * decoder's time on a large file); undefined for any other bytes, which the UTF-8 decoder reads.
 */
export function asciiText(bytes: Uint8Array): string | undefined {
  if (!isAscii(bytes)) return undefined;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
