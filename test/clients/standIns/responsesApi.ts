// A stand-in for the OpenAI Responses API on localhost, which Codex CLI speaks to a
// `model_provider` of config.toml (`wire_api = "responses"`, streamed): each request that offers
// tools gets the next scripted turn as one output item (a function call, a freeform tool call such
// as Codex's apply_patch, or the final message); the requests are recorded, so a test reads the
// tool outputs the real client sent back.
import { listen, readBody, turnAt, writeEvents, writeJson, type ScriptedApi, type ScriptedTurn, type ToolResult } from './scripted';

interface ResponsesRequest {
  model?: string;
  tools?: unknown[];
  input?: { type?: string; call_id?: string; output?: unknown }[];
}

function itemOf(turn: ScriptedTurn, id: string): Record<string, unknown> {
  if (!('tool' in turn)) return { type: 'message', id: `msg_standin_${id}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: turn.text, annotations: [] }] };
  if ('input' in turn) return { type: 'function_call', id: `fc_standin_${id}`, call_id: `call_standin_${id}`, name: turn.tool, arguments: JSON.stringify(turn.input), status: 'completed' };
  return { type: 'custom_tool_call', id: `ctc_standin_${id}`, call_id: `call_standin_${id}`, name: turn.tool, input: turn.freeform, status: 'completed' };
}

function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.map((part: { text?: string }) => part.text ?? '').join('\n');
  if (typeof output === 'object' && output !== null && 'content' in output && typeof output.content === 'string') return output.content;
  return JSON.stringify(output);
}

export async function startResponsesApi(script: readonly ScriptedTurn[]): Promise<ScriptedApi> {
  const requests: ResponsesRequest[] = [];
  const server = await listen(async (request, path, response) => {
    if (request.method !== 'POST' || !path.endsWith('/responses')) {
      if (path.endsWith('/models')) writeJson(response, 200, { object: 'list', data: [], models: [] });
      else writeJson(response, 404, { error: { message: `the stand-in has no ${request.method ?? ''} ${path}` } });
      return;
    }
    const body = JSON.parse(await readBody(request)) as ResponsesRequest;
    let turn: ScriptedTurn;
    let id: string;
    if (body.tools && body.tools.length > 0) {
      requests.push(body);
      turn = turnAt(script, requests.length - 1);
      id = String(requests.length);
    } else {
      turn = { text: 'Edit files' };
      id = 'side';
    }
    const responseId = `resp_standin_${id}`;
    const item = itemOf(turn, id);
    writeEvents(response, [
      { event: 'response.created', data: { type: 'response.created', response: { id: responseId, object: 'response', status: 'in_progress', model: body.model ?? 'stand-in', output: [] } } },
      { event: 'response.output_item.added', data: { type: 'response.output_item.added', output_index: 0, item } },
      { event: 'response.output_item.done', data: { type: 'response.output_item.done', output_index: 0, item } },
      { event: 'response.completed', data: { type: 'response.completed', response: { id: responseId, object: 'response', status: 'completed', model: body.model ?? 'stand-in', output: [item], usage: { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 5, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 15 } } } },
    ]);
  });
  return {
    url: server.url,
    requests,
    toolResults(): ToolResult[] {
      const last = requests[requests.length - 1];
      return (last?.input ?? [])
        .filter((item) => item.type === 'function_call_output' || item.type === 'custom_tool_call_output')
        .map((item) => ({ id: item.call_id ?? '', text: outputText(item.output) }));
    },
    close: server.close,
  };
}
