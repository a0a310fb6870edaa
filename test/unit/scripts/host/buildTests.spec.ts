// The harness's --suite: one of the project's TypeScript suites is compiled like the others (so
// `npm run test:host -- --suite test/integration/X.test.ts` runs just that suite), a CommonJS
// file is loaded as it is, and a TypeScript file from elsewhere is refused with the reason.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildTests } from '../../../../scripts/host/build';
import { REPO_ROOT } from '../../../../scripts/host/paths';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('harness: the suites a run loads', () => {
  let outDir: string;
  beforeEach(() => { outDir = makeTempDir('build-tests-'); });
  afterEach(() => removeTempDir(outDir));

  it('compiles a project suite given by --suite, and only that one, beside the runner', async () => {
    const given = path.join(REPO_ROOT, 'test', 'integration', 'smoke.test.ts');
    const suites = await buildTests(outDir, [given]);
    assert.deepEqual(suites, [path.join(outDir, 'smoke.test.js')]);
    assert.ok(fs.statSync(suites[0]).size > 0);
    assert.ok(fs.existsSync(path.join(outDir, 'index.js')), 'the runner is built too');
    assert.ok(!fs.existsSync(path.join(outDir, 'notebook.test.js')), 'no other project suite is compiled');
  });

  it('loads a CommonJS suite as it is, and refuses a TypeScript file outside the project suites', async () => {
    const commonJs = path.join(REPO_ROOT, 'bench', 'host', 'endToEnd.suite.js');
    assert.deepEqual(await buildTests(outDir, [commonJs]), [commonJs]);
    const foreign = path.join(REPO_ROOT, 'bench', 'hook.bench.ts');
    await assert.rejects(buildTests(outDir, [foreign]), /must be one of the project's, under test\/integration\//);
  });

  it('without --suite compiles every single-folder suite of the project', async () => {
    const suites = await buildTests(outDir, []);
    assert.ok(suites.includes(path.join(outDir, 'smoke.test.js')));
    assert.ok(suites.every((s) => fs.existsSync(s)));
  });
});
