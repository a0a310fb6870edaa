// The language-model tool `guarded_notebook_edit`: a .ipynb changed cell by cell on the open
// notebook (apply/notebookService.ts). Refusals are results, never exceptions.
import * as vscode from 'vscode';
import type { NotebookService } from '../apply/notebookService';

export { NOTEBOOK_EDIT_TOOL_NAME } from '../apply/notebookService';

export class NotebookEditTool implements vscode.LanguageModelTool<unknown> {
  constructor(private readonly service: NotebookService) {}

  prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): vscode.PreparedToolInvocation {
    const input = options.input as { file_path?: unknown; edits?: unknown } | null;
    const path = typeof input?.file_path === 'string' ? input.file_path : 'a notebook';
    const count = Array.isArray(input?.edits) ? input.edits.length : 0;
    return { invocationMessage: `Editing ${count} cell operation(s) in ${path}` };
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const result = await this.service.edit(options.input, token);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }
}
