import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from '../../src/mcp/cli';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';
import { buildServer, REPO, TEST_STATE } from './helpers';

describe('MCP server command line', () => {
  it('reads every option and the folders, with defaults', () => {
    assert.deepEqual(parseArgs(['a', 'b']), { ok: true, options: { readBeforeEdit: 'off', maxFileBytes: 16 * 1024 * 1024, allowSensitive: false, folders: ['a', 'b'] } });
    const all = parseArgs(['--read-before-edit', 'ask', '--max-file-size-mb=2', '--allow-sensitive', 'x', '--', '--odd-name']);
    assert.deepEqual(all, { ok: true, options: { readBeforeEdit: 'ask', maxFileBytes: 2 * 1024 * 1024, allowSensitive: true, folders: ['x', '--odd-name'] } });
  });

  it('refuses bad values and unknown options with the usage; --help is not an error', () => {
    for (const argv of [['--read-before-edit', 'sometimes'], ['--max-file-size-mb', '0'], ['--max-file-size-mb'], ['--allow-sensitive=yes'], ['--verbose']]) {
      const parsed = parseArgs(argv);
      assert.ok(!parsed.ok && !parsed.help, argv.join(' '));
      assert.match(parsed.message, /Usage: guarded-edit mcp /);
    }
    const help = parseArgs(['--help']);
    assert.ok(!help.ok && help.help);
  });
});

describe('MCP server start with a folder that cannot be served', () => {
  before(() => buildServer());

  it('exits 2 with the reason before it answers initialize, for a folder that does not exist and for a file', () => {
    const base = makeTempDir('guarded-mcp-folder-');
    try {
      const file = join(base, 'file.txt');
      writeFileSync(file, 'x');
      const initialize = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`;
      for (const [folder, reason] of [[join(base, 'missing'), 'does not exist'], [file, 'is not a folder']]) {
        const run = spawnSync(process.execPath, [join(REPO, 'dist', 'mcp.js'), folder], { input: initialize, encoding: 'utf8', timeout: 30_000, env: { ...process.env, XDG_STATE_HOME: TEST_STATE } });
        assert.equal(run.status, 2, run.stderr);
        assert.equal(run.stdout, '', 'no answer to initialize');
        assert.match(run.stderr, new RegExp(`the folder .* ${reason}, so the server does not start`));
      }
    } finally {
      removeTempDir(base);
    }
  });
});
