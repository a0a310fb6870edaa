// A patch's refusals are the edit planner's messages in a hunk's words, given to the planner as
// data (hunkWording): no message of a hunk may name an edit's fields, an edit's label or the item
// as an "edit" ("one smaller edit", "edit 1"), and the words given to the planner are the words of
// every message it writes, for edits and hunks alike.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { EDIT_WORDING, hunkWording, type GuardedError, type Wording } from '../../../../src/core/errors';
import { planEdits } from '../../../../src/core/edit';
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

/** Two hunks that both change line 13; the second matches only after normalising whitespace. */
const OVERLAPPING = [
  PLACED,
  hunk(9, ['function gamma() {', '  const x = 2;'], ['function gamma() {', '  const x = 3;']),
  hunk(12, ['    const x = 2;', '    return x;', '}', '', 'function delta() {'], ['    const x = 5;', '    return x;', '}', '', 'function delta() {']),
];

const FAILURES: { name: string; hunks: PatchHunk[]; code: GuardedError['code']; text?: string; matching?: 'whitespace'; says?: RegExp }[] = [
  { name: 'not found', hunks: [PLACED, hunk(9, ['nothing in the file reads like this line'], ['x'])], code: 'OLD_STRING_NOT_FOUND', says: /the hunk may belong in another file/ },
  { name: 'ambiguous', hunks: [PLACED, hunk(9, ['  const x = 2;', '  return x;'], ['  const x = 3;', '  return x;'])], code: 'AMBIGUOUS_MATCH' },
  { name: 'near miss', hunks: [PLACED, hunk(9, ['function beta() {', '  const total = computeTheTotalOfEverything(items, option);'], ['function beta() {'])], code: 'OLD_STRING_NOT_FOUND' },
  { name: 'whitespace-only difference', hunks: [PLACED, hunk(9, ['function alpha() {', '    return 1;', '}'], ['function alpha() {', '    return 2;', '}'])], code: 'OLD_STRING_NOT_FOUND' },
  { name: 're-anchored (re-formatted)', hunks: [PLACED, hunk(9, ['function beta() { const total = computeTheTotalOfEverything(items, options); return total; }'], ['function beta() {}'])], code: 'OLD_STRING_NOT_FOUND', says: /Write the hunk against the text there now/ },
  { name: 'two hunks found nowhere', hunks: [PLACED, hunk(9, ['not here one'], ['x']), hunk(12, ['not here two'], ['y'])], code: 'OLD_STRING_NOT_FOUND', says: /the hunk belongs in another file/ },
  {
    name: 'the same missing lines twice', hunks: [PLACED, hunk(9, ['not here'], ['x']), hunk(12, ['not here'], ['y'])], code: 'DUPLICATE_OLD_STRING',
    says: /All hunks match the text as it is now, so both would replace the same text\.[^]*Merge hunks 2 and 3 into one hunk, or include different surrounding lines in each hunk's context /,
  },
  { name: 'a hunk found nowhere that changes nothing', hunks: [PLACED, hunk(9, ['not here'], ['not here'])], code: 'NO_OP_EDIT', says: /so the hunk would change nothing\.[^]*or remove this hunk\./ },
  {
    name: 'lines left out (copy the lines completely)', hunks: [PLACED, hunk(9, ['function beta() {', '  ...', '  return totals;', '}'], ['function beta() {', '  return 0;', '}'])], code: 'OLD_STRING_NOT_FOUND',
    says: /Copy the lines completely into the hunk's context, or use one smaller hunk per place that changes\./,
  },
  {
    name: "lines another hunk writes", hunks: [PLACED, hunk(9, ['not here one'], ['brand new line']), hunk(12, ['brand new line'], ['y'])], code: 'OLD_STRING_NOT_FOUND',
    says: /is text that hunk 2 writes \(it is part of hunk 2's added lines\); every hunk matches the text as it is now, not the result of the other hunks in the same patch\.[^]*\(as hunk 2's context is\), or merge this hunk into hunk 2 so that one hunk makes both changes\./,
  },
  {
    name: 'overlapping hunks (one placed after normalising whitespace)', hunks: OVERLAPPING, matching: 'whitespace', code: 'OVERLAPPING_EDITS',
    says: /Every hunk matches the file as it is now/,
  },
  {
    name: 'overlapping hunks found nowhere (the second is not placed after normalising whitespace)', matching: 'whitespace', code: 'OLD_STRING_NOT_FOUND',
    hunks: [PLACED, hunk(9, ['function gamma() {', '    const x = 2;'], ['function gamma() {', '    const x = 3;']), OVERLAPPING[2]],
    says: /but hunk 2 changes text there, so it is not applied/,
  },
  {
    name: 'too many hunks found nowhere', hunks: [PLACED, ...Array.from({ length: 22 }, (_, i) => hunk(10 + i, [`missing line number ${i}`], [`x${i}`]))], code: 'OLD_STRING_NOT_FOUND',
    says: /Too many hunks were not found to search for close text/,
  },
  {
    name: 'lines across mixed line endings', text: 'a\nb\r\nc\r\nd\n', hunks: [hunk(1, ['b', 'c', 'd'], ['B'])], code: 'OLD_STRING_NOT_FOUND',
    says: /with one hunk per line \(each hunk's context within a single line\)/,
  },
];

const EDIT_WORDS = /\bold_string\b|\bnew_string\b|\bedit \d+ of \d+\b|\breplace_all\b/i;

/** The text without what it quotes (the sent lines, the file's lines). */
function unquoted(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
}

/** A sentence that starts with a hunk's words in lower case ("... line 7. the hunk's text leaves lines out"). */
const LOWER_START = /(?:^|[.?!)]\s+)the hunk's/;

/**
 * The first "edit" or "edits" of a text that names the item ("edit 2", "one edit", "All edits"):
 * a hunk's refusal says "hunk" there. Left out: quoted text (the sent lines, the file's lines), the
 * product's name (Guarded Edit), a journal entry's tool ("claude-code's Edit at 2026-05-01T...") and
 * the verb of "edit those lines"; "editor", "edited" and "guardedEdit" are no whole word "edit".
 */
function itemNounIn(text: string): string | undefined {
  const own = unquoted(text)
    .replace(/\bGuarded Edit\b/g, '')
    .replace(/'s \S+ at \d{4}-\d\d-\d\dT/g, '')
    .replace(/\bedit those lines\b/g, '');
  return /\bedits?\b/i.exec(own)?.[0];
}

function refusal(hunks: PatchHunk[], text = TEXT, matching?: 'whitespace'): GuardedError[] {
  const plan = planHunks({ text, eol: '\n', hunks, displayPath: 'src/a.ts', ...(matching ? { matching } : {}) });
  assert.ok(!plan.ok, 'the patch must be refused');
  return plan.errors;
}

describe("a patch's refusals in a hunk's words", () => {
  for (const failure of FAILURES) {
    it(`${failure.name}: names the hunk and its lines, never an edit's fields, label or noun, and starts every sentence with a capital`, () => {
      const errors = refusal(failure.hunks, failure.text, failure.matching);
      const shown = errors.map((e) => `${e.code}: ${e.message}\n  ${e.recovery_hint}`).join('\n');
      assert.ok(errors.some((e) => e.code === failure.code), shown);
      if (failure.says) assert.ok(errors.some((e) => failure.says?.test(`${e.message} ${e.recovery_hint}`)), shown);
      for (const error of errors) {
        assert.doesNotMatch(error.message, EDIT_WORDS);
        assert.doesNotMatch(error.recovery_hint, EDIT_WORDS);
        assert.equal(itemNounIn(error.message), undefined, error.message);
        assert.equal(itemNounIn(error.recovery_hint), undefined, error.recovery_hint);
        assert.doesNotMatch(unquoted(error.message), LOWER_START, error.message);
        assert.doesNotMatch(unquoted(error.recovery_hint), LOWER_START, error.recovery_hint);
        assert.match(error.message, /^Hunk \d+ of \d+ in src\/a\.ts \(patch line \d+\)/);
        assert.deepEqual(error.path, ['patch']);
      }
    });
  }

  it('finds the item noun "edit" and only that', () => {
    for (const noun of ['Edit 2 matches lines 3-4.', 'use one smaller edit per place', 'All edits match', 'merge this edit into hunk 2', 'Merge edits 2 and 3']) {
      assert.notEqual(itemNounIn(noun), undefined, noun);
    }
    for (const other of ['an editor, a formatter or a script made it', 'the lines edited since', 'did not come through Guarded Edit', "claude-code's Edit at 2026-05-01T10:15:00.000Z", 'guardedEdit.matching is "whitespace"', 'edit those lines with one hunk per line', 'the hunk\'s text "one edit here" was not found']) {
      assert.equal(itemNounIn(other), undefined, other);
    }
  });

  it('labels a hunk the planner saw as its first edit with its own number in the patch', () => {
    const [error] = refusal(FAILURES[0].hunks);
    assert.match(error.message, /^Hunk 2 of 2 in src\/a\.ts \(patch line 9\): the hunk's text "nothing in the file/);
  });
});

/** Words no message of the planner writes by itself, to see where each message takes its words from. */
const MARKED: Wording = {
  itemLabel: (index, total) => `ITEM<${index + 1}/${total}>`,
  oldText: 'OLD<text>',
  oldTextFirst: 'OLD<text-first>',
  oldContext: 'OLD<context>',
  oldContextFirst: 'OLD<context-first>',
  newText: 'NEW<text>',
  uniqueRule: 'RULE<unique>',
  request: 'REQUEST<whole>',
  item: 'ITEM<one>',
  items: 'ITEM<many>',
  itemNumber: (index) => index + 1,
  oldPart: 'OLD<part>',
  eachOldContext: 'EACH<context>',
  newPart: 'NEW<part>',
};

describe('the planner takes every word that names an item or its text from the wording it is given', () => {
  it("writes the given words into every refusal of the diagnosis corpus, and no edit's word or noun of its own", () => {
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
        assert.equal(itemNounIn(error.message), undefined, `${c.id}: ${error.message}`);
        assert.equal(itemNounIn(error.recovery_hint), undefined, `${c.id}: ${error.recovery_hint}`);
        assert.match(error.message, /^ITEM<\d+\/\d+>/, `${c.id}: ${error.message}`);
        checked++;
      }
    }
    assert.ok(checked >= 300, `${checked} refusals checked`);
  });

  it("names the other item by the caller's own number and noun: hunks 2 and 4 of a patch whose planner saw two", () => {
    // What the planner writes when two hunks it places overlap (the patch core reaches it only through the planner).
    const edits = [
      { old_string: 'function gamma() {\n  const x = 2;\n', new_string: 'function gamma() {\n  const x = 3;\n' },
      { old_string: '  const x = 2;\n  return x;\n}\n\nfunction delta', new_string: '  const x = 5;\n  return x;\n}\n\nfunction delta' },
    ];
    const hunkOf = [1, 3];
    const wording = hunkWording((j) => `Hunk ${hunkOf[j] + 1} of 4 in src/a.ts`, (j) => hunkOf[j] + 1);
    const asHunks = planEdits({ text: TEXT, eol: '\n', displayPath: 'src/a.ts', edits, wording });
    const asEdits = planEdits({ text: TEXT, eol: '\n', displayPath: 'src/a.ts', edits });
    assert.ok(!asHunks.ok && !asEdits.ok);
    assert.equal(asHunks.errors[0].code, 'OVERLAPPING_EDITS');
    assert.equal(asHunks.errors[0].message, 'Hunk 4 of 4 in src/a.ts (lines 13-17) and hunk 2 (lines 12-13) match overlapping text in src/a.ts. All hunks match the text as it is now, so their matched text must not overlap.');
    assert.equal(asHunks.errors[0].recovery_hint, "Combine hunks 2 and 4 into one hunk whose context covers both places, or shorten one of them so that they no longer overlap.");
    // The edit's sentence, word for word as before the words became data.
    assert.equal(asEdits.errors[0].message, 'Edit 2 of 2 (lines 13-17) and edit 1 (lines 12-13) match overlapping text in src/a.ts. All edits match the text as it is now, so their matched text must not overlap.');
    assert.equal(asEdits.errors[0].recovery_hint, 'Combine edits 1 and 2 into one edit whose old_string covers both places, or shorten one of them so that they no longer overlap.');
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
