// `guarded-edit doctor` checks OpenCode's plugin, in the project (.opencode/plugin/guarded-edit.js)
// and with --user (~/.config/opencode/plugin/): in place, exit 0 (the file is the one install
// writes, and the guard it loads refuses a read outside the project); the plugin changed by hand,
// the guard gone from the data folder, or the plugin gone, exit 1 naming what is wrong and the
// install that puts it right. Real files in a temporary home and project (dist/cli.js).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, sandboxPerTest } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

describe("doctor checks OpenCode's plugin (dist/cli.js)", function () {
  this.timeout(300_000);
  const box = sandboxPerTest();

  function cli(args: string[]): Promise<Ran> {
    return new Promise((done) => {
      execFile(process.execPath, [CLI, ...args], { env: box.installEnv, cwd: box.project, timeout: 240_000 }, (error, stdout, stderr) => {
        done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      });
    });
  }
  async function install(...args: string[]): Promise<void> {
    const ran = await cli(['install', '--agent', 'opencode', ...args]);
    assert.equal(ran.code, 0, ran.stdout + ran.stderr);
  }
  async function doctor(code: 0 | 1, ...patterns: RegExp[]): Promise<void> {
    const ran = await cli(['doctor', box.project]);
    assert.equal(ran.code, code, ran.stdout + ran.stderr);
    for (const pattern of patterns) assert.match(ran.stdout, pattern);
    if (code === 0) assert.doesNotMatch(ran.stdout, /PROBLEM/);
  }
  const guard = (): string => join(box.home, 'data', 'guarded-edit', 'opencode-guard.js');
  const inPlace = [/OpenCode: .*guarded-edit\.js/, /ok: the plugin is the one guarded-edit install writes\./, /ok: the guard at .*opencode-guard\.js loads and refused a read outside the project, as it should/];

  for (const user of [false, true]) {
    const plugin = (): string => (user ? join(box.home, '.config', 'opencode', 'plugin', 'guarded-edit.js') : join(box.project, '.opencode', 'plugin', 'guarded-edit.js'));
    const fix = user ? 'guarded-edit install --agent opencode --user' : 'guarded-edit install --agent opencode';
    const escaped = fix.replace(/-/g, '\\-');

    it(`${user ? '--user' : 'project'}: in place, exit 0; changed by hand, exit 1 naming the install; installed again, exit 0`, async () => {
      await install(...(user ? ['--user'] : []));
      await doctor(0, ...inPlace);
      appendFileSync(plugin(), '// a hand edit\n');
      await doctor(1, new RegExp(`PROBLEM: .*guarded-edit\\.js is not the plugin this version of guarded-edit writes \\(changed by hand, or an older one\\): run ${escaped}\\.`));
      rmSync(plugin());
      await install(...(user ? ['--user'] : []));
      await doctor(0, ...inPlace);
    });

    it(`${user ? '--user' : 'project'}: the guard gone from the data folder, exit 1 saying OpenCode refuses every call, and the install`, async () => {
      await install(...(user ? ['--user'] : []));
      rmSync(guard());
      await doctor(1, new RegExp(`PROBLEM: the guard the plugin loads, .*opencode-guard\\.js, is not there, so OpenCode refuses every file and shell call: run ${escaped}\\.`));
    });

    it(`${user ? '--user' : 'project'}: the plugin gone, exit 1: no agent is guarded, and how to install`, async () => {
      await install(...(user ? ['--user'] : []));
      rmSync(plugin());
      await doctor(1, /No agent's configuration here names Guarded Edit's hook, so no agent's own tools are guarded\. Install it with guarded-edit install --agent NAME\./);
    });
  }
});
