// A shadow git repository per watched folder, in the user's state folder: its GIT_DIR and its own
// index are ours, its work tree is the folder. Git reads the folder (and its .gitignore files) and
// writes only the shadow: the user's .git, index and refs are never opened for writing, since
// GIT_DIR names the shadow and no discovery happens. No config of the person's machine is read
// (GIT_CONFIG_NOSYSTEM, GIT_CONFIG_GLOBAL): no filter, fsmonitor or hook program of theirs runs
// on our behalf; their excludes are copied in (info/exclude, the default global ignore file).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { errnoCode } from '../../core/platform';
import { sha256Hex } from '../sha256';
import { startChild, type StartedChild } from '../startChild';

export interface GitRun {
  /** Exit code; null when the process was stopped (timeout, output bound) or could not start. */
  code: number | null;
  stdout: Buffer;
  stderr: string;
  /** Why it did not finish: 'timeout', 'output' (more than maxOutputBytes), 'missing' (no git), 'error'. */
  stopped?: 'timeout' | 'output' | 'missing' | 'error';
}

export interface GitRunOptions {
  input?: string | Buffer;
  timeoutMs: number;
  maxOutputBytes: number;
  /** Stop once stdout holds this many NUL bytes (a count that is enough to decide). */
  stopAfterNuls?: number;
  /** `git init`: the shadow alone, without its work tree (git refuses a work tree there). */
  withoutWorkTree?: boolean;
  /** Another index file of the shadow than its own (a state kept from before a call). */
  indexFile?: string;
}

/** Settings given on every call (the shadow's own config file is never trusted to hold them). */
const FIXED_CONFIG = [
  'core.bare=false',
  'core.fsmonitor=false',
  'core.untrackedCache=true',
  // One thread: git's stat of every file runs while the hook judges the command, on a machine of few cores.
  'core.preloadIndex=false',
  'core.looseCompression=1',
  'core.compression=1',
  'core.autocrlf=false',
  'core.safecrlf=false',
  'core.hooksPath=/dev/null',
  'advice.addEmbeddedRepo=false',
  'advice.addIgnoredFile=false',
  'gc.auto=0',
  'maintenance.auto=false',
];

/** A git command under way whose output is not read: awaited where its result is needed, stopped where it is not. */
export interface GitChild {
  /** Settles once git has exited (never rejects); `stdout` is empty. */
  done: Promise<GitRun>;
  /** Ask git to stop (SIGTERM: git removes its own lock files as it goes); `done` settles when it has. */
  stop(): void;
}

/** Bytes of git's stderr kept for a message. */
const STDERR_BYTES = 4096;

export class ShadowRepo {
  readonly gitDir: string;
  readonly lockPath: string;
  readonly offPath: string;

  constructor(readonly dir: string, readonly folder: string, private readonly home: string | undefined, private readonly git = 'git') {
    this.gitDir = join(dir, 'git');
    this.lockPath = join(dir, 'watch.lock');
    this.offPath = join(dir, 'off.json');
  }

  /** The shadow of a folder (its real path): <state>/watch/<name>-<hash>/. */
  static of(stateRoot: string, folder: string, home: string | undefined, git = 'git'): ShadowRepo {
    const name = `${(folder.split(/[\\/]/).pop() || 'root').replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 40)}-${sha256Hex(folder).slice(0, 16)}`;
    return new ShadowRepo(join(stateRoot, 'watch', name), folder, home, git);
  }

  private environment(options: Pick<GitRunOptions, 'withoutWorkTree' | 'indexFile'>): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      GIT_DIR: this.gitDir,
      ...(options.withoutWorkTree === true ? {} : { GIT_WORK_TREE: this.folder, GIT_INDEX_FILE: options.indexFile ?? join(this.gitDir, 'index') }),
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_TERMINAL_PROMPT: '0',
      GIT_OPTIONAL_LOCKS: '0',
      LC_ALL: 'C',
    };
    // HOME and XDG_CONFIG_HOME only lead git to the person's global ignore file (config is off above).
    if (this.home !== undefined) env.HOME = this.home;
    if (process.env.XDG_CONFIG_HOME) env.XDG_CONFIG_HOME = process.env.XDG_CONFIG_HOME;
    if (process.env.SystemRoot) env.SystemRoot = process.env.SystemRoot;
    return env;
  }

  /**
   * One git command on the shadow, bounded in time and output; never throws. Run synchronously
   * (the watch's callers are one-shot processes: the hook, the command line): a child with piped
   * streams costs Node about three times the processor time of a synchronous one. Only a run that
   * stops on a count of NUL bytes reads git's output as it comes.
   */
  run(args: readonly string[], options: GitRunOptions): Promise<GitRun> {
    const full = FIXED_CONFIG.flatMap((c) => ['-c', c]).concat(args);
    if (options.stopAfterNuls === undefined) return Promise.resolve(this.runSync(full, options));
    return new Promise((done) => {
      const out: Buffer[] = [];
      let size = 0;
      let nuls = 0;
      let stderr = '';
      let stopped: GitRun['stopped'];
      let finished = false;
      const finish = (code: number | null): void => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        done({ code: stopped === undefined ? code : null, stdout: Buffer.concat(out), stderr, ...(stopped !== undefined ? { stopped } : {}) });
      };
      let child: ReturnType<typeof spawn>;
      try {
        child = spawn(this.git, full, { cwd: this.folder, env: this.environment(options), stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
      } catch {
        stopped = 'missing';
        finish(null);
        return;
      }
      const stop = (why: NonNullable<GitRun['stopped']>): void => {
        stopped ??= why;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
      child.on('error', (error: NodeJS.ErrnoException) => {
        stopped ??= error.code === 'ENOENT' ? 'missing' : 'error';
        finish(null);
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (options.stopAfterNuls !== undefined) {
          for (const byte of chunk) if (byte === 0) nuls++;
          if (nuls >= options.stopAfterNuls) {
            out.push(chunk);
            stop('output');
            return;
          }
        }
        if (size > options.maxOutputBytes) stop('output');
        else out.push(chunk);
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        if (stderr.length < 4096) stderr += chunk.toString('utf8');
      });
      child.on('close', (code) => finish(code));
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(options.input ?? '');
    });
  }

  /**
   * One git command on the shadow started without waiting for it, so that the hook does its other
   * work while git reads the folder; bounded in time. Its stdout is not read, and its stderr goes to
   * a file of the shadow's (a pipe would cost Node its stream machinery at every event); the caller
   * holds the watch lock until `done`, so one command at a time writes that file.
   */
  start(args: readonly string[], options: Pick<GitRunOptions, 'timeoutMs' | 'indexFile'>): GitChild {
    const full = FIXED_CONFIG.flatMap((c) => ['-c', c]).concat(args);
    const errorFile = join(this.dir, 'git-stderr.txt');
    let stopped: GitRun['stopped'];
    let child: StartedChild | undefined;
    let errorFd: number | undefined;
    try {
      errorFd = openSync(errorFile, 'w', 0o600);
      child = startChild(this.git, full, { cwd: this.folder, env: this.environment(options), stderrFd: errorFd });
    } catch {
      stopped = 'error';
    } finally {
      if (errorFd !== undefined) closeSync(errorFd);
    }
    if (child === undefined) return { done: Promise.resolve({ code: null, stdout: Buffer.alloc(0), stderr: '', stopped }), stop: () => undefined };
    const running = child;
    const timer = setTimeout(() => {
      if (running.kill('SIGKILL')) stopped ??= 'timeout';
    }, options.timeoutMs);
    const done = running.exited.then((exit): GitRun => {
      clearTimeout(timer);
      stopped ??= exit.failed;
      return { code: stopped === undefined ? exit.code : null, stdout: Buffer.alloc(0), stderr: exit.code === 0 ? '' : readStart(errorFile, STDERR_BYTES), ...(stopped !== undefined ? { stopped } : {}) };
    });
    return {
      done,
      stop: () => {
        if (running.kill('SIGTERM')) stopped ??= 'error';
      },
    };
  }

  private runSync(full: string[], options: GitRunOptions): GitRun {
    const ran = spawnSync(this.git, full, {
      cwd: this.folder,
      env: this.environment(options),
      input: options.input ?? '',
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
      maxBuffer: options.maxOutputBytes,
      windowsHide: true,
    });
    const stderr = (ran.stderr ?? Buffer.alloc(0)).subarray(0, 4096).toString('utf8');
    const code = ran.error === undefined ? undefined : errnoCode(ran.error);
    const stopped: GitRun['stopped'] = code === 'ENOENT' ? 'missing' : code === 'ETIMEDOUT' ? 'timeout' : code === 'ENOBUFS' ? 'output' : ran.error !== undefined ? 'error' : undefined;
    const stdout = ran.stdout ?? Buffer.alloc(0);
    return { code: stopped === undefined ? ran.status : null, stdout: stopped === 'output' ? stdout.subarray(0, options.maxOutputBytes) : stdout, stderr, ...(stopped !== undefined ? { stopped } : {}) };
  }
}

/** The first bytes of a file as text ('' when it cannot be read). */
function readStart(path: string, bytes: number): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(bytes);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, bytes, 0));
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
