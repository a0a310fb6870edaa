// The language-model tools `guarded_multi_edit` and `guarded_multi_file_edit` (the multi-edit for
// several files at once, all or nothing across them: the edit service takes the `{ files: [...] }`
// form, so it is this class registered under a second name, same checks, same dialog). Validation
// failures are results, never exceptions: the model always receives the JSON result object.
import * as vscode from 'vscode';
import { describeGateConfirmation } from '../../core/gate';
import { invocationMessage } from '../../core/pipeline';
import type { EditService } from '../apply/editService';
import type { NotebookService } from '../apply/notebookService';
import { confirmationTextFor } from '../ask/confirmation';
import type { ReadGateService } from '../ask/readGateService';

export const MULTI_EDIT_TOOL_NAME = 'guarded_multi_edit';
export const MULTI_FILE_EDIT_TOOL_NAME = 'guarded_multi_file_edit';

export class MultiEditTool implements vscode.LanguageModelTool<unknown> {
  constructor(
    private readonly service: EditService,
    private readonly readGate?: ReadGateService,
    /** A .ipynb whose old_strings are the model's plain code is edited through its cells here. */
    private readonly notebooks?: NotebookService,
  ) {}

  /**
   * Reads settings, the filesystem and the read-before-edit gate, and changes nothing; the gate
   * only remembers which of its refusals the person is asked about, so that invoke can go ahead
   * when they allow it. One dialog asks about confirmFiles and the gate together.
   */
  async prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): Promise<vscode.PreparedToolInvocation> {
    const prepared: vscode.PreparedToolInvocation = { invocationMessage: invocationMessage(options.input) };
    const world = this.service.world.current();
    const files = await confirmationTextFor(options.input, world);
    const findings = this.readGate ? await this.readGate.askAboutEdit(options.input, world) : [];
    const confirmation = describeGateConfirmation(findings, 'edit', files);
    if (confirmation) prepared.confirmationMessages = { title: confirmation.title, message: new vscode.MarkdownString(confirmation.message) };
    return prepared;
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const result = (await this.notebooks?.multiEdit(options.input, token)) ?? await this.service.run(options.input, 'tool', token);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }
}
