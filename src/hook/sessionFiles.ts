// The names of a session's files in the state folder (its state, its pending records, its watches).
import { fingerprint } from '../core/gate';

/** A file name for a session id of any text: readable part plus a hash, so distinct ids never share a file. */
export function sessionFileName(sessionId: string): string {
  const readable = sessionId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return `${readable}-${fingerprint(sessionId)}.json`;
}
