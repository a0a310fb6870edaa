// A notification per rejection (and per success when asked), with actions to look closer.
import * as vscode from 'vscode';
import type { GuardedError } from '../core/errors';
import type { NotificationLevel } from './settings';

const SHOW_PROBLEMS = 'Show Problems';
const SHOW_LOG = 'Show Log';

export function notifyRejection(level: NotificationLevel, summary: string, errors: readonly GuardedError[]): void {
  if (level === 'off') return;
  const first = errors[0];
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  const text = first ? `${summary}: ${first.code}: ${firstSentence(first.message)}${more}` : summary;
  void vscode.window.showWarningMessage(text, SHOW_PROBLEMS, SHOW_LOG).then((choice) => {
    if (choice === SHOW_PROBLEMS) return vscode.commands.executeCommand('workbench.actions.view.problems');
    if (choice === SHOW_LOG) return vscode.commands.executeCommand('guardedEdit.showLog');
    return undefined;
  });
}

/** Successes are shown when asked for (`all`), and always to a person who ran a command. */
export function notifySuccess(level: NotificationLevel, fromCommand: boolean, text: string): void {
  if (level === 'off' || (level === 'errors' && !fromCommand)) return;
  void vscode.window.showInformationMessage(text, SHOW_LOG).then((choice) =>
    choice === SHOW_LOG ? vscode.commands.executeCommand('guardedEdit.showLog') : undefined);
}

function firstSentence(message: string): string {
  const cut = message.search(/\.\s/);
  const sentence = cut > 0 ? message.slice(0, cut + 1) : message;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence;
}
