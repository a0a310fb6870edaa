// End-to-end helpers: a real MCP client spawning the built server (dist/mcp.js, built once per run
// by the project's esbuild script) over stdio. Two clients: the SDK v1 `Client`
// (@modelcontextprotocol/sdk, revisions 2025-06-18 and 2025-11-25) and the SDK v2 `Client`
// (@modelcontextprotocol/client, the same two through `initialize`, and 2026-07-28 through
// `server/discover`).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioClientTransportV2 } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioClientTransportV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  ElicitRequestSchema,
  ListRootsRequestSchema,
  type CallToolResult,
  type ElicitResult,
  type JSONRPCMessage,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';

export const REPO = join(__dirname, '..', '..');
export const SERVER = join(REPO, 'dist', 'mcp.js');
/** The command line (history, undo), built with the server. */
export const CLI = join(REPO, 'dist', 'cli.js');

/** The state folder (journal, locks) of every server a test starts, unless the test gives its own. */
export const TEST_STATE = makeTempDir('guarded-edit-state-');
process.on('exit', () => removeTempDir(TEST_STATE));

let built = false;
/** Build dist/mcp.js once per test run, as `npm run build` does. */
export function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['esbuild.mjs'], { cwd: REPO, stdio: 'pipe' });
  built = true;
}

export type ClientKind = 'v1' | 'v2';
export type Revision = '2025-06-18' | '2025-11-25' | '2026-07-28';

/** Every client and revision pair the server is proven with. */
export const CLIENT_REVISIONS: readonly { client: ClientKind; revision: Revision }[] = [
  { client: 'v1', revision: '2025-06-18' },
  { client: 'v1', revision: '2025-11-25' },
  { client: 'v2', revision: '2025-06-18' },
  { client: 'v2', revision: '2025-11-25' },
  { client: 'v2', revision: '2026-07-28' },
];

export interface StartOptions {
  args?: string[];
  /** Which SDK's client (default v1) and which revision it asks for (default: its newest). */
  client?: ClientKind;
  revision?: Revision;
  /** Roots the client offers (URIs); undefined: the client has no roots capability. */
  roots?: { uri: string; name?: string }[];
  /** How the client answers elicitation; undefined: the client has no elicitation capability. */
  elicit?: (message: string) => ElicitResult | Promise<ElicitResult>;
  env?: Record<string, string>;
  /** Start the server another way than `node dist/mcp.js ARGS` (e.g. npx from the packed tarball). */
  launch?: { command: string; args: string[]; cwd?: string };
}

export interface Session {
  /** The revision the connection runs on. */
  revision: string;
  stderr: () => string;
  listTools(): Promise<Tool[]>;
  /** Replace the roots the client offers and tell the server (revisions before 2026-07-28). */
  setRoots(roots: { uri: string; name?: string }[]): Promise<void>;
  /** Call a tool; returns the parsed JSON of the text part and the raw result. */
  call(name: string, args: unknown): Promise<{ json: Record<string, unknown>; raw: CallToolResult }>;
  /** Questions the client was asked. */
  asked: string[];
  close(): Promise<void>;
}

/** What each SDK's client offers the session, the same for both. */
interface Connected {
  revision: string;
  listTools(): Promise<Tool[]>;
  callTool(name: string, args: unknown): Promise<CallToolResult>;
  sendRootsListChanged(): Promise<void>;
  close(): Promise<void>;
}

interface ClientSetup {
  revision: Revision | undefined;
  capabilities: Record<string, unknown>;
  roots: () => { uri: string; name?: string }[];
  elicit: ((message: string) => Promise<ElicitResult>) | undefined;
  command: string;
  args: string[];
  cwd: string | undefined;
  env: Record<string, string>;
  onStderr: (chunk: Buffer) => void;
}

export async function startServer(options: StartOptions = {}): Promise<Session> {
  buildServer();
  let roots = options.roots ?? [];
  const asked: string[] = [];
  const capabilities: Record<string, unknown> = {};
  if (options.roots) capabilities.roots = { listChanged: true };
  if (options.elicit) capabilities.elicitation = { form: {} };
  let stderr = '';
  const answer = options.elicit;
  const setup: ClientSetup = {
    revision: options.revision,
    capabilities,
    roots: () => roots,
    elicit: answer
      ? async (message) => {
          asked.push(message);
          return answer(message);
        }
      : undefined,
    command: options.launch?.command ?? process.execPath,
    args: options.launch?.args ?? [SERVER, ...(options.args ?? [])],
    cwd: options.launch?.cwd,
    env: { PATH: process.env.PATH ?? '', XDG_STATE_HOME: TEST_STATE, ...options.env },
    onStderr: (chunk) => {
      stderr += chunk.toString('utf8');
    },
  };
  const client = await (options.client === 'v2' ? connectV2(setup) : connectV1(setup));
  // The tool list (and with it the output schemas the client checks results against).
  await client.listTools();
  if (options.roots && client.revision < '2026-07-28') await waitFor(() => /folders from the client's roots|keeping|no usable/.test(stderr), () => stderr);
  return {
    revision: client.revision,
    stderr: () => stderr,
    asked,
    listTools: () => client.listTools(),
    async setRoots(next) {
      const before = stderr.length;
      roots = next;
      await client.sendRootsListChanged();
      await waitFor(() => /folders from the client's roots|keeping/.test(stderr.slice(before)), () => stderr);
    },
    async call(name, args) {
      const raw = await client.callTool(name, args);
      const text = raw.content[0];
      if (text?.type !== 'text') throw new Error(`no text part in ${JSON.stringify(raw)}`);
      return { json: JSON.parse(text.text) as Record<string, unknown>, raw };
    },
    close: () => client.close(),
  };
}

/** The SDK v1 client. It always offers 2025-11-25; for another revision its initialize asks for that one. */
async function connectV1(setup: ClientSetup): Promise<Connected> {
  const client = new ClientV1({ name: 'guarded-edit-tests-v1', version: '1.0.0' }, { capabilities: setup.capabilities });
  if (setup.capabilities.roots) client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: setup.roots() }));
  const elicit = setup.elicit;
  if (elicit) client.setRequestHandler(ElicitRequestSchema, (request) => elicit(request.params.message));
  const transport = new StdioClientTransportV1({ command: setup.command, args: setup.args, cwd: setup.cwd, stderr: 'pipe', env: setup.env });
  transport.stderr?.on('data', setup.onStderr);
  let revision = 'unknown';
  const send = transport.send.bind(transport);
  transport.send = (message: JSONRPCMessage) => {
    if ('method' in message && message.method === 'initialize' && setup.revision && message.params) message.params.protocolVersion = setup.revision;
    return send(message);
  };
  const started = transport.start.bind(transport);
  transport.start = async () => {
    await started();
    const receive = transport.onmessage;
    transport.onmessage = (message: JSONRPCMessage) => {
      const result = 'result' in message ? (message.result as { protocolVersion?: unknown }) : undefined;
      if (typeof result?.protocolVersion === 'string') revision = result.protocolVersion;
      receive?.(message);
    };
  };
  await client.connect(transport);
  return {
    get revision() {
      return revision;
    },
    listTools: async () => (await client.listTools()).tools,
    callTool: async (name, args) => (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult,
    sendRootsListChanged: () => client.sendRootsListChanged(),
    close: () => client.close(),
  };
}

/** The SDK v2 client: 2026-07-28 by `server/discover` (pinned), the earlier revisions by `initialize`. */
async function connectV2(setup: ClientSetup): Promise<Connected> {
  const modern = setup.revision === '2026-07-28' || setup.revision === undefined;
  const client = new ClientV2({ name: 'guarded-edit-tests-v2', version: '1.0.0' }, {
    capabilities: setup.capabilities,
    versionNegotiation: modern ? { mode: { pin: '2026-07-28' } } : { mode: 'legacy' },
    ...(modern ? {} : { supportedProtocolVersions: [setup.revision as string] }),
  });
  if (setup.capabilities.roots) client.setRequestHandler('roots/list', () => ({ roots: setup.roots() }));
  const elicit = setup.elicit;
  if (elicit) client.setRequestHandler('elicitation/create', (request) => elicit(request.params.message));
  const transport = new StdioClientTransportV2({ command: setup.command, args: setup.args, cwd: setup.cwd, stderr: 'pipe', env: setup.env });
  transport.stderr?.on('data', setup.onStderr);
  await client.connect(transport);
  return {
    revision: client.getNegotiatedProtocolVersion() ?? 'unknown',
    listTools: async () => (await client.listTools()).tools as Tool[],
    callTool: async (name, args) => (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult,
    sendRootsListChanged: () => client.sendRootsListChanged(),
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
