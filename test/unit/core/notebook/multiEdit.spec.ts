// guarded_multi_edit on a .ipynb (planNotebookFileEdits, through the pipeline's content layer): the
// model's plain code found in one cell is applied to that cell; in several cells or across two it is
// refused naming them; the notebook's JSON text is matched as before only when the result stays a
// valid notebook. Every written notebook is checked by nbformat's own validator at the end.
import assert from 'node:assert/strict';
import { planNotebookFileEdits } from '../../../../src/core/notebook';
import type { Edit } from '../../../../src/core/request';
import { applyReplacements } from '../../../../src/core/text';
import { NO_REFERENCE_MESSAGE, referenceValidator } from '../../../helpers/nbformatReference';
import { assertUntouchedBytes, cellTexts, fixture } from './notebookFixtures';

const written: Record<string, string> = {};

function plan(text: string, edits: Edit[]) {
  return planNotebookFileEdits({ text, eol: text.includes('\r\n') ? '\r\n' : '\n', edits, displayPath: 'nb.ipynb' });
}

function applied(name: string, text: string, edits: Edit[]): { text: string; replacementCount: number } {
  const result = plan(text, edits);
  if (!result.ok) assert.fail(`refused: ${JSON.stringify(result.errors, null, 1)}`);
  const after = applyReplacements(text, result.replacements);
  written[name] = after;
  return { text: after, replacementCount: result.replacementCount };
}

function refused(text: string, edits: Edit[]) {
  const result = plan(text, edits);
  if (result.ok) assert.fail('expected a refusal');
  return result.errors;
}

describe('core/notebook: guarded_multi_edit on a .ipynb', () => {
  const python = fixture('python.ipynb');

  it('applies plain code of several lines inside the one cell that holds it; other cells and outputs stay byte for byte', () => {
    const result = applied('plain lines', python, [{ old_string: 'y = np.sin(x)\nplt.plot(x, y)', new_string: 'y = np.cos(x)\nplt.plot(x, y, "r")' }]);
    assertUntouchedBytes(python, result.text, [2], [2]);
    assert.equal(cellTexts(result.text).cells[2].source, 'x = np.linspace(0, 10, 100)\ny = np.cos(x)\nplt.plot(x, y, "r")\nplt.show()');
    assert.ok(cellTexts(result.text).cells[2].text.includes('image/png'), 'the cell keeps its output');
    assert.equal(result.replacementCount, 1);
  });

  it('applies several edits of several cells, and counts replace_all inside its cell', () => {
    const result = applied('several cells', python, [
      { old_string: 'import numpy as np', new_string: 'import numpy' },
      { old_string: 'total = sum(range(10))', new_string: 'total = sum(range(20))' },
    ]);
    assertUntouchedBytes(python, result.text, [1, 3], [1, 3]);
    const cells = cellTexts(result.text).cells;
    assert.equal(cells[1].source, 'import numpy\nimport matplotlib.pyplot as plt');
    assert.equal(cells[3].source, 'total = sum(range(20))\ntotal');
    assert.equal(result.replacementCount, 2);
    const all = applied('replace all', python, [{ old_string: 'np.', new_string: 'numpy.', replace_all: true }]);
    assert.equal(all.replacementCount, 2);
    assert.equal(cellTexts(all.text).cells[2].source, 'x = numpy.linspace(0, 10, 100)\ny = numpy.sin(x)\nplt.plot(x, y)\nplt.show()');
  });

  it('refuses plain code found in several cells, naming them (AMBIGUOUS_MATCH with the cells)', () => {
    const errors = refused(python, [{ old_string: 'np', new_string: 'numpy' }]);
    assert.deepEqual(errors.map((e) => e.code), ['AMBIGUOUS_MATCH']);
    assert.deepEqual(errors[0].cells?.map((c) => c.id), ['imports', 'plot']);
    assert.match(errors[0].message, /occurs in 2 cells/);
    assert.match(errors[0].message, /1 id "imports" code: "import numpy as np"/);
  });

  it('refuses code that runs across two cells, naming both', () => {
    const errors = refused(python, [{ old_string: 'import matplotlib.pyplot as plt\nx = np.linspace(0, 10, 100)', new_string: 'x = 1' }]);
    assert.deepEqual(errors.map((e) => e.code), ['OLD_STRING_NOT_FOUND']);
    assert.deepEqual(errors[0].cells?.map((c) => c.id), ['imports', 'plot']);
    assert.match(errors[0].message, /runs across 2 cells/);
    assert.deepEqual(errors[0].path, ['edits', 0, 'old_string']);
  });

  it('matches the notebook\'s JSON text as before when the result stays a valid notebook', () => {
    const result = applied('json text', python, [{ old_string: '"needs_background": "light"', new_string: '"needs_background": "dark"' }]);
    assert.ok(result.text.includes('"needs_background": "dark"'));
  });

  it('refuses JSON text that would leave an invalid notebook (INVALID_NOTEBOOK, with the way to write cell code)', () => {
    const errors = refused(python, [{ old_string: '"cell_type": "raw",', new_string: '"cell_type": "rawer",' }]);
    assert.deepEqual(errors.map((e) => e.code), ['INVALID_NOTEBOOK']);
    assert.match(errors[0].recovery_hint, /cell's code/);
  });

  it('refuses a call that mixes a cell\'s code with JSON text, naming the edit that is in no cell', () => {
    const errors = refused(python, [
      { old_string: 'import numpy as np', new_string: 'import numpy' },
      { old_string: '"needs_background": "light"', new_string: '"needs_background": "dark"' },
    ]);
    assert.deepEqual(errors.map((e) => [e.code, e.path]), [['OLD_STRING_NOT_FOUND', ['edits', 1, 'old_string']]]);
  });

  it('keeps a plain-code miss\'s diagnosis: text in no cell and not in the file is OLD_STRING_NOT_FOUND', () => {
    const errors = refused(python, [{ old_string: 'print("never written")', new_string: 'x' }]);
    assert.deepEqual(errors.map((e) => e.code), ['OLD_STRING_NOT_FOUND']);
  });

  it('edits a notebook that already fails the schema as text, as before', () => {
    const invalid = python.replace('"id": "intro",\n', '');
    const result = applied('invalid already', invalid, [{ old_string: 'Sales analysis', new_string: 'Revenue analysis' }]);
    assert.ok(result.text.includes('Revenue analysis'));
    delete written['invalid already'];
  });

  it('keeps a CRLF file\'s line endings and BOM-less text', () => {
    const crlf = fixture('crlf-bom.ipynb').replace(/^\ufeff/, '');
    const first = cellTexts(crlf).cells[0].source.split('\n')[0];
    const result = applied('crlf', crlf, [{ old_string: first, new_string: `${first} (edited)` }]);
    assert.equal(result.text.replace(/\r\n/g, '').includes('\n'), false);
  });

  after(() => {
    const validate = referenceValidator();
    if (!validate) {
      console.log(`      ${NO_REFERENCE_MESSAGE}`);
      return;
    }
    const verdicts = validate(written);
    assert.deepEqual(Object.entries(verdicts).filter(([, v]) => v !== null), [], 'nbformat accepts every notebook written');
    assert.ok(Object.keys(verdicts).length >= 5);
  });
});
