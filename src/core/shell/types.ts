// The shapes of a shell command's analysis, and the syntax tree it is read from. The tree comes
// from a parser the host loads (a tree-sitter bash grammar): the core only walks it.

/** One node of a bash syntax tree, as tree-sitter's bash grammar gives it (web-tree-sitter's Node fits). */
export interface ShellNode {
  /** Unique within its tree. */
  readonly id: number;
  readonly type: string;
  readonly text: string;
  /** Offsets in the command's text, in UTF-16 code units. */
  readonly startIndex: number;
  readonly endIndex: number;
  readonly startPosition: { readonly row: number };
  readonly endPosition: { readonly row: number };
  readonly isNamed: boolean;
  readonly isMissing: boolean;
  readonly hasError: boolean;
  readonly childCount: number;
  /** All its children, in order (one call: asking for them one by one costs a walk each). */
  readonly children: readonly ShellNode[];
  childrenForFieldName(fieldName: string): readonly ShellNode[];
}

/**
 * Parses a bash command into its tree and hands the root to `use` (the tree is freed after it).
 * The host's parser; the core never loads one.
 */
export type ShellParse = <T>(command: string, use: (root: ShellNode) => T) => T;

export type WriteKind =
  | 'redirect'
  | 'heredoc'
  | 'tee'
  | 'sed-i'
  | 'perl-i'
  | 'copy'
  | 'move'
  | 'install'
  | 'rsync'
  | 'link'
  | 'remove'
  | 'truncate'
  | 'touch'
  | 'mkdir'
  | 'dd'
  | 'chmod'
  | 'chown'
  | 'git-config'
  | 'find-delete';

/** A file the command writes, named in its words. */
export interface NamedWrite {
  /** Absolute, normalised (`~`, `$HOME`, `$PWD` expanded, `cd` followed, `.` and `..` taken lexically). */
  path: string;
  /** The words of the command that write it, as written (at most MAX_WORDS_CHARS characters). */
  words: string;
  kind: WriteKind;
  /** The command removes the file (rm, rmdir, unlink, shred, mv's sources, find -delete). */
  deletes?: boolean;
  /** The names of the files copied, moved or linked into it (cp, mv, install, ln, rsync): when it is a folder, they land inside. */
  sources?: string[];
}

/** Why a write's target cannot be named before the command runs. */
export type UnknownReason = 'variable' | 'glob' | 'substitution' | 'cd' | 'stdin' | 'home';

/** A write the command makes to a target the words do not name (watched, not judged). */
export interface UnknownWrite {
  words: string;
  kind: WriteKind;
  reason: UnknownReason;
}

/** A bound the command goes past: the hook refuses it rather than let it through unread. */
export interface CommandBound {
  what: 'length' | 'items' | 'depth' | 'nodes' | 'nul';
  limit: number;
  /** What the command has (its length, its items, ...), when known. */
  actual?: number;
}

export interface CommandAnalysis {
  /** The parser read the whole command (no syntax error, within the bounds). */
  parsed: boolean;
  /**
   * Proven read-only: every simple command is on the short read-only list, with no option of it
   * that writes or runs another program, and nothing is redirected into a file.
   */
  readOnly: boolean;
  writes: NamedWrite[];
  unknownWrites: UnknownWrite[];
  /** The bound the command goes past (then `parsed` is false and nothing is named). */
  beyond?: CommandBound;
  /** What the reader should know about the analysis (why it is partial), in a sentence. */
  note?: string;
}

export interface AnalyzeContext {
  /** The folder the command starts in (absolute). */
  cwd: string;
  /** The user's home folder, for `~` and `$HOME` (else env.HOME). */
  home?: string;
  env?: Record<string, string | undefined>;
  /** How many times `bash -c`, `sh -c` and `eval` strings are parsed again, nested (default MAX_NESTED). */
  maxDepth?: number;
  /** The parser (absent: a string command is not read, and is unknown). */
  parse?: ShellParse;
}
