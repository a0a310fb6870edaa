// The promises to the person in the real extension host: bytes outside an edit kept exactly,
// text the file cannot hold refused, the size limit on buffer and result, read-only honoured,
// success checked, one document per file (links, notebooks), never a stale buffer, UTF-16.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { resetEditors, sleep, updateSettings, waitFor, workspaceDir } from './helpers';

interface Result { success: boolean; saved?: boolean; errors?: { code: string; message: string; recovery_hint: string }[] }

let counter = 0;
function scratch(name: string): string {
  const dir = path.join(workspaceDir(), 'promises', `${name}-${++counter}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

async function edit(input: object): Promise<Result> {
  const result = await vscode.lm.invokeTool('guarded_multi_edit', { input, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as Result;
}

async function tool(name: string, input: object): Promise<Result & { content?: string }> {
  const result = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as Result & { content?: string };
}

function codes(result: Result): string[] {
  return (result.errors ?? []).map((e) => e.code);
}

suite('Promises to the person', function () {
  this.timeout(30_000);
  let restore: (() => Promise<void>) | undefined;

  setup(async () => {
    restore = await updateSettings({ 'guardedEdit.notifications': 'off' });
  });
  teardown(async () => {
    await resetEditors();
    await restore?.();
  });

  test('row 1: latin1 bytes in a UTF-8 file are refused (LOSSY_FILE, line named), the file unchanged', async () => {
    const file = path.join(scratch('latin1'), 'l.txt');
    const bytes = Buffer.from([0x6f, 0x6e, 0x65, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]);
    fs.writeFileSync(file, bytes);
    const result = await edit({ file_path: file, edits: [{ old_string: 'one', new_string: 'ONE' }] });
    assert.equal(result.success, false);
    assert.deepEqual(codes(result), ['LOSSY_FILE']);
    assert.match(result.errors![0].message, /not valid UTF-8 on line 2/);
    assert.deepEqual(fs.readFileSync(file), bytes);
  });

  test('row 2: mixed line endings and a lone CR are refused with counts and lines', async () => {
    const dir = scratch('eol');
    const mixed = path.join(dir, 'mixed.txt');
    const mixedBytes = Buffer.from('one\r\ntwo\nthree\r\nfour\r\n');
    fs.writeFileSync(mixed, mixedBytes);
    const r1 = await edit({ file_path: mixed, edits: [{ old_string: 'four', new_string: 'FOUR' }] });
    assert.deepEqual(codes(r1), ['LOSSY_FILE']);
    assert.match(r1.errors![0].message, /3 lines end in CRLF and 1 in LF/);
    assert.deepEqual(fs.readFileSync(mixed), mixedBytes);
    const lone = path.join(dir, 'lone.txt');
    const loneBytes = Buffer.from('a\nb\rc\nd\n');
    fs.writeFileSync(lone, loneBytes);
    const r2 = await edit({ file_path: lone, edits: [{ old_string: 'd', new_string: 'D' }] });
    assert.deepEqual(codes(r2), ['LOSSY_FILE']);
    assert.match(r2.errors![0].message, /line 2/);
    assert.deepEqual(fs.readFileSync(lone), loneBytes);
  });

  test('rows 3 and 4: files.readonlyInclude refuses the whole multi-file request before anything is applied', async () => {
    const dir = scratch('ro');
    const a = path.join(dir, 'a.txt');
    const frozen = path.join(dir, 'frozen.txt');
    fs.writeFileSync(a, 'alpha\n');
    fs.writeFileSync(frozen, 'ice\n');
    const undo = await updateSettings({ 'files.readonlyInclude': { '**/frozen.txt': true } });
    try {
      const result = await vscode.commands.executeCommand<Result>('guardedEdit.applyEdits', { files: [
        { file_path: a, edits: [{ old_string: 'alpha', new_string: 'ALPHA' }] },
        { file_path: frozen, edits: [{ old_string: 'ice', new_string: 'ICE' }] },
      ] });
      assert.equal(result.success, false);
      assert.deepEqual(codes(result), ['READ_ONLY']);
      assert.match(result.errors![0].message, /files\.readonlyInclude/);
      assert.equal(fs.readFileSync(a, 'utf8'), 'alpha\n');
      assert.equal(fs.readFileSync(frozen, 'utf8'), 'ice\n');
      const open = vscode.workspace.textDocuments.find((d) => d.uri.fsPath === a);
      assert.ok(!open || (!open.isDirty && open.getText() === 'alpha\n'));
      const single = await edit({ file_path: frozen, edits: [{ old_string: 'ice', new_string: 'ICE' }] });
      assert.deepEqual(codes(single), ['READ_ONLY']);
      const create = await tool('guarded_create_file', { file_path: frozen, content: 'new\n', overwrite: true });
      assert.deepEqual(codes(create), ['READ_ONLY']);
      assert.equal(fs.readFileSync(frozen, 'utf8'), 'ice\n');
    } finally {
      await undo();
    }
  });

  test('row 4: files.readonlyInclude set after the file was edited counts at once (the read-only settings kept per file are read again)', async () => {
    const file = path.join(scratch('ro-later'), 'later.txt');
    fs.writeFileSync(file, 'one\n');
    assert.equal((await edit({ file_path: file, edits: [{ old_string: 'one', new_string: 'two' }] })).success, true);
    const undo = await updateSettings({ 'files.readonlyInclude': { '**/later.txt': true } });
    try {
      const result = await edit({ file_path: file, edits: [{ old_string: 'two', new_string: 'three' }] });
      assert.deepEqual(codes(result), ['READ_ONLY']);
    } finally {
      await undo();
    }
    assert.equal((await edit({ file_path: file, edits: [{ old_string: 'two', new_string: 'three' }] })).success, true);
  });

  test('row 4: files.readonlyFromPermissions with a 0444 file is READ_ONLY even for root', async () => {
    const file = path.join(scratch('perm'), 'locked.txt');
    fs.writeFileSync(file, 'locked\n');
    fs.chmodSync(file, 0o444);
    const undo = await updateSettings({ 'files.readonlyFromPermissions': true });
    try {
      const result = await edit({ file_path: file, edits: [{ old_string: 'locked', new_string: 'open' }] });
      assert.deepEqual(codes(result), ['READ_ONLY']);
      const create = await tool('guarded_create_file', { file_path: file, content: 'x\n', overwrite: true });
      assert.deepEqual(codes(create), ['READ_ONLY']);
      assert.equal(fs.readFileSync(file, 'utf8'), 'locked\n');
    } finally {
      await undo();
      fs.chmodSync(file, 0o644);
    }
  });

  test('row 5: a file open with unsaved work under a linked folder is the document edited, not saved', async () => {
    const dir = scratch('linkdir');
    fs.mkdirSync(path.join(dir, 'real'));
    const real = path.join(dir, 'real', 'f.txt');
    fs.writeFileSync(real, 'first\nsecond\n');
    fs.symlinkSync(path.join(dir, 'real'), path.join(dir, 'via-link'));
    const linked = path.join(dir, 'via-link', 'f.txt');
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(linked));
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'mine '));
    assert.ok(document.isDirty);
    const result = await edit({ file_path: linked, edits: [{ old_string: 'second', new_string: 'SECOND' }] });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(result.saved, false);
    assert.equal(document.getText(), 'mine first\nSECOND\n');
    assert.ok(document.isDirty);
    assert.equal(fs.readFileSync(real, 'utf8'), 'first\nsecond\n');
    assert.equal(vscode.workspace.textDocuments.filter((d) => d.uri.fsPath === real).length, 0, 'no second document for the real path');
  });

  test('row 6: a link open with unsaved work is what the read returns and the edit matches', async () => {
    const dir = scratch('alias');
    const real = path.join(dir, 'real.txt');
    fs.writeFileSync(real, 'disk text\n');
    const alias = path.join(dir, 'alias.txt');
    fs.symlinkSync(real, alias);
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(alias));
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((b) => b.replace(new vscode.Range(0, 0, 0, 9), 'buffer text'));
    const read = await tool('guarded_read_file', { file_path: alias });
    assert.match(read.content ?? '', /buffer text/);
    const result = await edit({ file_path: alias, edits: [{ old_string: 'buffer text', new_string: 'edited text' }] });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(document.getText(), 'edited text\n');
    assert.equal(fs.readFileSync(real, 'utf8'), 'disk text\n');
  });

  test('row 7: a notebook open with unsaved changes is edited through its cells, never saved behind; its JSON text is refused (DIRTY_IN_OTHER_EDITOR)', async () => {
    const file = path.join(scratch('nb'), 'nb.ipynb');
    const json = JSON.stringify({ cells: [{ cell_type: 'markdown', metadata: {}, source: ['hello'] }], metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1) + '\n';
    fs.writeFileSync(file, json);
    const notebook = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
    await vscode.window.showNotebookDocument(notebook);
    const cellEdit = new vscode.WorkspaceEdit();
    cellEdit.set(notebook.uri, [vscode.NotebookEdit.insertCells(1, [new vscode.NotebookCellData(vscode.NotebookCellKind.Markup, 'unsaved cell', 'markdown')])]);
    assert.ok(await vscode.workspace.applyEdit(cellEdit));
    await waitFor(() => notebook.isDirty, { message: 'the notebook is dirty' });
    // The model's plain code is applied in its cell of the open notebook; the unsaved cell stays, nothing is saved.
    const result = await edit({ file_path: file, edits: [{ old_string: 'hello', new_string: 'HELLO' }] });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.deepEqual(notebook.getCells().map((c) => c.document.getText()), ['HELLO', 'unsaved cell']);
    assert.equal(fs.readFileSync(file, 'utf8'), json);
    assert.ok(notebook.isDirty);
    // An edit of the file's JSON text would write behind the open notebook: refused.
    const asText = await edit({ file_path: file, edits: [{ old_string: '"nbformat": 4', new_string: '"nbformat":  4' }] });
    assert.deepEqual(codes(asText), ['DIRTY_IN_OTHER_EDITOR']);
    assert.equal(fs.readFileSync(file, 'utf8'), json);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  test('row 8: a clean buffer behind its file on disk is never edited: reloaded and validated again', async () => {
    const file = path.join(scratch('stale'), 's.txt');
    fs.writeFileSync(file, 'one\ntwo\n');
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
    await vscode.window.showTextDocument(document);
    fs.writeFileSync(file, 'one\ntwo\nthree by git\n');
    const result = await edit({ file_path: file, edits: [{ old_string: 'two', new_string: 'TWO' }] });
    if (!result.success) {
      // A busy machine: the bounded wait ran out before VS Code's watcher reloaded it
      // (STALE_DOCUMENT), or VS Code refused the save of a file it had not yet seen change, and
      // the edit was undone (APPLY_FAILED). Either way: refused, and nothing changed.
      assert.equal(result.errors?.length, 1, JSON.stringify(result));
      const [refusal] = result.errors ?? [];
      assert.ok(refusal.code === 'STALE_DOCUMENT' || refusal.code === 'APPLY_FAILED', JSON.stringify(result));
      assert.match(refusal.message, /changed on disk/);
      assert.equal(fs.readFileSync(file, 'utf8'), 'one\ntwo\nthree by git\n');
      assert.ok(!document.getText().includes('TWO'));
      return;
    }
    assert.equal(fs.readFileSync(file, 'utf8'), 'one\nTWO\nthree by git\n');
    assert.equal(document.getText(), 'one\nTWO\nthree by git\n');
    // The other change removes the text: refused, the disk keeps the other change.
    fs.writeFileSync(file, 'one\nchanged\n');
    const refused = await edit({ file_path: file, edits: [{ old_string: 'TWO', new_string: 'two' }] });
    assert.equal(refused.success, false);
    assert.equal(fs.readFileSync(file, 'utf8'), 'one\nchanged\n');
  });

  test('row 8 for reads: a clean buffer behind its file on disk is reloaded before it is read', async () => {
    const file = path.join(scratch('staleread'), 'r.txt');
    fs.writeFileSync(file, 'old text\n');
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
    await vscode.window.showTextDocument(document);
    fs.writeFileSync(file, 'new text\n');
    const read = await tool('guarded_read_file', { file_path: file });
    assert.match(read.content ?? '', /new text/);
  });

  test('row 9: files.encoding iso88591 refuses characters it cannot hold and keeps Latin-1 bytes', async () => {
    const file = path.join(scratch('latin'), 'price.txt');
    const bytes = Buffer.from([0x70, 0x72, 0x69, 0x78, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]);
    fs.writeFileSync(file, bytes);
    const undo = await updateSettings({ 'files.encoding': 'iso88591' });
    try {
      const refused = await edit({ file_path: file, edits: [{ old_string: 'prix', new_string: '10 € 😀' }] });
      assert.deepEqual(codes(refused), ['UNENCODABLE_TEXT']);
      assert.match(refused.errors![0].message, /"€" \(U\+20AC\), "😀" \(U\+1F600\)/);
      assert.deepEqual(fs.readFileSync(file), bytes);
      const ok = await edit({ file_path: file, edits: [{ old_string: 'prix', new_string: 'prix à 10' }] });
      assert.equal(ok.success, true, JSON.stringify(ok));
      assert.deepEqual(fs.readFileSync(file), Buffer.concat([Buffer.from('prix '), Buffer.from([0xe0]), Buffer.from(' 10\ncaf'), Buffer.from([0xe9, 0x0a])]));
    } finally {
      await undo();
    }
  });

  test('row 9 for patches: a hunk adding characters the file\'s encoding cannot hold is refused before anything changes', async () => {
    const file = path.join(scratch('latin-patch'), 'price.txt');
    const bytes = Buffer.from([0x70, 0x72, 0x69, 0x78, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]);
    fs.writeFileSync(file, bytes);
    const undo = await updateSettings({ 'files.encoding': 'iso88591' });
    try {
      const patch = (added: string) => `*** Begin Patch\n*** Update File: ${path.relative(workspaceDir(), file).split(path.sep).join('/')}\n@@\n-prix\n+${added}\n caf\u00e9\n*** End Patch\n`;
      const refused = await tool('guarded_apply_patch', { patch: patch('10 € 😀') });
      assert.deepEqual(codes(refused), ['UNENCODABLE_TEXT']);
      assert.match(refused.errors![0].message, /The patch's added lines for .*price\.txt has .*"€" \(U\+20AC\)/);
      assert.deepEqual(fs.readFileSync(file), bytes, 'the Latin-1 bytes are untouched');
      const ok = await tool('guarded_apply_patch', { patch: patch('prix à 10') });
      assert.equal(ok.success, true, JSON.stringify(ok));
      assert.deepEqual(fs.readFileSync(file), Buffer.concat([Buffer.from('prix '), Buffer.from([0xe0]), Buffer.from(' 10\ncaf'), Buffer.from([0xe9, 0x0a])]));
    } finally {
      await undo();
    }
  });

  test('row 10: a lone CR or a lone surrogate in new_string is refused (UNENCODABLE_TEXT)', async () => {
    const file = path.join(scratch('lone'), 'x.txt');
    fs.writeFileSync(file, 'abc\n');
    const cr = await edit({ file_path: file, edits: [{ old_string: 'abc', new_string: 'a\rb' }] });
    assert.deepEqual(codes(cr), ['UNENCODABLE_TEXT']);
    const surrogate = await edit({ file_path: file, edits: [{ old_string: 'abc', new_string: 'a\uD800b' }] });
    assert.deepEqual(codes(surrogate), ['UNENCODABLE_TEXT']);
    assert.equal(fs.readFileSync(file, 'utf8'), 'abc\n');
  });

  test('row 11: the size limit bounds the result and the open buffer (FILE_TOO_LARGE says which)', async () => {
    const dir = scratch('size');
    const small = path.join(dir, 'small.txt');
    fs.writeFileSync(small, 'tiny\n');
    const undo = await updateSettings({ 'guardedEdit.maxFileSizeMB': 2 / 1024 });
    try {
      const big = await edit({ file_path: small, edits: [{ old_string: 'tiny', new_string: 'x'.repeat(100 * 1024) }] });
      assert.deepEqual(codes(big), ['FILE_TOO_LARGE']);
      assert.match(big.errors![0].message, /after these edits/);
      assert.equal(fs.readFileSync(small, 'utf8'), 'tiny\n');
      const document = await vscode.workspace.openTextDocument(vscode.Uri.file(small));
      const editor = await vscode.window.showTextDocument(document);
      await editor.edit((b) => b.insert(new vscode.Position(1, 0), 'y'.repeat(100 * 1024)));
      const buffer = await edit({ file_path: small, edits: [{ old_string: 'tiny', new_string: 'TINY' }] });
      assert.deepEqual(codes(buffer), ['FILE_TOO_LARGE']);
      assert.match(buffer.errors![0].message, /open with/);
      assert.ok(document.getText().startsWith('tiny\n'));
    } finally {
      await undo();
    }
  });

  test('row 12: UTF-16 LE and BE with a BOM are edited, BOM and encoding kept', async () => {
    const dir = scratch('utf16');
    const le = path.join(dir, 'le.txt');
    fs.writeFileSync(le, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('one\r\ntwo é\r\n', 'utf16le')]));
    const r1 = await edit({ file_path: le, edits: [{ old_string: 'two', new_string: 'deux 😀' }] });
    assert.equal(r1.success, true, JSON.stringify(r1));
    assert.deepEqual(fs.readFileSync(le), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('one\r\ndeux 😀 é\r\n', 'utf16le')]));
    const be = path.join(dir, 'be.txt');
    const swap = (b: Buffer) => { for (let i = 0; i < b.length; i += 2) [b[i], b[i + 1]] = [b[i + 1], b[i]]; return b; };
    fs.writeFileSync(be, Buffer.concat([Buffer.from([0xfe, 0xff]), swap(Buffer.from('alpha\nbeta\n', 'utf16le'))]));
    const r2 = await edit({ file_path: be, edits: [{ old_string: 'beta', new_string: 'BETA' }] });
    assert.equal(r2.success, true, JSON.stringify(r2));
    assert.deepEqual(fs.readFileSync(be), Buffer.concat([Buffer.from([0xfe, 0xff]), swap(Buffer.from('alpha\nBETA\n', 'utf16le'))]));
  });

  test('a file with only LF or only CRLF and a BOM keeps every byte outside the edit', async () => {
    const file = path.join(scratch('exact'), 'bom.txt');
    const before = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a\r\nb\r\nc')]);
    fs.writeFileSync(file, before);
    const result = await edit({ file_path: file, edits: [{ old_string: 'b', new_string: 'B\nB' }] });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.deepEqual(fs.readFileSync(file), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a\r\nB\r\nB\r\nc')]));
    await sleep(0);
  });

  test('success is checked: a save that fails part-way puts every file back and refuses (APPLY_FAILED)', async () => {
    const dir = scratch('savefail');
    const a = path.join(dir, 'a.txt');
    const b = path.join(dir, 'b.txt');
    fs.writeFileSync(a, 'alpha\n');
    fs.writeFileSync(b, 'beta\n');
    const docA = await vscode.workspace.openTextDocument(vscode.Uri.file(a));
    const docB = await vscode.workspace.openTextDocument(vscode.Uri.file(b));
    // Just before b.txt is written, a folder takes its place: the save cannot write it.
    let sabotaged = false;
    const listener = vscode.workspace.onWillSaveTextDocument((e) => {
      if (e.document.uri.fsPath !== b || sabotaged) return;
      sabotaged = true;
      fs.rmSync(b);
      fs.mkdirSync(b);
    });
    let result: Result;
    try {
      result = await vscode.commands.executeCommand<Result>('guardedEdit.applyEdits', { files: [
        { file_path: a, edits: [{ old_string: 'alpha', new_string: 'ALPHA' }] },
        { file_path: b, edits: [{ old_string: 'beta', new_string: 'BETA' }] },
      ] });
    } finally {
      listener.dispose();
    }
    assert.ok(sabotaged, 'b.txt was about to be saved');
    assert.deepEqual(codes(result), ['APPLY_FAILED']);
    assert.match(result.errors![0].message, /b\.txt could not be saved/);
    assert.equal(fs.readFileSync(a, 'utf8'), 'alpha\n');
    assert.equal(docA.getText(), 'alpha\n');
    assert.equal(docA.isDirty, false);
    assert.equal(docB.getText(), 'beta\n', 'b.txt holds its old text again (in its buffer: the disk has a folder now)');
    fs.rmdirSync(b);
  });
});
