// The tools the server lists: the same names, input schemas (from the same zod source) and result
// JSON as the VS Code tools, with MCP's annotations and an output schema.
import type { Tool } from '@modelcontextprotocol/server';
import { historyInputJsonSchema, HISTORY_DESCRIPTION } from './historyTool';
import { undoInputJsonSchema, UNDO_DESCRIPTION } from './undoTool';
import { applyPatchInputJsonSchema, createFileInputJsonSchema, multiEditInputJsonSchema, multiFileEditInputJsonSchema, readFileInputJsonSchema, toolOutputSchemas } from '../core/request';

const PATHS = 'file_path: a path relative to a folder of the workspace (e.g. "src/app.ts"), an absolute path inside it, or a file:// URI. Paths outside the workspace, ".." segments, symbolic links that lead outside and .git are refused.';
const GATE = 'When the server runs with --read-before-edit require (or ask), a file must first be read with guarded_read_file in this session and read again after anyone else changed it (NOT_READ_FIRST, CHANGED_SINCE_READ).';
const SENSITIVE = 'Files that configure agents, editors and automation (.env*, .vscode/, .claude/, .mcp.json, .cursor/, .codex/, .opencode/, opencode.json, .github/workflows/, .husky/, .devcontainer/, *.code-workspace) change only after the person allows it when the client can ask them; otherwise the call is refused with CONFIRMATION_REQUIRED.';
const BYTES = 'The file keeps its encoding (UTF-8, or UTF-16 with a BOM), BOM and line endings; a file whose bytes would not come back unchanged (invalid UTF-8, mixed line endings, a lone CR) is refused with LOSSY_FILE, and text it cannot hold with UNENCODABLE_TEXT.';
const EDIT_RESULT = 'The result is JSON (also in structuredContent). On success: { "success": true, "file_path", "edits_applied", "replacements", "saved", "changes": [{ "start_line", "end_line" }] } (lines of the new text). On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint", "location"? }], "message" }; when an old_string is not found, the error shows the closest text and its lines so that the next call can be exact, and where the file moved on since it was read (re-formatted, re-ordered, changed by another agent) it carries "current_text" { "start_line", "end_line", "text" }: the lines there now.';
const EDIT_RULES = 'Every old_string is matched against the CURRENT text of the file on disk, NOT against the result of earlier edits in the same call, and the matched ranges of different edits must not overlap. old_string must be copied exactly from the file (same indentation and whitespace) and occur exactly once, unless replace_all is true (every occurrence) or expected_replacements is given (exactly that many). new_string must differ from old_string. Write line breaks as \\n; they are converted to the file\'s own line endings. Nothing is fuzzy-matched: if any check fails, nothing changes and the result explains why.';

const PATCH_FORMATS = 'Two formats: (1) "*** Begin Patch", then sections "*** Add File: PATH" (every line of the new file starts with "+"), "*** Delete File: PATH", "*** Update File: PATH" (optionally "*** Move to: NEW_PATH", then hunks: "@@" or "@@ LINE" where LINE is a line of the file the hunk comes after, followed by lines starting with " " (context), "-" (removed) or "+" (added), optionally "*** End of File" when the hunk ends at the end of the file), then "*** End Patch"; (2) a unified diff as git diff writes it ("--- a/PATH", "+++ b/PATH", "@@ -l,n +l,n @@" hunks; /dev/null for added and deleted files; rename from/to).';
const PATCH_RULES = 'Every path goes through the workspace jail (moved-to and added files too); protected files are never changed, deleted or moved. Each hunk\'s context and removed lines must match the CURRENT file exactly (no fuzz; hunks of a file in order from top to bottom) at exactly one place; line numbers in unified headers are only hints. An added file must not exist yet. Bytes outside the hunks are kept.';

const WRITES = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };

export const TOOL_NAMES = ['guarded_multi_edit', 'guarded_multi_file_edit', 'guarded_read_file', 'guarded_create_file', 'guarded_apply_patch', 'guarded_undo', 'guarded_history'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export function toolDefinitions(): Tool[] {
  const outputs = toolOutputSchemas();
  const tool = (name: ToolName, title: string, description: string, inputSchema: Record<string, unknown>, annotations: Tool['annotations']): Tool => ({
    name,
    title,
    description,
    inputSchema: inputSchema as Tool['inputSchema'],
    outputSchema: outputs[name],
    annotations: { title, ...annotations },
  });
  return [
    tool('guarded_multi_edit', 'Guarded Multi-Edit',
      `Edit one existing file of the workspace with several exact text replacements, applied all together or not at all, checked completely before anything is written. Use guarded_create_file to create a file. ${PATHS} edits: a list of { old_string, new_string, replace_all?, expected_replacements? }. ${EDIT_RULES} ${BYTES} ${GATE} ${SENSITIVE} ${EDIT_RESULT}`,
      multiEditInputJsonSchema(), WRITES),
    tool('guarded_multi_file_edit', 'Guarded Multi-File Edit',
      `Edit several existing files of the workspace in one call: { "files": [{ "file_path", "edits" }] }, all files or none (if any check fails for any file, no file changes; if a write fails part-way, the files already written are put back). Each file's edits follow the rules of guarded_multi_edit: ${EDIT_RULES} ${PATHS} ${BYTES} ${GATE} ${SENSITIVE} The result is JSON: on success { "success": true, "files": [{ "file_path", "edits_applied", "replacements", "saved", "changes" }], "edits_applied", "replacements" }; on failure (isError) { "success": false, "error": "Validation failed", "errors": [...], "message" } with each error's path naming its file, e.g. ["files", 1, "edits", 0, "old_string"].`,
      multiFileEditInputJsonSchema(), WRITES),
    tool('guarded_read_file', 'Guarded Read File',
      `Read a text file of the workspace, with line numbers. Read a file before you change it with guarded_multi_edit or overwrite it with guarded_create_file, and copy old_string from the text shown (without the line-number prefix). ${PATHS} offset: the first line to show, 1-based (default 1). limit: how many lines to show (0 or missing: to the end). One read returns at most 2000 lines and 256 KiB of content; when it stops early, "truncated" is true and "note" gives the exact call that reads on. The result is JSON (also in structuredContent). On success: { "success": true, "file_path", "version", "start_line", "end_line", "total_lines", "truncated", "note"?, "content" }, where content holds one line per line of the file: its number right-aligned, a tab, then the line's text. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint" }], "message" }, with codes such as FILE_NOT_FOUND, NOT_A_FILE, BINARY_FILE, LOSSY_FILE, FILE_TOO_LARGE, OFFSET_PAST_END, OUTSIDE_WORKSPACE.`,
      readFileInputJsonSchema(), { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }),
    tool('guarded_create_file', 'Guarded Create File',
      `Create a new text file in the workspace with the given content (UTF-8), or replace the whole content of an existing file when overwrite is true. To change part of an existing file, use guarded_multi_edit instead. ${PATHS} Missing parent folders are created. content: the complete text of the file. overwrite (default false): without it an existing file is refused with FILE_EXISTS. An overwrite keeps the file's line endings, encoding and BOM, and is refused for read-only, binary or too large files. ${GATE} ${SENSITIVE} The result is JSON (also in structuredContent). On success: { "success": true, "file_path", "created" (false for an overwrite), "bytes", "lines", "saved" }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint" }], "message" }; nothing was written.`,
      createFileInputJsonSchema(), WRITES),
    tool('guarded_apply_patch', 'Guarded Apply Patch',
      `Apply a patch to the workspace: { "patch": string }, all files or none. ${PATCH_FORMATS} ${PATCH_RULES} ${BYTES} ${GATE} ${SENSITIVE} The result is JSON (also in structuredContent). On success: { "success": true, "files": [{ "file_path", "action": "update" | "add" | "delete" | "move", "moved_to"?, "changes"? }], "notes"? }. On failure (isError): { "success": false, "error": "Validation failed", "errors": [{ "code", "message", "path", "recovery_hint", "location"? }], "message" }: INVALID_PATCH names the patch line and what was expected there; a hunk that matches nowhere is OLD_STRING_NOT_FOUND naming the hunk and the closest text of the file; several places is AMBIGUOUS_MATCH; an added file that exists is FILE_EXISTS. Nothing was written.`,
      applyPatchInputJsonSchema(), WRITES),
    tool('guarded_undo', 'Guarded Undo', UNDO_DESCRIPTION, undoInputJsonSchema(), WRITES),
    tool('guarded_history', 'Guarded History', HISTORY_DESCRIPTION, historyInputJsonSchema(), { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }),
  ];
}
