// Writing without an editor, through the journal: all or none, modes and hard links kept, and
// every failure (a changed file, a failed rename, a full disk, a read-only folder, a writer that
// takes no lock) leaves the files as they were and no temporary file behind.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Journal, journaledWrite, nodeJournalFs, type JournaledChange, type JournalFs } from '../../../../src/node/journal';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('node/journal: journaledWrite', () => {
  let ws: string;
  let state: string;
  beforeEach(() => {
    ws = makeTempDir('ge-journal-ws-');
    state = makeTempDir('ge-journal-state-');
  });
  afterEach(() => {
    removeTempDir(ws);
    removeTempDir(state);
  });

  const write = (changes: JournaledChange[], fs: JournalFs = nodeJournalFs, folder = ws) => {
    const journal = Journal.of(state, folder, fs);
    return journaledWrite({ stateRoot: state, journal, journals: [journal], keyOf: (p) => p, lockWaitMs: 2000 }, { client: 'test', session: 's', tool: 'guarded_multi_edit' }, changes);
  };
  const change = (name: string, before: string | null, after: string | null, dir = ws): JournaledChange => {
    if (before !== null) writeFileSync(join(dir, name), before);
    return { realPath: join(dir, name), displayPath: name, inputPath: [], before: before === null ? null : Buffer.from(before), after: after === null ? null : Buffer.from(after) };
  };
  const temps = (dir = ws) => readdirSync(dir).filter((n) => n.endsWith('.guarded-edit.tmp'));
  const intents = () => {
    const dir = Journal.of(state, ws).intents;
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('replaces, creates and deletes files all together, keeping modes, and records one history entry', async () => {
    const a = change('a.txt', 'a\n', 'A\n');
    chmodSync(a.realPath, 0o604);
    const n = change('new/n.txt', null, 'n\n');
    const d = change('d.txt', 'd\n', null);
    const outcome = await write([a, n, d]);
    assert.ok(outcome.ok, JSON.stringify(outcome));
    assert.equal(readFileSync(a.realPath, 'utf8'), 'A\n');
    assert.equal(readFileSync(n.realPath, 'utf8'), 'n\n');
    assert.equal(existsSync(d.realPath), false);
    assert.equal(statSync(a.realPath).mode & 0o777, 0o604);
    assert.deepEqual(temps(), []);
    assert.deepEqual(intents(), []);
    const entries = await Journal.of(state, ws).listEntries();
    assert.deepEqual(entries.map((e) => [e.id, e.files.map((f) => f.path)]), [[outcome.entry, ['a.txt', 'new/n.txt', 'd.txt']]]);
    assert.deepEqual(entries[0].files[0].changes, [{ start_line: 1, end_line: 1 }]);
  });

  it('removes again the folders it made for a new file when the request is taken back', async () => {
    const a = change('a.txt', 'a\n', 'A\n');
    const n = change('deep/er/n.txt', null, 'n\n');
    writeFileSync(a.realPath, 'someone else\n');
    const outcome = await write([a, n]);
    assert.ok(!outcome.ok);
    assert.equal(existsSync(join(ws, 'deep')), false, 'the folders made for n.txt are gone');
    assert.deepEqual(temps(), []);
  });

  it('recreates a new file with the mode it is given, and a moved file with its source\'s mode (modeFrom)', async () => {
    const n = { ...change('key', null, 'k\n'), mode: 0o600 };
    const src = change('run.sh', '#!/bin/sh\n', null);
    chmodSync(src.realPath, 0o750);
    const dest = { ...change('bin/run.sh', null, '#!/bin/sh\n'), modeFrom: src.realPath };
    const outcome = await write([n, src, dest]);
    assert.ok(outcome.ok, JSON.stringify(outcome));
    assert.equal(statSync(n.realPath).mode & 0o777, 0o600);
    assert.equal(statSync(dest.realPath).mode & 0o777, 0o750);
    const [entry] = await Journal.of(state, ws).listEntries();
    assert.deepEqual(entry.files.map((f) => f.mode), [0o600, 0o750, 0o750]);
  });

  it('writes nothing when any file changed since it was planned (STALE_DOCUMENT) or a link took its name', async () => {
    const a = change('a.txt', 'a\n', 'A\n');
    const b = change('b.txt', 'b\n', 'B\n');
    writeFileSync(b.realPath, 'someone else\n');
    const stale = await write([a, b]);
    assert.ok(!stale.ok);
    assert.deepEqual(stale.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.equal(stale.overtaken, true, 'planning again on the new bytes may succeed');
    assert.equal(readFileSync(a.realPath, 'utf8'), 'a\n');

    writeFileSync(join(ws, 'elsewhere.txt'), 'b\n');
    rmSync(b.realPath);
    symlinkSync(join(ws, 'elsewhere.txt'), b.realPath);
    const linked = await write([{ ...b, before: Buffer.from('b\n') }]);
    assert.ok(!linked.ok);
    assert.match(linked.errors[0].message, /symbolic link now has its name/);
    assert.notEqual(linked.overtaken, true, 'a replaced file is not planned again');
    assert.equal(readFileSync(join(ws, 'elsewhere.txt'), 'utf8'), 'b\n');
    assert.deepEqual(temps(), []);
    assert.deepEqual(intents(), []);
  });

  it('compares the bytes again after the temporary files are written: a change that lands meanwhile is kept', async () => {
    const a = change('a.txt', 'a\n', 'A\n');
    const racing: JournalFs = {
      ...nodeJournalFs,
      async writeNew(path, bytes, mode) {
        await nodeJournalFs.writeNew(path, bytes, mode);
        if (path.endsWith('.guarded-edit.tmp')) writeFileSync(a.realPath, 'an editor saved\n');
      },
    };
    const outcome = await write([a], racing);
    assert.ok(!outcome.ok);
    assert.deepEqual(outcome.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.equal(outcome.overtaken, true);
    assert.equal(readFileSync(a.realPath, 'utf8'), 'an editor saved\n');
    assert.deepEqual(temps(), []);
  });

  it('the last comparison sees a change of the same length, and bytes appended, as changes', async () => {
    for (const meanwhile of ['b\n', 'a\nmore\n']) {
      const a = change('a.txt', 'a\n', 'A\n');
      const racing: JournalFs = {
        ...nodeJournalFs,
        async writeNew(path, bytes, mode) {
          await nodeJournalFs.writeNew(path, bytes, mode);
          if (path.endsWith('.guarded-edit.tmp')) writeFileSync(a.realPath, meanwhile);
        },
      };
      const outcome = await write([a], racing);
      assert.ok(!outcome.ok, meanwhile);
      assert.deepEqual(outcome.errors.map((e) => e.code), ['STALE_DOCUMENT']);
      assert.equal(readFileSync(a.realPath, 'utf8'), meanwhile);
      assert.deepEqual(temps(), []);
    }
  });

  it('names large versions by the SHA-256 of their bytes (hashed on a worker thread) and stores them whole', async () => {
    const before = Buffer.alloc(3 * 1024 * 1024 + 7, 'x');
    const after = Buffer.concat([before, Buffer.from('y')]);
    const a = change('big.txt', before.toString(), after.toString());
    const outcome = await write([a]);
    assert.ok(outcome.ok);
    assert.ok(readFileSync(a.realPath).equals(after));
    const [entry] = await Journal.of(state, ws).listEntries();
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    assert.equal(entry.files[0].before, sha(before));
    assert.equal(entry.files[0].after, sha(after));
    assert.ok(readFileSync(Journal.of(state, ws).blobPath(sha(before))).equals(before));
    assert.ok(readFileSync(Journal.of(state, ws).blobPath(sha(after))).equals(after));
  });

  it('sees a writer that takes no lock and writes in place between the comparison and the rename, and keeps its bytes', async () => {
    const a = change('a.txt', 'a\n', 'A\n');
    const b = change('b.txt', 'b\n', 'B\n');
    const racing: JournalFs = {
      ...nodeJournalFs,
      async rename(from, to) {
        if (to === b.realPath) writeFileSync(b.realPath, 'written in place meanwhile\n');
        return nodeJournalFs.rename(from, to);
      },
    };
    const outcome = await write([a, b], racing);
    assert.ok(!outcome.ok);
    assert.deepEqual(outcome.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.match(outcome.errors[0].message, /wrote b\.txt at the very moment/);
    assert.equal(readFileSync(a.realPath, 'utf8'), 'a\n');
    assert.equal(readFileSync(b.realPath, 'utf8'), 'written in place meanwhile\n');
    assert.deepEqual(temps(), []);
  });

  it('puts back the files already renamed when a rename fails part-way, and says so', async () => {
    const a = change('a.txt', 'a\n', 'A\n');
    const b = change('b.txt', 'b\n', 'B\n');
    const c = change('c.txt', 'c\n', 'C\n');
    let renames = 0;
    const failing: JournalFs = {
      ...nodeJournalFs,
      rename: async (from, to) => {
        if (to.startsWith(ws) && ++renames === 3) throw Object.assign(new Error('disk on fire'), { code: 'EIO' });
        return nodeJournalFs.rename(from, to);
      },
    };
    const outcome = await write([a, b, c], failing);
    assert.ok(!outcome.ok);
    assert.equal(outcome.errors[0].code, 'APPLY_FAILED');
    assert.match(outcome.errors[0].message, /Writing c\.txt failed: EIO: disk on fire\. 2 files already written \(a\.txt, b\.txt\) were put back/);
    for (const [file, text] of [[a, 'a\n'], [b, 'b\n'], [c, 'c\n']] as const) assert.equal(readFileSync(file.realPath, 'utf8'), text);
    assert.deepEqual(temps(), []);
    assert.deepEqual(intents(), []);
  });

  it('leaves no temporary file on a full disk (ENOSPC from the writer)', async () => {
    const a = change('a.txt', 'a\n', 'A\n');
    const b = change('b.txt', 'b\n', 'B\n');
    const full: JournalFs = {
      ...nodeJournalFs,
      async writeNew(path, bytes, mode) {
        if (path.startsWith(join(ws, '.b.txt'))) {
          // Part of the file is written, as on a real full disk, then the error.
          writeFileSync(path, bytes.subarray(0, 1));
          throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        }
        return nodeJournalFs.writeNew(path, bytes, mode);
      },
    };
    const outcome = await write([a, b], full);
    assert.ok(!outcome.ok);
    assert.equal(outcome.errors[0].code, 'APPLY_FAILED');
    assert.match(outcome.errors[0].message, /ENOSPC/);
    assert.equal(readFileSync(a.realPath, 'utf8'), 'a\n');
    assert.equal(readFileSync(b.realPath, 'utf8'), 'b\n');
    assert.deepEqual(temps(), []);
    assert.deepEqual(intents(), []);
  });

  it('creates a new file with its folders, and never replaces one that appeared meanwhile', async () => {
    const n = change('x/y/n.txt', null, 'new\n');
    assert.ok((await write([n])).ok);
    assert.equal(readFileSync(n.realPath, 'utf8'), 'new\n');
    const again = await write([change('x/y/n.txt', null, 'other\n')]);
    assert.ok(!again.ok);
    assert.deepEqual(again.errors.map((e) => e.code), ['FILE_EXISTS']);
    assert.equal(readFileSync(n.realPath, 'utf8'), 'new\n');
    mkdirSync(join(ws, 'real'));
    symlinkSync(join(ws, 'real'), join(ws, 'via'));
    const viaLink = await write([change('via/n.txt', null, 'x')]);
    assert.equal(viaLink.ok, false);
    assert.deepEqual(readdirSync(join(ws, 'real')), []);
    assert.deepEqual(temps(), []);
  });

  it('writes a file with several hard links in place, and puts it back in place when a later rename fails', async () => {
    const path = join(ws, 'a.txt');
    writeFileSync(path, 'a\n');
    linkSync(path, join(ws, 'twin.txt'));
    assert.ok((await write([{ realPath: path, displayPath: 'a.txt', inputPath: [], before: Buffer.from('a\n'), after: Buffer.from('A\n') }])).ok);
    assert.equal(readFileSync(join(ws, 'twin.txt'), 'utf8'), 'A\n');
    assert.equal(statSync(path).ino, statSync(join(ws, 'twin.txt')).ino);

    const b = change('b.txt', 'b\n', 'B\n');
    const failing: JournalFs = { ...nodeJournalFs, rename: (from, to) => (to.startsWith(ws) ? Promise.reject(Object.assign(new Error('no'), { code: 'EIO' })) : nodeJournalFs.rename(from, to)) };
    const outcome = await write([{ realPath: path, displayPath: 'a.txt', inputPath: [], before: Buffer.from('A\n'), after: Buffer.from('AA\n') }, b], failing);
    assert.ok(!outcome.ok);
    assert.match(outcome.errors[0].message, /a\.txt\) was put back/);
    assert.equal(readFileSync(join(ws, 'twin.txt'), 'utf8'), 'A\n');
    assert.equal(readFileSync(b.realPath, 'utf8'), 'b\n');
  });

  it('refuses cleanly when the journal cannot be written (its folder is a file)', async () => {
    const a = change('a.txt', 'a\n', 'A\n');
    rmSync(state, { recursive: true });
    writeFileSync(state, 'not a folder');
    const outcome = await write([a]);
    assert.ok(!outcome.ok);
    assert.equal(outcome.errors[0].code, 'APPLY_FAILED');
    assert.equal(readFileSync(a.realPath, 'utf8'), 'a\n');
    assert.deepEqual(temps(), []);
    rmSync(state);
    mkdirSync(state);
  });

  describe('on real mounts (root only: a small tmpfs)', function () {
    let mount: string;
    before(function () {
      mount = makeTempDir('ge-journal-mount-');
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mount], { stdio: 'ignore' });
      } catch {
        removeTempDir(mount);
        this.skip();
      }
    });
    after(() => {
      if (!mount || !existsSync(mount)) return;
      try {
        execFileSync('umount', [mount], { stdio: 'ignore' });
      } catch {
        // Not mounted (skipped).
      }
      removeTempDir(mount);
    });
    afterEach(() => {
      execFileSync('mount', ['-o', 'remount,rw', mount], { stdio: 'ignore' });
      for (const name of readdirSync(mount)) rmSync(join(mount, name), { recursive: true, force: true });
    });

    it('a full disk: the change is refused, the file kept, no temporary file left', async () => {
      const a = change('a.txt', 'x'.repeat(100 * 1024), 'y'.repeat(200 * 1024), mount);
      const outcome = await write([a], nodeJournalFs, mount);
      assert.ok(!outcome.ok);
      assert.match(outcome.errors[0].message, /ENOSPC/);
      assert.equal(readFileSync(a.realPath, 'utf8'), 'x'.repeat(100 * 1024));
      assert.deepEqual(temps(mount), []);
    });

    it('a read-only folder: READ_ONLY, nothing changed', async () => {
      const a = change('a.txt', 'a\n', 'A\n', mount);
      execFileSync('mount', ['-o', 'remount,ro', mount], { stdio: 'ignore' });
      const outcome = await write([a], nodeJournalFs, mount);
      assert.ok(!outcome.ok);
      assert.deepEqual(outcome.errors.map((e) => e.code), ['READ_ONLY']);
      assert.match(outcome.errors[0].message, /EROFS/);
      assert.equal(readFileSync(a.realPath, 'utf8'), 'a\n');
    });
  });
});
