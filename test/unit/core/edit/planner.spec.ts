import assert from 'node:assert/strict';
import { applyReplacements, commonAffixes, LineIndex, positionAt, toDocumentEol, toLf } from '../../../../src/core/text';
import type { PlanResult } from '../../../../src/core/edit';
import { APP, loc, plan } from '../../helpers/plannerFixtures';

/** The plan's new text, or a failure that shows the errors. */
function newText(text: string, result: PlanResult): string {
  if (!result.ok) assert.fail(`expected a plan, got ${JSON.stringify(result.errors, null, 2)}`);
  return applyReplacements(text, result.replacements);
}

describe('planner', () => {
  describe('LineIndex', () => {
    const index = new LineIndex('ab\r\ncd\n\nef');

    it('counts lines split at "\\n" (CRLF is one break; a final line without a break counts)', () => {
      assert.equal(index.lineCount, 4);
      assert.equal(new LineIndex('').lineCount, 1);
      assert.equal(new LineIndex('x\n').lineCount, 2);
    });

    it('maps offsets to 1-based lines and UTF-16 columns, by binary search', () => {
      assert.deepStrictEqual(index.positionAt(0), { line: 1, column: 1 });
      assert.deepStrictEqual(index.positionAt(2), { line: 1, column: 3 }); // the "\r"
      assert.deepStrictEqual(index.positionAt(3), { line: 1, column: 4 }); // the "\n"
      assert.deepStrictEqual(index.positionAt(4), { line: 2, column: 1 });
      assert.deepStrictEqual(index.positionAt(7), { line: 3, column: 1 });
      assert.deepStrictEqual(index.positionAt(10), { line: 4, column: 3 });
      assert.equal(index.lineAt(8), 4);
    });

    it('clamps offsets outside the text', () => {
      assert.deepStrictEqual(index.positionAt(-5), { line: 1, column: 1 });
      assert.deepStrictEqual(index.positionAt(99), { line: 4, column: 3 });
    });

    it('maps positions back to offsets, clamped to the line like VS Code', () => {
      assert.equal(index.offsetAt({ line: 2, column: 2 }), 5);
      assert.equal(index.offsetAt({ line: 1, column: 50 }), 2); // end of "ab", before the CRLF
      assert.equal(index.offsetAt({ line: 0, column: 0 }), 0);
      assert.equal(index.offsetAt({ line: 9, column: 1 }), 8);
    });

    it('knows where lines start and end, with and without their line ending', () => {
      assert.equal(index.lineStart(2), 4);
      assert.equal(index.lineEnd(1), 2);
      assert.equal(index.lineEnd(1, true), 4);
      assert.equal(index.lineEnd(3), 7);
      assert.equal(index.lineEnd(4), 10);
      assert.equal(new LineIndex('\r\n').lineEnd(1), 0);
    });

    it('positionAt(text, offset) for a single offset', () => {
      assert.deepStrictEqual(positionAt('a\n😀b', 5), { line: 2, column: 4 });
    });
  });

  describe('applyReplacements', () => {
    it('applies sorted replacements against the original text', () => {
      assert.equal(applyReplacements('abcdef', [{ start: 0, end: 1, text: 'A' }, { start: 3, end: 3, text: '-' }, { start: 5, end: 6, text: '' }]), 'Abc-de');
      assert.equal(applyReplacements('abc', []), 'abc');
    });

    it('refuses unsorted, overlapping or out-of-range replacements (a programming error)', () => {
      assert.throws(() => applyReplacements('abc', [{ start: 2, end: 3, text: '' }, { start: 0, end: 1, text: '' }]), RangeError);
      assert.throws(() => applyReplacements('abc', [{ start: 0, end: 2, text: '' }, { start: 1, end: 3, text: '' }]), RangeError);
      assert.throws(() => applyReplacements('abc', [{ start: 2, end: 4, text: '' }]), RangeError);
      assert.throws(() => applyReplacements('abc', [{ start: -1, end: 0, text: '' }]), RangeError);
      assert.throws(() => applyReplacements('abc', [{ start: 2, end: 1, text: '' }]), RangeError);
    });
  });

  describe('line endings of edit strings', () => {
    it('reads "\\n" as CRLF on a CRLF document without doubling CRLF input', () => {
      assert.equal(toDocumentEol('a\nb\r\nc', '\r\n'), 'a\r\nb\r\nc');
      assert.equal(toDocumentEol('plain', '\r\n'), 'plain');
    });

    it('reads CRLF as "\\n" on an LF document and leaves a lone "\\r" alone', () => {
      assert.equal(toDocumentEol('a\r\nb\rc', '\n'), 'a\nb\rc');
      assert.equal(toLf('x'), 'x');
    });
  });

  describe('commonAffixes (minimal replacements)', () => {
    it('trims the common start and end', () => {
      assert.deepStrictEqual(commonAffixes('const a = 1;', 'const a = 2;'), { prefix: 10, suffix: 1 });
      assert.deepStrictEqual(commonAffixes('abc', 'abXc'), { prefix: 2, suffix: 1 });
    });

    it('never lets prefix and suffix overlap', () => {
      assert.deepStrictEqual(commonAffixes('aa', 'aaa'), { prefix: 2, suffix: 0 });
      assert.deepStrictEqual(commonAffixes('aXa', 'a'), { prefix: 1, suffix: 0 });
    });

    it('never cuts a surrogate pair', () => {
      assert.deepStrictEqual(commonAffixes('😀', '😁'), { prefix: 0, suffix: 0 });
      assert.deepStrictEqual(commonAffixes('\uD83D\uDE00', '\uD83E\uDE00'), { prefix: 0, suffix: 0 });
      assert.deepStrictEqual(commonAffixes('a😀', 'b😀'), { prefix: 0, suffix: 2 });
    });

    it('never cuts a CRLF', () => {
      assert.deepStrictEqual(commonAffixes('x\r\ny', 'x\rz'), { prefix: 1, suffix: 0 });
      assert.deepStrictEqual(commonAffixes('a\r\n', 'b\n'), { prefix: 0, suffix: 0 });
      assert.deepStrictEqual(commonAffixes('a\r', 'a\r\nb'), { prefix: 1, suffix: 0 });
    });
  });

  describe('planEdits: successful plans', () => {
    it('replaces only the part of a match that changes, and reports the changed lines', () => {
      assert.deepStrictEqual(plan(APP, [{ old_string: 'const y = x + 1;', new_string: 'const y = x + 2;' }]), {
        ok: true,
        replacements: [{ start: 67, end: 68, text: '2' }],
        changes: [{ start_line: 4, end_line: 4 }],
        replacementCount: 1,
        editsApplied: 1,
      });
    });

    it('matches every edit against the current text, not the result of earlier edits', () => {
      const result = plan('a b c', [{ old_string: 'a', new_string: 'b' }, { old_string: 'b', new_string: 'c' }]);
      assert.equal(newText('a b c', result), 'b c c');
    });

    it('reads "\\n" in both strings as CRLF on a CRLF document, which keeps its line endings', () => {
      const text = 'a\r\nb\r\nc\r\n';
      const result = plan(text, [{ old_string: 'a\nb', new_string: 'x\ny' }, { old_string: 'c\n', new_string: 'C\n' }], '\r\n');
      assert.deepStrictEqual(result, {
        ok: true,
        replacements: [{ start: 0, end: 4, text: 'x\r\ny' }, { start: 6, end: 7, text: 'C' }],
        changes: [{ start_line: 1, end_line: 3 }],
        replacementCount: 2,
        editsApplied: 2,
      });
      assert.equal(newText(text, result), 'x\r\ny\r\nC\r\n');
    });

    it('does not double CRLF strings on a CRLF document', () => {
      const text = 'a\r\nb\r\n';
      assert.equal(newText(text, plan(text, [{ old_string: 'a\r\nb', new_string: 'a\r\n\r\nb' }], '\r\n')), 'a\r\n\r\nb\r\n');
    });

    it('reads CRLF strings as "\\n" on an LF document', () => {
      const text = 'one\ntwo\nthree\n';
      assert.deepStrictEqual(plan(text, [{ old_string: 'one\r\ntwo', new_string: 'ONE\r\ntwo' }]), {
        ok: true, replacements: [{ start: 0, end: 3, text: 'ONE' }], changes: [{ start_line: 1, end_line: 1 }], replacementCount: 1, editsApplied: 1,
      });
    });

    it('counts astral characters as two UTF-16 units and never splits them', () => {
      const text = 'x😀y😀z';
      assert.deepStrictEqual(plan(text, [{ old_string: '😀y', new_string: '😁y' }]), {
        ok: true, replacements: [{ start: 1, end: 3, text: '😁' }], changes: [{ start_line: 1, end_line: 1 }], replacementCount: 1, editsApplied: 1,
      });
    });

    it('edits at the very start and the very end of a file without a final line break', () => {
      const text = 'first\nmiddle\nlast';
      const result = plan(text, [{ old_string: 'first', new_string: 'FIRST' }, { old_string: 'last', new_string: 'last line\n' }]);
      assert.deepStrictEqual(result, {
        ok: true,
        replacements: [{ start: 0, end: 5, text: 'FIRST' }, { start: 17, end: 17, text: ' line\n' }],
        changes: [{ start_line: 1, end_line: 1 }, { start_line: 3, end_line: 3 }],
        replacementCount: 2,
        editsApplied: 2,
      });
      assert.equal(newText(text, result), 'FIRST\nmiddle\nlast line\n');
    });

    it('deletes (empty new_string); the change is the line where the deletion happened', () => {
      assert.deepStrictEqual(plan('a\nb\nc\n', [{ old_string: 'b\n', new_string: '' }]), {
        ok: true, replacements: [{ start: 2, end: 4, text: '' }], changes: [{ start_line: 2, end_line: 2 }], replacementCount: 1, editsApplied: 1,
      });
      assert.deepStrictEqual(plan('a\nb', [{ old_string: '\nb', new_string: '' }]), {
        ok: true, replacements: [{ start: 1, end: 3, text: '' }], changes: [{ start_line: 1, end_line: 1 }], replacementCount: 1, editsApplied: 1,
      });
    });

    it('multi-line edits: changes are lines of the new text, shifted by earlier edits', () => {
      const text = 'a\nb\nc\nd\ne\nf\n';
      const result = plan(text, [{ old_string: 'b\nc', new_string: 'B\nC\nD' }, { old_string: 'f', new_string: 'F' }, { old_string: 'd\ne\n', new_string: '' }]);
      assert.equal(newText(text, result), 'a\nB\nC\nD\nF\n');
      assert.ok(result.ok);
      assert.deepStrictEqual(result.changes, [{ start_line: 2, end_line: 5 }]);
    });

    it('an insertion before a line changes only the inserted lines', () => {
      const result = plan('b\nc\n', [{ old_string: 'b', new_string: 'a\nb' }]);
      assert.deepStrictEqual(result, {
        ok: true, replacements: [{ start: 0, end: 0, text: 'a\n' }], changes: [{ start_line: 1, end_line: 1 }], replacementCount: 1, editsApplied: 1,
      });
    });

    it('replace_all replaces every non-overlapping occurrence, left to right', () => {
      const text = 'foo bar foo\nfoo\n';
      assert.deepStrictEqual(plan(text, [{ old_string: 'foo', new_string: 'baz', replace_all: true }]), {
        ok: true,
        replacements: [{ start: 0, end: 3, text: 'baz' }, { start: 8, end: 11, text: 'baz' }, { start: 12, end: 15, text: 'baz' }],
        changes: [{ start_line: 1, end_line: 2 }],
        replacementCount: 3,
        editsApplied: 1,
      });
    });

    it('replace_all on touching occurrences gives one merged replacement but counts each', () => {
      assert.deepStrictEqual(plan('aaaaa', [{ old_string: 'aa', new_string: 'b', replace_all: true }]), {
        ok: true, replacements: [{ start: 0, end: 4, text: 'bb' }], changes: [{ start_line: 1, end_line: 1 }], replacementCount: 2, editsApplied: 1,
      });
    });

    it('expected_replacements: N replaces the N occurrences when there are exactly N', () => {
      const text = 'x = x + x;\n';
      assert.equal(newText(text, plan(text, [{ old_string: 'x', new_string: 'y', expected_replacements: 3 }])), 'y = y + y;\n');
      assert.equal(newText(text, plan(text, [{ old_string: 'x', new_string: 'y', expected_replacements: 3, replace_all: true }])), 'y = y + y;\n');
      // Counted without overlaps: "aa" occurs once in "aaa" that way.
      assert.equal(newText('aaa', plan('aaa', [{ old_string: 'aa', new_string: 'b', expected_replacements: 1 }])), 'ba');
    });

    it('handles an old_string occurring 100,000 times (replace_all) beside an ordinary edit', () => {
      const text = `head\n${'x = 1;\n'.repeat(100_000)}tail\n`;
      const result = plan(text, [{ old_string: '1;', new_string: '2;', replace_all: true }, { old_string: 'tail', new_string: 'end' }]);
      assert.ok(result.ok);
      assert.equal(result.replacementCount, 100_001);
      assert.deepStrictEqual(result.changes, [{ start_line: 2, end_line: 100_002 }]);
      assert.equal(applyReplacements(text, result.replacements), `head\n${'x = 2;\n'.repeat(100_000)}end\n`);
    });

    it('touching edits are fine and their replacements are merged, in text order', () => {
      assert.deepStrictEqual(plan('abcdef', [{ old_string: 'def', new_string: '?def' }, { old_string: 'abc', new_string: 'abc!' }]), {
        ok: true, replacements: [{ start: 3, end: 3, text: '!?' }], changes: [{ start_line: 1, end_line: 1 }], replacementCount: 2, editsApplied: 2,
      });
    });
  });

  describe('planEdits: refused plans (every content error, whole objects)', () => {
    it('AMBIGUOUS_MATCH: every occurrence, with lines in the message', () => {
      assert.deepStrictEqual(plan(APP, [{ old_string: 'log(y);', new_string: 'warn(y);' }]), {
        ok: false,
        errors: [{
          code: 'AMBIGUOUS_MATCH',
          message: 'Edit 1 of 1: old_string "log(y);" occurs 2 times in src/app.ts (lines 5 and 6); without replace_all it must occur exactly once.',
          path: ['edits', 0, 'old_string'],
          recovery_hint: 'Include more surrounding lines in old_string so that it matches only the place you mean, or set replace_all to true to replace every occurrence.',
          location: loc(5, 3, 5, 10),
          occurrences: [loc(5, 3, 5, 10), loc(6, 3, 6, 10)],
        }],
      });
    });

    it('AMBIGUOUS_MATCH counts overlapping occurrences ("aa" occurs twice in "aaa")', () => {
      assert.deepStrictEqual(plan('aaa', [{ old_string: 'aa', new_string: 'b' }], '\n', 'f.txt'), {
        ok: false,
        errors: [{
          code: 'AMBIGUOUS_MATCH',
          message: 'Edit 1 of 1: old_string "aa" occurs 2 times in f.txt (line 1); without replace_all it must occur exactly once.',
          path: ['edits', 0, 'old_string'],
          recovery_hint: 'Include more surrounding lines in old_string so that it matches only the place you mean, or set replace_all to true to replace every occurrence.',
          location: loc(1, 1, 1, 3, 'f.txt'),
          occurrences: [loc(1, 1, 1, 3, 'f.txt'), loc(1, 2, 1, 4, 'f.txt')],
        }],
      });
    });

    it('AMBIGUOUS_MATCH stops counting after 51, lists 50 occurrences and says so', () => {
      const result = plan('x\n'.repeat(60), [{ old_string: 'x', new_string: 'y' }]);
      assert.ok(!result.ok);
      const [error] = result.errors;
      assert.equal(error.message, 'Edit 1 of 1: old_string "x" occurs at least 51 times in src/app.ts (first on lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …); without replace_all it must occur exactly once. The first 50 are listed in occurrences.');
      assert.equal(error.occurrences?.length, 50);
      assert.deepStrictEqual(error.occurrences?.[49], loc(50, 1, 50, 2));
    });

    it('AMBIGUOUS_MATCH counts exactly up to 51', () => {
      const result = plan('x\n'.repeat(51), [{ old_string: 'x', new_string: 'y' }]);
      assert.ok(!result.ok);
      assert.match(result.errors[0].message, /occurs at least 51 times/);
      const fifty = plan('x\n'.repeat(50), [{ old_string: 'x', new_string: 'y' }]);
      assert.ok(!fifty.ok);
      assert.match(fifty.errors[0].message, /occurs 50 times/);
      assert.equal(fifty.errors[0].occurrences?.length, 50);
    });

    it('REPLACEMENT_COUNT_MISMATCH: the expected and the real count, with every occurrence', () => {
      assert.deepStrictEqual(plan(APP, [{ old_string: 'y', new_string: 'z', expected_replacements: 2 }]), {
        ok: false,
        errors: [{
          code: 'REPLACEMENT_COUNT_MISMATCH',
          message: 'Edit 1 of 1: expected_replacements is 2, but old_string "y" occurs 4 times in src/app.ts (lines 4, 5, 6 and 7).',
          path: ['edits', 0, 'expected_replacements'],
          recovery_hint: 'If all 4 places should change, set expected_replacements to 4; otherwise include more surrounding text in old_string so that it matches exactly the 2 places you mean.',
          location: loc(4, 9, 4, 10),
          occurrences: [loc(4, 9, 4, 10), loc(5, 7, 5, 8), loc(6, 7, 6, 8), loc(7, 10, 7, 11)],
        }],
      });
    });

    it('REPLACEMENT_COUNT_MISMATCH: fewer occurrences than expected (one place)', () => {
      const result = plan(APP, [{ old_string: 'return y;', new_string: 'return 0;', expected_replacements: 2 }]);
      assert.ok(!result.ok);
      assert.equal(result.errors[0].message, 'Edit 1 of 1: expected_replacements is 2, but old_string "return y;" occurs 1 time in src/app.ts (line 7).');
      assert.equal(result.errors[0].recovery_hint, 'If all 1 places should change, set expected_replacements to 1; otherwise include more surrounding text in old_string so that it matches exactly the 2 places you mean.');
    });

    it('OVERLAPPING_EDITS: names both edits and their lines; location is the later edit\'s match', () => {
      const edits = [
        { old_string: 'const y = x + 1;\n  log(y);\n  log', new_string: 'const y = x;\n  log(y);\n  log' },
        { old_string: 'log(y);\n  log(y);\n  return', new_string: 'return' },
      ];
      assert.deepStrictEqual(plan(APP, edits), {
        ok: false,
        errors: [{
          code: 'OVERLAPPING_EDITS',
          message: 'Edit 2 of 2 (lines 5-7) and edit 1 (lines 4-6) match overlapping text in src/app.ts. All edits match the text as it is now, so their matched text must not overlap.',
          path: ['edits', 1, 'old_string'],
          recovery_hint: 'Combine edits 1 and 2 into one edit whose old_string covers both places, or shorten one of them so that they no longer overlap.',
          location: loc(5, 3, 7, 9),
        }],
      });
    });

    it('OVERLAPPING_EDITS: a replace_all occurrence inside another edit, each pair reported once', () => {
      const result = plan('f(a, a);\ng(a);\n', [
        { old_string: 'f(a, a);', new_string: 'f(b, b);' },
        { old_string: 'a', new_string: 'c', replace_all: true },
        { old_string: 'g(a)', new_string: 'h(a)' },
      ], '\n', 'm.ts');
      assert.ok(!result.ok);
      assert.deepStrictEqual(result.errors.map((e) => [e.code, e.path, e.message]), [
        ['OVERLAPPING_EDITS', ['edits', 1, 'old_string'], 'Edit 2 of 3 (line 1) and edit 1 (line 1) match overlapping text in m.ts. All edits match the text as it is now, so their matched text must not overlap.'],
        ['OVERLAPPING_EDITS', ['edits', 2, 'old_string'], 'Edit 3 of 3 (line 2) and edit 2 (line 2) match overlapping text in m.ts. All edits match the text as it is now, so their matched text must not overlap.'],
      ]);
    });

    it('OVERLAPPING_EDITS: a match ending with a line break is described by the lines it covers', () => {
      const result = plan('a\nb\nc\n', [{ old_string: 'a\nb\n', new_string: 'x' }, { old_string: 'b', new_string: 'y' }]);
      assert.ok(!result.ok);
      assert.equal(result.errors[0].message, 'Edit 2 of 2 (line 2) and edit 1 (lines 1-2) match overlapping text in src/app.ts. All edits match the text as it is now, so their matched text must not overlap.');
    });

    it('OLD_STRING_NOT_FOUND, indentation: the closest lines, the first differing indent, and a location', () => {
      assert.deepStrictEqual(plan(APP, [{ old_string: '    const y = x + 1;\n    log(y);', new_string: '' }]), {
        ok: false,
        errors: [{
          code: 'OLD_STRING_NOT_FOUND',
          message: 'Edit 1 of 1: old_string "    const y = x + 1;\\n    log(y);" was not found in src/app.ts. The closest text is at lines 4-5 and differs only in indentation (line 4 starts with "  " in the file but with "    " in old_string): "  const y = x + 1;\\n  log(y);".',
          path: ['edits', 0, 'old_string'],
          recovery_hint: 'Use old_string "  const y = x + 1;\\n  log(y);" (lines 4-5 as in the file) and keep new_string consistent with it.',
          location: loc(4, 1, 5, 10),
          current_text: { start_line: 4, end_line: 5, text: '  const y = x + 1;\n  log(y);' },
        }],
      });
    });

    it('OLD_STRING_NOT_FOUND, whitespace', () => {
      assert.deepStrictEqual(plan(APP, [{ old_string: 'return  y;', new_string: 'return z;' }]), {
        ok: false,
        errors: [{
          code: 'OLD_STRING_NOT_FOUND',
          message: 'Edit 1 of 1: old_string "return  y;" was not found in src/app.ts. The closest text is at line 7 and differs only in whitespace (spaces, tabs, or whitespace at the start or end of lines): "  return y;".',
          path: ['edits', 0, 'old_string'],
          recovery_hint: 'Use old_string "  return y;" (line 7 as in the file) and keep new_string consistent with it.',
          location: loc(7, 1, 7, 12),
          current_text: { start_line: 7, end_line: 7, text: '  return y;' },
        }],
      });
    });

    it('OLD_STRING_NOT_FOUND, letter case', () => {
      assert.deepStrictEqual(plan(APP, [{ old_string: 'Export Function run', new_string: 'x' }]), {
        ok: false,
        errors: [{
          code: 'OLD_STRING_NOT_FOUND',
          message: 'Edit 1 of 1: old_string "Export Function run" was not found in src/app.ts. The closest text is at line 3 and differs only in letter case: "export function run(x) {".',
          path: ['edits', 0, 'old_string'],
          recovery_hint: 'Copy the text exactly from line 3 into old_string, with the file\'s letter case, and keep new_string consistent with it.',
          location: loc(3, 1, 3, 25),
        }],
      });
    });

    it('OLD_STRING_NOT_FOUND, line endings: a CRLF line in an LF document', () => {
      assert.deepStrictEqual(plan('a\nb\r\nc\n', [{ old_string: 'b\nc', new_string: 'B\nC' }], '\n', 'mixed.txt'), {
        ok: false,
        errors: [{
          code: 'OLD_STRING_NOT_FOUND',
          message: 'Edit 1 of 1: old_string "b\\nc" was not found in mixed.txt. The closest text is at lines 2-3 and differs only in line endings (the file mixes "\\n" and "\\r\\n" there): "b\\nc".',
          path: ['edits', 0, 'old_string'],
          recovery_hint: 'old_string is read in the file\'s main line ending, so it cannot match across the other line endings in lines 2-3; edit those lines with one edit per line (each old_string within a single line).',
          location: loc(2, 1, 3, 2, 'mixed.txt'),
        }],
      });
    });

    it('OLD_STRING_NOT_FOUND, most similar lines', () => {
      assert.deepStrictEqual(plan(APP, [{ old_string: 'export function walk(x) {', new_string: 'x' }]), {
        ok: false,
        errors: [{
          code: 'OLD_STRING_NOT_FOUND',
          message: 'Edit 1 of 1: old_string "export function walk(x) {" was not found in src/app.ts. The most similar text is at line 3; line 3 is 82% similar to old_string: "export function run(x) {".',
          path: ['edits', 0, 'old_string'],
          recovery_hint: 'Read line 3 of src/app.ts again and copy the text exactly into old_string; if the text you meant is not there, the file has changed since you read it.',
          location: loc(3, 1, 3, 25),
        }],
      });
    });

    it('OLD_STRING_NOT_FOUND: other places as close are counted', () => {
      const result = plan(APP, [{ old_string: '    log(y);', new_string: 'x' }]);
      assert.ok(!result.ok);
      assert.equal(result.errors[0].message, 'Edit 1 of 1: old_string "    log(y);" was not found in src/app.ts. The closest text is at line 5 (1 other place is as close) and differs only in indentation (line 5 starts with "  " in the file but with "    " in old_string): "  log(y);".');
      const three = plan('  a\n  a\n  a\n', [{ old_string: ' A', new_string: 'x' }]);
      assert.ok(!three.ok);
      assert.match(three.errors[0].message, /at line 1 \(2 other places are as close\) and differs only in letter case/);
    });

    it('OLD_STRING_NOT_FOUND with no candidate in a long file: no location', () => {
      const long = Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n');
      assert.deepStrictEqual(plan(long, [{ old_string: 'zzzz qqqq', new_string: 'x' }]), {
        ok: false,
        errors: [{
          code: 'OLD_STRING_NOT_FOUND',
          message: 'Edit 1 of 1: old_string "zzzz qqqq" was not found in src/app.ts. No similar text was found.',
          path: ['edits', 0, 'old_string'],
          recovery_hint: 'Read src/app.ts again and copy old_string exactly from its current text, including whitespace, indentation and letter case.',
        }],
      });
    });

    it('OLD_STRING_NOT_FOUND with nothing similar in a short file: its first lines are shown', () => {
      const result = plan(APP, [{ old_string: 'zzzz qqqq', new_string: 'x' }]);
      assert.ok(!result.ok);
      assert.equal(result.errors[0].message, 'Edit 1 of 1: old_string "zzzz qqqq" was not found in src/app.ts. No similar text was found. src/app.ts has 9 lines; lines 1-8 read: "import { a } from \\"./a\\";\\n\\nexport function run(x) {\\n  const y = x + 1;\\n  log(y);\\n  log(y);\\n  return y;\\n}".');
      assert.deepStrictEqual(result.errors[0].location, loc(1, 1, 8, 2));
    });

    it('OLD_STRING_NOT_FOUND: after 20 misses the search for close text is skipped', () => {
      const edits = Array.from({ length: 21 }, (_, i) => ({ old_string: `missing ${i}`, new_string: 'x' }));
      const result = plan(APP, edits);
      assert.ok(!result.ok);
      assert.equal(result.errors.length, 21);
      assert.deepStrictEqual(result.errors[20], {
        code: 'OLD_STRING_NOT_FOUND',
        message: 'Edit 21 of 21: old_string "missing 20" was not found in src/app.ts. Too many edits were not found to search for close text for each of them.',
        path: ['edits', 20, 'old_string'],
        recovery_hint: 'Read src/app.ts again and copy old_string exactly from its current text, including whitespace, indentation and letter case.',
      });
    });

    it('OLD_STRING_NOT_FOUND wins over replace_all and expected_replacements when nothing occurs', () => {
      const result = plan(APP, [
        { old_string: 'nowhere1', new_string: 'x', replace_all: true },
        { old_string: 'nowhere2', new_string: 'x', expected_replacements: 2 },
      ]);
      assert.ok(!result.ok);
      assert.deepStrictEqual(result.errors.map((e) => e.code), ['OLD_STRING_NOT_FOUND', 'OLD_STRING_NOT_FOUND']);
    });

    it('collects the content errors of all edits, in edit order, then overlaps, and returns no replacements', () => {
      const result = plan(APP, [
        { old_string: 'log(y);', new_string: 'a' },
        { old_string: 'missing', new_string: 'b' },
        { old_string: 'const y', new_string: 'let y' },
        { old_string: 'y = x', new_string: 'y = 2 * x' },
        { old_string: 'y', new_string: 'q', expected_replacements: 9 },
      ]);
      assert.deepStrictEqual(Object.keys(result).sort(), ['errors', 'ok']);
      assert.ok(!result.ok);
      assert.deepStrictEqual(result.errors.map((e) => [e.code, e.path[1]]), [
        ['AMBIGUOUS_MATCH', 0],
        ['OLD_STRING_NOT_FOUND', 1],
        ['REPLACEMENT_COUNT_MISMATCH', 4],
        ['OVERLAPPING_EDITS', 3],
      ]);
    });

    it('runs the layer-2 checks itself, so invalid edits never crash it', () => {
      assert.deepStrictEqual(plan(APP, []), {
        ok: false,
        errors: [{
          code: 'EMPTY_EDITS',
          message: 'edits is empty; at least one edit is needed.',
          path: ['edits'],
          recovery_hint: 'Add at least one edit of the form { "old_string": "exact current text", "new_string": "replacement" }.',
        }],
      });
      const result = plan(APP, [{ old_string: '', new_string: 'x' }, { old_string: 'y', new_string: 'y' }]);
      assert.ok(!result.ok);
      assert.deepStrictEqual(result.errors.map((e) => e.code), ['EMPTY_OLD_STRING', 'NO_OP_EDIT']);
    });

    it('treats edit strings on an empty document like any other text', () => {
      const result = plan('', [{ old_string: 'a', new_string: 'b' }]);
      assert.ok(!result.ok);
      assert.deepStrictEqual(result.errors[0].location, undefined);
    });
  });
});
