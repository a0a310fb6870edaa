// The attack corpus of the path jail, run against REAL temporary
// folders with REAL symbolic links and hardlinks, through the Node FsPort wrapped in a spy that
// proves no file outside the jail is ever read. Windows forms run against the in-memory fake
// with WINDOWS platform facts.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_PROTECTED_PATTERNS, resolveTarget, type ResolveTargetResult, type TargetPurpose } from '../../../../src/core/path';
import { POSIX, WINDOWS, type Platform, type WorkspaceRoot } from '../../../../src/core/platform';
import { createNodeFs } from '../../../../src/node/nodeFs';
import { FakeFs } from '../../helpers/fakeFs';
import { SpyFs } from '../../helpers/spyFs';
import { TempTree } from '../../../helpers/tempTree';

/** 'ok', or the error code(s) expected, in order. */
type Expected = string | string[];

interface AttackCase {
  name: string;
  raw: string;
  purpose?: TargetPurpose;
  expected: Expected;
  roots?: 'ws' | 'multi' | 'nested' | 'linkedRoot';
  /** For 'ok': the realPath, relative to the temporary base folder. */
  real?: string;
}

// Real symlinks need privileges on Windows, and these cases assume a case-sensitive filesystem.
const runsHere = process.platform === 'linux';

(runsHere ? describe : describe.skip)('path jail attack corpus (real filesystem)', () => {
  let tree: TempTree;
  let spy: SpyFs;
  let realRoots: string[];
  const rootSets: Record<NonNullable<AttackCase['roots']>, WorkspaceRoot[]> = { ws: [], multi: [], nested: [], linkedRoot: [] };

  before(() => {
    tree = new TempTree();
    const { base } = tree;
    tree.file('ws/src/app.ts', 'export const app = 1;\n');
    tree.file('ws/src/lib/util.ts', 'export {};\n');
    tree.file('ws/a..b.ts', 'x\n');
    tree.file('ws/...', 'three dots\n');
    tree.file('ws/.git/config', '[core]\n');
    tree.dir('ws/emptydir');
    tree.file('ws/%2e%2e', 'a file literally named %2e%2e\n');
    tree.file('outside/secret.txt', 'SECRET\n');
    tree.file('outside/hard-target.txt', 'shared inode\n');
    tree.file('ws-evil/a.ts', 'evil\n');
    tree.file('ws2/a.ts', 'sibling\n');
    tree.symlink('ws/leak', path.join(base, 'outside/secret.txt'));
    tree.symlink('ws/leak-rel', '../outside/secret.txt');
    tree.symlink('ws/linkdir', path.join(base, 'outside'));
    tree.symlink('ws/evil-sibling', '../ws-evil/a.ts');
    tree.symlink('ws/inlink', 'src/app.ts');
    tree.symlink('ws/chain1', 'chain2');
    tree.symlink('ws/chain2', 'src/app.ts');
    tree.symlink('ws/esc1', 'esc2');
    tree.symlink('ws/esc2', '../outside/secret.txt');
    tree.symlink('ws/loopA', 'loopB');
    tree.symlink('ws/loopB', 'loopA');
    tree.symlink('ws/self', 'self');
    tree.symlink('ws/dangle-out', path.join(base, 'outside/nope.txt'));
    tree.symlink('ws/dangle-in', 'src/missing.ts');
    tree.symlink('ws/src-link', 'src');
    tree.symlink('ws/git-link', '.git/config');
    tree.hardlink('ws/hard.txt', tree.at('outside/hard-target.txt'));
    tree.file('ws/caf\u00e9.txt', 'NFC\n');
    tree.file('realroot/file.ts', 'in a linked root\n');
    tree.symlink('linkroot', 'realroot');
    tree.file('multi/api/src/a.ts', 'api\n');
    tree.file('multi/web/src/a.ts', 'web\n');
    tree.file('multi/web/only.ts', 'only in web\n');

    rootSets.ws = [{ name: 'ws', path: tree.at('ws') }];
    rootSets.multi = [
      { name: 'api', path: tree.at('multi/api') },
      { name: 'web', path: tree.at('multi/web') },
    ];
    rootSets.nested = [
      { name: 'ws', path: tree.at('ws') },
      { name: 'inner', path: tree.at('ws/src') },
    ];
    rootSets.linkedRoot = [{ name: 'linked', path: tree.at('linkroot') }];
    realRoots = [tree.at('ws'), tree.at('multi/api'), tree.at('multi/web'), tree.at('realroot')];
    spy = new SpyFs(createNodeFs());
  });

  after(() => tree.cleanup());

  function resolve(raw: string, purpose: TargetPurpose = 'edit', roots: AttackCase['roots'] = 'ws', platform: Platform = POSIX): Promise<ResolveTargetResult> {
    return resolveTarget(raw, rootSets[roots], spy, platform, { purpose, protectedPatterns: DEFAULT_PROTECTED_PATTERNS, maxFileBytes: DEFAULT_MAX_FILE_BYTES });
  }

  async function check(c: AttackCase): Promise<void> {
    const raw = c.raw.replaceAll('<base>', tree.base);
    const result = await resolve(raw, c.purpose, c.roots);
    const label = `${c.name}: ${JSON.stringify(raw)} (${c.purpose ?? 'edit'})`;
    if (c.expected === 'ok') {
      assert.ok(result.ok, `${label} should resolve, got ${JSON.stringify(result)}`);
      if (c.real !== undefined) assert.equal(result.target.realPath, tree.at(c.real), label);
      assert.ok(isInsideRealRoot(result.target.realPath), `${label}: ${result.target.realPath} must be inside a real root`);
      return;
    }
    assert.ok(!result.ok, `${label} should be refused, got ${JSON.stringify(result)}`);
    const expected = Array.isArray(c.expected) ? c.expected : [c.expected];
    assert.deepEqual(
      result.errors.map((e) => e.code),
      expected,
      label,
    );
    for (const error of result.errors) {
      assert.deepEqual(error.path, ['file_path'], label);
      assert.equal(error.location, undefined, label);
      assert.ok(!/\n\s+at /.test(error.message), `${label}: no stack trace in messages`);
    }
  }

  function isInsideRealRoot(candidate: string): boolean {
    return realRoots.some((root) => {
      const relative = path.relative(root, candidate);
      return relative === '' || (relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative));
    });
  }

  function table(title: string, cases: AttackCase[]): void {
    describe(title, () => {
      for (const c of cases) it(`${c.name}: ${JSON.stringify(c.raw.slice(0, 60))}${c.purpose ? ` (${c.purpose})` : ''}`, () => check(c));
    });
  }

  table('traversal: ".." in every position', [
    { name: 'leading', raw: '../outside/secret.txt', expected: 'PATH_TRAVERSAL' },
    { name: 'alone', raw: '..', expected: 'PATH_TRAVERSAL' },
    { name: 'after ./', raw: './../outside/secret.txt', expected: 'PATH_TRAVERSAL' },
    { name: 'middle', raw: 'src/../../outside/secret.txt', expected: 'PATH_TRAVERSAL' },
    { name: 'a/../b', raw: 'src/../README.md', expected: 'PATH_TRAVERSAL' },
    { name: 'trailing', raw: 'src/lib/..', expected: 'PATH_TRAVERSAL' },
    { name: 'absolute with ..', raw: '<base>/ws/../outside/secret.txt', expected: 'PATH_TRAVERSAL' },
    { name: 'for create', raw: 'src/../../outside/new.txt', purpose: 'create', expected: 'PATH_TRAVERSAL' },
    { name: 'names with dots are fine', raw: 'a..b.ts', expected: 'ok', real: 'ws/a..b.ts' },
    { name: '"..." is a name', raw: '...', expected: 'ok', real: 'ws/...' },
  ]);

  table('percent-encoding is literal in a plain path', [
    { name: '%2e%2e segment', raw: '%2e%2e/outside/secret.txt', expected: 'FILE_NOT_FOUND' },
    { name: '%2f separators', raw: '..%2f..%2foutside%2fsecret.txt', expected: 'FILE_NOT_FOUND' },
    { name: 'fully encoded', raw: '%2e%2e%2f%2e%2e%2fetc%2fpasswd', expected: 'FILE_NOT_FOUND' },
    { name: 'a file named %2e%2e is that file', raw: '%2e%2e', expected: 'ok', real: 'ws/%2e%2e' },
    { name: 'create under a literal %2e%2e folder stays inside', raw: '%2e%2e%2fx/new.ts', purpose: 'create', expected: 'ok', real: 'ws/%2e%2e%2fx/new.ts' },
  ]);

  table('backslashes on POSIX', [
    { name: 'traversal with backslashes', raw: '..\\outside\\secret.txt', expected: ['BACKSLASH_PATH', 'PATH_TRAVERSAL'] },
    { name: 'a Windows-style relative path', raw: 'src\\app.ts', expected: 'BACKSLASH_PATH' },
    { name: 'a UNC path', raw: '\\\\server\\share\\x', expected: 'BACKSLASH_PATH' },
    { name: 'a verbatim path', raw: '\\\\?\\C:\\x', expected: 'BACKSLASH_PATH' },
  ]);

  table('absolute paths and prefix siblings', [
    { name: 'outside file', raw: '<base>/outside/secret.txt', expected: 'OUTSIDE_WORKSPACE' },
    { name: 'system file', raw: '/etc/passwd', expected: 'OUTSIDE_WORKSPACE' },
    { name: '/ws-evil is not inside /ws', raw: '<base>/ws-evil/a.ts', expected: 'OUTSIDE_WORKSPACE' },
    { name: '/ws2 is not inside /ws', raw: '<base>/ws2/a.ts', expected: 'OUTSIDE_WORKSPACE' },
    { name: 'the parent of the root', raw: '<base>', expected: 'OUTSIDE_WORKSPACE' },
    { name: 'a link to the sibling', raw: 'evil-sibling', expected: 'SYMLINK_ESCAPE' },
    { name: 'inside, absolute', raw: '<base>/ws/src/app.ts', expected: 'ok', real: 'ws/src/app.ts' },
  ]);

  table('symbolic links', [
    { name: 'leaf to an outside file (absolute text)', raw: 'leak', expected: 'SYMLINK_ESCAPE' },
    { name: 'leaf to an outside file (relative text)', raw: 'leak-rel', expected: 'SYMLINK_ESCAPE' },
    { name: 'leaf to outside, for read', raw: 'leak', purpose: 'read', expected: 'SYMLINK_ESCAPE' },
    { name: 'leaf to outside, for create (overwriting through it)', raw: 'leak', purpose: 'create', expected: 'SYMLINK_ESCAPE' },
    { name: 'linked parent, existing file', raw: 'linkdir/secret.txt', expected: 'SYMLINK_ESCAPE' },
    { name: 'linked parent, new file', raw: 'linkdir/new.txt', purpose: 'create', expected: 'SYMLINK_ESCAPE' },
    { name: 'linked parent, new nested file', raw: 'linkdir/a/b/new.txt', purpose: 'create', expected: 'SYMLINK_ESCAPE' },
    { name: 'dangling leaf to outside, create', raw: 'dangle-out', purpose: 'create', expected: 'SYMLINK_ESCAPE' },
    { name: 'dangling leaf to outside, edit', raw: 'dangle-out', expected: 'SYMLINK_ESCAPE' },
    { name: 'dangling leaf inside, create', raw: 'dangle-in', purpose: 'create', expected: 'INVALID_PATH' },
    { name: 'dangling leaf inside, edit', raw: 'dangle-in', expected: 'FILE_NOT_FOUND' },
    { name: 'inside -> inside', raw: 'inlink', expected: 'ok', real: 'ws/src/app.ts' },
    { name: 'inside -> inside -> inside', raw: 'chain1', expected: 'ok', real: 'ws/src/app.ts' },
    { name: 'inside -> inside -> outside', raw: 'esc1', expected: 'SYMLINK_ESCAPE' },
    { name: 'a linked folder inside the workspace', raw: 'src-link/lib/util.ts', expected: 'ok', real: 'ws/src/lib/util.ts' },
    { name: 'new file under a linked folder inside', raw: 'src-link/new.ts', purpose: 'create', expected: 'ok', real: 'ws/src/new.ts' },
    { name: 'a link into .git is protected', raw: 'git-link', expected: 'PROTECTED_PATH' },
    { name: 'loop a -> b -> a', raw: 'loopA', expected: 'SYMLINK_LOOP' },
    { name: 'self loop', raw: 'self', expected: 'SYMLINK_LOOP' },
    { name: 'loop as a parent, create', raw: 'loopA/new.ts', purpose: 'create', expected: 'SYMLINK_LOOP' },
  ]);

  table('hardlinks (allowed: the file is a file of the workspace; see pathJail.ts)', [{ name: 'hardlink to a file outside', raw: 'hard.txt', expected: 'ok', real: 'ws/hard.txt' }]);

  table('case and Unicode on Linux (names are bytes: variants are other files)', [
    { name: 'case variant of an existing file', raw: 'SRC/APP.TS', expected: 'FILE_NOT_FOUND' },
    { name: 'case variant of the file name', raw: 'src/App.ts', expected: 'FILE_NOT_FOUND' },
    { name: 'case variant of the root, absolute', raw: '<base>/WS/src/app.ts', expected: 'OUTSIDE_WORKSPACE' },
    { name: 'NFC name as created', raw: 'caf\u00e9.txt', expected: 'ok', real: 'ws/caf\u00e9.txt' },
    { name: 'NFD spelling of the NFC name', raw: 'cafe\u0301.txt', expected: 'FILE_NOT_FOUND' },
    { name: 'NFD name is a different new file', raw: 'cafe\u0301.txt', purpose: 'create', expected: 'ok', real: 'ws/cafe\u0301.txt' },
  ]);

  table('control characters', [
    { name: 'NUL', raw: 'src/app.ts\u0000.png', expected: 'INVALID_PATH' },
    { name: 'newline', raw: 'src/\napp.ts', expected: 'INVALID_PATH' },
    { name: 'DEL', raw: 'src/app\u007f.ts', expected: 'INVALID_PATH' },
    { name: 'NUL and traversal together', raw: '../x\u0000', expected: ['INVALID_PATH', 'PATH_TRAVERSAL'] },
  ]);

  table('Windows forms on a POSIX filesystem are ordinary names', [
    { name: 'drive-relative C:x', raw: 'C:x', expected: 'FILE_NOT_FOUND' },
    { name: 'device name CON', raw: 'CON', expected: 'FILE_NOT_FOUND' },
    { name: 'device name nul.txt', raw: 'nul.txt', expected: 'FILE_NOT_FOUND' },
    { name: 'alternate data stream', raw: 'src/app.ts:evil', expected: 'FILE_NOT_FOUND' },
  ]);

  table('"~" is never expanded', [
    { name: '~', raw: '~/.bashrc', expected: 'FILE_NOT_FOUND' },
    { name: '~root', raw: '~root/.bashrc', expected: 'FILE_NOT_FOUND' },
    { name: '~ is a folder of the workspace for create', raw: '~/notes.md', purpose: 'create', expected: 'ok', real: 'ws/~/notes.md' },
  ]);

  describe('URIs', () => {
    it('file:// with an empty host and with localhost', async () => {
      const url = pathToFileURL(tree.at('ws/src/app.ts')).href;
      for (const raw of [url, url.replace('file://', 'file://localhost')]) {
        const result = await resolve(raw);
        assert.ok(result.ok, raw);
        assert.equal(result.target.realPath, tree.at('ws/src/app.ts'));
      }
    });

    it('file:// with an encoded name decodes once', async () => {
      const result = await resolve(pathToFileURL(tree.at('ws/%2e%2e')).href);
      assert.ok(result.ok);
      assert.equal(result.target.realPath, tree.at('ws/%2e%2e'));
    });

    it('file:// with another host, outside, or with an encoded ".." is refused', async () => {
      const url = pathToFileURL(tree.at('ws/src/app.ts')).href;
      const cases: [string, string[]][] = [
        [url.replace('file://', 'file://evil'), ['INVALID_PATH']],
        [pathToFileURL(tree.at('outside/secret.txt')).href, ['OUTSIDE_WORKSPACE']],
        [`${pathToFileURL(tree.at('ws')).href}/%2e%2e/outside/secret.txt`, ['PATH_TRAVERSAL']],
        [`${pathToFileURL(tree.at('ws')).href}/src%2f..%2f..%2foutside/secret.txt`, ['PATH_TRAVERSAL']],
        [`${pathToFileURL(tree.at('ws')).href}/a%00`, ['INVALID_PATH']],
      ];
      for (const [raw, expected] of cases) {
        const result = await resolve(raw);
        assert.ok(!result.ok, raw);
        assert.deepEqual(result.errors.map((e) => e.code), expected, raw);
      }
    });

    it('other schemes are UNSUPPORTED_SCHEME', async () => {
      for (const raw of ['untitled:Untitled-1', 'vscode-remote://ssh-remote+host/ws/a.ts', 'https://example.com/a.ts', 'vscode-vfs://github/o/r/a.ts']) {
        const result = await resolve(raw);
        assert.ok(!result.ok, raw);
        assert.deepEqual(result.errors.map((e) => e.code), ['UNSUPPORTED_SCHEME'], raw);
      }
    });
  });

  table('empty, the root, folders, very long paths', [
    { name: 'empty', raw: '', expected: 'EMPTY_PATH' },
    { name: 'whitespace', raw: '  \t ', expected: 'EMPTY_PATH' },
    { name: 'the root, relative', raw: '.', expected: 'NOT_A_FILE' },
    { name: 'the root, absolute', raw: '<base>/ws', expected: 'NOT_A_FILE' },
    { name: 'the root, for create', raw: '<base>/ws/', purpose: 'create', expected: 'NOT_A_FILE' },
    { name: 'a folder', raw: 'emptydir', expected: 'NOT_A_FILE' },
    { name: 'a folder, for create', raw: 'src', purpose: 'create', expected: 'NOT_A_FILE' },
    { name: 'one name of 4,000 characters', raw: 'a'.repeat(4000), expected: 'INVALID_PATH' },
    { name: 'one name of 4,000 characters, create', raw: 'a'.repeat(4000), purpose: 'create', expected: 'INVALID_PATH' },
    // realpath stops at the first missing name (ENOENT) before the length matters.
    { name: '5,000 characters in short names', raw: `${'abcdefghi/'.repeat(500)}x`, expected: 'FILE_NOT_FOUND' },
    { name: '4,000 characters in short names', raw: `${'abcdefghi/'.repeat(400)}x`, expected: 'FILE_NOT_FOUND' },
    { name: 'a trailing separator after 4,000 characters', raw: 'abcdefghi/'.repeat(400), expected: 'NOT_A_FILE' },
  ]);

  table('several roots, nested roots, a root that is a link', [
    { name: 'exists in two roots', raw: 'src/a.ts', roots: 'multi', expected: 'AMBIGUOUS_PATH' },
    { name: 'exists in one root', raw: 'only.ts', roots: 'multi', expected: 'ok', real: 'multi/web/only.ts' },
    { name: 'folder-name prefix', raw: 'api/src/a.ts', roots: 'multi', expected: 'ok', real: 'multi/api/src/a.ts' },
    { name: 'create without prefix', raw: 'new.ts', roots: 'multi', purpose: 'create', expected: 'AMBIGUOUS_PATH' },
    { name: 'create with prefix', raw: 'web/new.ts', roots: 'multi', purpose: 'create', expected: 'ok', real: 'multi/web/new.ts' },
    { name: 'missing everywhere', raw: 'nope.ts', roots: 'multi', expected: 'FILE_NOT_FOUND' },
    { name: 'one root to another by absolute path', raw: '<base>/multi/web/only.ts', roots: 'multi', expected: 'ok' },
    { name: 'nested: inner root by name', raw: 'inner/app.ts', roots: 'nested', expected: 'ok', real: 'ws/src/app.ts' },
    { name: 'linked root, relative', raw: 'file.ts', roots: 'linkedRoot', expected: 'ok', real: 'realroot/file.ts' },
    { name: 'linked root, through the link', raw: '<base>/linkroot/file.ts', roots: 'linkedRoot', expected: 'ok', real: 'realroot/file.ts' },
    { name: 'linked root, by its real path', raw: '<base>/realroot/file.ts', roots: 'linkedRoot', expected: 'ok', real: 'realroot/file.ts' },
    { name: 'linked root, a sibling of the real path', raw: '<base>/realroot-evil/x.ts', roots: 'linkedRoot', expected: 'OUTSIDE_WORKSPACE' },
  ]);

  describe('display paths', () => {
    it('nested roots use the innermost root', async () => {
      for (const raw of [tree.at('ws/src/app.ts'), 'inner/app.ts', 'ws/src/app.ts']) {
        const result = await resolve(raw, 'edit', 'nested');
        assert.ok(result.ok, raw);
        assert.equal(result.target.displayPath, 'inner/app.ts', raw);
        assert.equal(result.target.root.name, 'inner', raw);
      }
    });

    it('several roots prefix the folder name; one root does not', async () => {
      const multi = await resolve('only.ts', 'edit', 'multi');
      assert.ok(multi.ok);
      assert.equal(multi.target.displayPath, 'web/only.ts');
      const single = await resolve(tree.at('ws/src/lib/util.ts'));
      assert.ok(single.ok);
      assert.equal(single.target.displayPath, 'src/lib/util.ts');
    });
  });

  describe('what is touched', () => {
    it('an escaping link is never read, not even its head', async () => {
      for (const raw of ['leak', 'leak-rel', 'esc1', 'linkdir/secret.txt', 'evil-sibling', 'hard.txt']) {
        const before = spy.calls.length;
        await resolve(raw, 'read');
        const reads = spy.calls.slice(before).filter((c) => c.op === 'readHead');
        if (raw === 'hard.txt') assert.deepEqual(reads.map((c) => c.path), [tree.at('ws/hard.txt')]);
        else assert.deepEqual(reads, [], raw);
      }
    });

    it('no file outside the real roots was ever read in this whole corpus', () => {
      const reads = spy.pathsOf('readHead');
      assert.ok(reads.length > 5, 'the corpus did read some files inside');
      for (const read of reads) assert.ok(isInsideRealRoot(read), `read outside the jail: ${read}`);
      assert.ok(!reads.some((r) => r.startsWith(tree.at('outside'))));
    });

    it('nothing was written: the outside files are unchanged and nothing new exists there', () => {
      assert.equal(fs.readFileSync(tree.at('outside/secret.txt'), 'utf8'), 'SECRET\n');
      assert.deepEqual(fs.readdirSync(tree.at('outside')).sort(), ['hard-target.txt', 'secret.txt']);
      assert.equal(fs.existsSync(tree.at('ws/~')), false);
      assert.equal(fs.existsSync(tree.at('multi/web/new.ts')), false);
    });
  });
});

describe('path jail attack corpus (Windows rules, fake filesystem)', () => {
  const ROOTS: WorkspaceRoot[] = [{ name: 'ws', path: 'C:\\ws' }];
  const fake = new FakeFs(WINDOWS)
    .file('C:\\ws\\src\\app.ts', 'x\n')
    .file('C:\\ws-evil\\a.ts')
    .file('C:\\outside\\secret.txt')
    .file('\\\\server\\share\\x')
    .symlink('C:\\ws\\leak', 'C:\\outside\\secret.txt')
    .symlink('C:\\ws\\Loop', 'loop');

  async function codesOf(raw: string, purpose: TargetPurpose = 'edit'): Promise<string[] | 'ok'> {
    const result = await resolveTarget(raw, ROOTS, fake, WINDOWS, { purpose, protectedPatterns: DEFAULT_PROTECTED_PATTERNS, maxFileBytes: DEFAULT_MAX_FILE_BYTES });
    return result.ok ? 'ok' : result.errors.map((e) => e.code);
  }

  const cases: [string, string[] | 'ok'][] = [
    ['C:x', ['INVALID_PATH']],
    ['C:src\\app.ts', ['INVALID_PATH']],
    ['\\\\server\\share\\x', ['OUTSIDE_WORKSPACE']],
    ['\\\\?\\C:\\ws\\src\\app.ts', ['INVALID_PATH']],
    ['\\\\.\\C:\\ws\\src\\app.ts', ['INVALID_PATH']],
    ['CON', ['INVALID_PATH']],
    ['src\\nul.txt', ['INVALID_PATH']],
    ['COM1', ['INVALID_PATH']],
    ['lpt9.log', ['INVALID_PATH']],
    ['a.txt:evil', ['INVALID_PATH']],
    ['src\\app.ts::$DATA', ['INVALID_PATH']],
    ['src\\app.ts.', ['INVALID_PATH']],
    ['src\\app.ts ', ['INVALID_PATH']],
    ['..\\outside\\secret.txt', ['PATH_TRAVERSAL']],
    ['src/../../outside/secret.txt', ['PATH_TRAVERSAL']],
    ['C:\\ws-evil\\a.ts', ['OUTSIDE_WORKSPACE']],
    ['\\ws\\src\\app.ts', ['INVALID_PATH']],
    ['leak', ['SYMLINK_ESCAPE']],
    ['LOOP', ['SYMLINK_LOOP']],
    ['c:\\WS\\SRC\\APP.TS', 'ok'],
    ['SRC/app.TS', 'ok'],
    ['file:///C:/ws/src/app.ts', 'ok'],
    ['file:///c%3A/ws/src/app.ts', 'ok'],
    ['file://server/share/x', ['INVALID_PATH', 'INVALID_PATH']], // another host, and "/share/x" names no drive
  ];
  for (const [raw, expected] of cases) {
    it(`${JSON.stringify(raw)} -> ${String(expected)}`, async () => {
      assert.deepEqual(await codesOf(raw), expected);
    });
  }

  it('no file outside C:\\ws was read', () => {
    for (const read of fake.pathsOf('readHead')) assert.match(read, /^C:\\ws\\/i);
  });
});
