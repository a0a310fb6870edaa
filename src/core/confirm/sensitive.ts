// Which files need a person's yes before any tool changes them: those on the confirm list
// (setting guardedEdit.confirmFiles, DEFAULT_CONFIRM_PATTERNS by default), and always the open
// workspace file, because it lists the folders the path jail admits (a model that could add a
// folder to it could then edit anything in that folder).
import { fileKey, type Platform } from '../platform';
import { firstMatch, folderMatch, type ResolvedTarget } from '../path';

/** Why a file needs the yes. */
export type SensitiveReason =
  | {
      kind: 'pattern';
      pattern: string;
      /** Where the pattern comes from, e.g. "guardedEdit.confirmFiles" (the default) or a command-line flag. */
      list?: string;
    }
  | { kind: 'workspace-file' };

export interface SensitiveRules {
  /** Globs of the confirm list, matched like guardedEdit.protectedFiles. */
  confirmPatterns: readonly string[];
  /** Real path of the open workspace file (a `.code-workspace`), when there is one on disk. */
  workspaceFile?: string;
  /** Name of the list for messages (default "guardedEdit.confirmFiles"). */
  list?: string;
}

const CONFIRM_LIST_SETTING = 'guardedEdit.confirmFiles';

/**
 * Why the target needs a person's yes, or undefined for an ordinary file. The workspace file
 * comes first: it needs the yes whatever the list says. Every workspace-relative form of the
 * target (lexical and real) is matched, so a link to `.vscode/settings.json` counts as that file.
 */
export function sensitiveReason(
  target: Pick<ResolvedTarget, 'realPath' | 'relativePaths' | 'displayPath' | 'folderForms'> & Partial<Pick<ResolvedTarget, 'lexicalPath'>>,
  rules: SensitiveRules,
  platform: Platform,
): SensitiveReason | undefined {
  if (rules.workspaceFile !== undefined && fileKey(target.realPath, platform.caseSensitive) === fileKey(rules.workspaceFile, platform.caseSensitive)) {
    return { kind: 'workspace-file' };
  }
  // The window's list, then the patterns a workspace folder adds for files relative to itself.
  // An absolute pattern is matched against the real and the lexical absolute path.
  const absolutePaths = [target.realPath, ...(target.lexicalPath !== undefined ? [target.lexicalPath] : [])];
  const match = firstMatch(rules.confirmPatterns, target.relativePaths ?? [target.displayPath], platform, absolutePaths)
    ?? folderMatch(target.folderForms ?? [], 'confirmPatterns', platform);
  if (!match) return undefined;
  return rules.list === undefined ? { kind: 'pattern', pattern: match.pattern } : { kind: 'pattern', pattern: match.pattern, list: rules.list };
}

/** Why, in words, as plain text: "matches <pattern> in guardedEdit.confirmFiles", or why the workspace file is special. */
export function describeReason(reason: SensitiveReason): string {
  if (reason.kind === 'workspace-file') {
    return "is the open workspace file, which lists the folders the tools may change, so it always needs a person's yes";
  }
  return `matches "${reason.pattern}" in ${reason.list ?? CONFIRM_LIST_SETTING}`;
}
