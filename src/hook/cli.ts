// The entry of dist/hook.js (bin guarded-edit-hook): `install ...`, or one hook event on stdin.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { internalFailureReason } from '../core/agentHook';
import { install } from './install';
import { runHook } from './runHook';

const MAX_EVENT_BYTES = 64 * 1024 * 1024;

function readStdin(): string {
  const text = readFileSync(0, 'utf8');
  if (text.length > MAX_EVENT_BYTES) throw new Error(`the event is larger than ${MAX_EVENT_BYTES} bytes`);
  return text;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === 'install') {
    try {
      const outcome = install(args.slice(1), resolve(process.argv[1]), process.cwd());
      process.stdout.write(outcome.added === 0 ? `${outcome.file} already holds Guarded Edit's hook entries; nothing changed.\n` : `Added Guarded Edit's hook entries to ${outcome.file}.\n`);
    } catch (error) {
      process.stderr.write(`guarded-edit-hook install: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
    return;
  }
  let stdin: string;
  try {
    stdin = readStdin();
  } catch (error) {
    // Which event this was is unknown: deny, which stops a tool call and is ignored elsewhere.
    const reason = internalFailureReason('reading the hook event', error instanceof Error ? error.message : String(error));
    process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason } }));
    return;
  }
  const answer = await runHook(args, stdin, process.env);
  if (answer.stdout !== undefined) process.stdout.write(answer.stdout);
  if (answer.stderr !== undefined) process.stderr.write(answer.stderr);
  process.exitCode = answer.exitCode;
}

void main();
