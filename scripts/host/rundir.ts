// The throwaway folder of one run, in the system temp folder:
//   <tmp>/guarded-edit-<kind>-XXXXXX/
//     workspace/       a fresh copy of the fixture workspace, opened in VS Code
//     outside/         an empty sibling folder (outside the workspace, for path-jail tests)
//     user-data/       VS Code's user-data dir, with User/settings.json
//     extensions/      code-server's extensions dir (empty for tests; the .vsix for npm start)
//     home/, tmp/      HOME, XDG_* and TMPDIR of every process of the run
//     browser/         Chromium's profile
//     handshake/       screenshot requests and answers
//     code-server.yaml code-server's config (always passed with --config)
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Settings } from './settings';

export interface RunDir {
  root: string;
  workspace: string;
  outside: string;
  userData: string;
  extensions: string;
  home: string;
  tmp: string;
  browser: string;
  handshake: string;
  config: string;
}

/** `fixture`: the folder copied to `workspace/`, or a function that fills `workspace/` itself. */
export function createRunDir(kind: string, fixture: string | ((workspace: string) => void), settings: Settings): RunDir {
  // Real path: VS Code reports real paths, and tests compare with these.
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `guarded-edit-${kind}-`)));
  const dir: RunDir = {
    root,
    workspace: path.join(root, 'workspace'),
    outside: path.join(root, 'outside'),
    userData: path.join(root, 'user-data'),
    extensions: path.join(root, 'extensions'),
    home: path.join(root, 'home'),
    tmp: path.join(root, 'tmp'),
    browser: path.join(root, 'browser'),
    handshake: path.join(root, 'handshake'),
    config: path.join(root, 'code-server.yaml'),
  };
  for (const d of [dir.outside, dir.extensions, dir.home, dir.tmp, dir.browser, dir.handshake]) {
    fs.mkdirSync(d, { recursive: true });
  }
  fs.mkdirSync(path.join(dir.tmp, 'xdg-runtime'), { mode: 0o700 });
  // Copied byte for byte (CRLF and BOM fixtures included); symlinks stay symlinks.
  if (typeof fixture === 'string') fs.cpSync(fixture, dir.workspace, { recursive: true, verbatimSymlinks: true });
  else fixture(dir.workspace);
  fs.mkdirSync(path.join(dir.userData, 'User'), { recursive: true });
  fs.writeFileSync(path.join(dir.userData, 'User', 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
  fs.writeFileSync(dir.config, 'auth: none\ncert: false\n');
  return dir;
}

/** HOME, XDG and TMPDIR of a process of the run: nothing it writes leaves the run folder. */
export function isolatedEnv(dir: RunDir): Record<string, string> {
  return {
    HOME: dir.home,
    XDG_CONFIG_HOME: path.join(dir.home, '.config'),
    XDG_CACHE_HOME: path.join(dir.home, '.cache'),
    XDG_DATA_HOME: path.join(dir.home, '.local', 'share'),
    XDG_RUNTIME_DIR: path.join(dir.tmp, 'xdg-runtime'),
    TMPDIR: dir.tmp,
  };
}

export function removeRunDir(dir: RunDir): void {
  fs.rmSync(dir.root, { recursive: true, force: true, maxRetries: 3 });
}
