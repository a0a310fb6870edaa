// One tool of the server, as one object: its name, how it is listed (schema and description
// together), how a call runs, and how the log names a call. The server's tool list is the array
// of them (tools/index.ts): a new tool is one file and one line there.
import type { Tool } from '@modelcontextprotocol/server';
import { toolOutputSchemas } from '../../core/request';
import type { CallContext } from '../session/context';

/** What every tool gives: its result JSON, `success` false with `errors` on a refusal. */
export interface ToolOutcome {
  success: boolean;
  errors?: readonly { code: string }[];
}

export interface McpTool {
  readonly name: string;
  /** The tool as tools/list gives it. */
  definition(): Tool;
  run(ctx: CallContext, input: unknown, signal: AbortSignal): Promise<ToolOutcome>;
  /** The call as the log names it: its files or entry, never its content. */
  describe(input: unknown): string;
}

export const WRITES: Tool['annotations'] = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };
export const READS: Tool['annotations'] = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

let outputSchemas: Record<string, Record<string, unknown>> | undefined;

/** A tool's listing: the same name, input schema (from the zod source) and result JSON as the VS Code tools, with MCP's annotations and an output schema. */
export function listing(name: string, title: string, description: string, inputSchema: Record<string, unknown>, annotations: Tool['annotations']): Tool {
  return {
    name,
    title,
    description,
    inputSchema: inputSchema as Tool['inputSchema'],
    outputSchema: (outputSchemas ??= toolOutputSchemas())[name],
    annotations: { title, ...annotations },
  };
}

/** The `file_path` of a call's input, for the log. */
export function describeFilePath(input: unknown): string {
  const path = input !== null && typeof input === 'object' ? (input as { file_path?: unknown }).file_path : undefined;
  return typeof path === 'string' ? JSON.stringify(path) : '(no file_path)';
}
