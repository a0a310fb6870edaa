// A stand-in for the model's API on localhost: it speaks the streaming Messages API (server-sent
// events) well enough for Claude Code, answers each request of the agent's main loop with the next
// scripted assistant turn (a tool call, or text that ends the run), and records what the client
// sent, so a test can read the tool results the real client produced. Requests without tools
// (the client's own side questions, such as titles) get a short text and use up no turn.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './scripted';

export type Turn = { tool: string; input: Record<string, unknown> } | { text: string };

export interface ContentBlock {
  type: string;
  text?: string;
  name?: string;
  id?: string;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}

export interface RecordedRequest {
  model?: string;
  stream?: boolean;
  tools?: { name: string }[];
  messages: { role: string; content: string | ContentBlock[] }[];
}

export interface ModelApiStandIn {
  url: string;
  /** Every request of the main loop (with tools), in order. */
  requests: RecordedRequest[];
  /** How many requests came without tools. */
  sideRequests: number;
  close(): Promise<void>;
}

/** The events of one assistant message holding `turn`. */
function events(turn: Turn, id: string, model: string): { event: string; data: unknown }[] {
  const message = { id: `msg_standin_${id}`, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } };
  const out: { event: string; data: unknown }[] = [{ event: 'message_start', data: { type: 'message_start', message } }];
  if ('tool' in turn) {
    out.push({ event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: `toolu_standin_${id}`, name: turn.tool, input: {} } } });
    out.push({ event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify(turn.input) } } });
  } else {
    out.push({ event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } } });
    out.push({ event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: turn.text } } });
  }
  out.push({ event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } });
  out.push({ event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: 'tool' in turn ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 5 } } });
  out.push({ event: 'message_stop', data: { type: 'message_stop' } });
  return out;
}

/** The same message, whole, for a request that did not ask for a stream. */
function wholeMessage(turn: Turn, id: string, model: string): unknown {
  const content = 'tool' in turn ? [{ type: 'tool_use', id: `toolu_standin_${id}`, name: turn.tool, input: turn.input }] : [{ type: 'text', text: turn.text }];
  return { id: `msg_standin_${id}`, type: 'message', role: 'assistant', model, content, stop_reason: 'tool' in turn ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: 10, output_tokens: 5 } };
}

export async function startModelApi(script: readonly Turn[]): Promise<ModelApiStandIn> {
  const requests: RecordedRequest[] = [];
  let next = 0;
  const state = { sideRequests: 0 };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'POST' || !path.endsWith('/v1/messages')) {
        // count_tokens and anything else: a small, valid answer that asks for nothing.
        response.writeHead(path.endsWith('/count_tokens') ? 200 : 404, { 'content-type': 'application/json' });
        response.end(path.endsWith('/count_tokens') ? '{"input_tokens":10}' : '{"type":"error","error":{"type":"not_found_error","message":"not here"}}');
        return;
      }
      const body = JSON.parse(await readBody(request)) as RecordedRequest;
      const model = body.model ?? 'stand-in';
      // Scripted turn n (1-based) calls its tool with the id toolu_standin_<n>, whatever side
      // requests came between, so a test finds each result by the turn's number.
      let turn: Turn;
      let id: string;
      if (body.tools && body.tools.length > 0) {
        requests.push(body);
        turn = script[next] ?? { text: 'Done.' };
        next++;
        id = String(next);
      } else {
        state.sideRequests++;
        turn = { text: 'Edit files' };
        id = `side_${state.sideRequests}`;
      }
      if (!body.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(wholeMessage(turn, id, model)));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      for (const { event, data } of events(turn, id, model)) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      response.end();
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    get sideRequests() {
      return state.sideRequests;
    },
    close: () => new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}

/** The tool_result blocks of a recorded request, with their text. */
export function toolResults(request: RecordedRequest): { id: string; isError: boolean; text: string }[] {
  const results: { id: string; isError: boolean; text: string }[] = [];
  for (const message of request.messages) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type !== 'tool_result') continue;
      const text = typeof block.content === 'string' ? block.content : Array.isArray(block.content) ? (block.content as ContentBlock[]).map((part) => part.text ?? '').join('\n') : '';
      results.push({ id: block.tool_use_id ?? '', isError: block.is_error === true, text });
    }
  }
  return results;
}

/** What the client sent back, in its last request, for scripted call n (1-based: the stand-in names it toolu_standin_<n>). */
export function resultOfCall(api: ModelApiStandIn, n: number): { isError: boolean; text: string } {
  const last = api.requests[api.requests.length - 1];
  const result = toolResults(last).find((r) => r.id === `toolu_standin_${n}`);
  assert.ok(result, `no result for scripted call ${n}: ${JSON.stringify(toolResults(last)).slice(0, 2000)}`);
  return result;
}
