// guarded_notebook_edit in the real extension host: the open notebook is the base (a cell typed and
// not saved keeps its typing), the call is one WorkspaceEdit (one Undo takes all of it back), the
// cells it does not change stay the very cells they were (outputs and metadata), an unsaved call is
// in the history, a refusal puts Diagnostics on the cell, and prepareInvocation asks as every tool does.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { GuardedEditApi } from '../../src/extension';
import { activateExtension, resetEditors, updateSettings, waitFor, workspaceDir } from './helpers';

interface CellResult { op: string; index?: number; new_index?: number; id?: string; cell_type: string }
interface Result { success: boolean; saved?: boolean; cells?: CellResult[]; errors?: { code: string; message: string; cells?: { id?: string }[] }[] }

let counter = 0;
function notebookFile(): string {
  const dir = path.join(workspaceDir(), 'notebooks', `nb-${++counter}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'analysis.ipynb');
  fs.writeFileSync(file, `${JSON.stringify(NOTEBOOK, null, 1)}\n`);
  return file;
}

const code = (id: string, source: string[], count: number | null, outputs: unknown[]) => ({ cell_type: 'code', execution_count: count, id, metadata: {}, outputs, source });
const text = (type: 'markdown' | 'raw', id: string, source: string[]) => ({ cell_type: type, id, metadata: {}, source });
/** A real-shaped nbformat 4.5 notebook: markdown, code with an image, a result, a stream and an error, raw. */
const NOTEBOOK = {
  cells: [
    text('markdown', 'intro', ['# Sales analysis\n', '\n', 'This notebook loads the data and plots it.']),
    code('imports', ['import numpy as np\n', 'import matplotlib.pyplot as plt'], 1, []),
    code('plot', ['x = np.linspace(0, 10, 100)\n', 'y = np.sin(x)\n', 'plt.plot(x, y)\n', 'plt.show()'], 2, [
      { data: { 'image/png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'text/plain': ['<Figure size 640x480 with 1 Axes>'] }, metadata: {}, output_type: 'display_data' },
    ]),
    code('total', ['total = sum(range(10))\n', 'total'], 3, [{ data: { 'text/plain': ['45'] }, execution_count: 3, metadata: {}, output_type: 'execute_result' }]),
    code('print', ["print('done')\n"], 4, [{ name: 'stdout', output_type: 'stream', text: ['done\n'] }]),
    text('raw', 'raw-1', ['raw text']),
    code('error', ['1/0'], 5, [{ ename: 'ZeroDivisionError', evalue: 'division by zero', output_type: 'error', traceback: ['ZeroDivisionError: division by zero'] }]),
    text('markdown', 'empty-md', []),
  ],
  metadata: {
    kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
    language_info: { name: 'python', version: '3.11.2' },
  },
  nbformat: 4,
  nbformat_minor: 5,
};

async function notebookEdit(input: object): Promise<Result> {
  const result = await vscode.lm.invokeTool('guarded_notebook_edit', { input, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as Result;
}

const idOf = (cell: vscode.NotebookCell): string | undefined => {
  const metadata = cell.metadata as { id?: unknown; custom?: { id?: unknown } };
  const id = metadata.id ?? metadata.custom?.id;
  return typeof id === 'string' ? id : undefined;
};
const byId = (notebook: vscode.NotebookDocument, id: string) => notebook.getCells().find((c) => idOf(c) === id);
const uriOf = (notebook: vscode.NotebookDocument, id: string) => byId(notebook, id)?.document.uri.toString();
const outputsOf = (cell: vscode.NotebookCell | undefined) => (cell?.outputs ?? []).map((o) => o.items.map((i) => `${i.mime}:${Buffer.from(i.data).toString('base64')}`).join('|'));

suite('guarded_notebook_edit on the open notebook', function () {
  this.timeout(60_000);
  let restore: (() => Promise<void>) | undefined;
  let api: GuardedEditApi;

  suiteSetup(async () => {
    api = await activateExtension<GuardedEditApi>();
  });

  /** The tool's invoke without prepareInvocation, as VS Code calls it after the person's yes. */
  async function invokeDirect(input: object): Promise<Result> {
    const result = await api.notebookEditTool.invoke({ input, toolInvocationToken: undefined }, new vscode.CancellationTokenSource().token);
    const part = result.content[0];
    assert.ok(part instanceof vscode.LanguageModelTextPart);
    return JSON.parse(part.value) as Result;
  }

  setup(async () => {
    restore = await updateSettings({ 'guardedEdit.notifications': 'off' });
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await resetEditors();
    await restore?.();
  });

  test('an unsaved cell keeps its typing, untouched cells keep their outputs, and one Undo takes the whole call back', async () => {
    const file = notebookFile();
    const notebook = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
    await vscode.window.showNotebookDocument(notebook);
    const intro = byId(notebook, 'intro');
    assert.ok(intro, 'the notebook has its cell ids');
    const plotOutputs = outputsOf(byId(notebook, 'plot'));
    const totalOutputs = outputsOf(byId(notebook, 'total'));
    const printOutputs = outputsOf(byId(notebook, 'print'));
    assert.ok(plotOutputs.length > 0 && totalOutputs.length > 0);
    // The cells between the ones the call changes (total, print) and after them are not recreated.
    const kept = ['intro', 'imports', 'total', 'print', 'error', 'empty-md'].map((id) => [id, uriOf(notebook, id), JSON.stringify(byId(notebook, id)?.metadata)]);

    // The person types into the first cell and does not save.
    const typing = new vscode.WorkspaceEdit();
    typing.insert(intro.document.uri, new vscode.Position(0, 0), 'TYPED ');
    assert.ok(await vscode.workspace.applyEdit(typing));
    await waitFor(() => notebook.isDirty, { message: 'the notebook is dirty' });
    const onDisk = fs.readFileSync(file, 'utf8');

    const result = await notebookEdit({
      file_path: file,
      edits: [
        { cell_id: 'plot', op: 'edit', old_string: 'np.sin(x)', new_string: 'np.cos(x)' },
        { cell_id: 'imports', op: 'insert', source: 'import pandas as pd', cell_type: 'code' },
        { cell_id: 'raw-1', op: 'delete' },
      ],
    });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(result.saved, false, 'a notebook with unsaved changes is not saved behind the person (saveAfterEdit ifWasClean)');
    assert.equal(fs.readFileSync(file, 'utf8'), onDisk, 'the file is not written');
    assert.deepEqual(result.cells?.map((c) => c.op), ['edit', 'insert', 'delete']);

    const ids = notebook.getCells().map(idOf);
    assert.equal(notebook.cellCount, 8);
    assert.deepEqual(ids.filter((id) => id !== result.cells?.[1].id), ['intro', 'imports', 'plot', 'total', 'print', 'error', 'empty-md']);
    assert.equal(notebook.cellAt(2).document.getText(), 'import pandas as pd');
    assert.match(byId(notebook, 'plot')?.document.getText() ?? '', /y = np\.cos\(x\)/);
    assert.match(byId(notebook, 'intro')?.document.getText() ?? '', /^TYPED # Sales analysis/, 'the unsaved typing is kept');
    assert.deepEqual(outputsOf(byId(notebook, 'plot')), plotOutputs, 'the edited cell keeps its outputs');
    assert.deepEqual(outputsOf(byId(notebook, 'total')), totalOutputs, 'an untouched cell keeps its outputs');
    assert.deepEqual(outputsOf(byId(notebook, 'print')), printOutputs);
    assert.deepEqual(kept.map(([id]) => [id, uriOf(notebook, id as string), JSON.stringify(byId(notebook, id as string)?.metadata)]), kept, 'untouched cells are the same cells, with their metadata');

    // The call is in the history although it is not saved.
    const entry = await waitFor(async () => {
      await api.history.tree.refresh();
      return (await api.history.tree.current()).find((e) => e.entry.tool === 'guarded_notebook_edit' && e.entry.files.some((f) => f.realPath === fs.realpathSync(file)));
    }, { message: 'the unsaved call\'s history entry' });
    assert.equal(entry.entry.files.length, 1);

    // One Undo takes the whole call back, and only the call: the typing stays.
    await vscode.window.showNotebookDocument(notebook);
    await vscode.commands.executeCommand('undo');
    await waitFor(() => notebook.cellCount === 8 && byId(notebook, 'raw-1') !== undefined, { message: 'the call is undone' });
    assert.deepEqual(notebook.getCells().map(idOf), ['intro', 'imports', 'plot', 'total', 'print', 'raw-1', 'error', 'empty-md']);
    assert.match(byId(notebook, 'plot')?.document.getText() ?? '', /y = np\.sin\(x\)/);
    assert.match(byId(notebook, 'intro')?.document.getText() ?? '', /^TYPED # Sales analysis/, 'the typing is not part of the call');
    assert.deepEqual(outputsOf(byId(notebook, 'total')), totalOutputs);
  });

  test('a clean notebook is saved with the call; refusals change nothing', async () => {
    const file = notebookFile();
    const notebook = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
    await vscode.window.showNotebookDocument(notebook);
    const before = fs.readFileSync(file, 'utf8');

    const missing = await notebookEdit({ file_path: file, edits: [{ cell_id: 'nope', op: 'delete' }] });
    assert.deepEqual(missing.errors?.map((e) => e.code), ['CELL_NOT_FOUND']);
    assert.equal(missing.errors?.[0].cells?.length, 8);
    const conflict = await notebookEdit({ file_path: file, edits: [{ cell_id: 'plot', op: 'edit', source: 'x' }, { cell_id: 'plot', op: 'delete' }] });
    assert.deepEqual(conflict.errors?.map((e) => e.code), ['CELL_CONFLICT']);
    // A source not found in its cell: the Diagnostic is on that cell, at the closest line.
    const miss = await notebookEdit({ file_path: file, edits: [{ cell_id: 'plot', op: 'edit', old_string: 'plt.plot(x, z)', new_string: 'plt.plot(x, y, "r")' }] });
    assert.deepEqual(miss.errors?.map((e) => e.code), ['OLD_STRING_NOT_FOUND']);
    const plotUri = byId(notebook, 'plot')?.document.uri;
    assert.ok(plotUri);
    const placed = await waitFor(() => vscode.languages.getDiagnostics(plotUri).filter((d) => d.source === 'guarded-edit'), { message: 'a Diagnostic on the cell' });
    assert.equal(placed.length, 1);
    assert.equal(placed[0].range.start.line, 2, 'on the cell\'s third line, where the closest text is');
    assert.equal(typeof placed[0].code === 'object' ? placed[0].code.value : placed[0].code, 'OLD_STRING_NOT_FOUND');
    assert.equal(vscode.languages.getDiagnostics(vscode.Uri.file(file)).length, 0, 'none on the file\'s JSON text');
    assert.equal(notebook.isDirty, false);
    assert.equal(fs.readFileSync(file, 'utf8'), before);

    const result = await notebookEdit({ file_path: file, edits: [{ cell_id: 'total', op: 'move', to_index: 0 }] });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(result.saved, true);
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { cells: { id?: string; outputs?: unknown[] }[] };
    assert.deepEqual(saved.cells.map((c) => c.id), ['total', 'intro', 'imports', 'plot', 'print', 'raw-1', 'error', 'empty-md']);
    assert.equal(saved.cells[0].outputs?.length, 1, 'the moved cell keeps its output on disk');
    assert.equal(vscode.languages.getDiagnostics(plotUri).length, 0, 'a call that succeeds clears the cells\' Diagnostics');
  });

  test('guarded_multi_edit on an open .ipynb applies plain code in its cell through the notebook: typing kept, other cells the same, one Undo', async () => {
    const file = notebookFile();
    const notebook = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
    await vscode.window.showNotebookDocument(notebook);
    const intro = byId(notebook, 'intro');
    assert.ok(intro);
    const typing = new vscode.WorkspaceEdit();
    typing.insert(intro.document.uri, new vscode.Position(0, 0), 'TYPED ');
    assert.ok(await vscode.workspace.applyEdit(typing));
    await waitFor(() => notebook.isDirty, { message: 'the notebook is dirty' });
    const onDisk = fs.readFileSync(file, 'utf8');
    const kept = ['intro', 'imports', 'total', 'print', 'raw-1', 'error', 'empty-md'].map((id) => [id, uriOf(notebook, id)]);
    const totalOutputs = outputsOf(byId(notebook, 'total'));

    const call = async (input: object) => {
      const result = await vscode.lm.invokeTool('guarded_multi_edit', { input, toolInvocationToken: undefined });
      const part = result.content[0];
      assert.ok(part instanceof vscode.LanguageModelTextPart);
      return JSON.parse(part.value) as { success: boolean; edits_applied?: number; replacements?: number; saved?: boolean; errors?: { code: string; cells?: { id?: string }[] }[] };
    };
    const result = await call({ file_path: file, edits: [{ old_string: 'y = np.sin(x)\nplt.plot(x, y)', new_string: 'y = np.cos(x)\nplt.plot(x, y)' }] });
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(result.replacements, 1);
    assert.equal(result.saved, false);
    assert.equal(fs.readFileSync(file, 'utf8'), onDisk, 'a dirty notebook is not saved behind the person');
    assert.match(byId(notebook, 'plot')?.document.getText() ?? '', /y = np\.cos\(x\)\nplt\.plot/);
    assert.match(byId(notebook, 'intro')?.document.getText() ?? '', /^TYPED /, 'the unsaved typing is kept');
    assert.deepEqual(kept.map(([id]) => [id, uriOf(notebook, id as string)]), kept, 'the other cells are the same cells');
    assert.deepEqual(outputsOf(byId(notebook, 'total')), totalOutputs);

    const several = await call({ file_path: file, edits: [{ old_string: 'np', new_string: 'numpy' }] });
    assert.deepEqual(several.errors?.map((e) => e.code), ['AMBIGUOUS_MATCH']);
    assert.deepEqual(several.errors?.[0].cells?.map((c) => c.id), ['imports', 'plot']);

    await vscode.window.showNotebookDocument(notebook);
    await vscode.commands.executeCommand('undo');
    await waitFor(() => /np\.sin/.test(byId(notebook, 'plot')?.document.getText() ?? ''), { message: 'one Undo takes the call back' });
    assert.match(byId(notebook, 'intro')?.document.getText() ?? '', /^TYPED /);
  });

  test('prepareInvocation asks as every tool does (read gate "ask", confirmFiles), changing nothing; the call the person allowed goes ahead', async () => {
    const file = notebookFile();
    const before = fs.readFileSync(file, 'utf8');
    const restoreGate = await updateSettings({ 'guardedEdit.readBeforeEdit': 'ask' });
    try {
      const input = { file_path: file, edits: [{ cell_id: 'total', op: 'edit', old_string: 'range(10)', new_string: 'range(20)' }] };
      const prepared = await api.notebookEditTool.prepareInvocation({ input });
      const invocation = prepared.invocationMessage;
      assert.match(typeof invocation === 'string' ? invocation : invocation?.value ?? '', /1 cell operation/);
      const message = prepared.confirmationMessages?.message;
      assert.match(typeof message === 'string' ? message : message?.value ?? '', /has not read/);
      assert.equal(fs.readFileSync(file, 'utf8'), before, 'prepareInvocation changes nothing');
      assert.equal(vscode.workspace.notebookDocuments.some((n) => n.uri.fsPath === file), false, 'and opens nothing');
      // invoke right after it, as VS Code calls it once the person allowed the call.
      const allowed = await invokeDirect(input);
      assert.equal(allowed.success, true, JSON.stringify(allowed));
      const next = await invokeDirect({ file_path: file, edits: [{ cell_id: 'total', op: 'edit', old_string: 'range(20)', new_string: 'range(30)' }] });
      assert.deepEqual(next.errors?.map((e) => e.code), ['NOT_READ_FIRST'], 'the allowance was used up: the notebook is still not read');
    } finally {
      await restoreGate();
    }
    const restoreConfirm = await updateSettings({ 'guardedEdit.confirmFiles': ['**/*.ipynb'] });
    try {
      const prepared = await api.notebookEditTool.prepareInvocation({ input: { file_path: file, edits: [{ cell_id: 'total', op: 'delete' }] } });
      const message = prepared.confirmationMessages?.message;
      assert.match(typeof message === 'string' ? message : message?.value ?? '', /confirmFiles/);
    } finally {
      await restoreConfirm();
    }
  });
});
