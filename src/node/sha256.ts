// SHA-256 in plain JavaScript, for the names and copies the watch of a shell call keeps: node:crypto
// costs a hook event milliseconds to load (it pulls in Node's streams), more than hashing a path or
// a few small files here costs. The digest is the same as node:crypto's.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** The SHA-256 of bytes, or of a string's UTF-8, in lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return bytesToHex(sha256(typeof data === 'string' ? Buffer.from(data, 'utf8') : data));
}
