// Records are input, not authority: the journal's entries and intents tried as an attacker would,
// with planted records written straight into the state folder (as the agent's own shell could),
// against the built server (dist/mcp.js) and the commands `history` and `undo`. Each test is one of
// the failures found on the history before its records were gated.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryId } from '../../src/core/journal';
import { Journal } from '../../src/node/journal';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';
import { codes, CLI, SERVER, startServer, tempFolder, TEST_STATE, type Session } from './helpers';

const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
const env = { PATH: process.env.PATH ?? '', XDG_STATE_HOME: TEST_STATE };
const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8', timeout: 30_000 });
const linux = process.platform === 'linux';
/** The state folder the servers and commands use: $XDG_STATE_HOME/guarded-edit. */
const STATE = join(TEST_STATE, 'guarded-edit');

/** A planted committed entry: its versions stored by hash (unless `store` is false), its record named as ours are. */
function plantEntry(ws: string, files: { realPath: string; before: string | null; after: string | null; mode?: number }[], options: { id?: string; bytes?: number; store?: boolean; tool?: string } = {}): string {
  const journal = Journal.of(STATE, realpathSync(ws));
  journal.ensure();
  const id = options.id ?? entryId(Date.now() - 60_000, 0, Math.random().toString(16).slice(2, 10).padEnd(8, '0'));
  const recorded = files.map((f) => {
    for (const text of [f.before, f.after]) if (text !== null && options.store !== false) writeFileSync(journal.blobPath(sha(text)), text);
    return { path: 'inside.txt', realPath: f.realPath, before: f.before === null ? null : sha(f.before), after: f.after === null ? null : sha(f.after), changes: [{ start_line: 1, end_line: 1 }], ...(f.mode !== undefined ? { mode: f.mode } : {}) };
  });
  const time = new Date(parseInt(id.slice(0, 9), 36)).toISOString();
  writeFileSync(join(journal.entries, `${id}.${options.bytes ?? 10}.json`), JSON.stringify({ version: 1, id, time, client: 'planted', session: 'planted', tool: options.tool ?? 'guarded_multi_edit', files: recorded }));
  return id;
}

describe('journal records are input, not authority (planted records, real server and commands)', function () {
  this.timeout(90_000);
  let ws: { path: string; remove: () => void };
  let outside: { path: string; remove: () => void };
  const sessions: Session[] = [];
  const at = (...parts: string[]) => join(ws.path, ...parts);
  const start = async (options: Parameters<typeof startServer>[0] = {}) => {
    const s = await startServer({ args: [ws.path], ...options });
    sessions.push(s);
    return s;
  };

  beforeEach(() => {
    ws = tempFolder('ge-records-ws-');
    outside = tempFolder('ge-records-out-');
    writeFileSync(at('a.txt'), 'a\n');
    mkdirSync(at('.git'));
    writeFileSync(at('.git', 'config'), '[core]\n');
    writeFileSync(join(outside.path, 'secret.txt'), 'outside\n');
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    ws.remove();
    outside.remove();
  });

  it('1. `undo` of a planted entry naming a file outside refuses (JOURNAL_DAMAGED, exit 1) and `history` does not show it under an inside name; .git/config is PROTECTED_PATH', () => {
    const target = join(realpathSync(outside.path), 'secret.txt');
    const id = plantEntry(ws.path, [{ realPath: target, before: 'PWNED\n', after: 'outside\n' }]);
    const undo = cli('undo', '--folder', ws.path, id);
    assert.equal(undo.status, 1, undo.stderr);
    assert.match(undo.stderr, /^JOURNAL_DAMAGED: /);
    assert.equal(readFileSync(target, 'utf8'), 'outside\n', 'nothing outside is written');
    const history = cli('history', ws.path, '--json');
    assert.equal(history.status, 0, history.stderr);
    assert.deepEqual((JSON.parse(history.stdout) as { id: string }[]).map((e) => e.id), []);
    assert.match(history.stderr, /ignored the record .*outside the folder/);

    const git = plantEntry(ws.path, [{ realPath: join(realpathSync(ws.path), '.git', 'config'), before: '[core]\n\thooksPath = /tmp/evil\n', after: '[core]\n' }]);
    const refused = cli('undo', '--folder', ws.path, git);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /^PROTECTED_PATH: /);
    assert.equal(readFileSync(at('.git', 'config'), 'utf8'), '[core]\n');
  });

  it('2. guarded_undo reads nothing outside: a right and a wrong guess of an outside file get the same refusal; a FIFO is never opened for a blocking read', async function () {
    if (!linux) this.skip();
    const target = join(realpathSync(outside.path), 'secret.txt');
    const id = entryId(Date.now() - 60_000, 0, 'aaaaaaaa');
    const s = await start();
    const refusals: string[] = [];
    for (const guess of ['outside\n', 'wrong guess\n']) {
      const journal = Journal.of(STATE, realpathSync(ws.path));
      rmSync(journal.entries, { recursive: true, force: true });
      plantEntry(ws.path, [{ realPath: target, before: 'x\n', after: guess }], { id });
      const json = (await s.call('guarded_undo', { entry: id })).json;
      refusals.push(JSON.stringify(json.errors));
    }
    assert.equal(refusals[0], refusals[1], 'the refusal does not depend on the outside file');
    assert.match(refusals[0], /JOURNAL_DAMAGED/);
    // A FIFO outside and inside: refused, the call returns.
    execFileSync('mkfifo', [join(outside.path, 'fifo'), at('fifo')]);
    plantEntry(ws.path, [{ realPath: join(realpathSync(outside.path), 'fifo'), before: 'x\n', after: 'y\n' }]);
    const inside = plantEntry(ws.path, [{ realPath: join(realpathSync(ws.path), 'fifo'), before: 'x\n', after: 'y\n' }]);
    assert.deepEqual(codes((await s.call('guarded_undo', { entry: inside })).json), ['NOT_A_FILE']);
  });

  it('3. guarded_undo of a sensitive file (.claude/settings.json) asks like any write: a headless client gets CONFIRMATION_REQUIRED', async () => {
    mkdirSync(at('.claude'));
    writeFileSync(at('.claude', 'settings.json'), '{"autoApprove":false}\n');
    const id = plantEntry(ws.path, [{ realPath: join(realpathSync(ws.path), '.claude', 'settings.json'), before: '{"autoApprove":true}\n', after: '{"autoApprove":false}\n' }]);
    const s = await start();
    assert.deepEqual(codes((await s.call('guarded_undo', { entry: id })).json), ['CONFIRMATION_REQUIRED']);
    assert.equal(readFileSync(at('.claude', 'settings.json'), 'utf8'), '{"autoApprove":false}\n');
    // The command line asks for --yes.
    const undo = cli('undo', '--folder', ws.path, id);
    assert.equal(undo.status, 1);
    assert.match(undo.stderr, /^CONFIRMATION_REQUIRED: .*--yes/s);
    assert.equal(readFileSync(at('.claude', 'settings.json'), 'utf8'), '{"autoApprove":false}\n');
  });

  it('4. a planted unfinished intent does nothing at server start: nothing outside rewritten or deleted, no protected or sensitive file rewritten', async () => {
    const real = realpathSync(ws.path);
    const out = realpathSync(outside.path);
    mkdirSync(at('.vscode'));
    writeFileSync(at('.vscode', 'settings.json'), '{}\n');
    writeFileSync(join(out, 'victim.txt'), 'victim\n');
    const journal = Journal.of(STATE, real);
    journal.ensure();
    const evil = 'EVIL\n';
    writeFileSync(journal.blobPath(sha(evil)), evil);
    const intents = [
      // outside file, and an outside file named as its temporary file
      [{ realPath: join(out, 'secret.txt'), displayPath: 'secret.txt', temp: join(out, 'victim.txt'), before: sha(evil), after: sha('outside\n'), inPlace: false }],
      // inside target with an outside temporary name
      [{ realPath: join(real, 'a.txt'), displayPath: 'a.txt', temp: join(out, 'victim.txt'), before: sha(evil), after: sha('a\n'), inPlace: false }],
      [{ realPath: join(real, '.git', 'config'), displayPath: '.git/config', temp: null, before: sha(evil), after: sha('[core]\n'), inPlace: true }],
      [{ realPath: join(real, '.vscode', 'settings.json'), displayPath: '.vscode/settings.json', temp: null, before: sha(evil), after: sha('{}\n'), inPlace: true }],
    ];
    intents.forEach((files, i) => {
      const id = entryId(Date.now() - 600_000, i, 'bbbbbbbb');
      writeFileSync(join(journal.intents, `${id}.json`), JSON.stringify({ version: 1, id, pid: 999_999_999, host: 'elsewhere', files }));
    });
    const s = await start();
    await s.call('guarded_read_file', { file_path: 'a.txt' });
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(readFileSync(join(out, 'secret.txt'), 'utf8'), 'outside\n');
    assert.equal(readFileSync(join(out, 'victim.txt'), 'utf8'), 'victim\n', 'an outside file named as a temporary file is not deleted');
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'a\n');
    assert.equal(readFileSync(at('.git', 'config'), 'utf8'), '[core]\n');
    assert.equal(readFileSync(at('.vscode', 'settings.json'), 'utf8'), '{}\n');
    assert.match(s.stderr(), /damaged journal record/);
    assert.equal(readdirSync(journal.intents).filter((n) => n.endsWith('.json')).length, 4, 'damaged intents are left in place, reported');
  });

  it('5. a workspace holding the state folder (a HOME with XDG_STATE_HOME unset) is refused at start with a clear message', () => {
    const home = makeTempDir('ge-records-home-');
    try {
      mkdirSync(join(home, '.local', 'state', 'guarded-edit'), { recursive: true });
      const run = spawnSync(process.execPath, [SERVER, home], { env: { PATH: process.env.PATH ?? '', HOME: home }, encoding: 'utf8', timeout: 20_000, input: '' });
      assert.equal(run.status, 2, run.stderr);
      assert.match(run.stderr, /holds Guarded Edit's state folder .*XDG_STATE_HOME/s);
    } finally {
      removeTempDir(home);
    }
  });

  it('6. entries naming a FIFO (four at once) do not freeze the server; a link to /dev/zero is refused unread', async function () {
    if (!linux) this.skip();
    execFileSync('mkfifo', [at('pipe')]);
    symlinkSync('/dev/zero', at('zero'));
    const real = realpathSync(ws.path);
    const fifos = [0, 1, 2, 3].map(() => plantEntry(ws.path, [{ realPath: join(real, 'pipe'), before: 'x\n', after: 'y\n' }]));
    const zero = plantEntry(ws.path, [{ realPath: join(real, 'zero'), before: 'x\n', after: 'y\n' }]);
    const s = await start();
    const results = await Promise.all([...fifos, zero].map((entry) => s.call('guarded_undo', { entry })));
    for (const r of results.slice(0, 4)) assert.deepEqual(codes(r.json), ['NOT_A_FILE']);
    assert.equal(results[4].json.success, false);
    assert.equal((await s.call('guarded_read_file', { file_path: 'a.txt' })).json.success, true, 'ordinary calls still answer');
  });

  it('7. modes are kept: an undo recreates a deleted 0600 key and 0755 script with their modes; a patch move keeps the mode', async () => {
    writeFileSync(at('key'), 'k\n');
    chmodSync(at('key'), 0o600);
    writeFileSync(at('run.sh'), '#!/bin/sh\n');
    chmodSync(at('run.sh'), 0o755);
    const s = await start();
    const del = (await s.call('guarded_apply_patch', { patch: '*** Begin Patch\n*** Delete File: key\n*** Delete File: run.sh\n*** End Patch' })).json;
    assert.equal(del.success, true, JSON.stringify(del));
    const undo = (await s.call('guarded_undo', {})).json;
    assert.equal(undo.success, true, JSON.stringify(undo));
    assert.equal(statSync(at('key')).mode & 0o777, 0o600);
    assert.equal(statSync(at('run.sh')).mode & 0o777, 0o755);
    const move = (await s.call('guarded_apply_patch', { patch: '*** Begin Patch\n*** Update File: run.sh\n*** Move to: bin/run.sh\n*** End Patch' })).json;
    assert.equal(move.success, true, JSON.stringify(move));
    assert.equal(statSync(at('bin', 'run.sh')).mode & 0o777, 0o755);
    const items = JSON.parse(cli('history', ws.path, '--json').stdout) as { files: { path: string; action: string; mode: string | null }[] }[];
    assert.deepEqual(items[0].files.map((f) => [f.path, f.action, f.mode]).sort(), [['bin/run.sh', 'add', '0755'], ['run.sh', 'delete', '0755']]);
    assert.match(cli('history', ws.path).stdout, /run\.sh {2}\(deleted\)/);
    // A git rename keeps it too.
    const rename = (await s.call('guarded_apply_patch', { patch: 'diff --git a/bin/run.sh b/run2.sh\nsimilarity index 100%\nrename from bin/run.sh\nrename to run2.sh\n' })).json;
    assert.equal(rename.success, true, JSON.stringify(rename));
    assert.equal(statSync(at('run2.sh')).mode & 0o777, 0o755);
    assert.equal((await s.call('guarded_undo', {})).json.success, true);
  });

  it('8. a missing or altered stored version is a coded refusal (JOURNAL_DAMAGED), never -32603 or a stack trace', async () => {
    const id = plantEntry(ws.path, [{ realPath: join(realpathSync(ws.path), 'a.txt'), before: 'old\n', after: 'a\n' }], { store: false });
    const s = await start();
    const result = await s.call('guarded_undo', { entry: id });
    assert.deepEqual(codes(result.json), ['JOURNAL_DAMAGED']);
    assert.doesNotMatch(JSON.stringify(result.json), new RegExp(TEST_STATE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const journal = Journal.of(STATE, realpathSync(ws.path));
    writeFileSync(journal.blobPath(sha('old\n')), 'not what the hash says\n');
    writeFileSync(journal.blobPath(sha('a\n')), 'a\n');
    const undo = cli('undo', '--folder', ws.path, id);
    assert.equal(undo.status, 1);
    assert.match(undo.stderr, /^JOURNAL_DAMAGED: .*does not match its hash/);
    assert.doesNotMatch(undo.stderr, /\n\s+at /, 'no stack trace');
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'a\n');
  });

  it('9. an entry dated in the future with a huge size in its name is ignored and evicts nothing', async () => {
    const s = await start();
    for (let i = 0; i < 3; i++) assert.equal((await s.call('guarded_create_file', { file_path: `f${i}.txt`, content: `${i}\n` })).json.success, true);
    const future = entryId(Date.now() + 10 * 365 * 24 * 3600_000, 0, 'cccccccc');
    plantEntry(ws.path, [{ realPath: join(realpathSync(ws.path), 'a.txt'), before: 'a\n', after: 'b\n' }], { id: future, bytes: 999_999_999_999_999 });
    assert.equal((await s.call('guarded_create_file', { file_path: 'g.txt', content: 'g\n' })).json.success, true);
    const history = cli('history', ws.path, '--json');
    const ids = (JSON.parse(history.stdout) as { id: string }[]).map((e) => e.id);
    assert.equal(ids.length, 4, 'every real entry is kept');
    assert.ok(!ids.includes(future));
    assert.match(history.stderr, /in the future/);
  });

  it('11. valid undos are logged with the tool\'s name, not "(malformed)"; state folders are 0700 and records 0600', async () => {
    const s = await start();
    assert.equal((await s.call('guarded_create_file', { file_path: 'n.txt', content: 'n\n' })).json.success, true);
    assert.equal((await s.call('guarded_undo', {})).json.success, true);
    assert.match(s.stderr(), /guarded_undo \(the session's newest entry\): done/);
    assert.doesNotMatch(s.stderr(), /guarded_undo \(malformed\)/);
    const journal = Journal.of(STATE, realpathSync(ws.path));
    for (const dir of [STATE, join(STATE, 'locks'), journal.dir, journal.entries, journal.blobs]) assert.equal(statSync(dir).mode & 0o777, 0o700, dir);
    assert.equal(statSync(join(journal.dir, 'folder.json')).mode & 0o777, 0o600);
    for (const name of readdirSync(journal.entries)) assert.equal(statSync(join(journal.entries, name)).mode & 0o777, 0o600);
  });

  it('12. a request over two folders is in both folders\' histories; guarded_undo takes it back in both', async () => {
    const other = tempFolder('ge-records-ws2-');
    try {
      writeFileSync(join(other.path, 'b.txt'), 'b\n');
      const s = await start({ args: [ws.path, other.path] });
      const names = [ws.path, other.path].map((p) => realpathSync(p).split('/').pop() as string);
      const edit = (await s.call('guarded_multi_file_edit', { files: [
        { file_path: `${names[0]}/a.txt`, edits: [{ old_string: 'a', new_string: 'A' }] },
        { file_path: `${names[1]}/b.txt`, edits: [{ old_string: 'b', new_string: 'B' }] },
      ] })).json;
      assert.equal(edit.success, true, JSON.stringify(edit));
      for (const folder of [ws.path, other.path]) assert.equal((JSON.parse(cli('history', folder, '--json').stdout) as unknown[]).length, 1, folder);
      assert.equal((await s.call('guarded_undo', {})).json.success, true);
      assert.equal(readFileSync(at('a.txt'), 'utf8'), 'a\n');
      assert.equal(readFileSync(join(other.path, 'b.txt'), 'utf8'), 'b\n');
    } finally {
      other.remove();
    }
  });

  it('13. a link into the state folder is refused as a read (PROTECTED_PATH inside a served home: test/unit/node/stateFolder.spec.ts)', async () => {
    // The state folder inside a served folder is refused at start (5.); here a served folder next to it: a link into it.
    Journal.of(STATE, realpathSync(ws.path)).ensure();
    symlinkSync(STATE, at('state-link'));
    const s = await start({ args: [ws.path] });
    const read = (await s.call('guarded_read_file', { file_path: 'state-link/journal' })).json;
    assert.equal(read.success, false);
    assert.ok(!existsSync(at('state-link', 'planted.json')));
  });
});
