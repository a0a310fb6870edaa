import assert from 'node:assert/strict';
import { firstLookalikeOfAny, foldLookalikes, hasLookalike } from '../../../../src/core/closest';

describe('look-alike letters of other scripts', () => {
  it('folds Cyrillic and Greek letters that look Latin, and the typographic look-alikes with them', () => {
    assert.equal(foldLookalikes('b\u0430lances \u03bfk \u0421at\u00a0\u201cx\u201d'), 'balances ok Cat "x"');
    assert.equal(hasLookalike('plain'), false);
    assert.equal(hasLookalike('\u0440'), true);
  });

  it('letters without a Latin look-alike are kept (Russian text stays Russian where it differs)', () => {
    assert.equal(foldLookalikes('Привет'), 'Пpивeт');
  });

  it('names the first look-alike of either kind with its name and code point', () => {
    assert.deepEqual(firstLookalikeOfAny('Opti\u03bfnal'), { char: '\u03bf', plain: 'o', name: 'GREEK SMALL LETTER OMICRON (U+03BF)' });
    assert.deepEqual(firstLookalikeOfAny('\u2019 then \u0430'), { char: '\u2019', plain: "'", name: 'RIGHT SINGLE QUOTATION MARK (U+2019)' });
    assert.deepEqual(firstLookalikeOfAny('\u0430 then \u2019'), { char: '\u0430', plain: 'a', name: 'CYRILLIC SMALL LETTER A (U+0430)' });
    assert.equal(firstLookalikeOfAny('plain'), undefined);
  });
});
