// What guarded_multi_edit and guarded_multi_file_edit share: parse and jail once
// (checkEditRequest), then the write frame with the edit planner over the bytes on disk.
import { planEditBytes } from '../../core/disk';
import type { GuardedError } from '../../core/errors';
import { checkEditRequest, describeRequestedFiles, editSubject, failureResult, planCheckedRequest, successResult, type CheckedEditRequest, type EditResult } from '../../core/pipeline';
import { issuesToErrors, MultiFileRequestSchema } from '../../core/request';
import type { JournaledChange } from '../../node/journal';
import type { CallContext } from '../session/context';
import type { DiskPlanning } from '../write/planOnDisk';
import { writeThroughFrame, type Planned } from '../write/frame';
import { diskPlanning } from '../write/planOnDisk';

export async function runEdit(ctx: CallContext, input: unknown, tool: 'guarded_multi_edit' | 'guarded_multi_file_edit', signal?: AbortSignal): Promise<EditResult> {
  if (tool === 'guarded_multi_file_edit' && !hasFiles(input)) {
    const parsed = MultiFileRequestSchema.safeParse(input, { reportInput: true });
    return failureResult(parsed.success ? [] : issuesToErrors(parsed.error.issues, input));
  }
  const first = await diskPlanning(ctx);
  const checked = await checkEditRequest(input, first.env);
  if (!checked.ok) return failureResult(checked.errors);
  return writeThroughFrame(ctx, {
    tool,
    keys: checked.request.targets.map((t) => ctx.keyOf(t)),
    checkedIn: first,
    planAgain: true,
    plan: async (planning) => planEdits(ctx, checked.request, await planning()),
  }, signal);
}

async function planEdits(ctx: CallContext, checked: CheckedEditRequest, { env, documents }: DiskPlanning): Promise<Planned<EditResult>> {
  const validation = await planCheckedRequest(checked, env);
  if (!validation.ok) return validation;
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
  if (errors.length > 0) return { ok: false, errors };
  const notes: string[] = [];
  return {
    ok: true,
    write: {
      changes,
      subjects: files.map((f) => editSubject(f, { onChangedOutside: (note) => notes.push(note) })),
      targets: files.map((f) => ({ filePath: f.request.file_path, purpose: 'edit' as const, inputPath: f.inputPath, realPath: f.target.realPath })),
      written: () => {
        files.forEach((f, i) => ctx.gate.recordOwnEditOfTexts(ctx.keyOf(f.target), texts[i].before, texts[i].after));
        const result = successResult(validation.form, files, files.map(() => true));
        return notes.length > 0 ? { ...result, notes } : result;
      },
    },
  };
}

/** The edited files of a call, for the log. */
export function describeEdits(input: unknown): string {
  const files = describeRequestedFiles(input);
  return files.length === 0 ? '(malformed)' : files.map((f) => `${JSON.stringify(f.path)} (${f.edits} edits)`).join(', ');
}

function hasFiles(input: unknown): boolean {
  return input !== null && typeof input === 'object' && !Array.isArray(input) && 'files' in input;
}
