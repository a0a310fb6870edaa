// The wire: a message as large as the largest accepted file (plus JSON) is served; a larger one
// gets a JSON-RPC error and the server keeps serving; the server says why it ends.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { boundedLines, wireLimit } from '../../src/mcp/wire';
import { buildServer, SERVER, startServer, tempFolder, TEST_STATE, type Session } from './helpers';

describe('MCP server: the wire', function () {
  this.timeout(120_000);
  let ws: { path: string; remove: () => void };
  const sessions: Session[] = [];
  beforeEach(() => {
    ws = tempFolder('ge-mcp-wire-');
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    ws.remove();
  });

  it('serves a 12 MB create (within the default 16 MB file limit, beyond the SDK\'s 10 MiB buffer)', async () => {
    const s = await startServer({ args: [ws.path] });
    sessions.push(s);
    const content = `${'x'.repeat(99)}\n`.repeat(120_000);
    const { json } = await s.call('guarded_create_file', { file_path: 'big.txt', content });
    assert.equal(json.success, true, JSON.stringify(json).slice(0, 500));
    assert.equal(readFileSync(join(ws.path, 'big.txt'), 'utf8').length, content.length);
  });

  it('answers a message over the limit with an error naming it, and keeps serving', async () => {
    const s = await startServer({ args: ['--max-file-size-mb', '1', ws.path] });
    sessions.push(s);
    const limit = wireLimit(1024 * 1024);
    await assert.rejects(s.call('guarded_create_file', { file_path: 'big.txt', content: 'y'.repeat(limit + 10) }), /larger than this server's limit of \d+ bytes/);
    const { json } = await s.call('guarded_create_file', { file_path: 'small.txt', content: 'still serving\n' });
    assert.equal(json.success, true);
    assert.match(s.stderr(), /refused a message of \d+ bytes or more/);
  });

  it('says on stderr why it ends when the client closes stdin', async () => {
    buildServer();
    const proc = spawn(process.execPath, [SERVER, ws.path], { env: { PATH: process.env.PATH ?? '', XDG_STATE_HOME: TEST_STATE }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    proc.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    await new Promise((r) => proc.stderr.once('data', r));
    proc.stdin.end();
    const code = await new Promise((r) => proc.once('exit', r));
    assert.equal(code, 0);
    assert.match(stderr, /the client closed the connection/);
  });

  it('boundedLines passes lines up to the limit in any chunking and drops longer ones with their id', async () => {
    const input = new PassThrough();
    const refused: (string | number | undefined)[] = [];
    const out = boundedLines(input, 20, (id) => refused.push(id));
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const text = `{"a":1}\n${JSON.stringify({ method: 'x', params: 'z'.repeat(40), id: 7 })}\n{"b":2}\n{"id":"s","p":"${'q'.repeat(30)}"}\n{"c":3}`;
    for (let i = 0; i < text.length; i += 3) input.write(Buffer.from(text.slice(i, i + 3)));
    input.end();
    await new Promise((r) => out.on('end', r));
    assert.equal(Buffer.concat(chunks).toString(), '{"a":1}\n{"b":2}\n{"c":3}');
    assert.deepEqual(refused, [7, 's']);
  });
});
