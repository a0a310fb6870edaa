// The bytes of the shadow's stored versions: each read from its loose object (no git process),
// else from git in two bounded passes: the sizes first (`cat-file --batch-check`), then the bytes
// of those within the size limit (`cat-file --batch`).
import { readLooseBlob } from './looseObjects';
import type { ShadowRepo } from './shadowGit';

/** A version's bytes, or 'not-kept' (larger than the limit, or missing from the shadow). */
export type BlobBytes = Uint8Array | 'not-kept';

export async function readBlobs(repo: ShadowRepo, ids: readonly string[], maxFileBytes: number, timeoutMs: number): Promise<Map<string, BlobBytes>> {
  const result = new Map<string, BlobBytes>();
  const unique: string[] = [];
  for (const id of new Set(ids)) {
    const loose = readLooseBlob(repo.gitDir, id, maxFileBytes);
    if (loose === undefined) unique.push(id);
    else result.set(id, loose === 'too-large' ? 'not-kept' : loose);
  }
  if (unique.length === 0) return result;
  const checked = await repo.run(['cat-file', '--batch-check'], { input: `${unique.join('\n')}\n`, timeoutMs, maxOutputBytes: unique.length * 128 + 1024 });
  const wanted: string[] = [];
  let total = 0;
  for (const line of checked.stdout.toString('utf8').split('\n')) {
    const [id, type, size] = line.split(' ');
    if (id === undefined || type !== 'blob') continue;
    const bytes = Number(size);
    if (!(bytes <= maxFileBytes)) result.set(id, 'not-kept');
    else {
      wanted.push(id);
      total += bytes;
    }
  }
  for (const id of unique) if (!result.has(id) && !wanted.includes(id)) result.set(id, 'not-kept');
  if (wanted.length === 0) return result;
  const read = await repo.run(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n`, timeoutMs, maxOutputBytes: total + wanted.length * 128 + 1024 });
  const out = read.stdout;
  let at = 0;
  for (let n = 0; n < wanted.length && at < out.length; n++) {
    const end = out.indexOf(0x0a, at);
    if (end < 0) break;
    const [id, type, size] = out.toString('utf8', at, end).split(' ');
    const bytes = Number(size);
    if (type !== 'blob' || !Number.isInteger(bytes) || end + 1 + bytes > out.length) break;
    result.set(id, new Uint8Array(out.buffer, out.byteOffset + end + 1, bytes));
    at = end + 1 + bytes + 1;
  }
  for (const id of wanted) if (!result.has(id)) result.set(id, 'not-kept');
  return result;
}
