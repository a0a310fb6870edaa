// The watch's own reading of the shadow, with real git: two states of an index compared entry by
// entry (against git's write-tree + diff-index on the same two states), versions read from loose
// objects (checked against their ids and the size limit), and the state kept per call (a second
// name for the index, which keeps its bytes while git writes the index again; used once).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { diffIndexBytes, diffIndexes, parseIndex, type TreeChange } from '../../../../src/node/watch/indexDiff';
import { readLooseBlob } from '../../../../src/node/watch/looseObjects';
import { ShadowRepo } from '../../../../src/node/watch/shadowGit';
import { changesSince, DEFAULT_WATCH_LIMITS, snapshotBefore, startScan, type AfterScan, type Snapshot, type WatchLimits } from '../../../../src/node/watch/snapshot';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

/** A snapshot before a call: its scan begun, then finished. */
async function takeBefore(shadow: ShadowRepo, limits: WatchLimits): Promise<Snapshot> {
  const scan = await startScan(shadow, limits, 'before');
  assert.ok(scan !== undefined);
  return scan.kind === 'off' ? scan : snapshotBefore(scan);
}

/** What changed since a kept state: its scan begun, then compared. */
async function seeAfter(shadow: ShadowRepo, index: string, limits: WatchLimits): Promise<AfterScan> {
  const scan = await startScan(shadow, limits, 'after');
  assert.ok(scan !== undefined);
  return scan.kind === 'off' ? scan : changesSince(scan, index);
}

describe('node/watch: the shadow read without git (index states compared, loose objects, kept states)', () => {
  let dir: string;
  let repo: string;
  beforeEach(() => {
    dir = makeTempDir('ge-watch-index-');
    repo = join(dir, 'repo');
    mkdirSync(repo);
    git('init', '-q');
  });
  afterEach(() => removeTempDir(dir));

  const git = (...args: string[]): Buffer => execFileSync('git', ['-c', 'core.autocrlf=false', ...args], { cwd: repo, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' }, maxBuffer: 1 << 28 });
  const write = (path: string, text: string): void => {
    mkdirSync(join(repo, path, '..'), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const index = (): Buffer => readFileSync(join(repo, '.git', 'index'));
  /** git's answer for the same two states: the first as a tree, diffed against the second. */
  const gitChanges = (beforePath: string): TreeChange[] => {
    const tree = execFileSync('git', ['write-tree'], { cwd: repo, env: { ...process.env, GIT_INDEX_FILE: beforePath } }).toString().trim();
    const parts = git('diff-index', '--cached', '--raw', '-z', '--no-renames', '--no-abbrev', tree).toString('utf8').split('\0');
    const out: TreeChange[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const [oldMode, newMode, oldBlob, newBlob] = parts[i].slice(1).split(' ');
      const zero = (id: string) => (/^0+$/.test(id) ? null : id);
      out.push({ path: parts[i + 1], oldMode, newMode, oldBlob: zero(oldBlob), newBlob: zero(newBlob) });
    }
    return out;
  };

  it('lists what git lists between two states: added, changed, deleted, re-moded, a file become a link, names of every kind', () => {
    write('a.txt', 'a\n');
    write('b.txt', 'b\n');
    write('gone.txt', 'gone\n');
    write('exec.sh', 'echo\n');
    write('link-me.txt', 'a file first\n');
    write('deep/er/still/x.ts', 'x\n');
    write('ünïcødé/名前.md', 'name\n');
    write('z', 'sorted last\n');
    git('add', '-A');
    const beforePath = join(dir, 'before.index');
    copyFileSync(join(repo, '.git', 'index'), beforePath);

    write('b.txt', 'b changed\n');
    unlinkSync(join(repo, 'gone.txt'));
    chmodSync(join(repo, 'exec.sh'), 0o755);
    unlinkSync(join(repo, 'link-me.txt'));
    symlinkSync('a.txt', join(repo, 'link-me.txt'));
    write('deep/er/still/new.ts', 'new\n');
    write('ünïcødé/名前.md', 'name changed\n');
    write('a.txt.orig', 'a name that sorts after a.txt\n');
    git('add', '-A');

    const before = parseIndex(readFileSync(beforePath));
    const after = parseIndex(index());
    assert.ok(before && after);
    const ours = diffIndexes(before, after, 1000);
    assert.equal(ours.more, 0);
    assert.deepEqual(ours.changes, gitChanges(beforePath));
    assert.deepEqual(ours.changes.map((c) => c.path), ['a.txt.orig', 'b.txt', 'deep/er/still/new.ts', 'exec.sh', 'gone.txt', 'link-me.txt', 'ünïcødé/名前.md']);
    assert.deepEqual(ours.changes.find((c) => c.path === 'link-me.txt')?.newMode, '120000');
    assert.deepEqual(ours.changes.find((c) => c.path === 'exec.sh')?.newMode, '100755');
  });

  it('in a large index (runs of unchanged entries compared at once), finds each change wherever it lies, after names added and removed', () => {
    for (let d = 0; d < 10; d++) for (let f = 0; f < 50; f++) write(`d${d}/f${String(f).padStart(2, '0')}.txt`, `${d}.${f}\n`);
    git('add', '-A');
    const beforePath = join(dir, 'before.index');
    copyFileSync(join(repo, '.git', 'index'), beforePath);
    write('d0/f00.txt', 'the first entry\n');
    write('d2/f10-a-longer-name-that-shifts-what-follows.txt', 'added\n');
    rmSync(join(repo, 'd3/f20.txt'));
    write('d5/f33.txt', 'in a run after the shift\n');
    chmodSync(join(repo, 'd7/f07.txt'), 0o755);
    write('d9/f49.txt', 'the last entry\n');
    git('add', '-A');
    const ours = diffIndexes(parseIndex(readFileSync(beforePath))!, parseIndex(index())!, 1000);
    assert.deepEqual(ours.changes, gitChanges(beforePath));
    assert.deepEqual(ours.changes.map((c) => c.path), ['d0/f00.txt', 'd2/f10-a-longer-name-that-shifts-what-follows.txt', 'd3/f20.txt', 'd5/f33.txt', 'd7/f07.txt', 'd9/f49.txt']);
  });

  it('gives the same answer reading only what lies between the stretches two states share (diffIndexBytes), over random changes', () => {
    // The shadow's own settings: an untracked-cache extension after the entries, as it writes one.
    const add = (): Buffer => {
      git('-c', 'core.untrackedCache=true', 'add', '-A');
      return index();
    };
    let seed = 43;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const names: string[] = [];
    // An index larger than a chunk of the comparison (64 KiB): about 130 KB.
    for (let d = 0; d < 40; d++) for (let f = 0; f < 40; f++) names.push(`d${d}/f${String(f).padStart(2, '0')}.txt`);
    for (const name of names) write(name, `${name}\n`);
    let before = add();
    for (let round = 0; round < 40; round++) {
      // The first and last entries, a run in the middle, names longer and shorter than their neighbours'.
      const changes = round % 10 === 0 ? 0 : 1 + random(4);
      for (let c = 0; c < changes; c++) {
        const kind = round === 1 ? 0 : round === 2 ? 4 : random(5);
        const name = round === 1 ? names[0] : round === 2 ? names[names.length - 1] : names[random(names.length)];
        const path = join(repo, ...name.split('/'));
        if (kind === 0) write(name, `round ${round}\n`);
        else if (kind === 1) rmSync(path, { force: true });
        else if (kind === 2) {
          try {
            chmodSync(path, 0o755);
          } catch {
            // Removed earlier in the round.
          }
        }
        else if (kind === 3) write(`${name.slice(0, -4)}-${'x'.repeat(random(30))}.txt`, 'added\n');
        else write(`${name}.z`, 'sorts after\n');
      }
      const after = add();
      const whole = diffIndexes(parseIndex(before)!, parseIndex(after)!, 1000);
      assert.deepEqual(diffIndexBytes(parseIndex(before)!, after, 1000), whole, `round ${round}`);
      before = after;
    }
    // From no entries, and to none.
    const empty = parseIndex(Buffer.alloc(0))!;
    assert.deepEqual(diffIndexBytes(empty, before, 1000), diffIndexes(empty, parseIndex(before)!, 1000));
    for (const name of readdirSync(repo)) if (name !== '.git') rmSync(join(repo, name), { recursive: true, force: true });
    const none = add();
    assert.deepEqual(diffIndexBytes(parseIndex(before)!, none, 1000), diffIndexes(parseIndex(before)!, parseIndex(none)!, 1000));
    // An entry added last and the extension after it damaged (its length): not read as an index.
    write('a.txt', 'a\n');
    write('b.txt', 'b\n');
    const base = add();
    write('zz-last.txt', 'last\n');
    const damaged = Buffer.from(add());
    const entriesEnd = parseIndex(damaged)!.entryStart[parseIndex(damaged)!.count];
    assert.equal(damaged.toString('latin1', entriesEnd, entriesEnd + 4), 'UNTR');
    damaged.writeUInt32BE(damaged.readUInt32BE(entriesEnd + 4) + 8, entriesEnd + 4);
    assert.equal(parseIndex(damaged), undefined);
    assert.equal(diffIndexBytes(parseIndex(base)!, damaged, 1000), undefined);
    // A later index not in a form read here is left to git.
    git('update-index', '--index-version', '4');
    write('again.txt', 'again\n');
    assert.equal(diffIndexBytes(parseIndex(before)!, add(), 1000), undefined);
  });

  it('lists the first changes up to the bound and counts the rest; the same state has none', () => {
    git('add', '-A');
    const empty = parseIndex(Buffer.alloc(0));
    for (let i = 0; i < 30; i++) write(`f${String(i).padStart(2, '0')}.txt`, `${i}\n`);
    git('add', '-A');
    const full = parseIndex(index());
    assert.ok(empty && full);
    assert.equal(full.count, 30);
    const bounded = diffIndexes(empty, full, 10);
    assert.deepEqual([bounded.changes.length, bounded.more], [10, 20]);
    assert.equal(bounded.changes[0].path, 'f00.txt');
    assert.deepEqual(diffIndexes(full, full, 10), { changes: [], more: 0 });
  });

  it('reads a name of 4,095 bytes or more (its length is not in the entry: up to its NUL)', () => {
    const blob = git('hash-object', '-w', '--stdin').toString().trim();
    const long = `${'d'.repeat(200)}/`.repeat(25) + 'leaf.txt';
    write('short.txt', 'short\n');
    git('add', '-A');
    git('update-index', '--add', '--cacheinfo', `100644,${blob},${long}`);
    const parsed = parseIndex(index());
    assert.ok(parsed);
    const changes = diffIndexes(parseIndex(Buffer.alloc(0))!, parsed, 10).changes.map((c) => c.path);
    assert.deepEqual(changes, git('ls-files', '-z').toString('utf8').split('\0').filter(Boolean));
    assert.ok(changes.includes(long));
  });

  it('leaves to git an index in a form it does not read: version 4, cut short, a count the bytes cannot hold, not an index', () => {
    write('a.txt', 'a\n');
    git('add', '-A');
    const v2 = index();
    assert.ok(parseIndex(v2));
    assert.equal(parseIndex(v2.subarray(0, v2.length - 30)), undefined);
    const counted = Buffer.from(v2);
    counted.writeUInt32BE(1_000_000, 8);
    assert.equal(parseIndex(counted), undefined);
    assert.equal(parseIndex(Buffer.from('not an index at all, just some bytes of text')), undefined);
    git('update-index', '--index-version', '4');
    assert.equal(parseIndex(index()), undefined);
  });

  it('reads a version from its loose object; over the limit it is too large; damaged or absent it is left to git', () => {
    write('v.txt', 'version bytes\n');
    const id = git('hash-object', '-w', 'v.txt').toString().trim();
    const gitDir = join(repo, '.git');
    assert.equal(Buffer.from(readLooseBlob(gitDir, id, 1024) as Uint8Array).toString(), 'version bytes\n');
    assert.equal(readLooseBlob(gitDir, id, 5), 'too-large');
    assert.equal(readLooseBlob(gitDir, 'f'.repeat(40), 1024), undefined);
    assert.equal(readLooseBlob(gitDir, '../../etc/passwd', 1024), undefined);
    // Other bytes under its name: their hash is not the id.
    const path = join(gitDir, 'objects', id.slice(0, 2), id.slice(2));
    chmodSync(path, 0o644);
    writeFileSync(path, deflateSync(Buffer.from('blob 14\0other  bytes!\n')));
    assert.equal(readLooseBlob(gitDir, id, 1024), undefined);
    // A large version over the limit is not inflated whole.
    writeFileSync(join(repo, 'big.bin'), Buffer.alloc(4 * 1024 * 1024, 1));
    const big = git('hash-object', '-w', 'big.bin').toString().trim();
    assert.equal(readLooseBlob(gitDir, big, 1024 * 1024), 'too-large');
    assert.equal((readLooseBlob(gitDir, big, 8 * 1024 * 1024) as Uint8Array).length, 4 * 1024 * 1024);
  });

  describe('a call\'s state kept in the shadow', () => {
    const limits = { ...DEFAULT_WATCH_LIMITS, maxFiles: 1000 };
    const shadowOf = () => ShadowRepo.of(join(dir, 'state'), repo, undefined);
    const kept = (shadow: ShadowRepo) => readdirSync(join(shadow.dir, 'before'));

    it('is compared after the call and then dropped; overlapping calls each keep their own', async () => {
      write('a.txt', 'a\n');
      const shadow = shadowOf();
      const first = await takeBefore(shadow, limits);
      assert.equal(first.kind, 'taken');
      write('a.txt', 'a by the first call\n');
      const second = await takeBefore(shadow, limits);
      write('b.txt', 'b by the second call\n');
      assert.ok(first.kind === 'taken' && second.kind === 'taken');
      assert.equal(kept(shadow).length, 2);
      const firstSaw = await seeAfter(shadow, first.index, limits);
      const secondSaw = await seeAfter(shadow, second.index, limits);
      assert.ok(firstSaw.kind === 'changes' && secondSaw.kind === 'changes');
      assert.deepEqual(firstSaw.changes.map((c) => c.path), ['a.txt', 'b.txt']);
      assert.deepEqual(secondSaw.changes.map((c) => c.path), ['b.txt']);
      assert.deepEqual(kept(shadow), []);
      // Used once: a second look finds it gone, and says so.
      const again = await seeAfter(shadow, first.index, limits);
      assert.equal(again.kind, 'off');
      assert.match(again.kind === 'off' ? again.reason : '', /state taken before the call is gone/);
    });

    it('a call that changed nothing reads no index; a folder with no file yet is kept as an empty state', async () => {
      const shadow = shadowOf();
      const empty = await takeBefore(shadow, limits);
      assert.ok(empty.kind === 'taken');
      write('first.txt', 'first\n');
      const added = await seeAfter(shadow, empty.index, limits);
      assert.deepEqual(added.kind === 'changes' ? added.changes.map((c) => [c.path, c.oldMode, c.newMode]) : added, [['first.txt', '000000', '100644']]);
      const still = await takeBefore(shadow, limits);
      assert.ok(still.kind === 'taken');
      assert.deepEqual(await seeAfter(shadow, still.index, limits), { kind: 'changes', changes: [], more: 0 });
    });

    it('an index in a form not read here is compared by git, with the same answer', async () => {
      write('a.txt', 'a\n');
      write('gone.txt', 'gone\n');
      const shadow = shadowOf();
      const before = await takeBefore(shadow, limits);
      assert.ok(before.kind === 'taken');
      const v4 = await shadow.run(['update-index', '--index-version', '4'], { timeoutMs: 20_000, maxOutputBytes: 1024 });
      assert.equal(v4.code, 0, v4.stderr);
      write('a.txt', 'a changed\n');
      rmSync(join(repo, 'gone.txt'));
      const after = await seeAfter(shadow, before.index, limits);
      assert.deepEqual(after.kind === 'changes' ? after.changes.map((c) => [c.path, c.newBlob === null]) : after, [['a.txt', false], ['gone.txt', true]]);
    });
  });
});
