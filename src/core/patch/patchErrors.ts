// Refusals of the patch itself (INVALID_PATCH) and of its hunks against the files: each names the
// patch line, what was found there and what was expected, so the next patch can be right.
import { guardedError, quote, type GuardedError } from '../errors';

/** The patch's own text is not a patch we can read: its line, what it holds, what was expected there. */
export function invalidPatchError(line: number, received: string | undefined, expected: string): GuardedError {
  const found = received === undefined ? 'the patch ends there' : `it reads ${quote(received)}`;
  return guardedError(
    'INVALID_PATCH',
    `Patch line ${line}: expected ${expected}, but ${found}.`,
    ['patch'],
    'Correct that line of the patch and send the whole patch again. A "*** Begin Patch" patch holds "*** Add File: P", "*** Delete File: P" or "*** Update File: P" sections and ends with "*** End Patch"; a unified diff holds "--- a/P", "+++ b/P" and "@@ -l,n +l,n @@" hunks whose lines start with a space, "-" or "+".',
  );
}

/** The patch is over a request bound: refused before it is parsed further. */
export function patchTooLargeError(what: string, limit: string): GuardedError {
  return guardedError(
    'TOO_MANY_EDITS',
    `The patch ${what}; at most ${limit} are checked in one request.`,
    ['patch'],
    'Split the patch into several calls (each call is all or nothing on its own).',
  );
}

/** "Hunk 2 of src/a.ts (patch line 14)". */
export function hunkLabel(index: number, total: number, displayPath: string, line: number): string {
  return `Hunk ${index + 1} of ${total} in ${displayPath} (patch line ${line})`;
}

/** A file the patch deletes holds unsaved work in the editor: deleting it would throw that work away. */
export function unsavedDeleteError(displayPath: string, line: number): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `Patch line ${line}: ${displayPath} has unsaved changes in the editor; deleting it would throw them away. Nothing was changed.`,
    ['patch'],
    `Ask the person to save or revert ${displayPath} first, then send the patch again.`,
  );
}

/** A file of an applied patch that does not hold what the patch should have left, and what was expected of it. */
export interface NotLanded {
  displayPath: string;
  expected: 'created' | 'deleted' | 'moved' | 'edited';
}

const NOT_LANDED_WORDS: Record<NotLanded['expected'], string> = {
  created: 'was not created',
  deleted: 'was not deleted',
  moved: "does not hold the moved file's new text",
  edited: 'does not hold the new text',
};

/** VS Code accepted the patch's WorkspaceEdit, but some files do not hold what it should have left. */
export function patchNotLandedError(missing: readonly NotLanded[]): GuardedError {
  const what = missing.map((m) => `${m.displayPath} ${NOT_LANDED_WORDS[m.expected]}`).join('; ');
  return guardedError(
    'APPLY_FAILED',
    `VS Code accepted the patch, but ${what}. The text edits that landed were put back; files created, deleted or moved by it may need one Undo (Ctrl+Z in the editor) to restore.`,
    ['patch'],
    'Check that the files are not read-only or open in another editor, read them again, then send the patch again.',
  );
}

/**
 * A Windows drive path ("C:/x.txt", "C:\x") in a patch on a system without drives: refused like
 * an absolute path that is nowhere, instead of becoming a folder named "C:" in the workspace.
 */
export function drivePathInPatchError(path: string, line: number): GuardedError | undefined {
  const m = /^([A-Za-z]):(?:[\\/]|$)/.exec(path);
  if (!m) return undefined;
  return guardedError(
    'INVALID_PATH',
    `Patch line ${line}: the path ${quote(path)} starts with the Windows drive ${m[1]}:, which this system does not have; it would otherwise become a folder named "${m[1]}:" inside the workspace. Nothing was changed.`,
    ['patch'],
    'Write the path relative to the workspace folder (for example "src/app.ts"), with "/" between folders.',
  );
}
