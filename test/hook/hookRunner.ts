// Runs the built hook (dist/hook.js, built once per test run) as a subprocess on recorded events.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER } from '../../src/node/hookFiles';
import { dirname, join, resolve } from 'node:path';
import { makeTempDir, removeTempDir } from '../helpers/tempTree';

export const REPO = resolve(__dirname, '..', '..');
export const HOOK = join(REPO, 'dist', 'hook.js');

let built = false;
/** Build the bundles once (the hook is what the agent runs, so the tests run it too). */
function buildHookOnce(): void {
  if (built && existsSync(HOOK)) return;
  execFileSync(process.execPath, ['esbuild.mjs'], { cwd: REPO, stdio: 'pipe' });
  built = true;
}

/** The shell parser engines a hook can read commands with: the hook of dist/ loads the native one. */
export type HookEngine = 'native' | 'wasm';
let wasmHook: string | undefined;
/**
 * The hook that reads shell commands with the WebAssembly engine: dist/'s hook copied without
 * native/ (as on a platform the package has no native pair for), made once per run.
 */
export function hookOf(engine: HookEngine): string {
  if (engine === 'native') return HOOK;
  if (wasmHook === undefined || !existsSync(wasmHook)) {
    buildHookOnce();
    const folder = makeTempDir('guarded-hook-wasm-');
    for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(folder, name));
    wasmHook = join(folder, HOOK_LAUNCHER);
    process.on('exit', () => removeTempDir(folder));
  }
  return wasmHook;
}

export interface HookAnswer {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The parsed stdout, when there is one. */
  json?: { hookSpecificOutput?: { hookEventName: string; permissionDecision: string; permissionDecisionReason: string } };
}

/** Runs the built command line (dist/cli.js, built with the hook) with `args`: install and doctor. */
export function runCli(env: NodeJS.ProcessEnv, args: string[]): Promise<HookAnswer> {
  return new Promise((done) => {
    execFile(process.execPath, [join(REPO, 'dist', 'cli.js'), ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ exitCode: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** `timeoutMs`: how long the hook may take (an event of many megabytes on a busy machine takes longer). */
export function runHook(event: unknown, env: NodeJS.ProcessEnv, args: string[] = [], timeoutMs = 30_000, hook = HOOK): Promise<HookAnswer> {
  return new Promise((done, fail) => {
    const child = execFile(process.execPath, [hook, ...args], { env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
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

interface Sandbox {
  home: string;
  project: string;
  state: string;
  env: NodeJS.ProcessEnv;
  dispose(): void;
}

/** A project folder and a state folder of its own (XDG_STATE_HOME), removed afterwards. */
function sandbox(): Sandbox {
  const base = makeTempDir('guarded-hook-');
  const project = join(base, 'project');
  const state = join(base, 'state');
  // A .git folder: install writes a project's files only where the folder looks like a project.
  execFileSync('mkdir', ['-p', join(project, '.git'), state]);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: base, XDG_STATE_HOME: state };
  return { home: base, project, state, env, dispose: () => removeTempDir(base) };
}

/** The sandbox of the test that runs now (see sandboxPerTest). */
export interface TestSandbox {
  /** The sandbox's home folder (HOME), which holds the project and the state folder. */
  readonly home: string;
  /** The project folder (the hook's workspace). */
  readonly project: string;
  /** XDG_STATE_HOME, where the hook keeps its sessions and journal. */
  readonly state: string;
  /** The hook's environment (HOME is the sandbox's base); a spec's own beforeEach may add to it. */
  readonly env: NodeJS.ProcessEnv;
  /** The absolute path of the first file given to sandboxPerTest, the one most specs are about. */
  readonly file: string;
  /** A new copy of `env` with a data folder in the home (XDG_DATA_HOME), for `guarded-edit install`. */
  readonly installEnv: NodeJS.ProcessEnv;
  /** Where `guarded-edit install`, run with installEnv, copies the hook. */
  readonly installedHook: string;
}

/**
 * Called in a describe: builds the hook once, gives each test a fresh sandbox whose project holds
 * `files` ('/'-separated paths in the project, their folders made) and removes it after the test.
 * The object returned always shows the running test's sandbox; a spec's own beforeEach, registered
 * after this call, runs after the files are written.
 */
export function sandboxPerTest(files: Readonly<Record<string, string>> = {}): TestSandbox {
  let current: Sandbox | undefined;
  const now = (): Sandbox => {
    if (current === undefined) throw new Error('The sandbox is made for each test: read it inside a test or a hook, not while the describe is declared.');
    return current;
  };
  const inProject = (path: string): string => join(now().project, ...path.split('/'));
  before(() => buildHookOnce());
  beforeEach(() => {
    current = sandbox();
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(inProject(path)), { recursive: true });
      writeFileSync(inProject(path), text);
    }
  });
  afterEach(() => {
    current?.dispose();
    current = undefined;
  });
  const [first] = Object.keys(files);
  const dataHome = (): string => join(now().home, 'data');
  return {
    get home(): string {
      return now().home;
    },
    get project(): string {
      return now().project;
    },
    get state(): string {
      return now().state;
    },
    get env(): NodeJS.ProcessEnv {
      return now().env;
    },
    get file(): string {
      if (first === undefined) throw new Error('sandboxPerTest was given no file: name one to read `file`.');
      return inProject(first);
    },
    get installEnv(): NodeJS.ProcessEnv {
      return { ...now().env, XDG_DATA_HOME: dataHome() };
    },
    get installedHook(): string {
      return join(dataHome(), 'guarded-edit', 'hook.js');
    },
  };
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
