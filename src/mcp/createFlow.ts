// guarded_create_file without an editor: a new file is created (with its missing folders) and
// never replaces anything that appeared meanwhile; an overwrite is checked as an edit (read-only,
// size, binary, exact bytes, the gate) and written like one, keeping line endings, encoding and BOM.
import { previewContent, previewReplacements } from '../core/confirm';
import { changedOnDiskError, DiskDocuments, planNewFileBytes, planOverwriteBytes, sameBytes, type DiskSnapshot } from '../core/disk';
import { guardedError, type GuardedError } from '../core/errors';
import { createResult, decideCreate, overwriteReplacement, type CreateResult } from '../core/files';
import { fingerprint } from '../core/gate';
import { resolveTarget, type ResolvedTarget, type TargetPurpose } from '../core/path';
import { cancelledError, DocumentRefusal, failureResult, loadFailedError, retargetedError, type EditFailure } from '../core/pipeline';
import { parseCreateFileInput, type CreateFileInput } from '../core/request';
import { createNewFile, readFileBytes, replaceFiles } from '../node/fileWriter';
import { approveChanges } from './approval';
import type { CallContext } from './context';

type Outcome = CreateResult | EditFailure;

export async function runCreate(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<Outcome> {
  const parsed = parseCreateFileInput(input);
  if (!parsed.ok) return failureResult(parsed.errors);
  const request = parsed.value;
  const first = await resolve(ctx, request.file_path, 'create');
  if (!first.ok) return failureResult(first.errors);
  return ctx.queue.run([ctx.keyOf(first.target)], async () => {
    const target = await resolve(ctx, request.file_path, 'create');
    if (!target.ok) return failureResult(target.errors);
    if (!target.target.exists) return create(ctx, request, target.target, signal);
    if (request.overwrite !== true) {
      const refused = decideCreate({ exists: true, overwrite: request.overwrite, gateError: undefined, displayPath: target.target.displayPath });
      return failureResult(refused.ok ? [] : refused.errors);
    }
    return overwrite(ctx, request, signal);
  });
}

async function create(ctx: CallContext, request: CreateFileInput, target: ResolvedTarget, signal?: AbortSignal): Promise<Outcome> {
  const planned = planNewFileBytes(request.content, target.displayPath, ctx.options.maxFileBytes);
  if (!planned.ok) return failureResult(planned.errors);
  const refused = await approveChanges(ctx, [{ target, before: undefined, inputPath: [], action: 'create', preview: () => previewContent(request.content) }], signal);
  if (refused.length > 0) return failureResult(refused);
  await ctx.beforeWrite();
  if (signal?.aborted) return failureResult([cancelledError()]);
  const again = await resolve(ctx, request.file_path, 'create');
  if (!again.ok) return failureResult(again.errors);
  if (again.target.realPath !== target.realPath) return failureResult([retargetedError(target.displayPath, [], target.realPath, again.target.realPath)]);
  if (again.target.exists) return failureResult(fileExists(target.displayPath));
  const written = await createNewFile({ realPath: target.realPath, displayPath: target.displayPath, bytes: planned.bytes });
  if (!written.ok) {
    if (written.exists) return failureResult(fileExists(target.displayPath));
    return failureResult([guardedError('APPLY_FAILED', `${target.displayPath} could not be created: ${written.reason}. Nothing was written.`, ['file_path'], 'Check the path and the permissions of its folder, then call again.')]);
  }
  ctx.gate.recordWrite(ctx.keyOf(target), fingerprint(request.content));
  return createResult({ displayPath: target.displayPath, action: 'create', content: request.content, saved: true });
}

async function overwrite(ctx: CallContext, request: CreateFileInput, signal?: AbortSignal): Promise<Outcome> {
  // An overwrite changes an existing file: the checks of an edit (read-only, size, binary).
  const existing = await resolve(ctx, request.file_path, 'edit');
  if (!existing.ok) return failureResult(existing.errors);
  const target = existing.target;
  const loaded = await snapshotOf(target);
  if (!loaded.ok) return failureResult(loaded.errors);
  const snapshot = loaded.snapshot;
  const planned = planOverwriteBytes(snapshot, request.content, target.displayPath, ctx.options.maxFileBytes);
  if (!planned.ok) return failureResult(planned.errors);
  const refused = await approveChanges(ctx, [{
    target,
    before: snapshot.text,
    inputPath: [],
    action: 'overwrite',
    preview: () => {
      const r = overwriteReplacement(snapshot.text, request.content, snapshot.eol);
      return previewReplacements(snapshot.text, [{ start: r.start, end: r.end, text: r.text }]);
    },
  }], signal);
  if (refused.length > 0) return failureResult(refused);

  await ctx.beforeWrite();
  if (signal?.aborted) return failureResult([cancelledError()]);
  const again = await resolve(ctx, request.file_path, 'edit');
  if (!again.ok) return failureResult(again.errors);
  if (again.target.realPath !== target.realPath) return failureResult([retargetedError(target.displayPath, [], target.realPath, again.target.realPath)]);
  const now = await readFileBytes(target.realPath).catch(() => undefined);
  if (!now || !sameBytes(now, snapshot.bytes)) return failureResult([changedOnDiskError(target.displayPath, [])]);

  const written = await replaceFiles([{ realPath: target.realPath, displayPath: target.displayPath, inputPath: [], expected: snapshot.bytes, bytes: planned.bytes }]);
  if (!written.ok) return failureResult(written.errors);
  ctx.gate.recordWrite(ctx.keyOf(target), fingerprint(planned.text));
  return createResult({ displayPath: target.displayPath, action: 'overwrite', content: planned.text, saved: true });
}

async function snapshotOf(target: ResolvedTarget): Promise<{ ok: true; snapshot: DiskSnapshot } | { ok: false; errors: GuardedError[] }> {
  try {
    return { ok: true, snapshot: await new DiskDocuments(readFileBytes).snapshot(target) };
  } catch (error) {
    if (error instanceof DocumentRefusal) return { ok: false, errors: error.errors };
    return { ok: false, errors: [loadFailedError(target.displayPath, [], error instanceof Error ? error.message : String(error))] };
  }
}

function fileExists(displayPath: string): GuardedError[] {
  const refused = decideCreate({ exists: true, overwrite: false, gateError: undefined, displayPath });
  return refused.ok ? [] : refused.errors;
}

async function resolve(ctx: CallContext, filePath: string, purpose: TargetPurpose) {
  return resolveTarget(filePath, await ctx.workspace.roots(), ctx.fs, ctx.platform, {
    purpose, protectedPatterns: ctx.protectedPatterns, maxFileBytes: ctx.options.maxFileBytes,
  });
}
