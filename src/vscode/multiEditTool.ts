// The language-model tool `guarded_multi_edit` (DESIGN section 6). Validation failures are
// results, never exceptions: the model always receives the JSON result object.
import * as vscode from 'vscode';
import { invocationMessage } from '../core/result';
import type { EditService } from './editService';
import { confirmationFor } from './confirmation';

export const MULTI_EDIT_TOOL_NAME = 'guarded_multi_edit';

export class MultiEditTool implements vscode.LanguageModelTool<unknown> {
  constructor(private readonly service: EditService) {}

  /** Free of side effects: reads settings and the filesystem, changes nothing. */
  async prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): Promise<vscode.PreparedToolInvocation> {
    const prepared: vscode.PreparedToolInvocation = { invocationMessage: invocationMessage(options.input) };
    const confirmation = await confirmationFor(options.input);
    if (confirmation) prepared.confirmationMessages = confirmation;
    return prepared;
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const result = await this.service.run(options.input, 'tool', token);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }
}
