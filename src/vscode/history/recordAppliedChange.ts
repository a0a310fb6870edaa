// The history's recorder of the after-apply point (AppliedChanges, wired in the extension's
// activation): each call that landed becomes one journal entry per workspace folder.
import type { AppliedChange, AppliedFile as LandedFile } from '../apply/appliedChanges';
import { recordApplied, type AppliedFile } from './recordApplied';

export function recordAppliedChange(change: AppliedChange): Promise<string[]> {
  return recordApplied({ tool: change.tool, ...(change.undoes !== undefined ? { undoes: change.undoes } : {}) }, change.files.flatMap(recordedFiles));
}

/**
 * A landed file as the journal records it: an edit or update (text before and after), a create or
 * add (no before), a delete (the bytes read before it; not recorded without them), a move (the
 * source deleted, the destination created with the new text).
 */
function recordedFiles(f: LandedFile): AppliedFile[] {
  if (f.action === 'delete') return f.bytesBefore ? [{ target: f.target, before: f.bytesBefore, after: null }] : [];
  if (f.action === 'move') {
    if (!f.destination) return [];
    return [
      { target: f.target, before: f.before ?? '', after: null },
      { target: f.destination, before: null, after: f.after ?? '' },
    ];
  }
  if (f.action === 'create' || f.action === 'add') return [{ target: f.target, before: null, after: f.after ?? '' }];
  if (f.before === undefined) return [];
  return [{ target: f.target, before: f.before, after: f.after ?? null, ...(f.changes ? { changes: f.changes } : {}) }];
}
