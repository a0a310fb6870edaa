// The built hook with a native shell parser pair that cannot be used (missing, damaged with its
// size kept, cut short): it reads the command with the WebAssembly engine and refuses the write
// outside as it always does; never a crash (a binary cut short would end the process with a bus
// error if it were loaded, which the agents read as a hook that let the call through).
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER, SHELL_NATIVE_FILES, SHELL_NATIVE_SIZES, shellNativeFolder } from '../../src/node/hookFiles';
import { claude, REPO, runHook, sandboxPerTest } from './hookRunner';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';

describe('hook: a native shell parser pair that cannot be used', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'app.ts': 'export const a = 1;\n' });
  const here = shellNativeFolder(process.platform, process.arch);
  let folder: string;

  beforeEach(() => {
    // dist/'s hook with this platform's pair, in a folder of its own.
    folder = makeTempDir('guarded-hook-native-');
    for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(folder, name));
    mkdirSync(join(folder, here), { recursive: true });
    for (const name of [...Object.values(SHELL_NATIVE_FILES), SHELL_NATIVE_SIZES]) copyFileSync(join(REPO, 'dist', here, name), join(folder, here, name));
  });
  afterEach(() => removeTempDir(folder));

  async function assertRefusesOutside(): Promise<void> {
    const event = claude('PreToolUse', box.project, 'Bash', { command: 'echo pwned > ../outside.txt' });
    const answer = await runHook(event, { ...box.env, CLAUDE_PROJECT_DIR: box.project }, ['--agent', 'claude'], 30_000, join(folder, HOOK_LAUNCHER));
    assert.equal(answer.exitCode, 2, `${answer.stdout}${answer.stderr}`);
    assert.match(answer.stdout, /"permissionDecision":"deny".*OUTSIDE_WORKSPACE.*> \.\.\/outside\.txt/);
  }

  it('the pair as built: refused (the native engine)', async () => {
    await assertRefusesOutside();
  });

  it('no runtime binary', async () => {
    rmSync(join(folder, here, SHELL_NATIVE_FILES.runtime));
    await assertRefusesOutside();
  });

  it('a runtime of the right size that is not a binary', async () => {
    const runtime = join(folder, here, SHELL_NATIVE_FILES.runtime);
    writeFileSync(runtime, Buffer.alloc(statSync(runtime).size, 0x41));
    await assertRefusesOutside();
  });

  it('a grammar cut short', async () => {
    const grammar = join(folder, here, SHELL_NATIVE_FILES.grammar);
    writeFileSync(grammar, readFileSync(grammar).subarray(0, 8192));
    await assertRefusesOutside();
  });
});
