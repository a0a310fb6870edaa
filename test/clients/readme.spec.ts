// Every install block of the README, run as written: a shell block marked `<!-- ci: run -->` runs
// in bash in a person's machine (a temporary home, the real Claude Code CLI, the packed package
// published to a real npm registry on this machine, GitHub as a local repository: see
// userMachine.ts), with the release's `.tgz` in its project folder; a block marked
// `<!-- ci: run in a clone -->` runs in a copy of this tree, where it writes the release's two
// files, checked as the marketplaces will read them (vsce without a warning, ovsx's own checks);
// and each client configuration marked `<!-- ci: mcp config -->` has the server it names started
// and used by an MCP client. The `code` of the VS Code block is a real VS Code's command line
// (code-server's, as the in-host harness installs it) on the machine's PATH, with that `.vsix`
// beside it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { packedTarball, REPO } from './packed';
import { run } from './run';
import { userMachine, type UserMachine } from './userMachine';
import { ensureCodeServer } from '../../scripts/host/install';
import { pinFor } from '../../scripts/host/versions';

interface Block {
  marker: 'run' | 'run in a clone' | 'mcp config';
  language: string;
  text: string;
  line: number;
}

/** The marked fenced blocks of a Markdown text (a marker comment right before the fence). */
export function markedBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /<!-- ci: (run|run in a clone|mcp config) -->\n```(\w*)\n([\s\S]*?)\n```/g;
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

const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { name: string; version: string; publisher: string };
const VSIX = `${manifest.name}-${manifest.version}.vsix`;

/** A clone of this tree as a person has it after `npm ci`: its files (tracked and new, not ignored) and the installed node_modules. */
function cloneOfThisTree(folder: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(REPO, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    cpSync(join(REPO, file), join(folder, file));
  }
  symlinkSync(join(REPO, 'node_modules'), join(folder, 'node_modules'));
}

/** The `.vsix` the clone block wrote, kept for the run (the block runs first in the README; run on demand otherwise). */
let releaseVsix: string | undefined;
const releaseFolder = realpathSync(mkdtempSync(join(tmpdir(), 'guarded-release-')));

async function writeReleaseFiles(clone: string, script: string): Promise<{ output: string; code: number | null }> {
  mkdirSync(clone, { recursive: true });
  cloneOfThisTree(clone);
  const ran = await run('bash', ['-euo', 'pipefail', '-c', script], { cwd: clone, env: { ...process.env, npm_config_update_notifier: 'false' }, timeoutMs: 300_000 });
  if (ran.code === 0 && existsSync(join(clone, VSIX))) {
    releaseVsix = join(releaseFolder, VSIX);
    copyFileSync(join(clone, VSIX), releaseVsix);
  }
  return { output: ran.stdout + ran.stderr, code: ran.code };
}

/**
 * VS Code on the machine: `code` on its PATH is code-server's command line (the in-host harness's
 * pinned 1.100, installed on first use), keeping its extensions where VS Code does
 * (~/.vscode/extensions); the `.vsix` the README names, as the clone block wrote it, in the project.
 */
async function withVsCode(machine: UserMachine, cloneBlock: Block | undefined): Promise<void> {
  const cs = await ensureCodeServer(pinFor('1.100'), 600_000);
  if (releaseVsix === undefined) {
    assert.ok(cloneBlock, 'the README has a block that writes the .vsix');
    const wrote = await writeReleaseFiles(join(machine.base, 'clone'), cloneBlock.text);
    assert.equal(wrote.code, 0, wrote.output);
  }
  copyFileSync(String(releaseVsix), join(machine.project, VSIX));
  const dataDir = join(machine.home, '.vscode-server-data');
  writeFileSync(join(machine.bin, 'code'), `#!/bin/sh\nmkdir -p "$HOME/.vscode/extensions"\nexec ${[cs.node, cs.entry].map((p) => JSON.stringify(p)).join(' ')} --user-data-dir ${JSON.stringify(dataDir)} --extensions-dir "$HOME/.vscode/extensions" "$@"\n`, { mode: 0o755 });
}

describe('README install blocks, run as written', function () {
  // The VS Code block installs the pinned code-server on first use (a minute or two).
  this.timeout(600_000);
  const blocks = markedBlocks(readFileSync(join(REPO, 'README.md'), 'utf8'));
  const cloneBlock = blocks.find((b) => b.marker === 'run in a clone');

  before(() => {
    packedTarball();
  });
  after(() => {
    rmSync(releaseFolder, { recursive: true, force: true });
  });

  it('marks the install blocks of every client', () => {
    const runs = blocks.filter((b) => b.marker === 'run').map((b) => b.text);
    assert.ok(runs.some((t) => t.includes('claude plugin install guarded-edit@guarded-edit')), 'the Claude Code plugin');
    assert.ok(runs.some((t) => t.includes('claude mcp add guarded-edit')), 'Claude Code without the plugin');
    assert.ok(runs.some((t) => t.includes('npx -y guarded-edit install --agent vscode')), 'the hook alone');
    assert.ok(runs.some((t) => t.includes('code --install-extension guarded-edit-')), 'the VS Code extension');
    // Before the first release: from the release's files, and the files from a clone.
    assert.ok(runs.some((t) => t.includes(`npx -y -p "$PWD/${basename(packedTarball())}" guarded-edit mcp`)), 'npx from the .tgz');
    assert.ok(runs.some((t) => t.includes(`npm install -g ./${basename(packedTarball())}`)), 'a global install of the .tgz');
    assert.ok(runs.some((t) => t.includes('claude plugin marketplace add ./')), 'a local marketplace');
    assert.ok(cloneBlock?.text.includes('npm pack') && cloneBlock.text.includes('npm run package'), 'the release files from a clone');
    const configs = blocks.filter((b) => b.marker === 'mcp config').map((b) => b.text);
    assert.ok(configs.some((t) => t.includes('"mcpServers"')), 'Cursor');
    assert.ok(configs.some((t) => t.includes('"servers"')), "VS Code's MCP");
    assert.ok(configs.some((t) => t.includes('[mcp_servers.guarded-edit]') && /^default_tools_approval_mode = "approve"$/m.test(t)), 'Codex, with its tools approved for codex exec');
  });

  if (cloneBlock) {
    it(`runs the block at README line ${cloneBlock.line} in a clone: the .tgz, and a .vsix that vsce and ovsx take without a warning`, async () => {
      const machine: UserMachine = await userMachine();
      try {
        const clone = join(machine.base, 'clone');
        const wrote = await writeReleaseFiles(clone, cloneBlock.text);
        assert.equal(wrote.code, 0, wrote.output);
        assert.ok(existsSync(join(clone, basename(packedTarball()))), `npm pack wrote ${basename(packedTarball())}:\n${wrote.output}`);
        assert.ok(existsSync(join(clone, VSIX)), `npm run package wrote ${VSIX}:\n${wrote.output}`);
        // vsce's warnings (and npm's) are lines of their own; the Marketplace would show what they warn of.
        assert.deepEqual(wrote.output.split('\n').filter((line) => /^\s*(WARNING|WARN|npm warn)\b|^::warning/i.test(line)), [], wrote.output);
        // Open VSX: ovsx cannot publish without the network, so its own checks before the upload
        // are made here: the license it requires, and the manifest it reads from the .vsix.
        const { isLicenseOk } = (await import('ovsx/lib/check-license')) as { isLicenseOk: (folder: string) => Promise<boolean> };
        const { readVSIXPackage } = (await import('ovsx/lib/zip')) as { readVSIXPackage: (vsix: string) => Promise<{ publisher: string; name: string; version: string }> };
        assert.equal(await isLicenseOk(clone), true);
        const read = await readVSIXPackage(join(clone, VSIX));
        assert.deepEqual([read.publisher, read.name, read.version], [manifest.publisher, manifest.name, manifest.version]);
      } finally {
        await machine.dispose();
      }
    });
  }

  for (const block of blocks.filter((b) => b.marker === 'run')) {
    it(`runs the shell block at README line ${block.line}: ${block.text.split('\n')[0]}`, async () => {
      const machine: UserMachine = await userMachine();
      try {
        const env = machine.env();
        // The release's files, as a person downloads them, in the folder the blocks run in.
        copyFileSync(packedTarball(), join(machine.project, basename(packedTarball())));
        const vscode = block.text.includes('code --install-extension');
        if (vscode) await withVsCode(machine, cloneBlock);
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
        const install = /guarded-edit install(?: --agent (\w+))?(?: (--user))?/.exec(block.text);
        if (install) {
          // The file each agent reads the hook from, as the installer writes it (docs/HOOK.md).
          const agent = install[1] ?? 'claude';
          const base = install[2] ? machine.home : machine.project;
          const files: Record<string, string[]> = {
            claude: install[2] ? ['.claude', 'settings.json'] : ['.claude', 'settings.local.json'],
            vscode: ['.github', 'hooks', 'guarded-edit.json'],
            copilot: ['.github', 'hooks', 'guarded-edit-copilot.json'],
            codex: ['.codex', 'hooks.json'],
            gemini: ['.gemini', 'settings.json'],
            cursor: ['.cursor', 'hooks.json'],
            cline: ['.clinerules', 'hooks', 'PreToolUse'],
            opencode: ['.opencode', 'plugin', 'guarded-edit.js'],
          };
          const written = join(base, ...(files[agent] ?? []));
          assert.ok(agent in files && existsSync(written), `${agent}: ${written}\n${ran.stdout}`);
          // The installed copy's command (Claude Code's local file, --user) or the launcher of a project's
          // file; OpenCode's plugin loads the guard installed in the data folder.
          if (agent === 'opencode') assert.match(readFileSync(written, 'utf8'), /opencode-guard\.js/);
          else assert.match(readFileSync(written, 'utf8'), new RegExp(`guarded-edit.*--agent[',\\s]+${agent}[',\\s]+--id[',\\s]+guarded-edit-hook`));
          assert.match(ran.stdout, /Checked: the entries' command, run as .* runs it, refused a path outside the project/);
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
