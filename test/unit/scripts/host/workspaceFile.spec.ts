// The harness's --workspace-file: which folder it copies so that the file's relative folders
// resolve in the copy, and which files it refuses.
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { copyWorkspace, planWorkspaceFile, workspaceFileIn } from '../../../../scripts/host/workspaceFile';
import { FIXTURE_MULTI_ROOT } from '../../../../scripts/host/paths';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('harness --workspace-file', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('ge-wsfile-');
  });
  afterEach(() => removeTempDir(dir));

  function write(rel: string, text: string): string {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  }

  it('copies the folder holding the file and every relative folder (comments and trailing commas allowed)', () => {
    fs.mkdirSync(path.join(dir, 'tree', 'a'), { recursive: true });
    const file = write('tree/home/w.code-workspace', '// c\n{ "folders": [ { "path": "." }, { "path": "../a" }, { "path": "..\\\\b" }, { "path": "/elsewhere" }, { "uri": "file:///x" }, ], }');
    const plan = planWorkspaceFile(file);
    assert.equal(plan.copyRoot, path.join(dir, 'tree'));
    assert.equal(plan.parts, undefined, 'small enough to copy whole');
    assert.equal(plan.fileInCopy, path.join('home', 'w.code-workspace'));
    assert.equal(workspaceFileIn(plan, '/run/workspace'), path.join('/run/workspace', 'home', 'w.code-workspace'));
  });

  it('copies only the file\'s folder when every folder is inside it', () => {
    const file = write('ws/x.code-workspace', '{ "folders": [ { "path": "one" }, { "path": "two/deep" } ] }');
    assert.equal(planWorkspaceFile(file).copyRoot, path.join(dir, 'ws'));
  });

  it('plans the project fixture: test/fixtures/multi-root/ with home/ holding the file', () => {
    const plan = planWorkspaceFile(FIXTURE_MULTI_ROOT);
    assert.equal(path.basename(plan.copyRoot), 'multi-root');
    assert.equal(plan.fileInCopy, path.join('home', 'multi-root.code-workspace'));
  });

  it('refuses a missing file, another extension, invalid JSON, no folders list', () => {
    assert.throws(() => planWorkspaceFile(path.join(dir, 'none.code-workspace')), /no such file/);
    assert.throws(() => planWorkspaceFile(write('w.json', '{ "folders": [] }')), /ending in \.code-workspace/);
    assert.throws(() => planWorkspaceFile(write('bad.code-workspace', '{ "folders": [ ')), /not valid JSON/);
    assert.throws(() => planWorkspaceFile(write('nolist.code-workspace', '{ "settings": {} }')), /no "folders" list/);
  });

  function bigTree(under: string): void {
    for (let i = 0; i < 60; i++) {
      const sub = path.join(dir, under, `d${i}`);
      fs.mkdirSync(sub, { recursive: true });
      for (let j = 0; j < 90; j++) fs.writeFileSync(path.join(sub, `f${j}`), '');
    }
  }

  it('in a large tree, copies only the file and its folders, each to its place, links kept', () => {
    bigTree('repo/node_modules');
    write('repo/fixtures/a/x.txt', 'a\n');
    write('repo/fixtures/a/sub/y.txt', 'y\n');
    write('repo/fixtures/b/z.txt', 'z\n');
    fs.symlinkSync('a', path.join(dir, 'repo', 'fixtures', 'to-a'));
    const file = write('repo/w.code-workspace', '{ "folders": [ { "path": "fixtures/a" }, { "path": "fixtures/a/sub" }, { "path": "fixtures/b" }, { "path": "fixtures/to-a" }, { "path": "fixtures/gone" } ] }');
    const plan = planWorkspaceFile(file);
    assert.equal(plan.copyRoot, path.join(dir, 'repo'));
    assert.deepEqual(plan.parts, [file, ...['a', 'b', 'to-a', 'gone'].map((f) => path.join(dir, 'repo', 'fixtures', f))]);
    const target = path.join(dir, 'copy');
    copyWorkspace(plan, target);
    assert.equal(fs.readFileSync(workspaceFileIn(plan, target), 'utf8'), fs.readFileSync(file, 'utf8'));
    assert.equal(fs.readFileSync(path.join(target, 'fixtures', 'a', 'sub', 'y.txt'), 'utf8'), 'y\n');
    assert.equal(fs.readlinkSync(path.join(target, 'fixtures', 'to-a')), 'a');
    assert.equal(fs.existsSync(path.join(target, 'node_modules')), false);
    assert.equal(fs.existsSync(path.join(target, 'fixtures', 'gone')), false);
  });

  it('refuses folders that are themselves too large to copy', () => {
    bigTree('big');
    assert.throws(() => planWorkspaceFile(write('big/w.code-workspace', '{ "folders": [ { "path": "." } ] }')), /more than 5000 entries/);
  });
});
