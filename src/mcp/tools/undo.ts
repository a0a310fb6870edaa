// guarded_undo: the model takes back a history entry (by default its own session's newest entry
// that is neither an undo nor undone, so repeated calls walk back; an undo entry's id redoes).
// Planned from the journal (src/node/journal/undo), written like every other tool's change
// (the write frame), so the undo is an entry too.
import * as z from 'zod';
import { previewContent } from '../../core/confirm';
import { guardedError, type GuardedError } from '../../core/errors';
import type { JournalEntry } from '../../core/journal';
import type { WorkspaceRoot } from '../../core/platform';
import { failureResult, type EditFailure } from '../../core/pipeline';
import { findUndoTarget, Journal, planUndoOf, type UndoPlan } from '../../node/journal';
import { writeThroughFrame } from '../write/frame';
import { listing, WRITES, type McpTool } from './tool';
import type { CallContext } from '../session/context';
import { recordGateOf } from '../session/recordGate';

const UndoInputSchema = z.object({
  entry: z.string().min(1).max(200).optional().describe('The id of the history entry to undo (from guarded-edit history, or an earlier result). Leave it out to undo your own newest change that is not undone yet.'),
}).strict();

interface UndoResult {
  success: true;
  /** The undo's own history entry (pass it as entry to redo). */
  entry: string;
  undid: string;
  files: { file_path: string; merged: boolean }[];
}

const NAME = 'guarded_undo';

const DESCRIPTION =
  'Undo a change made through this server: every file of one history entry goes back to its text before that change, all files or none. ' +
  'entry (optional): the id of a history entry (the person sees them with `guarded-edit history`); without it, your own newest change in this session that is not undone yet, so repeated calls walk back like an editor\'s Undo. ' +
  'An undo is an entry too: pass an undo\'s entry id to redo what it undid. ' +
  'Where a file was changed since the entry, the change is merged when it does not touch the entry\'s lines; otherwise nothing is written and the call is refused with CHANGED_SINCE_EDIT, naming the files and lines (read them and fix by hand with guarded_multi_edit). ' +
  'The result is JSON (also in structuredContent). On success: { "success": true, "entry" (the undo\'s own id), "undid", "files": [{ "file_path", "merged" }] }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint" }], "message" }.';

export const undoTool: McpTool = {
  name: NAME,
  definition: () => listing(NAME, 'Guarded Undo', DESCRIPTION, inputJsonSchema(), WRITES),
  run: (ctx, input, signal) => runUndoTool(ctx, input, signal),
  describe: describeEntry,
};

async function runUndoTool(ctx: CallContext, input: unknown, signal?: AbortSignal): Promise<UndoResult | EditFailure> {
  const parsed = UndoInputSchema.safeParse(input ?? {});
  if (!parsed.success) return failureResult([invalidUndoInput(parsed.error.issues.map((i) => i.message).join('; '))]);
  const roots = await ctx.workspace.roots();
  if (roots.length === 0) return failureResult([guardedError('NO_WORKSPACE', 'The server has no workspace folder, so it has no history to undo.', [], 'Start the server with a folder, or let the client offer its roots.')]);
  try {
    return await undoIn(ctx, roots, parsed.data.entry, signal);
  } catch (error) {
    // Anything unforeseen is still a coded refusal, never a protocol error naming the state folder.
    ctx.log(`guarded_undo failed: ${error instanceof Error ? error.message : String(error)}`);
    return failureResult([guardedError('APPLY_FAILED', 'The undo stopped on an unexpected error (the server\'s log says which). Nothing was changed.', ['entry'], 'Call again; if it fails again, tell the person to look at the server\'s log.')]);
  }
}

/**
 * The entry is looked for in every folder's journal (a request over several folders is in each of
 * theirs, with its files there); the default is this session's newest across them. Every file
 * passes the record gate before it is read; sensitive ones are asked like any write.
 */
async function undoIn(ctx: CallContext, roots: readonly WorkspaceRoot[], id: string | undefined, signal?: AbortSignal): Promise<UndoResult | EditFailure> {
  const journals = roots.map((r) => Journal.of(ctx.stateRoot, r.path));
  const found: { journal: Journal; target: JournalEntry }[] = [];
  let errors: GuardedError[] = [];
  for (const journal of journals) {
    const f = await findUndoTarget(journal, id, ctx.session);
    if (f.ok) found.push({ journal, target: f.target });
    else if (errors.length === 0 || f.errors.some((e) => e.code === 'JOURNAL_DAMAGED')) errors = f.errors;
  }
  if (found.length === 0) return failureResult(errors);
  // The default: the newest of the folders' candidates (ids sort by time), then that id in each folder.
  const targetId = found.map((f) => f.target.id).sort().at(-1) as string;
  const gate = recordGateOf(ctx, roots);
  const plans: UndoPlan[] = [];
  for (const journal of journals) {
    const of = id === undefined && !found.some((f) => f.journal === journal && f.target.id === targetId) ? await findUndoTarget(journal, targetId) : undefined;
    const target = found.find((f) => f.journal === journal && f.target.id === targetId)?.target ?? (of?.ok ? of.target : undefined);
    if (!target) continue;
    const planned = await planUndoOf(journal, target, gate);
    if (!planned.ok) return failureResult(planned.errors);
    plans.push(planned.plan);
  }
  const files = plans.flatMap((p) => p.files);
  const changes = plans.flatMap((p) => p.changes);
  return writeThroughFrame(ctx, {
    tool: 'guarded_undo',
    undoes: targetId,
    keys: files.map((f) => ctx.keyOf(f)),
    // The undo is planned from the journal; a write overtaken by another process is refused, not planned again.
    planAgain: false,
    plan: () => Promise.resolve(changes.length === 0
      ? { ok: false as const, errors: [guardedError('NO_OP_EDIT', `Entry ${targetId} is undone already: every file holds its bytes from before it.`, ['entry'], 'Nothing to do; undo another entry if you meant one.')] }
      : {
        ok: true as const,
        write: {
          changes,
          // Files on the confirm list are asked like any write (a client that cannot ask: CONFIRMATION_REQUIRED).
          subjects: files.filter((f) => f.written).map((f) => ({
            target: f.target,
            before: undefined,
            inputPath: ['entry'],
            action: f.now === null ? 'create' as const : 'edit' as const,
            preview: () => (f.bytes === null ? ['(the file is deleted)'] : previewContent(Buffer.from(f.bytes).toString('utf8'))),
          })),
          targets: changes.map((c) => ({ filePath: c.realPath, purpose: c.before === null ? 'create' as const : 'edit' as const, inputPath: c.inputPath, realPath: c.realPath })),
          written: (entry: string) => ({ success: true as const, entry, undid: targetId, files: files.map((f) => ({ file_path: f.path, merged: f.merged })) }),
        },
      }),
  }, signal);
}

function invalidUndoInput(detail: string): GuardedError {
  return guardedError('INVALID_INPUT', `guarded_undo takes { "entry"?: string }; ${detail}.`, [], 'Call it with no arguments to undo your newest change, or with { "entry": "<id>" }.');
}

function inputJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(UndoInputSchema, { target: 'draft-7' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}

function describeEntry(input: unknown): string {
  const entry = input !== null && typeof input === 'object' ? (input as { entry?: unknown }).entry : undefined;
  return typeof entry === 'string' ? `entry ${JSON.stringify(entry.slice(0, 80))}` : '(the session\'s newest entry)';
}
