// A native shell parser that loads but crashes the process (a bad build, another C library) must
// not end the hook with a signal: Codex, Gemini CLI and Cursor read a hook that ended so as one that
// let the call through. The hook tests a bundle's pair in a child process first (nativeProbe.ts) and
// reads commands with the WebAssembly engine when the test crashed. Here the copy's grammar is cut
// short with a sizes file that says so, as a broken build would write it (loading it ends a process
// with SIGBUS).
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER, SHELL_NATIVE_FILES, SHELL_NATIVE_SIZES, shellNativeFolder } from '../../src/node/hookFiles';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';
import { claude, REPO, runCli, runHook, sandboxPerTest } from './hookRunner';

describe('agent hook: a native shell parser that crashes is never loaded into the hook', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'app.ts': 'export const value = 1;\n' });
  let folder: string;
  let hook: string;
  const platform = shellNativeFolder(process.platform, process.arch);

  beforeEach(() => {
    // dist/ is built by the sandbox (sandboxPerTest): copied with a crashing pair.
    folder = makeTempDir('guarded-hook-crashing-native-');
    for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(folder, name));
    mkdirSync(join(folder, platform), { recursive: true });
    const built = join(REPO, 'dist', platform);
    copyFileSync(join(built, SHELL_NATIVE_FILES.runtime), join(folder, platform, SHELL_NATIVE_FILES.runtime));
    const grammar = readFileSync(join(built, SHELL_NATIVE_FILES.grammar));
    const cut = grammar.subarray(0, Math.floor(grammar.length / 2));
    writeFileSync(join(folder, platform, SHELL_NATIVE_FILES.grammar), cut);
    const sizes = JSON.parse(readFileSync(join(built, SHELL_NATIVE_SIZES), 'utf8')) as Record<string, number>;
    writeFileSync(join(folder, platform, SHELL_NATIVE_SIZES), JSON.stringify({ ...sizes, [SHELL_NATIVE_FILES.grammar]: cut.length }));
    hook = join(folder, HOOK_LAUNCHER);
  });
  afterEach(() => removeTempDir(folder));

  it('refuses a shell write outside and lets a read-only command by, on every event (the crash is kept, not met again)', async () => {
    for (let i = 0; i < 2; i++) {
      const outside = await runHook(claude('PreToolUse', box.project, 'Bash', { command: 'echo pwned > ../outside.txt' }), box.env, ['--agent', 'claude'], 60_000, hook);
      assert.equal(outside.exitCode, 2, `${outside.stdout}${outside.stderr}`);
      assert.equal(outside.json?.hookSpecificOutput?.permissionDecision, 'deny');
      assert.match(outside.json?.hookSpecificOutput?.permissionDecisionReason ?? '', /outside\.txt/);
      const read = await runHook(claude('PreToolUse', box.project, 'Bash', { command: 'cat app.ts' }), box.env, ['--agent', 'claude'], 60_000, hook);
      assert.equal(read.exitCode, 0, `${read.stdout}${read.stderr}`);
    }
    const kept = readdirSync(join(box.home, '.cache', 'guarded-edit', 'native-probe'));
    assert.equal(kept.length, 1, kept.join(', '));
    assert.match(readFileSync(join(box.home, '.cache', 'guarded-edit', 'native-probe', kept[0]), 'utf8'), /"ok":false.*SIG(BUS|SEGV)/);
  });

  it('the pair of dist/ works, and install and doctor say which parser the installed hook reads commands with', async () => {
    const installed = await runCli(box.installEnv, ['install', '--agent', 'claude', box.project]);
    assert.equal(installed.exitCode, 0, installed.stdout + installed.stderr);
    assert.match(installed.stdout, /^Checked: the native shell parser loads and reads a command on this machine\.$/m);
    const doctor = await runCli(box.installEnv, ['doctor', box.project]);
    assert.match(doctor.stdout, new RegExp(`the installed hook reads shell commands with its native parser for ${platform} \\(tested on this machine\\)\\.`));
  });
});
