// The history's bounds: beyond the count or the bytes, the oldest entries are dropped (in
// batches), and the stored versions no entry names any more go with them.
import assert from 'node:assert/strict';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Journal, journaledWrite, nodeJournalFs, recordEntry, recordEntryNow, type RecordedFile } from '../../../../src/node/journal';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('node/journal: history bounds', () => {
  let ws: string;
  let state: string;
  beforeEach(() => {
    ws = makeTempDir('ge-history-ws-');
    state = makeTempDir('ge-history-state-');
  });
  afterEach(() => {
    removeTempDir(ws);
    removeTempDir(state);
  });

  async function writeVersions(journal: Journal, count: number, from = 0): Promise<string[]> {
    const file = join(ws, 'a.txt');
    writeFileSync(file, `v${from}\n`);
    const ids: string[] = [];
    for (let v = from; v < from + count; v++) {
      const outcome = await journaledWrite({ stateRoot: state, journal, journals: [journal], keyOf: (p) => p, lockWaitMs: 1000 }, { client: 't', session: 's', tool: 't' },
        [{ realPath: file, displayPath: 'a.txt', inputPath: [], before: Buffer.from(`v${v}\n`), after: Buffer.from(`v${v + 1}\n`) }]);
      assert.ok(outcome.ok);
      ids.push(outcome.entry);
    }
    return ids;
  }

  it('keeps the newest entries by count, and drops the versions only old entries named', async () => {
    const journal = Journal.of(state, ws, nodeJournalFs, { maxEntries: 10, maxBytes: 1e9 });
    const ids = await writeVersions(journal, 12);
    const kept = (await journal.listEntries()).map((e) => e.id);
    assert.deepEqual(kept, ids.slice(2));
    assert.equal(readdirSync(journal.blobs).length, 11, 'versions v2..v12');
  });

  it('prunes by bytes in batches: down to a tenth under the bound, so the next requests read no entry', async () => {
    // Entry v stores "v<v>\n" and "v<v+1>\n": 6 bytes for v0 to v8, 7 for v9, 8 from v10 on.
    const journal = Journal.of(state, ws, nodeJournalFs, { maxEntries: 100, maxBytes: 60 });
    await writeVersions(journal, 10);
    assert.equal((await journal.listEntries()).length, 8, '61 bytes > 60: the oldest dropped down to 54 or less (49), not just to 60');
    await writeVersions(journal, 1, 10);
    assert.equal((await journal.listEntries()).length, 9, '57 bytes: within the bound, not pruned');
  });

  it('keeps the newest entries by bytes', async () => {
    const journal = Journal.of(state, ws, nodeJournalFs, { maxEntries: 100, maxBytes: 20 });
    const ids = await writeVersions(journal, 6);
    assert.deepEqual((await journal.listEntries()).map((e) => e.id), ids.slice(-3), 'each entry stores 6 bytes: 3 fit in 20');
  });

  it('an entry recorded through synchronous calls (recordEntryNow) is the one recordEntry records, and prunes as it does', async () => {
    const journal = Journal.of(state, ws, nodeJournalFs, { maxEntries: 10, maxBytes: 1e9 });
    const file = (v: number): RecordedFile => ({ realPath: join(ws, 'a.txt'), displayPath: 'a.txt', before: Buffer.from(`v${v}\n`), after: Buffer.from(`v${v + 1}\nline\n`), mode: 0o644 });
    const meta = { client: 'claude', session: 's', tool: 'Bash', command: 'make' };
    const viaAsync = await recordEntry(journal, meta, [file(0)]);
    const viaSync = await recordEntryNow(journal, meta, [file(0)]);
    const [a, b] = await journal.listEntries();
    assert.deepEqual([a.id, b.id], [viaAsync, viaSync]);
    const withoutIdAndTime = (e: typeof a) => ({ ...e, id: '', time: '' });
    assert.deepEqual(withoutIdAndTime(b), withoutIdAndTime(a));
    assert.equal(readdirSync(journal.blobs).length, 2, 'the same two versions, stored once');
    for (let v = 1; v < 12; v++) await recordEntryNow(journal, meta, [file(v)]);
    const kept = await journal.listEntries();
    assert.equal(kept.length, 11, '13 recorded: pruned to 10 at the 12th (a tenth over the bound), 11 now');
    assert.equal(readdirSync(journal.entries).filter((n) => n.endsWith('.tmp')).length, 0);
  });
});
