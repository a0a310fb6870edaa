// The words of the question put to the person through the client, and of the refusals when the
// answer is not yes.
import { describeReason, type SensitiveChange } from '../../core/confirm';
import type { GateFinding } from '../../core/gate';
import { plural } from '../../core/errors';

/** Files the question describes one by one; the rest are counted. */
const QUESTION_MAX_FILES = 4;

export function describeQuestion(sensitive: readonly SensitiveChange[], gate: readonly GateFinding[]): string {
  const parts: string[] = [];
  const count = sensitive.length + gate.length;
  parts.push(count === 1 ? 'Guarded Edit: allow this change?' : `Guarded Edit: allow this change to ${plural(count, 'file')}?`);
  for (const change of sensitive.slice(0, QUESTION_MAX_FILES)) {
    const head = `${change.displayPath} ${describeReason(change.reason)}.`;
    parts.push(change.preview.length > 0 ? `${head}\n${change.preview.join('\n')}` : head);
  }
  if (sensitive.length > QUESTION_MAX_FILES) parts.push(`… and ${plural(sensitive.length - QUESTION_MAX_FILES, 'more sensitive file')}.`);
  for (const finding of gate.slice(0, QUESTION_MAX_FILES)) {
    parts.push(finding.error.code === 'NOT_READ_FIRST'
      ? `The agent has not read ${finding.displayPath} in this session (--read-before-edit ask).`
      : `${finding.displayPath} has changed since the agent last read it (--read-before-edit ask).`);
  }
  parts.push('Allowing applies exactly this change; anything else refuses it and nothing changes.');
  return parts.join('\n\n');
}

export const SENSITIVE_HINT_NO_CLIENT =
  'This MCP client cannot ask the person (it offers no elicitation). Do not repeat the call on your own: tell the person what you want to change and why; they can make the change themselves, or start the server with --allow-sensitive.';

export const LIST_NAME = "the server's confirm list";
