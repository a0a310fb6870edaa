// guarded_undo: the model takes back a history entry (by default its own session's newest entry
// that is neither an undo nor undone, so repeated calls walk back; an undo entry's id redoes).
// Planned from the journal (src/node/journal/undo), written like every other tool's change
// (commitChanges), so the undo is an entry too.
import * as z from 'zod';
import { guardedError, type GuardedError } from '../core/errors';
import { failureResult, type EditFailure } from '../core/pipeline';
import { Journal, planUndo } from '../node/journal';
import { commitChanges } from './commit';
import type { CallContext } from './context';

export const UndoInputSchema = z.object({
  entry: z.string().min(1).max(200).optional().describe('The id of the history entry to undo (from guarded-edit history, or an earlier result). Leave it out to undo your own newest change that is not undone yet.'),
}).strict();

export interface UndoResult {
  success: true;
  /** The undo's own history entry (pass it as entry to redo). */
  entry: string;
  undid: string;
  files: { file_path: string; merged: boolean }[];
}

export async function runUndoTool(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<UndoResult | EditFailure> {
  const parsed = UndoInputSchema.safeParse(input ?? {});
  if (!parsed.success) return failureResult([invalidUndoInput(parsed.error.issues.map((i) => i.message).join('; '))]);
  const roots = await ctx.workspace.roots();
  if (roots.length === 0) return failureResult([guardedError('NO_WORKSPACE', 'The server has no workspace folder, so it has no history to undo.', [], 'Start the server with a folder, or let the client offer its roots.')]);
  // The entry is looked for in every folder's journal; the default takes this session's newest.
  let errors: GuardedError[] = [];
  for (const root of roots) {
    const journal = Journal.of(ctx.stateRoot, root.path);
    const planned = await planUndo(journal, parsed.data.entry, ctx.session);
    if (!planned.ok) {
      if (errors.length === 0 || planned.errors.some((e) => e.code === 'CHANGED_SINCE_EDIT')) errors = planned.errors;
      continue;
    }
    const { plan } = planned;
    return ctx.queue.run(plan.files.map((f) => ctx.keyOf(f)), async () => {
      if (plan.changes.length === 0) return failureResult([guardedError('NO_OP_EDIT', `Entry ${plan.target.id} is undone already: every file holds its bytes from before it.`, ['entry'], 'Nothing to do; undo another entry if you meant one.')]);
      const written = await commitChanges(ctx, {
        tool: 'guarded_undo',
        undoes: plan.target.id,
        files: plan.changes.map((c) => ({ filePath: c.realPath, purpose: c.before === null ? 'create' as const : 'edit' as const, inputPath: c.inputPath, realPath: c.realPath })),
      }, plan.changes, signal);
      if (!written.ok) return failureResult(written.errors);
      return { success: true as const, entry: written.entry, undid: plan.target.id, files: plan.files.map((f) => ({ file_path: f.path, merged: f.merged })) };
    });
  }
  return failureResult(errors);
}

function invalidUndoInput(detail: string): GuardedError {
  return guardedError('INVALID_INPUT', `guarded_undo takes { "entry"?: string }; ${detail}.`, [], 'Call it with no arguments to undo your newest change, or with { "entry": "<id>" }.');
}
