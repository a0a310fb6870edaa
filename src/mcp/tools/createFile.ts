// guarded_create_file: parse and jail once, then the write frame with the create planner. A new file is
// created with its missing folders and never replaces anything that appeared meanwhile; an
// overwrite is checked as an edit (the jail's checks for an edit: read-only, size; then binary,
// exact bytes, the gate) and keeps line endings, encoding and BOM.
import { DiskDocuments, planNewFileBytes, planOverwriteBytes, type DiskSnapshot } from '../../core/disk';
import type { GuardedError } from '../../core/errors';
import { checkCreateTarget, createResult, createSubject, planCreate, type CreateResult } from '../../core/files';
import { fingerprint } from '../../core/gate';
import { resolveTarget, type ResolvedTarget, type TargetPurpose } from '../../core/path';
import { failureResult, type EditFailure } from '../../core/pipeline';
import { loadOrRefuse } from '../../core/change';
import { createFileInputJsonSchema, parseCreateFileInput, type CreateFileInput } from '../../core/request';
import { asciiText, readFileBytes } from '../../node/fileBytes';
import type { CallContext } from '../session/context';
import { writeThroughFrame, type Planned } from '../write/frame';
import { GATE, PATHS, SENSITIVE } from './descriptions';
import { describeFilePath, listing, WRITES, type McpTool } from './tool';

const NAME = 'guarded_create_file';

export const createFileTool: McpTool = {
  name: NAME,
  definition: () => listing(NAME, 'Guarded Create File',
    `Create a new text file in the workspace with the given content (UTF-8), or replace the whole content of an existing file when overwrite is true. To change part of an existing file, use guarded_multi_edit instead. ${PATHS} Missing parent folders are created. content: the complete text of the file. overwrite (default false): without it an existing file is refused with FILE_EXISTS. An overwrite keeps the file's line endings, encoding and BOM, and is refused for read-only, binary or too large files. ${GATE} ${SENSITIVE} The result is JSON (also in structuredContent). On success: { "success": true, "file_path", "created" (false for an overwrite), "bytes", "lines", "saved" }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint" }], "message" }; nothing was written.`,
    createFileInputJsonSchema(), WRITES),
  run: (ctx, input, signal) => runCreate(ctx, input, signal),
  describe: describeFilePath,
};

async function runCreate(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<CreateResult | EditFailure> {
  const parsed = parseCreateFileInput(input);
  if (!parsed.ok) return failureResult(parsed.errors);
  const request = parsed.value;
  const first = await resolve(ctx, request.file_path, 'create');
  if (!first.ok) return failureResult(first.errors);
  const target = first.target;
  return writeThroughFrame(ctx, {
    tool: NAME,
    keys: [ctx.keyOf(target)],
    // A write overtaken by another process is refused, not planned again.
    planAgain: false,
    plan: async () => {
      // An earlier call in the queue may have created it: what is at the target is asked now.
      const checked = await checkCreateTarget(request.overwrite, (purpose) => resolve(ctx, request.file_path, purpose));
      if (!checked.ok) return { ok: false, errors: checked.errors };
      return checked.action === 'create' ? planNew(ctx, request, checked.target) : planOverwrite(ctx, request, checked.target);
    },
  }, signal);
}

function planNew(ctx: CallContext, request: CreateFileInput, target: ResolvedTarget): Planned<CreateResult> {
  const plan = planCreate(request, { action: 'create', target });
  if (!plan.ok) return plan;
  const planned = planNewFileBytes(request.content, target.displayPath, ctx.options.maxFileBytes);
  if (!planned.ok) return planned;
  return {
    ok: true,
    write: {
      changes: [{ realPath: target.realPath, displayPath: target.displayPath, inputPath: [], before: null, after: planned.bytes }],
      subjects: [createSubject(plan.plan)],
      targets: [{ filePath: request.file_path, purpose: 'create', inputPath: [], realPath: target.realPath }],
      written: () => {
        ctx.gate.recordWrite(ctx.keyOf(target), fingerprint(request.content));
        return createResult({ displayPath: target.displayPath, action: 'create', content: request.content, saved: true });
      },
    },
  };
}

/** An overwrite (the target passed the jail's checks of an edit: read-only, size); the read gate judges it when the person is asked (approveChanges). */
async function planOverwrite(ctx: CallContext, request: CreateFileInput, target: ResolvedTarget): Promise<Planned<CreateResult>> {
  const loaded = await snapshotOf(target);
  if (!loaded.ok) return loaded;
  const snapshot = loaded.snapshot;
  const planned = planOverwriteBytes(snapshot, request.content, target.displayPath, ctx.options.maxFileBytes);
  if (!planned.ok) return planned;
  // A file on disk has no version: the writer compares the bytes themselves.
  const plan = planCreate(request, { action: 'overwrite', target, document: { text: snapshot.text, eol: snapshot.eol, version: 1 } });
  if (!plan.ok) return plan;
  return {
    ok: true,
    write: {
      changes: [{ realPath: target.realPath, displayPath: target.displayPath, inputPath: [], before: snapshot.bytes, after: planned.bytes }],
      subjects: [createSubject(plan.plan)],
      targets: [{ filePath: request.file_path, purpose: 'edit', inputPath: [], realPath: target.realPath }],
      written: () => {
        ctx.gate.recordWrite(ctx.keyOf(target), fingerprint(planned.text));
        return createResult({ displayPath: target.displayPath, action: 'overwrite', content: planned.text, saved: true });
      },
    },
  };
}

async function snapshotOf(target: ResolvedTarget): Promise<{ ok: true; snapshot: DiskSnapshot } | { ok: false; errors: GuardedError[] }> {
  const loaded = await loadOrRefuse(() => new DiskDocuments(readFileBytes, asciiText).snapshot(target), { displayPath: target.displayPath, inputPath: [] });
  return loaded.ok ? { ok: true, snapshot: loaded.document } : loaded;
}

async function resolve(ctx: CallContext, filePath: string, purpose: TargetPurpose) {
  return resolveTarget(filePath, await ctx.workspace.roots(), ctx.fs, ctx.platform, {
    purpose, protectedPatterns: ctx.protectedPatterns, maxFileBytes: ctx.options.maxFileBytes,
  });
}
