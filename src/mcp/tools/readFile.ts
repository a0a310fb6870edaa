// guarded_read_file: the jailed file's bytes, decoded exactly (or, for a file that
// cannot be edited as it is, as an editor would show it, with a note), numbered by the core; what
// was shown is what the read-before-edit gate remembers.
import { DISK_VERSION, readableText } from '../../core/disk';
import { formatRead, type ReadResult } from '../../core/files';
import { fingerprint } from '../../core/gate';
import { resolveTarget } from '../../core/path';
import { failureResult, type EditFailure } from '../../core/pipeline';
import { loadFailedError } from '../../core/change';
import { parseReadFileInput, readFileInputJsonSchema } from '../../core/request';
import { readFileBytes } from '../../node/fileBytes';
import type { CallContext } from '../session/context';
import { recoverWorkspace } from '../session/recovery';
import { PATHS } from './descriptions';
import { describeFilePath, listing, READS, type McpTool } from './tool';

const NAME = 'guarded_read_file';

export const readFileTool: McpTool = {
  name: NAME,
  definition: () => listing(NAME, 'Guarded Read File',
    `Read a text file of the workspace, with line numbers. Read a file before you change it with guarded_multi_edit or overwrite it with guarded_create_file, and copy old_string from the text shown (without the line-number prefix). ${PATHS} offset: the first line to show, 1-based (default 1). limit: how many lines to show (0 or missing: to the end). One read returns at most 2000 lines and 256 KiB of content; when it stops early, "truncated" is true and "note" gives the exact call that reads on. The result is JSON (also in structuredContent). On success: { "success": true, "file_path", "version", "start_line", "end_line", "total_lines", "truncated", "note"?, "content" }, where content holds one line per line of the file: its number right-aligned, a tab, then the line's text. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint" }], "message" }, with codes such as FILE_NOT_FOUND, NOT_A_FILE, BINARY_FILE, LOSSY_FILE, FILE_TOO_LARGE, OFFSET_PAST_END, OUTSIDE_WORKSPACE.`,
    readFileInputJsonSchema(), READS),
  run: (ctx, input) => runRead(ctx, input),
  describe: describeFilePath,
};

async function runRead(ctx: CallContext, input: unknown): Promise<ReadResult | EditFailure> {
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
