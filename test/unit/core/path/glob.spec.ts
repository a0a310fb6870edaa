import assert from 'node:assert/strict';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { compileGlob, globMatches } from '../../../../src/core/path';

function matches(pattern: string, yes: string[], no: string[], options = {}): void {
  for (const path of yes) assert.equal(globMatches(pattern, path, options), true, `${pattern} should match ${path}`);
  for (const path of no) assert.equal(globMatches(pattern, path, options), false, `${pattern} should not match ${path}`);
}

describe('glob matcher', () => {
  describe('**', () => {
    it('alone matches every path, including the empty one', () => {
      matches('**', ['a', 'a/b/c', '.git/x'], []);
    });

    it('as a leading segment matches zero or more folders', () => {
      matches('**/.env*', ['.env', '.env.local', 'config/.env', 'a/b/.env.prod'], ['env', 'x.env', 'a/env.local', '.en']);
    });

    it('as a trailing segment matches the folder itself and everything below it', () => {
      matches('**/.git/**', ['.git', '.git/config', 'sub/.git/hooks/pre-commit', 'a/b/.git/objects/x'], ['x.git/config', '.github/workflows/ci.yml', 'a.git', 'git/config']);
    });

    it('in the middle matches zero or more segments', () => {
      matches('a/**/b', ['a/b', 'a/x/b', 'a/x/y/b'], ['a', 'ab', 'a/b/c', 'xa/b', 'a/xb']);
    });

    it('not alone in a segment is an ordinary star', () => {
      matches('a**b', ['ab', 'axxb'], ['a/b', 'ax/yb']);
      matches('**x/y', ['x/y', 'abx/y'], ['a/x/y']);
    });
  });

  describe('* and ?', () => {
    it('* matches within one segment only', () => {
      matches('src/*.ts', ['src/a.ts', 'src/.ts', 'src/a.b.ts'], ['src/a/b.ts', 'a.ts', 'src/a.tsx']);
    });

    it('* matches a leading dot, like VS Code (not like a shell)', () => {
      matches('*', ['.env', 'a'], ['a/b']);
      matches('**/*.code-workspace', ['app.code-workspace', 'x/.code-workspace'], ['app.code-workspace/x']);
    });

    it('? matches exactly one character, never "/"', () => {
      matches('a?c', ['abc', 'a.c'], ['ac', 'abbc', 'a/c']);
      matches('?', ['é', 'x'], ['', 'xy']);
    });

  });

  describe('{a,b}', () => {
    it('matches any alternative', () => {
      matches('**/{node_modules,.git}/**', ['node_modules/x', 'a/.git/b'], ['node_module/x', 'a/git/b']);
      matches('*.{ts,tsx}', ['a.ts', 'a.tsx'], ['a.js', 'a.t']);
    });

    it('alternatives may contain "/" and "**" and nest', () => {
      matches('{src/**/*,lib/*}.ts', ['src/a.ts', 'src/x/y/a.ts', 'lib/a.ts'], ['docs/a.ts', 'lib/x/a.ts']);
      matches('{a,b{c,d}}.txt', ['a.txt', 'bc.txt', 'bd.txt'], ['b.txt', 'ab.txt']);
      // Inside braces "**" does not swallow the '/' before the brace: "x" itself is not matched.
      matches('x/{**,y}', ['x/y', 'x/a/b'], ['y', 'x']);
    });

    it('an empty alternative matches nothing there', () => {
      matches('a{,.bak}', ['a', 'a.bak'], ['a.b']);
    });

    it('an unclosed brace is literal, commas included', () => {
      matches('a{b,c', ['a{b,c'], ['ab', 'ac']);
      matches('}x', ['}x'], ['x']);
    });
  });

  describe('[...] classes', () => {
    it('[abc], [a-z] and negations [!x] and [^x]', () => {
      matches('file[12].ts', ['file1.ts', 'file2.ts'], ['file3.ts', 'file12.ts']);
      matches('[a-c]x', ['ax', 'bx', 'cx'], ['dx', 'Ax']);
      matches('[!a]x', ['bx', '.x'], ['ax', '/x']);
      matches('[^a]x', ['bx'], ['ax']);
    });

    it('a class never matches "/", even when it lists it', () => {
      matches('a[!x]b', ['a-b'], ['a/b']);
    });

    it('"]" first in a class is a member; regex specials inside are literal', () => {
      matches('[]a]', [']', 'a'], ['b']);
      matches('[\\^]', ['^'], ['a']);
      matches('[[]', ['['], ['a']);
    });

    it('an unclosed or empty or reversed class is a literal "["', () => {
      matches('a[b', ['a[b'], ['ab']);
      matches('[!]', ['[!]'], ['x']);
      matches('[z-a]', ['[z-a]'], ['z', 'a']);
    });
  });

  describe('literals and options', () => {
    it('regex metacharacters in a pattern are literal', () => {
      matches('a.b+c(d)|e$^', ['a.b+c(d)|e$^'], ['axb+c(d)|e$^', 'a.bbc(d)|e$^']);
      matches('back\\slash', ['back\\slash'], ['back/slash']);
    });

    it('is case-sensitive by default and case-insensitive on request', () => {
      matches('**/.GIT/**', [], ['.git/config']);
      matches('**/.GIT/**', ['.git/config', '.Git/x'], [], { caseInsensitive: true });
    });

    it('compiles each pattern once per case mode', () => {
      assert.equal(compileGlob('**/*.ts'), compileGlob('**/*.ts'));
      assert.notEqual(compileGlob('**/*.ts'), compileGlob('**/*.ts', { caseInsensitive: true }));
    });

    it('keeps working after many distinct patterns (the cache is bounded)', () => {
      for (let i = 0; i < 600; i += 1) assert.equal(globMatches(`f${i}.txt`, `f${i}.txt`), true);
      assert.equal(globMatches('f0.txt', 'f0.txt'), true);
    });
  });

  // A path is tested against a pattern's compiled expression only when it holds the pattern's
  // literal runs: that shortcut must never change an answer, in either case mode, whatever the
  // pattern (wildcards next to slashes, trailing slashes) or the path (characters whose case
  // folds to ASCII in some other way: the Kelvin sign, the long s, the dotted capital I).
  it('answers as picomatch does for patterns of literal runs and wildcards, in both case modes', () => {
    const pieces = ['**', '*', '?', '/', 'a', 'B', '.', '.env', 'x.json', '/**', '**/', 'k', 's', 'i'];
    const pattern = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
    const segment = fc.constantFrom('a', 'A', 'b', 'B', '.env', '.ENV', 'x.json', 'X.JSON', '.', '..', '', 'k', '\u212a', 's', '\u017f', 'i', '\u0130', 'ab');
    const path = fc.array(segment, { minLength: 0, maxLength: 5 }).map((parts) => parts.join('/'));
    fc.assert(
      fc.property(pattern, path, fc.boolean(), (p, target, nocase) => {
        const expected = picomatch(p, { dot: true, posix: true, nocase, windows: false })(target);
        assert.equal(compileGlob(p, { caseInsensitive: nocase })(target), expected, `${p} ${nocase ? '(nocase) ' : ''}on ${JSON.stringify(target)}`);
      }),
      { numRuns: 5000 },
    );
  });

  it("matches the state folder's absolute patterns as picomatch does (the folder, what is in it, nothing beside it)", () => {
    for (const p of ['/home/u/.local/state/guarded-edit', '/home/u/.local/state/guarded-edit/**']) {
      for (const target of ['/home/u/.local/state/guarded-edit', '/home/u/.local/state/guarded-edit/', '/home/u/.local/state/guarded-edit/hook/x.json', '/home/u/.local/state/guarded-edit-2/x', '/home/u/.local/state/guarded-edit/../x', '/HOME/u/.local/state/guarded-edit/x']) {
        for (const nocase of [false, true]) {
          assert.equal(compileGlob(p, { caseInsensitive: nocase })(target), picomatch(p, { dot: true, posix: true, nocase, windows: false })(target), `${p} on ${target}`);
        }
      }
    }
  });
});
