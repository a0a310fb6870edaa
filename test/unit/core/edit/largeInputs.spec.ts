// Every size of old and new text gets an answer from the core: an edit, a patch hunk and a
// notebook cell's edit of 1 B to 16 MB, one line or many, in the file or not, against a file of one
// line and of a million lines, is applied or refused with a code and a recovery hint, never a crash
// (a RangeError of the stack, an out-of-memory). Slow by nature (about a minute of CPU): the texts
// are large.
import assert from 'node:assert/strict';
import { planEdits, type PlanResult } from '../../../../src/core/edit';
import { planNotebookEdit, type NotebookEditPlan } from '../../../../src/core/notebook';
import { planHunks, type HunkPlan } from '../../../../src/core/patch';
import { manyLinesFile, nearMiss, ONE_LINE_FILE, SIZES, textOf, type Shape } from '../../../helpers/largeInputs';

const FILES = { 'one line': ONE_LINE_FILE, 'a million lines': manyLinesFile(1_000_000) };
const SHAPES: readonly Shape[] = ['one_line', 'many_lines'];

function assertAnswered(result: PlanResult | HunkPlan | NotebookEditPlan, found: boolean, what: string): void {
  if (found) {
    assert.ok(result.ok, `${what}: ${result.ok ? '' : `${result.errors[0].code} ${result.errors[0].message.slice(0, 300)}`}`);
    return;
  }
  assert.ok(!result.ok, what);
  assert.ok(result.errors.length > 0, what);
  for (const error of result.errors) {
    assert.match(error.code, /^[A-Z_]+$/, what);
    assert.ok(error.recovery_hint.length > 0, what);
    // The message quotes the sent text, never all of it.
    assert.ok(error.message.length < 20_000, `${what}: a message of ${error.message.length} characters`);
  }
}

describe('the core answers every size of old and new text', function () {
  this.timeout(600_000);

  for (const [fileName, file] of Object.entries(FILES)) {
    for (const size of SIZES) {
      for (const shape of SHAPES) {
        if (size === 1 && shape === 'many_lines') continue;
        it(`an edit of ${size} B (${shape}) in a file of ${fileName}: found and applied, or not found and refused`, () => {
          const old = textOf(size, shape);
          const replacement = size === 1 ? 'y' : textOf(size, shape, 20_000_000);
          const found = planEdits({ text: `${old}\n${file}`, eol: '\n', edits: [{ old_string: old, new_string: replacement }], displayPath: 'large.ts' });
          assertAnswered(found, true, `found ${size} ${shape} ${fileName}`);
          const missed = planEdits({ text: file, eol: '\n', edits: [{ old_string: nearMiss(old), new_string: replacement }], displayPath: 'large.ts' });
          assertAnswered(missed, false, `not found ${size} ${shape} ${fileName}`);
        });
      }
    }
  }

  for (const size of SIZES.filter((s) => s > 1)) {
    it(`a patch hunk of ${size} B in a file of a million lines: found and applied, or not found and refused`, () => {
      const file = FILES['a million lines'];
      const oldLines = textOf(size, 'many_lines').split('\n').slice(0, -1);
      const newLines = textOf(size, 'many_lines', 20_000_000).split('\n').slice(0, -1);
      const hunk = (lines: string[]) => ({ line: 1, oldLines: lines, newLines, endOfFile: false });
      const found = planHunks({ text: `${oldLines.join('\n')}\n${file}`, eol: '\n', hunks: [hunk(oldLines)], displayPath: 'large.ts' });
      assertAnswered(found, true, `hunk found ${size}`);
      const missed = planHunks({ text: file, eol: '\n', hunks: [hunk(nearMiss(oldLines.join('\n')).split('\n'))], displayPath: 'large.ts' });
      assertAnswered(missed, false, `hunk not found ${size}`);
    });
  }
});

describe('a notebook cell answers every size of old and new text', function () {
  this.timeout(600_000);
  /** An nbformat 4.5 notebook of one code cell holding `source`. */
  const notebook = (source: string) => `${JSON.stringify({
    cells: [{ cell_type: 'code', execution_count: null, id: 'c1', metadata: {}, outputs: [], source }],
    metadata: {}, nbformat: 4, nbformat_minor: 5,
  }, null, 1)}\n`;
  for (const size of SIZES.filter((s) => s > 1)) {
    it(`a cell edit of ${size} B: found and applied, or not found and refused`, () => {
      const old = textOf(size, 'many_lines');
      const replacement = textOf(size, 'many_lines', 20_000_000);
      const found = planNotebookEdit({ text: notebook(`${old}\nprint(1)`), edits: [{ op: 'edit', cell_id: 'c1', old_string: old, new_string: replacement }], displayPath: 'large.ipynb' });
      assertAnswered(found, true, `cell found ${size}`);
      const missed = planNotebookEdit({ text: notebook('print(1)'), edits: [{ op: 'edit', cell_id: 'c1', old_string: nearMiss(old), new_string: replacement }], displayPath: 'large.ipynb' });
      assertAnswered(missed, false, `cell not found ${size}`);
    });
  }
});

describe('the diagnosis reads a long run of spaces, tabs or line breaks once', function () {
  // Each of these made a regular expression read the run once from each of its characters: minutes
  // for a run of 200,000 (the test's timeout catches it coming back).
  this.timeout(120_000);
  const text = 'function f() {\n  return 1;\n}\n';
  const shapes = {
    'a comment mark and then spaces': `return 1;\n// ${' '.repeat(200_000)}z`,
    'a last line with spaces and tabs before its end': `return ${' \t'.repeat(100_000)}z`,
    'an elision, then many blank lines with spaces': `function f() {\n  // ...\n${'\n '.repeat(100_000)}z}`,
    'an opening fence, then tabs': `\`\`\`${'\t'.repeat(200_000)}\u0000\nreturn 1;\n\`\`\``,
  };
  for (const [name, old_string] of Object.entries(shapes)) {
    it(`${name}: refused with its code and hint`, () => {
      const result = planEdits({ text, eol: '\n', edits: [{ old_string, new_string: 'x' }], displayPath: 'a.ts' });
      assert.ok(!result.ok);
      assert.equal(result.errors[0].code, 'OLD_STRING_NOT_FOUND');
      assert.ok(result.errors[0].recovery_hint.length > 0);
    });
  }
});
