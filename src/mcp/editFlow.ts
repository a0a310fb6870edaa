// guarded_multi_edit and guarded_multi_file_edit without an editor, in the order every MCP tool
// that writes follows: parse and jail once (checkEditRequest), queue on the files, plan against the
// bytes on disk, let the gate and the confirm list decide, then check again and write
// (commitChanges: the jail again, the files' locks, the last byte comparison, the journal).
import { previewReplacements } from '../core/confirm';
import { editedLinesOf } from '../core/gate';
import { planEditBytes } from '../core/disk';
import type { GuardedError } from '../core/errors';
import {
  checkEditRequest,
  failureResult,
  planCheckedRequest,
  successResult,
  type CheckedEditRequest,
  type EditResult,
  type PlannedFile,
} from '../core/pipeline';
import { issuesToErrors, MultiFileRequestSchema } from '../core/request';
import { approveChanges } from './approval';
import type { JournaledChange } from '../node/journal';
import { commitChanges } from './commit';
import { diskPlanning, planUntilWritten, type DiskPlanning } from './planOnDisk';
import type { CallContext } from './context';

export type EditTool = 'single' | 'multi';

export async function runEdit(ctx: CallContext, input: unknown, tool: EditTool, signal?: AbortSignal): Promise<EditResult> {
  if (tool === 'multi' && !hasFiles(input)) {
    const parsed = MultiFileRequestSchema.safeParse(input, { reportInput: true });
    return failureResult(parsed.success ? [] : issuesToErrors(parsed.error.issues, input));
  }
  const first = await diskPlanning(ctx);
  const checked = await checkEditRequest(input, first.env);
  if (!checked.ok) return failureResult(checked.errors);
  // Calls on the same file wait for each other from planning to write, so a later call is
  // planned against what the earlier one wrote.
  const keys = checked.request.targets.map((t) => ctx.keyOf(t));
  return ctx.queue.run(keys, () => planUntilWritten(ctx, first, (planning) => planAndWrite(ctx, checked.request, tool, planning, signal)));
}

async function planAndWrite(ctx: CallContext, checked: CheckedEditRequest, tool: EditTool, { env, documents }: DiskPlanning, signal?: AbortSignal): Promise<{ outcome: EditResult; stale: boolean }> {
  const validation = await planCheckedRequest(checked, env);
  if (!validation.ok) return { outcome: failureResult(validation.errors), stale: false };
  const files = validation.files;

  const changes: JournaledChange[] = [];
  const errors: GuardedError[] = [];
  const texts: { before: string; after: () => string }[] = [];
  for (const file of files) {
    const snapshot = documents.get(file.target.realPath);
    if (!snapshot) throw new Error(`no snapshot of ${file.target.displayPath}`);
    const planned = planEditBytes(file, snapshot, env.maxFileBytes);
    if (!planned.ok) {
      for (const item of planned.errors) errors.push(item);
      continue;
    }
    changes.push({ realPath: file.target.realPath, displayPath: file.target.displayPath, inputPath: file.inputPath, before: snapshot.bytes, after: planned.bytes, changes: file.changes });
    texts.push({ before: snapshot.text, after: planned.newText });
  }
  if (errors.length > 0) return { outcome: failureResult(errors), stale: false };

  const notes: string[] = [];
  const refused = await approveChanges(ctx, files.map((f, i) => ({
    target: f.target,
    before: texts[i].before,
    inputPath: f.inputPath,
    action: 'edit' as const,
    preview: () => previewReplacements(texts[i].before, f.replacements),
    edited: editedLinesOf(texts[i].before, f.replacements),
    onChangedOutside: (note: string) => notes.push(note),
  })), signal);
  if (refused.length > 0) return { outcome: failureResult(refused), stale: false };

  const toolName = tool === 'single' ? 'guarded_multi_edit' : 'guarded_multi_file_edit';
  const written = await commitChanges(ctx, {
    tool: toolName,
    files: files.map((f) => ({ filePath: f.request.file_path, purpose: 'edit' as const, inputPath: f.inputPath, realPath: f.target.realPath })),
  }, changes, signal);
  if (!written.ok) return { outcome: failureResult(written.errors), stale: written.overtaken === true };
  files.forEach((f, i) => ctx.gate.recordOwnEditOfTexts(ctx.keyOf(f.target), texts[i].before, texts[i].after));
  const result = successResult(validation.form, files, files.map(() => true));
  return { outcome: notes.length > 0 ? { ...result, notes } : result, stale: false };
}

function hasFiles(input: unknown): boolean {
  return input !== null && typeof input === 'object' && !Array.isArray(input) && 'files' in input;
}

export type { PlannedFile };
