import assert from 'node:assert/strict';
import { blockEnd } from '../../../../src/core/diagnose/blockEnd';
import { WorkBudget } from '../../../../src/core/text';

const lines = (text: string) => text.split('\n');

describe('blockEnd: the block an elision after the last part stands for', () => {
  it('braces: the deeper lines and the closing line at the block’s depth', () => {
    const text = lines('fn a() {\n    let x = 1;\n\n    if x {\n        y();\n    }\n}\nfn b() {}');
    assert.equal(blockEnd(text, 1, 2), 7);
  });

  it('Python: the deeper lines, no closing line; trailing blank lines are not taken', () => {
    const text = lines('def a():\n    x = 1\n    return x\n\n\ndef b():\n    pass');
    assert.equal(blockEnd(text, 1, 1), 3);
  });

  it('shell, Ruby and HTML closers: fi, end, a closing tag', () => {
    assert.equal(blockEnd(lines('if x; then\n  a\n  b\nfi\necho'), 1, 2), 4);
    assert.equal(blockEnd(lines('  def a\n    b\n  end\n  def c'), 1, 2), 3);
    assert.equal(blockEnd(lines('  <footer>\n    <p>x</p>\n  </footer>\n</body>'), 1, 1), 3);
  });

  it('a table at the left margin (TOML, a Dockerfile stage) runs to the next blank line', () => {
    assert.equal(blockEnd(lines('[package]\nname = "a"\nversion = "1"\n\n[deps]'), 1, 1), 3);
  });

  it('the walk is bounded by the work budget', () => {
    const text = ['{', ...Array.from({ length: 1000 }, () => '    x'), '}'];
    assert.equal(blockEnd(text, 1, 1, new WorkBudget(0)), 1);
    assert.equal(blockEnd(text, 1, 1), 1002);
  });
});
