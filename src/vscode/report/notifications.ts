// A notification per rejection (and per success when asked), with actions to look closer.
import * as vscode from 'vscode';
import type { GuardedError } from '../../core/errors';
import type { NotificationLevel } from '../world/settings';

// Read when a notification is shown (vscode.l10n is ready by then), in the person's language.
const showProblems = (): string => vscode.l10n.t('Show Problems');
const showLog = (): string => vscode.l10n.t('Show Log');

export function notifyRejection(level: NotificationLevel, summary: string, errors: readonly GuardedError[]): void {
  if (level === 'off') return;
  const first = errors[0];
  const more = errors.length > 1 ? vscode.l10n.t(' (and {0} more)', errors.length - 1) : '';
  const text = first ? `${summary}: ${first.code}: ${firstSentence(first.message)}${more}` : summary;
  const [problemsAction, logAction] = [showProblems(), showLog()];
  void vscode.window.showWarningMessage(text, problemsAction, logAction).then((choice) => {
    if (choice === problemsAction) return vscode.commands.executeCommand('workbench.actions.view.problems');
    if (choice === logAction) return vscode.commands.executeCommand('guardedEdit.showLog');
    return undefined;
  });
}

/** Successes are shown when asked for (`all`), and always to a person who ran a command. */
export function notifySuccess(level: NotificationLevel, fromCommand: boolean, text: string): void {
  if (level === 'off' || (level === 'errors' && !fromCommand)) return;
  const logAction = showLog();
  void vscode.window.showInformationMessage(text, logAction).then((choice) =>
    choice === logAction ? vscode.commands.executeCommand('guardedEdit.showLog') : undefined);
}

function firstSentence(message: string): string {
  const cut = message.search(/\.\s/);
  const sentence = cut > 0 ? message.slice(0, cut + 1) : message;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence;
}
