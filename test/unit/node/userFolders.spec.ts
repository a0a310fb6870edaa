import assert from 'node:assert/strict';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { userFolder } from '../../../src/node/userFolders';

describe('userFolder', () => {
  it('follows XDG_STATE_HOME, XDG_DATA_HOME and XDG_CACHE_HOME when they are absolute paths', () => {
    const env = { XDG_STATE_HOME: '/s', XDG_DATA_HOME: '/d', XDG_CACHE_HOME: '/c' };
    assert.equal(userFolder('state', env, 'linux', '/home/u'), '/s/guarded-edit');
    assert.equal(userFolder('data', env, 'linux', '/home/u'), '/d/guarded-edit');
    assert.equal(userFolder('cache', env, 'linux', '/home/u'), '/c/guarded-edit');
  });

  it('ignores a variable that is unset, empty or relative (the XDG rule) and uses the default under the home folder', () => {
    for (const value of [undefined, '', 'relative/folder']) {
      const env = { XDG_STATE_HOME: value, XDG_DATA_HOME: value, XDG_CACHE_HOME: value };
      assert.equal(userFolder('state', env, 'linux', '/home/u'), '/home/u/.local/state/guarded-edit');
      assert.equal(userFolder('data', env, 'darwin', '/Users/u'), '/Users/u/.local/share/guarded-edit');
      assert.equal(userFolder('cache', env, 'linux', '/home/u'), '/home/u/.cache/guarded-edit');
    }
  });

  it("takes the home folder from the environment's HOME on POSIX, as os.homedir() does, and asks the system only without it", () => {
    assert.equal(userFolder('state', { HOME: '/home/h' }, 'linux'), '/home/h/.local/state/guarded-edit');
    assert.equal(userFolder('cache', { HOME: '/Users/h' }, 'darwin'), '/Users/h/.cache/guarded-edit');
    // Unset or empty: the system's answer (this process's own home).
    assert.equal(userFolder('data', {}, 'linux'), join(homedir(), '.local', 'share', 'guarded-edit'));
    assert.equal(userFolder('data', { HOME: '' }, 'linux'), join(homedir(), '.local', 'share', 'guarded-edit'));
  });

  it('puts all three under LOCALAPPDATA on Windows, the data folder at its top', () => {
    const env = { LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local', XDG_STATE_HOME: '/ignored' };
    assert.match(userFolder('data', env, 'win32', 'C:\\Users\\u'), /AppData.Local.guarded-edit$/);
    assert.match(userFolder('state', env, 'win32', 'C:\\Users\\u'), /AppData.Local.guarded-edit.state$/);
    assert.match(userFolder('cache', env, 'win32', 'C:\\Users\\u'), /AppData.Local.guarded-edit.cache$/);
  });
});
