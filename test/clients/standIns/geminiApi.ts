// A stand-in for the Gemini API on localhost (GOOGLE_GEMINI_BASE_URL, the `gemini-api-key` auth of
// Gemini CLI): each streamGenerateContent request that offers tools gets the next scripted model
// turn (one functionCall, or the final text); other requests (the CLI's own side questions, some of
// which ask for JSON of a given schema) get a short answer of that shape and use up no turn. The
// requests are recorded, so a test reads the functionResponse parts the real client sent back.
import { listen, readBody, turnAt, writeEvents, writeJson, type ScriptedApi, type ScriptedTurn, type ToolResult } from './scripted';

interface Part {
  text?: string;
  functionCall?: { id?: string; name: string; args: unknown };
  functionResponse?: { id?: string; name: string; response?: unknown };
}

interface GeminiRequest {
  contents?: { role?: string; parts?: Part[] }[];
  tools?: { functionDeclarations?: unknown[] }[];
  generationConfig?: { responseMimeType?: string; responseJsonSchema?: Schema; responseSchema?: Schema };
}

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  enum?: unknown[];
}

/** A value of the asked schema: the CLI's side questions (routing, next speaker) parse it. */
function valueOf(schema: Schema | undefined, name = ''): unknown {
  if (schema?.enum && schema.enum.length > 0) return schema.enum[0];
  switch ((schema?.type ?? 'string').toLowerCase()) {
    case 'object': return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([key, value]) => [key, valueOf(value, key)]));
    case 'integer':
    case 'number': return 1;
    case 'boolean': return false;
    case 'array': return [];
    default: return name === 'next_speaker' ? 'user' : 'stand-in';
  }
}

function candidate(parts: Part[]): unknown {
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 }, modelVersion: 'stand-in' };
}

export async function startGeminiApi(script: readonly ScriptedTurn[]): Promise<ScriptedApi> {
  const requests: GeminiRequest[] = [];
  const server = await listen(async (request, path, response) => {
    const streamed = path.endsWith(':streamGenerateContent');
    if (request.method !== 'POST' || !(streamed || path.endsWith(':generateContent'))) {
      if (path.endsWith(':countTokens')) writeJson(response, 200, { totalTokens: 10 });
      else writeJson(response, 404, { error: { code: 404, message: `the stand-in has no ${request.method ?? ''} ${path}`, status: 'NOT_FOUND' } });
      return;
    }
    const body = JSON.parse(await readBody(request)) as GeminiRequest;
    let parts: Part[];
    const offersTools = (body.tools ?? []).some((tool) => (tool.functionDeclarations ?? []).length > 0);
    if (streamed && offersTools) {
      requests.push(body);
      const turn = turnAt(script, requests.length - 1);
      if (!('tool' in turn)) parts = [{ text: turn.text }];
      else if ('input' in turn) parts = [{ functionCall: { id: `call_standin_${requests.length}`, name: turn.tool, args: turn.input } }];
      else throw new Error('the Gemini API has no freeform tools');
    } else {
      const schema = body.generationConfig?.responseJsonSchema ?? body.generationConfig?.responseSchema;
      parts = [{ text: body.generationConfig?.responseMimeType === 'application/json' ? JSON.stringify(valueOf(schema)) : 'Edit files' }];
    }
    if (streamed) writeEvents(response, [{ data: candidate(parts) }]);
    else writeJson(response, 200, candidate(parts));
  });
  return {
    url: server.url,
    requests,
    toolResults(): ToolResult[] {
      const last = requests[requests.length - 1];
      const results: ToolResult[] = [];
      for (const content of last?.contents ?? []) {
        for (const part of content.parts ?? []) {
          if (!part.functionResponse) continue;
          const response = part.functionResponse.response;
          const text = typeof response === 'object' && response !== null && 'output' in response && typeof response.output === 'string' ? response.output
            : typeof response === 'object' && response !== null && 'error' in response && typeof response.error === 'string' ? response.error
            : JSON.stringify(response);
          results.push({ id: part.functionResponse.id ?? part.functionResponse.name, text });
        }
      }
      return results;
    },
    close: server.close,
  };
}
