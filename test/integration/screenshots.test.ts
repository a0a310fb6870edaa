// Real screenshots of the real workbench for the README: a refused edit as the person sees it,
// in the Problems panel (with the closest candidate marked in the editor) and as a notification.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, openFixture, resetEditors, takeScreenshot, updateSettings, waitFor } from './helpers';

suite('screenshots of a rejection', () => {
  let restore: (() => Promise<void>) | undefined;

  suiteSetup(async () => {
    await activateExtension();
    restore = await updateSettings({ 'guardedEdit.notifications': 'errors' });
  });

  suiteTeardown(async () => {
    await restore?.();
    await vscode.commands.executeCommand('guardedEdit.clearProblems');
    await resetEditors();
  });

  test('the Problems panel and the notification show a refused edit where it points', async () => {
    const editor = await openFixture('src/app.ts');
    const uri = editor.document.uri;
    const before = editor.document.getText();
    // A typical model mistake: the right lines with the wrong indentation.
    const result = await vscode.lm.invokeTool('guarded_multi_edit', {
      toolInvocationToken: undefined,
      input: {
        file_path: 'src/app.ts',
        edits: [
          { old_string: 'export function main(): string {\n    const message = greet(name);', new_string: 'export function main(): string {\n  const message = greet(name).trim();' },
          { old_string: '  return message;', new_string: '  return message.toUpperCase();' },
        ],
      },
    });
    const json = JSON.parse((result.content[0] as vscode.LanguageModelTextPart).value) as { success: boolean; errors: { code: string }[] };
    assert.equal(json.success, false);
    assert.deepEqual(json.errors.map((e) => e.code), ['OLD_STRING_NOT_FOUND', 'AMBIGUOUS_MATCH']);
    assert.equal(editor.document.getText(), before, 'nothing changed');
    await waitFor(() => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'guarded-edit').length === 3, { message: 'three diagnostics' });
    await vscode.commands.executeCommand('workbench.actions.view.problems');
    const shot = await takeScreenshot('problems-panel-rejection', { delayMs: 1500 });
    if (shot) assert.ok(shot.endsWith('problems-panel-rejection.png'));
  });
});
