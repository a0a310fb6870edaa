// The shell parser runs its WebAssembly with V8 flags of its own (src/node/shellParser.ts); V8
// stamps a code cache with a hash of its flags. A shell event must leave them as it found them, or
// the caches the launcher writes at exit (the program's, and the shell part's own) are refused by
// the next event, which then compiles them again (and their generations start over at every shell
// call).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_GENERATION } from '../../src/node/codeCache';
import { claude, HOOK, sandboxPerTest } from './hookRunner';

describe('agent hook: shell events keep the code cache usable', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'app.ts': 'export const value = 1;\n' });
  let cacheDir: string;

  beforeEach(() => {
    const cacheHome = join(box.state, '..', 'cache');
    box.env.XDG_CACHE_HOME = cacheHome;
    cacheDir = join(cacheHome, 'guarded-edit', 'code-cache');
  });

  // The program's cache, and the shell part's own (hook-shell.js: loaded for shell events only).
  const generation = (program = 'hook-main'): number => {
    const [file] = readdirSync(cacheDir).filter((name) => name.startsWith(`${program}-`) && name.endsWith('.v8cache'));
    return file === undefined ? 0 : readFileSync(join(cacheDir, file)).readUInt32LE(8);
  };
  function hook(event: unknown): string {
    const ran = spawnSync(process.execPath, [HOOK, '--agent', 'claude'], { input: JSON.stringify(event), env: box.env, encoding: 'utf8', timeout: 30_000 });
    assert.equal(ran.status, 0, `the hook answered ${ran.stdout}${ran.stderr}`);
    return ran.stdout;
  }

  it('counts one generation more after every event, shell events (read-only, watched, parsed twice) among them', () => {
    const read = claude('PreToolUse', box.project, 'Read', { file_path: box.file });
    const events = [
      read,
      claude('PreToolUse', box.project, 'Bash', { command: 'ls -la && grep -n value app.ts' }),
      read,
      claude('PreToolUse', box.project, 'Bash', { command: "sed -i 's/1/2/' app.ts" }),
      claude('PreToolUse', box.project, 'Bash', { command: 'bash -c "cat app.ts | wc -l"' }),
      claude('PreToolUse', box.project, 'Bash', { command: 'git status' }),
      read,
      claude('PreToolUse', box.project, 'Bash', { command: 'ls' }),
      read,
    ];
    let shellEvents = 0;
    events.forEach((event, index) => {
      hook(event);
      if (event !== read) shellEvents++;
      const seen = `after event ${index + 1} (${JSON.stringify(event).slice(0, 160)})`;
      assert.equal(generation(), Math.min(index + 1, MAX_GENERATION), seen);
      assert.equal(generation('hook-shell'), Math.min(shellEvents, MAX_GENERATION), `the shell part's cache, ${seen}`);
    });
  });
});
