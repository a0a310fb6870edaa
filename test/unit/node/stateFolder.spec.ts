// The state folder is never a target nor a read in any host: its patterns on the protected list
// refuse it through the same jail every host uses, even where a served folder holds it (a home
// folder served by the hook or VS Code); the MCP server refuses to start on such a folder.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROTECTED_PATTERNS, resolveTarget } from '../../../src/core/path';
import { createNodeFs, nodePlatform } from '../../../src/node/nodeFs';
import { folderHoldingState, stateFolderPatterns } from '../../../src/node/stateFolder';
import { makeTempDir, removeTempDir } from '../../helpers/tempTree';

describe('node/stateFolder', () => {
  let home: string;
  beforeEach(() => {
    home = makeTempDir('ge-state-home-');
  });
  afterEach(() => removeTempDir(home));

  it('refuses the state folder and everything in it as a read and as a target, in a served home folder (PROTECTED_PATH)', async () => {
    const state = join(home, '.local', 'state', 'guarded-edit');
    mkdirSync(join(state, 'journal', 'p-0123'), { recursive: true });
    writeFileSync(join(state, 'journal', 'p-0123', 'folder.json'), '{}');
    const protectedPatterns = [...DEFAULT_PROTECTED_PATTERNS, ...stateFolderPatterns(state)];
    const roots = [{ name: 'home', path: home }];
    for (const [path, purpose] of [['.local/state/guarded-edit/journal/p-0123/folder.json', 'read'], ['.local/state/guarded-edit/journal/p-0123/entries/x.json', 'create'], ['.local/state/guarded-edit', 'read']] as const) {
      const result = await resolveTarget(path, roots, createNodeFs(), nodePlatform(), { purpose, protectedPatterns, maxFileBytes: 1 << 20 });
      assert.ok(!result.ok, path);
      assert.equal(result.errors[0].code, 'PROTECTED_PATH', path);
    }
    const other = await resolveTarget('.local/other.txt', roots, createNodeFs(), nodePlatform(), { purpose: 'create', protectedPatterns, maxFileBytes: 1 << 20 });
    assert.ok(other.ok, 'a file beside it is not protected');
  });

  it('names a served folder that holds the state folder (or lies inside it), and none otherwise', () => {
    const state = join(home, '.local', 'state', 'guarded-edit');
    assert.equal(folderHoldingState([join(home, 'project'), home], state), home);
    assert.equal(folderHoldingState([join(state, 'journal')], state), join(state, 'journal'));
    assert.equal(folderHoldingState([join(home, 'project'), join(home, '.local', 'stateX')], state), undefined);
  });
});
