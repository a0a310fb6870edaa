// Opt-in tolerant matching (setting guardedEdit.matching = "whitespace"): an old_string that is not
// found exactly, but matches exactly ONE run of whole lines once indentation, trailing whitespace
// and line endings are ignored, is applied there, with new_string re-indented the way the file's
// lines differ from old_string's. Never when two runs match; always reported.
import type { CandidateFinder } from '../closest';
import { LINE_COST, type LineIndex, type WorkBudget } from '../text';

export type MatchingMode = 'exact' | 'whitespace';

/** The setting's value as a mode; anything but "whitespace" is the default, "exact". */
export function matchingModeFrom(value: unknown): MatchingMode {
  return value === 'whitespace' ? 'whitespace' : 'exact';
}

/** One edit applied by tolerant matching, as the result reports it (lines of the current text). */
export interface ToleratedMatch {
  /** 1-based edit number, as messages name edits. */
  edit: number;
  how: 'whitespace';
  start_line: number;
  end_line: number;
}

export type TolerantOutcome =
  | { kind: 'unique'; start: number; end: number; oldText: string; newText: string; startLine: number; endLine: number }
  | { kind: 'ambiguous'; lines: number[] }
  | { kind: 'inconsistent'; startLine: number; endLine: number }
  | { kind: 'none' };

/**
 * The run of whole lines that old_string matches with each line trimmed; `newString` is in the
 * document's line ending, and so is the returned newText.
 */
export function findTolerantMatch(
  finder: CandidateFinder,
  lines: LineIndex,
  oldString: string,
  newString: string,
  eol: '\n' | '\r\n',
  budget: WorkBudget,
): TolerantOutcome {
  const patternLines = oldString.split('\n').map(stripCr);
  const endsWithBreak = patternLines.length > 1 && patternLines[patternLines.length - 1] === '';
  if (endsWithBreak) patternLines.pop();
  const trimmed = patternLines.map((line) => line.trim());
  if (trimmed.every((line) => line.length === 0)) return { kind: 'none' };
  const anchor = trimmed.reduce((best, line, j) => (line.length > trimmed[best].length ? j : best), 0);
  const k = patternLines.length;
  const starts: number[] = [];
  for (let i = anchor; i <= finder.lines.length - (k - anchor) && starts.length < 2; i++) {
    const raw = finder.lines[i];
    if (!budget.charge(raw.length < trimmed[anchor].length ? LINE_COST : raw.length + LINE_COST)) return { kind: 'none' };
    if (raw.length < trimmed[anchor].length) continue;
    if (raw.trim() !== trimmed[anchor]) continue;
    const start = i - anchor;
    let all = true;
    for (let j = 0; j < k && all; j++) all = finder.lines[start + j].trim() === trimmed[j];
    if (all) starts.push(start);
  }
  if (starts.length === 0) return { kind: 'none' };
  if (starts.length > 1) return { kind: 'ambiguous', lines: starts.map((s) => s + 1) };
  const first = starts[0];
  const fileLines = finder.lines.slice(first, first + k);
  const indents = indentMap(patternLines, fileLines);
  if (!indents) return { kind: 'inconsistent', startLine: first + 1, endLine: first + k };
  const start = lines.lineStart(first + 1);
  const end = lines.lineEnd(first + k, endsWithBreak);
  const newText = keepUnchangedLines(newString.split('\n').map(stripCr), patternLines, fileLines, indents).join(eol);
  return { kind: 'unique', start, end, oldText: lines.text.slice(start, end), newText, startLine: first + 1, endLine: first + k };
}

/**
 * new_string's lines re-indented; the lines it shares with old_string at its start and at its end
 * are the file's own lines, byte for byte (trailing spaces included): they are not being changed.
 */
function keepUnchangedLines(newLines: readonly string[], patternLines: readonly string[], fileLines: readonly string[], indents: ReadonlyMap<string, string>): string[] {
  const out = newLines.map((line) => reindent(line, indents));
  let head = 0;
  while (head < newLines.length && head < patternLines.length && newLines[head] === patternLines[head]) {
    out[head] = fileLines[head];
    head++;
  }
  for (let tail = 1; tail <= newLines.length - head && tail <= patternLines.length - head; tail++) {
    if (newLines[newLines.length - tail] !== patternLines[patternLines.length - tail]) break;
    out[newLines.length - tail] = fileLines[patternLines.length - tail];
  }
  return out;
}

/** old_string's indentations -> the file's, from the matched lines; undefined when they disagree. */
function indentMap(patternLines: readonly string[], fileLines: readonly string[]): Map<string, string> | undefined {
  const map = new Map<string, string>();
  for (let j = 0; j < patternLines.length; j++) {
    if (patternLines[j].trim().length === 0) continue;
    const from = leading(patternLines[j]);
    const to = leading(fileLines[j]);
    const known = map.get(from);
    if (known !== undefined && known !== to) return undefined;
    map.set(from, to);
  }
  return map;
}

/** A new_string line with its indentation mapped: a known indentation, else the longest known prefix of it. */
function reindent(line: string, indents: ReadonlyMap<string, string>): string {
  if (line.trim().length === 0) return line;
  const indent = leading(line);
  const exact = indents.get(indent);
  if (exact !== undefined) return exact + line.slice(indent.length);
  let best: string | undefined;
  for (const key of indents.keys()) if (indent.startsWith(key) && (best === undefined || key.length > best.length)) best = key;
  return best === undefined ? line : (indents.get(best) ?? '') + line.slice(best.length);
}

function leading(line: string): string {
  return line.slice(0, line.length - line.trimStart().length);
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
