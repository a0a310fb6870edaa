// A patch's applied files as the history records them: an update (text before and after), an add
// (no before), a delete (the bytes read before it), a move (the source deleted, the destination
// created with the new text).
import type { PlannedPatchFile } from '../../core/patch';
import type { AppliedFile } from './recordApplied';

export function appliedPatchFiles(files: readonly PlannedPatchFile[], deleted: ReadonlyMap<string, Uint8Array>): AppliedFile[] {
  const out: AppliedFile[] = [];
  for (const f of files) {
    if (f.action === 'add') out.push({ target: f.target, before: null, after: f.newText ?? '' });
    else if (f.action === 'delete') {
      const before = deleted.get(f.target.realPath);
      if (before) out.push({ target: f.target, before, after: null });
    } else if (f.action === 'move' && f.destination) {
      out.push({ target: f.target, before: f.document?.text ?? '', after: null });
      out.push({ target: f.destination, before: null, after: f.newText ?? f.document?.text ?? '' });
    } else if (f.document) out.push({ target: f.target, before: f.document.text, after: f.newText ?? f.document.text });
  }
  return out;
}
