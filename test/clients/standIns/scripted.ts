// What the stand-ins for the model APIs of Copilot CLI, Gemini CLI and Codex CLI share: a scripted
// turn (a tool call, or text that ends the run), a small HTTP server on localhost that records
// what the client sent, and the server-sent-events framing.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tool call with JSON arguments, a call of a freeform tool (its input is text), or the final text. */
export type ScriptedTurn = { tool: string; input: Record<string, unknown> } | { tool: string; freeform: string } | { text: string };

/** What the client gave back for one scripted tool call: the call's id, and the result as text. */
export interface ToolResult {
  id: string;
  text: string;
}

export interface ScriptedApi {
  url: string;
  /** Every request of the agent's main loop (one that offers tools), in order, as parsed JSON. */
  requests: unknown[];
  /** The tool results the client sent back, read from its last main-loop request. */
  toolResults(): ToolResult[];
  close: () => Promise<void>;
}

const MAX_BODY_BYTES = 32 * 1024 * 1024;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        fail(new Error('request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    request.on('error', fail);
  });
}

/** Writes `events` as one server-sent-events stream and ends the response. */
export function writeEvents(response: ServerResponse, events: readonly { event?: string; data: unknown }[], trailer?: string): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for (const { event, data } of events) response.write(`${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`);
  if (trailer !== undefined) response.write(trailer);
  response.end();
}

export function writeJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The scripted turn for the n-th main-loop request (0-based); past the script, the run ends. */
export function turnAt(script: readonly ScriptedTurn[], n: number): ScriptedTurn {
  return script[n] ?? { text: 'Done.' };
}

/** Starts a server on 127.0.0.1 whose requests `handle` answers (a thrown error becomes a 500). */
export async function listen(handle: (request: IncomingMessage, path: string, response: ServerResponse) => Promise<void>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    handle(request, path, response).catch((error: unknown) => {
      if (!response.headersSent) writeJson(response, 500, { error: { message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}
