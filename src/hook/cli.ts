// The hook's program (dist/hook-main.js, started by dist/hook.js, bin guarded-edit-hook): `--help`,
// `install ...`, or one hook event on stdin.
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { agentArgument, answerFor, internalFailureReason, isAgentName } from '../core/agentHook';
import { HOOK_LAUNCHER } from './hookFiles';
import { HOOK_USAGE } from './options';
import { runHook } from './runHook';

const MAX_EVENT_BYTES = 64 * 1024 * 1024;

/**
 * Writes a whole answer synchronously. A hook answers once and exits, and the stream Node builds for
 * process.stdout on first use costs milliseconds of every call. Bounded: a full non-blocking pipe
 * (EAGAIN) is retried a fixed number of times.
 */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  for (let attempt = 0; written < bytes.length && attempt < 100_000; attempt++) {
    try {
      written += writeSync(fd, bytes, written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
}

function readStdin(): string {
  const text = readFileSync(0, 'utf8');
  if (text.length > MAX_EVENT_BYTES) throw new Error(`the event is larger than ${MAX_EVENT_BYTES} bytes`);
  return text;
}

/**
 * `install ...`: the outcome on stdout, a failure on stderr with exit code 1. Loaded only here: the
 * installer needs child_process, whose loading would cost every hook event milliseconds.
 */
async function runInstall(args: readonly string[]): Promise<void> {
  const { installHook, parseInstallArgs } = await import('./install');
  const parsed = parseInstallArgs(args, process.cwd());
  if (!parsed.ok) {
    (parsed.help ? process.stdout : process.stderr).write(`${parsed.message}\n`);
    process.exitCode = parsed.help ? 0 : 2;
    return;
  }
  try {
    // The hook that runs now is what gets installed (dist/hook.js of the package and its program).
    const outcome = installHook(parsed.request, join(__dirname, HOOK_LAUNCHER), process.env);
    process.stdout.write(`${outcome.lines.join('\n')}\n`);
  } catch (error) {
    process.stderr.write(`guarded-edit install: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

/** `doctor ...`: loaded only here, like the installer. */
async function runDoctor(args: readonly string[]): Promise<void> {
  const { doctorMain } = await import('./doctor');
  process.exitCode = doctorMain(args, join(__dirname, HOOK_LAUNCHER), process.env);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === 'install') return runInstall(args.slice(1));
  if (args[0] === 'doctor') return runDoctor(args.slice(1));
  // Help is asked for by a person at a terminal, never by an agent (whose commands carry --id).
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${HOOK_USAGE}\n`);
    return;
  }
  let stdin: string;
  try {
    stdin = readStdin();
  } catch (error) {
    // Which event this was is unknown: deny, which stops a tool call and is ignored elsewhere.
    const reason = internalFailureReason('reading the hook event', error instanceof Error ? error.message : String(error));
    const named = agentArgument(args);
    const denied = answerFor(isAgentName(named) ? named : 'claude', 'before', '', { kind: 'deny', reason });
    if (denied.stdout !== undefined) writeAll(1, denied.stdout);
    if (denied.stderr !== undefined) writeAll(2, denied.stderr);
    process.exitCode = denied.exitCode;
    return;
  }
  const answer = await runHook(args, stdin, process.env);
  if (answer.stdout !== undefined) writeAll(1, answer.stdout);
  if (answer.stderr !== undefined) writeAll(2, answer.stderr);
  process.exitCode = answer.exitCode;
}

void main();
