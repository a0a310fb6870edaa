// After SIGKILL at any moment, once recovered, every request is all old or all new: real child
// processes writing real files through the journal, killed at random moments, then recovered.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Journal, recover } from '../../src/node/journal';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';
import { versionBytes, versionOf } from './killFiles';

/** At least this many kills; more (up to MAX_TRIALS) until MIN_INSIDE of them landed inside a request. */
const TRIALS = 40;
const MAX_TRIALS = 100;
const MIN_INSIDE = 8;
const FILES = 8;

describe('journal: SIGKILL at random moments', function () {
  this.timeout(120_000);
  let base: string;
  let child: string;

  before(async () => {
    base = makeTempDir('guarded-edit-kill-');
    child = join(base, 'child.cjs');
    await build({ entryPoints: [join(__dirname, 'killChild.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: child, logLevel: 'silent' });
  });
  after(() => removeTempDir(base));

  it(`leaves every request all old or all new once recovered (${TRIALS} kills or more)`, async () => {
    const stats = { midRequest: 0, restoredFiles: 0, versions: 0 };
    let trial = 0;
    for (; trial < TRIALS || (stats.midRequest < MIN_INSIDE && trial < MAX_TRIALS); trial++) {
      const folder = join(base, `ws${trial}`);
      const state = join(base, `state${trial}`);
      mkdirSync(folder);
      for (let i = 0; i < FILES; i++) writeFileSync(join(folder, `f${i}.txt`), versionBytes(0, i));
      await runAndKill(child, [state, folder], Math.random() * 500);

      const journal = Journal.of(state, folder);
      const pending = existsSync(journal.intents) ? readdirSync(journal.intents).filter((n) => n.endsWith('.json')).length : 0;
      if (pending > 0) stats.midRequest++;
      const report = await recover([journal], { stateRoot: state, keyOf: (p) => p });
      stats.restoredFiles += report.restored.length;
      assert.deepEqual(report.left, [], `trial ${trial}: nothing is left unrecovered`);

      const versions = Array.from({ length: FILES }, (_, i) => versionOf(readFileSync(join(folder, `f${i}.txt`))));
      assert.ok(versions.every((v) => v === versions[0]), `trial ${trial}: all files at one version, got ${versions.join(',')}`);
      for (let i = 0; i < FILES; i++) assert.ok(versionBytes(versions[0], i).equals(readFileSync(join(folder, `f${i}.txt`))), `trial ${trial}: file ${i} whole`);
      assert.deepEqual(readdirSync(folder).filter((n) => n.endsWith('.tmp')), [], `trial ${trial}: no temporary file left`);
      const intents = existsSync(journal.intents) ? readdirSync(journal.intents) : [];
      assert.deepEqual(intents.filter((n) => n.endsWith('.json')), [], `trial ${trial}: no intent left`);
      stats.versions += versions[0];
    }
    // The figures of the run (kills that landed inside a request, files put back, requests done).
    process.stdout.write(`      kill test: ${trial} kills, ${stats.midRequest} inside a request, ${stats.restoredFiles} files put back, ${stats.versions} requests committed\n`);
    assert.ok(stats.midRequest > 0, 'at least one kill landed inside a request (else the test proves nothing)');
  });
});

/** Start the child, wait until its first request began, kill it after `delayMs`, wait for it to end. */
function runAndKill(script: string, args: string[], delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    proc.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    proc.stdout.once('data', () => setTimeout(() => proc.kill('SIGKILL'), delayMs));
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`the child ended by itself (${code}): ${stderr}`));
    });
  });
}
