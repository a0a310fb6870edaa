import assert from 'node:assert/strict';
import { findDiffMarkers, findMarkdownFence } from '../../../../src/core/diagnose/pastedWrappers';

describe('pasted wrappers: Markdown fences and diff markers', () => {
  it('a fence around old_string: the text inside, without the blank lines next to the fence first', () => {
    assert.deepEqual(findMarkdownFence('```rust\n\nfn a() {}\n\n```'), { opening: '```rust', variants: ['fn a() {}', '\nfn a() {}\n'] });
    assert.deepEqual(findMarkdownFence('~~~\nx = 1\n~~~\n'), { opening: '~~~', variants: ['x = 1'] });
    // An opening fence without its closing one (the answer was cut): the rest is the text.
    assert.deepEqual(findMarkdownFence('```py\nx = 1\ny = 2'), { opening: '```py', variants: ['x = 1\ny = 2'] });
  });

  it('no fence, or a fence with nothing inside: nothing found', () => {
    assert.equal(findMarkdownFence('x = "```"'), undefined);
    assert.equal(findMarkdownFence('```\n```'), undefined);
    assert.equal(findMarkdownFence('# Title\n```sh\nnpm test\n```'), undefined);
  });

  it('a hunk: the old side (context and "-") first, then the new side (context and "+")', () => {
    const found = findDiffMarkers('@@ -3,3 +3,3 @@\n a = 1\n-b = 2\n+b = 3\n c = 4');
    assert.ok(found);
    assert.deepEqual(found.variants, ['a = 1\nb = 2\nc = 4', 'a = 1\nb = 3\nc = 4']);
    assert.deepEqual(found.sides, ['old', 'new']);
    assert.equal(found.distinctive, true);
    assert.deepEqual(found.examples, ['-b = 2', '+b = 3']);
  });

  it('every line marked "-": the old side only, not distinctive on its own', () => {
    const found = findDiffMarkers('-[features]\n-default = ["std"]');
    assert.deepEqual(found && { variants: found.variants, sides: found.sides, distinctive: found.distinctive }, {
      variants: ['[features]\ndefault = ["std"]'], sides: ['old'], distinctive: false,
    });
  });

  it('indented code, Markdown rules and YAML front matter are not diffs', () => {
    assert.equal(findDiffMarkers('    a = 1\n    b = 2'), undefined);
    assert.equal(findDiffMarkers('---\ntitle: x\n---'), undefined);
    assert.equal(findDiffMarkers('x = a - b'), undefined);
  });
});
