// The language-model tool `guarded_create_file`: create a file inside the workspace jail, or
// overwrite one when asked to and the read-before-edit gate allows it, as ONE WorkspaceEdit. The
// tool says what is created and asks; the create service (apply/createService.ts) does the rest.
import * as vscode from 'vscode';
import { confirmPatternOf } from '../../core/path';
import { createInvocationMessage, describeCreateConfirmation, type CreateAction } from '../../core/files';
import { describeGateConfirmation, gateModeFrom, type GateFinding } from '../../core/gate';
import { parseCreateFileInput } from '../../core/request';
import { nodePlatform } from '../../node/nodeFs';
import type { ReadGateService } from '../ask/readGateService';
import { loadExisting, resolveCreateTarget, type CreateService } from '../apply/createService';
import { readSettings, workspaceRoots } from '../world/settings';

export { CREATE_FILE_TOOL_NAME } from '../apply/createService';

const FILE_PATH: (string | number)[] = ['file_path'];

export class CreateFileTool implements vscode.LanguageModelTool<unknown> {
  constructor(
    private readonly service: CreateService,
    private readonly gate: ReadGateService,
  ) {}

  /**
   * Says what is created, and asks the person when the file is under guardedEdit.confirmFiles or
   * when the read-before-edit gate would refuse an overwrite. Writes nothing; the only thing it
   * remembers is which gate refusals the person is asked about. Refusals of the path jail are
   * never asked about: invoke refuses them.
   */
  async prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): Promise<vscode.PreparedToolInvocation> {
    const input = options.input;
    const parsed = parseCreateFileInput(input);
    if (!parsed.ok || !vscode.workspace.isTrusted) return { invocationMessage: createInvocationMessage(input) };
    const settings = readSettings();
    const roots = workspaceRoots();
    const resolved = await resolveCreateTarget(parsed.value.file_path, settings, 'create', roots);
    if (!resolved.ok) return { invocationMessage: createInvocationMessage(input) };
    const target = resolved.target;
    const prepared: vscode.PreparedToolInvocation = { invocationMessage: createInvocationMessage(input, target.exists) };
    if (target.exists && parsed.value.overwrite !== true) return prepared; // FILE_EXISTS: nothing to ask

    const action: CreateAction = target.exists ? 'overwrite' : 'create';
    let findings: GateFinding[] = [];
    if (action === 'overwrite') {
      const existing = await loadExisting(parsed.value.file_path, settings, roots);
      if (!existing.ok) return prepared;
      findings = this.gate.ask([{ target: existing.target, text: existing.document.getText(), filePathPath: FILE_PATH }], gateModeFrom(settings.readBeforeEdit));
    }
    const pattern = confirmPatternOf(settings.confirmFiles, target, nodePlatform());
    const files = pattern ? describeCreateConfirmation({ displayPath: target.displayPath, pattern, action }) : undefined;
    const text = describeGateConfirmation(findings, 'overwrite', files);
    if (text) prepared.confirmationMessages = { title: text.title, message: new vscode.MarkdownString(text.message) };
    return prepared;
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const result = await this.service.create(options.input, token);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }
}
