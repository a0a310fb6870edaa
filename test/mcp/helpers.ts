// End-to-end helpers: the SDK's own Client and StdioClientTransport spawning the built server
// (dist/mcp.js, built once per run by the project's esbuild script).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, ListRootsRequestSchema, type CallToolResult, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';

export const REPO = join(__dirname, '..', '..');
export const SERVER = join(REPO, 'dist', 'mcp.js');

let built = false;
/** Build dist/mcp.js once per test run, as `npm run build` does. */
export function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['esbuild.mjs'], { cwd: REPO, stdio: 'pipe' });
  built = true;
}

export interface StartOptions {
  args?: string[];
  /** Roots the client offers (URIs); undefined: the client has no roots capability. */
  roots?: { uri: string; name?: string }[];
  /** How the client answers elicitation; undefined: the client has no elicitation capability. */
  elicit?: (message: string) => ElicitResult | Promise<ElicitResult>;
  env?: Record<string, string>;
}

export interface Session {
  client: Client;
  stderr: () => string;
  /** Replace the roots the client offers and tell the server. */
  setRoots(roots: { uri: string; name?: string }[]): Promise<void>;
  /** Call a tool; returns the parsed JSON of the text part and the raw result. */
  call(name: string, args: unknown): Promise<{ json: Record<string, unknown>; raw: CallToolResult }>;
  /** Questions the client was asked. */
  asked: string[];
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<Session> {
  buildServer();
  let roots = options.roots ?? [];
  const asked: string[] = [];
  const capabilities: Record<string, unknown> = {};
  if (options.roots) capabilities.roots = { listChanged: true };
  if (options.elicit) capabilities.elicitation = { form: {} };
  const client = new Client({ name: 'guarded-edit-tests', version: '1.0.0' }, { capabilities });
  if (options.roots) client.setRequestHandler(ListRootsRequestSchema, () => ({ roots }));
  const elicit = options.elicit;
  if (elicit) {
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message);
      return elicit(request.params.message);
    });
  }
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER, ...(options.args ?? [])],
    stderr: 'pipe',
    env: { PATH: process.env.PATH ?? '', ...options.env },
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  await client.connect(transport);
  // The tool list (and with it the output schemas the client checks results against).
  await client.listTools();
  if (options.roots) await waitFor(() => /folders from the client's roots|keeping|no usable/.test(stderr), () => stderr);
  return {
    client,
    stderr: () => stderr,
    asked,
    async setRoots(next) {
      const before = stderr.length;
      roots = next;
      await client.sendRootsListChanged();
      await waitFor(() => /folders from the client's roots|keeping/.test(stderr.slice(before)), () => stderr);
    },
    async call(name, args) {
      const raw = (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult;
      const text = raw.content[0];
      if (text?.type !== 'text') throw new Error(`no text part in ${JSON.stringify(raw)}`);
      return { json: JSON.parse(text.text) as Record<string, unknown>, raw };
    },
    close: () => client.close(),
  };
}

export async function waitFor(condition: () => boolean, describe: () => string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting; stderr so far:\n${describe()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A fresh temporary folder (real path), removed by the returned function. */
export function tempFolder(prefix: string): { path: string; remove: () => void } {
  const path = makeTempDir(prefix);
  return { path, remove: () => removeTempDir(path) };
}

export function codes(json: Record<string, unknown>): string[] {
  return ((json.errors as { code: string }[] | undefined) ?? []).map((e) => e.code);
}
