// History and undo end to end: the MCP server's guarded_undo (walking back, redo, merge, refusal)
// and the commands `history` and `undo` (through dist/mcp.js, the bin's alias) on the same journal.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codes, CLI, startServer, tempFolder, TEST_STATE, type Session } from './helpers';

const edit = (file_path: string, old_string: string, new_string: string) => ({ file_path, edits: [{ old_string, new_string }] });
const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', XDG_STATE_HOME: TEST_STATE }, encoding: 'utf8' });

interface HistoryJson {
  id: string;
  time: string;
  client: string;
  tool: string;
  agent: string;
  files: { path: string; action: string; mode: string | null; changes: { start_line: number; end_line: number }[] }[];
  undoes?: string;
}

describe('history and undo (MCP server and command line)', function () {
  this.timeout(60_000);
  let ws: { path: string; remove: () => void };
  const sessions: Session[] = [];
  const at = (...parts: string[]) => join(ws.path, ...parts);
  const start = async () => {
    const s = await startServer({ args: [ws.path] });
    sessions.push(s);
    return s;
  };
  const history = (): HistoryJson[] => JSON.parse(execFileSync(process.execPath, [CLI, 'history', ws.path, '--json'], { env: { PATH: process.env.PATH ?? '', XDG_STATE_HOME: TEST_STATE }, encoding: 'utf8' })) as HistoryJson[];

  beforeEach(() => {
    ws = tempFolder('ge-undo-ws-');
    writeFileSync(at('a.txt'), '1\n2\n3\n4\n5\n');
    writeFileSync(at('b.txt'), 'b\n');
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    ws.remove();
  });

  it('guarded_undo walks back the session\'s own changes, newest first, and an undo\'s id redoes', async () => {
    const s = await start();
    assert.equal((await s.call('guarded_multi_edit', edit('a.txt', '2\n', 'TWO\n'))).json.success, true);
    assert.equal((await s.call('guarded_create_file', { file_path: 'c/new.txt', content: 'new\n' })).json.success, true);
    assert.equal((await s.call('guarded_multi_file_edit', { files: [edit('a.txt', '4\n', 'FOUR\n'), edit('b.txt', 'b', 'B')] })).json.success, true);

    const first = (await s.call('guarded_undo', {})).json;
    assert.equal(first.success, true, JSON.stringify(first));
    assert.equal(readFileSync(at('a.txt'), 'utf8'), '1\nTWO\n3\n4\n5\n');
    assert.equal(readFileSync(at('b.txt'), 'utf8'), 'b\n');
    const second = (await s.call('guarded_undo', {})).json;
    assert.equal(second.success, true, JSON.stringify(second));
    assert.equal(existsSync(at('c/new.txt')), false, 'undoing a create deletes the file');
    assert.equal((await s.call('guarded_undo', {})).json.success, true);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), '1\n2\n3\n4\n5\n');
    assert.deepEqual(codes((await s.call('guarded_undo', {})).json), ['INVALID_INPUT'], 'nothing left to undo');

    // Redo the first undo by its id.
    const redo = (await s.call('guarded_undo', { entry: first.entry })).json;
    assert.equal(redo.success, true, JSON.stringify(redo));
    assert.equal(readFileSync(at('b.txt'), 'utf8'), 'B\n');

    const items = history();
    assert.equal(items.length, 7);
    assert.equal(items[0].undoes, first.entry);
    assert.equal(items[6].tool, 'guarded_multi_edit');
    assert.match(items[6].client, /^guarded-edit-tests/);
    const mode = `0${(statSync(at('a.txt')).mode & 0o777).toString(8)}`;
    assert.deepEqual(items[6].files, [{ path: 'a.txt', action: 'update', mode, changes: [{ start_line: 2, end_line: 2 }] }]);
    assert.deepEqual(Object.keys(items[6]).sort(), ['agent', 'client', 'files', 'id', 'time', 'tool']);
    assert.equal(items[6].agent, items[6].client, 'an MCP entry\'s agent is its client');
  });

  it('guarded_history lists the entries newest first in the CLI\'s JSON shape, bounded by limit, narrowed by file_path; the undo named from it works', async () => {
    const s = await start();
    assert.equal((await s.call('guarded_multi_edit', edit('a.txt', '2\n', 'TWO\n'))).json.success, true);
    assert.equal((await s.call('guarded_multi_edit', edit('b.txt', 'b', 'B'))).json.success, true);
    assert.equal((await s.call('guarded_create_file', { file_path: 'c/new.txt', content: 'new\n' })).json.success, true);

    const all = (await s.call('guarded_history', {})).json as { success: boolean; entries: HistoryJson[] };
    assert.equal(all.success, true, JSON.stringify(all));
    assert.deepEqual(all.entries, history(), 'the same entries and shape as `guarded-edit history --json`');
    assert.deepEqual(all.entries.map((e) => e.files[0].path), ['c/new.txt', 'b.txt', 'a.txt']);

    const newest = (await s.call('guarded_history', { limit: 1 })).json as { entries: HistoryJson[] };
    assert.deepEqual(newest.entries.map((e) => e.tool), ['guarded_create_file']);
    const ofA = (await s.call('guarded_history', { file_path: 'a.txt' })).json as { entries: HistoryJson[] };
    assert.deepEqual(ofA.entries.map((e) => e.id), [all.entries[2].id]);
    const ofAbsolute = (await s.call('guarded_history', { file_path: at('b.txt') })).json as { entries: HistoryJson[] };
    assert.deepEqual(ofAbsolute.entries.map((e) => e.id), [all.entries[1].id]);

    const undone = (await s.call('guarded_undo', { entry: ofA.entries[0].id })).json;
    assert.equal(undone.success, true, JSON.stringify(undone));
    assert.equal(readFileSync(at('a.txt'), 'utf8'), '1\n2\n3\n4\n5\n');
    const after = (await s.call('guarded_history', { file_path: 'a.txt' })).json as { entries: HistoryJson[] };
    assert.equal(after.entries[0].undoes, ofA.entries[0].id, 'the undo is listed for the file too');

    assert.deepEqual(codes((await s.call('guarded_history', { limit: 0 })).json), ['INVALID_INPUT']);
    assert.deepEqual(codes((await s.call('guarded_history', { limit: 100_000 })).json), ['INVALID_INPUT'], 'the limit is bounded');
    assert.deepEqual(codes((await s.call('guarded_history', { bogus: true })).json), ['INVALID_INPUT']);
    assert.deepEqual(codes((await s.call('guarded_history', { file_path: '/etc/hostname' })).json), ['OUTSIDE_WORKSPACE']);
  });

  it('merges with changes made since that do not touch the entry\'s lines, and refuses with CHANGED_SINCE_EDIT where they do', async () => {
    const s = await start();
    assert.equal((await s.call('guarded_multi_edit', edit('a.txt', '2\n', 'TWO\n'))).json.success, true);
    writeFileSync(at('a.txt'), '1\nTWO\n3\n4\nFIVE\n');
    const merged = (await s.call('guarded_undo', {})).json;
    assert.equal(merged.success, true, JSON.stringify(merged));
    assert.deepEqual(merged.files, [{ file_path: 'a.txt', merged: true }]);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), '1\n2\n3\n4\nFIVE\n');

    assert.equal((await s.call('guarded_multi_edit', edit('a.txt', '3\n', 'THREE\n'))).json.success, true);
    writeFileSync(at('a.txt'), '1\n2\nTHREE!\n4\nFIVE\n');
    const refused = (await s.call('guarded_undo', {})).json;
    assert.deepEqual(codes(refused), ['CHANGED_SINCE_EDIT']);
    assert.match(String((refused.errors as { message: string }[])[0].message), /a\.txt .*line 3/);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), '1\n2\nTHREE!\n4\nFIVE\n');
  });

  it('`history` lists entries and `undo` takes one back from the command line, refusing where the file changed on its lines', async () => {
    const s = await start();
    assert.equal((await s.call('guarded_multi_edit', edit('a.txt', '2\n', 'TWO\n'))).json.success, true);
    assert.equal((await s.call('guarded_multi_edit', edit('b.txt', 'b', 'B'))).json.success, true);
    const text = cli('history', ws.path);
    assert.equal(text.status, 0, text.stderr);
    assert.match(text.stdout, /guarded_multi_edit[\s\S]*b\.txt {2}1[\s\S]*a\.txt {2}2/);
    const [newest, older] = history();

    writeFileSync(at('a.txt'), '1\nTwo!\n3\n4\n5\n');
    const conflict = cli('undo', '--folder', ws.path, older.id);
    assert.equal(conflict.status, 1);
    assert.match(conflict.stderr, /CHANGED_SINCE_EDIT: .*a\.txt/);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), '1\nTwo!\n3\n4\n5\n');

    const undone = cli('undo', '--folder', ws.path);
    assert.equal(undone.status, 0, undone.stderr);
    assert.match(undone.stdout, new RegExp(`Undid ${newest.id}`));
    assert.equal(readFileSync(at('b.txt'), 'utf8'), 'b\n');
    assert.equal(history()[0].undoes, newest.id);
    assert.equal(cli('history', '--help').status, 0);
    assert.equal(cli('undo', '--bogus').status, 2);
  });
});
