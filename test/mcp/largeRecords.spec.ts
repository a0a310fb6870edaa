// The history's records at their limits, planted straight into the state folder (as an agent's own
// shell could write them): a record of the largest size the journal reads (64 MiB), one a byte
// over it, one listing 100,000 files, and one naming a file of 100,000 characters. guarded_history
// and `guarded-edit history` answer each within their bounds, with an answer of bounded size, and
// the server keeps serving.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryId } from '../../src/core/journal';
import { Journal } from '../../src/node/journal';
import { buildServer, CLI, startServer, tempFolder, TEST_STATE, type Session } from './helpers';

const MIB = 1024 * 1024;
/** The largest record the journal reads (journalStore's MAX_RECORD_BYTES). */
const MAX_RECORD_BYTES = 64 * MIB;
/** An answer that echoes a planted record would be megabytes; a bounded one is far below this. */
const BOUNDED_ANSWER = 2 * MIB;
const STATE = join(TEST_STATE, 'guarded-edit');
const sha = (bytes: string) => createHash('sha256').update(bytes).digest('hex');

describe('the history answers records at their limits (64 MiB, 100,000 files, a name of 100,000 characters)', function () {
  this.timeout(240_000);
  let ws: { path: string; remove: () => void };
  let session: Session | undefined;
  let seq = 0;
  before(() => buildServer());

  /** A committed entry as ours are written, its record padded with JSON whitespace to `padTo` bytes. */
  function plant(files: { path: string; realPath: string }[], padTo = 0): string {
    const journal = Journal.of(STATE, realpathSync(ws.path));
    journal.ensure();
    const id = entryId(Date.now() - 60_000 + seq++, 0, `${seq}`.padStart(8, 'a'));
    writeFileSync(journal.blobPath(sha('a\n')), 'a\n');
    writeFileSync(journal.blobPath(sha('b\n')), 'b\n');
    const record = JSON.stringify({
      version: 1, id, time: new Date(parseInt(id.slice(0, 9), 36)).toISOString(), client: 'planted', session: 'planted', tool: 'guarded_multi_edit',
      files: files.map((f) => ({ ...f, before: sha('a\n'), after: sha('b\n'), changes: [{ start_line: 1, end_line: 1 }] })),
    });
    const padded = padTo > record.length ? `${record.slice(0, -1)}${' '.repeat(padTo - record.length)}}` : record;
    writeFileSync(join(journal.entries, `${id}.4.json`), padded);
    return id;
  }

  beforeEach(() => {
    ws = tempFolder('ge-large-records-');
    writeFileSync(join(ws.path, 'a.txt'), 'b\n');
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
    ws.remove();
  });

  it('a record of 64 MiB is read, one a byte over is passed over with a note; both answers stay small and the server keeps serving', async () => {
    const inside = { path: 'a.txt', realPath: join(realpathSync(ws.path), 'a.txt') };
    const largest = plant([inside], MAX_RECORD_BYTES);
    const over = plant([inside], MAX_RECORD_BYTES + 1);
    session = await startServer({ args: [ws.path] });
    const history = await session.call('guarded_history', {});
    const answer = JSON.stringify(history.json);
    assert.equal(history.json.success, true, answer.slice(0, 500));
    assert.ok(answer.length < BOUNDED_ANSWER, `${answer.length} characters`);
    const ids = (history.json.entries as { id: string }[]).map((e) => e.id);
    assert.ok(ids.includes(largest), 'the record of exactly the limit is read');
    assert.ok(!ids.includes(over), 'the record over the limit is not read');
    const cli = spawnSync(process.execPath, [CLI, 'history', ws.path, '--json'], { env: { PATH: process.env.PATH ?? '', XDG_STATE_HOME: TEST_STATE }, encoding: 'utf8', timeout: 60_000, maxBuffer: 4 * BOUNDED_ANSWER });
    assert.equal(cli.status, 0, cli.stderr.slice(0, 500));
    assert.ok(cli.stdout.length < BOUNDED_ANSWER);
    assert.match(cli.stderr, /more than the limit/);
    assert.equal((await session.call('guarded_create_file', { file_path: 'after.txt', content: 'still serving\n' })).json.success, true);
  });

  it('an entry listing 100,000 files and one naming a file of 100,000 characters: bounded answers; undo refuses with a code after checking 20 files, not 100,000', async () => {
    const root = realpathSync(ws.path);
    const many = Array.from({ length: 100_000 }, (_, i) => ({ path: `f${i}.txt`, realPath: join(root, `f${i}.txt`) }));
    const manyId = plant(many);
    const longName = `${'n'.repeat(100_000)}.txt`;
    const longId = plant([{ path: longName, realPath: join(root, longName) }]);
    session = await startServer({ args: [ws.path] });
    const history = await session.call('guarded_history', {});
    const answer = JSON.stringify(history.json);
    assert.ok(answer.length < BOUNDED_ANSWER, `${answer.length} characters`);
    assert.equal(history.json.success, true, answer.slice(0, 500));
    const listed = history.json.entries as { id: string; files: unknown[]; files_omitted?: number }[];
    const manyListed = listed.find((e) => e.id === manyId);
    assert.ok(manyListed, 'the entry of 100,000 files is listed');
    assert.equal(manyListed.files.length + (manyListed.files_omitted ?? 0), 100_000, 'its files are counted, the first listed');
    assert.ok(manyListed.files.length <= 100);
    assert.ok(!listed.some((e) => e.id === longId), 'a record naming a path longer than any file system allows is damaged, not listed');
    const text = spawnSync(process.execPath, [CLI, 'history', ws.path], { env: { PATH: process.env.PATH ?? '', XDG_STATE_HOME: TEST_STATE }, encoding: 'utf8', timeout: 60_000, maxBuffer: 4 * BOUNDED_ANSWER });
    assert.equal(text.status, 0, text.stderr.slice(0, 500));
    assert.match(text.stdout, /and 99900 more files/);
    assert.ok(text.stdout.length + text.stderr.length < BOUNDED_ANSWER);
    for (const id of [manyId, longId]) {
      const undo = await session.call('guarded_undo', { entry: id });
      const said = JSON.stringify(undo.json);
      assert.ok(said.length < BOUNDED_ANSWER, `${said.length} characters`);
      assert.doesNotMatch(said, /-32603|Maximum call stack|RangeError/);
      // Neither can be undone (the 100,000 files are gone; the long name is no file's): a coded refusal, at once.
      assert.equal(undo.json.success, false, said.slice(0, 500));
      assert.ok(Array.isArray(undo.json.errors) && undo.json.errors.length <= 20, said.slice(0, 500));
    }
    assert.equal((await session.call('guarded_create_file', { file_path: 'after.txt', content: 'still serving\n' })).json.success, true);
  });
});
