// A call on an open notebook's cells, jailed again just before applying: the core's part of the one
// re-check (the host only forwards it): the same real file under the same rules, on real folders
// and real symbolic links.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jailForEdit, recheckBeforeApply, type EditEnvironment } from '../../../../src/core/change';
import { notebookRePlan, type JailedNotebook } from '../../../../src/core/notebook';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('notebookRePlan (a notebook call jailed again before applying)', () => {
  let root: string;
  const env = (overrides: Partial<EditEnvironment> = {}): EditEnvironment => ({
    roots: [{ name: 'ws', path: root }], platform: nodePlatform(), fs: createNodeFs(), trusted: true, protectedPatterns: ['**/.git/**'], maxFileBytes: 1024 * 1024,
    loadDocument: () => assert.fail('a notebook call is planned on the open notebook: nothing is reloaded'),
    ...overrides,
  });
  const jailed = async (filePath: string, overrides: Partial<EditEnvironment> = {}): Promise<JailedNotebook> => {
    const result = await jailForEdit(filePath, env(overrides));
    assert.ok(result.ok, JSON.stringify(result));
    return { filePath, target: result.target, rules: result.rules };
  };

  beforeEach(() => {
    root = makeTempDir('ge-notebook-replan-');
    for (const folder of ['one', 'two']) {
      mkdirSync(join(root, folder));
      writeFileSync(join(root, folder, 'a.ipynb'), '{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n');
    }
    symlinkSync(join(root, 'one'), join(root, 'link'));
  });
  afterEach(() => removeTempDir(root));

  it('jails the notebook as a file to edit (the jail\'s refusals are its own)', async () => {
    const outside = await jailForEdit('../x.ipynb', env());
    assert.ok(!outside.ok);
    assert.equal(outside.errors[0].code, 'PATH_TRAVERSAL');
    const missing = await jailForEdit('one/none.ipynb', env());
    assert.ok(!missing.ok);
    assert.equal(missing.errors[0].code, 'FILE_NOT_FOUND');
  });

  it('keeps a call whose path is the same real file under the same rules, with its fresh target', async () => {
    const file = await jailed('link/a.ipynb');
    const again = await recheckBeforeApply([file], env(), 1, notebookRePlan());
    assert.ok(again.ok, JSON.stringify(again));
    assert.equal(again.files[0].target.realPath, join(root, 'one', 'a.ipynb'));
    assert.notEqual(again.files[0].target, file.target, 'the target of the re-check, not the checks\'');
  });

  it('refuses a path that resolves to another file now (a link changed), or whose rules changed (STALE_DOCUMENT)', async () => {
    const file = await jailed('link/a.ipynb');
    const rules = await recheckBeforeApply([file], env({ maxFileBytes: 2048 }), 1, notebookRePlan());
    assert.ok(!rules.ok);
    assert.deepEqual(rules.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.match(rules.errors[0].message, /settings that apply to link\/a\.ipynb changed/);
    rmSync(join(root, 'link'));
    symlinkSync(join(root, 'two'), join(root, 'link'));
    const moved = await recheckBeforeApply([file], env(), 1, notebookRePlan());
    assert.ok(!moved.ok);
    assert.deepEqual(moved.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.match(moved.errors[0].message, /resolved to .*one.*a\.ipynb.* but to .*two.*a\.ipynb/);
  });

  it('compares names as the platform does: another case is the same notebook where names ignore case', async () => {
    const caseInsensitive = { ...nodePlatform(), caseSensitive: false };
    const file = await jailed('one/a.ipynb', { platform: caseInsensitive });
    const otherCase = { ...file, target: { ...file.target, realPath: join(root, 'one', 'A.IPYNB') } };
    assert.ok((await recheckBeforeApply([otherCase], env({ platform: caseInsensitive }), 1, notebookRePlan())).ok);
    assert.ok(!(await recheckBeforeApply([otherCase], env(), 1, notebookRePlan())).ok);
  });
});
