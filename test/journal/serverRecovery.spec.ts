// Recovery through the MCP server: a writer killed in the middle of a request leaves an intent;
// a server started on the folder rolls it back before it serves a read, and says so on stderr.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Journal } from '../../src/node/journal';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';
import { startServer, waitFor } from '../mcp/helpers';
import { versionBytes, versionOf } from './killFiles';

const FILES = 8;
const MAX_TRIES = 60;

describe('journal: a server recovers what a killed writer left', function () {
  this.timeout(120_000);
  let base: string;
  let child: string;
  before(async () => {
    base = makeTempDir('ge-server-recovery-');
    child = join(base, 'child.cjs');
    await build({ entryPoints: [join(__dirname, 'killChild.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: child, logLevel: 'silent' });
  });
  after(() => removeTempDir(base));

  it('rolls back an unfinished request when it starts, before serving a read', async () => {
    const folder = join(base, 'ws');
    const state = join(base, 'state');
    // The server's state root is $XDG_STATE_HOME/guarded-edit; the writer is given it directly.
    const root = join(state, 'guarded-edit');
    // Kill writers until one leaves an intent behind (a kill inside a request).
    let intents: string[] = [];
    for (let tries = 0; tries < MAX_TRIES && intents.length === 0; tries++) {
      rmSync(folder, { recursive: true, force: true });
      rmSync(state, { recursive: true, force: true });
      mkdirSync(folder);
      for (let i = 0; i < FILES; i++) writeFileSync(join(folder, `f${i}.txt`), versionBytes(0, i));
      await runAndKill(child, [root, folder], 20 + Math.random() * 300);
      const dir = Journal.of(root, folder).intents;
      intents = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')) : [];
    }
    assert.equal(intents.length, 1, 'a kill landed inside a request');

    const s = await startServer({ args: [folder], env: { XDG_STATE_HOME: state } });
    try {
      const { json } = await s.call('guarded_read_file', { file_path: 'f0.txt', limit: 1 });
      await waitFor(() => /recovered 1 unfinished request/.test(s.stderr()), s.stderr);
      assert.equal(json.success, true);
      const versions = Array.from({ length: FILES }, (_, i) => versionOf(readFileSync(join(folder, `f${i}.txt`))));
      assert.ok(versions.every((v) => v === versions[0]), `all files at one version, got ${versions.join(',')}`);
      assert.deepEqual(readdirSync(folder).filter((n) => n.endsWith('.tmp')), []);
      assert.deepEqual(readdirSync(Journal.of(root, folder).intents).filter((n) => n.endsWith('.json')), []);
    } finally {
      await s.close();
    }
  });
});

function runAndKill(script: string, args: string[], delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout.once('data', () => setTimeout(() => proc.kill('SIGKILL'), delayMs));
    proc.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`the child ended by itself (${code})`))));
  });
}
