// Reading a file a record names, or a record itself, without trusting the name: opened so that the
// open can neither block (a FIFO) nor follow a link, its kind and size taken from the open file
// (fstat) before a byte is read, and no more than its size (bounded by the limit) read.
import { closeSync, constants, fstatSync, openSync, promises as fsp, readSync, type BigIntStats } from 'node:fs';
import { errnoCode } from '../../core/platform';
import { stampOf } from '../nodeFs';

export type SafeRead =
  | { kind: 'missing' }
  /** `stamp`: when asked for, and the file unchanged through the read and settled (nodeFs's stampOf). */
  | { kind: 'file'; bytes: Uint8Array; mode: number; stamp?: string }
  | { kind: 'refused'; why: string };

const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW;

export async function readRegularFile(path: string, maxBytes: number): Promise<SafeRead> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(path, FLAGS);
  } catch (error) {
    return openRefusal(error);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { kind: 'refused', why: `it is not a regular file (${kindOf(info)})` };
    if (info.size > maxBytes) return { kind: 'refused', why: `it has ${info.size} bytes, more than the limit of ${maxBytes}` };
    const bytes = Buffer.allocUnsafe(info.size);
    let filled = 0;
    // Bounded: each read either adds bytes or ends it; a file that grew is cut at the size it had.
    for (let reads = 0; reads < 1024 && filled < bytes.length; reads++) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled !== bytes.length) return { kind: 'refused', why: 'it changed while it was read' };
    return { kind: 'file', bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, filled), mode: info.mode & 0o7777 };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * readRegularFile without the thread pool, for a process that reads one file and exits (the hook's
 * before-event): the same checks, through the same descriptor. `withStamp`: the file's stamp too,
 * from its status before and after the read.
 */
export function readRegularFileSync(path: string, maxBytes: number, withStamp = false): SafeRead {
  let fd: number;
  try {
    fd = openSync(path, FLAGS);
  } catch (error) {
    return openRefusal(error);
  }
  try {
    const info = withStamp ? fstatSync(fd, { bigint: true }) : fstatSync(fd);
    const size = Number(info.size);
    if (!info.isFile()) return { kind: 'refused', why: `it is not a regular file (${kindOf(info)})` };
    if (size > maxBytes) return { kind: 'refused', why: `it has ${size} bytes, more than the limit of ${maxBytes}` };
    const bytes = Buffer.allocUnsafe(size);
    let filled = 0;
    // Bounded: each read either adds bytes or ends it; a file that grew is cut at the size it had.
    for (let reads = 0; reads < 1024 && filled < bytes.length; reads++) {
      const count = readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (count === 0) break;
      filled += count;
    }
    if (filled !== bytes.length) return { kind: 'refused', why: 'it changed while it was read' };
    // The same status before and after the read: no write came between, so the stamp is the bytes'.
    const stamp = withStamp ? stampThrough(info as BigIntStats, fstatSync(fd, { bigint: true })) : undefined;
    return { kind: 'file', bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, filled), mode: Number(info.mode) & 0o7777, ...(stamp !== undefined ? { stamp } : {}) };
  } finally {
    closeSync(fd);
  }
}

function stampThrough(before: BigIntStats, after: BigIntStats): string | undefined {
  const now = Date.now();
  const stamp = stampOf(after, now);
  return stamp !== undefined && stampOf(before, now) === stamp ? stamp : undefined;
}

function openRefusal(error: unknown): SafeRead {
  const code = errnoCode(error);
  if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
  if (code === 'ELOOP' || code === 'EMLINK') return { kind: 'refused', why: 'a symbolic link has its name' };
  if (code === 'ENXIO') return { kind: 'refused', why: 'it is not a regular file (a socket or a FIFO)' };
  return { kind: 'refused', why: `it cannot be opened (${code ?? 'error'})` };
}

function kindOf(info: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a FIFO';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isSocket()) return 'a socket';
  return 'not a file';
}
