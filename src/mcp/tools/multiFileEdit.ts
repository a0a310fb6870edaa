// guarded_multi_file_edit: the edits of several existing files in one call, all files or none.
import { multiFileEditInputJsonSchema } from '../../core/request';
import { BYTES, EDIT_RULES, GATE, PATHS, SENSITIVE } from './descriptions';
import { describeEdits, runEdit } from './editFiles';
import { listing, WRITES, type McpTool } from './tool';

const NAME = 'guarded_multi_file_edit';

export const multiFileEditTool: McpTool = {
  name: NAME,
  definition: () => listing(NAME, 'Guarded Multi-File Edit',
    `Edit several existing files of the workspace in one call: { "files": [{ "file_path", "edits" }] }, all files or none (if any check fails for any file, no file changes; if a write fails part-way, the files already written are put back). Each file's edits follow the rules of guarded_multi_edit: ${EDIT_RULES} ${PATHS} ${BYTES} ${GATE} ${SENSITIVE} The result is JSON: on success { "success": true, "files": [{ "file_path", "edits_applied", "replacements", "saved", "changes" }], "edits_applied", "replacements" }; on failure (isError) { "success": false, "error": "Validation failed", "errors": [...], "message" } with each error's path naming its file, e.g. ["files", 1, "edits", 0, "old_string"].`,
    multiFileEditInputJsonSchema(), WRITES),
  run: (ctx, input, signal) => runEdit(ctx, input, NAME, signal),
  describe: describeEdits,
};
