// Several server processes on one file: calls that each replace a different line, all at once.
// Nothing reported as done may be missing, and nothing missing may be reported as done.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codes, startServer, tempFolder, type Session } from './helpers';

const SERVERS = 3;
const CALLS = 12;

describe('MCP servers: several processes on one file', function () {
  this.timeout(120_000);
  let ws: { path: string; remove: () => void };
  const sessions: Session[] = [];
  beforeEach(() => {
    ws = tempFolder('ge-mcp-many-');
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    ws.remove();
  });

  it(`loses nothing and reports nothing falsely (${SERVERS} servers x ${CALLS} concurrent calls)`, async () => {
    const lines = Array.from({ length: SERVERS * CALLS }, (_, i) => `line ${i} of the file`);
    writeFileSync(join(ws.path, 'shared.txt'), `${lines.join('\n')}\n`);
    for (let s = 0; s < SERVERS; s++) sessions.push(await startServer({ args: [ws.path] }));
    const results = await Promise.all(sessions.flatMap((s, si) => Array.from({ length: CALLS }, async (_, c) => {
      const i = si * CALLS + c;
      const { json } = await s.call('guarded_multi_edit', { file_path: 'shared.txt', edits: [{ old_string: `line ${i} of`, new_string: `LINE ${i} OF` }] });
      return { i, json };
    })));
    const text = readFileSync(join(ws.path, 'shared.txt'), 'utf8');
    let done = 0;
    for (const { i, json } of results) {
      const landed = text.includes(`LINE ${i} OF the file`);
      if (json.success === true) {
        done++;
        assert.ok(landed, `call ${i} reported success but its line is missing`);
      } else {
        assert.ok(!landed, `call ${i} was refused but its line changed`);
        assert.deepEqual(codes(json), ['STALE_DOCUMENT'], JSON.stringify(json));
      }
    }
    process.stdout.write(`      ${done} of ${results.length} concurrent calls from ${SERVERS} processes landed; the rest were refused as STALE_DOCUMENT\n`);
    assert.ok(done >= results.length / 2, `most calls land (${done})`);
    assert.equal(text.split('\n').length, lines.length + 1, 'no line lost or doubled');
    assert.deepEqual(readdirSync(ws.path).filter((n) => n !== 'shared.txt'), [], 'no temporary file left');
  });
});
