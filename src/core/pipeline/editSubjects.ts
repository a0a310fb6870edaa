// What the person is asked about, and what the confirm list and the re-check compare, for one file
// of a planned edit: every host asks about an edit through this one function.
import type { PlannedChange } from '../change';
import { previewReplacements } from '../confirm';
import { editedLinesOf } from '../gate';
import type { PlannedFile } from './pipeline';

/**
 * `gated`: for a host whose read gate judges the subjects themselves (the MCP server's approval):
 * the lines the edit changes are given, and it is told when the file changed since the read
 * outside them (the edit goes ahead, and the result says so).
 */
export function editSubject(file: PlannedFile, gated?: { onChangedOutside(note: string): void }): PlannedChange {
  const before = file.document.text;
  const subject: PlannedChange = {
    target: file.target,
    inputPath: file.inputPath,
    action: 'edit',
    before,
    preview: () => previewReplacements(before, file.replacements),
  };
  if (!gated) return subject;
  return { ...subject, edited: editedLinesOf(before, file.replacements), onChangedOutside: (note) => gated.onChangedOutside(note) };
}
