// The result shapes of the tools, the same for the tool and for executeCommand callers.
import type { GuardedError } from '../errors';
import type { ChangedRange } from '../text';
import type { ToleratedMatch } from '../edit';
import type { NewProblemsReport } from '../problems';
import type { PlannedFile } from './pipeline';
import type { RequestForm } from '../request';
import { capErrors, shortPath } from '../errors';

export interface FileEditSuccess {
  success: true;
  file_path: string;
  /** In a multi-root window: the workspace folder of the file (its name, or its path when folders share a name). */
  workspace_folder?: string;
  edits_applied: number;
  replacements: number;
  saved: boolean;
  changes: ChangedRange[];
  /** Set when saving changed the text further (format on save): `changes` then describe the saved text. */
  formatted_on_save?: true;
  /** How many Undo steps revert the change, when it is more than one (the save's formatting, then the edit). */
  undo_steps?: number;
  /** Present when tolerant matching (guardedEdit.matching) applied an edit: which, how and where. */
  matched?: ToleratedMatch[];
  /** Present when the file had changed since the model's read, outside the edit's lines: the edit went ahead and says so. */
  notes?: string[];
}

/** What a save did to a file's text, when it changed it further (format on save). */
export interface SavedRewrite {
  /** The changed lines of the saved text against the text before the edit. */
  changes: ChangedRange[];
}

/** Added after a successful apply when the language services were asked (guardedEdit.problemsAfterEditMs). */
export type ProblemsAfterEdit = Partial<NewProblemsReport>;

export interface MultiFileEditSuccess extends ProblemsAfterEdit {
  success: true;
  files: Omit<FileEditSuccess, 'success'>[];
  edits_applied: number;
  replacements: number;
  notes?: string[];
}

export interface EditFailure {
  success: false;
  error: 'Validation failed';
  errors: GuardedError[];
  /** One line per error, for readers that show only text. */
  message: string;
}

export type EditResult = (FileEditSuccess & ProblemsAfterEdit) | MultiFileEditSuccess | EditFailure;

/** The refusal's result: at most MAX_ERRORS_PER_RESULT errors, then one MORE_ERRORS entry for the rest. */
export function failureResult(errors: readonly GuardedError[]): EditFailure {
  const listed = capErrors(errors);
  return {
    success: false,
    error: 'Validation failed',
    errors: listed,
    message: listed.map((e) => `${e.code}: ${e.message}`).join('\n'),
  };
}

/**
 * `saved` tells, per planned file (same order), whether the file was saved after the edit;
 * `rewrites`, where the save changed the text further (format on save), what the saved text is.
 */
export function successResult(
  form: RequestForm,
  files: readonly PlannedFile[],
  saved: readonly boolean[],
  rewrites: readonly (SavedRewrite | undefined)[] = [],
): FileEditSuccess | MultiFileEditSuccess {
  const perFile = files.map((f, i): Omit<FileEditSuccess, 'success'> => {
    const rewrite = rewrites[i];
    return {
      file_path: f.target.displayPath,
      ...(f.target.workspaceFolder !== undefined ? { workspace_folder: f.target.workspaceFolder } : {}),
      edits_applied: f.editsApplied,
      replacements: f.replacementCount,
      saved: saved[i] ?? false,
      changes: rewrite ? rewrite.changes : f.changes,
      ...(rewrite ? { formatted_on_save: true as const, undo_steps: 2 } : {}),
      ...(f.matched && f.matched.length > 0 ? { matched: f.matched } : {}),
    };
  });
  if (form === 'single' && perFile.length === 1) return { success: true, ...perFile[0] };
  return {
    success: true,
    files: perFile,
    edits_applied: perFile.reduce((n, f) => n + f.edits_applied, 0),
    replacements: perFile.reduce((n, f) => n + f.replacements, 0),
  };
}

/** The invocation message of prepareInvocation: "Editing src/app.ts, 3 edits". */
export function invocationMessage(input: unknown): string {
  const files = describeRequestedFiles(input);
  if (files.length === 0) return 'Editing a file with Guarded Edit';
  if (files.length === 1) return `Editing ${shortPath(files[0].path)}, ${countEdits(files[0].edits)}`;
  const total = files.reduce((n, f) => n + f.edits, 0);
  return `Editing ${files.length} files, ${countEdits(total)}`;
}

function countEdits(n: number): string {
  return `${n} ${n === 1 ? 'edit' : 'edits'}`;
}

/** One-line summary of a request for logs and notifications: "src/app.ts (2 edits)". */
export function summariseRequest(input: unknown): string {
  const files = describeRequestedFiles(input);
  if (files.length === 0) return 'a malformed request';
  return files.map((f) => `${shortPath(f.path)} (${countEdits(f.edits)})`).join(', ');
}

/** Best-effort reading of an unvalidated request, for messages only. */
export function describeRequestedFiles(input: unknown): { path: string; edits: number }[] {
  const one = (v: unknown): { path: string; edits: number } | undefined => {
    if (v === null || typeof v !== 'object') return undefined;
    const { file_path, edits } = v as { file_path?: unknown; edits?: unknown };
    if (typeof file_path !== 'string') return undefined;
    return { path: file_path, edits: Array.isArray(edits) ? edits.length : 0 };
  };
  if (input !== null && typeof input === 'object' && Array.isArray((input as { files?: unknown }).files)) {
    return ((input as { files: unknown[] }).files).map(one).filter((f): f is { path: string; edits: number } => f !== undefined);
  }
  const single = one(input);
  return single ? [single] : [];
}
