// The MCP server refuses new text holding NUL (BINARY_CONTENT) and writes nothing.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codes, startServer, tempFolder, type Session } from './helpers';

describe('MCP server: content that would make a text file binary', function () {
  this.timeout(60_000);
  let ws: { path: string; remove: () => void };
  let s: Session;
  beforeEach(async () => {
    ws = tempFolder('ge-mcp-nul-');
    writeFileSync(join(ws.path, 'a.txt'), 'one\n');
    s = await startServer({ args: [ws.path] });
  });
  afterEach(async () => {
    await s.close();
    ws.remove();
  });

  it('refuses a NUL in new_string and in a created file\'s content', async () => {
    assert.deepEqual(codes((await s.call('guarded_multi_edit', { file_path: 'a.txt', edits: [{ old_string: 'one', new_string: 'o\u0000e' }] })).json), ['BINARY_CONTENT']);
    assert.deepEqual(codes((await s.call('guarded_create_file', { file_path: 'b.txt', content: '\u0000' })).json), ['BINARY_CONTENT']);
    assert.equal(readFileSync(join(ws.path, 'a.txt'), 'utf8'), 'one\n');
    assert.equal(existsSync(join(ws.path, 'b.txt')), false);
  });
});
