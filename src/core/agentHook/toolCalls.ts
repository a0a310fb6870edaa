// Which file operations an agent's own tool call performs, from its tool name and input, for every
// dialect: Claude Code's Read, Write, Edit, MultiEdit, NotebookEdit; VS Code's file tools (by tool
// id and by the name the model sees); Copilot CLI's view, create, edit, str_replace_editor,
// apply_patch (with its own argument names, even under Claude's tool names); Codex's apply_patch;
// Gemini's read_file, write_file, replace; Cursor's Read, Write, Edit, StrReplace, Delete; Cline's
// read_files, editor, apply_patch (its CLI) and read_file, write_to_file, replace_in_file (its VS Code
// extension); OpenCode's read, write, edit, apply_patch. Argument names are looked up under every name an agent
// is known to use. Pure: nothing is read. Unknown tools give no operations.
import type { GuardedError, InputPath } from '../errors';
import type { NotebookOperation } from '../notebook';
import { parsePatch, type PatchHunk } from '../patch';
import { AGENTS, type AgentName } from './agents';
import type { ArgumentRole, ToolKind } from './dialect';
import { DIALECTS } from './dialects';
import { inFolder } from './dialects/codexShell';

/** One edit of an old text by a new one, in our request's terms. */
export interface HookEdit {
  old_string: string;
  new_string: string;
  replace_all?: boolean;
}

/**
 * What a call does to one file:
 * - read: the agent reads it (`folderAllowed`: the tool also lists folders);
 * - write: the agent writes `content` as the whole file (create or overwrite; `mustNotExist`: a
 *   patch's added or moved-to file, which never replaces one);
 * - edit: the agent replaces texts (`edits`, checked against the file on disk);
 * - hunks: a patch's hunks for the file, planned by our patch core against the file on disk
 *   (`movedTo`: the patch also moves the file there);
 * - change: the agent changes an existing file in a way the hook cannot replay (an insert-edit
 *   with elisions, a deletion): checked for path, kind and read gate only;
 * - notebook: cell operations on a .ipynb, in guarded_notebook_edit's terms, planned by our
 *   notebook core against the file on disk (the cell exists, the result is valid nbformat).
 */
export type FileOperation =
  | { kind: 'read'; path: string; inputPath: InputPath; folderAllowed?: boolean }
  | { kind: 'write'; path: string; inputPath: InputPath; content: string; mustNotExist?: boolean }
  | { kind: 'edit'; path: string; inputPath: InputPath; edits: HookEdit[] }
  | { kind: 'hunks'; path: string; inputPath: InputPath; hunks: PatchHunk[]; movedTo?: string }
  | { kind: 'change'; path: string; inputPath: InputPath; removes?: boolean }
  | { kind: 'notebook'; path: string; inputPath: InputPath; edits: NotebookOperation[] };

export interface ToolCall {
  tool: string;
  /** The agent that sent the call (its read tool is named in the read gate's messages). */
  agent: AgentName;
  operations: FileOperation[];
}

/** Bounds on what one call may list: more is refused as a malformed call. */
const MAX_OPERATIONS = 200;
const MAX_PATCH_LINES = 200_000;

export type CallParse =
  | { kind: 'unknown' }
  | { kind: 'call'; call: ToolCall }
  | { kind: 'malformed'; tool: string; problem: string; errors?: GuardedError[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Malformed extends Error {
  constructor(message: string, readonly errors?: GuardedError[]) {
    super(message);
  }
}

/** Every name an agent gives each argument, from every dialect (in the dialects' order). */
function argumentNames(role: ArgumentRole): readonly string[] {
  return [...new Set(AGENTS.flatMap((agent) => DIALECTS[agent].arguments[role] ?? []))];
}
const PATH_KEYS = argumentNames('path');
const CONTENT_KEYS = argumentNames('content');
const OLD_KEYS = argumentNames('old');
const NEW_KEYS = argumentNames('new');
const PATCH_KEYS = argumentNames('patch');

/**
 * The argument under one of its names. Two names with different values are refused: the hook
 * would check one while the agent's tool reads the other (a write outside the workspace behind
 * an inside path).
 */
function pick(input: Record<string, unknown>, keys: readonly string[]): { key: string; value: string } | undefined {
  let found: { key: string; value: string } | undefined;
  for (const key of keys) {
    const value = input[key];
    if (typeof value !== 'string') continue;
    if (found === undefined) found = { key, value };
    else if (found.value !== value) throw new Malformed(`the input has both "${found.key}" and "${key}", with different values; send one of them`);
  }
  return found;
}

function need(input: Record<string, unknown>, keys: readonly string[], tool: string): { key: string; value: string } {
  const found = pick(input, keys);
  if (found === undefined) throw new Malformed(`${tool}'s input has no string ${keys.map((k) => `"${k}"`).join(' or ')}`);
  return found;
}

type Builder = (tool: string, input: Record<string, unknown>, raw: unknown) => FileOperation[];

const read = (folderAllowed?: boolean): Builder => (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  return [{ kind: 'read', path: path.value, inputPath: [path.key], ...(folderAllowed ? { folderAllowed } : {}) }];
};

const write: Builder = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  return [{ kind: 'write', path: path.value, inputPath: [path.key], content: need(input, CONTENT_KEYS, tool).value }];
};

/** One replacement; a tool that also inserts (no old text) is a change the hook cannot replay. */
const replace: Builder = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  if (pick(input, OLD_KEYS) === undefined && pick(input, NEW_KEYS) !== undefined) return [{ kind: 'change', path: path.value, inputPath: [path.key] }];
  const edit = editOf(input, tool);
  // Gemini's replace names how many places it replaces; more than one is every place.
  if (typeof input.expected_replacements === 'number' && input.expected_replacements > 1) edit.replace_all = true;
  return [{ kind: 'edit', path: path.value, inputPath: [path.key], edits: [edit] }];
};

const change = (removes?: boolean): Builder => (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  return [{ kind: 'change', path: path.value, inputPath: [path.key], ...(removes ? { removes } : {}) }];
};

function editOf(value: unknown, tool: string): HookEdit {
  if (!isRecord(value)) throw new Malformed(`${tool} has an edit that is not an object`);
  const edit: HookEdit = { old_string: need(value, OLD_KEYS, tool).value, new_string: need(value, NEW_KEYS, tool).value };
  if (value.replace_all === true || value.replaceAll === true) edit.replace_all = true;
  return edit;
}

const multiEdit: Builder = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  const edits = input.edits;
  if (!Array.isArray(edits) || edits.length === 0) throw new Malformed(`${tool}'s input has no list "edits"`);
  if (edits.length > MAX_OPERATIONS) throw new Malformed(`${tool} has ${edits.length} edits, more than ${MAX_OPERATIONS}`);
  return [{ kind: 'edit', path: path.value, inputPath: [path.key], edits: edits.map((e) => editOf(e, tool)) }];
};

/** Copilot's str_replace_editor: one tool, its `command` says which. */
const strReplaceEditor: Builder = (tool, input, raw) => {
  switch (input.command) {
    case 'view':
      return read(true)(tool, input, raw);
    case 'create':
      return write(tool, input, raw);
    case 'str_replace':
      return replace(tool, input, raw);
    case 'insert':
    case 'undo_edit':
      return change()(tool, input, raw);
    default:
      throw new Malformed(`${tool}'s "command" is ${JSON.stringify(input.command)}, not view, create, str_replace, insert or undo_edit`);
  }
};

/** Cline's replace_in_file: SEARCH/REPLACE blocks in `diff`. */
const replaceInFile: Builder = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  const edits = searchReplaceBlocks(need(input, ['diff'], tool).value);
  if (edits === undefined) return [{ kind: 'change', path: path.value, inputPath: [path.key] }];
  return [{ kind: 'edit', path: path.value, inputPath: [path.key], edits }];
};

const SEARCH = /^(-{3,} SEARCH|<{3,} SEARCH)\s*$/;
const DIVIDER = /^={3,}\s*$/;
const REPLACE = /^(\+{3,} REPLACE|>{3,} REPLACE)\s*$/;

/** The edits of SEARCH/REPLACE blocks, or undefined when the text is not made of them. */
export function searchReplaceBlocks(diff: string): HookEdit[] | undefined {
  const lines = diff.split('\n', MAX_PATCH_LINES).map((l) => l.replace(/\r$/, ''));
  const edits: HookEdit[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++;
      continue;
    }
    if (!SEARCH.test(lines[i])) return undefined;
    const old: string[] = [];
    const now: string[] = [];
    for (i++; i < lines.length && !DIVIDER.test(lines[i]); i++) old.push(lines[i]);
    if (i >= lines.length) return undefined;
    for (i++; i < lines.length && !REPLACE.test(lines[i]); i++) now.push(lines[i]);
    if (i >= lines.length) return undefined;
    i++;
    edits.push({ old_string: old.join('\n'), new_string: now.join('\n') });
    if (edits.length > MAX_OPERATIONS) throw new Malformed(`the diff has more than ${MAX_OPERATIONS} SEARCH/REPLACE blocks`);
  }
  return edits.length > 0 ? edits : undefined;
}

/** A patch tool: the patch text in `input` (VS Code), `command` (Codex), `patch`, or the input itself. */
const applyPatch: Builder = (tool, input, raw) => {
  const text = typeof raw === 'string' ? { key: 'input', value: raw } : pickPatch(input);
  if (text === undefined) throw new Malformed(`${tool}'s input has no patch text ("input", "patch" or "command")`);
  return patchOperations(text.value, text.key);
};

function pickPatch(input: Record<string, unknown>): { key: string; value: string } | undefined {
  for (const key of PATCH_KEYS) {
    const value = input[key];
    if (typeof value === 'string') return { key, value: patchIn(value) };
    // Codex's shell form: ["apply_patch", "<patch>"].
    if (Array.isArray(value)) {
      const text = value.slice(0, 10).find((v): v is string => typeof v === 'string' && v.includes('*** Begin Patch'));
      if (text !== undefined) return { key, value: patchIn(text) };
    }
  }
  return undefined;
}

/** The patch itself when a shell command wraps it (`apply_patch <<'EOF' ... EOF`). */
function patchIn(text: string): string {
  const start = text.indexOf('*** Begin Patch');
  if (start <= 0) return text;
  const end = text.indexOf('*** End Patch', start);
  return end < 0 ? text.slice(start) : text.slice(start, end + '*** End Patch'.length);
}

/**
 * A shell tool of an agent that applies patches through its shell (Codex): a command that applies a
 * patch is checked as the patch, its relative paths in the folder the command works in; any other
 * command is not a file tool.
 */
const shellPatchOf = (agent: AgentName): Builder => (_tool, input) => {
  const found = DIALECTS[agent].shellPatch?.(input);
  if (found === undefined) return [];
  const operations = patchOperations(found.patch, 'command');
  const { folder } = found;
  return folder === undefined ? operations : operations.map((op) => ({ ...op, path: inFolder(folder, op.path) }));
};

/**
 * The files a patch names, parsed by our patch core (the `*** Begin Patch` envelope or a unified
 * diff): added files with their text, updated files with their hunks, deleted files, and the
 * files moved to. A patch that cannot be read is refused with the core's diagnosis.
 */
export function patchOperations(patch: string, key = 'input'): FileOperation[] {
  if (patch.split('\n', MAX_PATCH_LINES + 1).length > MAX_PATCH_LINES) throw new Malformed(`the patch has more than ${MAX_PATCH_LINES} lines`);
  const parsed = parsePatch(patch);
  if (!parsed.ok) throw new Malformed('the patch cannot be read', parsed.errors.map((e) => ({ ...e, path: [key] })));
  const operations: FileOperation[] = [];
  for (const op of parsed.patch.operations) {
    const inputPath = [key, `line ${op.line}`];
    if (op.kind === 'add') operations.push({ kind: 'write', path: op.path, inputPath, content: op.content, mustNotExist: true });
    else if (op.kind === 'delete') operations.push({ kind: 'change', path: op.path, inputPath, removes: true });
    else {
      operations.push({ kind: 'hunks', path: op.path, inputPath, hunks: op.hunks, ...(op.moveTo !== undefined ? { movedTo: op.moveTo } : {}) });
      if (op.moveTo !== undefined) {
        const content = op.hunks.flatMap((h) => h.newLines).join('\n');
        operations.push({ kind: 'write', path: op.moveTo, inputPath: [key, `line ${op.moveLine ?? op.line}`], content, mustNotExist: true });
      }
    }
  }
  return operations;
}

/** Replacements of one file are grouped into one edit list, all matched against the file as it is. */
const multiReplace: Builder = (tool, input) => {
  const replacements = input.replacements;
  if (!Array.isArray(replacements) || replacements.length === 0) throw new Malformed(`${tool}'s input has no list "replacements"`);
  if (replacements.length > MAX_OPERATIONS) throw new Malformed(`${tool} has ${replacements.length} replacements, more than ${MAX_OPERATIONS}`);
  const byPath = new Map<string, Extract<FileOperation, { kind: 'edit' }>>();
  replacements.forEach((r, index) => {
    if (!isRecord(r)) throw new Malformed(`${tool} has a replacement that is not an object`);
    const path = need(r, PATH_KEYS, tool);
    const edit = editOf(r, tool);
    const known = byPath.get(path.value);
    if (known) known.edits.push(edit);
    else byPath.set(path.value, { kind: 'edit', path: path.value, inputPath: ['replacements', index, path.key], edits: [edit] });
  });
  return [...byPath.values()];
};

/** Cline's read_files: `files`, a list of { path, start_line?, end_line? }, one read each. */
const readFiles: Builder = (tool, input) => {
  const files = input.files;
  if (!Array.isArray(files) || files.length === 0) throw new Malformed(`${tool}'s input has no list "files"`);
  if (files.length > MAX_OPERATIONS) throw new Malformed(`${tool} names ${files.length} files, more than ${MAX_OPERATIONS}`);
  return files.map((file, index): FileOperation => {
    if (!isRecord(file)) throw new Malformed(`${tool} has a file that is not an object`);
    const path = need(file, PATH_KEYS, tool);
    return { kind: 'read', path: path.value, inputPath: ['files', index, path.key] };
  });
};

/**
 * Cline's editor: `old_text` replaced by `new_text` (it must be found once); with `insert_line`,
 * `new_text` inserted there (a change the hook cannot replay); without an old text, a new file of
 * `new_text` (checked as a write, so an existing file gets an overwrite's checks).
 */
const editor: Builder = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  const now = need(input, ['new_text'], tool).value;
  if (typeof input.insert_line === 'number') return [{ kind: 'change', path: path.value, inputPath: [path.key] }];
  const old = input.old_text;
  if (typeof old === 'string') return [{ kind: 'edit', path: path.value, inputPath: [path.key], edits: [{ old_string: old, new_string: now }] }];
  return [{ kind: 'write', path: path.value, inputPath: [path.key], content: now }];
};

/** Claude's Edit and Write as Copilot sends them from Claude's files: its own argument names. */
const claudeEdit: Builder = (tool, input, raw) => (pick(input, CONTENT_KEYS) !== undefined && pick(input, OLD_KEYS) === undefined ? write(tool, input, raw) : replace(tool, input, raw));

/**
 * A notebook cell tool: Claude Code's NotebookEdit ({notebook_path, cell_id, new_source, cell_type,
 * edit_mode: replace|insert|delete}) and VS Code's edit_notebook ({filePath, cellId, newCode,
 * editType: edit|insert|delete}). A cell VS Code names by its own handle ("#VSC-...", not an nbformat
 * id) cannot be found in the file: that call is checked as a change (path, kind, read gate).
 */
const notebookCell: Builder = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  const cellKey = typeof input.cell_id === 'string' ? 'cell_id' : typeof input.cellId === 'string' ? 'cellId' : undefined;
  const cell = cellKey !== undefined ? (input[cellKey] as string) : undefined;
  const mode = input.edit_mode ?? input.editType ?? 'replace';
  const rawSource = input.new_source ?? input.newCode;
  const source = Array.isArray(rawSource) ? rawSource.filter((l): l is string => typeof l === 'string').join('\n') : typeof rawSource === 'string' ? rawSource : undefined;
  const cellType = input.cell_type === 'markdown' || input.cell_type === 'code' || input.cell_type === 'raw' ? input.cell_type : undefined;
  const inputPath: InputPath = [path.key];
  if (cell !== undefined && cell.startsWith('#VSC-')) return [{ kind: 'change', path: path.value, inputPath }];
  const named = cell !== undefined && cell !== 'TOP' && cell !== 'BOTTOM' ? { cell_id: cell } : {};
  let op: NotebookOperation;
  if (mode === 'delete') {
    if (cell === undefined) throw new Malformed(`${tool} deletes a cell but names none ("cell_id")`);
    op = { op: 'delete', cell_id: cell };
  } else if (mode === 'insert') {
    if (source === undefined) throw new Malformed(`${tool} inserts a cell without its source ("new_source")`);
    op = { op: 'insert', ...named, source, ...(cellType ? { cell_type: cellType } : {}) };
  } else if (mode === 'replace' || mode === 'edit') {
    if (cell === undefined) throw new Malformed(`${tool} replaces a cell but names none ("cell_id")`);
    if (source === undefined) throw new Malformed(`${tool} replaces a cell without its new source ("new_source")`);
    op = { op: 'edit', cell_id: cell, source, ...(cellType ? { cell_type: cellType } : {}) };
  } else {
    throw new Malformed(`${tool}'s edit mode is ${JSON.stringify(mode)}, not replace, insert or delete`);
  }
  return [{ kind: 'notebook', path: path.value, inputPath, edits: [op] }];
};

const BUILDER_OF: Record<ToolKind, Builder> = {
  read: read(),
  'read-or-list': read(true),
  write,
  replace,
  'claude-edit': claudeEdit,
  'multi-edit': multiEdit,
  'multi-replace': multiReplace,
  'search-replace': replaceInFile,
  'str-replace-editor': strReplaceEditor,
  'read-files': readFiles,
  editor,
  patch: applyPatch,
  change: change(),
  delete: change(true),
  notebook: notebookCell,
};

/**
 * Tool name -> operations, for every agent: a name two agents share (Read, read_file, apply_patch)
 * is one kind of tool, read under both agents' argument names (a unit test keeps the kinds equal).
 */
const BUILDERS: ReadonlyMap<string, Builder> = new Map(
  AGENTS.flatMap((agent) => Object.entries(DIALECTS[agent].tools).map(([tool, kind]): [string, Builder] => [tool, BUILDER_OF[kind]])),
);

/** The file operations of one tool call, or 'unknown' for a tool the hook does not guard. */
export function parseToolCall(tool: string, input: unknown, agent?: AgentName): CallParse {
  const named = agent ?? (tool in DIALECTS.claude.tools ? 'claude' : 'vscode');
  const dialect = DIALECTS[named];
  const builder = BUILDERS.get(tool) ?? (dialect.shellPatch !== undefined && dialect.shellTools.some((t) => t.name === tool) ? shellPatchOf(named) : undefined);
  if (!builder) return { kind: 'unknown' };
  const object = objectOf(input);
  if (!isRecord(object) && !(builder === applyPatch && typeof input === 'string')) return { kind: 'malformed', tool, problem: `${tool}'s input is not an object` };
  try {
    const operations = builder(tool, isRecord(object) ? object : {}, input);
    if (operations.length === 0) return { kind: 'unknown' };
    if (operations.length > MAX_OPERATIONS) return { kind: 'malformed', tool, problem: `${tool} names ${operations.length} files, more than ${MAX_OPERATIONS}` };
    return { kind: 'call', call: { tool, agent: named, operations } };
  } catch (error) {
    if (error instanceof Malformed) return { kind: 'malformed', tool, problem: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    throw error;
  }
}

/** Some agents send the tool's arguments as JSON text (Copilot's toolArgs, Cursor's tool_input). */
function objectOf(input: unknown): unknown {
  if (typeof input !== 'string' || !input.trimStart().startsWith('{')) return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}
