// Platform facts and filesystem operations are parameters of the core, so that POSIX and
// Windows rules are both tested on any machine.

export interface Platform {
  /** Preferred separator of absolute paths. */
  sep: '/' | '\\';
  /** Whether the filesystem compares names case-sensitively (Linux: yes; Windows, default macOS: no). */
  caseSensitive: boolean;
  /** Windows path rules: drive letters, UNC, device names, alternate data streams. */
  windows: boolean;
}

export const POSIX: Platform = { sep: '/', caseSensitive: true, windows: false };
export const MACOS: Platform = { sep: '/', caseSensitive: false, windows: false };
export const WINDOWS: Platform = { sep: '\\', caseSensitive: false, windows: true };

export type FileKind = 'file' | 'directory' | 'symlink' | 'other';

export interface FileInfo {
  kind: FileKind;
  size: number;
  /** True when the current user may not write the file (mode bits, a read-only filesystem, ...). */
  readonly: boolean;
  /**
   * Optional: identifies this version of the file (device, inode, size, modification and change
   * times) when the port can vouch that other content would show another stamp; absent for a
   * file changed so recently that a further change could keep its times. See TextHeads.
   */
  stamp?: string;
}

/**
 * The filesystem operations the core may use. Each rejects with an error whose `code` is the
 * errno name (ENOENT, ENOTDIR, ELOOP, EACCES, EPERM, ...), like Node's fs.promises.
 */
export interface FsPort {
  /** Information about the path itself; a symlink is reported as kind 'symlink'. */
  lstat(path: string): Promise<FileInfo>;
  /** Information about what the path points to, following symlinks. */
  stat(path: string): Promise<FileInfo>;
  /** The canonical path, every symlink resolved. */
  realpath(path: string): Promise<string>;
  /** Up to `bytes` bytes from the start of the file (used to recognise binary files). */
  readHead(path: string, bytes: number): Promise<Uint8Array>;
  /** Where a symbolic link points; lets the jail say where a dangling link leads. */
  readlink?(path: string): Promise<string>;
  /**
   * The entries of a folder, without following symlinks for their kind. Optional: lets a refusal
   * of a path that does not exist name a file of the same name elsewhere (a bounded search).
   */
  readdir?(path: string): Promise<DirectoryEntry[]>;
}

export interface DirectoryEntry {
  name: string;
  kind: FileKind;
}

/** A workspace folder as the core sees it. */
export interface WorkspaceRoot {
  /** The folder's name, which a relative path in a multi-root workspace may start with. */
  name: string;
  /** The folder's absolute filesystem path, as VS Code gives it (not yet realpath'd). */
  path: string;
  /**
   * The folder's own settings (in a multi-root window, its `.vscode/settings.json`). Its
   * protection lists are additions to the window's, matched against paths relative to this
   * folder: a folder can add protections, never remove one set above it.
   */
  rules?: FolderRules;
}

/** What one workspace folder adds to the window's rules. */
export interface FolderRules {
  /** guardedEdit.protectedFiles set in this folder (refused). */
  protectedPatterns?: readonly string[];
  /** guardedEdit.confirmFiles set in this folder (a person's yes). */
  confirmPatterns?: readonly string[];
  /** guardedEdit.maxFileSizeMB as it applies in this folder (replaces the window's). */
  maxFileBytes?: number;
}

export function errnoCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
