// The one point after a change landed in the editor (applied, checked, saved by policy): every
// tool and command that changes files tells it here, once per call, and whoever keeps a record of
// changes (the history) listens. A call refused, or put back after a failed save, is not told.
import * as vscode from 'vscode';
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
  /** Which request: guarded_multi_edit's one file, several files, a patch, a create. */
  request: 'edit' | 'multi_file_edit' | 'patch' | 'create';
  /** A language-model tool call, or a person's command from the palette. */
  origin: 'tool' | 'command';
  files: readonly AppliedFile[];
}

export class AppliedChanges implements vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<AppliedChange>();

  /** Fired once per call whose changes landed; a listener's error is the listener's own. */
  readonly onApplied = this.emitter.event;

  applied(change: AppliedChange): void {
    this.emitter.fire(change);
  }

  dispose(): void {
    this.emitter.dispose();
  }
}
