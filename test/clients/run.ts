// Runs a program the way a person's shell would, without blocking the event loop (the stand-ins
// for the model API and the registry answer from this process while the program runs). The program
// runs in a process group of its own, so a timeout ends what it started too (the npm launchers of
// Copilot CLI and Codex CLI start native binaries, Gemini CLI relaunches itself).
import { spawn } from 'node:child_process';

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

const MAX_OUTPUT = 8 * 1024 * 1024;

export function run(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; input?: string; timeoutMs?: number }): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(command, [...args], { cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < MAX_OUTPUT) stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_OUTPUT) stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, options.timeoutMs ?? 120_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}
