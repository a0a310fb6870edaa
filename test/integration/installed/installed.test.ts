// Smoke suite of the packaged extension, as a person gets it: run by `npm run test:host --
// --installed-vsix guarded-edit-<version>.vsix`, which installs that file into the run's
// extensions folder (code-server --install-extension) and opens VS Code without the repository as
// a development extension. It proves the extension under test is the installed one, that the
// package holds only its allow-list, that its README is the user page, and that the installed
// bundle activates and edits through VS Code's language-model tool API.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { ENV } from '../../../scripts/host/protocol';
import { EXTENSION_ID, FIXTURES, fixturePath, resetEditors, updateSettings } from '../helpers';

/** Every file under `folder`, '/'-separated and relative to it. */
function filesUnder(folder: string, prefix = ''): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(folder, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

suite('installed .vsix: the packaged extension, not the development folder', () => {
  let installed: string;
  let extension: vscode.Extension<unknown>;
  let restore: (() => Promise<void>) | undefined;

  suiteSetup(async () => {
    const folder = process.env[ENV.installedExtension];
    assert.ok(folder, `${ENV.installedExtension} is not set: run this suite with --installed-vsix FILE`);
    installed = fs.realpathSync(folder);
    const found = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(found, `${EXTENSION_ID} is not installed`);
    extension = found;
    restore = await updateSettings({ 'guardedEdit.notifications': 'off', 'guardedEdit.problemsAfterEditMs': 0 });
  });
  suiteTeardown(async () => {
    await restore?.();
    await resetEditors();
  });

  test('is the extension installed from the .vsix, at the version of its manifest', () => {
    assert.equal(fs.realpathSync(extension.extensionPath), installed);
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { version: string; name: string };
    assert.equal((extension.packageJSON as { version: string }).version, manifest.version);
    assert.equal(path.basename(installed).toLowerCase(), `${EXTENSION_ID}-${manifest.version}`);
  });

  test('holds only what the allow-list packages: the bundle, the manifest, the user README, the icon; no sources, maps or screenshots', () => {
    // vsce stores the README and the changelog as readme.md and changelog.md; the installer adds
    // .vsixmanifest.
    assert.deepEqual(filesUnder(installed), [
      '.vsixmanifest',
      'LICENSE.txt',
      'changelog.md',
      'dist/extension.js',
      'media/icon.png',
      'package.json',
      'package.nls.json',
      'readme.md',
      'vscode-agents/guarded.agent.md',
    ]);
  });

  test('its README is the user page: no development sections, images by https URL', () => {
    const readme = fs.readFileSync(path.join(installed, 'readme.md'), 'utf8');
    assert.match(readme, /^# Guarded Edit/);
    assert.doesNotMatch(readme, /^#+ (Development|Testing|Quick start)/m);
    assert.doesNotMatch(readme, /npm (test|start|run)/);
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(images.length > 0, 'the README shows the screenshots');
    for (const image of images) assert.match(image, /^https:\/\//, image);
  });

  test('activates from the installed bundle and registers its four tools', async () => {
    await extension.activate();
    assert.equal(extension.isActive, true);
    const names = vscode.lm.tools.map((t) => t.name);
    for (const name of ['guarded_multi_edit', 'guarded_multi_file_edit', 'guarded_read_file', 'guarded_create_file']) assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
  });

  test('edits a file through vscode.lm.invokeTool, and refuses a path outside the workspace', async () => {
    const invoke = async (name: string, input: object) => {
      const result = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
      const part = result.content[0];
      assert.ok(part instanceof vscode.LanguageModelTextPart);
      return JSON.parse(part.value) as { success: boolean; errors?: { code: string }[] };
    };
    const done = await invoke('guarded_multi_edit', { file_path: FIXTURES.hello, edits: [{ old_string: 'hello', new_string: 'goodbye' }] });
    assert.equal(done.success, true, JSON.stringify(done));
    assert.equal(fs.readFileSync(fixturePath(FIXTURES.hello), 'utf8'), 'goodbye world\n');
    const refused = await invoke('guarded_read_file', { file_path: '../outside.txt' });
    assert.equal(refused.success, false);
    assert.deepEqual(refused.errors?.map((e) => e.code), ['PATH_TRAVERSAL']);
  });
});
