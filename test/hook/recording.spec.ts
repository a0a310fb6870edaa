// The hook records what the agent's own tools wrote: bytes kept at the allowed before-event, an
// entry at the after-event (client = the agent, tool = its tool), seen by `guarded-edit history`
// and undone by `guarded-edit undo` keeping a later unrelated change; refused or unfinished calls
// leave nothing; a file someone else changed during the call is marked, and its undo refuses.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claude, REPO, runHook, sandboxPerTest } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

interface Item { id: string; client: string; tool: string; undoes?: string; files: { path: string; changes: { start_line: number; end_line: number }[] }[] }

describe('the hook records the agent\'s own edits in the history', function () {
  this.timeout(60_000);
  const box = sandboxPerTest({ 'app.ts': 'const a = 1;\nconst b = 2;\nconst c = 3;\n' });

  const event = (moment: 'PreToolUse' | 'PostToolUse', tool: string, input: unknown) => runHook(claude(moment, box.project, tool, input), { ...box.env, CLAUDE_PROJECT_DIR: box.project });
  const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env: box.env, encoding: 'utf8' });
  const history = (): Item[] => {
    const run = cli('history', box.project, '--json');
    assert.equal(run.status, 0, run.stderr);
    // Only the fields these tests are about (the JSON also has the agent, each file's action and mode).
    return (JSON.parse(run.stdout) as Item[]).map((e) => ({ ...e, files: e.files.map((f) => ({ path: f.path, changes: f.changes })) }));
  };
  /** The agent's Read, then its Edit: allowed before, written by "the agent", reported done after. */
  async function agentEdit(input: { file_path: string; old_string: string; new_string: string }, write: () => void): Promise<void> {
    await event('PreToolUse', 'Read', { file_path: input.file_path });
    await event('PostToolUse', 'Read', { file_path: input.file_path });
    const pre = await event('PreToolUse', 'Edit', input);
    assert.equal(pre.exitCode, 0, pre.stdout + pre.stderr);
    write();
    const post = await event('PostToolUse', 'Edit', input);
    assert.equal(post.exitCode, 0, post.stdout + post.stderr);
  }

  it('an allowed Edit that completed is an entry (client claude, tool Edit, its lines); undo restores it and keeps a later unrelated change', async () => {
    const edit = { file_path: box.file, old_string: 'const b = 2;', new_string: 'const b = 20;' };
    writeFileSync(box.file, 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n');
    await agentEdit(edit, () => writeFileSync(box.file, 'const a = 1;\nconst b = 20;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n'));
    const [entry] = history();
    assert.equal(entry.client, 'claude');
    assert.equal(entry.tool, 'Edit');
    assert.deepEqual(entry.files, [{ path: 'app.ts', changes: [{ start_line: 2, end_line: 2 }] }]);

    writeFileSync(box.file, 'const a = 1;\nconst b = 20;\nconst c = 3;\nconst d = 4;\nconst e = 50;\n');
    const undo = cli('undo', '--folder', box.project, entry.id);
    assert.equal(undo.status, 0, undo.stderr);
    assert.equal(readFileSync(box.file, 'utf8'), 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 50;\n');
  });

  it('a refused call, a call that never completed and a call that changed nothing leave no entry', async () => {
    const outside = await event('PreToolUse', 'Write', { file_path: '/etc/guarded-edit-test.txt', content: 'x' });
    assert.notEqual(outside.json?.hookSpecificOutput?.permissionDecision, undefined);
    await event('PostToolUse', 'Write', { file_path: '/etc/guarded-edit-test.txt', content: 'x' });
    // Allowed, but the agent's tool failed: no byte changed.
    await agentEdit({ file_path: box.file, old_string: 'const c = 3;', new_string: 'const c = 4;' }, () => undefined);
    // Allowed and written, but no after-event came.
    await event('PreToolUse', 'Write', { file_path: join(box.project, 'new.ts'), content: 'n\n' });
    writeFileSync(join(box.project, 'new.ts'), 'n\n');
    assert.deepEqual(history(), []);
  });

  it('bytes someone else changed during the call are recorded as the call left them, marked: the undo refuses rather than overwrite', async () => {
    const edit = { file_path: box.file, old_string: 'const a = 1;', new_string: 'const a = 10;' };
    // The agent's edit, and another writer's change of line 3 between the two events.
    await agentEdit(edit, () => writeFileSync(box.file, 'const a = 10;\nconst b = 2;\nconst c = 99;\n'));
    const [entry] = history();
    assert.equal(entry.tool, 'Edit');
    const undo = cli('undo', '--folder', box.project, entry.id);
    assert.equal(undo.status, 1);
    assert.match(undo.stderr, /CHANGED_SINCE_EDIT: .*app\.ts.*someone else changed it/);
    assert.equal(readFileSync(box.file, 'utf8'), 'const a = 10;\nconst b = 2;\nconst c = 99;\n');
  });

  it('a Write that creates a file is an entry whose undo deletes it again', async () => {
    const created = join(box.project, 'created.ts');
    const input = { file_path: created, content: 'export {};\n' };
    assert.equal((await event('PreToolUse', 'Write', input)).exitCode, 0);
    writeFileSync(created, 'export {};\n');
    await event('PostToolUse', 'Write', input);
    const [entry] = history();
    assert.equal(entry.tool, 'Write');
    assert.deepEqual(entry.files, [{ path: 'created.ts', changes: [{ start_line: 1, end_line: 1 }] }]);
    assert.equal(cli('undo', '--folder', box.project).status, 0);
    assert.throws(() => readFileSync(created));
  });

  it('Gemini CLI\'s BeforeTool/AfterTool (another dialect\'s after-event) records its replace too, as client gemini', async () => {
    const gemini = (moment: 'BeforeTool' | 'AfterTool', tool: string, input: unknown) => runHook({ session_id: 'g-1', cwd: box.project, hook_event_name: moment, timestamp: new Date(0).toISOString(), tool_name: tool, tool_input: input, ...(moment === 'AfterTool' ? { tool_response: {} } : {}) }, { ...box.env, GEMINI_PROJECT_DIR: box.project }, ['--agent', 'gemini']);
    await gemini('BeforeTool', 'read_file', { file_path: box.file });
    await gemini('AfterTool', 'read_file', { file_path: box.file });
    const input = { file_path: box.file, old_string: 'const c = 3;', new_string: 'const c = 33;' };
    const before = await gemini('BeforeTool', 'replace', input);
    assert.equal(before.exitCode, 0, before.stdout + before.stderr);
    writeFileSync(box.file, 'const a = 1;\nconst b = 2;\nconst c = 33;\n');
    await gemini('AfterTool', 'replace', input);
    const [entry] = history();
    assert.deepEqual([entry.client, entry.tool, entry.files[0].changes], ['gemini', 'replace', [{ start_line: 3, end_line: 3 }]]);
  });

  it('Codex CLI\'s apply_patch (captured PreToolUse and PostToolUse events) is recorded as client codex, tool apply_patch', async () => {
    const fixture = (name: string) => JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'hook-dialects', `${name}.json`), 'utf8').replaceAll('<PROJECT>', box.project).replaceAll('<HOME>', box.env.HOME ?? '')) as unknown;
    mkdirSync(join(box.project, 'src'));
    const app = join(box.project, 'src', 'app.ts');
    writeFileSync(app, 'const retries = 3;\n');
    const pre = await runHook(fixture('codex-PreToolUse-apply_patch'), box.env, ['--agent', 'codex']);
    assert.equal(pre.exitCode, 0, pre.stdout + pre.stderr);
    writeFileSync(app, 'const retries = 5;\n');
    const post = await runHook(fixture('codex-PostToolUse-apply_patch'), box.env, ['--agent', 'codex']);
    assert.equal(post.exitCode, 0, post.stdout + post.stderr);
    const [entry] = history();
    assert.deepEqual([entry.client, entry.tool, entry.files], ['codex', 'apply_patch', [{ path: 'src/app.ts', changes: [{ start_line: 1, end_line: 1 }] }]]);
    assert.equal(cli('undo', '--folder', box.project).status, 0);
    assert.equal(readFileSync(app, 'utf8'), 'const retries = 3;\n');
  });

  it('Copilot CLI\'s edit (captured preToolUse and postToolUse events) is recorded as client copilot, tool edit', async () => {
    const fixture = (name: string) => JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'hook-dialects', `${name}.json`), 'utf8').replaceAll('<PROJECT>', box.project).replaceAll('<HOME>', box.env.HOME ?? '')) as unknown;
    mkdirSync(join(box.project, 'src'));
    const app = join(box.project, 'src', 'app.ts');
    writeFileSync(app, 'const retries = 3;\n');
    await runHook(fixture('copilot-github-postToolUse-view'), box.env, ['--agent', 'copilot']);
    const pre = await runHook(fixture('copilot-github-preToolUse-edit'), box.env, ['--agent', 'copilot']);
    assert.equal(pre.stdout, '', pre.stdout + pre.stderr);
    writeFileSync(app, 'const retries = 5;\n');
    await runHook(fixture('copilot-github-postToolUse-edit'), box.env, ['--agent', 'copilot']);
    const [entry] = history();
    assert.deepEqual([entry.client, entry.tool, entry.files[0].path], ['copilot', 'edit', 'src/app.ts']);
  });
});
