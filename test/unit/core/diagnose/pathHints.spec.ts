import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { diagnosePathErrors, MAX_SEARCHED_ENTRIES, suggestPath, type PathScene } from '../../../../src/core/diagnose';
import type { FsPort } from '../../../../src/core/platform';
import { resolveTarget } from '../../../../src/core/path';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('path diagnoses (what a refused file_path most likely meant)', () => {
  let root: string;
  let outside: string;
  const scene = (fsPort: FsPort = createNodeFs()): PathScene => ({
    roots: [{ name: 'ws', path: root }], fs: fsPort, platform: nodePlatform(),
    options: { purpose: 'edit', protectedPatterns: ['**/.git/**'], maxFileBytes: 1 << 20 },
  });
  const refuse = async (raw: string, fsPort?: FsPort) => {
    const s = scene(fsPort);
    const resolved = await resolveTarget(raw, s.roots, s.fs, s.platform, s.options);
    assert.ok(!resolved.ok, `${raw} resolved`);
    return diagnosePathErrors(resolved.errors, raw, s);
  };

  before(() => {
    root = makeTempDir('guarded-edit-paths-');
    outside = makeTempDir('guarded-edit-outside-');
    fs.mkdirSync(path.join(root, 'src', 'cart'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src', 'cart.py'), 'x = 1\n');
    fs.writeFileSync(path.join(root, 'src', 'cart', '__init__.py'), '');
    fs.mkdirSync(path.join(root, 'node_modules', 'pkg'), { recursive: true });
    fs.writeFileSync(path.join(root, 'node_modules', 'pkg', 'util.js'), '');
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'no');
    fs.mkdirSync(path.join(root, 'links'));
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'links', 'secret.txt'));
  });

  after(() => {
    removeTempDir(root);
    removeTempDir(outside);
  });

  it('a path from another machine: the same tail under the workspace folder (OUTSIDE_WORKSPACE keeps its code)', async () => {
    const [error] = await refuse('/home/user/project/src/cart.py');
    assert.equal(error.code, 'OUTSIDE_WORKSPACE');
    assert.match(error.message, /It looks like a path from another machine or checkout: "src\/cart\.py" exists in the workspace\. Did you mean it\?/);
    assert.match(error.recovery_hint, /^Call again with file_path "src\/cart\.py"\./);
  });

  it('a bare file name: the file of that name elsewhere (FILE_NOT_FOUND)', async () => {
    const [error] = await refuse('cart.py');
    assert.equal(error.code, 'FILE_NOT_FOUND');
    assert.match(error.message, /A file of the same name exists elsewhere in the workspace: "src\/cart\.py"\. Did you mean it\?/);
  });

  it('surrounding quotes or spaces', async () => {
    for (const raw of ["'src/cart.py'", ' src/cart.py ', '"src/cart.py"']) {
      const [error] = await refuse(raw);
      assert.match(error.message, /has quotes or spaces around it; without them it is "src\/cart\.py", which exists\./);
    }
  });

  it('a folder where a file was meant (NOT_A_FILE): the file beside it with its name', async () => {
    const [error] = await refuse('src/cart');
    assert.equal(error.code, 'NOT_A_FILE');
    assert.match(error.message, /It is a folder; the file "src\/cart\.py" is there\./);
  });

  it('never suggests a file the jail refuses (a link to outside), nor one under node_modules', async () => {
    assert.equal(await suggestPath('secret.txt', false, scene()), undefined);
    assert.equal(await suggestPath('util.js', false, scene()), undefined);
  });

  it('letter case or extension that differs: the file meant, never one the jail refuses', async () => {
    const [byCase] = await refuse('./SRC/Cart.py');
    assert.match(byCase.message, /"src\/cart\.py" exists and differs only in letter case/);
    assert.match(byCase.recovery_hint, /^Call again with file_path "src\/cart\.py"/);
    const [byExtension] = await refuse('src/cart.rb');
    assert.match(byExtension.message, /"src\/cart\.py" has the same name with another extension/);
    // links/secret.txt leads outside: neither its case nor its extension brings it back.
    assert.equal(await suggestPath('links/SECRET.txt', false, scene()), undefined);
    assert.equal(await suggestPath('links/secret.md', false, scene()), undefined);
  });

  it('the same-name search is bounded: it stops after a fixed number of entries and says so', async () => {
    const real = createNodeFs();
    let listed = 0;
    const flooded: FsPort = {
      lstat: (p) => real.lstat(p), stat: (p) => real.stat(p), realpath: (p) => real.realpath(p), readHead: (p, n) => real.readHead(p, n),
      readdir: (p) => {
        listed++;
        return Promise.resolve(p === root ? Array.from({ length: MAX_SEARCHED_ENTRIES + 100 }, (_, i) => ({ name: `d${i}`, kind: 'directory' as const })) : []);
      },
    };
    const [error] = await refuse('nowhere.txt', flooded);
    assert.match(error.message, new RegExp(`No file of that name was found elsewhere in the workspace \\(the search for files of that name stopped after ${MAX_SEARCHED_ENTRIES} entries\\)`));
    assert.equal(listed, 1);
  });

  it('without readdir, no same-name search; other errors are left as they are', async () => {
    const real = createNodeFs();
    const plain: FsPort = { lstat: (p) => real.lstat(p), stat: (p) => real.stat(p), realpath: (p) => real.realpath(p), readHead: (p, n) => real.readHead(p, n) };
    const [error] = await refuse('cart.py', plain);
    assert.doesNotMatch(error.message, /same name/);
    const untouched = await diagnosePathErrors([{ code: 'PATH_TRAVERSAL', message: 'm', path: ['file_path'], recovery_hint: 'h' }], '../x', scene());
    assert.deepStrictEqual(untouched, [{ code: 'PATH_TRAVERSAL', message: 'm', path: ['file_path'], recovery_hint: 'h' }]);
  });
});
