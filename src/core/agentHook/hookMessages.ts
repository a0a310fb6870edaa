// The hook's own messages: the read gate worded for an agent's own tools, the person's override,
// sensitive files, the hook's own entries, malformed calls and internal failures. Each says what
// was received, what was expected and the next step.
import { guardedError, quote, type GuardedError, type InputPath } from '../errors';

export const DEFAULT_OVERRIDE_KEYWORD = 'SUDO';
/** The environment variable that switches the hook off (for a person whose hook is broken). */
export const HOOK_OFF_VARIABLE = 'GUARDED_EDIT_HOOK';

export function notReadFirstError(displayPath: string, readTool: string, keyword: string, inputPath: InputPath): GuardedError {
  return guardedError(
    'NOT_READ_FIRST',
    `${quote(displayPath)} has not been read in this session: Guarded Edit's hook lets the agent change a file only after reading it.`,
    inputPath,
    `Read it with ${readTool}, then repeat this call based on the text it shows. (The person can let this call through by writing ${keyword} in their next prompt.)`,
  );
}

export function changedSinceReadError(displayPath: string, readTool: string, keyword: string, inputPath: InputPath): GuardedError {
  return guardedError(
    'CHANGED_SINCE_READ',
    `${quote(displayPath)} has changed since it was last read in this session (edited by the person, a formatter or another tool), so this call may rest on text that is no longer there.`,
    inputPath,
    `Read it again with ${readTool}, then repeat this call based on the current text. (The person can let this call through by writing ${keyword} in their next prompt.)`,
  );
}

export function ownEntriesRemovedError(displayPath: string, keyword: string, inputPath: InputPath): GuardedError {
  return guardedError(
    'PROTECTED_PATH',
    `This call would remove Guarded Edit's hook entries from ${quote(displayPath)}: the agent may not switch off its own guard.`,
    inputPath,
    `Keep the entries whose command names guarded-edit-hook. Only the person can remove them, by editing the file themselves or by writing ${keyword} in their prompt for this turn.`,
  );
}

export function confirmationRequiredError(displayPath: string, pattern: string, inputPath: InputPath): GuardedError {
  return guardedError(
    'CONFIRMATION_REQUIRED',
    `${quote(displayPath)} matches ${quote(pattern)}, one of the files that change only after the person's yes (secrets, editor and agent settings, automation).`,
    inputPath,
    // An "ask" is shown in the agent's permission prompt when a person is there; a headless run
    // (no one to ask) turns it into a refusal carrying these same words, so they cover both.
    `The person decides in the agent's permission prompt. If this call came back refused, the person said no or no one could be asked (a headless run): do not repeat it on your own; tell the person what you want to change in ${displayPath} and why, and they can make the change themselves.`,
  );
}

export function malformedCallError(problem: string): GuardedError {
  return guardedError(
    'INVALID_INPUT',
    `Guarded Edit's hook could not read this call: ${problem}.`,
    [],
    'Repeat the call with the input the tool documents.',
  );
}

/** The most bytes of one hook event the hook reads: a whole tool call, a new file's text included. */
export const MAX_EVENT_BYTES = 64 * 1024 * 1024;

/** An event larger than the hook reads: refused without reading the rest (its tool is unknown). */
export function eventTooLargeError(limit: number): GuardedError {
  return guardedError(
    'INVALID_INPUT',
    `The hook event is too large: received more than ${limit} bytes on stdin; expected one tool call's event of at most ${limit} bytes (${Math.floor(limit / (1024 * 1024))} MiB). Guarded Edit's hook stopped reading it and could not check the call.`,
    [],
    'Make the change in smaller calls: write a large new file in parts (create it with its first part, then add the rest with edits), or split a large patch into several.',
  );
}

/** The reason a call is denied because the hook itself failed: what failed, and how to switch it off. */
export function internalFailureReason(what: string, detail: string): string {
  return [
    `Guarded Edit's hook failed while ${what}: ${detail}. The call was stopped because the hook could not check it.`,
    `Next step: the person can fix the cause, or switch the hook off by removing the entries whose command names guarded-edit-hook from the agent's hook settings (.claude/settings*.json, .github/hooks/*.json, .codex/hooks.json, .gemini/settings.json, .cursor/hooks.json, .clinerules/hooks/, .opencode/plugin/guarded-edit.js), or by starting the agent with the environment variable ${HOOK_OFF_VARIABLE}=off.`,
  ].join('\n');
}

/** One reason text for the agent (and the person): every error with its code, message and next step. */
export function formatReason(errors: readonly GuardedError[]): string {
  return errors.map((e) => `${e.code}: ${e.message}\nNext step: ${e.recovery_hint}`).join('\n\n');
}

/** Whether the person's prompt holds the override keyword as a word of its own (case as given). */
export function promptHasKeyword(prompt: string, keyword: string): boolean {
  if (keyword === '') return false;
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_])${escaped}($|[^\\p{L}\\p{N}_])`, 'u').test(prompt);
}
