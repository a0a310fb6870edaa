// The person's yes for sensitive files (guardedEdit.confirmFiles, and always the open workspace
// file). Every tool that changes files calls confirmSensitiveChanges from its `invoke` before it
// applies anything: the modal dialog is shown by the tool itself, so neither chat auto-approval
// nor "Always allow" can answer it. What prepareInvocation asked before does not count. Changes a
// person starts from the command palette are not asked about again (the callers skip this).
import * as vscode from 'vscode';
import {
  changedAfterConfirmationError,
  confirmationRequiredError,
  describeConfirmationAnswer,
  describeConfirmationAsked,
  describeSensitiveDialog,
  sensitiveReason,
  type ConfirmationAnswer,
  type SensitiveAction,
  type SensitiveChange,
  type SensitiveRules,
} from '../../core/confirm';
import type { GuardedError } from '../../core/errors';
import type { PlannedChange } from '../../core/change';
import { fileKey } from '../../core/platform';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';

type Asked = { ok: true; confirmed: ConfirmedChanges } | { ok: false; errors: GuardedError[] };

/**
 * Asks the person, in one modal dialog, about every file of the call that needs a yes; nothing is
 * asked when none does. Not allowed (Cancel, Escape, closed) or cancelled: CONFIRMATION_REQUIRED for
 * each such file. The question and its answer are logged.
 */
export async function confirmSensitiveChanges(
  log: vscode.LogOutputChannel,
  changes: readonly PlannedChange[],
  confirmPatterns: readonly string[],
  token?: vscode.CancellationToken,
): Promise<Asked> {
  const platform = nodePlatform();
  const rules = await sensitiveRules(confirmPatterns);
  const sensitive: { change: PlannedChange; words: SensitiveChange }[] = [];
  for (const change of changes) {
    const reason = sensitiveReason(change.target, change.confirmPatterns ? { ...rules, confirmPatterns: change.confirmPatterns } : rules, platform);
    if (!reason) continue;
    sensitive.push({ change, words: { displayPath: change.target.displayPath, reason, action: change.action, preview: change.preview() } });
  }
  const confirmed = new ConfirmedChanges(platform.caseSensitive);
  if (sensitive.length === 0) return { ok: true, confirmed };

  const words = sensitive.map((s) => s.words);
  const dialog = describeSensitiveDialog(words);
  log.info(describeConfirmationAsked(words));
  const answer = await ask(dialog.message, dialog.detail, dialog.allow, token, (error) => log.warn(`sensitive files: the dialog could not be shown: ${error}`));
  log.info(describeConfirmationAnswer(words, answer));
  if (answer !== 'allowed') {
    return { ok: false, errors: sensitive.map((s) => confirmationRequiredError(s.words.displayPath, s.words.reason, answer, s.change.inputPath)) };
  }
  for (const { change } of sensitive) confirmed.add(change);
  return { ok: true, confirmed };
}

/** The files the person allowed, with the text they were shown, to hold the apply to exactly that. */
export class ConfirmedChanges {
  private readonly allowed = new Map<string, { action: SensitiveAction; before: string | undefined }>();

  constructor(private readonly caseSensitive: boolean) {}

  add(change: Pick<PlannedChange, 'target' | 'action' | 'before'>): void {
    this.allowed.set(fileKey(change.target.realPath, this.caseSensitive), { action: change.action, before: change.before });
  }

  /**
   * STALE_DOCUMENT for each allowed file that the call would now change differently than the
   * person was shown (its text changed, or a new file appeared where one was to be created).
   * Called after the re-check just before applying; has no side effects.
   */
  changedSince(changes: readonly Pick<PlannedChange, 'target' | 'action' | 'before' | 'inputPath'>[]): GuardedError[] {
    const errors: GuardedError[] = [];
    for (const change of changes) {
      const allowed = this.allowed.get(fileKey(change.target.realPath, this.caseSensitive));
      if (!allowed) continue;
      if (allowed.action !== change.action || allowed.before !== change.before) {
        errors.push(changedAfterConfirmationError(change.target.displayPath, change.inputPath));
      }
    }
    return errors;
  }
}

/** The confirm list and the open workspace file (by its real path), read now. */
async function sensitiveRules(confirmPatterns: readonly string[]): Promise<SensitiveRules> {
  const workspaceFile = vscode.workspace.workspaceFile;
  if (workspaceFile?.scheme !== 'file') return { confirmPatterns };
  try {
    return { confirmPatterns, workspaceFile: await hostFs().realpath(workspaceFile.fsPath) };
  } catch {
    return { confirmPatterns, workspaceFile: workspaceFile.fsPath };
  }
}

/**
 * Shows the modal dialog; a cancelled call stops waiting (a late Allow then changes nothing). A
 * dialog VS Code refuses to show (its extension-test mode does) is 'unavailable': no yes.
 */
async function ask(
  message: string,
  detail: string,
  allow: string,
  token: vscode.CancellationToken | undefined,
  onError: (error: string) => void,
): Promise<ConfirmationAnswer> {
  if (token?.isCancellationRequested) return 'cancelled';
  let subscription: vscode.Disposable | undefined;
  const cancelled = new Promise<'cancelled'>((resolve) => {
    subscription = token?.onCancellationRequested(() => resolve('cancelled'));
  });
  try {
    const shown = vscode.window.showWarningMessage(message, { modal: true, detail }, allow).then(
      (choice): 'allowed' | 'declined' => (choice === allow ? 'allowed' : 'declined'),
      (error: unknown): 'unavailable' => {
        onError(error instanceof Error ? error.message : String(error));
        return 'unavailable';
      },
    );
    return await Promise.race([shown, cancelled]);
  } finally {
    subscription?.dispose();
  }
}
