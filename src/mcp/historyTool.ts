// guarded_history as the server lists it: its description and input schema (from the zod source).
import * as z from 'zod';
import { DEFAULT_HISTORY_LIMIT, HistoryInputSchema, MAX_HISTORY_LIMIT } from './historyFlow';

export const HISTORY_DESCRIPTION =
  'List the history of changes in the workspace, newest first: every change made through this server, every undo, and the changes of other agents and editors recorded in the same journal. ' +
  `limit (optional): how many entries (default ${DEFAULT_HISTORY_LIMIT}, at most ${MAX_HISTORY_LIMIT}). file_path (optional): only the entries that changed this file. ` +
  'Use it to find the id of an entry to pass to guarded_undo. Nothing is changed. ' +
  'The result is JSON (also in structuredContent). On success: { "success": true, "entries": [{ "id", "time", "client", "tool", "files": [{ "path", "changes": [{ "start_line", "end_line" }] }], "undoes"? }] }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint" }], "message" }.';

export function historyInputJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(HistoryInputSchema, { target: 'draft-7' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}
