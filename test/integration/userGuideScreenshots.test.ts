// Screenshots for the README's page for users, of the real 1.117 workbench: the Guarded agent in
// the agent picker, our tools in the tool picker, and the settings that matter first.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import { activateExtension, resetEditors, screenshotsAvailable, takeScreenshot, vscodeLine } from './helpers';

/** A clean workbench for a picture: no toasts, no open pickers. */
async function tidy(): Promise<void> {
  await vscode.commands.executeCommand('notifications.clearAll');
  await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
}

suite('screenshots for the user guide', () => {
  suiteSetup(async function () {
    if (!screenshotsAvailable() || vscodeLine() !== '1.117') this.skip();
    await activateExtension();
  });
  teardown(async () => {
    await tidy();
    await resetEditors();
  });

  test('the agent picker of the chat view offers the Guarded agent', async () => {
    await tidy();
    await vscode.commands.executeCommand('workbench.action.chat.open', { mode: 'agent' });
    await vscode.commands.executeCommand('workbench.action.chat.openModePicker');
    const shot = await takeScreenshot('agent-picker', { delayMs: 1500 });
    assert.ok(shot && fs.statSync(shot).size > 10_000, 'the picture was taken');
    await vscode.commands.executeCommand('workbench.action.closeAuxiliaryBar');
  });

  test('the tool picker lists the Guarded Edit tools', async () => {
    await tidy();
    await vscode.commands.executeCommand('workbench.action.chat.open', { mode: 'agent' });
    // The picker stays open until it is closed, so this command is not awaited.
    void vscode.commands.executeCommand('workbench.action.chat.configureTools');
    const shot = await takeScreenshot('tool-picker', { delayMs: 2000 });
    assert.ok(shot && fs.statSync(shot).size > 10_000, 'the picture was taken');
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await vscode.commands.executeCommand('workbench.action.closeAuxiliaryBar');
  });

  test('the settings editor shows the Guarded Edit settings, described in words from package.nls.json', async () => {
    await tidy();
    await vscode.commands.executeCommand('workbench.action.openSettings', 'guardedEdit');
    const shot = await takeScreenshot('settings', { delayMs: 2500 });
    assert.ok(shot && fs.statSync(shot).size > 10_000, 'the picture was taken');
  });
});
