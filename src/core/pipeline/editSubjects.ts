// What the person is asked about, and what the confirm list and the re-check compare, for one file
// of a planned edit: every host asks about an edit through this one function.
import type { PlannedChange } from '../change';
import { previewReplacements } from '../confirm';
import type { PlannedFile } from './pipeline';

export function editSubject(file: PlannedFile): PlannedChange {
  return {
    target: file.target,
    inputPath: file.inputPath,
    action: 'edit',
    before: file.document.text,
    preview: () => previewReplacements(file.document.text, file.replacements),
  };
}
