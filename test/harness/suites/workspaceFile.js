// Plain CommonJS, run with `--suite` and `--workspace-file` (as an outside probe would): the
// multi-root workspace is open from a fresh copy, its relative folders resolved beside the copy.
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const vscode = require('vscode');

suite('a --workspace-file run', () => {
  test('opens the copy of the workspace file with its folders', () => {
    const file = process.env.GUARDED_EDIT_WORKSPACE_FILE;
    const copy = process.env.GUARDED_EDIT_WORKSPACE_DIR;
    assert.ok(file && copy && file.startsWith(copy + path.sep), `${file} is inside ${copy}`);
    assert.strictEqual(vscode.workspace.workspaceFile.fsPath, file);
    const folders = vscode.workspace.workspaceFolders.map((f) => [f.name, path.relative(copy, f.uri.fsPath)]);
    assert.deepStrictEqual(folders, [['home', 'home'], ['left', 'left'], ['named', path.join('deep', 'right')]]);
    assert.strictEqual(fs.readFileSync(path.join(copy, 'deep', 'right', 'r.txt'), 'utf8'), 'right\n');
  });

  test('may change its files: the copy, never the original', () => {
    fs.writeFileSync(path.join(vscode.workspace.workspaceFolders[1].uri.fsPath, 'written-by-the-suite.txt'), 'x\n');
  });
});
