// The multi-root workspace the harness opens with --workspace-file: a fresh copy of
// test/fixtures/multi-root/, its folders resolved relative to the workspace file.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { workspaceDir, workspaceFilePath } from '../helpers';

suite('multi-root: the workspace the harness opens', () => {
  test('is the copied .code-workspace with its eight folders', () => {
    const file = workspaceFilePath();
    assert.equal(vscode.workspace.workspaceFile?.fsPath, file);
    assert.ok(file.startsWith(workspaceDir() + path.sep), `${file} is inside the copy ${workspaceDir()}`);
    const folders = (vscode.workspace.workspaceFolders ?? []).map((f) => [f.name, path.relative(workspaceDir(), f.uri.fsPath)]);
    assert.deepEqual(folders, [
      ['home', 'home'],
      ['app', path.join('one', 'app')],
      ['app', path.join('two', 'app')],
      ['w', 'w'],
      ['sub', path.join('w', 'sub')],
      ['link-root', 'link-root'],
      ['removable', 'removable'],
      ['ghost', 'ghost'],
    ]);
  });

  test('keeps the link between roots and the missing folder as they are in the fixture', () => {
    assert.equal(fs.readlinkSync(path.join(workspaceDir(), 'link-root')), 'real-root');
    assert.equal(fs.realpathSync(path.join(workspaceDir(), 'link-root', 'f.txt')), path.join(workspaceDir(), 'real-root', 'f.txt'));
    assert.equal(fs.existsSync(path.join(workspaceDir(), 'ghost')), false);
  });
});
