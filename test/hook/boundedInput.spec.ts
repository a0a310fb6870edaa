// Every read of the hook is bounded and trusts no name: an event on stdin larger than the limit is
// refused without being read to its end; the pending record of an allowed call (kept between its
// before- and after-event) is opened without following a link or waiting on a FIFO, and one too
// large is not read. Each leaves no entry, and the hook answers at once.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_EVENT_BYTES } from '../../src/core/agentHook';
import { claude, HOOK, REPO, runHook, sandboxPerTest } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

describe('the hook reads bounded input', function () {
  this.timeout(60_000);
  const box = sandboxPerTest({ 'app.ts': 'const a = 1;\n' });

  const env = (): NodeJS.ProcessEnv => ({ ...box.env, CLAUDE_PROJECT_DIR: box.project });
  const edit = { file_path: '', old_string: 'const a = 1;', new_string: 'const a = 2;' };
  const history = (): unknown[] => {
    const run = spawnSync(process.execPath, [CLI, 'history', box.project, '--json'], { env: box.env, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout) as unknown[];
  };

  it('an event larger than the limit is denied in the named agent\'s form, saying what was received and what is expected', async () => {
    const huge = Buffer.alloc(MAX_EVENT_BYTES + 1, 0x20);
    for (const [args, form] of [[[], /^\{"hookSpecificOutput":\{"hookEventName":"PreToolUse","permissionDecision":"deny"/], [['--agent', 'gemini'], /^\{"decision":"deny"/]] as const) {
      const answer = await runHook(huge, env(), [...args]);
      assert.equal(answer.exitCode, 2, answer.stderr);
      assert.match(answer.stdout, form);
      assert.match(answer.stderr, new RegExp(`INVALID_INPUT: The hook event is too large: received more than ${MAX_EVENT_BYTES} bytes on stdin; expected one tool call's event of at most ${MAX_EVENT_BYTES} bytes`));
      assert.match(answer.stderr, /Next step: Make the change in smaller calls/);
    }
  });

  /** The hook with `parts` written to its stdin `pauseMs` apart, stdin never closed; its answer and how long it took. */
  function writeAndHold(parts: string[], pauseMs: number): Promise<{ exitCode: number | null; stdout: string; ms: number }> {
    return new Promise((done) => {
      const started = Date.now();
      const child = spawn(process.execPath, [HOOK], { env: env(), stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stdin.on('error', () => undefined);
      const timers = parts.map((part, i) => setTimeout(() => child.stdin.write(part), i * pauseMs));
      const stop = setTimeout(() => child.kill('SIGKILL'), 40_000);
      child.on('exit', (exitCode) => {
        [...timers, stop].forEach(clearTimeout);
        child.stdin.destroy();
        done({ exitCode, stdout, ms: Date.now() - started });
      });
    });
  }

  it('an event whose writer stops halfway and keeps stdin open is denied at the hook\'s own bound (10 s), never waited on for ever', async function () {
    this.timeout(60_000);
    const text = JSON.stringify(claude('PreToolUse', box.project, 'Edit', { ...edit, file_path: box.file }));
    // A blocking read of stdin cannot be timed out: the rest is read where the bound can end it.
    const answer = await writeAndHold([text.slice(0, 40)], 0);
    assert.equal(answer.exitCode, 2);
    assert.match(answer.stdout, /"permissionDecision":"deny"/);
    assert.match(answer.stdout, /took longer than 10 s/);
    assert.ok(answer.ms >= 9_000 && answer.ms < 30_000, `answered after ${answer.ms} ms`);
  });

  it('an event written in two parts with a pause, stdin kept open, is answered once whole (not at the bound)', async () => {
    const text = JSON.stringify(claude('PreToolUse', box.project, 'Edit', { ...edit, file_path: box.file }));
    const answer = await writeAndHold([text.slice(0, 40), text.slice(40)], 300);
    // Checked as any event: this one is refused because the file was never read (the gate), not for its time.
    assert.equal(answer.exitCode, 2);
    assert.match(answer.stdout, /NOT_READ_FIRST/);
    assert.ok(answer.ms < 9_000, `answered after ${answer.ms} ms`);
  });

  it('an event of exactly the limit is read whole (the limit is not one byte short)', async () => {
    const text = JSON.stringify(claude('PreToolUse', box.project, 'Read', { file_path: box.file }));
    const padded = Buffer.concat([Buffer.from(text), Buffer.alloc(MAX_EVENT_BYTES - Buffer.byteLength(text), 0x20)]);
    const answer = await runHook(padded, env());
    assert.equal(answer.exitCode, 0, answer.stdout + answer.stderr);
    assert.equal(answer.stdout, '');
  });

  /** The agent reads the file and its Edit is allowed: the hook keeps a pending record; `swap` replaces it before the after-event. */
  async function editWithPendingRecord(swap: (record: string) => void): Promise<void> {
    const input = { ...edit, file_path: box.file };
    await runHook(claude('PostToolUse', box.project, 'Read', { file_path: box.file }), env());
    const pre = await runHook(claude('PreToolUse', box.project, 'Edit', input), env());
    assert.equal(pre.exitCode, 0, pre.stdout + pre.stderr);
    const folder = pendingFolder();
    const name = readdirSync(folder).find((entry) => entry.endsWith('.json'));
    assert.ok(name !== undefined, 'the allowed call left a pending record');
    assert.ok(statSync(join(folder, name)).size > readFileSync(box.file).length, 'the bytes before are in it');
    swap(join(folder, name));
    writeFileSync(box.file, 'const a = 2;\n');
    const post = await runHook(claude('PostToolUse', box.project, 'Edit', input), env());
    assert.equal(post.exitCode, 0, post.stdout + post.stderr);
    assert.deepEqual(readdirSync(folder), [], 'whatever was at the record\'s name is used once and removed');
  }

  function pendingFolder(): string {
    const found = execFileSync('find', [box.state, '-type', 'd', '-name', 'pending'], { encoding: 'utf8' }).trim().split('\n')[0];
    assert.ok(found, 'the hook keeps pending records in its state folder');
    return found;
  }

  it('a pending record as it was written makes an entry (the cases below differ only by what is at its name)', async () => {
    await editWithPendingRecord(() => undefined);
    assert.equal(history().length, 1);
  });

  it('a FIFO at the pending record\'s name is not waited on: the after-event answers and records nothing', async () => {
    await editWithPendingRecord((record) => {
      rmSync(record);
      execFileSync('mkfifo', [record]);
    });
    assert.deepEqual(history(), []);
  });

  it('a symbolic link at the pending record\'s name is not followed, even to a valid record', async () => {
    await editWithPendingRecord((record) => {
      const elsewhere = join(box.project, '..', 'record.json');
      writeFileSync(elsewhere, readFileSync(record));
      rmSync(record);
      symlinkSync(elsewhere, record);
    });
    assert.deepEqual(history(), []);
    assert.ok(existsSync(join(box.project, '..', 'record.json')), 'the link\'s target is left alone');
  });

  it('a pending record larger than its limit is not believed', async () => {
    await editWithPendingRecord((record) => {
      // Still valid JSON with the same files, padded past 4 MiB, its length in the trailer.
      const bytes = readFileSync(record);
      const length = bytes.readUInt32LE(bytes.length - 4);
      const json = bytes.subarray(bytes.length - 4 - length, bytes.length - 4).toString('utf8');
      const padded = Buffer.from(json.replace(/}$/, `,"padding":"${'x'.repeat(4 * 1024 * 1024)}"}`));
      const trailer = Buffer.alloc(4);
      trailer.writeUInt32LE(padded.length);
      writeFileSync(record, Buffer.concat([bytes.subarray(0, bytes.length - 4 - length), padded, trailer]));
    });
    assert.deepEqual(history(), []);
  });

  it('a pending record cut short (a hook killed while writing it) makes no entry', async () => {
    for (const cut of [1, 5, 40]) {
      await editWithPendingRecord((record) => {
        const bytes = readFileSync(record);
        writeFileSync(record, bytes.subarray(0, bytes.length - cut));
      });
      assert.deepEqual(history(), [], `cut by ${cut} bytes`);
      writeFileSync(box.file, 'const a = 1;\n');
    }
  });
});
