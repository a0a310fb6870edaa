// SHA-256 and SHA-1 for the hook's events: in plain JavaScript for what is small (a path, a copy of
// .git/config, a version of a source file), since node:crypto costs a hook event milliseconds to
// load (it pulls in Node's streams), more than hashing a few small files here costs; node:crypto's
// own beyond that, where the hash itself is the larger cost. The digest is the same either way.
import { createHash } from 'node:crypto';
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Bytes hashed in JavaScript at most; larger ones by node:crypto. */
export const JS_HASH_MAX_BYTES = 64 * 1024;

/** The SHA-256 of bytes, or of a string's UTF-8, in lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return bytes.length <= JS_HASH_MAX_BYTES ? bytesToHex(sha256(bytes)) : createHash('sha256').update(bytes).digest('hex');
}

/** The SHA-1 of bytes in lowercase hex (git's object ids). */
export function sha1Hex(bytes: Uint8Array): string {
  return bytes.length <= JS_HASH_MAX_BYTES ? bytesToHex(sha1(bytes)) : createHash('sha1').update(bytes).digest('hex');
}
