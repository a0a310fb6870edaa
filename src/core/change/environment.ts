// What a host gives the checks: its folders, filesystem, platform, rules and a document loader
// (the open buffer in an editor, the file's bytes elsewhere). Every planner and re-check takes it.
import type { RecordedChange } from '../diagnose';
import type { MatchingMode, PlanInput } from '../edit';
import type { ResolvedTarget, TextHeads } from '../path';
import type { FsPort, Platform, WorkspaceRoot } from '../platform';
import type { Eol } from '../text';

export interface LoadedDocument {
  /** The current text: the open buffer with unsaved changes, or the file on disk. */
  text: string;
  eol: Eol;
  version: number;
  /** The text's one-byte view, when the loader has it from the file's bytes (the search makes its own otherwise). */
  asciiView?: PlanInput['asciiView'];
}

export interface EditEnvironment {
  roots: readonly WorkspaceRoot[];
  platform: Platform;
  fs: FsPort;
  trusted: boolean;
  protectedPatterns: readonly string[];
  /** The window's guardedEdit.confirmFiles (asked about elsewhere); part of the rules the re-check compares. */
  confirmPatterns?: readonly string[];
  maxFileBytes: number;
  loadDocument(target: ResolvedTarget): Promise<LoadedDocument>;
  /** Setting guardedEdit.matching; "exact" when absent. */
  matching?: MatchingMode;
  /** Whether the file changed since the model last read it (the read gate's fingerprint); words not-found errors. */
  readChanged?(target: ResolvedTarget, text: string): boolean;
  /** The journal's changes of the file since the model last read it (asked only when readChanged says so); a refusal names the one that touched its lines. */
  changesSinceRead?(target: ResolvedTarget): readonly RecordedChange[] | undefined | Promise<readonly RecordedChange[] | undefined>;
  /**
   * Optional: awaited between steps of a long search (a macrotask in the editor's extension host),
   * so that planning on a large file never holds the host's event loop for long.
   */
  pause?: () => Promise<void>;
  /** Heads of files already found to be text, kept by the host across requests (see TextHeads). */
  textHeads?: TextHeads;
}
