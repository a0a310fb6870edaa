// A read that is out of date but does not matter: the file changed since the model read it, but
// not where the edit changes it (the gate's line hashes show it). Such an edit goes ahead and the
// result says the file had changed; otherwise the refusal carries the lines as they are now, so
// that the model can redo the edit without another read.
import { type CurrentText, type GuardedError } from '../errors';
import { countLineBreaksIn } from '../text';
import type { EditedLines } from './readLines';

/** The current text a refusal carries is cut at this many characters. */
const MAX_CURRENT_TEXT = 4000;

/** The lines (1-based, inclusive) of `text` that ranges of it touch; ranges sorted by start, one pass. */
export function editedLinesOf(text: string, ranges: readonly { start: number; end: number }[]): EditedLines[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: EditedLines[] = [];
  let line = 1;
  let at = 0;
  // The breaks before `at` are counted (the engine's split: see countLineBreaksIn).
  const lineAt = (offset: number): number => {
    if (offset > at) {
      line += countLineBreaksIn(text, at, offset);
      at = offset;
    }
    return line;
  };
  for (const range of sorted) {
    const start = lineAt(range.start);
    // A range that ends right after a line break ends on the line before it.
    const end = range.end > range.start ? lineAt(range.end - 1) : start;
    out.push({ start, end });
  }
  return out;
}

/** The note a result carries when the edit went ahead on a file changed since the read. */
export function changedOutsideNote(displayPath: string): string {
  return `${displayPath} had changed since you last read it, but not in the lines this edit changes, so the edit was applied to its current text. Read it again before you edit other parts of it.`;
}

/** A CHANGED_SINCE_READ refusal with the edited lines as they are now (the first span, bounded). */
export function withCurrentText(error: GuardedError, text: string, spans: readonly EditedLines[]): GuardedError {
  const [span] = spans;
  if (!span) return error;
  const lines = text.split('\n', span.end + 1).slice(span.start - 1, span.end).map((l) => l.replace(/\r$/, ''));
  let shown = '';
  let last = span.start - 1;
  for (const [j, line] of lines.entries()) {
    const next = (j === 0 ? '' : '\n') + line;
    if (shown.length + next.length > MAX_CURRENT_TEXT) break;
    shown += next;
    last = span.start + j;
  }
  if (last < span.start) return error;
  const current: CurrentText = { start_line: span.start, end_line: last, text: shown, ...(last < span.end ? { truncated: true } : {}) };
  const where = span.start === last ? `line ${span.start}` : `lines ${span.start}-${last}`;
  return {
    ...error,
    message: `${error.message} The change touches the lines this edit changes; ${where} now read: ${JSON.stringify(shown.length > 240 ? `${shown.slice(0, 240)}…` : shown)} (all of it in current_text).`,
    current_text: current,
  };
}
