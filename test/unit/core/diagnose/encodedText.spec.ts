import assert from 'node:assert/strict';
import { codePointOf, findHtmlEntities, findUnicodeEscapes } from '../../../../src/core/diagnose/encodedText';

describe('encoded text: HTML entities and \\u escapes', () => {
  it('decodes the entities a page shows code with, named and numeric, and an entity encoded twice', () => {
    assert.deepEqual(findHtmlEntities('if (a &lt; b &amp;&amp; c &gt; d) s = &quot;x&#39;&#x27;'), {
      entities: ['&lt;', '&amp;', '&gt;', '&quot;'], variants: ['if (a < b && c > d) s = "x\'\''],
    });
    assert.deepEqual(findHtmlEntities('a &amp;lt; b')?.variants, ['a &lt; b', 'a < b']);
  });

  it('no entity, or one that does not decode (an unknown name, a surrogate): nothing to try', () => {
    assert.equal(findHtmlEntities('a && b'), undefined);
    assert.equal(findHtmlEntities('&times; &#xD800;'), undefined);
  });

  it('\\u escapes decoded, surrogate pairs joined and named as one character', () => {
    assert.deepEqual(findUnicodeEscapes('"Passer \\u00e0 la caisse"'), {
      direction: 'decoded', example: { escape: '\\u00e0', char: 'à' }, variants: ['"Passer à la caisse"'],
    });
    const pair = findUnicodeEscapes('ok \\ud83d\\ude00');
    assert.equal(pair?.variants[0], 'ok \u{1f600}');
    assert.equal(pair?.example.char, '\u{1f600}');
    assert.equal(findUnicodeEscapes('\\u{1F600}')?.variants[0], '\u{1f600}');
  });

  it('the other way: characters beyond ASCII where the file may write escapes (lower and upper case hex)', () => {
    assert.deepEqual(findUnicodeEscapes('"é"'), { direction: 'encoded', example: { escape: '\\u00e9', char: 'é' }, variants: ['"\\u00e9"', '"\\u00E9"'] });
    assert.equal(findUnicodeEscapes('plain ascii'), undefined);
  });

  it('code points are written as U+ and at least four hex digits', () => {
    assert.equal(codePointOf('à'), 'U+00E0');
    assert.equal(codePointOf('\u{1f600}'), 'U+1F600');
  });
});
