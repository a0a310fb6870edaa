// guarded_undo as the server lists it: its description and input schema (from the zod source).
import * as z from 'zod';
import { UndoInputSchema } from './undoFlow';

export const UNDO_DESCRIPTION =
  'Undo a change made through this server: every file of one history entry goes back to its text before that change, all files or none. ' +
  'entry (optional): the id of a history entry (the person sees them with `guarded-edit history`); without it, your own newest change in this session that is not undone yet, so repeated calls walk back like an editor\'s Undo. ' +
  'An undo is an entry too: pass an undo\'s entry id to redo what it undid. ' +
  'Where a file was changed since the entry, the change is merged when it does not touch the entry\'s lines; otherwise nothing is written and the call is refused with CHANGED_SINCE_EDIT, naming the files and lines (read them and fix by hand with guarded_multi_edit). ' +
  'The result is JSON (also in structuredContent). On success: { "success": true, "entry" (the undo\'s own id), "undid", "files": [{ "file_path", "merged" }] }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint" }], "message" }.';

export function undoInputJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(UndoInputSchema, { target: 'draft-7' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}
