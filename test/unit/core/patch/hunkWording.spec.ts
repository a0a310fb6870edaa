// A patch's refusals are the edit planner's messages in a hunk's words, given to the planner as
// data (hunkWording): no message of a hunk may name an edit's fields or an edit's label, and the
// words given to the planner are the words of every message it writes, for edits and hunks alike.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { EDIT_WORDING, hunkWording, type Wording } from '../../../../src/core/diagnose';
import { planEdits } from '../../../../src/core/edit';
import type { GuardedError } from '../../../../src/core/errors';
import { planHunks, type PatchHunk } from '../../../../src/core/patch';
import { CASES, FILES_DIR } from '../../../corpus/diagnoses/cases';

const TEXT = [
  'const header = 0;',
  '',
  'function alpha() {',
  '  return 1;',
  '}',
  '',
  'function beta() {',
  '  const total = computeTheTotalOfEverything(items, options);',
  '  return total;',
  '}',
  '',
  'function gamma() {',
  '  const x = 2;',
  '  return x;',
  '}',
  '',
  'function delta() {',
  '  const x = 2;',
  '  return x;',
  '}',
  '',
].join('\n');

function hunk(line: number, oldLines: string[], newLines: string[]): PatchHunk {
  return { line, oldLines, newLines, endOfFile: false };
}

/** A hunk that applies (the first of each patch), so that the failing hunk is not the planner's first edit. */
const PLACED = hunk(3, ['const header = 0;'], ['const header = 1;']);

const FAILURES: { name: string; hunks: PatchHunk[]; code: GuardedError['code'] }[] = [
  { name: 'not found', hunks: [PLACED, hunk(9, ['nothing in the file reads like this line'], ['x'])], code: 'OLD_STRING_NOT_FOUND' },
  { name: 'ambiguous', hunks: [PLACED, hunk(9, ['  const x = 2;', '  return x;'], ['  const x = 3;', '  return x;'])], code: 'AMBIGUOUS_MATCH' },
  { name: 'near miss', hunks: [PLACED, hunk(9, ['function beta() {', '  const total = computeTheTotalOfEverything(items, option);'], ['function beta() {'])], code: 'OLD_STRING_NOT_FOUND' },
  { name: 'whitespace-only difference', hunks: [PLACED, hunk(9, ['function alpha() {', '    return 1;', '}'], ['function alpha() {', '    return 2;', '}'])], code: 'OLD_STRING_NOT_FOUND' },
  { name: 're-anchored (re-formatted)', hunks: [PLACED, hunk(9, ['function beta() { const total = computeTheTotalOfEverything(items, options); return total; }'], ['function beta() {}'])], code: 'OLD_STRING_NOT_FOUND' },
  { name: 'two hunks found nowhere', hunks: [PLACED, hunk(9, ['not here one'], ['x']), hunk(12, ['not here two'], ['y'])], code: 'OLD_STRING_NOT_FOUND' },
  { name: 'the same missing lines twice', hunks: [PLACED, hunk(9, ['not here'], ['x']), hunk(12, ['not here'], ['y'])], code: 'DUPLICATE_OLD_STRING' },
  { name: 'a hunk found nowhere that changes nothing', hunks: [PLACED, hunk(9, ['not here'], ['not here'])], code: 'NO_OP_EDIT' },
];

const EDIT_WORDS = /\bold_string\b|\bnew_string\b|\bedit \d+ of \d+\b|\breplace_all\b/i;

function refusal(hunks: PatchHunk[]): GuardedError[] {
  const plan = planHunks({ text: TEXT, eol: '\n', hunks, displayPath: 'src/a.ts' });
  assert.ok(!plan.ok, 'the patch must be refused');
  return plan.errors;
}

describe("a patch's refusals in a hunk's words", () => {
  for (const failure of FAILURES) {
    it(`${failure.name}: names the hunk and its lines, never an edit's fields or label`, () => {
      const errors = refusal(failure.hunks);
      assert.ok(errors.some((e) => e.code === failure.code), errors.map((e) => `${e.code}: ${e.message}`).join('\n'));
      for (const error of errors) {
        assert.doesNotMatch(error.message, EDIT_WORDS);
        assert.doesNotMatch(error.recovery_hint, EDIT_WORDS);
        assert.match(error.message, /^Hunk \d of \d in src\/a\.ts \(patch line \d+\)/);
        assert.deepEqual(error.path, ['patch']);
      }
    });
  }

  it('labels a hunk the planner saw as its first edit with its own number in the patch', () => {
    const [error] = refusal(FAILURES[0].hunks);
    assert.match(error.message, /^Hunk 2 of 2 in src\/a\.ts \(patch line 9\): the hunk's text "nothing in the file/);
  });
});

/** Words no message of the planner writes by itself, to see where each message takes its words from. */
const MARKED: Wording = {
  itemLabel: (index, total) => `ITEM<${index + 1}/${total}>`,
  oldText: 'OLD<text>',
  oldContext: 'OLD<context>',
  newText: 'NEW<text>',
  uniqueRule: 'RULE<unique>',
};

describe('the planner takes every word that names an item or its text from the wording it is given', () => {
  it("writes the given words into every refusal of the diagnosis corpus, and no edit's word of its own", () => {
    let checked = 0;
    for (const c of CASES) {
      // Cases about the path itself name no file to read.
      const file = path.join(FILES_DIR, c.file_path);
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
      const text = fs.readFileSync(file, 'utf8');
      const sent = c.edits.map((e) => e.old_string).join('\n');
      const eol = text.includes('\r\n') ? '\r\n' : '\n';
      const plan = planEdits({
        text, eol, displayPath: c.file_path, edits: c.edits, wording: MARKED,
        ...(c.readChanged ? { readChanged: true } : {}), ...(c.changes ? { changesSinceRead: c.changes } : {}),
      });
      if (plan.ok) continue;
      for (const error of plan.errors) {
        // The words of the sent text itself are quoted back as they are.
        const own = (value: string) => sent.includes('old_string') || sent.includes('new_string') ? value.replace(/\b(old|new)_string\b/g, '') : value;
        assert.doesNotMatch(own(error.message), EDIT_WORDS, `${c.id}: ${error.message}`);
        assert.doesNotMatch(own(error.recovery_hint), EDIT_WORDS, `${c.id}: ${error.recovery_hint}`);
        assert.match(error.message, /^ITEM<\d+\/\d+>/, `${c.id}: ${error.message}`);
        checked++;
      }
    }
    assert.ok(checked >= 300, `${checked} refusals checked`);
  });

  it('one change of a word reaches the messages of edits and of hunks alike', () => {
    const missing = { old_string: 'nothing in the file reads like this line\n', new_string: 'x\n' };
    const asEdit = planEdits({ text: TEXT, eol: '\n', displayPath: 'src/a.ts', edits: [missing] });
    const asHunk = planHunks({ text: TEXT, eol: '\n', displayPath: 'src/a.ts', hunks: [hunk(9, ['nothing in the file reads like this line'], ['x'])] });
    const label = 'Hunk 1 of 1 in src/a.ts (patch line 9)';
    const asHunkWorded = planEdits({ text: TEXT, eol: '\n', displayPath: 'src/a.ts', edits: [missing], wording: hunkWording(() => label) });
    const marked = planEdits({ text: TEXT, eol: '\n', displayPath: 'src/a.ts', edits: [missing], wording: { ...EDIT_WORDING, oldText: 'OLD<text>' } });
    assert.ok(!asEdit.ok && !asHunk.ok && !asHunkWorded.ok && !marked.ok);
    // The patch's message is the planner's, written with the hunk's words: no rewording after it.
    assert.equal(asHunk.errors[0].message, asHunkWorded.errors[0].message);
    assert.equal(asHunk.errors[0].recovery_hint, asHunkWorded.errors[0].recovery_hint);
    // The edit's message is the same sentence with the edit's words; a word changed once changes it there.
    assert.equal(asEdit.errors[0].message.replace('Edit 1 of 1', label).replace('old_string', "the hunk's text"), asHunk.errors[0].message);
    assert.equal(marked.errors[0].message, asEdit.errors[0].message.replace('old_string', 'OLD<text>'));
  });
});
