// Reading a file's bytes, for hosts that change files on disk themselves (the MCP server). Writing
// is the journal's (src/node/journal/journaledWrite): one write sequence, under the files' locks.
import { promises as fsp } from 'node:fs';

/** The bytes of a file, for snapshots. */
export async function readFileBytes(path: string): Promise<Uint8Array> {
  return fsp.readFile(path);
}
