// Where a command finds its request: the argument (an object, JSON text, or the URI of a JSON
// file), else the active editor's selection, else its whole text.
import * as vscode from 'vscode';
import type { GuardedError } from '../../core/errors';
import { parseRequestText } from '../../core/request';

export type RequestSource = { ok: true; value: unknown } | { ok: false; errors: GuardedError[] };

export async function requestFromCommand(argument: unknown): Promise<RequestSource> {
  if (typeof argument === 'string') return parseRequestText(argument, 'The command argument');
  if (argument instanceof vscode.Uri) {
    const document = await vscode.workspace.openTextDocument(argument);
    return parseRequestText(document.getText(), vscode.workspace.asRelativePath(argument));
  }
  if (argument !== undefined && argument !== null) return { ok: true, value: argument };
  const editor = vscode.window.activeTextEditor;
  if (!editor) return parseRequestText('', 'The active editor (there is none)');
  const selection = editor.selection;
  if (!selection.isEmpty) return parseRequestText(editor.document.getText(selection), 'The selection');
  return parseRequestText(editor.document.getText(), `The active editor (${vscode.workspace.asRelativePath(editor.document.uri)})`);
}
