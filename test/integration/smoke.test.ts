// Smoke suite of the real extension host: the extension is there and activates, a WorkspaceEdit
// and its undo behave, and the CRLF and BOM fixtures read as they are on disk.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  EXTENSION_ID,
  FIXTURES,
  activateExtension,
  fixturePath,
  fixtureUri,
  openFixture,
  outsideDir,
  resetEditors,
  takeScreenshot,
  waitFor,
  workspaceDir,
} from './helpers';

suite('smoke: the extension in a real extension host', () => {
  teardown(resetEditors);

  test('runs in the Node extension host on the fixture workspace', () => {
    assert.equal(typeof process.versions.node, 'string');
    const folders = vscode.workspace.workspaceFolders ?? [];
    assert.equal(folders.length, 1);
    assert.equal(folders[0].uri.scheme, 'file');
    assert.equal(folders[0].uri.fsPath, workspaceDir());
    assert.ok(fs.existsSync(fixturePath(FIXTURES.hello)), 'the fixture workspace was copied');
  });

  test('has an empty folder outside the workspace', () => {
    const outside = outsideDir();
    assert.deepEqual(fs.readdirSync(outside), []);
    const rel = path.relative(workspaceDir(), outside);
    assert.ok(rel.startsWith('..'), `${outside} must not be inside the workspace`);
  });

  test(`${EXTENSION_ID} is installed and activates`, async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not loaded`);
    await activateExtension();
    assert.equal(extension.isActive, true);
  });

  test('a WorkspaceEdit applies, and undo restores the exact text', async () => {
    const editor = await openFixture(FIXTURES.app);
    const document = editor.document;
    const original = document.getText();
    assert.equal(document.isDirty, false);

    const edit = new vscode.WorkspaceEdit();
    const start = original.indexOf("'world'");
    assert.ok(start >= 0);
    edit.replace(document.uri, new vscode.Range(document.positionAt(start), document.positionAt(start + 7)), "'there'");
    edit.insert(document.uri, new vscode.Position(0, 0), '// edited\n');
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    assert.equal(document.getText(), `// edited\n${original.replace("'world'", "'there'")}`);
    assert.equal(document.isDirty, true);

    await takeScreenshot('smoke-edited');

    // One WorkspaceEdit is one undo step.
    await vscode.commands.executeCommand('undo');
    await waitFor(() => document.getText() === original, { message: 'undo restores the text' });
    assert.equal(document.getText(), original);
    await waitFor(() => !document.isDirty, { message: 'undo back to the saved version clears the dirty flag' });
    assert.equal(fs.readFileSync(fixturePath(FIXTURES.app), 'utf8'), original, 'nothing was written to disk');
  });

  test('the CRLF fixture reads with CRLF line endings', async () => {
    const document = await vscode.workspace.openTextDocument(fixtureUri(FIXTURES.crlf));
    assert.equal(document.eol, vscode.EndOfLine.CRLF);
    assert.equal(document.lineCount, 4);
    assert.equal(document.getText(), 'first line\r\nsecond line\r\nthird line\r\n');
  });

  test('the BOM fixture reads without the BOM in its text and keeps it on save', async () => {
    const file = fixturePath(FIXTURES.bom);
    const bytes = fs.readFileSync(file);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);

    const editor = await openFixture(FIXTURES.bom);
    const document = editor.document;
    assert.equal(document.getText(), 'with a byte order mark\nsecond line\n');

    try {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(document.uri, new vscode.Range(1, 0, 1, 6), 'SECOND');
      assert.equal(await vscode.workspace.applyEdit(edit), true);
      assert.equal(await document.save(), true);
      const saved = fs.readFileSync(file);
      assert.deepEqual([...saved.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the BOM is kept');
      assert.equal(saved.subarray(3).toString('utf8'), 'with a byte order mark\nSECOND line\n');
    } finally {
      fs.writeFileSync(file, bytes); // later suites of this run see the fixture as it was
    }
  });
});
