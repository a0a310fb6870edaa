// The multi-edit tool and commands in the real extension host, on real files.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { GuardedEditApi } from '../../src/extension';

const EXTENSION_ID = 'guarded-edit.guarded-edit';

interface ErrorShape { code: string; message: string; path: (string | number)[]; recovery_hint: string; location?: { file_path: string; line: number; end_line: number } }
interface ResultShape {
  success: boolean;
  file_path?: string;
  edits_applied?: number;
  replacements?: number;
  saved?: boolean;
  changes?: { start_line: number; end_line: number }[];
  error?: string;
  errors?: ErrorShape[];
  message?: string;
}

function workspaceDir(): string {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'a workspace folder is open');
  return folder.uri.fsPath;
}

let scratchCounter = 0;
/** A fresh folder inside the workspace for one test, so tests never share files. */
function scratch(name: string): string {
  const dir = path.join(workspaceDir(), 'scratch', `${name}-${++scratchCounter}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function rel(abs: string): string {
  return path.relative(workspaceDir(), abs).split(path.sep).join('/');
}

async function invokeTool(input: object, token?: vscode.CancellationToken): Promise<ResultShape> {
  const result = await vscode.lm.invokeTool('guarded_multi_edit', { input, toolInvocationToken: undefined }, token);
  assert.equal(result.content.length, 1);
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart, 'the first part is a LanguageModelTextPart');
  return JSON.parse(part.value) as ResultShape;
}

async function waitFor(predicate: () => boolean, what: string, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function diagnosticsOf(file: string): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(vscode.Uri.file(file)).filter((d) => d.source === 'guarded-edit');
}

function codeOf(d: vscode.Diagnostic): string {
  return typeof d.code === 'object' ? String(d.code.value) : String(d.code);
}

async function setSetting(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('guardedEdit').update(key, value, vscode.ConfigurationTarget.Global);
}

suite('guarded_multi_edit in the extension host', () => {
  let api: GuardedEditApi;

  suiteSetup(async () => {
    const extension = vscode.extensions.getExtension<GuardedEditApi>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is installed`);
    api = await extension.activate();
    await setSetting('notifications', 'off');
  });

  teardown(async () => {
    api.beforeApplyAttempt = undefined;
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  suiteTeardown(async () => {
    await setSetting('notifications', undefined);
    await setSetting('saveAfterEdit', undefined);
  });

  test('the tool is contributed and registered', () => {
    const tool = vscode.lm.tools.find((t) => t.name === 'guarded_multi_edit');
    assert.ok(tool, 'listed in vscode.lm.tools');
    assert.deepEqual((tool.inputSchema as { required: string[] }).required, ['file_path', 'edits']);
  });

  test('a multi-edit succeeds, reports its changes and saves the clean file', async () => {
    const dir = scratch('success');
    const file = path.join(dir, 'app.ts');
    fs.writeFileSync(file, 'const a = 1;\nconst b = 2;\nconst c = 3;\n');
    const result = await invokeTool({
      file_path: rel(file),
      edits: [
        { old_string: 'const a = 1;', new_string: 'const a = 10;' },
        { old_string: 'const c = 3;', new_string: 'const c = 30;\nconst d = 40;' },
      ],
    });
    assert.deepEqual(result, {
      success: true,
      file_path: rel(file),
      edits_applied: 2,
      replacements: 2,
      saved: true,
      changes: [{ start_line: 1, end_line: 1 }, { start_line: 3, end_line: 4 }],
      // The TypeScript service checked the edit (guardedEdit.problemsAfterEditMs) and found nothing new.
      new_problems: [],
    });
    assert.equal(fs.readFileSync(file, 'utf8'), 'const a = 10;\nconst b = 2;\nconst c = 30;\nconst d = 40;\n');
  });

  test('executeCommand(guardedEdit.applyEdits, request) returns the same result object', async () => {
    const dir = scratch('command');
    const file = path.join(dir, 'x.txt');
    fs.writeFileSync(file, 'alpha beta gamma\n');
    const result = await vscode.commands.executeCommand<ResultShape>('guardedEdit.applyEdits', {
      file_path: file,
      edits: [{ old_string: 'beta', new_string: 'BETA' }],
    });
    assert.equal(result.success, true);
    assert.equal(result.file_path, rel(file));
    assert.equal(fs.readFileSync(file, 'utf8'), 'alpha BETA gamma\n');
  });

  test('applyEdits reads the request from the active JSON editor, in the multi-file form', async () => {
    const dir = scratch('from-editor');
    const a = path.join(dir, 'a.txt');
    const b = path.join(dir, 'b.txt');
    fs.writeFileSync(a, 'one\n');
    fs.writeFileSync(b, 'two\n');
    const request = path.join(dir, 'request.json');
    fs.writeFileSync(request, JSON.stringify({ files: [
      { file_path: rel(a), edits: [{ old_string: 'one', new_string: 'ONE' }] },
      { file_path: rel(b), edits: [{ old_string: 'two', new_string: 'TWO' }] },
    ] }, null, 2));
    await vscode.window.showTextDocument(vscode.Uri.file(request));
    const result = await vscode.commands.executeCommand<ResultShape & { files: unknown[] }>('guardedEdit.applyEdits');
    assert.equal(result.success, true);
    assert.equal(result.files.length, 2);
    assert.equal(fs.readFileSync(a, 'utf8'), 'ONE\n');
    assert.equal(fs.readFileSync(b, 'utf8'), 'TWO\n');
  });

  test('from the palette, a success shows the changed file, where one Undo reverts it', async () => {
    const dir = scratch('palette-undo');
    const file = path.join(dir, 'p.txt');
    fs.writeFileSync(file, 'first\nsecond\nthird\n');
    const request = path.join(dir, 'request.json');
    fs.writeFileSync(request, JSON.stringify({ file_path: rel(file), edits: [{ old_string: 'third', new_string: 'THIRD' }] }));
    await vscode.window.showTextDocument(vscode.Uri.file(request));
    const result = await vscode.commands.executeCommand<ResultShape>('guardedEdit.applyEdits');
    assert.equal(result.success, true);
    const editor = vscode.window.activeTextEditor;
    assert.equal(editor?.document.uri.fsPath, file, 'the changed file is shown');
    assert.equal(editor.selection.active.line, 2, 'at its first change');
    await vscode.commands.executeCommand('undo');
    await waitFor(() => editor.document.getText() === 'first\nsecond\nthird\n', 'one undo to restore the text');
  });

  test('a missing old_string is refused with the closest candidate, placed as a diagnostic', async () => {
    const dir = scratch('not-found');
    const file = path.join(dir, 'app.ts');
    const text = 'function main() {\n    return 1;\n}\n';
    fs.writeFileSync(file, text);
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'function main() {\n  return 1;\n}', new_string: 'x' }] });
    assert.equal(result.success, false);
    assert.equal(result.error, 'Validation failed');
    assert.equal(result.errors?.[0].code, 'OLD_STRING_NOT_FOUND');
    assert.deepEqual(result.errors?.[0].path, ['edits', 0, 'old_string']);
    assert.equal(result.errors?.[0].location?.line, 1);
    assert.equal(result.errors?.[0].location?.end_line, 3);
    assert.match(result.message ?? '', /^OLD_STRING_NOT_FOUND: /);
    assert.equal(fs.readFileSync(file, 'utf8'), text, 'the file is unchanged');
    const diagnostics = diagnosticsOf(file);
    assert.equal(diagnostics.length, 1);
    assert.equal(codeOf(diagnostics[0]), 'OLD_STRING_NOT_FOUND');
    assert.equal(diagnostics[0].range.start.line, 0);
    assert.equal(diagnostics[0].range.end.line, 2);
  });

  test('an ambiguous old_string is refused, with a linked diagnostic at every occurrence', async () => {
    const dir = scratch('ambiguous');
    const file = path.join(dir, 'dup.ts');
    const text = 'let x = 0;\nx++;\nlet y = 0;\nx++;\n';
    fs.writeFileSync(file, text);
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'x++;', new_string: 'x += 2;' }] });
    assert.equal(result.errors?.[0].code, 'AMBIGUOUS_MATCH');
    assert.equal(fs.readFileSync(file, 'utf8'), text);
    const diagnostics = diagnosticsOf(file);
    assert.deepEqual(diagnostics.map((d) => d.range.start.line), [1, 3]);
    for (const d of diagnostics) {
      assert.equal(codeOf(d), 'AMBIGUOUS_MATCH');
      assert.equal(d.relatedInformation?.length, 1);
    }
  });

  test('overlapping edits are refused and change nothing', async () => {
    const dir = scratch('overlap');
    const file = path.join(dir, 'o.txt');
    fs.writeFileSync(file, 'abcdef\n');
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'abcd', new_string: 'X' }, { old_string: 'cdef', new_string: 'Y' }] });
    assert.equal(result.errors?.[0].code, 'OVERLAPPING_EDITS');
    assert.equal(fs.readFileSync(file, 'utf8'), 'abcdef\n');
  });

  test('paths that leave the workspace are refused: traversal, absolute outside, symlink escape, protected', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'guarded-edit-outside-'));
    const secret = path.join(outside, 'secret.txt');
    fs.writeFileSync(secret, 'secret\n');
    const dir = scratch('jail');
    fs.symlinkSync(secret, path.join(dir, 'link.txt'));
    fs.mkdirSync(path.join(dir, '.git'), { recursive: true });
    const gitConfig = path.join(dir, '.git', 'config');
    fs.writeFileSync(gitConfig, '[core]\n');
    const edits = [{ old_string: 'secret', new_string: 'stolen' }];
    const cases: [string, string][] = [
      [`${rel(dir)}/../../${path.relative(workspaceDir(), secret)}`, 'PATH_TRAVERSAL'],
      [secret, 'OUTSIDE_WORKSPACE'],
      [`${rel(dir)}/link.txt`, 'SYMLINK_ESCAPE'],
      [rel(gitConfig), 'PROTECTED_PATH'],
    ];
    for (const [filePath, code] of cases) {
      const result = await invokeTool({ file_path: filePath, edits: code === 'PROTECTED_PATH' ? [{ old_string: '[core]', new_string: '[x]' }] : edits });
      assert.equal(result.success, false, filePath);
      assert.deepEqual(result.errors?.map((e) => e.code), [code], filePath);
      assert.deepEqual(result.errors?.[0].path, ['file_path']);
    }
    assert.equal(fs.readFileSync(secret, 'utf8'), 'secret\n', 'the outside file is unchanged');
    assert.equal(fs.readFileSync(gitConfig, 'utf8'), '[core]\n');
    fs.rmSync(outside, { recursive: true, force: true });
  });

  test('an unsaved buffer is what gets matched and edited, and stays unsaved under ifWasClean', async () => {
    const dir = scratch('dirty');
    const file = path.join(dir, 'd.txt');
    fs.writeFileSync(file, 'on disk\n');
    const document = await vscode.workspace.openTextDocument(file);
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((b) => b.insert(new vscode.Position(1, 0), 'typed by the person\n'));
    assert.equal(document.isDirty, true);
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'typed by the person', new_string: 'typed by the person, then edited' }] });
    assert.equal(result.success, true);
    assert.equal(result.saved, false);
    assert.equal(document.getText(), 'on disk\ntyped by the person, then edited\n');
    assert.equal(document.isDirty, true);
    assert.equal(fs.readFileSync(file, 'utf8'), 'on disk\n', 'the unsaved work was not written behind the person\'s back');
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  test('saveAfterEdit never leaves a clean file dirty, always saves a dirty one', async () => {
    const dir = scratch('save-policy');
    const file = path.join(dir, 's.txt');
    fs.writeFileSync(file, 'v1\n');
    await setSetting('saveAfterEdit', 'never');
    const never = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'v1', new_string: 'v2' }] });
    assert.equal(never.saved, false);
    assert.equal(fs.readFileSync(file, 'utf8'), 'v1\n');
    await setSetting('saveAfterEdit', 'always');
    const always = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'v2', new_string: 'v3' }] });
    assert.equal(always.saved, true);
    assert.equal(fs.readFileSync(file, 'utf8'), 'v3\n');
    await setSetting('saveAfterEdit', undefined);
  });

  test('one Undo restores the previous text byte for byte', async () => {
    const dir = scratch('undo');
    const file = path.join(dir, 'u.ts');
    const original = 'a1\nb2\nc3\nd4\n';
    fs.writeFileSync(file, original);
    const document = await vscode.workspace.openTextDocument(file);
    await vscode.window.showTextDocument(document);
    const result = await invokeTool({ file_path: rel(file), edits: [
      { old_string: 'a1', new_string: 'A1' }, { old_string: 'c3', new_string: 'C3\nextra' }, { old_string: 'd4\n', new_string: '' },
    ] });
    assert.equal(result.success, true);
    assert.equal(document.getText(), 'A1\nb2\nC3\nextra\n');
    await vscode.commands.executeCommand('undo');
    await waitFor(() => document.getText() === original, 'one undo to restore the text');
    assert.equal(document.getText(), original);
  });

  test('a CRLF document keeps CRLF and a BOM document keeps its BOM', async () => {
    const dir = scratch('eol-bom');
    const crlf = path.join(dir, 'crlf.txt');
    fs.writeFileSync(crlf, 'first\r\nsecond\r\nthird\r\n');
    const crlfResult = await invokeTool({ file_path: rel(crlf), edits: [{ old_string: 'first\nsecond', new_string: 'one\ntwo\nmore' }] });
    assert.equal(crlfResult.success, true);
    assert.equal(fs.readFileSync(crlf, 'utf8'), 'one\r\ntwo\r\nmore\r\nthird\r\n');

    const bom = path.join(dir, 'bom.txt');
    fs.writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('hello bom\n')]));
    const bomResult = await invokeTool({ file_path: rel(bom), edits: [{ old_string: 'hello', new_string: 'goodbye' }] });
    assert.equal(bomResult.success, true);
    const bytes = fs.readFileSync(bom);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.equal(bytes.subarray(3).toString('utf8'), 'goodbye bom\n');
  });

  test('a document changed between validation and apply is re-validated against its new text', async () => {
    const dir = scratch('race');
    const file = path.join(dir, 'r.txt');
    fs.writeFileSync(file, 'keep\ntarget\n');
    const document = await vscode.workspace.openTextDocument(file);
    let changed = false;
    api.beforeApplyAttempt = async () => {
      if (changed) return;
      changed = true;
      const edit = new vscode.WorkspaceEdit();
      edit.insert(document.uri, new vscode.Position(0, 0), 'inserted by someone else\n');
      assert.equal(await vscode.workspace.applyEdit(edit), true);
    };
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'target', new_string: 'TARGET' }] });
    assert.equal(result.success, true);
    assert.deepEqual(result.changes, [{ start_line: 3, end_line: 3 }], 'the lines are those of the new text');
    assert.equal(document.getText(), 'inserted by someone else\nkeep\nTARGET\n');
    assert.equal(result.saved, false, 'the document was dirty (changed by someone else) just before our edit');
  });

  test('a file swapped for a link to an outside file between the checks and the apply is refused, and neither file changes (time of check to time of use)', async () => {
    const away = fs.mkdtempSync(path.join(os.tmpdir(), 'guarded-edit-outside-'));
    const secret = path.join(away, 'secret.txt');
    fs.writeFileSync(secret, 'target\n');
    const dir = scratch('swap');
    const file = path.join(dir, 's.txt');
    fs.writeFileSync(file, 'target\n');
    // The checks run twice (invoke's and the re-check just before applying): the swap falls between them.
    api.beforeApplyAttempt = () => {
      fs.rmSync(file);
      fs.symlinkSync(secret, file);
      api.beforeApplyAttempt = undefined;
      return Promise.resolve();
    };
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'target', new_string: 'TARGET' }] });
    assert.equal(result.success, false);
    assert.deepEqual(result.errors?.map((e) => e.code), ['SYMLINK_ESCAPE']);
    assert.equal(fs.readFileSync(secret, 'utf8'), 'target\n');
    const document = vscode.workspace.textDocuments.find((d) => d.uri.fsPath === file);
    assert.equal(document?.getText() ?? 'target\n', 'target\n', 'the buffer of the checked file is unchanged too');
  });

  test('a file found to be text, then written binary on disk, is refused: its remembered check holds only while its stat is the same', async () => {
    const dir = scratch('became-binary');
    const file = path.join(dir, 'b.txt');
    fs.writeFileSync(file, 'alpha\nbeta\n');
    // Settled: a file gets a stamp (what the check is remembered by) only some time after its last change (3 s on any filesystem).
    await new Promise((resolve) => setTimeout(resolve, 3500));
    // Unsaved changes of the person's: our edits are not saved, so the file on disk keeps its stamp.
    const document = await vscode.workspace.openTextDocument(file);
    const typing = new vscode.WorkspaceEdit();
    typing.insert(document.uri, new vscode.Position(2, 0), 'typed\n');
    assert.equal(await vscode.workspace.applyEdit(typing), true);
    assert.equal((await invokeTool({ file_path: rel(file), edits: [{ old_string: 'alpha', new_string: 'ALPHA' }] })).success, true);
    assert.equal((await invokeTool({ file_path: rel(file), edits: [{ old_string: 'beta', new_string: 'BETA' }] })).success, true);
    fs.writeFileSync(file, Buffer.from('gamma\u0000delta\n'));
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'ALPHA', new_string: 'alpha' }] });
    assert.deepEqual(result.errors?.map((e) => e.code), ['BINARY_FILE']);
    assert.equal(document.getText(), 'ALPHA\nBETA\ntyped\n');
  });

  test('guardedEdit.protectedFiles changed between two calls, or between the checks and the apply, rules the next check (the settings kept between calls are read again after a change)', async () => {
    const dir = scratch('settings-change');
    const file = path.join(dir, 'p.txt');
    fs.writeFileSync(file, 'one two\n');
    const config = vscode.workspace.getConfiguration('guardedEdit');
    const protectedBefore = config.inspect<string[]>('protectedFiles')?.globalValue;
    try {
      assert.equal((await invokeTool({ file_path: rel(file), edits: [{ old_string: 'one', new_string: 'ONE' }] })).success, true);
      await setSetting('protectedFiles', ['**/.git/**', '**/p.txt']);
      const between = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'two', new_string: 'TWO' }] });
      assert.deepEqual(between.errors?.map((e) => e.code), ['PROTECTED_PATH']);
      await setSetting('protectedFiles', protectedBefore);
      api.beforeApplyAttempt = async (attempt) => {
        if (attempt === 1) await setSetting('protectedFiles', ['**/.git/**', '**/p.txt']);
      };
      const during = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'two', new_string: 'TWO' }] });
      assert.deepEqual(during.errors?.map((e) => e.code), ['PROTECTED_PATH']);
      assert.equal(fs.readFileSync(file, 'utf8'), 'ONE two\n');
    } finally {
      api.beforeApplyAttempt = undefined;
      await setSetting('protectedFiles', protectedBefore);
    }
  });

  test('a change that removes the target between validation and apply is STALE_DOCUMENT, and nothing of ours is applied', async () => {
    const dir = scratch('stale');
    const file = path.join(dir, 's.txt');
    fs.writeFileSync(file, 'target\n');
    const document = await vscode.workspace.openTextDocument(file);
    api.beforeApplyAttempt = async () => {
      if (document.getText().includes('target')) {
        const edit = new vscode.WorkspaceEdit();
        edit.replace(document.uri, new vscode.Range(0, 0, 0, 6), 'gone');
        await vscode.workspace.applyEdit(edit);
      }
    };
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'target', new_string: 'TARGET' }] });
    assert.equal(result.success, false);
    assert.deepEqual(result.errors?.map((e) => e.code), ['STALE_DOCUMENT', 'OLD_STRING_NOT_FOUND']);
    assert.equal(document.getText(), 'gone\n');
  });

  test('two calls on the same file at once both land, one after the other', async () => {
    const dir = scratch('concurrent');
    const file = path.join(dir, 'c.txt');
    fs.writeFileSync(file, 'one\ntwo\n');
    const [first, second] = await Promise.all([
      invokeTool({ file_path: rel(file), edits: [{ old_string: 'one', new_string: 'ONE' }] }),
      invokeTool({ file_path: rel(file), edits: [{ old_string: 'two', new_string: 'TWO' }] }),
    ]);
    assert.equal(first.success, true);
    assert.equal(second.success, true);
    assert.equal(fs.readFileSync(file, 'utf8'), 'ONE\nTWO\n');
  });

  test('two conflicting calls at once: exactly one lands, the other is refused', async () => {
    const dir = scratch('conflict');
    const file = path.join(dir, 'c.txt');
    fs.writeFileSync(file, 'value\n');
    const results = await Promise.all([
      invokeTool({ file_path: rel(file), edits: [{ old_string: 'value', new_string: 'first' }] }),
      invokeTool({ file_path: rel(file), edits: [{ old_string: 'value', new_string: 'second' }] }),
    ]);
    assert.equal(results.filter((r) => r.success).length, 1);
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(text === 'first\n' || text === 'second\n', text);
  });

  test('a call cancelled between validation and apply changes nothing and says CANCELLED', async () => {
    const dir = scratch('cancel');
    const file = path.join(dir, 'c.txt');
    fs.writeFileSync(file, 'text\n');
    const source = new vscode.CancellationTokenSource();
    api.beforeApplyAttempt = () => {
      source.cancel();
      return Promise.resolve();
    };
    // Called on the tool itself: VS Code's invokeTool rejects a token cancelled before the call
    // reaches the tool (next test), so our own cancellation path is only reachable this way.
    const result = await api.multiEditTool.invoke({ input: { file_path: rel(file), edits: [{ old_string: 'text', new_string: 'TEXT' }] }, toolInvocationToken: undefined }, source.token);
    const parsed = JSON.parse((result.content[0] as vscode.LanguageModelTextPart).value) as ResultShape;
    assert.deepEqual(parsed.errors?.map((e) => e.code), ['CANCELLED']);
    assert.equal(fs.readFileSync(file, 'utf8'), 'text\n');
    const document = vscode.workspace.textDocuments.find((d) => d.uri.fsPath === file);
    assert.equal(document?.getText() ?? 'text\n', 'text\n', 'the buffer is unchanged too');
  });

  test('a call whose token is cancelled before it starts is rejected by VS Code and changes nothing', async () => {
    const dir = scratch('cancel-early');
    const file = path.join(dir, 'c.txt');
    fs.writeFileSync(file, 'text\n');
    const source = new vscode.CancellationTokenSource();
    source.cancel();
    await assert.rejects(invokeTool({ file_path: rel(file), edits: [{ old_string: 'text', new_string: 'TEXT' }] }, source.token), /Cancel/);
    assert.equal(fs.readFileSync(file, 'utf8'), 'text\n');
  });

  test('the multi-file form is all or nothing across files', async () => {
    const dir = scratch('multi');
    const a = path.join(dir, 'a.txt');
    const b = path.join(dir, 'b.txt');
    fs.writeFileSync(a, 'alpha\n');
    fs.writeFileSync(b, 'beta\n');
    const result = await vscode.commands.executeCommand<ResultShape>('guardedEdit.applyEdits', { files: [
      { file_path: rel(a), edits: [{ old_string: 'alpha', new_string: 'ALPHA' }] },
      { file_path: rel(b), edits: [{ old_string: 'missing', new_string: 'x' }] },
    ] });
    assert.equal(result.success, false);
    assert.deepEqual(result.errors?.[0].path, ['files', 1, 'edits', 0, 'old_string']);
    assert.equal(fs.readFileSync(a, 'utf8'), 'alpha\n', 'the valid file was not changed either');
    assert.equal(fs.readFileSync(b, 'utf8'), 'beta\n');
  });

  test('diagnostics of a rejection are cleared by the next successful edit of that file', async () => {
    const dir = scratch('clear');
    const file = path.join(dir, 'c.ts');
    fs.writeFileSync(file, 'let value = 1;\n');
    await invokeTool({ file_path: rel(file), edits: [{ old_string: 'let  value = 1;', new_string: 'x' }] });
    assert.equal(diagnosticsOf(file).length, 1);
    const result = await invokeTool({ file_path: rel(file), edits: [{ old_string: 'let value = 1;', new_string: 'let value = 2;' }] });
    assert.equal(result.success, true);
    assert.equal(diagnosticsOf(file).length, 0);
  });

  test('guardedEdit.clearProblems clears every diagnostic of ours', async () => {
    const dir = scratch('clear-command');
    const file = path.join(dir, 'c.ts');
    fs.writeFileSync(file, 'a\n');
    await invokeTool({ file_path: rel(file), edits: [{ old_string: 'b', new_string: 'c' }] });
    await invokeTool({ file_path: rel(file), edits: [{ old_string: 'a\n', new_string: 'c' }, { old_string: 'a', new_string: 'd' }] });
    assert.ok(diagnosticsOf(file).length > 0);
    await vscode.commands.executeCommand('guardedEdit.clearProblems');
    assert.equal(diagnosticsOf(file).length, 0);
  });

  test('prepareInvocation names the file and the number of edits and asks to confirm sensitive files, changing nothing', async () => {
    const plain = await api.multiEditTool.prepareInvocation({ input: { file_path: 'src/app.ts', edits: [{}, {}, {}] } });
    assert.equal(plain.invocationMessage, 'Editing src/app.ts, 3 edits');
    assert.equal(plain.confirmationMessages, undefined);
    fs.writeFileSync(path.join(workspaceDir(), '.env.local'), 'KEY=1\n');
    const sensitive = await api.multiEditTool.prepareInvocation({ input: { file_path: '.env.local', edits: [{ old_string: 'KEY=1', new_string: 'KEY=2' }] } });
    assert.ok(sensitive.confirmationMessages, 'a confirmation is asked for .env files');
    assert.match(sensitive.confirmationMessages.title, /\.env\.local/);
    assert.equal(fs.readFileSync(path.join(workspaceDir(), '.env.local'), 'utf8'), 'KEY=1\n');
  });

  test('previewEdits opens a diff of the proposed text without changing the file', async () => {
    const dir = scratch('preview');
    const file = path.join(dir, 'p.txt');
    fs.writeFileSync(file, 'before\n');
    const outcome = await vscode.commands.executeCommand<{ success: boolean; previewed: string[] }>('guardedEdit.previewEdits', {
      file_path: rel(file), edits: [{ old_string: 'before', new_string: 'after' }],
    });
    assert.deepEqual(outcome, { success: true, previewed: [rel(file)] });
    const proposed = vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'guarded-edit-preview');
    assert.ok(proposed, 'the proposed text is open');
    assert.equal(proposed.getText(), 'after\n');
    assert.equal(fs.readFileSync(file, 'utf8'), 'before\n');
  });
});
