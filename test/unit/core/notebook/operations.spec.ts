// guarded_notebook_edit's core over a corpus of real-shaped notebooks (Python, R and Julia kernels;
// markdown, raw and code cells; outputs with images): every operation, its result byte-compared
// with the file outside the cells it touched, and every written notebook checked by nbformat's own
// validator at the end.
import assert from 'node:assert/strict';
import { parseNotebook, planNotebookEdit } from '../../../../src/core/notebook';
import { NO_REFERENCE_MESSAGE, referenceValidator } from '../../../helpers/nbformatReference';
import { assertUntouchedBytes, cellTexts, fixture, planned, refusal } from './notebookFixtures';

const written: Record<string, string> = {};

function keep(name: string, text: string): string {
  written[name] = text;
  return text;
}

describe('core/notebook: the operations on real-shaped notebooks', () => {
  const python = fixture('python.ipynb');

  it('edits part of a code cell by its id; the other cells, outputs and layout stay byte for byte', () => {
    const result = planned(python, [{ op: 'edit', cell_id: 'plot', old_string: 'y = np.sin(x)', new_string: 'y = np.cos(x)' }]);
    keep('edit by id', result.text);
    assertUntouchedBytes(python, result.text, [2], [2]);
    const after = cellTexts(result.text).cells[2];
    assert.equal(after.source, 'x = np.linspace(0, 10, 100)\ny = np.cos(x)\nplt.plot(x, y)\nplt.show()');
    // The image output and the execution count are the file's own text.
    const beforeCell = cellTexts(python).cells[2].text;
    const outputs = (cell: string): string => cell.slice(cell.indexOf('"execution_count"'), cell.indexOf('"source"'));
    assert.ok(outputs(beforeCell).includes('image/png'));
    assert.equal(outputs(after.text), outputs(beforeCell));
    assert.equal(result.text.length - python.length, 0);
    assert.deepEqual(result.cells, [{ op: 'edit', index: 2, new_index: 2, id: 'plot', cell_type: 'code', changes: [{ start_line: 2, end_line: 2 }] }]);
  });

  it('replaces the whole source by cell_index, keeping the list-of-lines form', () => {
    const result = planned(python, [{ op: 'edit', cell_index: 1, source: 'import numpy as np\nimport pandas as pd\nimport matplotlib.pyplot as plt' }]);
    keep('source by index', result.text);
    assertUntouchedBytes(python, result.text, [1], [1]);
    assert.match(cellTexts(result.text).cells[1].text, /"source": \[\n {4}"import numpy as np\\n",\n {4}"import pandas as pd\\n",\n {4}"import matplotlib.pyplot as plt"\n {3}\]/);
  });

  it('inserts after the named cell, at the top (cell_index -1 or no cell), with fresh valid ids', () => {
    const result = planned(python, [
      { op: 'insert', cell_id: 'imports', source: 'import pandas as pd', cell_type: 'code' },
      { op: 'insert', cell_index: -1, source: '# Title', cell_type: 'markdown' },
      { op: 'insert', source: 'raw', cell_type: 'raw' },
    ]);
    keep('inserts', result.text);
    const cells = cellTexts(result.text).cells;
    assert.deepEqual(cells.map((c) => c.source.split('\n')[0]), ['# Title', 'raw', '# Sales analysis', 'import numpy as np', 'import pandas as pd', 'x = np.linspace(0, 10, 100)', 'total = sum(range(10))', "print('café ☕ — done')", 'raw text: {{ not rendered }}', '1/0', '']);
    assertUntouchedBytes(python, result.text, [0, 1, 4], []);
    for (const change of result.cells) assert.match(change.id ?? '', /^[a-zA-Z0-9-_]{1,64}$/);
    assert.equal(new Set(cells.map((c) => c.id)).size, cells.length);
    // A new code cell is written as Jupyter writes one: sorted keys, no outputs, no count.
    assert.match(cells[4].text, /^\{\n {3}"cell_type": "code",\n {3}"execution_count": null,\n {3}"id": "[0-9a-f]{8}",\n {3}"metadata": \{\},\n {3}"outputs": \[\],\n {3}"source": \[\n {4}"import pandas as pd"\n {3}\]\n {2}\}$/);
  });

  it('deletes a cell and moves another; to_index is the index after the call', () => {
    const result = planned(python, [
      { op: 'delete', cell_id: 'raw-1' },
      { op: 'move', cell_id: 'total', to_index: 0 },
    ]);
    keep('delete and move', result.text);
    assert.deepEqual(cellTexts(result.text).cells.map((c) => c.id), ['total', 'intro', 'imports', 'plot', 'print', 'error', 'empty-md']);
    assertUntouchedBytes(python, result.text, [], [5]);
    assert.deepEqual(result.cells.map((c) => [c.op, c.index, c.new_index]), [['delete', 5, undefined], ['move', 3, 0]]);
  });

  it('moves to the last index, and several moves each land on their to_index', () => {
    const result = planned(python, [
      { op: 'move', cell_index: 0, to_index: 7 },
      { op: 'move', cell_index: 7, to_index: 0 },
      { op: 'move', cell_index: 3, to_index: 4 },
    ]);
    keep('moves', result.text);
    const ids = cellTexts(result.text).cells.map((c) => c.id);
    assert.equal(ids[7], 'intro');
    assert.equal(ids[0], 'empty-md');
    assert.equal(ids[4], 'total');
  });

  it('clear_outputs clears only the cells the call edits', () => {
    const result = planned(python, [{ op: 'edit', cell_id: 'plot', old_string: 'plt.show()', new_string: 'plt.savefig("a.png")' }], { clearOutputs: true });
    keep('clear outputs', result.text);
    const parsed = parseNotebook(result.text, 'nb.ipynb');
    assert.ok(parsed.ok);
    const [plot, total] = [parsed.notebook.cells[2].json, parsed.notebook.cells[3].json];
    assert.deepEqual(plot.outputs, []);
    assert.equal(plot.execution_count, null);
    assert.equal(total.execution_count, 3);
    assertUntouchedBytes(python, result.text, [2], [2]);
  });

  it('changes a cell type: code to markdown drops outputs and count; markdown to code adds them', () => {
    const result = planned(python, [
      { op: 'edit', cell_id: 'total', cell_type: 'markdown', source: 'The total is 45.' },
      { op: 'edit', cell_id: 'empty-md', cell_type: 'code', source: 'print(1)' },
    ]);
    keep('cell types', result.text);
    const parsed = parseNotebook(result.text, 'nb.ipynb');
    assert.ok(parsed.ok);
    assert.deepEqual(Object.keys(parsed.notebook.cells[3].json), ['cell_type', 'id', 'metadata', 'source']);
    assert.deepEqual(Object.keys(parsed.notebook.cells[7].json), ['cell_type', 'execution_count', 'id', 'metadata', 'outputs', 'source']);
  });

  it('a code cell in another language than the kernel\'s carries VS Code\'s languageId', () => {
    const result = planned(python, [{ op: 'insert', cell_id: 'print', source: 'SELECT 1', language: 'sql' }]);
    keep('language', result.text);
    const parsed = parseNotebook(result.text, 'nb.ipynb');
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.notebook.cells[5].json.metadata, { vscode: { languageId: 'sql' } });
  });

  it('keeps non-ASCII text and binary outputs (base64 images) byte for byte', () => {
    const result = planned(python, [{ op: 'edit', cell_id: 'print', old_string: 'done', new_string: 'fini' }]);
    keep('non-ascii', result.text);
    assert.ok(result.text.includes('"print(\'café ☕ — fini\')\\n"'));
    assert.ok(result.text.includes(cellTexts(python).cells[2].text));
  });

  it('R (nbformat 4.4, no ids): cells by index; a new cell gets no id, as the 4.4 schema wants', () => {
    const r = fixture('r.ipynb');
    const result = planned(r, [
      { op: 'edit', cell_index: 1, old_string: 'summary(fit)', new_string: 'summary(fit)\ncoef(fit)' },
      { op: 'insert', cell_index: 2, source: 'library(ggplot2)' },
    ]);
    keep('r', result.text);
    assertUntouchedBytes(r, result.text, [1, 3], [1]);
    assert.ok(!cellTexts(result.text).cells[3].text.includes('"id"'));
    assert.equal(result.cells[1].id, undefined);
    assert.match(result.text, /"nbformat_minor": 4\n\}\n$/);
  });

  it('Julia (two-space indentation, sources as strings, no line break at the end): the layout stays', () => {
    const julia = fixture('julia.ipynb');
    const result = planned(julia, [
      { op: 'edit', cell_id: 'jl-3', old_string: 'f(3)', new_string: 'f(4)' },
      { op: 'insert', cell_id: 'jl-3', source: 'g(x) = x^2\ng(2)', cell_type: 'code' },
    ]);
    keep('julia', result.text);
    assertUntouchedBytes(julia, result.text, [2, 3], [2]);
    const cells = cellTexts(result.text).cells;
    assert.match(cells[2].text, /"source": "f\(x\) = 2x\\nf\(4\)"/);
    assert.match(cells[3].text, /^\{\n {6}"cell_type": "code",\n {6}"execution_count": null,\n {6}"id": "[0-9a-f]{8}",\n {6}"metadata": \{\},\n {6}"outputs": \[\],\n {6}"source": "g\(x\) = x\^2\\ng\(2\)"\n {4}\}$/);
    assert.ok(!result.text.endsWith('\n'));
  });

  it('a file on one line stays on one line', () => {
    const minified = fixture('minified.ipynb');
    const result = planned(minified, [{ op: 'insert', cell_id: 'intro', source: 'x = 1\ny = 2' }, { op: 'edit', cell_id: 'imports', old_string: 'np', new_string: 'numpy' }]);
    keep('minified', result.text);
    assert.ok(!result.text.includes('\n'));
    assert.match(result.text, /\{"cell_type":"code","execution_count":null,"id":"[0-9a-f]{8}","metadata":\{\},"outputs":\[\],"source":\["x = 1\\n","y = 2"\]\}/);
  });

  it('CRLF and a BOM are kept, in the edited cell too', () => {
    const crlf = fixture('crlf-bom.ipynb');
    const result = planned(crlf, [{ op: 'edit', cell_id: 'total', source: 'total = 1\ntotal' }, { op: 'insert', cell_id: 'total', source: 'a\nb' }]);
    keep('crlf bom', result.text);
    assert.equal(result.text.charCodeAt(0), 0xfeff);
    assert.ok(!/[^\r]\n/.test(result.text), 'every line break is CRLF');
    assertUntouchedBytes(crlf, result.text, [3, 4], [3]);
  });

  it('an empty notebook gets its first cell in the file\'s layout', () => {
    const empty = '{\n "cells": [],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n';
    const result = planned(empty, [{ op: 'insert', source: 'print(1)' }]);
    keep('empty', result.text);
    assert.match(result.text, /^\{\n "cells": \[\n {2}\{\n {3}"cell_type": "code",[^]*\n {2}\}\n \],\n "metadata": \{\},/);
    const deleted = planned(result.text, [{ op: 'delete', cell_index: 0 }]);
    assert.equal(keep('emptied', deleted.text), empty);
  });

  it('whitespace-tolerant matching is opt-in inside a cell too', () => {
    const text = planned(python, [{ op: 'edit', cell_id: 'plot', source: 'def f():\n    return 1\n' }]).text;
    const result = planNotebookWhitespace(text);
    assert.ok(result.ok);
    assert.deepEqual(result.matched?.map((m) => m.cell), [2]);
  });

  it('cell_id and cell_index naming the same cell are accepted (the id is checked, the index agrees)', () => {
    const result = planned(python, [{ op: 'edit', cell_id: 'total', cell_index: 3, old_string: 'range(10)', new_string: 'range(11)' }, { op: 'delete', cell_id: 'raw-1', cell_index: 5 }]);
    keep('id and index agree', result.text);
    assertUntouchedBytes(python, result.text, [3], [3, 5]);
    assert.deepEqual(result.cells.map((c) => [c.op, c.id]), [['edit', 'total'], ['delete', 'raw-1']]);
  });

  it('nbformat 4.0 (Julia kernel, no ids, an SVG image output): every operation by index, and the file stays 4.0', () => {
    const cells = [
      { cell_type: 'markdown', metadata: {}, source: ['# Julia 4.0\n', 'Old notebook.'] },
      {
        cell_type: 'code', execution_count: 1, metadata: { collapsed: false }, source: ['using Plots\n', 'plot(sin)'],
        outputs: [{ data: { 'image/svg+xml': ['<svg xmlns="http://www.w3.org/2000/svg"/>\n'], 'text/plain': ['Plot{Plots.GRBackend() n=1}'] }, execution_count: 1, metadata: {}, output_type: 'execute_result' }],
      },
      { cell_type: 'raw', metadata: {}, source: ['raw cell'] },
      { cell_type: 'code', execution_count: 2, metadata: {}, outputs: [{ name: 'stdout', output_type: 'stream', text: ['3\n'] }], source: ['println(1 + 2)'] },
    ];
    const v40 = `${JSON.stringify({ cells, metadata: { kernelspec: { display_name: 'Julia 1.10', language: 'julia', name: 'julia-1.10' }, language_info: { name: 'julia' } }, nbformat: 4, nbformat_minor: 0 }, null, 1)}\n`;
    const result = planned(v40, [
      { op: 'edit', cell_index: 1, old_string: 'plot(sin)', new_string: 'plot(cos)' },
      { op: 'insert', cell_index: 0, source: 'x = 1', cell_type: 'code' },
      { op: 'delete', cell_index: 2 },
      { op: 'move', cell_index: 3, to_index: 0 },
    ], { clearOutputs: true });
    keep('nbformat 4.0', result.text);
    const after = parseNotebook(result.text, 'nb.ipynb');
    assert.ok(after.ok);
    assert.equal(after.notebook.minor, 0);
    assert.deepEqual(after.notebook.cells.map((c) => c.source), ['println(1 + 2)', '# Julia 4.0\nOld notebook.', 'x = 1', 'using Plots\nplot(cos)']);
    assert.ok(after.notebook.cells.every((c) => c.id === undefined), 'no ids in 4.0');
    assert.deepEqual(after.notebook.cells[3].json.outputs, [], 'clear_outputs clears the edited cell');
    assert.equal(after.notebook.cells[0].json.execution_count, 2, 'and only it');
    assert.deepEqual(after.notebook.cells[3].json.metadata, { collapsed: false });
    const [mismatch] = refusal(v40, [{ op: 'delete', cell_id: 'cell-1' }]);
    assert.equal(mismatch.code, 'CELL_NOT_FOUND');
  });

  it('every written notebook passes nbformat\'s own validator', function () {
    const validate = referenceValidator();
    if (!validate) {
      console.log(`      ${NO_REFERENCE_MESSAGE}`);
      this.skip();
    }
    assert.ok(Object.keys(written).length >= 16);
    const verdicts = validate(written);
    for (const [name, verdict] of Object.entries(verdicts)) assert.equal(verdict, null, `${name}: ${verdict}`);
  });
});

function planNotebookWhitespace(text: string): ReturnType<typeof planNotebookEdit> {
  return planNotebookEdit({ text, displayPath: 'nb.ipynb', matching: 'whitespace', edits: [{ op: 'edit', cell_id: 'plot', old_string: 'def f():\n  return 1', new_string: 'def f():\n  return 2' }] });
}
