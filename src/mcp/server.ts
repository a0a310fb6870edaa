// The MCP server: its tools over the core, the client's roots as the workspace, and the person
// asked through the client (elicitation) where a change needs their yes.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  RootsListChangedNotificationSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { describePatchRequest } from '../core/patch';
import { describeRequestedFiles } from '../core/pipeline';
import { personAsker } from './askPerson';
import type { ServerOptions } from './cli';
import { CallContext } from './context';
import { runCreate } from './createFlow';
import { runEdit } from './editFlow';
import { runPatch } from './patchFlow';
import { log } from './log';
import { runRead } from './readFlow';
import { TOOL_NAMES, toolDefinitions, type ToolName } from './tools';
import { Workspace } from './workspace';
import type { WorkspaceRoot } from '../core/platform';

export const SERVER_NAME = 'guarded-edit';

const LenientRootsSchema = z.looseObject({
  roots: z.array(z.looseObject({ uri: z.string(), name: z.string().optional() })),
});

const INSTRUCTIONS =
  'Guarded Edit edits files of the workspace safely: every call is checked completely (path jailed to the workspace folders, ' +
  'every edit matched exactly against the current text) before anything is written, and all of it is written or none. ' +
  'Read a file with guarded_read_file, change it with guarded_multi_edit (several files: guarded_multi_file_edit), create one with guarded_create_file, apply a patch (*** Begin Patch or a unified diff) to several files at once with guarded_apply_patch. ' +
  'A refusal is a result (isError) whose errors each carry a code and a recovery_hint: follow the hint.';

export function createServer(options: ServerOptions, cliFolders: readonly WorkspaceRoot[], version: string, beforeWrite?: () => Promise<void>): Server {
  const server = new Server({ name: SERVER_NAME, version }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  const workspace = new Workspace(cliFolders);
  const ctx = new CallContext(options, workspace, personAsker(server), beforeWrite);
  const tools = toolDefinitions();

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const name = request.params.name;
    if (!isToolName(name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${JSON.stringify(name)}; this server has ${TOOL_NAMES.join(', ')}.`);
    const started = Date.now();
    const input: unknown = request.params.arguments;
    const result = await run(ctx, name, input, extra.signal);
    log(`${name} ${describeCall(name, input)}: ${result.success ? 'done' : `refused (${result.errors.map((e) => e.code).join(', ')})`} in ${Date.now() - started} ms`);
    return {
      content: [{ type: 'text', text: JSON.stringify(result) }],
      structuredContent: result as unknown as Record<string, unknown>,
      isError: !result.success,
    };
  });

  // Not server.listRoots(): its schema refuses the whole list for one root that is not file://,
  // and the rule here is to ignore (and log) such a root and keep the others.
  const listRoots = () => server.request({ method: 'roots/list' }, LenientRootsSchema);
  server.oninitialized = () => {
    if (server.getClientCapabilities()?.roots) void workspace.refresh(listRoots);
    else log(`the client offers no roots; folders: ${cliFolders.map((f) => f.path).join(', ') || 'none (every call is NO_WORKSPACE)'}`);
  };
  server.setNotificationHandler(RootsListChangedNotificationSchema, () => workspace.refresh(listRoots));
  return server;
}

function run(ctx: CallContext, name: ToolName, input: unknown, signal: AbortSignal) {
  switch (name) {
    case 'guarded_multi_edit':
      return runEdit(ctx, input, 'single', signal);
    case 'guarded_multi_file_edit':
      return runEdit(ctx, input, 'multi', signal);
    case 'guarded_read_file':
      return runRead(ctx, input);
    case 'guarded_create_file':
      return runCreate(ctx, input, signal);
    case 'guarded_apply_patch':
      return runPatch(ctx, input, signal);
  }
}

function isToolName(name: string): name is ToolName {
  return (TOOL_NAMES as readonly string[]).includes(name);
}

function describeCall(name: ToolName, input: unknown): string {
  if (name === 'guarded_read_file' || name === 'guarded_create_file') {
    const path = input !== null && typeof input === 'object' ? (input as { file_path?: unknown }).file_path : undefined;
    return typeof path === 'string' ? JSON.stringify(path) : '(no file_path)';
  }
  if (name === 'guarded_apply_patch') return describePatchRequest(input);
  const files = describeRequestedFiles(input);
  return files.length === 0 ? '(malformed)' : files.map((f) => `${JSON.stringify(f.path)} (${f.edits} edits)`).join(', ');
}
