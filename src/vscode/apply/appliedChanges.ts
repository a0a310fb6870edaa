// The one point after a change landed in the editor (applied, checked, saved by policy): every
// tool and command that changes files tells it here, once per call (the revert of a history entry
// too), and the history records it. A call refused, or put back after a failed save, is not told.
import type { LineRange } from '../../core/journal';
import type { ResolvedTarget } from '../../core/path';
import type { PatchAction } from '../../core/patch';

/** What a call did to one file: an edit, a create or overwrite, or a patch's action. */
export type AppliedAction = 'edit' | 'create' | 'overwrite' | PatchAction;

export interface AppliedFile {
  target: ResolvedTarget;
  /** Where a moved file went. */
  destination?: ResolvedTarget;
  action: AppliedAction;
  /** The text the change was planned on; undefined for a file that did not exist. */
  before: string | undefined;
  /** A deleted file's bytes, read before the delete (no document holds its text); absent when larger than the size limit or unreadable. */
  bytesBefore?: Uint8Array;
  /** The text it holds now (after a format on save, too); undefined for a deleted file. A move's text is the destination's. */
  after: string | undefined;
  /** The changed lines of the new text, when the tool knows them exactly (a record computes them otherwise). */
  changes?: readonly LineRange[];
}

export interface AppliedChange {
  /** The tool's name (guarded_multi_edit, ...) or the palette command's. */
  tool: string;
  /** Which request: guarded_multi_edit's one file, several files, a patch, a create, a history entry's revert. */
  request: 'edit' | 'multi_file_edit' | 'patch' | 'create' | 'revert';
  /** A language-model tool call, or a person's command from the palette. */
  origin: 'tool' | 'command';
  files: readonly AppliedFile[];
  /** The history entry this change undoes (a revert). */
  undoes?: string;
}

/** What keeps a record of a landed change: the ids of the entries it wrote (none when not recorded); never rejects. */
export type ChangeRecorder = (change: AppliedChange) => Promise<readonly string[]>;

export class AppliedChanges {
  constructor(private readonly record: ChangeRecorder) {}

  /** Told once per call whose changes landed; the history's entries for it come through the promise (the revert names its own). */
  applied(change: AppliedChange): Promise<readonly string[]> {
    return this.record(change);
  }
}
