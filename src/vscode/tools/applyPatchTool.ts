// The language-model tool `guarded_apply_patch`: a "*** Begin Patch" patch or a unified diff,
// every file of it all or nothing as one WorkspaceEdit. Refusals are results, never exceptions.
import * as vscode from 'vscode';
import { describeGateConfirmation } from '../../core/gate';
import { describePatchRequest } from '../../core/patch';
import type { PatchService } from '../apply/patchService';

export const APPLY_PATCH_TOOL_NAME = 'guarded_apply_patch';

export class ApplyPatchTool implements vscode.LanguageModelTool<unknown> {
  constructor(private readonly service: PatchService) {}

  /**
   * Changes nothing: the invocation message and, with guardedEdit.readBeforeEdit "ask", the
   * question about files the model did not read first (sensitive files are asked about by invoke
   * itself, in its own dialog).
   */
  async prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): Promise<vscode.PreparedToolInvocation> {
    const prepared: vscode.PreparedToolInvocation = { invocationMessage: describePatchRequest(options.input) };
    const findings = await this.service.askAboutGate(options.input);
    const confirmation = describeGateConfirmation(findings, 'edit');
    if (confirmation) prepared.confirmationMessages = { title: confirmation.title, message: new vscode.MarkdownString(confirmation.message) };
    return prepared;
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const result = await this.service.run(options.input, token);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }
}
