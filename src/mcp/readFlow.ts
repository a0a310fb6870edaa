// guarded_read_file without an editor: the jailed file's bytes, decoded exactly, numbered by the
// core; what was shown is what the read-before-edit gate remembers.
import { DISK_VERSION, DiskDocuments } from '../core/disk';
import { formatRead, type ReadResult } from '../core/files';
import { fingerprint } from '../core/gate';
import { resolveTarget } from '../core/path';
import { DocumentRefusal, failureResult, loadFailedError, type EditFailure } from '../core/pipeline';
import { parseReadFileInput } from '../core/request';
import { readFileBytes } from '../node/fileWriter';
import type { CallContext } from './context';

export async function runRead(ctx: CallContext, input: unknown): Promise<ReadResult | EditFailure> {
  const parsed = parseReadFileInput(input);
  if (!parsed.ok) return failureResult(parsed.errors);
  const { file_path, offset, limit } = parsed.value;
  const resolved = await resolveTarget(file_path, await ctx.workspace.roots(), ctx.fs, ctx.platform, {
    purpose: 'read', protectedPatterns: ctx.protectedPatterns, maxFileBytes: ctx.options.maxFileBytes,
  });
  if (!resolved.ok) return failureResult(resolved.errors);
  const { target } = resolved;
  let snapshot;
  try {
    snapshot = await new DiskDocuments(readFileBytes).snapshot(target);
  } catch (error) {
    if (error instanceof DocumentRefusal) return failureResult(error.errors);
    return failureResult([loadFailedError(target.displayPath, [], error instanceof Error ? error.message : String(error))]);
  }
  const formatted = formatRead({ text: snapshot.text, eol: snapshot.eol, offset, limit, displayPath: target.displayPath, version: DISK_VERSION });
  if (!formatted.ok) return failureResult(formatted.errors);
  ctx.gate.recordRead(ctx.keyOf(target), fingerprint(snapshot.text));
  return formatted.result;
}
