import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_FILES_PER_SESSION, remember, sessionFileName, SessionStore, stateFolder } from '../../src/hook/sessionStore';
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
