// What a parsed patch is, whichever format it came in: a list of file operations, each naming the
// patch line it starts on so that every refusal can point into the patch itself.

/** One hunk of an update: the lines it expects and the lines it leaves, without their markers. */
export interface PatchHunk {
  /** The patch line (1-based) of the hunk's `@@` line, or of its first line when it has none. */
  line: number;
  /** Envelope only: the `@@ text` header; the hunk is searched for after the file line it names. */
  header?: string;
  /** Unified diff only: the old side's first line from `@@ -l,n +l,n @@` (a hint, never a rule). */
  oldStartHint?: number;
  /** Lines the file holds now (context and removed), in order, without their line breaks. */
  oldLines: string[];
  /** Lines the file holds after (context and added), in order. */
  newLines: string[];
  /** `*** End of File`: the hunk must end where the file ends. */
  endOfFile: boolean;
  /** Unified diff `\ No newline at end of file` after the old side's last line. */
  oldNoFinalNewline?: boolean;
  /** The same after the new side's last line. */
  newNoFinalNewline?: boolean;
}

export type PatchOperation =
  | { kind: 'add'; path: string; line: number; content: string }
  /** expectedText: a unified diff lists the deleted file's lines; the file must still hold exactly them. */
  | { kind: 'delete'; path: string; line: number; expectedText?: string }
  | { kind: 'update'; path: string; line: number; moveTo?: string; moveLine?: number; hunks: PatchHunk[] };

export type PatchFormat = 'envelope' | 'unified';

export interface ParsedPatch {
  format: PatchFormat;
  operations: PatchOperation[];
}
