// Wiring only: create the adapter's parts, register them, and hand every disposable to VS Code.
import * as vscode from 'vscode';
import { registerCommands } from './vscode/commands';
import { RejectionDiagnostics } from './vscode/diagnostics';
import { EditService } from './vscode/editService';
import { MULTI_EDIT_TOOL_NAME, MultiEditTool } from './vscode/multiEditTool';
import { PreviewDocuments } from './vscode/preview';

/** What activate returns, for other extensions and the in-host tests. */
export interface GuardedEditApi {
  multiEditTool: MultiEditTool;
}

export function activate(context: vscode.ExtensionContext): GuardedEditApi {
  const log = vscode.window.createOutputChannel('Guarded Edit', { log: true });
  const diagnostics = new RejectionDiagnostics();
  const previews = new PreviewDocuments();
  const service = new EditService(log, diagnostics);
  const multiEditTool = new MultiEditTool(service);
  context.subscriptions.push(
    log,
    diagnostics,
    previews,
    vscode.lm.registerTool(MULTI_EDIT_TOOL_NAME, multiEditTool),
    ...registerCommands(service, diagnostics, previews, log),
  );
  log.info(`Guarded Edit ${String(context.extension.packageJSON.version)} activated`);
  return { multiEditTool };
}

export function deactivate(): void {}
