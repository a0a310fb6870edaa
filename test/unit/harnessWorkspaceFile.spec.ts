// The harness's --workspace-file: which folder it copies so that the file's relative folders
// resolve in the copy, and which files it refuses.
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { planWorkspaceFile, workspaceFileIn } from '../../scripts/host/workspaceFile';
import { FIXTURE_MULTI_ROOT } from '../../scripts/host/paths';

describe('harness --workspace-file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ge-wsfile-')));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

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

  it('refuses a folder to copy that is too large, or the filesystem root', () => {
    for (let i = 0; i < 60; i++) {
      const sub = path.join(dir, 'big', `d${i}`);
      fs.mkdirSync(sub, { recursive: true });
      for (let j = 0; j < 90; j++) fs.writeFileSync(path.join(sub, `f${j}`), '');
    }
    assert.throws(() => planWorkspaceFile(write('big/w.code-workspace', '{ "folders": [ { "path": "." } ] }')), /more than 5000 entries/);
    const depth = dir.split(path.sep).length;
    const up = Array.from({ length: depth + 2 }, () => '..').join('/');
    assert.throws(() => planWorkspaceFile(write('r.code-workspace', `{ "folders": [ { "path": "${up}" } ] }`)), /filesystem root/);
  });
});
