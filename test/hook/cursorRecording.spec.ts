// Cursor reports an edit done with afterFileEdit (file_path, edits[]; read as tool MultiEdit): the
// hook records it as the other dialects' after-events do. With the bytes kept at its allowed
// preToolUse, as they were; without a before-event (Cursor need not send one for every edit), the
// bytes before are rebuilt from the bytes after and the edits, and the entry says so; when that is
// not sure (a new text found twice), nothing is recorded. Recorded-shape events (the fixtures).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, runHook, sandboxPerTest } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

interface Item { client: string; tool: string; files: { path: string; rebuilt?: true; changes: { start_line: number; end_line: number }[] }[] }

describe("Cursor's afterFileEdit is recorded in the history", function () {
  this.timeout(60_000);
  const box = sandboxPerTest({ 'src/app.ts': 'const a = 1;\nconst retries = 3;\nconst b = 2;\n' });

  const fixture = (name: string): unknown => JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'hook-dialects', `${name}.json`), 'utf8').replaceAll('<PROJECT>', box.project)) as unknown;
  const cursor = async (name: string): Promise<void> => {
    const answer = await runHook(fixture(name), box.env, ['--agent', 'cursor']);
    assert.equal(answer.exitCode, 0, answer.stdout + answer.stderr);
    assert.doesNotMatch(answer.stdout, /"permission":"deny"/);
  };
  const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env: box.env, encoding: 'utf8' });
  const history = (): Item[] => {
    const run = cli('history', box.project, '--json');
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout) as Item[];
  };
  /** What Cursor's Edit writes: the fixtures' edit, retries 3 -> 5. */
  const cursorWrites = (): void => writeFileSync(box.file, readFileSync(box.file, 'utf8').replace('const retries = 3;', 'const retries = 5;'));

  it('after an allowed preToolUse: an entry as the call saw the file (client cursor, tool MultiEdit), undone by guarded-edit undo', async () => {
    await cursor('cursor-beforeReadFile');
    await cursor('cursor-preToolUse-Edit');
    cursorWrites();
    await cursor('cursor-afterFileEdit');
    const [entry] = history();
    // Kept at preToolUse, not rebuilt.
    assert.deepEqual([entry.client, entry.tool, entry.files.length, entry.files[0].path, entry.files[0].rebuilt, entry.files[0].changes], ['cursor', 'MultiEdit', 1, 'src/app.ts', undefined, [{ start_line: 2, end_line: 2 }]]);
    assert.equal(cli('undo', '--folder', box.project).status, 0);
    assert.equal(readFileSync(box.file, 'utf8'), 'const a = 1;\nconst retries = 3;\nconst b = 2;\n');
  });

  it('with no before-event: the bytes before rebuilt from the bytes after and the edits, the entry marked rebuilt; its undo restores them', async () => {
    cursorWrites();
    await cursor('cursor-afterFileEdit');
    const [entry] = history();
    assert.deepEqual([entry.client, entry.tool, entry.files[0].path, entry.files[0].rebuilt, entry.files[0].changes], ['cursor', 'MultiEdit', 'src/app.ts', true, [{ start_line: 2, end_line: 2 }]]);
    assert.equal(cli('undo', '--folder', box.project).status, 0);
    assert.equal(readFileSync(box.file, 'utf8'), 'const a = 1;\nconst retries = 3;\nconst b = 2;\n');
  });

  it('with no before-event and a new text found twice in the file, the bytes before are not sure: no entry', async () => {
    writeFileSync(box.file, 'const retries = 5;\nconst retries = 5;\n');
    await cursor('cursor-afterFileEdit');
    assert.deepEqual(history(), []);
  });
});
