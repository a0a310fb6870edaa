import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLauncherCommand } from '../../src/core/agentHook';
import { claude, prompt, runCli, runHook, sandboxPerTest, vscode, type HookAnswer } from './hookRunner';

function decision(answer: HookAnswer): string | undefined {
  return answer.json?.hookSpecificOutput?.permissionDecision;
}
function reason(answer: HookAnswer): string {
  return answer.json?.hookSpecificOutput?.permissionDecisionReason ?? '';
}
function assertPasses(answer: HookAnswer): void {
  assert.equal(answer.exitCode, 0, answer.stderr);
  assert.equal(answer.stdout, '', 'a call that is fine gets no output');
}
function assertDenied(answer: HookAnswer, code: string): void {
  // A deny is given in Claude's form AND with exit 2 and the reason on stderr.
  assert.equal(answer.exitCode, 2, answer.stderr);
  assert.match(answer.stderr, new RegExp(`^${code}: `, 'm'));
  assert.equal(answer.json?.hookSpecificOutput?.hookEventName, 'PreToolUse');
  assert.equal(decision(answer), 'deny', answer.stdout);
  assert.match(reason(answer), new RegExp(`^${code}: `, 'm'));
  assert.match(reason(answer), /Next step: /);
}

describe('agent hook (dist/hook.js as a subprocess)', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'app.ts': 'const a = 1;\nconst b = 2;\nconst b2 = 2;\n' });

  const pre = (tool: string, input: unknown): Promise<HookAnswer> => runHook(claude('PreToolUse', box.project, tool, input), box.env);
  const post = (tool: string, input: unknown): Promise<HookAnswer> => runHook(claude('PostToolUse', box.project, tool, input), box.env);

  describe('refusal classes (Claude Code)', () => {
    it('passes tools it does not guard, untouched', async () => {
      assertPasses(await pre('Grep', { pattern: 'x' }));
      assertPasses(await pre('WebFetch', { url: 'https://example.com', prompt: 'x' }));
      // Bash is guarded now: what its command names as written is judged.
      assertDenied(await pre('Bash', { command: 'rm -rf /' }), 'OUTSIDE_WORKSPACE');
    });

    it('refuses a Read outside the workspace, of a missing file and of a folder', async () => {
      assertDenied(await pre('Read', { file_path: '/etc/hostname' }), 'OUTSIDE_WORKSPACE');
      assertDenied(await pre('Read', { file_path: join(box.project, 'missing.ts') }), 'FILE_NOT_FOUND');
      mkdirSync(join(box.project, 'src'));
      assertDenied(await pre('Read', { file_path: join(box.project, 'src') }), 'NOT_A_FILE');
      assertPasses(await pre('Read', { file_path: box.file }));
    });

    it('refuses a path through a symbolic link that leads outside', async () => {
      symlinkSync('/etc', join(box.project, 'etc'));
      assertDenied(await pre('Read', { file_path: join(box.project, 'etc', 'hostname') }), 'SYMLINK_ESCAPE');
    });

    it('refuses binary files', async () => {
      writeFileSync(join(box.project, 'image.bin'), Buffer.from([0x89, 0x50, 0x00, 0x01]));
      assertDenied(await pre('Read', { file_path: join(box.project, 'image.bin') }), 'BINARY_FILE');
    });

    it('refuses an Edit whose old_string is not found, or found twice without replace_all', async () => {
      await post('Read', { file_path: box.file });
      assertDenied(await pre('Edit', { file_path: box.file, old_string: 'const c = 3;', new_string: 'x' }), 'OLD_STRING_NOT_FOUND');
      assertDenied(await pre('Edit', { file_path: box.file, old_string: '= 2;', new_string: '= 3;' }), 'AMBIGUOUS_MATCH');
      assertPasses(await pre('Edit', { file_path: box.file, old_string: '= 2;', new_string: '= 3;', replace_all: true }));
    });

    it('refuses a MultiEdit whose edits overlap', async () => {
      await post('Read', { file_path: box.file });
      const edits = [{ old_string: 'const a = 1;\nconst b', new_string: 'x' }, { old_string: 'const b = 2;', new_string: 'y' }];
      assertDenied(await pre('MultiEdit', { file_path: box.file, edits }), 'OVERLAPPING_EDITS');
    });

    it('refuses a malformed call of a guarded tool', async () => {
      assertDenied(await pre('Edit', { file_path: box.file }), 'INVALID_INPUT');
    });

    it('refuses a protected file (deny) and asks for a confirm-listed one (ask)', async () => {
      mkdirSync(join(box.project, '.git'), { recursive: true });
      writeFileSync(join(box.project, '.git', 'config'), '[core]\n');
      assertDenied(await pre('Write', { file_path: join(box.project, '.git', 'config'), content: 'x' }), 'PROTECTED_PATH');
      const asked = await pre('Write', { file_path: join(box.project, '.env'), content: 'TOKEN=1\n' });
      assert.equal(decision(asked), 'ask');
      assert.match(reason(asked), /^CONFIRMATION_REQUIRED: "\.env" matches "\*\*\/\.env\*"/);
    });
  });

  describe('the read gate', () => {
    it('refuses an edit before a read, allows it after, and refuses again after an outside change', async () => {
      const edit = { file_path: box.file, old_string: 'const a = 1;', new_string: 'const a = 10;' };
      assertDenied(await pre('Edit', edit), 'NOT_READ_FIRST');
      assertDenied(await pre('Write', { file_path: box.file, content: 'all new\n' }), 'NOT_READ_FIRST');
      assertPasses(await post('Read', { file_path: box.file }));
      assertPasses(await pre('Edit', edit));

      // The agent's own edit keeps its read current.
      writeFileSync(box.file, readFileSync(box.file, 'utf8').replace('const a = 1;', 'const a = 10;'));
      assertPasses(await post('Edit', edit));
      assertPasses(await pre('Edit', { file_path: box.file, old_string: 'const a = 10;', new_string: 'const a = 11;' }));

      // Someone else changes the line the edit changes (a change elsewhere would not stop it): the read is out of date.
      writeFileSync(box.file, readFileSync(box.file, 'utf8').replace('const a = 10;', 'const a = 10; // formatted'));
      assertDenied(await pre('Edit', { file_path: box.file, old_string: 'const a = 10;', new_string: 'const a = 11;' }), 'CHANGED_SINCE_READ');
      assertPasses(await post('Read', { file_path: box.file }));
      assertPasses(await pre('Edit', { file_path: box.file, old_string: 'const a = 10;', new_string: 'const a = 11;' }));
    });

    it('lets a new file be written without a read, and records it as known', async () => {
      const created = join(box.project, 'new.ts');
      assertPasses(await pre('Write', { file_path: created, content: 'export {};\n' }));
      writeFileSync(created, 'export {};\n');
      await post('Write', { file_path: created, content: 'export {};\n' });
      assertPasses(await pre('Edit', { file_path: created, old_string: 'export {};', new_string: 'export const x = 1;' }));
    });

    it('keeps sessions apart', async () => {
      await post('Read', { file_path: box.file });
      const other = await runHook(claude('PreToolUse', box.project, 'Edit', { file_path: box.file, old_string: 'const a = 1;', new_string: 'x' }, 'session-2'), box.env);
      assertDenied(other, 'NOT_READ_FIRST');
    });

    it('--read-before-edit off switches the gate off but not the jail', async () => {
      const args = ['--read-before-edit', 'off'];
      assertPasses(await runHook(claude('PreToolUse', box.project, 'Edit', { file_path: box.file, old_string: 'const a = 1;', new_string: 'x' }), box.env, args));
      assertDenied(await runHook(claude('PreToolUse', box.project, 'Read', { file_path: '/etc/hostname' }), box.env, args), 'OUTSIDE_WORKSPACE');
    });
  });

  describe("the person's override", () => {
    const edit = (): unknown => ({ file_path: box.file, old_string: 'const a = 1;', new_string: 'const a = 10;' });

    it('lets gate refusals through for the turn whose prompt holds the keyword, and only that turn', async () => {
      assertDenied(await pre('Edit', edit()), 'NOT_READ_FIRST');
      assertPasses(await runHook(prompt(box.project, 'SUDO just change it'), box.env));
      assertPasses(await pre('Edit', edit()));
      assertPasses(await pre('Edit', edit()));
      assertPasses(await runHook(prompt(box.project, 'now something else'), box.env));
      assertDenied(await pre('Edit', edit()), 'NOT_READ_FIRST');
    });

    it('never lets jail or content refusals through', async () => {
      await runHook(prompt(box.project, 'SUDO'), box.env);
      assertDenied(await pre('Read', { file_path: '/etc/hostname' }), 'OUTSIDE_WORKSPACE');
      assertDenied(await pre('Edit', { file_path: box.file, old_string: 'nowhere', new_string: 'x' }), 'OLD_STRING_NOT_FOUND');
    });

    it('needs the keyword as a word, and the keyword can be changed', async () => {
      await runHook(prompt(box.project, 'PSEUDOSUDOKU'), box.env);
      assertDenied(await pre('Edit', edit()), 'NOT_READ_FIRST');
      const env = { ...box.env, GUARDED_EDIT_HOOK_KEYWORD: 'ALLOW-IT' };
      await runHook(prompt(box.project, 'please ALLOW-IT'), env);
      assertPasses(await runHook(claude('PreToolUse', box.project, 'Edit', edit()), env));
      const denied = await runHook(claude('PreToolUse', box.project, 'Edit', edit()), { ...box.env, GUARDED_EDIT_HOOK_KEYWORD: 'OTHER' }, []);
      assertPasses(denied); // the turn's override was recorded; the keyword only decides at the prompt
    });
  });

  describe("the hook's own entries", () => {
    it('denies an edit that removes them from .claude/settings.local.json unless the person said the keyword', async () => {
      assert.equal((await runCli(box.env, ['install', '--agent', 'claude', '--project', box.project])).exitCode, 0);
      const settings = join(box.project, '.claude', 'settings.local.json');
      const text = readFileSync(settings, 'utf8');
      await post('Read', { file_path: settings });
      const emptied = { file_path: settings, content: '{}\n' };
      assertDenied(await pre('Write', emptied), 'PROTECTED_PATH');
      assert.match(reason(await pre('Write', emptied)), /remove Guarded Edit's hook entries/);
      const removeOne = { file_path: settings, old_string: text.slice(text.indexOf('"PostToolUse"'), text.indexOf('"UserPromptSubmit"')), new_string: '' };
      assertDenied(await pre('Edit', removeOne), 'PROTECTED_PATH');
      await runHook(prompt(box.project, 'SUDO remove the hook'), box.env);
      const asked = await pre('Write', emptied);
      assert.equal(decision(asked), 'ask', 'with the override it still needs the yes any agent settings file needs');
    });

    it('asks for an edit of the settings file that keeps them', async () => {
      await runCli(box.env, ['install', '--agent', 'claude', '--project', box.project]);
      const settings = join(box.project, '.claude', 'settings.local.json');
      await post('Read', { file_path: settings });
      const text = readFileSync(settings, 'utf8');
      const kept = { file_path: settings, content: text.replace('{', '{\n  "model": "x",') };
      const answer = await pre('Write', kept);
      assert.equal(decision(answer), 'ask', answer.stdout);
    });
  });

  describe('VS Code agent mode tools', () => {
    const vpre = (tool: string, input: unknown): Promise<HookAnswer> => runHook(vscode('PreToolUse', box.project, tool, input), box.env);
    const vpost = (tool: string, input: unknown): Promise<HookAnswer> => runHook(vscode('PostToolUse', box.project, tool, input), box.env);

    it('guards read, create, replace-string, multi-replace and insert-edit by their ids', async () => {
      assertDenied(await vpre('copilot_readFile', { filePath: '/etc/hostname', startLine: 1, endLine: 2 }), 'OUTSIDE_WORKSPACE');
      assertDenied(await vpre('copilot_replaceString', { filePath: box.file, oldString: 'const a = 1;', newString: 'x', explanation: 'e' }), 'NOT_READ_FIRST');
      assertPasses(await vpost('copilot_readFile', { filePath: box.file, startLine: 1, endLine: 3 }));
      assertPasses(await vpre('copilot_replaceString', { filePath: box.file, oldString: 'const a = 1;', newString: 'x', explanation: 'e' }));
      assertDenied(await vpre('copilot_replaceString', { filePath: box.file, oldString: 'const b', newString: 'x' }), 'AMBIGUOUS_MATCH');
      const replacements = [
        { filePath: box.file, oldString: 'const a = 1;', newString: 'x' },
        { filePath: join(box.project, 'gone.ts'), oldString: 'y', newString: 'z' },
      ];
      assertDenied(await vpre('copilot_multiReplaceString', { explanation: 'e', replacements }), 'FILE_NOT_FOUND');
      assertPasses(await vpre('copilot_insertEdit', { filePath: box.file, code: '// ...existing code...\nconst c = 3;', explanation: 'e' }));
      assertDenied(await vpre('copilot_createFile', { filePath: '/tmp/outside.ts', content: 'x' }), 'OUTSIDE_WORKSPACE');
      assertPasses(await vpre('copilot_createFile', { filePath: join(box.project, 'new.ts'), content: 'x' }));
      assertPasses(await vpre('copilot_findFiles', { query: '**' }));
    });

    it('checks every path inside an apply-patch', async () => {
      const patch = ['*** Begin Patch', `*** Update File: ${box.file}`, '@@', '-const a = 1;', '+const a = 2;', `*** Add File: ${join(box.project, '..', 'evil.ts')}`, '+x', '*** End Patch'].join('\n');
      await vpost('copilot_readFile', { filePath: box.file });
      const answer = await vpre('copilot_applyPatch', { input: patch, explanation: 'e' });
      assertDenied(answer, 'PATH_TRAVERSAL|OUTSIDE_WORKSPACE');
      const fine = ['*** Begin Patch', `*** Update File: ${box.file}`, '@@', '-const a = 1;', '+const a = 2;', '*** End Patch'].join('\n');
      assertPasses(await vpre('copilot_applyPatch', { input: fine }));
    });

    it('asks before VS Code settings change and denies removing the hooks file entries', async () => {
      assert.equal((await runCli(box.env, ['install', '--agent', 'vscode', '--project', box.project])).exitCode, 0);
      const hooks = join(box.project, '.github', 'hooks', 'guarded-edit.json');
      await vpost('copilot_readFile', { filePath: hooks });
      const patch = ['*** Begin Patch', `*** Delete File: ${hooks}`, '*** End Patch'].join('\n');
      assertDenied(await vpre('copilot_applyPatch', { input: patch }), 'PROTECTED_PATH');
      mkdirSync(join(box.project, '.vscode'));
      writeFileSync(join(box.project, '.vscode', 'settings.json'), '{}\n');
      await vpost('copilot_readFile', { filePath: join(box.project, '.vscode', 'settings.json') });
      const asked = await vpre('copilot_replaceString', { filePath: join(box.project, '.vscode', 'settings.json'), oldString: '{}', newString: '{ "chat.tools.autoApprove": true }' });
      assert.equal(decision(asked), 'ask', asked.stdout);
    });
  });

  describe('state and failures', () => {
    it('loses no record when many events of one session run at once', async () => {
      const files = Array.from({ length: 12 }, (_, i) => join(box.project, `f${i}.ts`));
      files.forEach((f, i) => writeFileSync(f, `export const v${i} = ${i};\n`));
      await Promise.all(files.map((f) => post('Read', { file_path: f })));
      const answers = await Promise.all(files.map((f, i) => pre('Edit', { file_path: f, old_string: `= ${i};`, new_string: `= ${i + 1};` })));
      answers.forEach(assertPasses);
    });

    it('denies with what failed and how to switch the hook off when its state cannot be read', async () => {
      writeFileSync(join(box.state, 'guarded-edit'), 'not a folder');
      const answer = await pre('Edit', { file_path: box.file, old_string: 'const a = 1;', new_string: 'x' });
      assert.equal(decision(answer), 'deny');
      assert.match(reason(answer), /Guarded Edit's hook failed while reading the session's state/);
      assert.match(reason(answer), /GUARDED_EDIT_HOOK=off/);
      const off = await runHook(claude('PreToolUse', box.project, 'Edit', { file_path: box.file, old_string: 'x', new_string: 'y' }), { ...box.env, GUARDED_EDIT_HOOK: 'off' });
      assertPasses(off);
    });

    it('denies an event it cannot parse', async () => {
      const answer = await runHook('{not json', box.env);
      assert.equal(decision(answer), 'deny');
      assert.match(reason(answer), /failed while reading the hook event/);
    });

    it('tells the person (exit 1, stderr) when a read cannot be recorded', async () => {
      writeFileSync(join(box.state, 'guarded-edit'), 'not a folder');
      const answer = await post('Read', { file_path: box.file });
      assert.equal(answer.exitCode, 1);
      assert.match(answer.stderr, /failed while recording what the agent read or wrote/);
    });

    it('refuses a read-only file edit', async function () {
      if (process.getuid?.() === 0) this.skip(); // root may write anything
      chmodSync(box.file, 0o444);
      await post('Read', { file_path: box.file });
      assertDenied(await pre('Edit', { file_path: box.file, old_string: 'const a = 1;', new_string: 'x' }), 'READ_ONLY');
    });
  });

  describe('install', () => {
    it('merges into an existing .claude/settings.local.json, keeps other entries, and changes nothing the second time', async () => {
      const settings = join(box.project, '.claude', 'settings.local.json');
      mkdirSync(join(box.project, '.claude'));
      const other = { permissions: { allow: ['Bash(npm test)'] }, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'lint-bash' }] }] } };
      writeFileSync(settings, JSON.stringify(other));
      const first = await runCli(box.env, ['install', '--agent', 'claude', '--project', box.project]);
      assert.equal(first.exitCode, 0, first.stderr);
      const once = readFileSync(settings, 'utf8');
      const second = await runCli(box.env, ['install', '--agent', 'claude', '--project', box.project]);
      assert.match(second.stdout, /nothing changed/);
      assert.equal(readFileSync(settings, 'utf8'), once);
      const parsed = JSON.parse(once) as { permissions: unknown; hooks: Record<string, { matcher?: string; hooks: { command: string }[] }[]> };
      assert.deepEqual(parsed.permissions, other.permissions);
      assert.equal(parsed.hooks.PreToolUse.length, 2);
      assert.equal(parsed.hooks.PreToolUse[0].hooks[0].command, 'lint-bash');
      assert.ok(isLauncherCommand(parsed.hooks.PreToolUse[1].hooks[0].command) && parsed.hooks.PreToolUse[1].hooks[0].command.includes("'--agent','claude'"));
      assert.equal(parsed.hooks.PostToolUse.length, 1);
      assert.equal(parsed.hooks.UserPromptSubmit.length, 1);
    });

    it('installs into the user settings with --user, and refuses a file that is not JSON', async () => {
      const user = await runCli(box.env, ['install', '--agent', 'claude', '--user']);
      assert.equal(user.exitCode, 0, user.stderr);
      assert.match(readFileSync(join(box.env.HOME ?? '', '.claude', 'settings.json'), 'utf8'), /guarded-edit-hook/);
      mkdirSync(join(box.project, '.claude'));
      writeFileSync(join(box.project, '.claude', 'settings.local.json'), '{ broken');
      const broken = await runCli(box.env, ['install', '--agent', 'claude', '--project', box.project]);
      assert.equal(broken.exitCode, 1);
      assert.match(broken.stderr, /left as it is/);
      assert.equal(readFileSync(join(box.project, '.claude', 'settings.local.json'), 'utf8'), '{ broken');
    });
  });
});
