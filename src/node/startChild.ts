// A child process whose output is not read (git's scan of a watched folder), started through the
// binding node:child_process itself starts processes with (`process_wrap`, which Node still gives
// through process.binding): loading node:child_process costs a hook event about 4 ms on the 2-core
// machine this project is measured on (it brings in Node's stream, net and dgram modules) and its
// first spawn about 2 ms more, where the binding starts the same process in about 1.5 ms, and a
// watched shell call pays that at both of its events. node:child_process where the binding is not
// there or not of this form (another runtime, a later Node), and where Node was asked to warn of
// its use (--pending-deprecation), so that the hook never writes a warning of its own making.
import { spawn } from 'node:child_process';

export interface StartOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The child's stdout and stdin are closed; its stderr goes to this descriptor. */
  stderrFd: number;
}

export interface ChildExit {
  /** Exit code; null when a signal ended the child or it did not start. */
  code: number | null;
  /** Why it did not start: 'missing' (no such program on the PATH), or 'error'. */
  failed?: 'missing' | 'error';
}

export interface StartedChild {
  /** Settles once the child has exited (never rejects). */
  exited: Promise<ChildExit>;
  /** A signal to the child; false (nothing sent) once it has exited. */
  kill(signal: 'SIGTERM' | 'SIGKILL'): boolean;
}

/** The binding's process handle, as node:child_process uses it (lib/internal/child_process.js). */
interface ProcessHandle {
  spawn(options: object): number;
  kill(signal: number): number;
  close(): void;
  onexit: ((exitCode: number, signalCode: string) => void) | null;
}
type ProcessHandleClass = new () => ProcessHandle;

/** The same numbers on every platform libuv runs on (it maps them to TerminateProcess on Windows). */
const SIGNALS = { SIGTERM: 15, SIGKILL: 9 } as const;
/** libuv's ENOENT: -2 on POSIX, -4058 on Windows. */
const UV_ENOENT = process.platform === 'win32' ? -4058 : -2;

export function startChild(file: string, args: readonly string[], options: StartOptions): StartedChild {
  return startWithBinding(file, args, options) ?? startWithChildProcess(file, args, options);
}

/** The binding's class, or undefined where it is not there as node:child_process uses it. */
function processHandleClass(): ProcessHandleClass | undefined {
  if (process.execArgv.includes('--pending-deprecation') || (process.env.NODE_OPTIONS ?? '').includes('--pending-deprecation') || process.env.NODE_PENDING_DEPRECATION === '1') return undefined;
  try {
    const binding: unknown = Reflect.get(process, 'binding');
    if (typeof binding !== 'function') return undefined;
    const wrap: unknown = Reflect.apply(binding, process, ['process_wrap']);
    const Process: unknown = typeof wrap === 'object' && wrap !== null ? Reflect.get(wrap, 'Process') : undefined;
    if (typeof Process !== 'function' || typeof Reflect.get(Process.prototype as object, 'spawn') !== 'function' || typeof Reflect.get(Process.prototype as object, 'kill') !== 'function') return undefined;
    return Process as ProcessHandleClass;
  } catch {
    return undefined;
  }
}

/** Started through the binding; undefined where it is not there (then node:child_process starts it). */
export function startWithBinding(file: string, args: readonly string[], options: StartOptions): StartedChild | undefined {
  const Process = processHandleClass();
  if (Process === undefined) return undefined;
  let handle: ProcessHandle | undefined;
  let exited = false;
  const done = new Promise<ChildExit>((settle) => {
    const finish = (exit: ChildExit): void => {
      if (exited) return;
      exited = true;
      handle?.close();
      settle(exit);
    };
    let error: number;
    try {
      handle = new Process();
      handle.onexit = (exitCode, signalCode) => finish({ code: signalCode ? null : exitCode });
      const envPairs = Object.entries(options.env).flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${value}`]));
      error = handle.spawn({
        file,
        args: [file, ...args],
        cwd: options.cwd,
        envPairs,
        stdio: [{ type: 'ignore' }, { type: 'ignore' }, { type: 'fd', fd: options.stderrFd }],
        detached: false,
        windowsHide: true,
        windowsVerbatimArguments: false,
      });
    } catch {
      error = -1;
    }
    if (error !== 0) finish({ code: null, failed: error === UV_ENOENT ? 'missing' : 'error' });
  });
  return {
    exited: done,
    kill: (signal) => !exited && handle !== undefined && handle.kill(SIGNALS[signal]) === 0,
  };
}

export function startWithChildProcess(file: string, args: readonly string[], options: StartOptions): StartedChild {
  let child: ReturnType<typeof spawn> | undefined;
  let exited = false;
  const done = new Promise<ChildExit>((settle) => {
    const finish = (exit: ChildExit): void => {
      if (exited) return;
      exited = true;
      settle(exit);
    };
    try {
      child = spawn(file, [...args], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'ignore', options.stderrFd], windowsHide: true });
    } catch (error) {
      finish({ code: null, failed: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'error' });
      return;
    }
    child.on('error', (error: NodeJS.ErrnoException) => finish({ code: null, failed: error.code === 'ENOENT' ? 'missing' : 'error' }));
    child.on('exit', (code) => finish({ code }));
  });
  return {
    exited: done,
    kill: (signal) => !exited && child !== undefined && child.kill(signal),
  };
}
