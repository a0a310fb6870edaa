// A stored version read straight from the shadow's object folder: the shadow's `git add` writes
// every version as a loose object (objects/<2>/<38>, zlib of "blob <size>\0" and the bytes; it is
// never packed, gc being off), so reading one takes no git process. Checked as git would: the type,
// the size the header gives, and the id, which is the SHA-1 of all of it. Bounded: a version larger
// than the limit is not inflated past it.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { sha1Hex } from '../sha256';

/**
 * Ready what reading a version takes (zlib's first inflate costs milliseconds) while git still
 * reads the folder. The ids are checked, and the journal hashes the versions, in JavaScript
 * (src/node/sha256.ts): node:crypto is loaded only for a version too large for that.
 */
export function prepareVersionReading(): void {
  inflateSync(EMPTY_DEFLATED);
}

/** zlib's stream of no bytes: inflating it readies zlib. */
const EMPTY_DEFLATED = Buffer.from('789c030000000001', 'hex');

/** A version's bytes, 'too-large' (over the limit), or undefined (not a loose object here: git is asked). */
export function readLooseBlob(gitDir: string, id: string, maxBytes: number): Uint8Array | 'too-large' | undefined {
  if (!/^[0-9a-f]{40}$/.test(id)) return undefined;
  const path = join(gitDir, 'objects', id.slice(0, 2), id.slice(2));
  // The header's few bytes, and deflate's worst case (a stored block's 5 bytes per 16 KiB) beyond the limit.
  const header = 32;
  const info = statSync(path, { throwIfNoEntry: false });
  if (info === undefined || !info.isFile()) return undefined;
  if (info.size > maxBytes + header + Math.ceil(maxBytes / 16384) * 5 + 64) return 'too-large';
  let object: Buffer;
  try {
    object = inflateSync(readFileSync(path), { maxOutputLength: maxBytes + header });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : undefined;
  }
  const nul = object.indexOf(0);
  const head = /^blob (\d+)$/.exec(object.toString('latin1', 0, nul < 0 ? 0 : Math.min(nul, header)));
  if (nul < 0 || head === null || Number(head[1]) !== object.length - nul - 1) return undefined;
  if (sha1Hex(object) !== id) return undefined;
  return object.length - nul - 1 > maxBytes ? 'too-large' : object.subarray(nul + 1);
}
