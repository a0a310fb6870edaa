// guarded_history: the journal's entries of the served folders, newest first, in the shape of
// `guarded-edit history --json`, so a model can name one to guarded_undo. Optionally only the
// entries that changed one file (the path resolved like any tool's, so it names the same file).
import * as z from 'zod';
import { guardedError, type GuardedError } from '../../core/errors';
import { historyItems, type HistoryItem } from '../../core/journal';
import { resolveTarget } from '../../core/path';
import { fileKey } from '../../core/platform';
import { failureResult, type EditFailure } from '../../core/pipeline';
import { Journal } from '../../node/journal';
import { listing, READS, type McpTool } from './tool';
import type { CallContext } from '../session/context';

/** Entries returned when the call names no limit, and at most. */
const DEFAULT_HISTORY_LIMIT = 20;
const MAX_HISTORY_LIMIT = 200;

const HistoryInputSchema = z.object({
  limit: z.number().int().min(1).max(MAX_HISTORY_LIMIT).optional().describe(`How many entries, newest first (default ${DEFAULT_HISTORY_LIMIT}, at most ${MAX_HISTORY_LIMIT}).`),
  file_path: z.string().min(1).max(4096).optional().describe('Only the entries that changed this file (a path relative to a workspace folder, an absolute path inside it, or a file:// URI).'),
}).strict();

interface HistoryResult {
  success: true;
  entries: HistoryItem[];
}

const NAME = 'guarded_history';

const DESCRIPTION =
  'List the history of changes in the workspace, newest first: every change made through this server, every undo, and the changes of other agents and editors recorded in the same journal. ' +
  `limit (optional): how many entries (default ${DEFAULT_HISTORY_LIMIT}, at most ${MAX_HISTORY_LIMIT}). file_path (optional): only the entries that changed this file. ` +
  'Use it to find the id of an entry to pass to guarded_undo. Nothing is changed. ' +
  'The result is JSON (also in structuredContent). On success: { "success": true, "entries": [{ "id", "time", "client", "tool", "files": [{ "path", "changes": [{ "start_line", "end_line" }] }], "undoes"? }] }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint" }], "message" }.';

export const historyTool: McpTool = {
  name: NAME,
  definition: () => listing(NAME, 'Guarded History', DESCRIPTION, inputJsonSchema(), READS),
  run: (ctx, input) => runHistoryTool(ctx, input),
  describe: (input) => JSON.stringify(input ?? {}).slice(0, 200),
};

async function runHistoryTool(ctx: CallContext, input: unknown): Promise<HistoryResult | EditFailure> {
  const parsed = HistoryInputSchema.safeParse(input ?? {});
  if (!parsed.success) return failureResult([invalidHistoryInput(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '))]);
  const { limit = DEFAULT_HISTORY_LIMIT, file_path } = parsed.data;
  const roots = await ctx.workspace.roots();
  let only: string | undefined;
  if (file_path !== undefined) {
    // 'create': the file may be gone (an entry deleted it); the jail still places the path.
    const resolved = await resolveTarget(file_path, roots, ctx.fs, ctx.platform, { purpose: 'create', protectedPatterns: ctx.protectedPatterns, maxFileBytes: ctx.options.maxFileBytes });
    if (!resolved.ok) return failureResult(resolved.errors);
    only = ctx.keyOf(resolved.target);
  }
  const items: HistoryItem[] = [];
  for (const root of roots.slice(0, 100)) {
    const entries = await Journal.of(ctx.stateRoot, root.path).listEntries();
    const kept = only === undefined ? entries : entries.filter((e) => e.files.some((f) => fileKey(f.realPath, ctx.platform.caseSensitive) === only));
    // Only the newest `limit` of each folder can be listed: the others are never mapped.
    for (const item of historyItems(kept.slice(-limit))) items.push(item);
  }
  // Entry ids sort by time, across folders too.
  items.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { success: true, entries: items.slice(0, limit) };
}

function invalidHistoryInput(detail: string): GuardedError {
  return guardedError('INVALID_INPUT', `guarded_history takes { "limit"?: integer 1-${MAX_HISTORY_LIMIT}, "file_path"?: string }; ${detail}.`, [], 'Call it with no arguments for the newest entries, or with { "limit": 50 } or { "file_path": "src/app.ts" }.');
}

function inputJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(HistoryInputSchema, { target: 'draft-7' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}
