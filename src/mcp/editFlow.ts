// guarded_multi_edit and guarded_multi_file_edit without an editor: the core validates against
// the bytes on disk, the gate and the confirm list decide, the jail and the bytes are checked
// again, and every file is written all or none (src/node/fileWriter).
import { previewReplacements } from '../core/confirm';
import { changedOnDiskError, DiskDocuments, planEditBytes, sameBytes } from '../core/disk';
import type { GuardedError } from '../core/errors';
import { fingerprint } from '../core/gate';
import { resolveTarget } from '../core/path';
import {
  cancelledError,
  failureResult,
  recheckBeforeApply,
  successResult,
  validateEditRequest,
  type EditEnvironment,
  type EditResult,
  type PlannedFile,
} from '../core/pipeline';
import { issuesToErrors, MultiFileRequestSchema, parseEditRequest } from '../core/request';
import { readFileBytes, replaceFiles, type FileReplacement } from '../node/fileWriter';
import { approveChanges } from './approval';
import type { CallContext } from './context';

export type EditTool = 'single' | 'multi';

export async function runEdit(ctx: CallContext, input: unknown, tool: EditTool, signal?: AbortSignal): Promise<EditResult> {
  if (tool === 'multi' && !hasFiles(input)) {
    const parsed = MultiFileRequestSchema.safeParse(input, { reportInput: true });
    return failureResult(parsed.success ? [] : issuesToErrors(parsed.error.issues, input));
  }
  const documents = new DiskDocuments(readFileBytes);
  const env: EditEnvironment = {
    roots: await ctx.workspace.roots(),
    platform: ctx.platform,
    fs: ctx.fs,
    trusted: true,
    protectedPatterns: ctx.protectedPatterns,
    maxFileBytes: ctx.options.maxFileBytes,
    loadDocument: (target) => documents.load(target),
  };
  // Calls on the same file wait for each other from validation to write, so a later call is
  // validated against what the earlier one wrote.
  const keys = await queueKeys(ctx, input, env);
  return ctx.queue.run(keys, () => validateAndWrite(ctx, input, env, documents, signal));
}

async function validateAndWrite(ctx: CallContext, input: unknown, env: EditEnvironment, documents: DiskDocuments, signal?: AbortSignal): Promise<EditResult> {
  const validation = await validateEditRequest(input, env);
  if (!validation.ok) return failureResult(validation.errors);
  const files = validation.files;

  const writes: FileReplacement[] = [];
  const errors: GuardedError[] = [];
  const texts: { before: string; after: string }[] = [];
  for (const file of files) {
    const snapshot = documents.get(file.target.realPath);
    if (!snapshot) throw new Error(`no snapshot of ${file.target.displayPath}`);
    const planned = planEditBytes(file, snapshot, env.maxFileBytes);
    if (!planned.ok) {
      errors.push(...planned.errors);
      continue;
    }
    writes.push({ realPath: file.target.realPath, displayPath: file.target.displayPath, inputPath: file.inputPath, expected: snapshot.bytes, bytes: planned.bytes });
    texts.push({ before: snapshot.text, after: planned.text });
  }
  if (errors.length > 0) return failureResult(errors);

  const refused = await approveChanges(ctx, files.map((f, i) => ({
    target: f.target,
    before: texts[i].before,
    inputPath: f.inputPath,
    action: 'edit' as const,
    preview: () => previewReplacements(texts[i].before, f.replacements),
  })), signal);
  if (refused.length > 0) return failureResult(refused);

  await ctx.beforeWrite();
  if (signal?.aborted) return failureResult([cancelledError()]);
  // Time of check to time of use: the jail again (links, protection, and the folders as they are
  // now: the client may have changed its roots meanwhile), then the bytes.
  const again = await recheckBeforeApply(files, { ...env, roots: await ctx.workspace.roots() }, 1);
  if (!again.ok) return failureResult(again.errors);
  const changed = files.filter((f, i) => !sameBytes(documents.get(f.target.realPath)?.bytes ?? new Uint8Array(), writes[i].expected));
  if (changed.length > 0) return failureResult(changed.map((f) => changedOnDiskError(f.target.displayPath, f.inputPath)));

  const written = await replaceFiles(writes);
  if (!written.ok) return failureResult(written.errors);
  files.forEach((f, i) => ctx.gate.recordOwnEdit(ctx.keyOf(f.target), fingerprint(texts[i].after), fingerprint(texts[i].before)));
  return successResult(validation.form, files, files.map(() => true));
}

/** The queue keys of the files a request names (those that resolve; the validation reports the rest). */
async function queueKeys(ctx: CallContext, input: unknown, env: EditEnvironment): Promise<string[]> {
  const parsed = parseEditRequest(input);
  if (!parsed.ok) return [];
  const keys: string[] = [];
  for (const { request } of parsed.files) {
    const resolved = await resolveTarget(request.file_path, env.roots, env.fs, env.platform, {
      purpose: 'edit', protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes,
    });
    if (resolved.ok) keys.push(ctx.keyOf(resolved.target));
  }
  return keys;
}

function hasFiles(input: unknown): boolean {
  return input !== null && typeof input === 'object' && !Array.isArray(input) && 'files' in input;
}

export type { PlannedFile };
