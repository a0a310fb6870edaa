// The re-check's one rule for a path jailed again (every tool's re-plan asks it): the same real
// file, its name compared as the platform compares names, under the same rules.
import assert from 'node:assert/strict';
import { symlinkSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sameFileSameRules, sameRealPath } from '../../../../src/core/change';
import { resolveTarget, targetRulesKey, type ResolvedTarget } from '../../../../src/core/path';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('sameFileSameRules (a path jailed again before applying)', () => {
  let root: string;
  const rules = { protectedPatterns: ['**/.git/**'], maxFileBytes: 1024 };
  const jail = async (path: string): Promise<ResolvedTarget> => {
    const resolved = await resolveTarget(path, [{ name: 'ws', path: root }], createNodeFs(), nodePlatform(), { purpose: 'edit', ...rules });
    assert.ok(resolved.ok, JSON.stringify(resolved));
    return resolved.target;
  };

  beforeEach(() => {
    root = makeTempDir('ge-same-file-');
    mkdirSync(join(root, 'one'));
    mkdirSync(join(root, 'two'));
    writeFileSync(join(root, 'one', 'a.txt'), 'one\n');
    writeFileSync(join(root, 'two', 'a.txt'), 'two\n');
    symlinkSync(join(root, 'one'), join(root, 'link'));
  });
  afterEach(() => removeTempDir(root));

  it('compares real paths as the platform compares names', () => {
    assert.equal(sameRealPath('/ws/A.ts', '/ws/A.ts', true), true);
    assert.equal(sameRealPath('/ws/A.ts', '/ws/a.ts', true), false);
    assert.equal(sameRealPath('/ws/A.ts', '/ws/a.ts', false), true);
    assert.equal(sameRealPath('/ws/A.ts', '/ws/b.ts', false), false);
  });

  it('passes the same file under the same rules, and refuses one a link now points elsewhere (STALE_DOCUMENT naming both real paths)', async () => {
    const checked = await jail('link/a.txt');
    const key = targetRulesKey(checked, rules);
    assert.equal(sameFileSameRules({ target: checked, rules: key }, { target: await jail('link/a.txt'), rules: key }, { inputPath: [] }, true), undefined);

    rmSync(join(root, 'link'));
    symlinkSync(join(root, 'two'), join(root, 'link'));
    const again = await jail('link/a.txt');
    const refused = sameFileSameRules({ target: checked, rules: key }, { target: again, rules: targetRulesKey(again, rules) }, { inputPath: ['files', 1] }, true);
    assert.equal(refused?.code, 'STALE_DOCUMENT');
    assert.ok(refused.message.includes(checked.realPath) && refused.message.includes(again.realPath), refused.message);
    assert.deepEqual(refused.path, ['files', 1, 'file_path']);
  });

  it('refuses the same file under other rules, worded for the tool; a plan that kept no rules compares the file only', async () => {
    const checked = await jail('one/a.txt');
    const before = targetRulesKey(checked, rules);
    const after = targetRulesKey(checked, { ...rules, maxFileBytes: 2048 });
    const refused = sameFileSameRules({ target: checked, rules: before }, { target: checked, rules: after }, { inputPath: [], action: 'create' }, true);
    assert.equal(refused?.code, 'STALE_DOCUMENT');
    assert.match(refused.message, /between the check and the create/);
    assert.equal(sameFileSameRules({ target: checked }, { target: checked, rules: after }, { inputPath: [] }, true), undefined);
  });

  it('a name in another case is the same file where names ignore case, another file where they do not', async () => {
    const checked = await jail('one/a.txt');
    const key = targetRulesKey(checked, rules);
    const otherCase: ResolvedTarget = { ...checked, realPath: join(root, 'one', 'A.TXT') };
    assert.equal(sameFileSameRules({ target: checked, rules: key }, { target: otherCase, rules: key }, { inputPath: [] }, false), undefined);
    assert.equal(sameFileSameRules({ target: checked, rules: key }, { target: otherCase, rules: key }, { inputPath: [] }, true)?.code, 'STALE_DOCUMENT');
  });
});
