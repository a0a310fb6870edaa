// OpenCode's guard (dist/opencode-guard.js): install copies it to the data folder, and the plugin
// OpenCode loads (core/agentHook/dialects/opencodePlugin.ts) requires it once and hands it every tool call,
// in OpenCode's own process: the hook's very checks (runHook, as for any agent's event), with no
// process per call. Before a call: the refusal's text, which the plugin throws, or undefined. After
// it: what the agent must be told (a file put back), or undefined.
import { HOOK_MARKER, internalFailureReason, parseJson } from '../core/agentHook';
import { runHook } from './runHook';

/** One call as the plugin hands it over. */
export interface OpencodeCall {
  directory: string;
  worktree: string;
  tool: string;
  sessionID: string;
  callID: string;
  args: unknown;
}

const HOOK_ARGS = ['--agent', 'opencode', '--id', HOOK_MARKER];
/** The hook's own bound for one event (as its command line's): past it the call is refused. */
const TIME_LIMIT_MS = 10_000;

function event(moment: 'tool.execute.before' | 'tool.execute.after', call: OpencodeCall): string {
  const { directory, worktree, tool, sessionID, callID, args } = call;
  return JSON.stringify({ opencode: moment, directory, worktree, tool, sessionID, callID, args });
}

export async function before(call: OpencodeCall): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((done) => {
    timer = setTimeout(() => done(internalFailureReason('checking the call', `it took longer than ${TIME_LIMIT_MS / 1000} s`)), TIME_LIMIT_MS);
  });
  try {
    const checked = runHook(HOOK_ARGS, event('tool.execute.before', call), process.env).then((answer) => (answer.exitCode === 0 ? undefined : answer.stderr ?? answer.stdout ?? 'Guarded Edit refused this call.'));
    return await Promise.race([checked, late]);
  } catch (error) {
    return internalFailureReason('checking the call', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

export async function after(call: OpencodeCall): Promise<string | undefined> {
  try {
    const answer = await runHook(HOOK_ARGS, event('tool.execute.after', call), process.env);
    const told = parseJson(answer.stdout ?? '');
    if (typeof told === 'object' && told !== null && typeof (told as { told?: unknown }).told === 'string') return (told as { told: string }).told;
    return answer.exitCode === 0 ? undefined : answer.stderr;
  } catch (error) {
    // After a call nothing can be stopped: the history is a record, not a guard.
    return internalFailureReason('recording the call', error instanceof Error ? error.message : String(error));
  }
}
