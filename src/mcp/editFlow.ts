// guarded_multi_edit and guarded_multi_file_edit without an editor, in the order every MCP tool
// that writes follows: parse and jail once (checkEditRequest), queue on the files, plan against the
// bytes on disk, let the gate and the confirm list decide, then check again and write
// (commitChanges: the jail again, the files' locks, the last byte comparison, the journal).
import { previewReplacements } from '../core/confirm';
import { DiskDocuments, planEditBytes } from '../core/disk';
import type { GuardedError } from '../core/errors';
import { fingerprint } from '../core/gate';
import {
  checkEditRequest,
  failureResult,
  planCheckedRequest,
  successResult,
  type CheckedEditRequest,
  type EditEnvironment,
  type EditResult,
  type PlannedFile,
} from '../core/pipeline';
import { issuesToErrors, MultiFileRequestSchema } from '../core/request';
import { readFileBytes } from '../node/fileWriter';
import { approveChanges } from './approval';
import { commitChanges, type FileChange } from './commit';
import type { CallContext } from './context';

export type EditTool = 'single' | 'multi';

/** Plans made again when another process changed a file between the plan and the write. */
const MAX_ATTEMPTS = 8;

export async function runEdit(ctx: CallContext, input: unknown, tool: EditTool, signal?: AbortSignal): Promise<EditResult> {
  if (tool === 'multi' && !hasFiles(input)) {
    const parsed = MultiFileRequestSchema.safeParse(input, { reportInput: true });
    return failureResult(parsed.success ? [] : issuesToErrors(parsed.error.issues, input));
  }
  const env = await environment(ctx);
  const checked = await checkEditRequest(input, env.env);
  if (!checked.ok) return failureResult(checked.errors);
  // Calls on the same file wait for each other from planning to write, so a later call is
  // planned against what the earlier one wrote.
  const keys = checked.request.targets.map((t) => ctx.keyOf(t));
  return ctx.queue.run(keys, async () => {
    let result: EditResult = failureResult([]);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const { outcome, stale } = await planAndWrite(ctx, checked.request, tool, attempt === 1 ? env : await environment(ctx), signal);
      result = outcome;
      // Another process wrote a file between our plan and our write: plan again on its bytes, after
      // a short random pause so that processes in step fall out of step.
      if (!stale) break;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
    return result;
  });
}

async function environment(ctx: CallContext): Promise<{ env: EditEnvironment; documents: DiskDocuments }> {
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
  return { env, documents };
}

async function planAndWrite(ctx: CallContext, checked: CheckedEditRequest, tool: EditTool, { env, documents }: { env: EditEnvironment; documents: DiskDocuments }, signal?: AbortSignal): Promise<{ outcome: EditResult; stale: boolean }> {
  const validation = await planCheckedRequest(checked, env);
  if (!validation.ok) return { outcome: failureResult(validation.errors), stale: false };
  const files = validation.files;

  const changes: FileChange[] = [];
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
    changes.push({ realPath: file.target.realPath, displayPath: file.target.displayPath, inputPath: file.inputPath, before: snapshot.bytes, after: planned.bytes, changes: file.changes });
    texts.push({ before: snapshot.text, after: planned.text });
  }
  if (errors.length > 0) return { outcome: failureResult(errors), stale: false };

  const refused = await approveChanges(ctx, files.map((f, i) => ({
    target: f.target,
    before: texts[i].before,
    inputPath: f.inputPath,
    action: 'edit' as const,
    preview: () => previewReplacements(texts[i].before, f.replacements),
  })), signal);
  if (refused.length > 0) return { outcome: failureResult(refused), stale: false };

  const toolName = tool === 'single' ? 'guarded_multi_edit' : 'guarded_multi_file_edit';
  const written = await commitChanges(ctx, {
    tool: toolName,
    files: files.map((f) => ({ filePath: f.request.file_path, purpose: 'edit' as const, inputPath: f.inputPath, realPath: f.target.realPath })),
  }, changes, signal);
  if (!written.ok) return { outcome: failureResult(written.errors), stale: written.errors.length > 0 && written.errors.every(isChangedOnDisk) };
  files.forEach((f, i) => ctx.gate.recordOwnEdit(ctx.keyOf(f.target), fingerprint(texts[i].after), fingerprint(texts[i].before)));
  return { outcome: successResult(validation.form, files, files.map(() => true)), stale: false };
}

/** The last comparison found other bytes than the plan's (not a replaced file, not a failed write). */
function isChangedOnDisk(error: GuardedError): boolean {
  return error.code === 'STALE_DOCUMENT' && error.message.includes('changed on disk');
}

function hasFiles(input: unknown): boolean {
  return input !== null && typeof input === 'object' && !Array.isArray(input) && 'files' in input;
}

export type { PlannedFile };
