// Random hex for names and ids that must not collide (a lock's token, temporary names, entry ids):
// read from the system's random device where there is one, since loading node:crypto costs a hook
// event milliseconds, more than the few bytes it needs. node:crypto where there is none (Windows).
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';

export function randomHex(bytes: number): string {
  const buffer = Buffer.alloc(bytes);
  try {
    const fd = openSync('/dev/urandom', 'r');
    try {
      if (readSync(fd, buffer, 0, bytes, null) === bytes) return buffer.toString('hex');
    } finally {
      closeSync(fd);
    }
  } catch {
    // No random device here.
  }
  return randomBytes(bytes).toString('hex');
}
