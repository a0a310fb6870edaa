// URI forms of file_path. A file:// URI is decoded the way VS Code's Uri.parse reads it
// (percent-escapes of the URI decoded once); any other scheme is refused by the caller. A plain
// path is never percent-decoded: "%2e%2e" in a plain path is a literal file name.
import type { Platform } from '../platform';

// Two or more characters, so that a Windows drive letter ("C:") is never read as a scheme. RFC 3986
// also allows '.', but no scheme VS Code uses has one, while file names do: "a.txt:x" is a name
// (on Windows an alternate data stream), not a URI.
const SCHEME = /^([A-Za-z][A-Za-z0-9+-]+):/;

/** The scheme when `raw` is written as a URI ("file", "untitled", "https", ...). */
export function uriScheme(raw: string): string | undefined {
  return SCHEME.exec(raw)?.[1];
}

export type FileUriProblem =
  | { kind: 'host'; host: string; path: string }
  | { kind: 'queryOrFragment' }
  | { kind: 'notAbsolute' };

export interface DecodedFileUri {
  /** The filesystem path the URI names, or undefined when it names none. */
  path: string | undefined;
  problems: FileUriProblem[];
}

/** Decode a file: URI ("file:///ws/a.ts", "file://localhost/ws/a.ts", "file:/ws/a.ts"). */
export function decodeFileUri(raw: string, platform: Platform): DecodedFileUri {
  const problems: FileUriProblem[] = [];
  let rest = raw.slice('file:'.length);
  // A raw '?' or '#' starts a query or fragment in a URI: it is not part of the file name.
  const cut = rest.search(/[?#]/);
  if (cut >= 0) {
    problems.push({ kind: 'queryOrFragment' });
    rest = rest.slice(0, cut);
  }
  let host = '';
  if (rest.startsWith('//')) {
    const end = rest.indexOf('/', 2);
    host = end < 0 ? rest.slice(2) : rest.slice(2, end);
    rest = end < 0 ? '' : rest.slice(end);
  }
  let path = percentDecode(rest);
  const decodedHost = percentDecode(host);
  if (decodedHost !== '' && decodedHost.toLowerCase() !== 'localhost') {
    problems.push({ kind: 'host', host: decodedHost, path });
  }
  if (!path.startsWith('/')) {
    problems.push({ kind: 'notAbsolute' });
    return { path: undefined, problems };
  }
  // file:///C:/x names C:/x on Windows.
  if (platform.windows && /^\/[A-Za-z]:(?:[\\/]|$)/.test(path)) path = path.slice(1);
  return { path, problems };
}

/**
 * Decode %XX escapes, leaving malformed ones as they are (like VS Code's graceful decoding):
 * a run of escapes that is not valid UTF-8 keeps its first escape literally and goes on.
 */
export function percentDecode(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, decodeRun);
}

function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run.slice(0, 3) + (run.length > 3 ? decodeRun(run.slice(3)) : '');
  }
}
