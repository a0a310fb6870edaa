import assert from 'node:assert/strict';
import { parseInstallArgs } from '../../../src/cli/commands/install';

describe('hook install: command line and data folder', () => {
  it('reads the agent, --user and the project, given by position or --project, else the current folder', () => {
    assert.deepEqual(parseInstallArgs([], '/home/person'), { ok: true, request: { agent: 'claude', user: false, project: '/home/person', projectFromCwd: true } });
    assert.deepEqual(parseInstallArgs(['--agent', 'vscode', 'app'], '/home/person'), { ok: true, request: { agent: 'vscode', user: false, project: '/home/person/app', projectFromCwd: false } });
    assert.deepEqual(parseInstallArgs(['--agent=claude', '--project', '/p', '--user'], '/home/person'), { ok: true, request: { agent: 'claude', user: true, project: '/p', projectFromCwd: false } });
  });

  it('refuses what it cannot honour, with the usage; --help is not an error', () => {
    for (const args of [['--agent', 'claude', '--agent', 'vscode'], ['--agent', 'vscode', '--user'], ['--claude'], ['a', 'b'], ['--project'], ['--project', 'a', 'b'], ['--frobnicate']]) {
      const parsed = parseInstallArgs(args, '/home/person');
      assert.ok(!parsed.ok && !parsed.help, args.join(' '));
      assert.match(parsed.message, /Usage: guarded-edit install/);
    }
    const help = parseInstallArgs(['install-ignored', '--help'], '/home/person');
    assert.ok(!help.ok && help.help);
  });
});
