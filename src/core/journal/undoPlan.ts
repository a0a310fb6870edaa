// What an undo writes to each file of an entry. Where the file still holds the entry's result,
// its bytes before the entry; where it changed since, the entry's change is taken back by a
// three-way merge on lines (node-diff3: the file now, the entry's result as the base, the bytes
// before), if the changes since do not touch the entry's lines; otherwise a conflict naming them.
import { diff3Merge } from 'node-diff3';
import type { LineRange } from './records';

/** Lines of a text merged at most (the merge's comparison is quadratic at worst). */
const MAX_MERGE_LINES = 50_000;

export type UndoFilePlan =
  | { kind: 'write'; bytes: Uint8Array | null; merged: boolean }
  | { kind: 'unchanged' }
  | { kind: 'conflict'; why: string; lines: LineRange[] };

export interface UndoFileFacts {
  /** The bytes before the entry (null: the entry created the file). */
  before: Uint8Array | null;
  /** The bytes the entry left (null: the entry deleted the file). */
  after: Uint8Array | null;
  /** The bytes now (null: the file does not exist). */
  now: Uint8Array | null;
  /** The entry's lines in its result, named in a conflict. */
  changes: readonly LineRange[];
  /** The entry's result holds someone else's change too (see EntryFile.foreign): never put back blindly. */
  foreign?: boolean;
  /**
   * Why a merged text would be no valid file of its kind (a notebook that fails the nbformat
   * schema), or undefined when it is one: such a merge is a conflict, not written.
   */
  mergedProblem?: (text: string) => string | undefined;
}

export function planUndoFile(facts: UndoFileFacts, decode: (bytes: Uint8Array) => string | undefined, encode: (text: string) => Uint8Array): UndoFilePlan {
  const { before, after, now, changes } = facts;
  if (sameOrBothNull(now, before)) return { kind: 'unchanged' };
  if (facts.foreign === true) return { kind: 'conflict', why: 'someone else changed it while the recorded call ran, so what the call alone changed is not known', lines: [...changes] };
  if (sameOrBothNull(now, after)) return { kind: 'write', bytes: before, merged: false };
  if (now === null) return { kind: 'conflict', why: 'it was deleted since', lines: [...changes] };
  if (after === null) return { kind: 'conflict', why: 'a file of that name was created since', lines: [] };
  if (before === null) return { kind: 'conflict', why: 'it changed since it was created', lines: [...changes] };
  const [nowText, afterText, beforeText] = [decode(now), decode(after), decode(before)];
  if (nowText === undefined || afterText === undefined || beforeText === undefined) {
    return { kind: 'conflict', why: 'it changed since and is not UTF-8 text, which is merged only when it still holds the entry\'s result', lines: [...changes] };
  }
  const [nowLines, afterLines, beforeLines] = [splitLines(nowText), splitLines(afterText), splitLines(beforeText)];
  if (nowLines.length > MAX_MERGE_LINES || afterLines.length > MAX_MERGE_LINES || beforeLines.length > MAX_MERGE_LINES) {
    return { kind: 'conflict', why: `it changed since and has more than ${MAX_MERGE_LINES} lines, too many to merge`, lines: [...changes] };
  }
  const merged: string[] = [];
  const conflicts: LineRange[] = [];
  for (const region of diff3Merge(nowLines, afterLines, beforeLines, { excludeFalseConflicts: true })) {
    if (region.ok) for (const item of region.ok) merged.push(item);
    else if (region.conflict) {
      const c = region.conflict;
      conflicts.push({ start_line: c.aIndex + 1, end_line: c.aIndex + Math.max(1, c.a.length) });
    }
  }
  if (conflicts.length > 0) return { kind: 'conflict', why: 'it changed since, on or next to the lines this entry changed', lines: conflicts.slice(0, 20) };
  const text = merged.join('');
  const problem = facts.mergedProblem?.(text);
  if (problem !== undefined) return { kind: 'conflict', why: `it changed since, and taking this entry back from it would leave it invalid: ${problem}`, lines: [...changes] };
  return { kind: 'write', bytes: encode(text), merged: true };
}

/** Lines with their line breaks kept, so joining them gives the text back exactly. */
function splitLines(text: string): string[] {
  const lines = text.split(/(?<=\n)/);
  return lines.length === 1 && lines[0] === '' ? [] : lines;
}

function sameOrBothNull(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
