// Who changed the lines an old_string was written against: the changes the journal recorded to a
// file since the model last read it (any agent, through any host), given by the host as a plain
// list. The newest change whose lines meet the region is named; none means the change came from
// outside Guarded Edit (an editor, a formatter, a script).

/** One recorded change of one file: an entry of the journal, with the lines it changed (of its new text). */
export interface RecordedChange {
  entry: string;
  /** ISO time of the entry. */
  time: string;
  /** The client or agent that made it ("claude-code", "mcp", "vscode", ...). */
  agent: string;
  tool: string;
  /** The file as the journal names it. */
  file: string;
  lines: readonly { start_line: number; end_line: number }[];
}

/** Changes looked at per refusal: the journal keeps a bounded history, and this bounds it again. */
const MAX_CHANGES = 200;

/**
 * The newest change whose lines meet lines `start`-`end` (1-based, inclusive; lines of the text
 * now, which later changes may have shifted a little, so a change next to the region counts).
 */
export function changeOfLines(changes: readonly RecordedChange[] | undefined, start: number, end: number): RecordedChange | undefined {
  if (!changes || changes.length === 0) return undefined;
  let best: RecordedChange | undefined;
  for (const change of changes.slice(-MAX_CHANGES)) {
    const meets = change.lines.some((range) => range.start_line <= end + 1 && range.end_line >= start - 1);
    if (meets && (!best || change.time >= best.time)) best = change;
  }
  return best;
}

/** "claude-code's Edit at 2026-05-01T10:00:00Z (entry 01J...)". */
export function describeChange(change: RecordedChange): string {
  return `${change.agent}'s ${change.tool} at ${change.time} (journal entry ${change.entry})`;
}
