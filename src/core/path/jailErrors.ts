// Messages of the path jail (layer 3): where the path leads and why that is refused, with the
// workspace folders named so that the next call can use one of them.
import { guardedError, type GuardedError } from '../errors';
import type { PreparedRoot } from './roots';
import type { TargetPurpose } from './types';
import { quote } from '../errors';

const FILE_PATH = ['file_path'];
/** Paths are quoted whole unless very long: the next call may need them exactly. */
const PATH_QUOTE_MAX = 300;

export function quotePath(path: string): string {
  return quote(path, PATH_QUOTE_MAX);
}

/** What the messages say about the target: the input, and where it leads when that differs. */
export interface TargetLabel {
  raw: string;
  lexicalPath: string;
  realPath?: string;
}

export function describeTarget(label: TargetLabel): string {
  const base = `file_path ${quote(label.raw)}`;
  if (label.realPath !== undefined && label.realPath !== label.lexicalPath) {
    return `${base} (${quotePath(label.lexicalPath)}, which resolves to ${quotePath(label.realPath)})`;
  }
  return label.raw === label.lexicalPath ? base : `${base} (${quotePath(label.lexicalPath)})`;
}

/** "'app' (/home/me/app)" or a list of them. */
export function describeFolders(roots: readonly PreparedRoot[]): string {
  return roots.map((r) => `'${r.root.name}' (${quotePath(r.root.path)})`).join(', ');
}

function folderWord(roots: readonly PreparedRoot[]): string {
  return roots.length === 1 ? 'the workspace folder' : 'the workspace folders';
}

function useInsideHint(roots: readonly PreparedRoot[]): string {
  if (roots.length === 1) {
    const [only] = roots;
    return `Use a path inside the workspace folder '${only.root.name}': relative to it, like "src/app.ts", or absolute, starting with ${quotePath(only.root.path)}.`;
  }
  const names = roots.map((r) => `'${r.root.name}'`).join(', ');
  return `Use a path inside one of the workspace folders ${names}: start a relative path with the folder name, like ${quote(`${roots[0].root.name}/src/app.ts`)}, or give an absolute path inside one of them.`;
}

export function purposeVerb(purpose: TargetPurpose): string {
  return purpose === 'edit' ? 'edited' : purpose === 'read' ? 'read' : 'created';
}

export function noWorkspaceError(raw: string, givenRoots: number): GuardedError {
  const why =
    givenRoots === 0
      ? 'no workspace folder is open'
      : 'no open workspace folder has an absolute local path';
  return guardedError(
    'NO_WORKSPACE',
    `file_path ${quote(raw)} cannot be resolved: ${why}, and every file must be inside a workspace folder.`,
    FILE_PATH,
    'Ask the user to open the project folder in VS Code (File > Open Folder...), then call again with a path inside it.',
  );
}

export function outsideWorkspaceError(raw: string, lexicalPath: string, roots: readonly PreparedRoot[]): GuardedError {
  const shown = raw === lexicalPath ? '' : ` (${quotePath(lexicalPath)})`;
  return guardedError(
    'OUTSIDE_WORKSPACE',
    `file_path ${quote(raw)}${shown} is outside ${folderWord(roots)} ${describeFolders(roots)}; only files inside the workspace can be used.`,
    FILE_PATH,
    useInsideHint(roots),
  );
}

export interface Interpretation {
  displayPath: string;
  absolutePath: string;
}

function listInterpretations(items: readonly Interpretation[]): string {
  // A display path that is already absolute (its folder shares its name) is shown once.
  return items.map((i) => (i.displayPath === i.absolutePath ? quotePath(i.absolutePath) : `${quote(i.displayPath)} (${quotePath(i.absolutePath)})`)).join(', ');
}

export function existsInSeveralError(raw: string, items: readonly Interpretation[]): GuardedError {
  return guardedError(
    'AMBIGUOUS_PATH',
    `file_path ${quote(raw)} exists in several workspace folders: ${listInterpretations(items)}.`,
    FILE_PATH,
    `Give the absolute path of the one you mean, like ${quotePath(items[0].absolutePath)}; a path starting with a folder name works when only that one exists.`,
  );
}

export function sharedFolderNameError(raw: string, name: string, items: readonly Interpretation[]): GuardedError {
  return guardedError(
    'AMBIGUOUS_PATH',
    `file_path ${quote(raw)} starts with ${quote(name)}, the name of several workspace folders; it could be ${listInterpretations(items)}.`,
    FILE_PATH,
    `Give the absolute path of the one you mean, like ${quotePath(items[0].absolutePath)}.`,
  );
}

export function needsFolderNameError(raw: string, roots: readonly PreparedRoot[]): GuardedError {
  const [first] = roots;
  return guardedError(
    'AMBIGUOUS_PATH',
    `file_path ${quote(raw)} does not exist in any workspace folder, and with several folders (${describeFolders(roots)}) it is not clear where to create it.`,
    FILE_PATH,
    `Start the path with the folder name, like ${quote(`${first.root.name}/${raw}`)}, or give an absolute path.`,
  );
}

export function notFoundInFoldersError(raw: string, searched: readonly Interpretation[], roots: readonly PreparedRoot[], purpose: TargetPurpose): GuardedError {
  return guardedError(
    'FILE_NOT_FOUND',
    `file_path ${quote(raw)} was not found in any workspace folder; looked for ${listInterpretations(searched)}.`,
    FILE_PATH,
    `Check the spelling and the folder: start the path with one of the folder names (${roots.map((r) => `'${r.root.name}'`).join(', ')}) or give an absolute path.${createHint(purpose)}`,
  );
}

function createHint(purpose: TargetPurpose): string {
  return purpose === 'edit' ? ' To make a new file, use guarded_create_file instead.' : '';
}

export function fileNotFoundError(label: TargetLabel, purpose: TargetPurpose, nearestFolder: string | undefined, caseSensitive: boolean): GuardedError {
  const near = nearestFolder === undefined ? '' : ` The nearest folder that exists is ${quote(nearestFolder === '' ? '.' : nearestFolder)}.`;
  const caseNote = caseSensitive ? ' Names are case-sensitive here.' : '';
  return guardedError(
    'FILE_NOT_FOUND',
    `${describeTarget(label)} does not exist, so it cannot be ${purposeVerb(purpose)}.${near}`,
    FILE_PATH,
    `Check the spelling of the path against the files in the workspace.${caseNote}${createHint(purpose)}`,
  );
}

export interface DanglingLink {
  /** The link as a workspace-relative display path. */
  displayPath: string;
  text: string | undefined;
  pointsTo: string | undefined;
}

function describeLink(link: DanglingLink): string {
  if (link.text === undefined) return `${quote(link.displayPath)} is a symbolic link whose target does not exist`;
  const resolved = link.pointsTo === undefined || link.pointsTo === link.text ? '' : ` (${quotePath(link.pointsTo)})`;
  return `${quote(link.displayPath)} is a symbolic link to ${quotePath(link.text)}${resolved}, which does not exist`;
}

/** A dangling link on the way to a file that is to be edited or read. */
export function danglingNotFoundError(label: TargetLabel, link: DanglingLink, purpose: TargetPurpose): GuardedError {
  return guardedError(
    'FILE_NOT_FOUND',
    `${describeTarget(label)} cannot be ${purposeVerb(purpose)}: ${describeLink(link)}.`,
    FILE_PATH,
    'Use the path of an existing file; a link whose target is missing has nothing to edit or read.',
  );
}

/** A dangling link on the way to a file that is to be created: refused, it would create the link's target. */
export function danglingCreateError(label: TargetLabel, link: DanglingLink, insideTarget: string | undefined): GuardedError {
  const direct = insideTarget === undefined ? 'choose a path without the link' : `create ${quote(insideTarget)} directly`;
  return guardedError(
    'INVALID_PATH',
    `${describeTarget(label)} cannot be created: ${describeLink(link)}; creating a file through a dangling link would create it wherever the link points, so it is refused.`,
    FILE_PATH,
    `To create that file, ${direct}; or choose another name.`,
  );
}

export interface EscapingLink {
  displayPath: string;
  text: string | undefined;
  real: string;
}

export function symlinkEscapeError(label: TargetLabel, destination: string, link: EscapingLink | undefined, roots: readonly PreparedRoot[]): GuardedError {
  let via = '';
  if (link !== undefined) {
    const text = link.text ?? link.real;
    const resolved = text === link.real ? '' : ` (${quotePath(link.real)})`;
    via = `: ${quote(link.displayPath)} is a symbolic link to ${quotePath(text)}${resolved}`;
  }
  return guardedError(
    'SYMLINK_ESCAPE',
    `file_path ${quote(label.raw)} (${quotePath(label.lexicalPath)}) leads to ${quotePath(destination)}, outside ${folderWord(roots)} ${describeFolders(roots)}${via}. Links that leave the workspace are never followed.`,
    FILE_PATH,
    'Use a file that really lives inside the workspace, not one reached through a link to outside it; this cannot be confirmed or overridden.',
  );
}

export function symlinkLoopError(label: TargetLabel, loopAt: string | undefined): GuardedError {
  const where = loopAt === undefined ? '' : ` at ${quote(loopAt)}`;
  return guardedError(
    'SYMLINK_LOOP',
    `${describeTarget(label)} cannot be resolved: its symbolic links form a loop${where} (ELOOP).`,
    FILE_PATH,
    'Use the path of a regular file; ask the user to fix the looping link if this file is needed.',
  );
}

export function rootUnavailableError(raw: string, root: PreparedRoot): GuardedError {
  return fsFailureError(
    { raw, lexicalPath: root.root.path },
    root.realError ?? 'UNKNOWN',
    `the workspace folder '${root.root.name}' (${quotePath(root.root.path)}) could not be resolved`,
  );
}

/** An errno from the filesystem as an error for the model; never an exception. */
export function fsFailureError(label: TargetLabel, errno: string, context?: string): GuardedError {
  const subject = context ?? `${describeTarget(label)} could not be resolved`;
  switch (errno) {
    case 'EACCES':
    case 'EPERM':
      return guardedError(
        'PERMISSION_DENIED',
        `${subject}: permission denied (${errno}); the current user may not access it or a folder on its way.`,
        FILE_PATH,
        'Use a file the user can access, or ask the user to fix the permissions.',
      );
    case 'ELOOP':
      return symlinkLoopError(label, undefined);
    case 'ENAMETOOLONG':
      return guardedError(
        'INVALID_PATH',
        `${subject}: the path is too long for the filesystem (ENAMETOOLONG); a name or the whole path exceeds its limit.`,
        FILE_PATH,
        'Use a shorter path: names of at most 255 bytes and a path of at most a few thousand characters.',
      );
    case 'EINVAL':
      return guardedError(
        'INVALID_PATH',
        `${subject}: the filesystem does not accept this path (EINVAL).`,
        FILE_PATH,
        'Use the exact path of an existing file, without unusual characters.',
      );
    default:
      return guardedError(
        'FILE_NOT_FOUND',
        `${subject}: the filesystem reported ${errno}.`,
        FILE_PATH,
        'Check that the file exists and is accessible, then call again; if the error persists, use another file.',
      );
  }
}

export function protectedPathError(label: TargetLabel, pattern: string, matchedPath: string, purpose: TargetPurpose): GuardedError {
  return guardedError(
    'PROTECTED_PATH',
    `${describeTarget(label)} is protected: ${quote(matchedPath)} matches the pattern ${quote(pattern)} of the setting guardedEdit.protectedFiles, so it cannot be ${purposeVerb(purpose)}.`,
    FILE_PATH,
    'Choose a file that is not protected. Only the user can change guardedEdit.protectedFiles.',
  );
}
