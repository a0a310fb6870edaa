// A stand-in for an OpenAI-compatible chat completions API on localhost, which GitHub Copilot CLI
// speaks to a provider of one's own (COPILOT_PROVIDER_BASE_URL): each streamed request that offers
// tools gets the next scripted assistant turn, as chunks of one tool call or of the final text; the
// requests are recorded, so a test reads the tool results the real client sent back.
import { listen, readBody, turnAt, writeEvents, writeJson, type ScriptedApi, type ScriptedTurn, type ToolResult } from './scripted';

interface ChatRequest {
  model?: string;
  stream?: boolean;
  tools?: unknown[];
  messages?: { role: string; tool_call_id?: string; content?: string | { type: string; text?: string }[] }[];
}

function chunk(id: string, model: string, delta: Record<string, unknown>, finish: string | null): unknown {
  return { id: `chatcmpl-standin-${id}`, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] };
}

function chunks(turn: ScriptedTurn, id: string, model: string): unknown[] {
  const out: unknown[] = [];
  if ('tool' in turn) {
    const args = 'input' in turn ? JSON.stringify(turn.input) : turn.freeform;
    out.push(chunk(id, model, { role: 'assistant', content: null, tool_calls: [{ index: 0, id: `call_standin_${id}`, type: 'function', function: { name: turn.tool, arguments: '' } }] }, null));
    out.push(chunk(id, model, { tool_calls: [{ index: 0, function: { arguments: args } }] }, null));
    out.push(chunk(id, model, {}, 'tool_calls'));
  } else {
    out.push(chunk(id, model, { role: 'assistant', content: turn.text }, null));
    out.push(chunk(id, model, {}, 'stop'));
  }
  out.push({ id: `chatcmpl-standin-${id}`, object: 'chat.completion.chunk', created: 0, model, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
  return out;
}

/** The stand-in, with the time (performance.now()) each main-loop request arrived: a bench times the client's work between them. */
export interface TimedScriptedApi extends ScriptedApi {
  arrivals: number[];
}

export async function startChatCompletionsApi(script: readonly ScriptedTurn[]): Promise<TimedScriptedApi> {
  const requests: ChatRequest[] = [];
  const arrivals: number[] = [];
  const server = await listen(async (request, path, response) => {
    if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
      writeJson(response, 404, { error: { message: `the stand-in has no ${request.method ?? ''} ${path}` } });
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    const model = body.model ?? 'stand-in';
    let turn: ScriptedTurn;
    let id: string;
    if (body.tools && body.tools.length > 0) {
      arrivals.push(performance.now());
      requests.push(body);
      turn = turnAt(script, requests.length - 1);
      id = String(requests.length);
    } else {
      turn = { text: 'Edit files' };
      id = 'side';
    }
    if (body.stream === true) {
      writeEvents(response, chunks(turn, id, model).map((data) => ({ data })), 'data: [DONE]\n\n');
      return;
    }
    const message = 'tool' in turn
      ? { role: 'assistant', content: null, tool_calls: [{ id: `call_standin_${id}`, type: 'function', function: { name: turn.tool, arguments: 'input' in turn ? JSON.stringify(turn.input) : turn.freeform } }] }
      : { role: 'assistant', content: turn.text };
    writeJson(response, 200, { id: `chatcmpl-standin-${id}`, object: 'chat.completion', created: 0, model, choices: [{ index: 0, message, finish_reason: 'tool' in turn ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
  });
  return {
    url: server.url,
    requests,
    arrivals,
    toolResults(): ToolResult[] {
      const last = requests[requests.length - 1];
      const results: ToolResult[] = [];
      for (const message of last?.messages ?? []) {
        if (message.role !== 'tool') continue;
        const text = typeof message.content === 'string' ? message.content : (message.content ?? []).map((part) => part.text ?? '').join('\n');
        results.push({ id: message.tool_call_id ?? '', text });
      }
      return results;
    },
    close: server.close,
  };
}
