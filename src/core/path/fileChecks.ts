// File checks of layer 3 on a target already known to be inside the jail:
// kind, permissions, read-only, size, binary content. Only these checks read content, and only
// the first bytes of a file the jail has admitted.
import { guardedError, quote, type GuardedError } from '../errors';
import { attemptFs, type FileInfo, type FileKind, type FsAttempt, type FsPort } from '../platform';
import { describeTarget, fsFailureError, purposeVerb, type TargetLabel } from './jailErrors';
import type { TargetPurpose } from './types';
import type { TextHeads } from './textHeads';

export const DEFAULT_MAX_FILE_BYTES = 16 * 1024 * 1024;
/** A NUL byte in this many first bytes marks a file as binary (the heuristic git uses). */
export const BINARY_SNIFF_BYTES = 8000;

const FILE_PATH = ['file_path'];

export interface ExistingTargetContext {
  label: TargetLabel;
  purpose: TargetPurpose;
  maxFileBytes: number;
  /** The folder's name when the target is a workspace folder itself. */
  workspaceFolder: string | undefined;
  /** False when the content must not be looked at (a protected file): no binary check then. */
  mayReadContent: boolean;
  /** Heads already found to be text, by stamp: not read again while the stamp holds. */
  textHeads?: TextHeads;
}

/**
 * Checks of a target that exists; `size` is its size in bytes (0 when unknown). `known`: its stat,
 * when it was already asked (beside the realpath that found `realPath`).
 */
export async function checkExistingTarget(
  realPath: string,
  context: ExistingTargetContext,
  fs: FsPort,
  known?: FsAttempt<FileInfo>,
): Promise<{ size: number; errors: GuardedError[] }> {
  const { label, purpose } = context;
  const info = known ?? await attemptFs(() => fs.stat(realPath));
  if (!info.ok) return { size: 0, errors: [fsFailureError(label, info.errno)] };
  const { kind, size, readonly } = info.value;
  if (kind !== 'file') return { size: 0, errors: [notAFileError(label, kind, context.workspaceFolder)] };
  // An existing file is no error for 'create': the create tool decides (FILE_EXISTS or overwrite as 'edit').
  if (purpose === 'create') return { size, errors: [] };
  const errors: GuardedError[] = [];
  if (purpose === 'edit' && readonly) errors.push(readOnlyError(label));
  if (size > context.maxFileBytes) errors.push(fileTooLargeError(label, size, context.maxFileBytes, purpose));
  const { textHeads } = context;
  if (context.mayReadContent && !textHeads?.known(realPath, info.value.stamp)) {
    const head = await attemptFs(() => fs.readHead(realPath, BINARY_SNIFF_BYTES));
    let text = false;
    if (!head.ok) errors.push(fsFailureError(label, head.errno, `${describeTarget(label)} could not be read`));
    else {
      const nul = head.value.subarray(0, BINARY_SNIFF_BYTES).indexOf(0);
      // UTF-16 text is full of NULs; its BOM says what it is (the decoder then checks it exactly).
      if (nul >= 0 && !startsWithUtf16Bom(head.value)) errors.push(binaryFileError(label, nul, purpose));
      else text = true;
    }
    textHeads?.record(realPath, info.value.stamp, text);
  }
  return { size, errors };
}

/** Where a new file is to be created: its nearest existing ancestor must be a writable folder. */
export async function checkCreateLocation(ancestorRealPath: string, ancestorDisplay: string, label: TargetLabel, fs: FsPort): Promise<GuardedError[]> {
  const info = await attemptFs(() => fs.stat(ancestorRealPath));
  if (!info.ok) return [fsFailureError(label, info.errno)];
  const shown = quote(ancestorDisplay === '' ? '.' : ancestorDisplay);
  if (info.value.kind !== 'directory') {
    return [
      guardedError(
        'NOT_A_FILE',
        `${describeTarget(label)} cannot be created: ${shown} is ${kindPhrase(info.value.kind)}, not a folder, so nothing can be created inside it.`,
        FILE_PATH,
        `Choose a path whose folders are folders; ${shown} itself may be the file you mean.`,
      ),
    ];
  }
  if (info.value.readonly) {
    return [
      guardedError(
        'READ_ONLY',
        `${describeTarget(label)} cannot be created: the folder ${shown} is read-only for the current user.`,
        FILE_PATH,
        'Create the file in a writable folder, or ask the user to make this folder writable.',
      ),
    ];
  }
  return [];
}

/** FF FE or FE FF, but not the UTF-32 LE BOM FF FE 00 00. */
function startsWithUtf16Bom(head: Uint8Array): boolean {
  const le = head[0] === 0xff && head[1] === 0xfe && !(head[2] === 0 && head[3] === 0);
  const be = head[0] === 0xfe && head[1] === 0xff;
  return le || be;
}

function kindPhrase(kind: FileKind): string {
  switch (kind) {
    case 'directory':
      return 'a folder';
    case 'file':
      return 'a file';
    case 'symlink':
      return 'a symbolic link';
    case 'other':
      return 'a special file (a pipe, socket or device)';
  }
}

function notAFileError(label: TargetLabel, kind: FileKind, workspaceFolder: string | undefined): GuardedError {
  if (workspaceFolder !== undefined) {
    return guardedError(
      'NOT_A_FILE',
      `${describeTarget(label)} is the workspace folder '${workspaceFolder}' itself, not a file.`,
      FILE_PATH,
      'Give the path of a file inside the folder, like "src/app.ts".',
    );
  }
  const hint =
    kind === 'directory'
      ? `Give the path of a file inside it, like ${quote(`${label.raw.replace(/(?<![\\/])[\\/]+$/, '')}/<file name>`)}.`
      : 'Give the path of a regular text file.';
  return guardedError('NOT_A_FILE', `${describeTarget(label)} is ${kindPhrase(kind)}, not a regular file.`, FILE_PATH, hint);
}

function readOnlyError(label: TargetLabel): GuardedError {
  return guardedError(
    'READ_ONLY',
    `${describeTarget(label)} is read-only: the current user may not write it (file permissions or a read-only filesystem).`,
    FILE_PATH,
    'Edit another file, or ask the user to make this one writable.',
  );
}

function fileTooLargeError(label: TargetLabel, size: number, limit: number, purpose: TargetPurpose): GuardedError {
  return guardedError(
    'FILE_TOO_LARGE',
    `${describeTarget(label)} is ${formatBytes(size)}, more than the limit of ${formatBytes(limit)}, so it cannot be ${purposeVerb(purpose)}.`,
    FILE_PATH,
    'Choose a smaller file, or ask the user to raise the size limit.',
  );
}

function binaryFileError(label: TargetLabel, offset: number, purpose: TargetPurpose): GuardedError {
  return guardedError(
    'BINARY_FILE',
    `${describeTarget(label)} looks binary: byte ${offset} of its first ${groupThousands(BINARY_SNIFF_BYTES)} bytes is NUL; only text files can be ${purposeVerb(purpose)}.`,
    FILE_PATH,
    'Choose a text file; binary files are never changed by text edits.',
  );
}

/** "20.0 MiB (20,971,520 bytes)": readable, and exact. */
export function formatBytes(bytes: number): string {
  const exact = `${groupThousands(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = '';
  for (const next of units) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return unit === '' ? exact : `${value.toFixed(1)} ${unit} (${exact})`;
}

/** 20971520 -> "20,971,520", whatever the locale of the running process. */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
