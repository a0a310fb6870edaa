// Two servers at the history's bound: one prunes while the other is stopped (SIGSTOP, at the step
// where its versions are stored) in the middle of a request whose original is a version shared
// with the entry being pruned. The stopped request must still succeed and stay undoable.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryId } from '../../src/core/journal';
import { Journal } from '../../src/node/journal';
import { SERVER, startServer, tempFolder, TEST_STATE, type Session } from '../mcp/helpers';

const STATE = join(TEST_STATE, 'guarded-edit');

/** The pids of our children running the built server. */
function serverPids(): Set<number> {
  const pids = new Set<number>();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(SERVER)) pids.add(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

function stateOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
}

describe('journal: prune against a request under way (two servers, one stopped)', function () {
  this.timeout(120_000);
  const sessions: Session[] = [];
  let ws: { path: string; remove: () => void };
  before(function () {
    if (process.platform !== 'linux') this.skip();
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    ws?.remove();
  });

  it('never deletes a version the stopped request needs: it succeeds and can be undone', async () => {
    ws = tempFolder('ge-prune-race-');
    writeFileSync(join(ws.path, 'x.txt'), 'v0\n');
    writeFileSync(join(ws.path, 'y.txt'), 'y0\n');
    const a = await startServer({ args: [ws.path] });
    sessions.push(a);
    const edit = (s: Session, file: string, from: string, to: string) => s.call('guarded_multi_edit', { file_path: file, edits: [{ old_string: from, new_string: to }] });
    // E0: x v0 -> v1. Its version v1 is the original of the stopped request below.
    assert.equal((await edit(a, 'x.txt', 'v0', 'v1')).json.success, true);
    // The history at its bound: entries newer than E0 (so E0 is among the oldest to go).
    const journal = Journal.of(STATE, realpathSync(ws.path));
    const from = Date.now() + 1;
    for (let i = 0; i < 560; i++) {
      const id = entryId(from + i, i, '00000000');
      writeFileSync(join(journal.entries, `${id}.0.json`), JSON.stringify({ version: 1, id, time: new Date(from + i).toISOString(), client: 'filler', session: 'filler', tool: 't', files: [] }));
    }
    await new Promise((r) => setTimeout(r, 600 - Math.min(600, Date.now() - from)));

    const before = serverPids();
    const b = await startServer({ args: [ws.path], env: { GUARDED_EDIT_TEST_STOP_AT: 'stored' } });
    sessions.push(b);
    const [pid] = [...serverPids()].filter((p) => !before.has(p));
    assert.ok(pid, 'the second server\'s pid');
    const pending = edit(b, 'x.txt', 'v1', 'v2');
    for (let i = 0; i < 500 && stateOf(pid) !== 'T'; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(stateOf(pid), 'T', 'the second server stopped with its versions stored');

    // The first server writes and prunes meanwhile (E0 and the oldest fillers go).
    assert.equal((await edit(a, 'y.txt', 'y0', 'y1')).json.success, true);
    assert.ok(readdirSync(journal.entries).length <= 520, 'the first server pruned');

    process.kill(pid, 'SIGCONT');
    const result = (await pending).json;
    assert.equal(result.success, true, JSON.stringify(result));
    assert.equal(readFileSync(join(ws.path, 'x.txt'), 'utf8'), 'v2\n');
    const undo = (await b.call('guarded_undo', {})).json;
    assert.equal(undo.success, true, `the stopped request stays undoable: ${JSON.stringify(undo)}`);
    assert.equal(readFileSync(join(ws.path, 'x.txt'), 'utf8'), 'v1\n');
  });
});
