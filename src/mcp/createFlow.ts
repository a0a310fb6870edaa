// guarded_create_file without an editor, in the order every MCP tool that writes follows: parse
// and jail once, queue on the file, plan, then check again and write (commitChanges). A new file is
// created with its missing folders and never replaces anything that appeared meanwhile; an
// overwrite is checked as an edit (the jail's checks for an edit: read-only, size; then binary,
// exact bytes, the gate) and keeps line endings, encoding and BOM.
import { lstat } from 'node:fs/promises';
import { previewContent, previewReplacements } from '../core/confirm';
import { DiskDocuments, planNewFileBytes, planOverwriteBytes, type DiskSnapshot } from '../core/disk';
import type { GuardedError } from '../core/errors';
import { createResult, decideCreate, overwriteReplacement, type CreateResult } from '../core/files';
import { fingerprint } from '../core/gate';
import { resolveTarget, type ResolvedTarget, type TargetPurpose } from '../core/path';
import { failureResult, type EditFailure } from '../core/pipeline';
import { loadOrRefuse } from '../core/change';
import { parseCreateFileInput, type CreateFileInput } from '../core/request';
import { asciiText, readFileBytes } from '../node/fileBytes';
import { approveChanges } from './approval';
import { commitChanges } from './commit';
import type { CallContext } from './context';

type Outcome = CreateResult | EditFailure;

export async function runCreate(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<Outcome> {
  const parsed = parseCreateFileInput(input);
  if (!parsed.ok) return failureResult(parsed.errors);
  const request = parsed.value;
  const first = await resolve(ctx, request.file_path, 'create');
  if (!first.ok) return failureResult(first.errors);
  const target = first.target;
  return ctx.queue.run([ctx.keyOf(target)], async () => {
    // An earlier call in the queue may have created it: whether it exists is asked now.
    const exists = await lstat(target.realPath).then(() => true, () => false);
    if (!exists) return create(ctx, request, target, signal);
    if (request.overwrite !== true) return failureResult(fileExists(target.displayPath));
    return overwrite(ctx, request, signal);
  });
}

async function create(ctx: CallContext, request: CreateFileInput, target: ResolvedTarget, signal?: AbortSignal): Promise<Outcome> {
  const planned = planNewFileBytes(request.content, target.displayPath, ctx.options.maxFileBytes);
  if (!planned.ok) return failureResult(planned.errors);
  const refused = await approveChanges(ctx, [{ target, before: undefined, inputPath: [], action: 'create', preview: () => previewContent(request.content) }], signal);
  if (refused.length > 0) return failureResult(refused);
  const written = await commitChanges(ctx, {
    tool: 'guarded_create_file',
    files: [{ filePath: request.file_path, purpose: 'create', inputPath: [], realPath: target.realPath }],
  }, [{ realPath: target.realPath, displayPath: target.displayPath, inputPath: [], before: null, after: planned.bytes }], signal);
  if (!written.ok) return failureResult(written.errors);
  ctx.gate.recordWrite(ctx.keyOf(target), fingerprint(request.content));
  return createResult({ displayPath: target.displayPath, action: 'create', content: request.content, saved: true });
}

async function overwrite(ctx: CallContext, request: CreateFileInput, signal?: AbortSignal): Promise<Outcome> {
  // An overwrite changes an existing file: the jail's checks of an edit (read-only, size).
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

  const written = await commitChanges(ctx, {
    tool: 'guarded_create_file',
    files: [{ filePath: request.file_path, purpose: 'edit', inputPath: [], realPath: target.realPath }],
  }, [{ realPath: target.realPath, displayPath: target.displayPath, inputPath: [], before: snapshot.bytes, after: planned.bytes }], signal);
  if (!written.ok) return failureResult(written.errors);
  ctx.gate.recordWrite(ctx.keyOf(target), fingerprint(planned.text));
  return createResult({ displayPath: target.displayPath, action: 'overwrite', content: planned.text, saved: true });
}

async function snapshotOf(target: ResolvedTarget): Promise<{ ok: true; snapshot: DiskSnapshot } | { ok: false; errors: GuardedError[] }> {
  const loaded = await loadOrRefuse(() => new DiskDocuments(readFileBytes, asciiText).snapshot(target), { displayPath: target.displayPath, inputPath: [] });
  return loaded.ok ? { ok: true, snapshot: loaded.document } : loaded;
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
