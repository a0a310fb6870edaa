// Documents read from disk for one request: the bytes as read, decoded exactly (core/bytes), kept
// by real path so the write step can tell whether the file changed since it was validated.
import { decodeFileBytes, type DecodeOptions, type FileEncoding } from '../bytes';
import { DocumentRefusal, type LoadedDocument } from '../change';
import { asciiViewOfUtf8 } from '../search';
import type { ResolvedTarget } from '../path';

/** A file's bytes as read, and their exact text. */
export interface DiskSnapshot {
  realPath: string;
  bytes: Uint8Array;
  text: string;
  encoding: FileEncoding;
  bom: boolean;
  eol: '\n' | '\r\n';
}

/**
 * A file on disk has no version: every load is version 1, and the writer compares the bytes
 * themselves (sameBytes) instead.
 */
export const DISK_VERSION = 1;

export class DiskDocuments {
  private readonly snapshots = new Map<string, DiskSnapshot>();

  /** `asciiText`: the host's faster decoder of all-ASCII bytes (see decodeFileBytes), if it has one. */
  constructor(private readonly readBytes: (realPath: string) => Promise<Uint8Array>, private readonly asciiText?: DecodeOptions['asciiText']) {}

  /** The EditEnvironment's loadDocument: a file whose bytes would not come back unchanged is refused. */
  async load(target: ResolvedTarget): Promise<LoadedDocument> {
    const snapshot = await this.snapshot(target);
    const asciiView = snapshot.encoding === 'utf8' && !snapshot.bom ? asciiViewOfUtf8(snapshot.bytes, snapshot.text) : undefined;
    return { text: snapshot.text, eol: snapshot.eol, version: DISK_VERSION, ...(asciiView ? { asciiView } : {}) };
  }

  /** Read and decode the file; throws DocumentRefusal with the decoder's errors. */
  async snapshot(target: ResolvedTarget): Promise<DiskSnapshot> {
    const bytes = await this.readBytes(target.realPath);
    // Loaded again (the re-check before writing): the same bytes are the same text.
    const known = this.snapshots.get(target.realPath);
    if (known && sameBytes(known.bytes, bytes)) return known;
    const decoded = decodeFileBytes(bytes, { label: target.displayPath, asciiText: this.asciiText });
    if (!decoded.ok) throw new DocumentRefusal(decoded.errors);
    const snapshot: DiskSnapshot = { realPath: target.realPath, bytes, text: decoded.text, encoding: decoded.encoding, bom: decoded.bom, eol: decoded.eol };
    this.snapshots.set(target.realPath, snapshot);
    return snapshot;
  }

  /** The last snapshot loaded of a file, by real path. */
  get(realPath: string): DiskSnapshot | undefined {
    return this.snapshots.get(realPath);
  }
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  // Four bytes at a time where both views are aligned (always for whole buffers), then the rest.
  let i = 0;
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const words = a.length >>> 2;
    const wa = new Uint32Array(a.buffer, a.byteOffset, words);
    const wb = new Uint32Array(b.buffer, b.byteOffset, words);
    for (; i < words; i++) if (wa[i] !== wb[i]) return false;
    i = words * 4;
  }
  for (; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
