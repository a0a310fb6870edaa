// guardedEdit.previewEdits: the proposed text in a diff editor, next to the current text
// (the open buffer if there is one), with an action to apply it. Nothing is changed until then.
import * as vscode from 'vscode';
import { applyReplacements } from '../../core/text';
import type { EditService } from '../apply/editService';
import type { EditResult } from '../../core/pipeline';

const PREVIEW_SCHEME = 'guarded-edit-preview';

/** Serves the proposed texts to the diff editors; owns its registration. */
export class PreviewDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly contents = new Map<string, string>();
  private readonly registration = vscode.workspace.registerTextDocumentContentProvider(PREVIEW_SCHEME, this);
  private nextId = 1;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? '';
  }

  add(displayPath: string, text: string): vscode.Uri {
    const uri = vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${displayPath}`, query: `preview=${this.nextId++}` });
    this.contents.set(uri.toString(), text);
    return uri;
  }

  dispose(): void {
    this.registration.dispose();
    this.contents.clear();
  }
}

export interface PreviewOutcome {
  success: boolean;
  previewed: string[];
  result?: EditResult;
}

export async function previewEdits(request: unknown, service: EditService, previews: PreviewDocuments): Promise<PreviewOutcome> {
  const plan = await service.plan(request);
  if (!plan.ok) return { success: false, previewed: [], result: plan.result };
  const previewed: string[] = [];
  for (const file of plan.files) {
    const proposed = previews.add(file.target.displayPath, applyReplacements(file.document.text, file.replacements));
    const title = vscode.l10n.t('{0}: current ↔ proposed (Guarded Edit)', file.target.displayPath);
    await vscode.commands.executeCommand('vscode.diff', vscode.Uri.file(file.target.realPath), proposed, title, { preview: true });
    previewed.push(file.target.displayPath);
  }
  const edits = plan.files.reduce((n, f) => n + f.editsApplied, 0);
  const [apply, discard] = [vscode.l10n.t('Apply'), vscode.l10n.t('Discard')];
  const question = edits === 1
    ? vscode.l10n.t('Guarded Edit: 1 edit to {0} previewed. Apply it?', previewed.join(', '))
    : vscode.l10n.t('Guarded Edit: {0} edits to {1} previewed. Apply them?', edits, previewed.join(', '));
  void vscode.window
    .showInformationMessage(question, apply, discard)
    .then((choice) => (choice === apply ? service.run(request, 'command') : undefined));
  return { success: true, previewed };
}
