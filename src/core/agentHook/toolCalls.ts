// Which file operations an agent's own tool call performs, from its tool name and input: Claude
// Code's Read, Write, Edit and MultiEdit, and the file tools of VS Code's agent mode (by tool id
// and by the name the model sees). Pure: nothing is read. Unknown tools give no operations.
import type { InputPath } from '../errors';

/** One edit of an old text by a new one, in our request's terms. */
export interface HookEdit {
  old_string: string;
  new_string: string;
  replace_all?: boolean;
}

/**
 * What a call does to one file:
 * - read: the agent reads it;
 * - write: the agent writes `content` as the whole file (create or overwrite);
 * - edit: the agent replaces texts (`edits`, checked against the file on disk);
 * - change: the agent changes an existing file in a way the hook cannot replay (an insert-edit
 *   with elisions, a patch hunk, a deletion): checked for path, kind and read gate only.
 */
export type FileOperation =
  | { kind: 'read'; path: string; inputPath: InputPath }
  | { kind: 'write'; path: string; inputPath: InputPath; content: string }
  | { kind: 'edit'; path: string; inputPath: InputPath; edits: HookEdit[] }
  | { kind: 'change'; path: string; inputPath: InputPath; removes?: boolean };

export type ToolFamily = 'claude' | 'vscode';

export interface ToolCall {
  tool: string;
  family: ToolFamily;
  operations: FileOperation[];
}

/** The names each family's file tools reach hooks under. */
export const CLAUDE_FILE_TOOLS = ['Read', 'Write', 'Edit', 'MultiEdit'] as const;
export const VSCODE_FILE_TOOLS = {
  read: ['copilot_readFile', 'read_file'],
  create: ['copilot_createFile', 'create_file'],
  replace: ['copilot_replaceString', 'replace_string_in_file'],
  multiReplace: ['copilot_multiReplaceString', 'multi_replace_string_in_file'],
  insertEdit: ['copilot_insertEdit', 'insert_edit_into_file'],
  applyPatch: ['copilot_applyPatch', 'apply_patch'],
} as const;

/** Bounds on what one call may list: more is refused as a malformed call. */
export const MAX_OPERATIONS = 200;
export const MAX_PATCH_LINES = 200_000;

export type CallParse =
  | { kind: 'unknown' }
  | { kind: 'call'; call: ToolCall }
  | { kind: 'malformed'; tool: string; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(input: Record<string, unknown>, key: string): string | undefined {
  const value = input[key];
  return typeof value === 'string' ? value : undefined;
}

class Malformed extends Error {}

function need(input: Record<string, unknown>, key: string, tool: string): string {
  const value = str(input, key);
  if (value === undefined) throw new Malformed(`${tool}'s input has no string "${key}"`);
  return value;
}

/** The file operations of one tool call, or 'unknown' for a tool the hook does not guard. */
export function parseToolCall(tool: string, input: unknown): CallParse {
  const family: ToolFamily = (CLAUDE_FILE_TOOLS as readonly string[]).includes(tool) ? 'claude' : 'vscode';
  const builder = family === 'claude' ? claudeOperations : vscodeOperations(tool);
  if (!builder) return { kind: 'unknown' };
  if (!isRecord(input)) return { kind: 'malformed', tool, problem: `${tool}'s input is not an object` };
  try {
    const operations = builder(tool, input);
    if (operations.length > MAX_OPERATIONS) return { kind: 'malformed', tool, problem: `${tool} names ${operations.length} files, more than ${MAX_OPERATIONS}` };
    return { kind: 'call', call: { tool, family, operations } };
  } catch (error) {
    if (error instanceof Malformed) return { kind: 'malformed', tool, problem: error.message };
    throw error;
  }
}

function claudeOperations(tool: string, input: Record<string, unknown>): FileOperation[] {
  const path = need(input, 'file_path', tool);
  const inputPath = ['file_path'];
  switch (tool) {
    case 'Read':
      return [{ kind: 'read', path, inputPath }];
    case 'Write':
      return [{ kind: 'write', path, inputPath, content: need(input, 'content', tool) }];
    case 'Edit':
      return [{ kind: 'edit', path, inputPath, edits: [editOf(input, tool, 'old_string', 'new_string', 'replace_all')] }];
    default: {
      const edits = input.edits;
      if (!Array.isArray(edits) || edits.length === 0) throw new Malformed(`${tool}'s input has no list "edits"`);
      if (edits.length > MAX_OPERATIONS) throw new Malformed(`${tool} has ${edits.length} edits, more than ${MAX_OPERATIONS}`);
      return [{ kind: 'edit', path, inputPath, edits: edits.map((e) => editOf(e, tool, 'old_string', 'new_string', 'replace_all')) }];
    }
  }
}

function editOf(value: unknown, tool: string, oldKey: string, newKey: string, allKey?: string): HookEdit {
  if (!isRecord(value)) throw new Malformed(`${tool} has an edit that is not an object`);
  const edit: HookEdit = { old_string: need(value, oldKey, tool), new_string: need(value, newKey, tool) };
  if (allKey !== undefined && value[allKey] === true) edit.replace_all = true;
  return edit;
}

type Builder = (tool: string, input: Record<string, unknown>) => FileOperation[];

function vscodeOperations(tool: string): Builder | undefined {
  const is = (names: readonly string[]): boolean => names.includes(tool);
  const t = VSCODE_FILE_TOOLS;
  if (is(t.read)) return (name, input) => [{ kind: 'read', path: need(input, 'filePath', name), inputPath: ['filePath'] }];
  if (is(t.create)) {
    return (name, input) => [{ kind: 'write', path: need(input, 'filePath', name), inputPath: ['filePath'], content: need(input, 'content', name) }];
  }
  if (is(t.replace)) {
    return (name, input) => [{ kind: 'edit', path: need(input, 'filePath', name), inputPath: ['filePath'], edits: [editOf(input, name, 'oldString', 'newString')] }];
  }
  if (is(t.multiReplace)) return multiReplaceOperations;
  if (is(t.insertEdit)) return (name, input) => [{ kind: 'change', path: need(input, 'filePath', name), inputPath: ['filePath'] }];
  if (is(t.applyPatch)) return (name, input) => patchOperations(need(input, 'input', name));
  return undefined;
}

/** Replacements of one file are grouped into one edit list, all matched against the file as it is. */
function multiReplaceOperations(tool: string, input: Record<string, unknown>): FileOperation[] {
  const replacements = input.replacements;
  if (!Array.isArray(replacements) || replacements.length === 0) throw new Malformed(`${tool}'s input has no list "replacements"`);
  if (replacements.length > MAX_OPERATIONS) throw new Malformed(`${tool} has ${replacements.length} replacements, more than ${MAX_OPERATIONS}`);
  const byPath = new Map<string, Extract<FileOperation, { kind: 'edit' }>>();
  replacements.forEach((r, index) => {
    if (!isRecord(r)) throw new Malformed(`${tool} has a replacement that is not an object`);
    const path = need(r, 'filePath', tool);
    const edit = editOf(r, tool, 'oldString', 'newString');
    const known = byPath.get(path);
    if (known) known.edits.push(edit);
    else byPath.set(path, { kind: 'edit', path, inputPath: ['replacements', index, 'filePath'], edits: [edit] });
  });
  return [...byPath.values()];
}

const PATCH_HEADER = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/;

/** The files a patch in VS Code's apply-patch format names: added, updated, deleted, moved to. */
export function patchOperations(patch: string): FileOperation[] {
  const operations: FileOperation[] = [];
  const lines = patch.split('\n', MAX_PATCH_LINES);
  lines.forEach((line, index) => {
    const header = PATCH_HEADER.exec(line.replace(/\r$/, ''));
    if (!header) return;
    const path = header[2].trim();
    const inputPath = ['input', `line ${index + 1}`];
    if (header[1] === 'Add File' || header[1] === 'Move to') operations.push({ kind: 'write', path, inputPath, content: addedContent(lines, index) });
    else operations.push({ kind: 'change', path, inputPath, removes: header[1] === 'Delete File' });
  });
  return operations;
}

/** The text of an added file: its "+" lines up to the next header. */
function addedContent(lines: readonly string[], header: number): string {
  const out: string[] = [];
  for (let i = header + 1; i < lines.length && !lines[i].startsWith('*** '); i++) {
    if (lines[i].startsWith('+')) out.push(lines[i].slice(1));
  }
  return out.join('\n');
}
