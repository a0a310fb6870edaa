// Layer 2 for file_path: its form alone, no disk. Every problem of one path
// is reported, not the first. '..' is refused as a segment and never normalised away; '~' is an
// ordinary name (never expanded); a plain path is never percent-decoded.
import type { GuardedError } from '../errors';
import type { Platform } from '../platform';
import {
  backslashError,
  controlCharacterError,
  deviceNameError,
  driveRelativeError,
  emptyPathError,
  fileUriError,
  incompleteUncError,
  isControlCharacter,
  namespacePrefixError,
  reservedCharacterError,
  rootedWithoutDriveError,
  streamError,
  trailingDotOrSpaceError,
  trailingSeparatorError,
  traversalError,
  unsupportedSchemeError,
  type ReceivedPath,
} from './lexicalErrors';
import { decodeFileUri, uriScheme } from './uri';
import { reservedCharacters, windowsNameProblems, windowsStart, type WindowsNameProblem } from './windows';

export type ParsedPath =
  | { kind: 'absolute'; segments: string[]; prefix: string } // prefix: '/' on POSIX; 'C:\' or '\\server\share\' on Windows
  | { kind: 'relative'; segments: string[] };

export type ParsePathResult = { ok: true; parsed: ParsedPath } | { ok: false; errors: GuardedError[] };

export function parsePathInput(raw: string, platform: Platform): ParsePathResult {
  if (raw.trim() === '') return { ok: false, errors: [emptyPathError(raw)] };
  const errors: GuardedError[] = [];
  const received: ReceivedPath = { raw };
  let path = raw;
  const scheme = uriScheme(raw);
  if (scheme !== undefined) {
    if (scheme.toLowerCase() !== 'file') return { ok: false, errors: [unsupportedSchemeError(raw, scheme, platform)] };
    const uri = decodeFileUri(raw, platform);
    for (const item of uri.problems.map((problem) => fileUriError(raw, problem))) errors.push(item);
    if (uri.path === undefined) return { ok: false, errors };
    path = uri.path;
    received.decoded = uri.path;
  }
  if ([...path].some((c) => isControlCharacter(c.charCodeAt(0)))) errors.push(controlCharacterError(received, path));
  const folderEnding = trailingFolderEnding(path, platform.windows);
  if (folderEnding) errors.push(trailingSeparatorError(received, folderEnding.ending, folderEnding.withoutEnding));
  const parsed = platform.windows ? parseWindowsPath(path, received, errors) : parsePosixPath(path, received, errors);
  if (errors.length > 0 || parsed === undefined) return { ok: false, errors };
  return { ok: true, parsed };
}

function parsePosixPath(path: string, received: ReceivedPath, errors: GuardedError[]): ParsedPath {
  if (path.includes('\\')) errors.push(backslashError(received, path));
  const segments = splitSegments(path, '/');
  // "..\x" is refused for its backslash, and reported as the traversal it was meant to be.
  const traversal = positionsWhere(segments, (s) => s === '..' || s.split('\\').includes('..'));
  if (traversal.length > 0) errors.push(traversalError(received, traversal, segments.length));
  return path.startsWith('/') ? { kind: 'absolute', prefix: '/', segments } : { kind: 'relative', segments };
}

function parseWindowsPath(path: string, received: ReceivedPath, errors: GuardedError[]): ParsedPath | undefined {
  const start = windowsStart(path);
  let parsed: ParsedPath | undefined;
  let body: string;
  switch (start.kind) {
    case 'drive':
    case 'unc':
      body = path.slice(start.restStart);
      parsed = { kind: 'absolute', prefix: start.prefix, segments: [] };
      break;
    case 'relative':
      body = path;
      parsed = { kind: 'relative', segments: [] };
      break;
    case 'namespace': {
      const rest = path.slice(start.restStart);
      const inner = windowsStart(rest);
      errors.push(namespacePrefixError(received, start.marker, inner.kind === 'drive' ? rest.replaceAll('/', '\\') : ''));
      body = inner.kind === 'drive' ? rest.slice(inner.restStart) : rest;
      break;
    }
    case 'driveRelative':
      body = path.slice(2);
      errors.push(driveRelativeError(received, start.drive, body.replaceAll('/', '\\')));
      break;
    case 'rooted':
      body = path;
      errors.push(rootedWithoutDriveError(received));
      break;
    case 'incompleteUnc':
      body = '';
      errors.push(incompleteUncError(received));
      break;
  }
  const segments = splitSegments(body, /[\\/]/);
  checkWindowsSegments(segments, received, errors);
  if (parsed) parsed.segments = segments;
  return parsed;
}

function checkWindowsSegments(segments: string[], received: ReceivedPath, errors: GuardedError[]): void {
  const traversal = positionsWhere(segments, (s) => s === '..');
  if (traversal.length > 0) errors.push(traversalError(received, traversal, segments.length));
  const byProblem = new Map<WindowsNameProblem, string[]>();
  for (const segment of segments) {
    if (segment === '..') continue;
    for (const problem of windowsNameProblems(segment)) {
      byProblem.set(problem, [...(byProblem.get(problem) ?? []), segment]);
    }
  }
  const devices = byProblem.get('device');
  if (devices) errors.push(deviceNameError(received, devices));
  const streams = byProblem.get('stream');
  if (streams) errors.push(streamError(received, streams));
  const reserved = byProblem.get('reserved');
  if (reserved) errors.push(reservedCharacterError(received, reserved, [...new Set(reserved.flatMap(reservedCharacters))]));
  const trailing = byProblem.get('trailing');
  if (trailing) errors.push(trailingDotOrSpaceError(received, trailing));
}

/**
 * "a.txt/", "dir/ok.txt/." and "dir/./": the ending after the last name when the path ends with a
 * separator, or with a separator and "." (on Windows "\\" is a separator too). One scan from the end.
 */
function trailingFolderEnding(path: string, windows: boolean): { ending: string; withoutEnding: string } | undefined {
  const isSeparator = (c: string) => c === '/' || (windows && c === '\\');
  let end = path.length;
  while (end > 0) {
    if (isSeparator(path[end - 1])) end -= 1;
    else if (path[end - 1] === '.' && end >= 2 && isSeparator(path[end - 2])) end -= 2;
    else break;
  }
  if (end === path.length) return undefined;
  const withoutEnding = path.slice(0, end);
  // "./" is the folder itself: nothing of a file name is left.
  if (withoutEnding === '.') return { ending: path, withoutEnding: '' };
  return { ending: path.slice(end), withoutEnding };
}

/** Segments without empty ones (repeated separators) and without '.'. */
function splitSegments(path: string, separator: string | RegExp): string[] {
  return path.split(separator).filter((s) => s !== '' && s !== '.');
}

function positionsWhere(segments: string[], test: (segment: string) => boolean): number[] {
  const positions: number[] = [];
  segments.forEach((segment, index) => {
    if (test(segment)) positions.push(index);
  });
  return positions;
}
