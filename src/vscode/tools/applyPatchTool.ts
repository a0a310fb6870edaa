// The language-model tool `guarded_apply_patch`: a "*** Begin Patch" patch or a unified diff,
// every file of it all or nothing as one WorkspaceEdit. Refusals are results, never exceptions.
import * as vscode from 'vscode';
import { describePatchRequest } from '../../core/patch';
import type { PatchService } from '../apply/patchService';

export const APPLY_PATCH_TOOL_NAME = 'guarded_apply_patch';

export class ApplyPatchTool implements vscode.LanguageModelTool<unknown> {
  constructor(private readonly service: PatchService) {}

  /** No side effects: the invocation message only (sensitive files are asked about by invoke itself). */
  prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): vscode.PreparedToolInvocation {
    return { invocationMessage: describePatchRequest(options.input) };
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const result = await this.service.run(options.input, token);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }
}
