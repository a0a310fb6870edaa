// The MCP server: its tools over the core, the folders of its command line (replaced by the
// client's roots when the client offers them), and the person asked through the client where a
// change needs their yes. One Server per connection; the SDK's stdio entry picks the protocol
// revision (2026-07-28, or 2025-11-25 / 2025-06-18 through `initialize`) and this code serves all.
import { randomBytes } from 'node:crypto';
import {
  CLIENT_CAPABILITIES_META_KEY,
  createRequestStateCodec,
  inputRequired,
  inputResponse,
  PROTOCOL_VERSION_META_KEY,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type CallToolResult,
  type ClientCapabilities,
  type InputRequiredResult,
  type ServerContext,
} from '@modelcontextprotocol/server';
import * as z from 'zod';
import { guardedError } from '../core/errors';
import { failureResult } from '../core/pipeline';
import type { ServerOptions } from './cli';
import { log } from './log';
import { canElicitForm, personAsker, QuestionForPerson, questionResult, withAsking } from './session/askPerson';
import { CallContext } from './session/context';
import { recoverWorkspace } from './session/recovery';
import { Workspace } from './session/workspace';
import { TOOLS, type ToolOutcome } from './tools';
import { folderHoldingState } from '../node/stateFolder';
import type { WorkspaceRoot } from '../core/platform';

const SERVER_NAME = 'guarded-edit';

/** How long the person has to answer a question (a round of the call; also how long its state is valid). */
const ANSWER_WAIT_MS = 10 * 60 * 1000;

/** The key of the roots request in `inputRequests` (revision 2026-07-28). */
const ROOTS_KEY = 'roots';

/** The newest protocol revision; on it the client's capabilities come with each request. */
const MODERN_REVISION = '2026-07-28';

const LenientRootsSchema = z.looseObject({
  roots: z.array(z.looseObject({ uri: z.string(), name: z.string().optional() })),
});

const INSTRUCTIONS =
  'Guarded Edit edits files of the workspace safely: every call is checked completely (path jailed to the workspace folders, ' +
  'every edit matched exactly against the current text) before anything is written, and all of it is written or none. ' +
  'Read a file with guarded_read_file, change it with guarded_multi_edit (several files: guarded_multi_file_edit), create one with guarded_create_file, apply a patch (*** Begin Patch or a unified diff) to several files at once with guarded_apply_patch, and change a Jupyter notebook (.ipynb) cell by cell with guarded_notebook_edit. ' +
  'A refusal is a result (isError) whose errors each carry a code and a recovery_hint: follow the hint.';

const TOOL_BY_NAME = new Map(TOOLS.map((t) => [t.name, t]));

/** What the state sent with a question names: the digest of that question. */
interface QuestionState {
  question: string;
}

export function createServer(options: ServerOptions, cliFolders: readonly WorkspaceRoot[], version: string, beforeWrite?: () => Promise<void>, onJournalStep?: (step: string) => void): Server {
  // The state comes back through the client: sealed with a key of this process (one stdio
  // connection is one process), so only a question this server asked can be answered.
  const states = createRequestStateCodec<QuestionState>({ key: randomBytes(32), ttlSeconds: ANSWER_WAIT_MS / 1000 });
  const server = new Server({ name: SERVER_NAME, version }, {
    capabilities: { tools: {} },
    instructions: INSTRUCTIONS,
    requestState: { verify: (state, rc) => states.verify(state, rc) },
    inputRequired: { roundTimeoutMs: ANSWER_WAIT_MS },
  });
  const workspace = new Workspace(cliFolders);
  const ctx = new CallContext(options, workspace, personAsker(), beforeWrite, onJournalStep);
  const tools = TOOLS.map((t) => t.definition());
  const outputSchemas = new Map(tools.map((t) => [t.name, t.outputSchema]));

  server.setRequestHandler('tools/list', () => ({ tools }));
  server.setRequestHandler('tools/call', async (request, rc): Promise<CallToolResult | InputRequiredResult> => {
    const name = request.params.name;
    const tool = TOOL_BY_NAME.get(name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool ${JSON.stringify(name)}; this server has ${TOOLS.map((t) => t.name).join(', ')}.`);
    const client = clientOf(server, rc);
    if (client.modern && client.capabilities?.roots && !workspace.clientRootsAsked) {
      const answer = inputResponse(rc.mcpReq.inputResponses, ROOTS_KEY);
      if (answer.kind !== 'roots') return inputRequired({ inputRequests: { [ROOTS_KEY]: inputRequired.listRoots() } });
      await workspace.refresh(() => Promise.resolve({ roots: answer.roots }));
    }
    const started = Date.now();
    const input: unknown = request.params.arguments;
    const asking = {
      canAsk: canElicitForm(client.capabilities),
      responses: rc.mcpReq.inputResponses,
      answeredDigest: rc.mcpReq.requestState<QuestionState>()?.question,
    };
    let result: ToolOutcome;
    try {
      const roots = await workspace.roots();
      const holding = folderHoldingState(roots.map((r) => r.path), ctx.stateRoot);
      result = roots.length === 0
        ? failureResult([noFoldersError()])
        : holding !== undefined
          ? failureResult([stateFolderInsideError(holding, ctx.stateRoot)])
          : await withAsking(asking, () => tool.run(ctx, input, rc.mcpReq.signal));
    } catch (error) {
      if (!(error instanceof QuestionForPerson)) throw error;
      log(`${name} ${tool.describe(input)}: asking the person (${client.revision})`);
      return questionResult(error, await states.mint({ question: error.digest }));
    }
    log(`${name} ${tool.describe(input)}: ${result.success ? 'done' : `refused (${(result.errors ?? []).map((e) => e.code).join(', ')})`} in ${Date.now() - started} ms`);
    return server.projectCallToolResult({
      content: [{ type: 'text', text: JSON.stringify(result) }],
      structuredContent: result,
      isError: !result.success,
    }, outputSchemas.get(name));
  });

  // Revisions before 2026-07-28: roots are asked for once the client is initialized, and again
  // when it says they changed. Not server.listRoots(): its schema refuses the whole list for one
  // root that is not file://, and the rule here is to ignore (and log) such a root and keep the others.
  const listRoots = () => server.request({ method: 'roots/list' }, LenientRootsSchema);
  server.oninitialized = () => {
    // Deprecated for 2026-07-28 requests only: before it, the initialize-time capabilities are the connection's.
    ctx.clientName = server.getClientVersion()?.name ?? ctx.clientName;
    const capabilities = server.getClientCapabilities();
    if (capabilities?.roots) void workspace.refresh(listRoots);
    else log(`the client offers no roots; folders: ${cliFolders.map((f) => f.path).join(', ') || 'none (every call is NO_WORKSPACE)'}`);
  };
  server.setNotificationHandler('notifications/roots/list_changed', () => workspace.refresh(listRoots));
  // Requests a killed process left half done are rolled back now (and again before any call that touches their files).
  void recoverWorkspace(ctx);
  return server;
}

/** The client behind one request: its protocol revision and declared capabilities. */
function clientOf(server: Server, rc: ServerContext): { modern: boolean; revision: string; capabilities: ClientCapabilities | undefined } {
  const envelope = rc.mcpReq.envelope as Record<string, unknown> | undefined;
  // On 2026-07-28 each request names its revision and capabilities; before it, initialize did.
  const named = envelope?.[PROTOCOL_VERSION_META_KEY];
  const revision = typeof named === 'string' ? named : (server.getNegotiatedProtocolVersion() ?? 'unknown');
  const modern = revision >= MODERN_REVISION;
  const capabilities = modern ? (envelope?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined) : server.getClientCapabilities();
  return { modern, revision, capabilities };
}

/** NO_WORKSPACE for a server started without folders whose client offers no roots. */
function noFoldersError() {
  return guardedError(
    'NO_WORKSPACE',
    'This server has no folder to work in: it was started without a FOLDER argument, and the client offers no roots (or none that is a local folder).',
    [],
    'Tell the person: add the project folder as the last argument of the server\'s command in the MCP client\'s configuration (for example `guarded-edit mcp /path/to/project`), then restart the server.',
  );
}

/** A folder of the client's roots holds the state folder: no tool runs (its records would be the model's to read and plant). */
function stateFolderInsideError(folder: string, state: string) {
  return guardedError(
    'NO_WORKSPACE',
    `The folder ${folder} holds Guarded Edit's state folder ${state} (its history and locks), so no tool works on it: a tool call could read or plant history records.`,
    [],
    'Tell the person: set XDG_STATE_HOME to a folder outside the workspace in the MCP client\'s configuration of this server, or open the project folder instead of the home folder; then restart the server.',
  );
}
