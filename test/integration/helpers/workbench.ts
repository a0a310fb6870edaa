// Small steps most in-host tests need: the extension, editors, settings.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { EXTENSION_ID } from '../../../scripts/host/protocol';
import { fixtureUri } from './env';

export { EXTENSION_ID };

/** The extension under test, activated; resolves with what `activate` returned. */
export async function activateExtension<T = unknown>(): Promise<T> {
  const extension = vscode.extensions.getExtension<T>(EXTENSION_ID);
  assert.ok(extension, `extension ${EXTENSION_ID} is not installed in this extension host`);
  return extension.activate();
}

/** Opens a file of the fixture workspace copy in an editor (workspace-relative, '/'-separated). */
export async function openFixture(relativePath: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(fixtureUri(...relativePath.split('/')));
  return vscode.window.showTextDocument(document);
}

/** Reverts every unsaved document and closes all editors, so the next test starts clean. */
export async function resetEditors(): Promise<void> {
  for (const document of vscode.workspace.textDocuments) {
    if (!document.isDirty || document.isClosed) continue;
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/**
 * Sets user settings for a test (e.g. `{ 'guardedEdit.notifications': 'off' }`, keys with their
 * section) and returns a function that puts the previous values back. For settings that must be
 * there before the extension activates, pass `--setting key=json` to the harness instead.
 */
export async function updateSettings(values: Record<string, unknown>): Promise<() => Promise<void>> {
  const previous: [string, unknown][] = [];
  for (const [key, value] of Object.entries(values)) {
    const config = vscode.workspace.getConfiguration();
    previous.push([key, config.inspect(key)?.globalValue]);
    await config.update(key, value, vscode.ConfigurationTarget.Global);
  }
  return async () => {
    for (const [key, value] of previous.reverse()) {
      await vscode.workspace.getConfiguration().update(key, value, vscode.ConfigurationTarget.Global);
    }
  };
}
