// What the person is asked about, and what the read gate judges, for a call on a notebook's cells:
// every host asks about guarded_notebook_edit through this one function.
import type { PlannedChange } from '../change';
import { previewReplacements } from '../confirm';
import { editedLinesOf } from '../gate';
import type { ResolvedTarget } from '../path';
import { changedSpan } from './notebookResult';

/**
 * `planned`: the notebook's text before and after the call, when the question comes after the
 * plan (the MCP server); VS Code asks before planning on the open notebook, about the file alone
 * (no text, no preview). `gated`: for a host whose read gate judges the subject itself: the
 * changed span is given as the edited lines, and it is told when the file changed outside them.
 */
export function notebookSubject(
  target: ResolvedTarget,
  planned?: { before: string; after: string },
  gated?: { onChangedOutside(note: string): void },
): PlannedChange {
  if (!planned) return { target, inputPath: [], action: 'edit', before: undefined, preview: () => [] };
  const { before, after } = planned;
  const span = changedSpan(before, after);
  const subject: PlannedChange = {
    target,
    inputPath: [],
    action: 'edit',
    before,
    preview: () => previewReplacements(before, [{ ...span, text: after.slice(span.start, after.length - (before.length - span.end)) }]),
  };
  if (!gated) return subject;
  return { ...subject, edited: editedLinesOf(before, [span]), onChangedOutside: (note) => gated.onChangedOutside(note) };
}
