// The guarded_create_file tool without I/O: which parent folders it must make, the one
// replacement of an overwrite, and the result it reports (its plan is createPlan.ts).
import { commonAffixes, toDocumentEol, type Eol } from '../text';

export type CreateAction = 'create' | 'overwrite';

/**
 * The parent folders a create must make, outermost first, each as its segments from the
 * workspace folder. `segments` are the target's lexical segments below the folder (the last one
 * is the file's name); `existingDepth` is how many leading segments exist on disk (the jail's
 * nearest existing ancestor: 0 when only the workspace folder does).
 * E.g. (["src", "a", "b", "c.ts"], 1) gives [["src", "a"], ["src", "a", "b"]].
 */
export function missingParents(segments: readonly string[], existingDepth: number): string[][] {
  if (segments.length === 0) throw new RangeError('missingParents: the target has no segments.');
  if (!Number.isInteger(existingDepth) || existingDepth < 0 || existingDepth > segments.length) {
    throw new RangeError(`missingParents: existingDepth ${existingDepth} is not between 0 and ${segments.length}.`);
  }
  const folders: string[][] = [];
  for (let depth = existingDepth + 1; depth < segments.length; depth++) folders.push(segments.slice(0, depth));
  return folders;
}

export interface CreateResult {
  success: true;
  file_path: string;
  /** In a multi-root window: the workspace folder of the file (its name, or its path when folders share a name). */
  workspace_folder?: string;
  /** False when an existing file was overwritten. */
  created: boolean;
  /** Size of the content in UTF-8. */
  bytes: number;
  lines: number;
  /** Whether the file on disk holds the content (an overwrite of an open file is saved by guardedEdit.saveAfterEdit); only when given. */
  saved?: boolean;
  /** Set when saving an overwrite changed the text further (format on save): `bytes` and `lines` are then the saved text's. */
  formatted_on_save?: true;
  /** How many Undo steps revert the overwrite, when more than one (the save's formatting, then the overwrite). */
  undo_steps?: number;
}

/** The tool's success result for the content written; `saved` is reported when given. */
export function createResult(input: {
  displayPath: string;
  workspaceFolder?: string;
  action: CreateAction;
  content: string;
  saved?: boolean;
  /** The save changed `content` further (format on save); `content` is then the saved text. */
  formattedOnSave?: boolean;
}): CreateResult {
  const result: CreateResult = {
    success: true,
    file_path: input.displayPath,
    ...(input.workspaceFolder !== undefined ? { workspace_folder: input.workspaceFolder } : {}),
    created: input.action === 'create',
    bytes: utf8ByteLength(input.content),
    lines: countLines(input.content),
  };
  if (input.saved !== undefined) result.saved = input.saved;
  if (input.formattedOnSave) {
    result.formatted_on_save = true;
    result.undo_steps = 2;
  }
  return result;
}

/** UTF-8 length of a string; a lone surrogate counts as the 3 bytes of U+FFFD it is written as. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/**
 * Lines as an editor shows them: CRLF, LF and a lone CR each end a line, a final line ending
 * does not start another one, and an empty text has none.
 */
export function countLines(text: string): number {
  if (text === '') return 0;
  let breaks = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) breaks += 1;
    else if (c === 0x0d) {
      breaks += 1;
      if (text.charCodeAt(i + 1) === 0x0a) i += 1;
    }
  }
  const last = text.charCodeAt(text.length - 1);
  const endsWithBreak = last === 0x0a || last === 0x0d;
  return endsWithBreak ? breaks : breaks + 1;
}

/** The one replacement that turns an open document's text into the content of an overwrite. */
export interface OverwriteReplacement {
  /** Offsets into the document's current text. */
  start: number;
  end: number;
  text: string;
  /** The document's text afterwards: the content in the document's line ending. */
  after: string;
}

/**
 * An overwrite of an existing file is applied to its document, so that an unsaved buffer is
 * replaced (not silently discarded) and one Undo brings the old text back. The document keeps its
 * line ending (the content's line breaks are read in it, as for the multi-edit's strings), and only
 * the part that differs is replaced, so cursors and folding in the unchanged parts stay put.
 */
export function overwriteReplacement(before: string, content: string, eol: Eol): OverwriteReplacement {
  const after = toDocumentEol(content, eol);
  const { prefix, suffix } = commonAffixes(before, after);
  return { start: prefix, end: before.length - suffix, text: after.slice(prefix, after.length - suffix), after };
}
