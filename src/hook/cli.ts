// The hook's program (dist/hook-main.js, started by dist/hook.js, bin guarded-edit-hook): `--help`,
// or one hook event on stdin. Installing and checking it are commands of guarded-edit.
import { readSync, writeSync } from 'node:fs';
import { agentArgument, answerFor, type HookAnswer, eventTooLargeError, formatReason, internalFailureReason, isAgentName, MAX_EVENT_BYTES } from '../core/agentHook';
import { HOOK_USAGE } from './options';
import { runHook } from './runHook';

/** How long the hook may take for one event before it denies it (every entry's timeout is far above: 60 s, Codex's 600 s). */
const HOOK_TIME_LIMIT_MS = 10_000;

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

/** The event on stdin, read up to the limit and no further; undefined when more bytes came. */
async function readStdin(limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  const buffer = Buffer.allocUnsafe(64 * 1024);
  // Bounded: each read adds at least one byte (at most `limit` + 1 in all) or ends the loop.
  for (;;) {
    let count: number;
    const asked = Math.min(buffer.length, limit + 1 - total);
    try {
      count = readSync(0, buffer, 0, asked, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EOF') break;
      // A non-blocking stdin with nothing yet: the rest comes through Node's stream.
      if (code === 'EAGAIN') return readRestOfStdin(chunks, total, limit);
      throw error;
    }
    if (count === 0) break;
    total += count;
    if (total > limit) return undefined;
    chunks.push(Buffer.from(buffer.subarray(0, count)));
    // A whole event read: answered without waiting for the end of stdin, which a writer that keeps
    // it open would hold back forever (a blocking read cannot be timed out).
    if (endsWhole(chunks, total, buffer[count - 1])) return Buffer.concat(chunks, total).toString('utf8');
    // Less than asked, and the event not whole: its writer has paused. The rest comes through
    // Node's stream, which the hook's time bound can interrupt: another blocking read would wait
    // for ever on a writer that stopped and kept stdin open.
    if (count < asked) return readRestOfStdin(chunks, total, limit);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** Whether the bytes read so far, the last of them `last`, are one whole event (JSON ends with "}", or a line). */
function endsWhole(chunks: readonly Buffer[], total: number, last: number | undefined): boolean {
  return (last === CLOSING_BRACE || last === NEWLINE) && isWholeJson(Buffer.concat(chunks, total).toString('utf8'));
}

const CLOSING_BRACE = 0x7d;
const NEWLINE = 0x0a;

function isWholeJson(text: string): boolean {
  try {
    JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The rest of stdin through Node's stream (built only then: it costs milliseconds), when it is
 * non-blocking or its writer paused, bounded as above; a whole event ends it, as it ends the reads.
 */
function readRestOfStdin(chunks: Buffer[], already: number, limit: number): Promise<string | undefined> {
  return new Promise((done, fail) => {
    let total = already;
    const stream = process.stdin;
    const onData = (chunk: Buffer): void => {
      total += chunk.length;
      if (total > limit) {
        stream.off('data', onData);
        stream.pause();
        done(undefined);
        return;
      }
      chunks.push(chunk);
      if (endsWhole(chunks, total, chunk[chunk.length - 1])) {
        // Answered now, whether or not the writer ever closes stdin (a handle left open would keep the process).
        stream.off('data', onData);
        stream.destroy();
        done(Buffer.concat(chunks, total).toString('utf8'));
      }
    };
    stream.on('data', onData);
    stream.once('end', () => done(Buffer.concat(chunks, total).toString('utf8')));
    stream.once('error', fail);
  });
}

function give(answer: HookAnswer): void {
  if (answer.stdout !== undefined) writeAll(1, answer.stdout);
  if (answer.stderr !== undefined) writeAll(2, answer.stderr);
  process.exitCode = answer.exitCode;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // Help is asked for by a person at a terminal, never by an agent (whose commands carry --id).
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${HOOK_USAGE}\n`);
    return;
  }
  const named = agentArgument(args);
  const agent = isAgentName(named) ? named : 'claude';
  // The hook's own bound, far below every entry's timeout (Copilot CLI lets a call through when a hook times out),
  // counted from the process's start. A timer fires only while the process waits in the event loop, so
  // it is set at the loop's first turn: an event answered without ever waiting (most are) never pays
  // for Node's timers (a few tenths of a millisecond of every start).
  const arming = setImmediate(() => {
    setTimeout(() => {
      give(answerFor(agent, 'before', '', { kind: 'deny', reason: internalFailureReason('answering the hook event', `it took longer than ${HOOK_TIME_LIMIT_MS / 1000} s (an event that never ended on stdin, or a slow disk)`) }));
      process.exit();
    }, Math.max(0, HOOK_TIME_LIMIT_MS - process.uptime() * 1000)).unref();
  });
  let stdin: string | undefined;
  try {
    stdin = await readStdin(MAX_EVENT_BYTES);
  } catch (error) {
    // Which event this was is unknown: deny, which stops a tool call and is ignored elsewhere.
    give(answerFor(agent, 'before', '', { kind: 'deny', reason: internalFailureReason('reading the hook event', error instanceof Error ? error.message : String(error)) }));
    return;
  }
  if (stdin === undefined) {
    // Not read to its end, so its keys are unknown: the named agent's form (a deny stops a call, and is ignored after one).
    give(answerFor(agent, 'before', '', { kind: 'deny', reason: formatReason([eventTooLargeError(MAX_EVENT_BYTES)]) }));
    // The rest of the event is never read: end now, whatever the writer still sends.
    process.exit();
  }
  // A leading byte order mark (Cursor's Windows CLI writes one) is no part of the event.
  give(await runHook(args, stdin.charCodeAt(0) === 0xfeff ? stdin.slice(1) : stdin, process.env));
  // The answer is written and nothing is under way (no file, process or timer the event still
  // waits for): end here. Back in the event loop, V8 would first run a young-generation collection
  // it scheduled meanwhile, when it did (1 to 2 ms, for a heap about to be thrown away). Anything
  // still under way keeps the process until beforeExit, as before.
  clearImmediate(arming);
  if (process.getActiveResourcesInfo().length === 0) process.exit();
}

/**
 * Whatever fails in the hook itself (a thrown error, a rejected promise) denies the call with exit
 * 2: most agents let a call through when a hook crashes or exits otherwise, so the hook must not.
 */
function denyOnFailure(error: unknown): void {
  const named = agentArgument(process.argv.slice(2));
  const reason = internalFailureReason('answering the hook event', error instanceof Error ? error.message : String(error));
  try {
    give(answerFor(isAgentName(named) ? named : 'claude', 'before', '', { kind: 'deny', reason }));
  } catch {
    process.exitCode = 2;
  }
}

process.on('uncaughtException', denyOnFailure);
// Once nothing is left to do (the answer written, process.exitCode set), end at once: Node's own
// end (freeing the heap, waiting for V8's work in the background) cost each event about a
// millisecond more than process.exit, which runs the exit handlers (the code cache's) all the same.
process.once('beforeExit', () => process.exit());
main().catch(denyOnFailure);
