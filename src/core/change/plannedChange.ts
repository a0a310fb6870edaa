// One file a call would change, as its checks found it: what the person is asked about, what the
// read gate judges and what is compared again before anything is applied. Every tool of every host
// (edit, multi-file edit, patch, create) describes its files with this one shape.
import type { SensitiveAction } from '../confirm';
import type { InputPath } from '../errors';
import type { EditedLines } from '../gate';
import type { ResolvedTarget } from '../path';

export interface PlannedChange {
  target: ResolvedTarget;
  /** JSON path of the file's entry in the request ([] for a single-file request). */
  inputPath: InputPath;
  action: SensitiveAction;
  /** The text the change was planned on; undefined for a file still to be created, and for a file deleted whole (planned on no text). */
  before: string | undefined;
  /** The bounded preview lines; only computed for a file that needs a yes. */
  preview(): string[];
  /** The confirm list for this file, when it differs from the call's (settings read for its folder). */
  confirmPatterns?: readonly string[];
  /** For an edit: the lines of `before` it changes (a read out of date elsewhere in the file does not stop it). */
  edited?: readonly EditedLines[];
  /** Told when the edit goes ahead on a file changed since the read (outside its lines): the result says so. */
  onChangedOutside?: (note: string) => void;
}
