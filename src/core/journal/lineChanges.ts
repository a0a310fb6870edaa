// The lines a change touched, in the new text, for the history: the common head and tail of the
// two versions are skipped, and the middle, when it is small enough, is compared line by line
// (node-diff3); a large middle is reported as one range. Works on bytes: lines end at LF.
import { diffIndices } from 'node-diff3';
import { stringFromCharCodes } from '../text';
import type { LineRange } from './records';

/** Lines of the middle compared one by one at most; beyond, one range (the comparison is quadratic at worst). */
const MAX_DIFF_LINES = 4000;
/** Ranges listed per file at most; the rest are folded into the last. */
const MAX_RANGES = 200;

const LF = 0x0a;

export function changedLines(before: Uint8Array | null, after: Uint8Array | null): LineRange[] {
  if (after === null || after.length === 0) return [];
  if (before === null) return [{ start_line: 1, end_line: lineCount(after) }];
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head++;
  if (head === before.length && head === after.length) return [];
  let tail = 0;
  while (tail < shorter - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  // Whole lines: back to the start of the line where the first difference is, on to the end of the last one.
  const startByte = lastLineStart(after, head);
  const firstLine = countLf(after, 0, startByte) + 1;
  const afterMiddle = lineSlice(after, startByte, after.length - tail);
  const beforeMiddle = lineSlice(before, startByte, before.length - tail);
  if (afterMiddle.length > MAX_DIFF_LINES || beforeMiddle.length > MAX_DIFF_LINES) {
    return [{ start_line: firstLine, end_line: firstLine + Math.max(1, afterMiddle.length) - 1 }];
  }
  const ranges: LineRange[] = [];
  for (const d of diffIndices(beforeMiddle, afterMiddle)) {
    const [start, length] = d.buffer2;
    const range = { start_line: firstLine + start, end_line: firstLine + start + Math.max(1, length) - 1 };
    const last = ranges[ranges.length - 1];
    if (last && range.start_line <= last.end_line + 1) last.end_line = Math.max(last.end_line, range.end_line);
    else if (ranges.length < MAX_RANGES) ranges.push(range);
    else last.end_line = Math.max(last.end_line, range.end_line);
  }
  return ranges.length > 0 ? ranges : [{ start_line: firstLine, end_line: firstLine }];
}

function lastLineStart(bytes: Uint8Array, at: number): number {
  let i = Math.min(at, bytes.length);
  while (i > 0 && bytes[i - 1] !== LF) i--;
  return i;
}

/** The lines of bytes[from, to) extended to the end of the last line, as strings to compare. */
function lineSlice(bytes: Uint8Array, from: number, to: number): string[] {
  let end = Math.max(from, to);
  while (end < bytes.length && end > from && bytes[end - 1] !== LF) end++;
  const lines: string[] = [];
  let start = from;
  for (let i = from; i < end; i++) {
    if (bytes[i] === LF) {
      lines.push(latin1(bytes, start, i + 1));
      start = i + 1;
      if (lines.length > MAX_DIFF_LINES) return lines;
    }
  }
  if (start < end) lines.push(latin1(bytes, start, end));
  return lines;
}

/** Bytes as a string of one character each: equal lines compare equal whatever the encoding. */
function latin1(bytes: Uint8Array, from: number, to: number): string {
  return stringFromCharCodes(bytes, from, to);
}

function countLf(bytes: Uint8Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (bytes[i] === LF) n++;
  return n;
}

function lineCount(bytes: Uint8Array): number {
  if (bytes.length === 0) return 0;
  return countLf(bytes, 0, bytes.length) + (bytes[bytes.length - 1] === LF ? 0 : 1);
}
