import assert from 'node:assert/strict';
import { parseArgs } from '../../src/mcp/cli';

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
