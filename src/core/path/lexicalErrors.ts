// Messages of the path-form checks (layer 2), written for a model that must fix its next call:
// what was received, what was expected, and in the hint the concrete next step.
import { guardedError, type GuardedError } from '../errors';
import type { Platform } from '../platform';
import type { FileUriProblem } from './uri';
import { quote } from '../errors';

const FILE_PATH = ['file_path'];

const FORMS_HINT =
  'Give the file as a path relative to the workspace folder (like "src/app.ts"), an absolute path inside it, or a file:// URI.';

/** How the received value is named in messages; a URI also shows the path it decodes to. */
export interface ReceivedPath {
  raw: string;
  /** For a file:// URI: the decoded filesystem path. */
  decoded?: string;
}

export function describeReceived(received: ReceivedPath): string {
  const base = `file_path ${quote(received.raw)}`;
  return received.decoded === undefined ? base : `${base} (a file:// URI for the path ${quote(received.decoded)})`;
}

export function emptyPathError(raw: string): GuardedError {
  const what = raw === '' ? 'is empty' : `holds only whitespace (${quote(raw)})`;
  return guardedError('EMPTY_PATH', `file_path ${what}; expected the path of a file.`, FILE_PATH, FORMS_HINT);
}

export function unsupportedSchemeError(raw: string, scheme: string, platform: Platform): GuardedError {
  const literal = platform.windows ? '' : ` If ${quote(`${scheme}:`)} is really the start of a file name, write it as ${quote(`./${raw}`)}.`;
  return guardedError(
    'UNSUPPORTED_SCHEME',
    `file_path ${quote(raw)} is a URI with the scheme ${quote(`${scheme}:`)}; only files on disk can be used: plain paths and file:// URIs.`,
    FILE_PATH,
    `${FORMS_HINT} Unsaved (untitled) and remote or virtual documents cannot be used.${literal}`,
  );
}

export function fileUriError(raw: string, problem: FileUriProblem): GuardedError {
  switch (problem.kind) {
    case 'host':
      return guardedError(
        'INVALID_PATH',
        `file_path ${quote(raw)} is a file:// URI for the host ${quote(problem.host)}; only local files can be used (a URI with an empty host, "file:///...", or "localhost").`,
        FILE_PATH,
        `Use the local form ${quote(`file://${problem.path}`)} or the plain path ${quote(problem.path)}, if that is the file you mean.`,
      );
    case 'queryOrFragment':
      return guardedError(
        'INVALID_PATH',
        `file_path ${quote(raw)} is a file:// URI with a "?" or "#", which a URI reads as a query or fragment, not as part of a file name.`,
        FILE_PATH,
        'Give the plain path instead, or write "?" as %3F and "#" as %23 in the URI.',
      );
    case 'notAbsolute':
      return guardedError(
        'INVALID_PATH',
        `file_path ${quote(raw)} is a file: URI without an absolute path; expected a URI like "file:///home/me/project/src/app.ts".`,
        FILE_PATH,
        `${FORMS_HINT} A relative path needs no "file:" scheme.`,
      );
  }
}

/**
 * A path that ends with a separator (or a separator and ".") names a folder, the way the
 * filesystem reads it: "a.txt/" is not the file a.txt. The same code as for an existing folder.
 */
export function trailingSeparatorError(received: ReceivedPath, ending: string, withoutEnding: string): GuardedError {
  return guardedError(
    'NOT_A_FILE',
    `${describeReceived(received)} ends with ${quote(ending)}, so it names a folder; expected the path of a file.`,
    FILE_PATH,
    withoutEnding === ''
      ? `Name a file inside the folder. ${FORMS_HINT}`
      : `If you mean the file, write it without ${quote(ending)}: ${quote(withoutEnding)}. A folder cannot be read, edited or created as a file.`,
  );
}

export function controlCharacterError(received: ReceivedPath, path: string): GuardedError {
  const found: string[] = [];
  for (let i = 0; i < path.length && found.length < 5; i += 1) {
    const code = path.charCodeAt(i);
    if (isControlCharacter(code)) found.push(`U+${code.toString(16).toUpperCase().padStart(4, '0')} at index ${i}`);
  }
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} contains control characters (${found.join(', ')}); file names cannot contain NUL or other control characters (U+0000-U+001F, U+007F).`,
    FILE_PATH,
    'Remove the control characters: check that the path was not joined with a newline, a tab or a NUL byte, or cut from a longer text.',
  );
}

export function isControlCharacter(code: number): boolean {
  return code <= 0x1f || code === 0x7f;
}

export function traversalError(received: ReceivedPath, positions: number[], total: number): GuardedError {
  const where = positions.map((p) => p + 1).join(', ');
  return guardedError(
    'PATH_TRAVERSAL',
    `${describeReceived(received)} contains ".." as a path segment (segment ${where} of ${total}); parent-folder steps are not allowed, the path must name the file directly. (Names that merely contain dots, like "a..b.ts", are fine.)`,
    FILE_PATH,
    'Give the path without "..": relative to the workspace folder (like "src/app.ts") or absolute inside it.',
  );
}

export function backslashError(received: ReceivedPath, path: string): GuardedError {
  return guardedError(
    'BACKSLASH_PATH',
    `${describeReceived(received)} contains "\\"; on this system "/" separates folders, and "\\" would be read as part of a file name.`,
    FILE_PATH,
    `Use "/" as the separator: ${quote(path.replaceAll('\\', '/'))}.`,
  );
}

export function deviceNameError(received: ReceivedPath, segments: string[]): GuardedError {
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} uses ${listNames(segments)}, ${segments.length === 1 ? 'a reserved Windows device name' : 'reserved Windows device names'} (CON, PRN, AUX, NUL, COM1-COM9, LPT1-LPT9; also with an extension, like "nul.txt"); it would address a device, not a file.`,
    FILE_PATH,
    'Choose another file or folder name.',
  );
}

export function streamError(received: ReceivedPath, segments: string[]): GuardedError {
  const plain = segments.map((s) => s.slice(0, s.indexOf(':')));
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} has ":" in ${listNames(segments)}; on Windows "name:stream" addresses an NTFS alternate data stream, not the file.`,
    FILE_PATH,
    `Remove the ":..." part to address the file itself (${listNames(plain)}).`,
  );
}

export function reservedCharacterError(received: ReceivedPath, segments: string[], characters: string[]): GuardedError {
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} has characters that Windows does not allow in names (${characters.map((c) => quote(c)).join(', ')} in ${listNames(segments)}); forbidden are < > : " | ? *.`,
    FILE_PATH,
    'Use the exact name of an existing file, or a name without those characters; "*" and "?" are not wildcards here.',
  );
}

export function trailingDotOrSpaceError(received: ReceivedPath, segments: string[]): GuardedError {
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} has ${listNames(segments)} ending in a dot or space, which Windows silently drops, so it would address a different file.`,
    FILE_PATH,
    'Remove the trailing dots and spaces from the name.',
  );
}

export function namespacePrefixError(received: ReceivedPath, marker: string, rest: string): GuardedError {
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} starts with ${quote(marker)}, a Windows device or verbatim namespace prefix that bypasses normal path rules.`,
    FILE_PATH,
    `Use the ordinary form of the path${rest === '' ? '' : `, like ${quote(rest)}`}.`,
  );
}

export function driveRelativeError(received: ReceivedPath, drive: string, rest: string): GuardedError {
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} is relative to the current folder of drive ${drive}, which is not defined here.`,
    FILE_PATH,
    `Write ${quote(`${drive}\\${rest}`)} for an absolute path, or give a path relative to the workspace folder without a drive letter.`,
  );
}

export function rootedWithoutDriveError(received: ReceivedPath): GuardedError {
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} starts at the root of the current drive but names no drive.`,
    FILE_PATH,
    'Give a full path with a drive letter ("C:\\...") or a path relative to the workspace folder (without a leading "\\").',
  );
}

export function incompleteUncError(received: ReceivedPath): GuardedError {
  return guardedError(
    'INVALID_PATH',
    `${describeReceived(received)} starts like a UNC path but lacks the server or the share name.`,
    FILE_PATH,
    'Write a UNC path as "\\\\server\\share\\folder\\file", or give a path relative to the workspace folder.',
  );
}

function listNames(names: string[]): string {
  return names.map((n) => quote(n)).join(', ');
}
