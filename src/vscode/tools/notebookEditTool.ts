// The language-model tool `guarded_notebook_edit`: a .ipynb changed cell by cell on the open
// notebook (apply/notebookService.ts). Refusals are results, never exceptions.
import * as vscode from 'vscode';
import { describeGateConfirmation } from '../../core/gate';
import type { NotebookService } from '../apply/notebookService';
import { confirmationTextFor } from '../ask/confirmation';
import type { ReadGateService } from '../ask/readGateService';

export { NOTEBOOK_EDIT_TOOL_NAME } from '../apply/notebookService';

export class NotebookEditTool implements vscode.LanguageModelTool<unknown> {
  constructor(
    private readonly service: NotebookService,
    private readonly readGate?: ReadGateService,
  ) {}

  /**
   * The same confirmation as every tool that changes files: guardedEdit.confirmFiles and, in the
   * read gate's mode "ask", a notebook not read (or changed since), in one dialog. Reads settings
   * and the file; changes nothing (the gate remembers what it asked, so invoke can go ahead).
   */
  async prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): Promise<vscode.PreparedToolInvocation> {
    const input = options.input as { file_path?: unknown; edits?: unknown } | null;
    const path = typeof input?.file_path === 'string' ? input.file_path : 'a notebook';
    const count = Array.isArray(input?.edits) ? input.edits.length : 0;
    const prepared: vscode.PreparedToolInvocation = { invocationMessage: `Editing ${count} cell operation(s) in ${path}` };
    const world = this.service.world.current();
    const files = await confirmationTextFor(options.input, world);
    const findings = this.readGate ? await this.readGate.askAboutNotebook(options.input, world) : [];
    const confirmation = describeGateConfirmation(findings, 'edit', files);
    if (confirmation) prepared.confirmationMessages = { title: confirmation.title, message: new vscode.MarkdownString(confirmation.message) };
    return prepared;
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const result = await this.service.edit(options.input, token);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }
}
