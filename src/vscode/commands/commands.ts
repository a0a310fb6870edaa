// The commands guardedEdit.applyEdits, previewEdits, showLog and clearProblems. applyEdits
// returns the same result object as the tool to executeCommand callers.
import * as vscode from 'vscode';
import type { EditResult } from '../../core/pipeline';
import type { RejectionDiagnostics } from '../report/diagnostics';
import type { EditService } from '../apply/editService';
import { previewEdits, type PreviewDocuments, type PreviewOutcome } from './preview';
import { requestFromCommand } from './requestSource';

const COMMANDS = {
  applyEdits: 'guardedEdit.applyEdits',
  previewEdits: 'guardedEdit.previewEdits',
  showLog: 'guardedEdit.showLog',
  clearProblems: 'guardedEdit.clearProblems',
} as const;

export function registerCommands(
  service: EditService,
  diagnostics: RejectionDiagnostics,
  previews: PreviewDocuments,
  log: vscode.LogOutputChannel,
): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(COMMANDS.applyEdits, async (argument?: unknown): Promise<EditResult> => {
      const source = await requestFromCommand(argument);
      if (!source.ok) return service.refuseUnreadable('a request from the command', source.errors);
      // Run from the palette (no argument): show the person what changed.
      return service.run(source.value, 'command', undefined, argument === undefined);
    }),
    vscode.commands.registerCommand(COMMANDS.previewEdits, async (argument?: unknown): Promise<PreviewOutcome> => {
      const source = await requestFromCommand(argument);
      if (!source.ok) return { success: false, previewed: [], result: service.refuseUnreadable('a request to preview', source.errors) };
      return previewEdits(source.value, service, previews);
    }),
    vscode.commands.registerCommand(COMMANDS.showLog, () => log.show(true)),
    vscode.commands.registerCommand(COMMANDS.clearProblems, () => diagnostics.clear()),
  ];
}
