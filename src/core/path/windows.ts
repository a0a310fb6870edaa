// Windows path rules, applied when `platform.windows` is true: how an absolute
// path starts (drive or UNC share) and which names Windows refuses or silently changes.

/** How a Windows path starts. `restStart` is the index where its ordinary segments begin. */
export type WindowsStart =
  | { kind: 'drive'; prefix: string; restStart: number } // C:\x
  | { kind: 'unc'; prefix: string; server: string; share: string; restStart: number } // \\server\share\x
  | { kind: 'relative'; restStart: 0 } // src\x
  | { kind: 'namespace'; marker: string; restStart: number } // \\?\C:\x, \\.\COM1: bypass Win32 path rules
  | { kind: 'driveRelative'; drive: string } // C:x, relative to that drive's current directory
  | { kind: 'rooted' } // \x, the root of whichever drive is current
  | { kind: 'incompleteUnc' }; // \\server without a share

export function isWindowsSeparator(c: string | undefined): boolean {
  return c === '\\' || c === '/';
}

export function windowsStart(path: string): WindowsStart {
  const [c0, c1, c2, c3] = path;
  if (isWindowsSeparator(c0) && isWindowsSeparator(c1)) {
    if ((c2 === '?' || c2 === '.') && (isWindowsSeparator(c3) || c3 === undefined)) {
      return { kind: 'namespace', marker: `\\\\${c2}\\`, restStart: 4 };
    }
    const afterSlashes = path.slice(2);
    const parts = afterSlashes.split(/[\\/]/);
    const server = parts[0];
    const share = parts[1] ?? '';
    if (server === '' || share === '') return { kind: 'incompleteUnc' };
    const restStart = Math.min(path.length, 2 + server.length + 1 + share.length + 1);
    return { kind: 'unc', prefix: `\\\\${server}\\${share}\\`, server, share, restStart };
  }
  if (/^[A-Za-z]:/.test(path)) {
    const drive = `${path[0].toUpperCase()}:`;
    if (isWindowsSeparator(c2)) return { kind: 'drive', prefix: `${drive}\\`, restStart: 3 };
    return { kind: 'driveRelative', drive };
  }
  if (isWindowsSeparator(c0)) return { kind: 'rooted' };
  return { kind: 'relative', restStart: 0 };
}

export type WindowsNameProblem = 'device' | 'stream' | 'reserved' | 'trailing';

// CONIN$ and CONOUT$ are console devices too; the superscript digits are devices on Windows 10+.
const DEVICE_NAME = /^(?:CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|COM[1-9\u00b9\u00b2\u00b3]|LPT[1-9\u00b9\u00b2\u00b3])$/i;
const RESERVED_CHARACTERS = /[<>"|?*]/g;

/** What is wrong with one segment (a file or folder name) under Windows rules. */
export function windowsNameProblems(segment: string): WindowsNameProblem[] {
  const problems: WindowsNameProblem[] = [];
  // A device name is reserved with any extension ("nul.txt") and with spaces before the dot.
  const stem = segment.split('.')[0].replace(/(?<! ) +$/, '');
  if (DEVICE_NAME.test(stem)) problems.push('device');
  if (segment.includes(':')) problems.push('stream');
  if (reservedCharacters(segment).length > 0) problems.push('reserved');
  if (segment.endsWith(' ') || segment.endsWith('.')) problems.push('trailing');
  return problems;
}

/** The distinct characters of `segment` that Windows forbids in names (besides ':' and controls). */
export function reservedCharacters(segment: string): string[] {
  return [...new Set(segment.match(RESERVED_CHARACTERS) ?? [])];
}
