// The re-check's one rule for a path put through the jail again just before applying, for every
// tool (an edit, a patch, a create, a notebook's cells): it must name the same real file as when it
// was checked, its name compared as the platform compares names (case-folded where they ignore
// case), under the same rules (the workspace folders and settings that apply to it).
import type { GuardedError, InputPath } from '../errors';
import type { ResolvedTarget } from '../path';
import { fileKey } from '../platform';
import { retargetedError, rulesChangedError } from './applyErrors';

/** Whether two real paths name one file, where names are (or are not) case-sensitive. */
export function sameRealPath(a: string, b: string, caseSensitive: boolean): boolean {
  return fileKey(a, caseSensitive) === fileKey(b, caseSensitive);
}

/** A path as the jail resolved it, with the rules that applied to it (`targetRulesKey` of core/path). */
export interface JailedTarget {
  target: ResolvedTarget;
  /** Undefined for a plan that kept no rules: then only the real file is compared. */
  rules?: string | undefined;
}

/**
 * Undefined when `again` (the path jailed now) is the file `checked` was, under the same rules;
 * else the refusal (STALE_DOCUMENT): it resolves to another real file (a symbolic link or folder
 * changed), or the folders or settings that apply to it changed. `action` words the second
 * ("the edit", "the create", "the patch").
 */
export function sameFileSameRules(
  checked: JailedTarget,
  again: JailedTarget,
  place: { inputPath: InputPath; action?: string },
  caseSensitive: boolean,
): GuardedError | undefined {
  const before = checked.target;
  if (!sameRealPath(again.target.realPath, before.realPath, caseSensitive)) {
    return retargetedError(before.displayPath, place.inputPath, before.realPath, again.target.realPath);
  }
  if (checked.rules !== undefined && again.rules !== checked.rules) return rulesChangedError(before.displayPath, place.inputPath, place.action);
  return undefined;
}
