// The corpus' types and the builders of its cases: blocks are cut from the files by their text,
// never by the code under test, and each builder turns one block into a failed call.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ErrorCode } from '../../../src/core/errors';
import type { Edit } from '../../../src/core/request';
import type { RecordedChange } from '../../../src/core/diagnose';

export const FILES_DIR = path.join(__dirname, 'files');

export type Cause =
  | 'line_number_prefixes' | 'escaped_text' | 'elided_lines' | 'written_by_other_edit' | 'needs_other_edit'
  | 'stale_text' | 'typography' | 'letter_case' | 'indentation' | 'whitespace' | 'differing_line' | 'empty_file'
  | 'file_start' | 'surrounding_quotes' | 'same_tail' | 'same_name' | 'file_in_folder'
  | 'markdown_fence' | 'diff_markers' | 'html_entities' | 'unicode_escapes' | 'path_case' | 'other_extension'
  | 'reformatted' | 'reordered' | 'bullets' | 'quote_prefix' | 'markdown_heading' | 'trailing_ellipsis' | 'notebook_source'
  | 'json_line_breaks' | 'blank_line_spaces' | 'en_dash';

export interface CorpusCase {
  id: string;
  file_path: string;
  edits: Edit[];
  /** The edit whose error is judged (default 0). */
  edit?: number;
  /** The read gate says the file changed since the model read it. */
  readChanged?: boolean;
  /** The journal's changes of the file since the model's read, as a host passes them. */
  changes?: RecordedChange[];
  expect: {
    code: ErrorCode;
    cause: Cause;
    /** Lines of the real text (1-based, inclusive) the error must point at; absent for path errors. */
    lines?: [number, number];
    /** The corrected old_string or file_path the hint must carry, where one exists. */
    corrected?: string;
    /** Words the message must hold besides its cause (a character's code point and name). */
    mentions?: string;
  };
}

export interface Block {
  text: string;
  start: number;
  end: number;
}

export function fileLines(file: string): string[] {
  return fs.readFileSync(path.join(FILES_DIR, file), 'utf8').split('\n').map((l) => l.replace(/\r$/, ''));
}

/** `count` lines of a file from the line that contains `first` (its first occurrence). */
export function block(file: string, first: string, count: number): Block {
  const lines = fileLines(file);
  const index = lines.findIndex((l) => l.includes(first));
  if (index === -1) throw new Error(`${file} has no line with ${first}`);
  return { text: lines.slice(index, index + count).join('\n'), start: index + 1, end: index + count };
}

export const span = (b: Block): [number, number] => [b.start, b.end];

export function numbered(b: Block, format: (n: number, line: string) => string): string {
  return b.text.split('\n').map((line, i) => format(b.start + i, line)).join('\n');
}

export const styles: Record<string, (n: number, line: string) => string> = {
  ours: (n, l) => `${String(n).padStart(4)}\t${l}`,
  tab: (n, l) => `${n}\t${l}`,
  arrow: (n, l) => `${String(n).padStart(6)}→${l}`,
  arrowBare: (n, l) => `${n}→${l}`,
  colon: (n, l) => `${n}: ${l}`,
  lcolon: (n, l) => `L${n}: ${l}`,
  pipe: (n, l) => `${n} | ${l}`,
  pipeBare: (n, l) => `${n}|${l}`,
  // cat -n: the number right-aligned in six columns and a tab, or the tab shown as the spaces up to column 8.
  catTab: (n, l) => `${String(n).padStart(6)}\t${l}`,
  catSpaces: (n, l) => `${String(n).padStart(6)}  ${l}`,
  pipePadded: (n, l) => `${String(n).padStart(4)} | ${l}`,
  colonBare: (n, l) => `${n}:${l}`,
};

export function prefixCase(id: string, file: string, first: string, count: number, style: keyof typeof styles): CorpusCase {
  const b = block(file, first, count);
  return {
    id: `prefix-${style}-${id}`, file_path: file,
    edits: [{ old_string: numbered(b, styles[style]), new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'line_number_prefixes', lines: span(b), corrected: b.text },
  };
}

export function escapedCase(id: string, file: string, first: string, count: number, encode: (text: string) => string): CorpusCase {
  const b = block(file, first, count);
  return {
    id: `escaped-${id}`, file_path: file,
    edits: [{ old_string: encode(b.text), new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'escaped_text', lines: span(b), corrected: b.text },
  };
}

/** Lines `keep` from the start and end of a block, the middle replaced by `marker`. */
export function elidedCase(id: string, file: string, first: string, count: number, marker: string, keep = 1): CorpusCase {
  const b = block(file, first, count);
  const lines = b.text.split('\n');
  const old = [...lines.slice(0, keep), marker, ...lines.slice(lines.length - keep)].join('\n');
  return {
    id: `elided-${id}`, file_path: file,
    edits: [{ old_string: old, new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'elided_lines', lines: span(b), corrected: b.text },
  };
}

export function changedCase(id: string, cause: Cause, file: string, first: string, count: number, change: (text: string) => string, corrected = true): CorpusCase {
  const b = block(file, first, count);
  const old = change(b.text);
  if (old === b.text) throw new Error(`case ${id} changes nothing`);
  return {
    id: `${cause}-${id}`, file_path: file,
    edits: [{ old_string: old, new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause, lines: span(b), ...(corrected ? { corrected: b.text } : {}) },
  };
}

/** A typo on one line of a block: the error must point at that line. */
export function differingCase(id: string, file: string, first: string, count: number, lineOfBlock: number, from: string, to: string): CorpusCase {
  const b = block(file, first, count);
  const lines = b.text.split('\n');
  if (!lines[lineOfBlock].includes(from)) throw new Error(`case ${id}: line has no ${from}`);
  lines[lineOfBlock] = lines[lineOfBlock].replace(from, to);
  const line = b.start + lineOfBlock;
  return {
    id: `differing-${id}`, file_path: file,
    edits: [{ old_string: lines.join('\n'), new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'differing_line', lines: [line, line] },
  };
}

/** Edit 2 is written against edit 1's result. */
export function sequentialCase(id: string, cause: Cause, file: string, first: string, count: number, edit1: Edit, edit2Old: string): CorpusCase {
  const b = block(file, first, count);
  return {
    id: `${cause}-${id}`, file_path: file,
    edits: [edit1, { old_string: edit2Old, new_string: `${edit2Old} // changed` }],
    edit: 1,
    expect: { code: 'OLD_STRING_NOT_FOUND', cause, lines: span(b) },
  };
}

export function staleCase(id: string, file: string, first: string, count: number, change: (text: string) => string): CorpusCase {
  const b = block(file, first, count);
  return {
    id: `stale-${id}`, file_path: file, readChanged: true,
    edits: [{ old_string: change(b.text), new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'stale_text', lines: span(b) },
  };
}

export function pathCase(id: string, cause: Cause, code: ErrorCode, sent: string, meant: string): CorpusCase {
  return {
    id: `${cause}-${id}`, file_path: sent,
    edits: [{ old_string: 'x', new_string: 'y' }],
    expect: { code, cause, corrected: meant },
  };
}


/** Lines `keep` from the start of a block, then `marker` standing for the rest of it (up to its closing line). */
export function trailingElidedCase(id: string, file: string, first: string, count: number, marker: string, keep = 1): CorpusCase {
  const b = block(file, first, count);
  const old = [...b.text.split('\n').slice(0, keep), marker].join('\n');
  return {
    id: `elided-${id}`, file_path: file,
    edits: [{ old_string: old, new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'elided_lines', lines: span(b), corrected: b.text },
  };
}

/** old_string pasted inside a Markdown code fence, as a chat answer shows code. */
export function fenceCase(id: string, file: string, first: string, count: number, lang: string, blankAround = false): CorpusCase {
  const b = block(file, first, count);
  const inner = blankAround ? `\n${b.text}\n` : b.text;
  return {
    id: `fence-${id}`, file_path: file,
    edits: [{ old_string: `\`\`\`${lang}\n${inner}\n\`\`\``, new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'markdown_fence', lines: span(b), corrected: b.text },
  };
}

/**
 * old_string copied from a diff: "hunk" marks every line with " " and line `changed` of the block
 * with "-" followed by its "+" replacement; "minus" marks every line with "-".
 */
export function diffCase(id: string, file: string, first: string, count: number, style: 'hunk' | 'minus', changed = 0): CorpusCase {
  const b = block(file, first, count);
  const lines = b.text.split('\n');
  const old = style === 'minus'
    ? lines.map((l) => `-${l}`)
    : lines.flatMap((l, i) => (i === changed ? [`-${l}`, `+${l.replace(/\S+$/, (w) => `${w} // new`)}`] : [` ${l}`]));
  return {
    id: `diff-${style}-${id}`, file_path: file,
    edits: [{ old_string: old.join('\n'), new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'diff_markers', lines: span(b), corrected: b.text },
  };
}

/** A block with some characters written another way (entities, escapes, letters of another script). */
export function encodedCase(id: string, cause: Cause, file: string, first: string, count: number, encode: (text: string) => string, mentions?: string): CorpusCase {
  const b = block(file, first, count);
  const old = encode(b.text);
  if (old === b.text) throw new Error(`case ${id} changes nothing`);
  return {
    id: `${cause}-${id}`, file_path: file,
    edits: [{ old_string: old, new_string: 'replacement' }],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause, lines: span(b), corrected: b.text, ...(mentions === undefined ? {} : { mentions }) },
  };
}
