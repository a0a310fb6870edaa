// Unified diffs as `diff -u` and `git diff` write them: per file "--- a/P" and "+++ b/P"
// ("/dev/null" on the side of an added or deleted file), then "@@ -l,n +l,n @@" hunks whose
// counts say where each hunk ends and whose line numbers are only hints. git's extended headers
// are read where they matter (renames, new and deleted files) and skipped where they do not
// (index, modes); text outside file sections (a commit message, a mail header) is skipped.
import type { GuardedError } from '../errors';
import { invalidPatchError } from './patchErrors';
import { PatchLines } from './patchLines';
import type { PatchHunk, PatchOperation } from './types';

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
const NO_NEWLINE = '\\';

export type UnifiedParse = { ok: true; operations: PatchOperation[] } | { ok: false; errors: GuardedError[] };

/** git's view of one file section before its hunks. */
interface FileHeader {
  line: number;
  gitOld?: string;
  gitNew?: string;
  oldPath?: string | null;
  newPath?: string | null;
  renameFrom?: string;
  renameTo?: string;
  newFile: boolean;
  deletedFile: boolean;
}

export function parseUnifiedDiff(text: string): UnifiedParse {
  const lines = new PatchLines(text);
  const operations: PatchOperation[] = [];
  let header: FileHeader | undefined;

  const finish = (hunks: PatchHunk[]): GuardedError[] => {
    if (!header) return [];
    const made = operationOf(header, hunks);
    header = undefined;
    if (!made.ok) return made.errors;
    if (made.operation) operations.push(made.operation);
    return [];
  };

  while (!lines.done) {
    const at = lines.lineNumber;
    const line = lines.peek() ?? '';
    if (line.startsWith('diff --git ')) {
      const errors = finish([]);
      if (errors.length > 0) return { ok: false, errors };
      lines.next();
      header = { line: at, newFile: false, deletedFile: false, ...gitPaths(line.slice('diff --git '.length)) };
      continue;
    }
    if (header && !header.oldPath && header.oldPath !== null) {
      const extended = readExtendedHeader(line, header);
      if (extended === 'binary') return fail(at, line, 'a text diff: binary patches are not applied');
      if (extended === 'copy') return fail(at, line, 'a change, rename, addition or deletion: copies are not applied (add the copy as a new file instead)');
      if (extended) {
        lines.next();
        continue;
      }
    }
    if (line.startsWith('--- ')) {
      const minus = lines.next() ?? '';
      const plusAt = lines.lineNumber;
      const plus = lines.next();
      if (plus === undefined || !plus.startsWith('+++ ')) return fail(plusAt, plus, `"+++ b/PATH" after the "---" line at patch line ${at}`);
      header ??= { line: at, newFile: false, deletedFile: false };
      header.oldPath = sidePath(minus.slice(4), 'a/');
      header.newPath = sidePath(plus.slice(4), 'b/');
      const hunks: PatchHunk[] = [];
      while (!lines.done && (lines.peek() ?? '').startsWith('@@')) {
        const hunk = readHunk(lines);
        if (!hunk.ok) return hunk;
        hunks.push(hunk.hunk);
      }
      if (hunks.length === 0) return fail(lines.lineNumber, lines.peek(), `a hunk "@@ -l,n +l,n @@" for the file named at patch line ${at}`);
      const errors = finish(hunks);
      if (errors.length > 0) return { ok: false, errors };
      continue;
    }
    // Outside a file section, or an extended header we do not know: skipped.
    lines.next();
  }
  const errors = finish([]);
  if (errors.length > 0) return { ok: false, errors };
  if (operations.length === 0) return fail(1, lines.count > 0 ? text.split('\n', 1)[0] : undefined, 'a unified diff ("--- a/PATH", "+++ b/PATH", "@@ -l,n +l,n @@") or a "*** Begin Patch" patch');
  return { ok: true, operations };
}

/** Reads one extended header line into `header`; false when the line is not one. */
function readExtendedHeader(line: string, header: FileHeader): boolean | 'binary' | 'copy' {
  if (line.startsWith('new file mode ')) header.newFile = true;
  else if (line.startsWith('deleted file mode ')) header.deletedFile = true;
  else if (line.startsWith('rename from ')) header.renameFrom = unquote(line.slice('rename from '.length));
  else if (line.startsWith('rename to ')) header.renameTo = unquote(line.slice('rename to '.length));
  else if (line.startsWith('copy from ') || line.startsWith('copy to ')) return 'copy';
  else if (line.startsWith('Binary files ') || line === 'GIT binary patch') return 'binary';
  else if (!/^(index |old mode |new mode |similarity index |dissimilarity index )/.test(line)) return false;
  return true;
}

type OperationParse = { ok: true; operation?: PatchOperation } | { ok: false; errors: GuardedError[] };

function operationOf(header: FileHeader, hunks: PatchHunk[]): OperationParse {
  const oldPath = header.oldPath === undefined ? (header.renameFrom ?? header.gitOld) : header.oldPath;
  const newPath = header.newPath === undefined ? (header.renameTo ?? header.gitNew) : header.newPath;
  const at = header.line;
  if (oldPath === null || (header.newFile && hunks.length === 0)) {
    if (!newPath) return fail(at, undefined, 'the path of the added file');
    // An empty new file has no hunks; otherwise its content is the hunks' added lines.
    const content = hunks.map((h) => joinLines(h.newLines, h.newNoFinalNewline === true)).join('');
    return { ok: true, operation: { kind: 'add', path: newPath, line: at, content } };
  }
  if (newPath === null || header.deletedFile) {
    if (!oldPath) return fail(at, undefined, 'the path of the deleted file');
    const listed = hunks.length > 0 ? { expectedText: hunks.map((h) => joinLines(h.oldLines, h.oldNoFinalNewline === true)).join('') } : {};
    return { ok: true, operation: { kind: 'delete', path: oldPath, line: at, ...listed } };
  }
  if (!oldPath || !newPath) return fail(at, undefined, 'the file\'s path ("--- a/PATH" and "+++ b/PATH")');
  // A mode change alone changes no text: nothing to do for that file.
  if (hunks.length === 0 && oldPath === newPath) return { ok: true };
  return {
    ok: true,
    operation: { kind: 'update', path: oldPath, line: at, hunks, ...(newPath !== oldPath ? { moveTo: newPath, moveLine: at } : {}) },
  };
}

type HunkParse = { ok: true; hunk: PatchHunk } | { ok: false; errors: GuardedError[] };

function readHunk(lines: PatchLines): HunkParse {
  const at = lines.lineNumber;
  const headerLine = lines.next() ?? '';
  const match = HUNK_HEADER.exec(headerLine);
  if (!match) return fail(at, headerLine, 'a hunk header "@@ -l,n +l,n @@"');
  let oldLeft = match[2] === undefined ? 1 : Number(match[2]);
  let newLeft = match[4] === undefined ? 1 : Number(match[4]);
  const hunk: PatchHunk = { line: at, oldStartHint: Number(match[1]), oldLines: [], newLines: [], endOfFile: false };
  let last: 'old' | 'new' | 'both' | undefined;
  // The counts bound the loop: each line read takes one from at least one side.
  while (oldLeft > 0 || newLeft > 0 || lines.peek()?.startsWith(NO_NEWLINE)) {
    const lineAt = lines.lineNumber;
    const text = lines.peek();
    if (text === undefined) return fail(lineAt, undefined, `${oldLeft} more old and ${newLeft} more new lines of the hunk at patch line ${at} (its header counts them)`);
    if (text.startsWith(NO_NEWLINE)) {
      lines.next();
      if (last === 'old' || last === 'both') hunk.oldNoFinalNewline = true;
      if (last === 'new' || last === 'both') hunk.newNoFinalNewline = true;
      if (oldLeft === 0 && newLeft === 0 && !lines.peek()?.startsWith(NO_NEWLINE)) break;
      continue;
    }
    const marker = text === '' ? ' ' : text[0];
    const rest = text.slice(1);
    if (marker === ' ' && oldLeft > 0 && newLeft > 0) {
      hunk.oldLines.push(rest);
      hunk.newLines.push(rest);
      oldLeft--;
      newLeft--;
      last = 'both';
    } else if (marker === '-' && oldLeft > 0) {
      hunk.oldLines.push(rest);
      oldLeft--;
      last = 'old';
    } else if (marker === '+' && newLeft > 0) {
      hunk.newLines.push(rest);
      newLeft--;
      last = 'new';
    } else {
      return fail(lineAt, text, `a line starting with " ", "-" or "+" (the hunk at patch line ${at} still has ${oldLeft} old and ${newLeft} new lines to come)`);
    }
    lines.next();
  }
  // A hunk that ends without a final newline on the old side ends where the file ends.
  if (hunk.oldNoFinalNewline) hunk.endOfFile = true;
  return { ok: true, hunk };
}

export function joinLines(lines: readonly string[], noFinalNewline: boolean): string {
  if (lines.length === 0) return '';
  const joined = lines.join('\n');
  return noFinalNewline ? joined : `${joined}\n`;
}

/** "a/src/x.ts\t2024-01-01 ..." as "src/x.ts"; "/dev/null" as null. */
function sidePath(raw: string, prefix: string): string | null {
  let path = raw;
  const tab = path.indexOf('\t');
  if (tab >= 0) path = path.slice(0, tab);
  path = unquote(path.trimEnd());
  if (path === '/dev/null') return null;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** "a/x b/y" of a `diff --git` line, when the two halves can be told apart. */
function gitPaths(rest: string): { gitOld?: string; gitNew?: string } {
  const match = /^a\/(.+) b\/(.+)$/.exec(rest);
  if (!match) return {};
  return { gitOld: match[1], gitNew: match[2] };
}

/** git quotes paths with unusual characters in C style; the common escapes are read back. */
function unquote(path: string): string {
  if (!(path.length >= 2 && path.startsWith('"') && path.endsWith('"'))) return path;
  return path.slice(1, -1).replace(/\\(["\\tn])/g, (_m, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c));
}

function fail(line: number, received: string | undefined, expected: string): { ok: false; errors: GuardedError[] } {
  return { ok: false, errors: [invalidPatchError(line, received, expected)] };
}
