// Codex's shell tools reach the hook as tool "Bash" with the command in `tool_input.command` (the
// shape Codex 0.169 sends for exec_command, shell_command and local_shell). A command that applies
// a patch (`apply_patch <<'EOF'`, after `cd DIR &&`, inside `bash -lc '...'`, or argv) is checked
// exactly as Codex's apply_patch tool, its relative paths in the folder the command works in; any
// other command is left alone. The installer's Codex matcher includes Bash, and an older install's
// matcher is brought up to date; doctor names an older one.
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, runHook, sandboxPerTest, type HookAnswer } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

describe("Codex's shell-wrapped apply_patch (tool Bash)", function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'sub/app.ts': 'const retries = 3;\n', 'app.ts': 'const other = 1;\n', '.git/config': '[core]\n' });

  /** An event as Codex 0.169 sends it for its shell tools: tool_name "Bash", tool_input {command}. */
  const bash = (moment: 'PreToolUse' | 'PostToolUse', command: unknown, extra: Record<string, unknown> = {}): Promise<HookAnswer> => runHook({
    session_id: 'codex-shell', turn_id: 'turn-1', transcript_path: join(box.env.HOME ?? '', '.codex', 'sessions', 'rollout.jsonl'), cwd: box.project,
    hook_event_name: moment, model: 'gpt-5.5', permission_mode: 'bypassPermissions', tool_name: 'Bash', tool_input: { command, ...extra }, tool_use_id: 'call_1',
    ...(moment === 'PostToolUse' ? { tool_response: 'Exit code: 0\nOutput:\nSuccess. Updated the following files:\nM app.ts\n' } : {}),
  }, box.env, ['--agent', 'codex']);
  const patch = (path: string, from: string, to: string): string => `*** Begin Patch\n*** Update File: ${path}\n@@\n-${from}\n+${to}\n*** End Patch`;
  const heredoc = (body: string, prefix = ''): string => `${prefix}apply_patch <<'EOF'\n${body}\nEOF\n`;
  const denied = (answer: HookAnswer, code: RegExp): void => {
    assert.equal(answer.exitCode, 2, answer.stdout + answer.stderr);
    assert.match(answer.stdout, /^\{"hookSpecificOutput":\{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":/);
    assert.match(answer.stderr, code);
  };
  const allowed = (answer: HookAnswer): void => {
    assert.equal(answer.exitCode, 0, answer.stdout + answer.stderr);
    assert.equal(answer.stdout, '');
  };

  it('a heredoc patch of a file outside the project, or of .git/config, is refused as the apply_patch tool refuses it', async () => {
    denied(await bash('PreToolUse', heredoc(patch('../outside.txt', 'a', 'b'))), /PATH_TRAVERSAL|OUTSIDE_WORKSPACE/);
    denied(await bash('PreToolUse', heredoc(patch('.git/config', '[core]', '[core]\n+\thooksPath = /tmp'))), /PROTECTED_PATH/);
    denied(await bash('PreToolUse', heredoc(patch('sub/app.ts', 'const retries = 5;', 'const retries = 7;'))), /OLD_STRING_NOT_FOUND/);
    allowed(await bash('PreToolUse', heredoc(patch('sub/app.ts', 'const retries = 3;', 'const retries = 5;'))));
  });

  it('relative paths are in the folder the command works in: `cd DIR &&`, `bash -lc`, a workdir', async () => {
    const update = patch('app.ts', 'const retries = 3;', 'const retries = 5;');
    // app.ts of the project has other text: only sub/app.ts lets the hunk apply.
    denied(await bash('PreToolUse', heredoc(update)), /OLD_STRING_NOT_FOUND/);
    allowed(await bash('PreToolUse', heredoc(update, 'cd sub && ')));
    allowed(await bash('PreToolUse', `bash -lc 'cd sub && apply_patch <<'"'"'EOF'"'"'\n${update}\nEOF\n'`));
    allowed(await bash('PreToolUse', heredoc(update), { workdir: join(box.project, 'sub') }));
    allowed(await bash('PreToolUse', ['bash', '-lc', heredoc(update, 'cd "sub" && ')]));
    // And out of the project through the cd.
    denied(await bash('PreToolUse', heredoc(patch('passwd', 'root', 'toor'), 'cd /etc && ')), /OUTSIDE_WORKSPACE/);
    denied(await bash('PreToolUse', ['apply_patch', patch('../../x', 'a', 'b')]), /PATH_TRAVERSAL|OUTSIDE_WORKSPACE/);
  });

  it('apply_patch on a patch the command does not show (a file, a pipe) is refused; any other command is left alone', async () => {
    denied(await bash('PreToolUse', 'apply_patch < /tmp/change.patch'), /INVALID_PATCH|INVALID_INPUT/);
    denied(await bash('PreToolUse', 'cat change.patch | apply_patch'), /INVALID_PATCH|INVALID_INPUT/);
    allowed(await bash('PreToolUse', 'cat ../outside.txt && ls -la /etc'));
    allowed(await bash('PreToolUse', 'rg -n "apply_patch" src'));
    allowed(await bash('PreToolUse', 'git log --grep apply_patch'));
    allowed(await bash('PostToolUse', 'ls'));
  });

  it('a shell patch the hook allowed is recorded in the history when Codex reports it done (client codex, tool Bash)', async () => {
    const command = heredoc(patch('app.ts', 'const retries = 3;', 'const retries = 5;'), 'cd sub && ');
    allowed(await bash('PreToolUse', command));
    writeFileSync(join(box.project, 'sub', 'app.ts'), 'const retries = 5;\n');
    allowed(await bash('PostToolUse', command));
    const run = spawnSync(process.execPath, [CLI, 'history', box.project, '--json'], { env: box.env, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const [entry] = JSON.parse(run.stdout) as { client: string; tool: string; files: { path: string }[] }[];
    assert.deepEqual([entry.client, entry.tool, entry.files.map((f) => f.path)], ['codex', 'Bash', ['sub/app.ts']]);
  });

  it("the installer's Codex matcher includes Bash; an older install's matcher is brought up to date, and doctor names it until then", async () => {
    const env = { ...box.installEnv, CODEX_HOME: join(box.home, '.codex') };
    const cli = (args: string[]): Promise<{ code: number; stdout: string }> => new Promise((done) => {
      execFile(process.execPath, [CLI, ...args], { env, cwd: box.project, timeout: 60_000 }, (error, stdout) => done({ code: error ? Number(error.code) : 0, stdout }));
    });
    assert.equal((await cli(['install', '--agent', 'codex', '--user'])).code, 0);
    const file = join(env.CODEX_HOME, 'hooks.json');
    const hooks = (): { hooks: Record<string, { matcher?: string }[]> } => JSON.parse(readFileSync(file, 'utf8')) as { hooks: Record<string, { matcher?: string }[]> };
    assert.equal(hooks().hooks.PreToolUse[0].matcher, 'apply_patch|Edit|Write|Bash');
    assert.equal(hooks().hooks.PostToolUse[0].matcher, 'apply_patch|Edit|Write|Bash');
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll('apply_patch|Edit|Write|Bash', 'apply_patch|Edit|Write'));
    writeFileSync(join(env.CODEX_HOME, 'config.toml'), `[hooks.state.${JSON.stringify(`${file}:pre_tool_use:0:0`)}]\ntrusted_hash = "sha256:0"\n`);
    const older = await cli(['doctor', box.project]);
    assert.equal(older.code, 1, older.stdout);
    assert.match(older.stdout, /PROBLEM: our "PreToolUse" entry matches "apply_patch\|Edit\|Write", which leaves out Bash, so those calls \(Bash: the agent's shell commands\) go unchecked: run guarded-edit install --agent codex --user again\./);
    const again = await cli(['install', '--agent', 'codex', '--user']);
    assert.match(again.stdout, /pointed 2 older entries at the hook/);
    assert.equal(hooks().hooks.PreToolUse[0].matcher, 'apply_patch|Edit|Write|Bash');
    assert.equal((await cli(['doctor', box.project])).code, 0);
  });
});
