// doctor's count of the files the watch would scan in a folder, with real git: ignored files
// (.gitignore, the repository's info/exclude) and .git left out, as a shell call's snapshot sees
// them; a git that cannot run is a reason, not a count.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWatchedFiles } from '../../../../src/node/watch';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('node/watch: the files a shell call would scan, counted for doctor', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('ge-watch-count-');
  });
  afterEach(() => removeTempDir(dir));

  it('counts what git sees: ignored files, info/exclude and .git left out', () => {
    for (let i = 0; i < 5; i++) writeFileSync(join(dir, `f${i}.ts`), `${i}\n`);
    mkdirSync(join(dir, 'build'));
    for (let i = 0; i < 7; i++) writeFileSync(join(dir, 'build', `out${i}.js`), `${i}\n`);
    writeFileSync(join(dir, 'secret.log'), 'kept out by info/exclude\n');
    writeFileSync(join(dir, '.gitignore'), 'build/\n');
    spawnSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(join(dir, '.git', 'info', 'exclude'), '*.log\n');
    assert.deepEqual(countWatchedFiles(dir, spawnSync, 20_000), { kind: 'counted', files: 6, atLeast: false });
  });

  it('says why when git cannot run', () => {
    const noGit = ((command: string, args: readonly string[], options: object) => spawnSync(`${command}-not-installed`, args, options)) as typeof spawnSync;
    const count = countWatchedFiles(dir, noGit, 20_000);
    assert.equal(count.kind, 'failed');
    assert.match(count.kind === 'failed' ? count.why : '', /ENOENT/);
  });
});
