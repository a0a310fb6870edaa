import assert from 'node:assert/strict';
import { DEFAULT_MAX_FILE_BYTES, isAbsolutePattern, matchesAnyGlob, resolveTarget, type ResolvedTarget } from '../../../../src/core/path';
import { POSIX, WINDOWS, type FsPort, type Platform, type WorkspaceRoot } from '../../../../src/core/platform';
import { FakeFs } from '../../helpers/fakeFs';

async function resolve(raw: string, roots: readonly WorkspaceRoot[], fs: FsPort, protectedPatterns: readonly string[], platform: Platform = POSIX) {
  return resolveTarget(raw, roots, fs, platform, { purpose: 'edit', protectedPatterns, maxFileBytes: DEFAULT_MAX_FILE_BYTES });
}

async function codes(...args: Parameters<typeof resolve>): Promise<string[]> {
  const result = await resolve(...args);
  return result.ok ? [] : result.errors.map((e) => e.code);
}

async function target(raw: string, roots: readonly WorkspaceRoot[], fs: FsPort, platform: Platform = POSIX): Promise<ResolvedTarget> {
  const result = await resolve(raw, roots, fs, [], platform);
  assert.ok(result.ok, JSON.stringify(result));
  return result.target;
}

const WS: WorkspaceRoot[] = [{ name: 'ws', path: '/home/me/ws' }];

function workspace(): FakeFs {
  return new FakeFs(POSIX)
    .file('/home/me/ws/secrets/key.txt', 'secret\n')
    .file('/home/me/ws/src/app.ts', 'code\n')
    .symlink('/home/me/ws/src/key-link.txt', '../secrets/key.txt')
    // The same workspace opened through a link: /home/me/link-ws is /home/me/ws.
    .symlink('/home/me/link-ws', '/home/me/ws');
}

describe('absolute patterns in protectedFiles and confirmFiles match the real absolute path', () => {
  it('knows an absolute pattern: "/" first; on Windows also a drive or a share', () => {
    assert.equal(isAbsolutePattern('/home/me/ws/secrets/**', POSIX), true);
    assert.equal(isAbsolutePattern('**/secrets/**', POSIX), false);
    assert.equal(isAbsolutePattern('secrets/**', POSIX), false);
    assert.equal(isAbsolutePattern('~/ws/**', POSIX), false, '"~" is never expanded');
    assert.equal(isAbsolutePattern('C:/ws/**', POSIX), false);
    for (const p of ['C:/ws/**', 'c:\\ws\\**', '\\\\server\\share\\**', '/ws/**']) assert.equal(isAbsolutePattern(p, WINDOWS), true, p);
  });

  it('protects a file under an absolute pattern, however the file is named', async () => {
    const fs = workspace();
    const patterns = ['/home/me/ws/secrets/**'];
    for (const raw of ['secrets/key.txt', '/home/me/ws/secrets/key.txt', 'file:///home/me/ws/secrets/key.txt', 'src/key-link.txt']) {
      assert.deepEqual(await codes(raw, WS, fs, patterns), ['PROTECTED_PATH'], raw);
    }
    assert.deepEqual(await codes('src/app.ts', WS, fs, patterns), []);
    const refused = await resolve('src/key-link.txt', WS, fs, patterns);
    assert.ok(!refused.ok);
    assert.match(refused.errors[0].message, /\/home\/me\/ws\/secrets\/\*\*/);
  });

  it('a workspace opened through a link: a pattern in either form protects the file named in either form', async () => {
    const fs = workspace();
    const linked: WorkspaceRoot[] = [{ name: 'ws', path: '/home/me/link-ws' }];
    for (const pattern of ['/home/me/link-ws/secrets/**', '/home/me/ws/secrets/**']) {
      for (const raw of ['secrets/key.txt', '/home/me/ws/secrets/key.txt', '/home/me/link-ws/secrets/key.txt']) {
        assert.deepEqual(await codes(raw, linked, fs, [pattern]), ['PROTECTED_PATH'], `${pattern} ${raw}`);
      }
    }
  });

  it('an absolute pattern never matches a relative form, and a relative pattern never an absolute one', async () => {
    const fs = workspace();
    assert.deepEqual(await codes('secrets/key.txt', WS, fs, ['/secrets/**']), [], '"/secrets/**" is the folder /secrets, not <workspace>/secrets');
    assert.deepEqual(await codes('secrets/key.txt', WS, fs, ['home/me/ws/secrets/**']), []);
    assert.deepEqual(await codes('secrets/key.txt', WS, fs, ['secrets/**']), ['PROTECTED_PATH']);
  });

  it('confirmFiles: matchesAnyGlob matches an absolute pattern against the real and the lexical path', async () => {
    const fs = workspace();
    assert.equal(matchesAnyGlob(['/home/me/ws/secrets/*.txt'], await target('src/key-link.txt', WS, fs), POSIX), '/home/me/ws/secrets/*.txt');
    assert.equal(matchesAnyGlob(['/home/me/ws/src/*.txt'], await target('src/key-link.txt', WS, fs), POSIX), '/home/me/ws/src/*.txt', 'the link itself, by its lexical path');
    assert.equal(matchesAnyGlob(['/home/me/ws/secrets/*.txt'], await target('src/app.ts', WS, fs), POSIX), undefined);
    assert.equal(matchesAnyGlob(['/elsewhere/**'], { displayPath: 'x', relativePaths: ['x'] }, POSIX), undefined, 'a target without absolute paths');
  });

  it('on Windows: either separator, any case', async () => {
    const fs = new FakeFs(WINDOWS).file('C:\\Proj\\ws\\Secrets\\key.txt', 'x').file('C:\\Proj\\ws\\src\\a.ts', 'y');
    const roots: WorkspaceRoot[] = [{ name: 'ws', path: 'C:\\Proj\\ws' }];
    for (const pattern of ['C:\\Proj\\ws\\secrets\\**', 'c:/proj/WS/secrets/**']) {
      assert.deepEqual(await codes('secrets\\key.txt', roots, fs, [pattern], WINDOWS), ['PROTECTED_PATH'], pattern);
      assert.deepEqual(await codes('src\\a.ts', roots, fs, [pattern], WINDOWS), [], pattern);
    }
  });
});
