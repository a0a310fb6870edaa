// What the person is asked about, and what the read-before-edit gate judges, for one file of a
// planned patch: every host asks about a patch through this one function.
import type { PlannedChange } from '../change';
import { previewContent, previewReplacements } from '../confirm';
import type { PlannedPatchFile } from './validatePatch';

/**
 * Every file the patch changes, creates, removes or moves to. `before` is the text the hunks were
 * planned on: none for an added file, and none for a deleted one (a delete is planned on no text,
 * so no empty text stands in for the file's).
 */
export function patchSubjects(file: PlannedPatchFile): PlannedChange[] {
  const preview = () => (file.document ? previewReplacements(file.document.text, file.replacements) : previewContent(file.newText ?? ''));
  const subjects: PlannedChange[] = [{
    target: file.target,
    inputPath: ['patch'],
    action: file.action === 'add' ? 'create' : 'edit',
    before: file.action === 'add' || file.action === 'delete' ? undefined : file.document?.text,
    preview,
  }];
  if (file.destination) subjects.push({ target: file.destination, inputPath: ['patch'], action: 'create', before: undefined, preview });
  return subjects;
}
