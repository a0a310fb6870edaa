// The bad inputs of a notebook edit: each is a clear refusal that names the cell (and changes
// nothing), or the right result; never a notebook that fails the schema.
import assert from 'node:assert/strict';
import { parseNotebook } from '../../../../src/core/notebook';
import { NO_REFERENCE_MESSAGE, referenceValidator } from '../../../helpers/nbformatReference';
import { assertUntouchedBytes, fixture, plan, planned, refusal } from './notebookFixtures';

const python = fixture('python.ipynb');

/** A notebook of `count` code cells, each with a stream output, as Jupyter writes it. */
function bigNotebook(count: number, sourceLines = 3): string {
  const cells = Array.from({ length: count }, (_, i) => ({
    cell_type: 'code', execution_count: i + 1, id: `c${i}`, metadata: {},
    outputs: [{ name: 'stdout', output_type: 'stream', text: [`${i}\n`] }],
    source: Array.from({ length: sourceLines }, (_, j) => `x${i}_${j} = ${i * j}${j < sourceLines - 1 ? '\n' : ''}`),
  }));
  return `${JSON.stringify({ cells, metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' } }, nbformat: 4, nbformat_minor: 5 }, null, 1)}\n`;
}

describe('core/notebook: bad input', () => {
  const written: Record<string, string> = {};

  it('a cell id not found lists the cells (index, id, type, first line)', () => {
    const [error] = refusal(python, [{ op: 'edit', cell_id: 'plott', old_string: 'a', new_string: 'b' }]);
    assert.equal(error.code, 'CELL_NOT_FOUND');
    assert.deepEqual(error.path, ['edits', 0, 'cell_id']);
    assert.match(error.message, /no cell of nb\.ipynb has the id "plott"/);
    assert.match(error.message, /\n {2}2 id "plot" code: "x = np.linspace\(0, 10, 100\)"/);
    assert.equal(error.cells?.length, 8);
    assert.deepEqual(error.cells?.[5], { index: 5, id: 'raw-1', cell_type: 'raw', first_line: 'raw text: {{ not rendered }}' });
  });

  it('10,000 cells: a cell not found lists at most 50, those around the index asked for', () => {
    const big = bigNotebook(10_000, 1);
    const [error] = refusal(big, [{ op: 'delete', cell_index: 10_000 }]);
    assert.equal(error.code, 'CELL_NOT_FOUND');
    assert.equal(error.cells?.length, 50);
    assert.equal(error.cells?.[49].index, 9999);
    assert.match(error.message, /has 10000 cells \(indexes 0 to 9999\)/);
    const result = planned(big, [{ op: 'edit', cell_id: 'c9000', old_string: 'x9000_0 = 0', new_string: 'x9000_0 = 1' }]);
    assertUntouchedBytes(big, result.text, [9000], [9000]);
    written.tenThousandCells = result.text;
  });

  it('a source not found in the cell gets the closest text with the cell and its line, and where else it is', () => {
    const [error] = refusal(python, [{ op: 'edit', cell_id: 'plot', old_string: 'plt.plot(x, z)', new_string: 'plt.plot(x, y, "r")' }]);
    assert.equal(error.code, 'OLD_STRING_NOT_FOUND');
    assert.match(error.message, /^Edit 1 of 1: old_string "plt\.plot\(x, z\)" was not found in cell 2 \(id "plot", code\) of nb\.ipynb/);
    assert.equal(error.location?.line, 3);
    assert.equal(error.location?.file_path, 'nb.ipynb');
    assert.equal(error.cell?.id, 'plot');
    const [elsewhere] = refusal(python, [{ op: 'edit', cell_id: 'imports', old_string: 'total = sum(range(10))', new_string: 'total = 0' }]);
    assert.match(elsewhere.message, /It is in cell 3 \(id "total", code\) at line 1\./);
    assert.match(elsewhere.recovery_hint, /cell_id "total", cell_index 3/);
  });

  it('an old_string that occurs twice in the cell is ambiguous, named with the cell', () => {
    const [error] = refusal(python, [{ op: 'edit', cell_id: 'plot', old_string: 'plt.', new_string: 'pyplot.' }]);
    assert.equal(error.code, 'AMBIGUOUS_MATCH');
    assert.match(error.message, /cell 2 \(id "plot", code\)/);
    assert.ok(planned(python, [{ op: 'edit', cell_id: 'plot', old_string: 'plt.', new_string: 'pyplot.', expected_replacements: 2 }]).text.includes('pyplot.show()'));
  });

  it('an edit and a delete of one cell in one call are refused, naming the cell', () => {
    const errors = refusal(python, [{ op: 'edit', cell_id: 'plot', source: 'x' }, { op: 'delete', cell_index: 2 }]);
    assert.equal(errors[0].code, 'CELL_CONFLICT');
    assert.match(errors[0].message, /2 operations of this call name cell 2 \(id "plot", code\): edit 1 \(edit\), edit 2 \(delete\)/);
    assert.equal(errors[0].cell?.index, 2);
  });

  it('several old_string edits of one cell are one change of it', () => {
    const result = planned(python, [
      { op: 'edit', cell_id: 'plot', old_string: 'np.sin', new_string: 'np.cos' },
      { op: 'edit', cell_index: 2, old_string: 'plt.show()', new_string: 'plt.close()' },
    ]);
    written.twice = result.text;
    assert.match(result.text, /np\.cos[^]*plt\.close/);
  });

  it('cell_id and cell_index naming different cells are refused, saying so', () => {
    const [error] = refusal(python, [{ op: 'delete', cell_id: 'plot', cell_index: 3 }]);
    assert.equal(error.code, 'CELL_CONFLICT');
    assert.match(error.message, /cell_id "plot" names cell 2 \(id "plot", code\), but cell_index 3 is cell 3 \(id "total", code\)/);
  });

  it('to_index out of range names the range', () => {
    const [error] = refusal(python, [{ op: 'move', cell_id: 'plot', to_index: 8 }]);
    assert.equal(error.code, 'INVALID_INPUT');
    assert.match(error.message, /to_index is 8, but the notebook has 8 cells after this call, so the last index is 7/);
    assert.equal(refusal(python, [{ op: 'delete', cell_index: 0 }, { op: 'move', cell_id: 'plot', to_index: 7 }])[0].code, 'INVALID_INPUT');
  });

  it('nbformat 3 is refused with what to do', () => {
    const [error] = refusal(fixture('v3.ipynb'), [{ op: 'insert', source: 'x' }]);
    assert.equal(error.code, 'INVALID_NOTEBOOK');
    assert.match(error.message, /has nbformat 3; only nbformat 4 notebooks are edited by cell/);
    assert.match(error.recovery_hint, /jupyter nbconvert --to notebook/);
  });

  it('4.4 without ids: a cell_id is refused with the advice to use cell_index', () => {
    const [error] = refusal(fixture('r.ipynb'), [{ op: 'delete', cell_id: 'abc' }]);
    assert.equal(error.code, 'CELL_NOT_FOUND');
    assert.match(error.message, /nbformat 4\.4, whose cells have no ids/);
  });

  it('duplicate ids are refused, naming both cells', () => {
    const [error] = refusal(fixture('duplicate-ids.ipynb'), [{ op: 'delete', cell_index: 0 }]);
    assert.equal(error.code, 'INVALID_NOTEBOOK');
    assert.match(error.message, /cells 1 and 2 have the same id "imports"/);
  });

  it('invalid JSON is refused with the parser\'s words', () => {
    const [error] = refusal(python.slice(0, 500), [{ op: 'delete', cell_index: 0 }]);
    assert.equal(error.code, 'INVALID_NOTEBOOK');
    assert.match(error.message, /is not valid JSON/);
  });

  it('an id of 10,000 characters: not found, quoted short; as a notebook\'s own id, the schema refuses it', () => {
    const long = 'a'.repeat(10_000);
    const [error] = refusal(python, [{ op: 'delete', cell_id: long }]);
    assert.ok(error.message.length < 5000);
    const withLong = python.replace('"id": "intro"', `"id": "${long}"`);
    const [invalid] = refusal(withLong, [{ op: 'edit', cell_id: 'plot', source: 'x' }]);
    assert.equal(invalid.code, 'INVALID_NOTEBOOK');
    assert.match(invalid.message, /not a valid nbformat 4\.5 notebook already, in cell 0 .* at \/cells\/0\/id: it is longer than 64 characters/);
  });

  it('a result the schema refuses changes nothing and names what is invalid', () => {
    // An output the schema does not allow, in a cell the call edits: the call would leave it invalid.
    const broken = python.replace('"output_type": "stream"', '"output_type": "streamed"');
    const [error] = refusal(broken, [{ op: 'edit', cell_id: 'print', source: 'print(1)' }]);
    assert.equal(error.code, 'INVALID_NOTEBOOK');
    assert.match(error.message, /cell 4 \(id "print", code\).*\/cells\/4\/outputs\/0/);
    assert.equal(error.cell?.id, 'print');
  });

  it('a source as a string and as a list round-trip', () => {
    const result = planned(fixture('julia.ipynb'), [{ op: 'edit', cell_id: 'jl-2', source: 'line 1\nline 2\n' }]);
    written.string = result.text;
    const parsed = parseNotebook(result.text, 'nb.ipynb');
    assert.ok(parsed.ok);
    assert.equal(parsed.notebook.cells[1].json.source, 'line 1\nline 2\n');
    const listed = planned(python, [{ op: 'edit', cell_id: 'intro', source: 'line 1\nline 2\n' }]);
    written.list = listed.text;
    const parsedList = parseNotebook(listed.text, 'nb.ipynb');
    assert.ok(parsedList.ok);
    assert.deepEqual(parsedList.notebook.cells[0].json.source, ['line 1\n', 'line 2\n']);
  });

  it('a 50 MB notebook (binary outputs): one cell edited, the rest byte for byte', () => {
    const image = Buffer.alloc(1024 * 1024, 7).toString('base64');
    const cells = Array.from({ length: 38 }, (_, i) => ({
      cell_type: 'code', execution_count: i, id: `img${i}`, metadata: {},
      outputs: [{ data: { 'image/png': image, 'text/plain': ['<Figure>'] }, metadata: {}, output_type: 'display_data' }],
      source: [`plot(${i})`],
    }));
    const big = `${JSON.stringify({ cells, metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1)}\n`;
    assert.ok(big.length > 50_000_000);
    const result = planned(big, [{ op: 'edit', cell_id: 'img20', old_string: 'plot(20)', new_string: 'plot(21)' }]);
    assertUntouchedBytes(big, result.text, [20], [20]);
    written.fiftyMegabytes = result.text;
  });

  it('missing fields of an operation are named with what to send', () => {
    const errors = refusal(python, [
      { op: 'insert', cell_id: 'plot' },
      { op: 'move', cell_id: 'total' },
      { op: 'edit', cell_id: 'intro', old_string: 'x' },
      { op: 'insert', cell_id: 'plot', source: 'x', to_index: 3 },
    ]);
    assert.deepEqual(errors.map((e) => e.path), [['edits', 0, 'source'], ['edits', 1, 'to_index'], ['edits', 2, 'new_string'], ['edits', 3, 'to_index']]);
  });

  it('the results above pass nbformat\'s own validator', function () {
    const validate = referenceValidator();
    if (!validate) {
      console.log(`      ${NO_REFERENCE_MESSAGE}`);
      this.skip();
    }
    for (const [name, verdict] of Object.entries(validate(written))) assert.equal(verdict, null, name);
  });

  it('plan() never throws on a refusal', () => {
    assert.equal(plan('', [{ op: 'insert', source: '' }]).ok, false);
  });
});
