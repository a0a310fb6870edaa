// The "*** Begin Patch" envelope: sections "*** Add File: P" (lines starting with "+"),
// "*** Delete File: P" and "*** Update File: P" (optional "*** Move to: Q", then hunks that start
// with "@@" or "@@ header text" and hold lines starting with " ", "-" or "+", optionally closed by
// "*** End of File"), up to "*** End Patch". Marker lines may carry spaces around them.
import type { GuardedError } from '../errors';
import { invalidPatchError } from './patchErrors';
import { PatchLines } from './patchLines';
import type { PatchHunk, PatchOperation } from './types';

const BEGIN_PATCH = '*** Begin Patch';
const END_PATCH = '*** End Patch';
const ADD = '*** Add File:';
const DELETE = '*** Delete File:';
const UPDATE = '*** Update File:';
const MOVE = '*** Move to:';
const END_OF_FILE = '*** End of File';
const SECTION = 'a section "*** Add File: PATH", "*** Delete File: PATH" or "*** Update File: PATH", or "*** End Patch"';

export type EnvelopeParse = { ok: true; operations: PatchOperation[] } | { ok: false; errors: GuardedError[] };

export function isEnvelope(text: string): boolean {
  const first = text.trimStart().split('\n', 1)[0] ?? '';
  return first.trim() === BEGIN_PATCH;
}

export function parseEnvelope(text: string): EnvelopeParse {
  const lines = new PatchLines(text);
  while (!lines.done && (lines.peek() ?? '').trim() === '') lines.next();
  if ((lines.peek() ?? '').trim() !== BEGIN_PATCH) return fail(lines.lineNumber, lines.peek(), `"${BEGIN_PATCH}"`);
  lines.next();

  const operations: PatchOperation[] = [];
  for (;;) {
    const at = lines.lineNumber;
    const raw = lines.peek();
    if (raw === undefined) return fail(at, undefined, `"${END_PATCH}" as the last line`);
    const line = raw.trim();
    if (line === END_PATCH) {
      lines.next();
      break;
    }
    if (line === '') {
      lines.next();
      continue;
    }
    const section = readSection(lines);
    if (!section.ok) return section;
    operations.push(section.operation);
  }
  // Only blank lines may follow the end.
  while (!lines.done) {
    const at = lines.lineNumber;
    const rest = lines.next() ?? '';
    if (rest.trim() !== '') return fail(at, rest, `nothing after "${END_PATCH}"`);
  }
  if (operations.length === 0) return fail(lines.count, undefined, `at least one ${SECTION.replace(', or "*** End Patch"', '')} before "${END_PATCH}"`);
  return { ok: true, operations };
}

type SectionParse = { ok: true; operation: PatchOperation } | { ok: false; errors: GuardedError[] };

function readSection(lines: PatchLines): SectionParse {
  const at = lines.lineNumber;
  const raw = lines.next() ?? '';
  const line = raw.trim();
  const path = (marker: string): string | undefined => {
    if (!line.startsWith(marker)) return undefined;
    return line.slice(marker.length).trim();
  };
  const added = path(ADD);
  if (added !== undefined) {
    if (added === '') return fail(at, raw, `a path after "${ADD}"`);
    const content: string[] = [];
    while (!lines.done && !isMarker(lines.peek() ?? '')) {
      const lineAt = lines.lineNumber;
      const text = lines.next() ?? '';
      if (!text.startsWith('+')) return fail(lineAt, text, 'a line of the new file starting with "+" (or the next "***" line)');
      content.push(text.slice(1));
    }
    return { ok: true, operation: { kind: 'add', path: added, line: at, content: content.map((l) => `${l}\n`).join('') } };
  }
  const deleted = path(DELETE);
  if (deleted !== undefined) {
    if (deleted === '') return fail(at, raw, `a path after "${DELETE}"`);
    return { ok: true, operation: { kind: 'delete', path: deleted, line: at } };
  }
  const updated = path(UPDATE);
  if (updated !== undefined) {
    if (updated === '') return fail(at, raw, `a path after "${UPDATE}"`);
    return readUpdate(lines, updated, at);
  }
  return fail(at, raw, SECTION);
}

function readUpdate(lines: PatchLines, path: string, at: number): SectionParse {
  let moveTo: string | undefined;
  let moveLine: number | undefined;
  const next = (lines.peek() ?? '').trim();
  if (next.startsWith(MOVE)) {
    moveLine = lines.lineNumber;
    moveTo = next.slice(MOVE.length).trim();
    lines.next();
    if (moveTo === '') return fail(moveLine, next, `a path after "${MOVE}"`);
  }
  const hunks: PatchHunk[] = [];
  while (!lines.done) {
    const peeked = lines.peek() ?? '';
    if (isSectionOrEnd(peeked)) break;
    const hunk = readHunk(lines, hunks.length === 0);
    if (!hunk.ok) return hunk;
    hunks.push(hunk.hunk);
  }
  if (hunks.length === 0 && moveTo === undefined) {
    return fail(lines.lineNumber, lines.peek(), `a hunk ("@@" and lines starting with " ", "-" or "+") for "${UPDATE} ${path}"`);
  }
  return { ok: true, operation: { kind: 'update', path, line: at, hunks, ...(moveTo !== undefined ? { moveTo, moveLine } : {}) } };
}

type HunkParse = { ok: true; hunk: PatchHunk } | { ok: false; errors: GuardedError[] };

function readHunk(lines: PatchLines, first: boolean): HunkParse {
  const at = lines.lineNumber;
  const start = lines.peek() ?? '';
  let header: string | undefined;
  if (start.trim() === '@@') {
    lines.next();
  } else if (start.startsWith('@@ ')) {
    header = start.slice(3).trim();
    lines.next();
    if (header === '') header = undefined;
  } else if (!first || !isHunkLine(start)) {
    return fail(at, start, 'a hunk starting with "@@" (optionally followed by a line of the file to search after)');
  }
  const hunk: PatchHunk = { line: at, oldLines: [], newLines: [], endOfFile: false, ...(header !== undefined ? { header } : {}) };
  let body = 0;
  while (!lines.done) {
    const text = lines.peek() ?? '';
    if (text.trim() === END_OF_FILE) {
      lines.next();
      hunk.endOfFile = true;
      break;
    }
    if (text.startsWith('@@') || isSectionOrEnd(text)) break;
    const lineAt = lines.lineNumber;
    lines.next();
    // An empty line inside a hunk is an empty context line whose leading space was lost.
    const marker = text === '' ? ' ' : text[0];
    const rest = text.slice(1);
    if (marker === ' ') {
      hunk.oldLines.push(rest);
      hunk.newLines.push(rest);
    } else if (marker === '-') {
      hunk.oldLines.push(rest);
    } else if (marker === '+') {
      hunk.newLines.push(rest);
    } else {
      return fail(lineAt, text, 'a hunk line starting with " " (context), "-" (removed) or "+" (added), "@@", "*** End of File" or the next "***" section');
    }
    body++;
  }
  if (body === 0) return fail(lines.lineNumber, lines.peek(), 'at least one line starting with " ", "-" or "+" in the hunk that starts at patch line ' + String(at));
  return { ok: true, hunk };
}

function isHunkLine(text: string): boolean {
  return text === '' || text[0] === ' ' || text[0] === '-' || text[0] === '+';
}

function isMarker(text: string): boolean {
  return text.trim().startsWith('*** ');
}

function isSectionOrEnd(text: string): boolean {
  const t = text.trim();
  return t === END_PATCH || t.startsWith(ADD) || t.startsWith(DELETE) || t.startsWith(UPDATE) || (t.startsWith('*** ') && !t.startsWith(END_OF_FILE) && !t.startsWith(MOVE));
}

function fail(line: number, received: string | undefined, expected: string): { ok: false; errors: GuardedError[] } {
  return { ok: false, errors: [invalidPatchError(line, received, expected)] };
}
