// The guarded_read_file tool without I/O: the slice of lines a read shows, its numbered output,
// and the notes that say how to read on.
// Whether the path is a readable text file of a sane size is the path jail's business.
import { guardedError, plural, quote, type GuardedError } from '../errors';
import { describeLimit, describeOffset, isValidCount, READ_MAX_CHARS, READ_MAX_LINES, type Wording } from '../request';

/** Line numbers are right-aligned to at least this many characters, e.g. `  12\tconst x = 1;`. */
const MIN_NUMBER_WIDTH = 4;

export interface ReadResult {
  success: true;
  file_path: string;
  /** In a multi-root window: the workspace folder of the file (its name, or its path when folders share a name). */
  workspace_folder?: string;
  /** The document's version the text was taken from. */
  version: number;
  /** First line shown, 1-based. */
  start_line: number;
  /** Last line shown; `start_line - 1` when no line is shown (an empty file). */
  end_line: number;
  total_lines: number;
  /** True when a cap cut the requested range short (or cut one over-long line). */
  truncated: boolean;
  /** Why fewer lines than asked for are shown, and the exact call that reads on. */
  note?: string;
  /** One sentence on reading `content`: the number and tab before each line are not part of it. */
  line_format?: string;
  /** The lines, each as its right-aligned number, a tab and its text, joined with "\n". */
  content: string;
}

/** What every read says about its line-number prefixes (models copy them into old_string otherwise). */
export const LINE_FORMAT =
  'Each line of content is shown as its line number, a tab, and the text; the number and the tab are not part of the line, so leave them out of old_string.';

export interface FormatReadInput {
  /** The document's text, as the open buffer or the file holds it. */
  text: string;
  /** The document's line ending; the text is expected to use it throughout (VS Code's documents do). */
  eol: '\n' | '\r\n';
  /** 1-based first line to show; default 1. */
  offset?: number;
  /** How many lines to show; 0 or missing means to the end. */
  limit?: number;
  displayPath: string;
  /** The target's workspace folder in a multi-root window (ResolvedTarget.workspaceFolder). */
  workspaceFolder?: string;
  version: number;
  /** Most lines to show; default READ_MAX_LINES. */
  maxLines?: number;
  /** Most characters of `content`; default READ_MAX_CHARS. Meant to be far wider than one line number. */
  maxChars?: number;
}

export type FormatReadOutcome = { ok: true; result: ReadResult } | { ok: false; errors: GuardedError[] };

/**
 * The read tool's answer for a document's text: the requested lines numbered, capped at
 * `maxLines` lines and `maxChars` characters of content, with a note saying how to read on.
 */
export function formatRead(input: FormatReadInput): FormatReadOutcome {
  const argumentErrors = checkArguments(input.offset, input.limit);
  if (argumentErrors.length > 0) return { ok: false, errors: argumentErrors };

  const lines = splitLines(input.text, input.eol);
  const total = lines.length;
  const start = input.offset ?? 1;
  // An empty file may still be read from line 1: it shows zero lines.
  if (start > Math.max(total, 1)) {
    return { ok: false, errors: [offsetPastEnd(start, total, input.displayPath)] };
  }
  const wanted = input.limit ? Math.min(total, start + input.limit - 1) : total;
  const maxLines = Math.max(1, Math.floor(input.maxLines ?? READ_MAX_LINES));
  const maxChars = Math.max(1, Math.floor(input.maxChars ?? READ_MAX_CHARS));
  const taken = takeWithinCaps(lines, start, wanted, maxLines, maxChars);

  const width = numberWidth(taken.end);
  const numbered: string[] = [];
  for (let n = start; n <= taken.end; n++) {
    const text = n === taken.cutLine?.line ? lines[n - 1].slice(0, taken.cutLine.shown) : lines[n - 1];
    numbered.push(`${String(n).padStart(width)}\t${text}`);
  }

  const result: ReadResult = {
    success: true,
    file_path: input.displayPath,
    ...(input.workspaceFolder !== undefined ? { workspace_folder: input.workspaceFolder } : {}),
    version: input.version,
    start_line: start,
    end_line: taken.end,
    total_lines: total,
    truncated: taken.end < wanted || taken.cutLine !== undefined,
    line_format: LINE_FORMAT,
    content: numbered.join('\n'),
  };
  const note = readNote(input, taken, { start, wanted, total, maxLines, maxChars });
  if (note !== undefined) result.note = note;
  return { ok: true, result };
}

/**
 * The document's lines, split at its line ending. A final line ending does not start another
 * line, and an empty text has no lines.
 */
export function splitLines(text: string, eol: '\n' | '\r\n'): string[] {
  if (text === '') return [];
  const lines = text.split(eol);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A message and recovery hint for one refused argument. */
interface Taken {
  /** Last line shown; start - 1 when none is. */
  end: number;
  /** The one line shown only in part, because it alone is longer than a read may return. */
  cutLine?: { line: number; length: number; shown: number };
}

function takeWithinCaps(lines: readonly string[], start: number, wanted: number, maxLines: number, maxChars: number): Taken {
  const lastCandidate = Math.min(wanted, start + maxLines - 1);
  // Counted with the widest number this read could show, so the formatted content never exceeds maxChars.
  const width = numberWidth(lastCandidate);
  let used = 0;
  let end = start - 1;
  for (let n = start; n <= lastCandidate; n++) {
    const cost = (n > start ? 1 : 0) + width + 1 + lines[n - 1].length;
    if (used + cost > maxChars) break;
    used += cost;
    end = n;
  }
  if (end >= start || start > lastCandidate) return { end };
  const line = lines[start - 1];
  return { end: start, cutLine: { line: start, length: line.length, shown: cutPoint(line, maxChars - width - 1) } };
}

/** The longest prefix length of at most `max` code units that does not split a surrogate pair. */
function cutPoint(text: string, max: number): number {
  let cut = Math.max(0, max);
  const before = text.charCodeAt(cut - 1);
  if (cut > 0 && before >= 0xd800 && before <= 0xdbff) cut -= 1;
  return cut;
}

function numberWidth(lastLine: number): number {
  return Math.max(MIN_NUMBER_WIDTH, String(lastLine).length);
}

interface Range {
  start: number;
  wanted: number;
  total: number;
  maxLines: number;
  maxChars: number;
}

function readNote(input: FormatReadInput, taken: Taken, range: Range): string | undefined {
  if (range.total === 0) return 'The file is empty (0 lines).';
  const parts: string[] = [];
  if (taken.cutLine) {
    const { line, length, shown } = taken.cutLine;
    parts.push(`Line ${line} has ${length} characters, more than one read returns (${range.maxChars} characters); only its first ${shown} are shown.`);
  } else if (taken.end < range.wanted) {
    const cap = taken.end - range.start + 1 === range.maxLines ? `${range.maxLines} lines` : `${range.maxChars} characters`;
    parts.push(`Showing lines ${range.start}-${taken.end} of ${range.total}; one read returns at most ${cap}.`);
  }
  if (taken.end < range.wanted) {
    const call: { file_path: string; offset: number; limit?: number } = { file_path: input.displayPath, offset: taken.end + 1 };
    if (input.limit) call.limit = range.wanted - taken.end;
    parts.push(`To continue, call guarded_read_file with ${JSON.stringify(call)}.`);
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function offsetPastEnd(offset: number, total: number, displayPath: string): GuardedError {
  if (total === 0) {
    return guardedError(
      'OFFSET_PAST_END',
      `offset ${offset} is past the end of ${quote(displayPath)}, which is empty (0 lines).`,
      ['offset'],
      'The file has no lines to read. Leave offset out to confirm that it is empty, or give it content with guarded_create_file and overwrite: true.',
    );
  }
  return guardedError(
    'OFFSET_PAST_END',
    `offset ${offset} is past the end of ${quote(displayPath)}, which has ${plural(total, 'line')}.`,
    ['offset'],
    `Use an offset from 1 to ${total} (the last line), or leave offset out to read from the first line.`,
  );
}

/** The argument rules again, for callers that did not run the schema first. */
function checkArguments(offset: number | undefined, limit: number | undefined): GuardedError[] {
  const errors: GuardedError[] = [];
  const fields: [string, number | undefined, number, (value: unknown) => Wording][] = [
    ['offset', offset, 1, describeOffset],
    ['limit', limit, 0, describeLimit],
  ];
  for (const [name, value, min, describe] of fields) {
    if (value === undefined || isValidCount(value, min)) continue;
    const wording = describe(value);
    errors.push(guardedError('INVALID_INPUT', wording.message, [name], wording.recovery_hint));
  }
  return errors;
}
