import assert from 'node:assert/strict';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_PROTECTED_PATTERNS, lexicalLanding, parsePathInput, resolveTarget, TextHeads, type ParsedPath } from '../../../../src/core/path';
import { POSIX, WINDOWS, type FsPort, type Platform, type WorkspaceRoot } from '../../../../src/core/platform';
import { FakeFs } from '../../helpers/fakeFs';

const APP: WorkspaceRoot[] = [{ name: 'app', path: '/ws' }];
const MULTI: WorkspaceRoot[] = [{ name: 'api', path: '/multi/api' }, { name: 'web', path: '/multi/web' }];
const OPTIONS = { purpose: 'edit' as const, protectedPatterns: DEFAULT_PROTECTED_PATTERNS, maxFileBytes: DEFAULT_MAX_FILE_BYTES };

function parsed(raw: string, platform: Platform = POSIX): ParsedPath {
  const result = parsePathInput(raw, platform);
  assert.ok(result.ok);
  return result.parsed;
}

/** The port with every answer held back until `release`: shows which calls were asked before any answer came. */
function heldBack(fs: FsPort): { port: FsPort; asked: string[]; release: () => void } {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  let open = false;
  const hold = <T>(name: string, path: string, call: () => Promise<T>): Promise<T> => {
    asked.push(`${name} ${path}`);
    if (open) return call();
    return new Promise<void>((resolve) => waiting.push(resolve)).then(call);
  };
  const port: FsPort = {
    lstat: (p) => hold('lstat', p, () => fs.lstat(p)),
    stat: (p) => hold('stat', p, () => fs.stat(p)),
    realpath: (p) => hold('realpath', p, () => fs.realpath(p)),
    readHead: (p, n) => hold('readHead', p, () => fs.readHead(p, n)),
  };
  return { port, asked, release: () => { open = true; waiting.splice(0).forEach((go) => go()); } };
}

describe('the early realpath (asked beside the folders\' own)', () => {
  it('lexicalLanding: a relative path with one folder lands in it; with several, the filesystem decides', () => {
    assert.equal(lexicalLanding(parsed('src/app.ts'), APP, POSIX), '/ws/src/app.ts');
    assert.equal(lexicalLanding(parsed('src/a.ts'), MULTI, POSIX), undefined);
  });

  it('lexicalLanding: an absolute path only when it is inside a folder\'s given form', () => {
    assert.equal(lexicalLanding(parsed('/ws/src/app.ts'), APP, POSIX), '/ws/src/app.ts');
    assert.equal(lexicalLanding(parsed('/multi/web/x.ts'), MULTI, POSIX), '/multi/web/x.ts');
    assert.equal(lexicalLanding(parsed('/outside/secret.txt'), APP, POSIX), undefined);
    assert.equal(lexicalLanding(parsed('/ws-evil/a.ts'), APP, POSIX), undefined);
    assert.equal(lexicalLanding(parsed('C:\\ws\\a.ts', WINDOWS), [{ name: 'ws', path: 'C:\\ws' }], WINDOWS), 'C:\\ws\\a.ts');
  });

  it('the folder\'s realpath, the file\'s and its stat are asked together, each once, and only then is the head read', async () => {
    const fs = new FakeFs(POSIX).file('/ws/src/app.ts', 'x\n');
    const held = heldBack(fs);
    const resolving = resolveTarget('src/app.ts', APP, held.port, POSIX, OPTIONS);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(held.asked, ['realpath /ws', 'realpath /ws/src/app.ts', 'stat /ws/src/app.ts']);
    held.release();
    const result = await resolving;
    assert.ok(result.ok);
    assert.equal(result.target.realPath, '/ws/src/app.ts');
    assert.equal(result.target.size, 2);
    assert.deepEqual(fs.calls.map((c) => `${c.op} ${c.path}`), ['realpath /ws', 'realpath /ws/src/app.ts', 'stat /ws/src/app.ts', 'readHead /ws/src/app.ts']);
  });

  it('an absolute path outside every folder is never asked about', async () => {
    const fs = new FakeFs(POSIX).file('/ws/a.ts').file('/outside/secret.txt');
    const result = await resolveTarget('/outside/secret.txt', APP, fs, POSIX, OPTIONS);
    assert.ok(!result.ok);
    assert.deepEqual(result.errors.map((e) => e.code), ['OUTSIDE_WORKSPACE']);
    assert.deepEqual(fs.calls.filter((c) => c.path.startsWith('/outside')), []);
  });

  it('a link on the way is still judged by its real path, and what it leads to is never read', async () => {
    const fs = new FakeFs(POSIX).file('/outside/secret.txt').dir('/ws').symlink('/ws/leak', '/outside/secret.txt');
    const result = await resolveTarget('leak', APP, fs, POSIX, OPTIONS);
    assert.ok(!result.ok);
    assert.deepEqual(result.errors.map((e) => e.code), ['SYMLINK_ESCAPE']);
    assert.deepEqual(fs.pathsOf('readHead'), []);
  });

  it('a link that stays inside: the early stat of the link\'s path describes the file it leads to', async () => {
    const fs = new FakeFs(POSIX).file('/ws/src/app.ts', 'abc\n').symlink('/ws/alias.ts', 'src/app.ts');
    const result = await resolveTarget('alias.ts', APP, fs, POSIX, OPTIONS);
    assert.ok(result.ok);
    assert.equal(result.target.realPath, '/ws/src/app.ts');
    assert.equal(result.target.size, 4);
    assert.deepEqual(fs.pathsOf('stat'), ['/ws/alias.ts']);
    assert.deepEqual(fs.pathsOf('readHead'), ['/ws/src/app.ts']);
  });

  it('placeOnly: the place and the protection lists, without a stat or a read of the file', async () => {
    const fs = new FakeFs(POSIX).file('/ws/img.bin', new Uint8Array([1, 0, 2]));
    const full = await resolveTarget('img.bin', APP, fs, POSIX, OPTIONS);
    assert.ok(!full.ok);
    assert.deepEqual(full.errors.map((e) => e.code), ['BINARY_FILE']);
    const before = fs.calls.length;
    const placed = await resolveTarget('img.bin', APP, fs, POSIX, { ...OPTIONS, placeOnly: true });
    assert.ok(placed.ok);
    assert.equal(placed.target.realPath, '/ws/img.bin');
    assert.equal(placed.target.size, 0);
    assert.deepEqual(fs.calls.slice(before).map((c) => c.op), ['realpath', 'realpath']);
    const secret = await resolveTarget('.git/config', APP, new FakeFs(POSIX).file('/ws/.git/config'), POSIX, { ...OPTIONS, placeOnly: true });
    assert.ok(!secret.ok);
    assert.deepEqual(secret.errors.map((e) => e.code), ['PROTECTED_PATH']);
  });
});

describe('TextHeads (the binary check remembered by stamp)', () => {
  /** The fake filesystem with a stamp per file path, as a port that can vouch for its stamps gives. */
  function stamped(fs: FakeFs, stamps: Map<string, string>): FsPort {
    return {
      lstat: (p) => fs.lstat(p),
      stat: async (p) => ({ ...(await fs.stat(p)), ...(stamps.has(p) ? { stamp: stamps.get(p) } : {}) }),
      realpath: (p) => fs.realpath(p),
      readHead: (p, n) => fs.readHead(p, n),
    };
  }

  it('a head found to be text is not read again while the stamp holds; read again when it moves, or without a stamp', async () => {
    const fs = new FakeFs(POSIX).file('/ws/a.ts', 'text\n');
    const stamps = new Map([['/ws/a.ts', 's1']]);
    const textHeads = new TextHeads();
    const port = stamped(fs, stamps);
    for (let i = 0; i < 3; i++) assert.ok((await resolveTarget('a.ts', APP, port, POSIX, { ...OPTIONS, textHeads })).ok);
    assert.equal(fs.pathsOf('readHead').length, 1);
    fs.file('/ws/a.ts', new Uint8Array([0x61, 0, 0x62]));
    stamps.set('/ws/a.ts', 's2');
    const binary = await resolveTarget('a.ts', APP, port, POSIX, { ...OPTIONS, textHeads });
    assert.ok(!binary.ok);
    assert.deepEqual(binary.errors.map((e) => e.code), ['BINARY_FILE']);
    assert.ok(!(await resolveTarget('a.ts', APP, port, POSIX, { ...OPTIONS, textHeads })).ok, 'a binary head is never remembered');
    assert.equal(fs.pathsOf('readHead').length, 3);
    stamps.delete('/ws/a.ts');
    fs.file('/ws/a.ts', 'text again\n');
    for (let i = 0; i < 2; i++) assert.ok((await resolveTarget('a.ts', APP, port, POSIX, { ...OPTIONS, textHeads })).ok);
    assert.equal(fs.pathsOf('readHead').length, 5, 'without a stamp every head is read');
  });

  it('the jail is never remembered: a link swapped in is refused even with the stamp of the checked file', async () => {
    const fs = new FakeFs(POSIX).file('/ws/a.ts', 'text\n').file('/outside/secret.txt', 'text\n');
    const stamps = new Map([['/ws/a.ts', 's1']]);
    const textHeads = new TextHeads();
    assert.ok((await resolveTarget('a.ts', APP, stamped(fs, stamps), POSIX, { ...OPTIONS, textHeads })).ok);
    fs.symlink('/ws/a.ts', '/outside/secret.txt');
    const swapped = await resolveTarget('a.ts', APP, stamped(fs, stamps), POSIX, { ...OPTIONS, textHeads });
    assert.ok(!swapped.ok);
    assert.deepEqual(swapped.errors.map((e) => e.code), ['SYMLINK_ESCAPE']);
  });
});
