// The npm package from the packed tarball alone, as a user without a clone gets it: seventeen files
// and the shell parser's native pairs, no runtime dependencies, `npx -y ./guarded-edit-<version>.tgz mcp DIR` serving an MCP
// client from an empty folder, every subcommand's --help naming it, and `install` leaving a hook
// that survives a cleared npx cache.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { packedTarball, REPO, tarballFiles, unpack } from './packed';
import { run } from './run';
import { userMachine, type UserMachine } from './userMachine';
import { COMMANDS } from '../../src/cli/commands';
import { SHELL_NATIVE_FILES, SHELL_NATIVE_SIZES, shellNativeFolder } from '../../src/node/hookFiles';
import { CLIENT_REVISIONS, startServer } from '../mcp/helpers';

interface PackageJson {
  name: string;
  version: string;
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
}

describe('npm package guarded-edit, from the packed tarball', function () {
  this.timeout(240_000);
  let machine: UserMachine;
  let tarball: string;
  let empty: string;

  before(async () => {
    tarball = packedTarball();
    machine = await userMachine();
    empty = join(machine.base, 'empty');
    mkdirSync(empty);
    copyFileSync(tarball, join(empty, basename(tarball)));
  });
  after(async () => {
    await machine?.dispose();
  });

  it('holds the bundles (the parts of the hook too), the plugin manifest and icon, README, LICENSE and CHANGELOG, the OpenCode guard, the package scope of the bundles and the two wasm files of the shell parser: 18 files, and its native pairs', () => {
    const files = tarballFiles(tarball);
    assert.deepEqual(files.filter((file) => !file.startsWith('dist/native/')), ['.claude-plugin/plugin.json', 'CHANGELOG.md', 'LICENSE', 'README.md', 'dist/cli.js', 'dist/hook-diagnose.js', 'dist/hook-history.js', 'dist/hook-libraries.js', 'dist/hook-main.js', 'dist/hook-notebook.js', 'dist/hook-shell.js', 'dist/hook.js', 'dist/mcp.js', 'dist/opencode-guard.js', 'dist/package.json', 'dist/tree-sitter-bash.wasm', 'dist/web-tree-sitter.wasm', 'media/plugin-icon.png', 'package.json']);
    // The pair of every platform tree-sitter's packages ship prebuilt, with the sizes the hook checks.
    const platforms = ['darwin-arm64', 'darwin-x64', 'linux-arm64', 'linux-x64', 'win32-arm64', 'win32-x64'];
    const pair = [...Object.values(SHELL_NATIVE_FILES), SHELL_NATIVE_SIZES].sort();
    assert.deepEqual(files.filter((file) => file.startsWith('dist/native/')), platforms.flatMap((platform) => pair.map((name) => `dist/${shellNativeFolder(platform.split('-')[0], platform.split('-')[1])}/${name}`)).sort());
    // The six pairs are most of the package: it stays under 4 MiB.
    assert.ok(statSync(tarball).size < 4 * 1024 * 1024, `the tarball has ${statSync(tarball).size} bytes`);
  });

  it('has no runtime dependencies, a bin named after the package, and one version everywhere', () => {
    const unpacked = unpack(tarball, join(machine.base));
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8')) as PackageJson;
    assert.equal(manifest.name, 'guarded-edit');
    assert.equal(manifest.dependencies, undefined);
    assert.deepEqual(manifest.bin, { 'guarded-edit': 'dist/cli.js', 'guarded-edit-mcp': 'dist/mcp.js', 'guarded-edit-hook': 'dist/hook.js' });
    const plugin = JSON.parse(readFileSync(join(unpacked, '.claude-plugin', 'plugin.json'), 'utf8')) as { version: string };
    assert.equal(plugin.version, manifest.version);
    const marketplace = JSON.parse(readFileSync(join(REPO, '.claude-plugin', 'marketplace.json'), 'utf8')) as { plugins: { version: string; source: { package: string; version: string } }[] };
    assert.equal(marketplace.plugins[0].version, manifest.version);
    assert.deepEqual(marketplace.plugins[0].source, { source: 'npm', package: 'guarded-edit', version: manifest.version });
    // The bundles load nothing from node_modules: every require is Node's own, or one of the hook's parts beside it (named with its build).
    for (const bundle of ['cli.js', 'hook.js', 'hook-main.js', 'hook-shell.js', 'hook-notebook.js', 'hook-history.js', 'hook-diagnose.js', 'hook-libraries.js']) {
      const requires = [...readFileSync(join(unpacked, 'dist', bundle), 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
      const parts = requires.filter((r) => /^\.\/hook-[a-z]+\.js#[0-9a-f]{16}$/.test(r));
      assert.deepEqual(requires.filter((r) => !r.startsWith('node:') && !parts.includes(r)), [], bundle);
      for (const part of parts) assert.ok(existsSync(join(unpacked, 'dist', part.slice(2, part.indexOf('#')))), `${bundle} loads ${part}, which the package lacks`);
      // The hook starts on every tool call: neither it nor the dispatcher carries the MCP SDK.
      assert.doesNotMatch(readFileSync(join(unpacked, 'dist', bundle), 'utf8'), /jsonrpc/, bundle);
    }
  });

  it('`npx -y ./guarded-edit-<version>.tgz mcp DIR` in an empty folder serves an MCP client', async () => {
    const dir = join(machine.base, 'served');
    mkdirSync(dir);
    writeFileSync(join(dir, 'app.ts'), 'const retries = 3;\n');
    const env = machine.env();
    const transport = new StdioClientTransport({ command: 'npx', args: ['-y', `./${basename(tarball)}`, 'mcp', dir], cwd: empty, env: env as Record<string, string>, stderr: 'pipe' });
    const client = new Client({ name: 'guarded-edit-package-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name).sort();
      assert.ok(tools.includes('guarded_multi_edit') && tools.includes('guarded_read_file'), tools.join(', '));
      const edited = (await client.callTool({ name: 'guarded_multi_edit', arguments: { file_path: 'app.ts', edits: [{ old_string: '3', new_string: '5' }] } })) as CallToolResult;
      assert.equal(edited.isError ?? false, false, JSON.stringify(edited));
      assert.equal(readFileSync(join(dir, 'app.ts'), 'utf8'), 'const retries = 5;\n');
      const escaped = (await client.callTool({ name: 'guarded_read_file', arguments: { file_path: join(machine.base, 'gitconfig') } })) as CallToolResult;
      assert.equal(escaped.isError, true);
      assert.match(JSON.stringify(escaped.content), /OUTSIDE_WORKSPACE/);
    } finally {
      await client.close();
    }
  });

  for (const { client, revision } of CLIENT_REVISIONS) {
    it(`\`npx -y ./guarded-edit-<version>.tgz mcp DIR\` serves the ${client} client on protocol revision ${revision}`, async () => {
      const dir = join(machine.base, `served-${client}-${revision}`);
      mkdirSync(dir);
      writeFileSync(join(dir, 'app.ts'), 'const retries = 3;\n');
      const session = await startServer({
        client, revision, env: machine.env() as Record<string, string>,
        launch: { command: 'npx', args: ['-y', `./${basename(tarball)}`, 'mcp', dir], cwd: empty },
      });
      try {
        assert.equal(session.revision, revision);
        const edited = await session.call('guarded_multi_edit', { file_path: 'app.ts', edits: [{ old_string: '3', new_string: '5' }] });
        assert.equal(edited.json.success, true, JSON.stringify(edited.json));
        assert.equal(readFileSync(join(dir, 'app.ts'), 'utf8'), 'const retries = 5;\n');
      } finally {
        await session.close();
      }
    });
  }

  it('keeps guarded-edit-mcp and guarded-edit-hook as commands of the package, with --help', async () => {
    const env = machine.env();
    const hook = await run('npx', ['-y', '-p', `./${basename(tarball)}`, 'guarded-edit-hook', '--help'], { cwd: empty, env });
    assert.equal(hook.code, 0, hook.stderr);
    assert.match(hook.stdout, /^Usage: guarded-edit hook/);
    const mcp = await run('npx', ['-y', '-p', `./${basename(tarball)}`, 'guarded-edit-mcp', '--help'], { cwd: empty, env });
    assert.equal(mcp.code, 0, mcp.stderr);
    assert.match(mcp.stdout + mcp.stderr, /^Usage: guarded-edit mcp /);
  });

  it('every subcommand\'s --help names it as `guarded-edit SUBCOMMAND`', async () => {
    const unpacked = unpack(tarball, mkdtempSync(join(machine.base, 'help-')));
    for (const { name: subcommand } of COMMANDS) {
      const help = await run(process.execPath, [join(unpacked, 'dist', 'cli.js'), subcommand, '--help'], { cwd: empty, env: machine.env() });
      assert.equal(help.code, 0, `${subcommand}: ${help.stderr}`);
      // The MCP server keeps stdout for the protocol: its help goes to stderr.
      const text = help.stdout + help.stderr;
      assert.match(text, new RegExp(`^Usage: guarded-edit ${subcommand}( |$)`), `${subcommand} --help:\n${text}`);
      assert.doesNotMatch(text.split('\n')[0], /guarded-edit-/, `${subcommand} --help names the command by its alias`);
    }
  });

  it('`install` from the tarball leaves a hook that still runs after the npx cache is cleared', async () => {
    const project = join(machine.base, 'hooked');
    // A project is a git repository's folder (install refuses others unless --force).
    mkdirSync(join(project, '.git'), { recursive: true });
    const env = machine.env();
    const installed = await run('npx', ['-y', `./${basename(tarball)}`, 'install', project], { cwd: empty, env });
    assert.equal(installed.code, 0, installed.stdout + installed.stderr);
    assert.match(installed.stdout, /^Checked: the entries' command, run as Claude Code runs it, refused a path outside the project/m);
    // Beside the hook, the shell parser's native pair of this machine (and only that one).
    const dataFolder = /^Copied the hook to (.+)\/hook\.js \(/m.exec(installed.stdout)?.[1] ?? '';
    const here = shellNativeFolder(process.platform, process.arch);
    assert.deepEqual(readdirSync(join(dataFolder, 'native')), [here.split('/')[1]], installed.stdout);
    assert.deepEqual(readdirSync(join(dataFolder, here)).sort(), [...Object.values(SHELL_NATIVE_FILES), SHELL_NATIVE_SIZES].sort());
    // A project install for Claude Code writes the local settings (not committed), which run the copy in the data folder.
    const settings = readFileSync(join(project, '.claude', 'settings.local.json'), 'utf8');
    assert.ok(!settings.includes(String(env.npm_config_cache)), 'the settings never name the npx cache');
    rmSync(String(env.npm_config_cache), { recursive: true, force: true });
    const command = (JSON.parse(settings) as { hooks: { PreToolUse: { hooks: { command: string }[] }[] } }).hooks.PreToolUse[0].hooks[0].command;
    const event = { session_id: 's', cwd: project, hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: join(project, 'missing.ts'), old_string: 'a', new_string: 'b' } };
    const answer = await run('sh', ['-c', command], { cwd: project, env: { ...env, CLAUDE_PROJECT_DIR: project }, input: JSON.stringify(event) });
    assert.equal(answer.code, 2, answer.stderr);
    assert.match(answer.stdout, /"permissionDecision":"deny".*FILE_NOT_FOUND/);
    // A shell command, read by the installed native parser: its write outside is refused.
    const shell = { session_id: 's', cwd: project, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'echo pwned > ../outside.txt' } };
    const refused = await run('sh', ['-c', command], { cwd: project, env: { ...env, CLAUDE_PROJECT_DIR: project }, input: JSON.stringify(shell) });
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stdout, /"permissionDecision":"deny".*OUTSIDE_WORKSPACE/);
  });
});
