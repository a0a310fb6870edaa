// guarded_read_file without an editor: the jailed file's bytes, decoded exactly (or, for a file that
// cannot be edited as it is, as an editor would show it, with a note), numbered by the core; what
// was shown is what the read-before-edit gate remembers.
import { DISK_VERSION, readableText } from '../core/disk';
import { formatRead, type ReadResult } from '../core/files';
import { fingerprint } from '../core/gate';
import { resolveTarget } from '../core/path';
import { failureResult, type EditFailure } from '../core/pipeline';
import { loadFailedError } from '../core/change';
import { parseReadFileInput } from '../core/request';
import { readFileBytes } from '../node/fileBytes';
import type { CallContext } from './context';
import { recoverWorkspace } from './recovery';

export async function runRead(ctx: CallContext, input: unknown): Promise<ReadResult | EditFailure> {
  const parsed = parseReadFileInput(input);
  if (!parsed.ok) return failureResult(parsed.errors);
  const { file_path, offset, limit } = parsed.value;
  const resolved = await resolveTarget(file_path, await ctx.workspace.roots(), ctx.fs, ctx.platform, {
    purpose: 'read', protectedPatterns: ctx.protectedPatterns, maxFileBytes: ctx.options.maxFileBytes,
  });
  if (!resolved.ok) return failureResult(resolved.errors);
  const { target } = resolved;
  // A request a killed process left half done on this file is rolled back before it is read.
  await recoverWorkspace(ctx, [target.realPath]);
  let bytes: Uint8Array;
  try {
    bytes = await readFileBytes(target.realPath);
  } catch (error) {
    return failureResult([loadFailedError(target.displayPath, [], error instanceof Error ? error.message : String(error))]);
  }
  // A file that cannot be edited as it is can still be read (with a note saying why).
  const readable = readableText(bytes, target.displayPath);
  const formatted = formatRead({ text: readable.text, eol: readable.eol, offset, limit, displayPath: target.displayPath, version: DISK_VERSION });
  if (!formatted.ok) return failureResult(formatted.errors);
  if (readable.note) formatted.result.note = formatted.result.note ? `${readable.note} ${formatted.result.note}` : readable.note;
  // The lines read are kept only when the gate judges edits by them (a pass over the text).
  ctx.gate.recordRead(ctx.keyOf(target), fingerprint(readable.text), ctx.options.readBeforeEdit === 'off' ? undefined : readable.text);
  return formatted.result;
}
