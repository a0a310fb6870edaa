// Reporting of every refusal (multi-edit, read, create, commands), the same three ways: the
// structured result, Diagnostics where an error has a place in a file, a notification per
// guardedEdit.notifications, and the log.
import type * as vscode from 'vscode';
import type { GuardedError } from '../../core/errors';
import type { ResolvedTarget } from '../../core/path';
import { failureResult, type EditFailure } from '../../core/pipeline';
import type { RejectionDiagnostics } from './diagnostics';
import { notifyRejection } from './notifications';
import type { GuardedEditSettings } from '../world/settings';

export class ToolReporter {
  constructor(
    private readonly log: vscode.LogOutputChannel,
    private readonly diagnostics: RejectionDiagnostics,
  ) {}

  /** `summary` is the notification's lead, e.g. "Guarded Edit refused to read src/app.ts". */
  refuse(summary: string, errors: readonly GuardedError[], targets: readonly ResolvedTarget[], settings: GuardedEditSettings): EditFailure {
    const result = failureResult(errors);
    // Only errors with a place in a file become Diagnostics (they then replace that file's old ones);
    // a refusal without one leaves the Problems panel as it is.
    const placed = errors.some((e) => e.location) ? this.diagnostics.report(errors, targets) : 0;
    this.log.warn(`${summary}:\n${result.message}`);
    this.log.trace(`errors: ${JSON.stringify(errors)} (${placed} diagnostic(s) placed)`);
    notifyRejection(settings.notifications, summary, errors);
    return result;
  }
}
