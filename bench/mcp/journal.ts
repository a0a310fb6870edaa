// npm run bench:mcp, second part: what the journal costs, in one process. The same change of the
// benchmark's 5.7 MB file (one line) is written (a) through the journal (locks, stored versions,
// intent, temporary file, last comparison, rename, commit record, all synced) and (b) with the
// same lock, temporary file, sync, comparison and rename but no journal; prints both medians and
// the ratio. Also the window a writer that takes no lock still has: from the end of the last
// comparison to the end of the rename (such a writer's bytes written in place in that window are
// seen and kept; a rename of its own over the file in that window is not).
import { mkdtempSync, promises as fsp, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Journal, journaledWrite, nodeJournalFs } from '../../src/node/journal';
import { lockFiles } from '../../src/node/lock';
import { generateCodeFile } from '../lib/codeFile';
import { figure, median } from '../lib/measure';

const RUNS = 15;
const LINE_COUNT = 100_000;

async function main(): Promise<void> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'ge-bench-journal-')));
  const ws = join(base, 'ws');
  const state = join(base, 'state');
  await fsp.mkdir(ws);
  const file = join(ws, 'generated.ts');
  const original = Buffer.from(generateCodeFile(LINE_COUNT).text);
  const changed = Buffer.from(original.toString('utf8').replace('\n', '\n// changed\n'));
  const journal = Journal.of(state, ws);
  const withJournal: number[] = [];
  const without: number[] = [];
  const windows: number[] = [];
  try {
    for (let run = -2; run < RUNS; run++) {
      writeFileSync(file, original);
      let compared = 0n;
      const started = process.hrtime.bigint();
      const outcome = await journaledWrite({
        stateRoot: state, journal, journals: [journal], keyOf: (p) => p, lockWaitMs: 10_000,
        onStep: (step) => {
          if (step === 'compared') compared = process.hrtime.bigint();
          else if (run >= 0) windows.push(Number(process.hrtime.bigint() - compared) / 1e6);
        },
      }, { client: 'bench', session: 'bench', tool: 'bench' }, [{ realPath: file, displayPath: 'generated.ts', inputPath: [], before: original, after: changed }]);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
      if (run >= 0) withJournal.push(Number(process.hrtime.bigint() - started) / 1e6);

      writeFileSync(file, original);
      const plainStarted = process.hrtime.bigint();
      await plainWrite(state, file, original, changed);
      if (run >= 0) without.push(Number(process.hrtime.bigint() - plainStarted) / 1e6);
      if (!readFileSync(file).equals(changed)) throw new Error('the plain write did not land');
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
  const a = median(withJournal);
  const b = median(without);
  console.log(`journal: one change of a ${(original.length / 1024 / 1024).toFixed(2)} MB file, median ${figure(a)} ms with the journal, ${figure(b)} ms without (same lock, temporary file, sync, comparison, rename), cost ${figure(a / b, 2)}x (${RUNS} runs each)`);
  console.log(`window for a writer that takes no lock (end of the last comparison to end of the rename): median ${figure(median(windows), 3)} ms, max ${figure(Math.max(...windows), 3)} ms`);
}

/** The write without the journal: the same lock, temporary file (synced), last comparison and rename. */
async function plainWrite(state: string, file: string, before: Buffer, after: Buffer): Promise<void> {
  const release = await lockFiles(state, [file], 10_000);
  try {
    const temp = `${file}.plain.tmp`;
    await nodeJournalFs.writeNew(temp, after, 0o644);
    const now = await fsp.readFile(file);
    if (!now.equals(before)) throw new Error('changed');
    await fsp.rename(temp, file);
    await nodeJournalFs.syncFolder(join(file, '..'));
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
