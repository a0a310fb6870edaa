// The one call that applies a WorkspaceEdit for every tool (edit, create, patch): VS Code's answer
// as data. An exception is APPLY_FAILED at once; a refusal (false) is for the caller to judge,
// since a document that changed meanwhile is worth planning again.
import * as vscode from 'vscode';
import type { GuardedError } from '../../core/errors';
import { applyFailedError } from '../../core/change';

export type ApplyAnswer = { applied: boolean; error?: undefined } | { applied: false; error: GuardedError };

export async function applyWorkspaceEdit(edit: vscode.WorkspaceEdit, displayPaths: readonly string[]): Promise<ApplyAnswer> {
  try {
    return { applied: await vscode.workspace.applyEdit(edit) };
  } catch (error) {
    return { applied: false, error: applyFailedError([...displayPaths], String(error)) };
  }
}

/** The refusal of an edit VS Code answered false to, when nothing changed under it. */
export function refusedEditError(displayPaths: readonly string[]): GuardedError {
  return applyFailedError([...displayPaths], 'workspace.applyEdit returned false; nothing was changed.');
}
