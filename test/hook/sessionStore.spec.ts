import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineHashes } from '../../src/core/gate';
import { MAX_FILES_PER_SESSION, MAX_LINES_PER_FILE, MAX_LINES_PER_SESSION, remember, sessionFileName, SessionStore, sessionView, stateFolder } from '../../src/hook/sessionStore';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';

describe('hook session store', () => {
  let root: string;
  beforeEach(() => {
    root = makeTempDir('hook-state-');
  });
  afterEach(() => removeTempDir(root));

  it('lives under XDG_STATE_HOME, else ~/.local/state', () => {
    assert.equal(stateFolder({ XDG_STATE_HOME: '/s' }), join('/s', 'guarded-edit', 'hook'));
    assert.match(stateFolder({}), /\.local[\\/]state[\\/]guarded-edit[\\/]hook$/);
  });

  it('names sessions by a readable part and a hash, so odd ids never collide or escape', () => {
    assert.notEqual(sessionFileName('a/b'), sessionFileName('a_b'));
    assert.match(sessionFileName('../../etc/passwd'), /^[A-Za-z0-9_-]+\.json$/);
  });

  it('reads an unknown session as empty, and keeps what update wrote', () => {
    const store = new SessionStore(root, 's');
    assert.deepEqual(store.read(), { version: 1, override: false, files: {} });
    store.update((s) => {
      s.override = true;
      remember(s, '/a', '1');
    });
    assert.deepEqual(store.read(), { version: 1, override: true, files: { '/a': '1' } });
    store.update((s) => remember(s, '/a', undefined));
    assert.deepEqual(store.read().files, {});
    assert.ok(!readdirSync(join(root, 'sessions')).some((n) => n.endsWith('.tmp') || n.endsWith('.lock')));
  });

  it('throws on a state file that is not its own', () => {
    const store = new SessionStore(root, 's');
    mkdirSync(join(root, 'sessions'), { recursive: true });
    writeFileSync(store.file, '[]');
    assert.throws(() => store.read(), /is not a session state/);
  });

  it('takes over a stale lock, and forgets the oldest files beyond its bound', () => {
    const store = new SessionStore(root, 's');
    mkdirSync(store.folder, { recursive: true });
    writeFileSync(`${store.file}.lock`, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${store.file}.lock`, old, old);
    store.update((s) => {
      for (let i = 0; i <= MAX_FILES_PER_SESSION; i++) remember(s, `/f${i}`, String(i));
    });
    const files = store.read().files;
    assert.equal(Object.keys(files).length, MAX_FILES_PER_SESSION);
    assert.equal(files['/f0'], undefined);
    assert.equal(files[`/f${MAX_FILES_PER_SESSION}`], String(MAX_FILES_PER_SESSION));
  });

  it('keeps a stamp with the fingerprint it was taken with, and never with another', () => {
    const store = new SessionStore(root, 'stamps');
    const view = () => sessionView(store.read(), root, (a, b) => a === b);
    store.update((s) => remember(s, '/a', '1', undefined, 1000, '7:8:9:10.5:10.5'));
    assert.equal(view().stampOf?.('/a'), '7:8:9:10.5:10.5');
    // A newer record without a stamp (a text read just after its last change) drops it.
    store.update((s) => remember(s, '/a', '2'));
    assert.equal(view().stampOf?.('/a'), undefined);
    store.update((s) => remember(s, '/a', '3', undefined, 1000, 's'));
    // A version of the hook that keeps no stamps changed the fingerprint and left the stamp: not believed.
    store.update((s) => {
      s.files['/a'] = '4';
    });
    assert.equal(view().stampOf?.('/a'), undefined);
    store.update((s) => remember(s, '/a', undefined));
    assert.deepEqual(store.read().stamps, {});
    // Forgotten beyond the bound, with its fingerprint.
    store.update((s) => {
      for (let i = 0; i <= MAX_FILES_PER_SESSION; i++) remember(s, `/f${i}`, String(i), undefined, 1000, `s${i}`);
    });
    const stamps = store.read().stamps ?? {};
    assert.equal(Object.keys(stamps).length, MAX_FILES_PER_SESSION);
    assert.equal(stamps['/f0'], undefined);
    assert.equal(view().stampOf?.(`/f${MAX_FILES_PER_SESSION}`), `s${MAX_FILES_PER_SESSION}`);
  });

  it('keeps the lines read per file, as written, within a bound per file and per session (the oldest files give theirs up first)', () => {
    const store = new SessionStore(root, 'lines');
    const text = 'one\ntwo\nthree\n';
    store.update((s) => remember(s, '/a', '1', lineHashes(text), 1000));
    const view = sessionView(store.read(), root, (a, b) => a === b);
    assert.deepEqual(view.linesOf?.('/a'), lineHashes(text));
    assert.equal(view.linesOf?.('/b'), undefined);

    const tooMany = new Uint32Array(MAX_LINES_PER_FILE + 1);
    store.update((s) => remember(s, '/big', '2', tooMany));
    assert.equal(sessionView(store.read(), root, (a, b) => a === b).linesOf?.('/big'), undefined, 'a file over the bound keeps its fingerprint only');
    assert.equal(store.read().files['/big'], '2');

    // Enough files at the per-file bound to pass the session's: the first ones lose their lines.
    const files = Math.ceil(MAX_LINES_PER_SESSION / MAX_LINES_PER_FILE) + 1;
    store.update((s) => {
      for (let i = 0; i < files; i++) remember(s, `/f${i}`, String(i), new Uint32Array(MAX_LINES_PER_FILE).fill(i));
    });
    const after = sessionView(store.read(), root, (a, b) => a === b);
    assert.equal(after.linesOf?.('/a'), undefined);
    assert.equal(after.linesOf?.('/f0'), undefined);
    assert.deepEqual(after.linesOf?.(`/f${files - 1}`), new Uint32Array(MAX_LINES_PER_FILE).fill(files - 1));
    assert.equal(store.read().files['/f0'], '0', 'the fingerprint stays');
  });

  it('prunes sessions untouched for a week', () => {
    const store = new SessionStore(root, 'new');
    mkdirSync(store.folder, { recursive: true });
    const stale = join(store.folder, 'old-0000000000000000.json');
    writeFileSync(stale, '{"files":{}}');
    const longAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    utimesSync(stale, longAgo, longAgo);
    store.update(() => undefined);
    assert.ok(!existsSync(stale));
    assert.ok(existsSync(store.file));
  });
});
