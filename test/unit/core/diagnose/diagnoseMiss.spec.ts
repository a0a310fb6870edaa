import assert from 'node:assert/strict';
import type { GuardedError } from '../../../../src/core/errors';
import { findElidedLines, findEscapedText, findLineNumberPrefixes } from '../../../../src/core/diagnose';
import { foldTypography, WorkBudget } from '../../../../src/core/text';
import { planEdits, type PlanInput } from '../../../../src/core/edit';
import type { Edit } from '../../../../src/core/request';

const CART = [
  'class Cart:', // 1
  '    def __init__(self):', // 2
  '        self.items = []', // 3
  '', // 4
  '    def total(self):', // 5
  '        s = 0', // 6
  '        for it in self.items:', // 7
  '            s += it.price', // 8
  '        return s', // 9
  '',
].join('\n');

function miss(edits: Edit[], extra: Partial<PlanInput> = {}, text = CART, index = 0): GuardedError {
  const result = planEdits({ text, eol: '\n', edits, displayPath: 'src/cart.py', ...extra });
  if (result.ok) assert.fail('expected a refusal');
  const error = result.errors.find((e) => e.path[1] === index);
  if (!error) assert.fail(`no error for edit ${index + 1}: ${JSON.stringify(result.errors)}`);
  assert.equal(error.code, 'OLD_STRING_NOT_FOUND');
  return error;
}

const lines = (error: GuardedError) => [error.location?.line, error.location?.end_line];

describe('diagnoses of a missed old_string', () => {
  describe('line-number prefixes', () => {
    const styles: [string, (n: number, l: string) => string][] = [
      ['our read format "   6\\t"', (n, l) => `${String(n).padStart(4)}\t${l}`],
      ['"6→"', (n, l) => `${n}→${l}`],
      ['"     6→" (padded)', (n, l) => `${String(n).padStart(6)}→${l}`],
      ['"6:"', (n, l) => `${n}: ${l}`],
      ['"L6:"', (n, l) => `L${n}: ${l}`],
      ['"6|"', (n, l) => `${n}|${l}`],
      ['"6 | "', (n, l) => `${n} | ${l}`],
    ];
    for (const [name, format] of styles) {
      it(`${name} on every line: named, located, and the old_string without them offered`, () => {
        const old = [format(6, '        s = 0'), format(7, '        for it in self.items:')].join('\n');
        const error = miss([{ old_string: old, new_string: 'x' }]);
        assert.match(error.message, /starts its lines with line-number prefixes .* the prefix is not part of the line\. Without them it matches lines 6-7 exactly\./);
        assert.deepStrictEqual(lines(error), [6, 7]);
        assert.equal(error.recovery_hint, `Use old_string ${JSON.stringify('        s = 0\n        for it in self.items:')}.`);
      });
    }

    it('is not claimed for text that only starts with a number (YAML keys, list items)', () => {
      assert.equal(findLineNumberPrefixes('200: ok\nnot a prefix here\nnor here'), undefined);
      assert.equal(findLineNumberPrefixes('plain text'), undefined);
    });
  });

  describe('escaped text', () => {
    it('literal \\n where line breaks were meant', () => {
      const error = miss([{ old_string: '        s = 0\\n        for it in self.items:', new_string: 'x' }]);
      assert.match(error.message, /escape sequences written out as characters \("\\\\n": a backslash and a letter\).* With them decoded it matches lines 6-7 exactly\./);
      assert.deepStrictEqual(lines(error), [6, 7]);
      assert.ok(error.recovery_hint.includes(JSON.stringify('        s = 0\n        for it in self.items:')));
    });

    it('literal \\t, \\" and doubled backslashes', () => {
      const text = 'x = "a"\n\tpath = "C:\\\\dir"\n';
      const tab = miss([{ old_string: '\\tpath', new_string: 'y' }], {}, text);
      assert.match(tab.message, /escape sequences/);
      const quoted = miss([{ old_string: 'x = \\"a\\"', new_string: 'y' }], {}, text);
      assert.match(quoted.message, /escape sequences/);
      assert.ok(quoted.recovery_hint.includes(JSON.stringify('x = "a"')));
      const doubled = miss([{ old_string: 'path = "C:\\\\\\\\dir"', new_string: 'y' }], {}, text);
      assert.match(doubled.message, /escape sequences/);
      assert.ok(doubled.recovery_hint.includes(JSON.stringify('path = "C:\\\\dir"')));
    });

    it('a whole JSON-encoded string', () => {
      const error = miss([{ old_string: JSON.stringify('    def total(self):\n        s = 0'), new_string: 'x' }]);
      assert.match(error.message, /escape sequences/);
      assert.deepStrictEqual(lines(error), [5, 6]);
    });

    it('finds the sequences and offers decoded variants', () => {
      const found = findEscapedText('a\\nb\\tc');
      assert.deepStrictEqual(found?.sequences, ['\\n', '\\t']);
      assert.ok(found?.lineBreaksEscaped);
      assert.ok(found?.variants.includes('a\nb\tc'));
      assert.equal(findEscapedText('no escapes'), undefined);
    });
  });

  describe('elided lines', () => {
    for (const marker of ['        ...', '        …', '        # ... existing code ...', '        // ... existing code ...', '        /* ... */', '        <!-- ... -->', '        -- ...', '        # rest of the method unchanged']) {
      it(`${JSON.stringify(marker.trim())}: named, with the complete lines`, () => {
        const error = miss([{ old_string: `    def total(self):\n${marker}\n        return s`, new_string: 'x' }]);
        assert.match(error.message, /leaves lines out with .*; old_string must hold every line it replaces.* Its parts match lines 5-9\./);
        assert.deepStrictEqual(lines(error), [5, 9]);
        assert.ok(error.recovery_hint.includes(JSON.stringify(CART.split('\n').slice(4, 9).join('\n'))));
      });
    }

    it('splits old_string at the markers', () => {
      assert.deepStrictEqual(findElidedLines('a\n// ...\nb\n...\nc')?.segments, ['a', 'b', 'c']);
      assert.equal(findElidedLines('a\nb'), undefined);
      assert.equal(findElidedLines('a\n...\nb')?.commented, false);
    });
  });

  describe('edits written against each other\'s results', () => {
    it('old_string is text an earlier edit writes', () => {
      const error = miss([
        { old_string: 's = 0', new_string: 'total = 0' },
        { old_string: 'total = 0', new_string: 'total = 0.0' },
      ], {}, CART, 1);
      assert.match(error.message, /old_string is text that edit 1 writes \(it is part of edit 1's new_string\); every edit matches the text as it is now.* Edit 1 matches line 6 of the current text\./);
      assert.deepStrictEqual(lines(error), [6, 6]);
      assert.match(error.recovery_hint, /merge this edit into edit 1/);
    });

    it('old_string matches only after an earlier edit is applied', () => {
      const error = miss([
        { old_string: '        s = 0', new_string: '        total = 0' },
        { old_string: 'total = 0\n        for it', new_string: 'x' },
      ], {}, CART, 1);
      assert.match(error.message, /old_string matches only after edit 1 is applied; every edit matches the text as it is now/);
      assert.deepStrictEqual(lines(error), [6, 6]);
    });

    it('a later edit\'s new_string too', () => {
      const error = miss([
        { old_string: 'total2 = 0', new_string: 'y' },
        { old_string: 's = 0', new_string: 'total2 = 0' },
      ]);
      assert.match(error.message, /text that edit 2 writes/);
    });
  });

  it('stale text: the read gate says the file changed since it was read', () => {
    const error = miss([{ old_string: '        count = 0', new_string: 'x' }], { readChanged: true });
    assert.match(error.message, /src\/cart\.py has changed since you last read it with guarded_read_file, so old_string may be text that is no longer there\./);
    assert.match(error.recovery_hint, /Read src\/cart\.py again with guarded_read_file/);
  });

  describe('look-alike characters', () => {
    for (const [name, old] of [
      ['a no-break space', '        s\u00a0= 0'],
      ['a zero-width space', '        s =\u200b 0'],
      ['typographic quotes', 'print(\u201chello\u201d)'],
      ['an en dash', 'x = a \u2013 b'],
    ] as const) {
      it(name, () => {
        const text = 'print("hello")\nx = a - b\n        s = 0\n';
        const error = miss([{ old_string: old, new_string: 'y' }], {}, text);
        assert.match(error.message, /differs only in look-alike characters/);
        assert.ok(error.location);
      });
    }

    it('names the character and the side it is on', () => {
      const quoted = miss([{ old_string: 'print(\u201chello\u201d)', new_string: 'y' }], {}, 'print("hello")\n');
      assert.match(quoted.message, /old_string has LEFT DOUBLE QUOTATION MARK \(U\+201C\) where the file has "\\""; the text there is "print\(\\"hello\\"\)"\./);
      const nbsp = miss([{ old_string: 'a b', new_string: 'y' }], {}, 'a\u00a0b\n');
      assert.match(nbsp.message, /the file has NO-BREAK SPACE \(U\+00A0\) where old_string has " "/);
    });

    it('a no-break space in the file, a plain one in old_string', () => {
      const error = miss([{ old_string: 'a b', new_string: 'y' }], {}, 'a\u00a0b\n');
      assert.match(error.message, /look-alike/);
      assert.equal(error.recovery_hint, `Use old_string ${JSON.stringify('a\u00a0b')} (line 1 as in the file) and keep new_string consistent with it.`);
    });

    it('folds to plain characters, never longer', () => {
      assert.equal(foldTypography('\u2018a\u2019 \u201cb\u201d\u00a0c\u200d\u2014'), '\'a\' "b" c-');
    });
  });

  it('letter case', () => {
    const error = miss([{ old_string: '    DEF total(self):', new_string: 'x' }]);
    assert.match(error.message, /differs only in letter case/);
    assert.deepStrictEqual(lines(error), [5, 5]);
  });

  it('the line that differs, when the first lines match: anchored on that line', () => {
    const error = miss([{ old_string: '    def total(self):\n        s = 0\n        for it in self.items:\n            s += it.cost\n        return s', new_string: 'x' }]);
    assert.match(error.message, /The most similar text is at lines 5-9 \(\d+% similar\); the first line there that differs from old_string is line 8: the file has " {12}s \+= it.price" where old_string has " {12}s \+= it.cost"\./);
    assert.deepStrictEqual(lines(error), [8, 8]);
  });

  it('an empty file points to guarded_create_file with overwrite', () => {
    for (const old of ['\n', 'import os']) {
      const error = miss([{ old_string: old, new_string: 'import sys\n' }], {}, '');
      assert.match(error.message, /src\/cart\.py is empty, so there is no text for old_string to match\./);
      assert.match(error.recovery_hint, /guarded_create_file with .*"overwrite":true/);
    }
  });

  it('nothing similar: the lines around a weak lead', () => {
    const text = Array.from({ length: 60 }, (_, i) => `value_${i} = compute(${i})`).join('\n');
    const error = miss([{ old_string: 'result = evaluate(thing)', new_string: 'x' }], {}, text);
    assert.match(error.message, /No similar text was found; the nearest line, line \d+, is only \d+% similar\. Lines \d+-\d+ read: /);
    assert.ok(error.location);
  });

  it('a search stopped by its budget says after how many lines', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `line number ${i} of the text`).join('\n');
    const budget = new WorkBudget(text.length + 20_000);
    const error = miss([{ old_string: 'qqqq zzzz wwww', new_string: 'x' }], { hintBudget: budget }, text);
    assert.match(error.message, /stopped after \d+ lines/);
  });

  it('more misses than are diagnosed get a short error each', () => {
    const edits = Array.from({ length: 25 }, (_, i) => ({ old_string: `missing ${i}`, new_string: 'x' }));
    const result = planEdits({ text: CART, eol: '\n', edits, displayPath: 'src/cart.py' });
    assert.ok(!result.ok);
    assert.equal(result.errors.length, 25);
    assert.match(result.errors[24].message, /Too many edits were not found/);
    assert.deepStrictEqual(result.errors.map((e) => e.path[1]), edits.map((_, i) => i));
  });

  it('a CRLF file: the corrected old_string is offered with "\\n" line breaks', () => {
    const text = CART.replace(/\n/g, '\r\n');
    const result = planEdits({ text, eol: '\r\n', edits: [{ old_string: '   6\t        s = 0\n   7\t        for it in self.items:', new_string: 'x' }], displayPath: 'a.py' });
    assert.ok(!result.ok);
    assert.ok(result.errors[0].recovery_hint.includes(JSON.stringify('        s = 0\n        for it in self.items:')));
  });
});
