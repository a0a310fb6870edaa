// The shapes the path jail hands around: what a target is for, the options of a check, and a
// resolved target. They live below every other file of the folder so that none reaches back up.
import type { GuardedError } from '../errors';
import type { FolderRules, WorkspaceRoot } from '../platform';
import type { TextHeads } from './textHeads';

/** The target relative to one workspace folder that contains it (lexically or really). */
export interface FolderForm {
  root: WorkspaceRoot;
  /** '/'-joined, no folder-name prefix. */
  path: string;
}

/** Which list of a folder's rules a glob check uses. */
export type FolderPatternList = keyof Pick<FolderRules, 'protectedPatterns' | 'confirmPatterns'>;

/** What the caller will do with the file: which checks apply (READ_ONLY only for 'edit'). */
export type TargetPurpose = 'edit' | 'read' | 'create';

export interface JailOptions {
  purpose: TargetPurpose;
  /** Globs (setting guardedEdit.protectedFiles) matched against workspace-relative paths. */
  protectedPatterns: readonly string[];
  maxFileBytes: number;
  /**
   * Only where the target is: the jail and the protection lists, without the checks of an
   * existing file (kind, permissions, size, content; `size` is 0). For a question that only
   * depends on the place (which confirmFiles pattern matches), asked before the full check.
   */
  placeOnly?: boolean;
  /** Heads of files already found to be text (see TextHeads); without it every head is read. */
  textHeads?: TextHeads;
}

export interface ResolvedTarget {
  /** Canonical absolute path of the file; for a file still to be created: the realpath of its nearest existing ancestor plus the remaining segments. */
  realPath: string;
  /** Absolute path built from the input without resolving links. */
  lexicalPath: string;
  /** Workspace-relative with '/', prefixed with the folder name when there are several roots: "src/app.ts" or "api/src/app.ts". */
  displayPath: string;
  /** The innermost workspace folder that contains `lexicalPath`. */
  root: WorkspaceRoot;
  exists: boolean;
  /** 0 when the file does not exist. */
  size: number;
  /**
   * Every '/'-joined form of the target relative to a workspace folder that contains it, from
   * its lexical path and from its real path (no folder-name prefix). Glob settings are matched
   * against all of them, so a link into ".git" is protected like ".git" itself. Always set by
   * resolveTarget; optional so that a target built elsewhere (tests) may omit it, and then
   * matchesAnyGlob uses `displayPath`.
   */
  relativePaths?: readonly string[];
  /** `relativePaths` with the folder of each, set when a folder has rules of its own: a folder's own patterns match only paths relative to it. */
  folderForms?: readonly FolderForm[];
  /** In a multi-root window: the folder the path is in, by name, or by path when another folder has the same name. */
  workspaceFolder?: string;
}

export type ResolveTargetResult = { ok: true; target: ResolvedTarget } | { ok: false; errors: GuardedError[] };
