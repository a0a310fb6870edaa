// Runs the built hook (dist/hook.js, built once per test run) as a subprocess on recorded events.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';

export const REPO = resolve(__dirname, '..', '..');
export const HOOK = join(REPO, 'dist', 'hook.js');

let built = false;
/** Build the bundles once (the hook is what the agent runs, so the tests run it too). */
export function buildHookOnce(): void {
  if (built && existsSync(HOOK)) return;
  execFileSync(process.execPath, ['esbuild.mjs'], { cwd: REPO, stdio: 'pipe' });
  built = true;
}

export interface HookAnswer {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The parsed stdout, when there is one. */
  json?: { hookSpecificOutput?: { hookEventName: string; permissionDecision: string; permissionDecisionReason: string } };
}

export function runHook(event: unknown, env: NodeJS.ProcessEnv, args: string[] = []): Promise<HookAnswer> {
  return new Promise((done, fail) => {
    const child = execFile(process.execPath, [HOOK, ...args], { env, timeout: 30_000 }, (error, stdout, stderr) => {
      const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      if (exitCode === -1) {
        fail(error ?? new Error('the hook did not run'));
        return;
      }
      const answer: HookAnswer = { exitCode, stdout, stderr };
      if (stdout.startsWith('{')) answer.json = JSON.parse(stdout) as HookAnswer['json'];
      done(answer);
    });
    // A hook that stops reading an event too large ends before the rest is written (EPIPE).
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(typeof event === 'string' || Buffer.isBuffer(event) ? event : JSON.stringify(event));
  });
}

export interface Sandbox {
  project: string;
  state: string;
  env: NodeJS.ProcessEnv;
  dispose(): void;
}

/** A project folder and a state folder of its own (XDG_STATE_HOME), removed afterwards. */
export function sandbox(): Sandbox {
  const base = makeTempDir('guarded-hook-');
  const project = join(base, 'project');
  const state = join(base, 'state');
  execFileSync('mkdir', ['-p', project, state]);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: base, XDG_STATE_HOME: state };
  return { project, state, env, dispose: () => removeTempDir(base) };
}

/** A Claude Code event. */
export function claude(event: 'PreToolUse' | 'PostToolUse', project: string, tool: string, input: unknown, session = 'session-1'): unknown {
  const base = { session_id: session, transcript_path: join(project, 'transcript.jsonl'), cwd: project, permission_mode: 'default', hook_event_name: event, tool_name: tool, tool_input: input };
  return event === 'PostToolUse' ? { ...base, tool_response: { success: true } } : base;
}

/** A VS Code agent-mode event (the same field names; VS Code's tool ids and camelCase inputs). */
export function vscode(event: 'PreToolUse' | 'PostToolUse', project: string, tool: string, input: unknown, session = 'vscode-session'): unknown {
  const base = { session_id: session, timestamp: new Date(0).toISOString(), cwd: project, hook_event_name: event, tool_name: tool, tool_input: input, tool_use_id: 'call_1' };
  return event === 'PostToolUse' ? { ...base, tool_response: '' } : base;
}

export function prompt(project: string, text: string, session = 'session-1'): unknown {
  return { session_id: session, cwd: project, hook_event_name: 'UserPromptSubmit', prompt: text };
}
