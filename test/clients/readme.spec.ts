// Every install block of the README, run as written: a shell block marked `<!-- ci: run -->` runs
// in bash in a person's machine (a temporary home, the real Claude Code CLI, stand-ins for the npm
// registry and GitHub: see userMachine.ts), and each client configuration marked
// `<!-- ci: mcp config -->` has the server it names started and used by an MCP client. The `code`
// of the VS Code block is a real VS Code's command line (code-server's, as the in-host harness
// installs it) on the machine's PATH, with the `.vsix` that `npm run package` writes beside it.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { packedTarball, REPO } from './packed';
import { run } from './run';
import { userMachine, type UserMachine } from './userMachine';
import { ensureCodeServer } from '../../scripts/host/install';
import { packagedVsix } from '../../scripts/host/vsix';
import { pinFor } from '../../scripts/host/versions';

interface Block {
  marker: 'run' | 'mcp config';
  language: string;
  text: string;
  line: number;
}

/** The marked fenced blocks of a Markdown text (a marker comment right before the fence). */
export function markedBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /<!-- ci: (run|mcp config) -->\n```(\w*)\n([\s\S]*?)\n```/g;
  for (const match of markdown.matchAll(pattern)) {
    blocks.push({ marker: match[1] as Block['marker'], language: match[2], text: match[3], line: markdown.slice(0, match.index).split('\n').length + 1 });
  }
  return blocks;
}

/** The command and arguments of the guarded-edit server in a client's configuration block. */
function serverOf(block: Block): { command: string; args: string[] } {
  if (block.language === 'json') {
    const config = JSON.parse(block.text) as { mcpServers?: Record<string, { command: string; args: string[] }>; servers?: Record<string, { command: string; args: string[] }> };
    const server = (config.mcpServers ?? config.servers ?? {})['guarded-edit'];
    assert.ok(server, `no guarded-edit server in the block at line ${block.line}`);
    return server;
  }
  assert.equal(block.language, 'toml', `line ${block.line}`);
  assert.match(block.text, /^\[mcp_servers\.guarded-edit\]$/m);
  const command = /^command = (".*")$/m.exec(block.text)?.[1];
  const args = /^args = (\[.*\])$/m.exec(block.text)?.[1];
  assert.ok(command && args, `line ${block.line}: command and args`);
  return { command: JSON.parse(command) as string, args: JSON.parse(args) as string[] };
}

/**
 * VS Code on the machine: `code` on its PATH is code-server's command line (the in-host harness's
 * pinned 1.100, installed on first use), keeping its extensions where VS Code does
 * (~/.vscode/extensions); the `.vsix` the README names, fresh from `npm run package`, in the project.
 */
async function withVsCode(machine: UserMachine): Promise<void> {
  const cs = await ensureCodeServer(pinFor('1.100'), 600_000);
  const packaged = await run('npm', ['run', 'package'], { cwd: REPO, env: process.env });
  assert.equal(packaged.code, 0, packaged.stdout + packaged.stderr);
  copyFileSync(packagedVsix(), join(machine.project, basename(packagedVsix())));
  const dataDir = join(machine.home, '.vscode-server-data');
  writeFileSync(join(machine.bin, 'code'), `#!/bin/sh\nmkdir -p "$HOME/.vscode/extensions"\nexec ${[cs.node, cs.entry].map((p) => JSON.stringify(p)).join(' ')} --user-data-dir ${JSON.stringify(dataDir)} --extensions-dir "$HOME/.vscode/extensions" "$@"\n`, { mode: 0o755 });
}

describe('README install blocks, run as written', function () {
  // The VS Code block installs the pinned code-server on first use (a minute or two).
  this.timeout(600_000);
  const blocks = markedBlocks(readFileSync(join(REPO, 'README.md'), 'utf8'));

  before(() => {
    packedTarball();
  });

  it('marks the install blocks of every client', () => {
    const runs = blocks.filter((b) => b.marker === 'run').map((b) => b.text);
    assert.ok(runs.some((t) => t.includes('claude plugin install guarded-edit@guarded-edit')), 'the Claude Code plugin');
    assert.ok(runs.some((t) => t.includes('claude mcp add guarded-edit')), 'Claude Code without the plugin');
    assert.ok(runs.some((t) => t.includes('npx -y guarded-edit install --agent vscode')), 'the hook alone');
    assert.ok(runs.some((t) => t.includes('code --install-extension guarded-edit-')), 'the VS Code extension');
    const configs = blocks.filter((b) => b.marker === 'mcp config').map((b) => b.text);
    assert.ok(configs.some((t) => t.includes('"mcpServers"')), 'Cursor');
    assert.ok(configs.some((t) => t.includes('"servers"')), "VS Code's MCP");
    assert.ok(configs.some((t) => t.includes('[mcp_servers.guarded-edit]')), 'Codex');
  });

  for (const block of blocks.filter((b) => b.marker === 'run')) {
    it(`runs the shell block at README line ${block.line}: ${block.text.split('\n')[0]}`, async () => {
      const machine: UserMachine = await userMachine();
      try {
        const env = machine.env();
        const vscode = block.text.includes('code --install-extension');
        if (vscode) await withVsCode(machine);
        const ran = await run('bash', ['-euo', 'pipefail', '-c', block.text], { cwd: machine.project, env });
        assert.equal(ran.code, 0, `README line ${block.line}:\n${ran.stdout}\n${ran.stderr}`);
        if (vscode) {
          const installed = join(machine.home, '.vscode', 'extensions');
          const folder = readdirSync(installed).find((d) => d.startsWith('guarded-edit.guarded-edit-'));
          assert.ok(folder, `nothing installed into ${installed}:\n${ran.stdout}\n${ran.stderr}`);
          assert.ok(existsSync(join(installed, folder, 'dist', 'extension.js')), folder);
        }
        if (block.text.includes('claude ')) {
          const listed = await run('claude', ['mcp', 'list'], { cwd: machine.project, env });
          const line = listed.stdout.split('\n').find((l) => l.includes('guarded-edit')) ?? '';
          assert.match(line, /Connected/, listed.stdout + listed.stderr);
          assert.ok(line.includes(machine.project), line);
        }
        if (/guarded-edit install/.test(block.text)) {
          const settings = join(machine.project, '.claude', 'settings.json');
          assert.ok(existsSync(settings), ran.stdout);
          assert.match(readFileSync(settings, 'utf8'), /guarded-edit\/hook\.js\\" --id guarded-edit-hook/);
          assert.match(ran.stdout, /Checked: the installed hook runs/);
        }
      } finally {
        await machine.dispose();
      }
    });
  }

  describe('client configurations', () => {
    let machine: UserMachine;
    before(async () => {
      machine = await userMachine();
      writeFileSync(join(machine.project, 'notes.md'), 'one\n');
    });
    after(async () => {
      await machine?.dispose();
    });

    for (const block of blocks.filter((b) => b.marker === 'mcp config')) {
      it(`starts and uses the server of the ${block.language} block at README line ${block.line}`, async () => {
        const server = serverOf(block);
        const args = server.args.map((a) => a.replace('${workspaceFolder}', machine.project).replace('/path/to/project', machine.project));
        const transport = new StdioClientTransport({ command: server.command, args, cwd: machine.base, env: machine.env() as Record<string, string>, stderr: 'pipe' });
        const client = new Client({ name: 'readme-config-test', version: '1.0.0' });
        await client.connect(transport);
        try {
          const read = (await client.callTool({ name: 'guarded_read_file', arguments: { file_path: 'notes.md' } })) as CallToolResult;
          assert.equal(read.isError ?? false, false, JSON.stringify(read));
          assert.match(JSON.stringify(read.content), /1\\\\tone/);
        } finally {
          await client.close();
        }
      });
    }
  });
});
