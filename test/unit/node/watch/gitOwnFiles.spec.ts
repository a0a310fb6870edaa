// The hook's own copies of .git/config and .git/hooks/**: a file whose stat (device, inode, mode,
// size, mtime and ctime to the nanosecond) is that of its last copy is not read again; a file
// rewritten with the same size and its mtime set back is read again (its ctime moved); a file
// changed just before it was copied is not trusted by its stat.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changedGitOwnFiles, keepGitOwnFiles } from '../../../../src/node/watch/gitOwnFiles';
import { ShadowRepo } from '../../../../src/node/watch/shadowGit';
import { sha256Hex } from '../../../../src/node/sha256';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('node/watch: the hook\'s copies of .git/config and .git/hooks', () => {
  let dir: string;
  let repo: string;
  let shadow: ShadowRepo;
  let config: string;
  /** A time in whole seconds, so that setting it back gives the very same mtime. */
  const AT = 1_700_000_000;
  beforeEach(() => {
    dir = makeTempDir('ge-watch-own-');
    repo = join(dir, 'repo');
    execFileSync('git', ['init', '-q', '--template=', repo]);
    config = join(repo, '.git', 'config');
    writeFileSync(config, `[core]\n\tbare = false\n${'#'.repeat(100)}\n`);
    utimesSync(config, AT, AT);
    shadow = ShadowRepo.of(join(dir, 'state'), repo, undefined);
  });
  afterEach(() => removeTempDir(dir));

  it('the same hash as node:crypto gives (names and copies made before stay valid)', () => {
    assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const bytes = new Uint8Array([0xff, 0x00, 0x80]);
    assert.equal(sha256Hex(bytes), createHash('sha256').update(bytes).digest('hex'));
    assert.equal(sha256Hex('é/path'), createHash('sha256').update('é/path').digest('hex'));
  });

  it('a file whose stat is its copy\'s is not read again; one rewritten with the same size and mtime is', () => {
    // No margin: the file written just now counts as changed long before the copy.
    const [copy] = keepGitOwnFiles(shadow, 0n);
    assert.equal(copy.path, '.git/config');
    assert.ok(copy.stat !== undefined);
    assert.deepEqual(changedGitOwnFiles(shadow, [copy]), []);
    // A copy that names other bytes, with the file's own stat: trusted without reading (the shortcut).
    assert.deepEqual(changedGitOwnFiles(shadow, [{ ...copy, hash: sha256Hex('other bytes') }]), []);
    // The next before-event takes the same copy from its stat.
    assert.deepEqual(keepGitOwnFiles(shadow, 0n), [copy]);

    // Rewritten in place, the same size, its mtime set back: only its ctime tells.
    const original = readFileSync(config, 'utf8');
    writeFileSync(config, original.replace('bare = false', 'bare = truee'));
    utimesSync(config, AT, AT);
    const changed = changedGitOwnFiles(shadow, [copy]);
    assert.deepEqual(changed.map((c) => [c.path, Buffer.from(c.before ?? []).toString(), Buffer.from(c.after ?? []).toString()]), [['.git/config', original, original.replace('bare = false', 'bare = truee')]]);
    const [again] = keepGitOwnFiles(shadow, 0n);
    assert.notEqual(again.hash, copy.hash);
    assert.equal(again.hash, sha256Hex(readFileSync(config)));
  });

  it('a file changed just before its copy is read again each time until it is older than the margin', () => {
    const [copy] = keepGitOwnFiles(shadow);
    assert.equal(copy.stat, undefined);
    assert.deepEqual(changedGitOwnFiles(shadow, [copy]), []);
    assert.deepEqual(keepGitOwnFiles(shadow), [copy]);
    // Without a stat its bytes are compared: the same size and mtime do not hide a change.
    writeFileSync(config, readFileSync(config, 'utf8').replace('bare = false', 'bare = truee'));
    utimesSync(config, AT, AT);
    assert.deepEqual(changedGitOwnFiles(shadow, [copy]).map((c) => c.path), ['.git/config']);
  });

  it('a hook added, changed or removed is seen; a copy removed from the shadow is made again', () => {
    const hook = join(repo, '.git', 'hooks', 'pre-commit');
    execFileSync('mkdir', ['-p', join(repo, '.git', 'hooks')]);
    writeFileSync(hook, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    utimesSync(hook, AT, AT);
    const copies = keepGitOwnFiles(shadow, 0n);
    assert.deepEqual(copies.map((c) => c.path).sort(), ['.git/config', '.git/hooks/pre-commit']);
    const own = copies.find((c) => c.path === '.git/hooks/pre-commit');
    assert.ok(own !== undefined);
    execFileSync('rm', [join(shadow.dir, 'own', own.hash as string)]);
    assert.deepEqual(keepGitOwnFiles(shadow, 0n), copies);
    assert.equal(readFileSync(join(shadow.dir, 'own', own.hash as string), 'utf8'), '#!/bin/sh\nexit 0\n');
    writeFileSync(hook, '#!/bin/sh\nexit 1\n');
    utimesSync(hook, AT, AT);
    assert.deepEqual(changedGitOwnFiles(shadow, copies).map((c) => c.path), ['.git/hooks/pre-commit']);
    execFileSync('rm', [hook]);
    assert.deepEqual(changedGitOwnFiles(shadow, copies).map((c) => [c.path, c.after]), [['.git/hooks/pre-commit', null]]);
  });
});
