// The notebook corpus (test/fixtures/notebooks) and checks shared by the notebook specs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNotebook, planNotebookEdit, type NotebookEditPlan } from '../../../../src/core/notebook';
import type { NotebookOperation } from '../../../../src/core/request';

const FOLDER = join(__dirname, '..', '..', '..', 'fixtures', 'notebooks');

export function fixture(name: string): string {
  return readFileSync(join(FOLDER, name), 'utf8');
}

export function plan(text: string, edits: NotebookOperation[], extra: { clearOutputs?: boolean } = {}): NotebookEditPlan {
  return planNotebookEdit({ text, edits, displayPath: 'nb.ipynb', ...extra });
}

export function planned(text: string, edits: NotebookOperation[], extra: { clearOutputs?: boolean } = {}): Extract<NotebookEditPlan, { ok: true }> {
  const result = plan(text, edits, extra);
  if (!result.ok) assert.fail(`refused: ${JSON.stringify(result.errors, null, 1)}`);
  return result;
}

export function refusal(text: string, edits: NotebookOperation[], extra: { clearOutputs?: boolean } = {}): Extract<NotebookEditPlan, { ok: false }>['errors'] {
  const result = plan(text, edits, extra);
  if (result.ok) assert.fail('expected a refusal');
  return result.errors;
}

/** Each cell's text as the file holds it, and the text around the cells list. */
export function cellTexts(text: string): { cells: { id?: string; text: string; source: string }[]; before: string; after: string } {
  const parsed = parseNotebook(text, 'nb.ipynb');
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.errors));
  const nb = parsed.notebook;
  return {
    cells: nb.cells.map((cell) => ({ ...(cell.id !== undefined ? { id: cell.id } : {}), text: nb.text.slice(cell.span.start, cell.span.end), source: cell.source })),
    before: (nb.bom ? '\ufeff' : '') + nb.text.slice(0, nb.cellsSpan.start),
    after: nb.text.slice(nb.cellsSpan.end),
  };
}

/**
 * The bytes outside the cells the call touched are the file's: the text around the cells list,
 * and every other cell byte for byte (found by id, or in order for a notebook without ids).
 */
export function assertUntouchedBytes(before: string, after: string, touchedAfter: readonly number[], touchedBefore: readonly number[]): void {
  const a = cellTexts(before);
  const b = cellTexts(after);
  assert.equal(b.before, a.before, 'the text before the cells list');
  assert.equal(b.after, a.after, 'the text after the cells list');
  const touchedA = new Set(touchedBefore);
  const touchedB = new Set(touchedAfter);
  const keptBefore = a.cells.filter((_, i) => !touchedA.has(i));
  const keptAfter = b.cells.filter((_, i) => !touchedB.has(i));
  assert.equal(keptAfter.length, keptBefore.length, 'untouched cells');
  if (keptBefore.every((c) => c.id !== undefined)) {
    const byId = new Map(keptBefore.map((c) => [c.id, c.text]));
    for (const cell of keptAfter) if (cell.text !== byId.get(cell.id)) assert.equal(cell.text, byId.get(cell.id), `cell ${cell.id}`);
  } else {
    keptAfter.forEach((cell, i) => {
      if (cell.text !== keptBefore[i].text) assert.equal(cell.text, keptBefore[i].text, `untouched cell ${i}`);
    });
  }
}
