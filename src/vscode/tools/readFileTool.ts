// The language-model tool `guarded_read_file`: a jailed read of a workspace file (the open buffer
// when there is one) with line numbers and the document's version. Every read is what the
// read-before-edit gate remembers. Refusals are results, never exceptions.
import * as vscode from 'vscode';
import { loadFailedError, untrustedWorkspaceError } from '../../core/change';
import type { GuardedError } from '../../core/errors';
import { resolveTarget, type ResolvedTarget } from '../../core/path';
import { diagnosePathErrors } from '../../core/diagnose';
import { describeReadRequest, describeReadSuccess, readInvocationMessage, readRefusalSummary } from '../../core/files';
import { formatRead, type ReadResult } from '../../core/files';
import type { EditFailure } from '../../core/pipeline';
import { parseReadFileInput } from '../../core/request';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';
import type { ReadGateService } from '../ask/readGateService';
import { readSettings, workspaceRoots } from '../world/settings';
import type { ToolReporter } from '../report/toolReporting';
import { documentFor } from '../world/openDocuments';
import { awaitCurrent } from '../apply/documentPromises';

export const READ_FILE_TOOL_NAME = 'guarded_read_file';

export class ReadFileTool implements vscode.LanguageModelTool<unknown> {
  constructor(
    private readonly gate: ReadGateService,
    private readonly reporter: ToolReporter,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  /** Free of side effects: says what is read, asks nothing. */
  prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): vscode.PreparedToolInvocation {
    return { invocationMessage: readInvocationMessage(options.input) };
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>): Promise<vscode.LanguageModelToolResult> {
    const result = await this.read(options.input);
    return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result))]);
  }

  /** Read as the tool does, returning the result object. */
  async read(input: unknown): Promise<ReadResult | EditFailure> {
    const settings = readSettings();
    this.log.info(`[tool] read request: ${describeReadRequest(input)}`);
    const refuse = (errors: GuardedError[], targets: ResolvedTarget[] = []) => this.reporter.refuse(readRefusalSummary(input), errors, targets, settings);

    if (!vscode.workspace.isTrusted) return refuse([untrustedWorkspaceError()]);
    const parsed = parseReadFileInput(input);
    if (!parsed.ok) return refuse(parsed.errors);
    const { file_path, offset, limit } = parsed.value;

    const scene = {
      roots: workspaceRoots(), fs: hostFs(), platform: nodePlatform(),
      options: { purpose: 'read' as const, protectedPatterns: settings.protectedFiles, maxFileBytes: settings.maxFileBytes },
    };
    const resolved = await resolveTarget(file_path, scene.roots, scene.fs, scene.platform, scene.options);
    // A path that leads nowhere names the file that was probably meant (the core words it).
    if (!resolved.ok) return refuse(await diagnosePathErrors(resolved.errors, file_path, scene));
    const { target } = resolved;

    let document: vscode.TextDocument;
    try {
      document = await documentFor(target.realPath);
    } catch (error) {
      return refuse([loadFailedError(target.displayPath, [], error instanceof Error ? error.message : String(error))], [target]);
    }
    // A clean buffer behind its file on disk (the watcher has not caught up) is not what is there.
    if (!await awaitCurrent(document, target.displayPath)) this.log.warn(`[tool] ${target.displayPath} changed on disk and was not reloaded in time; reading the open document`);
    // No await from here on: the text numbered is the text the gate remembers.
    const text = document.getText();
    const formatted = formatRead({
      text,
      eol: document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n',
      offset,
      limit,
      displayPath: target.displayPath,
      workspaceFolder: target.workspaceFolder,
      version: document.version,
    });
    if (!formatted.ok) return refuse(formatted.errors, [target]);
    this.gate.recordRead(target, text);
    this.log.info(`[tool] ${describeReadSuccess(formatted.result)}`);
    return formatted.result;
  }
}
