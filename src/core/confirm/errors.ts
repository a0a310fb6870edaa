// The refusals of a change to a sensitive file: the person's yes is missing (CONFIRMATION_REQUIRED),
// or the file changed after the person allowed the change (STALE_DOCUMENT).
import { guardedError, quote, type GuardedError, type InputPath } from '../errors';
import type { ConfirmationAnswer } from './dialog';
import { describeReason, type SensitiveReason } from './sensitive';

/** How the person was asked: a dialog of ours (VS Code), or a question sent through an agent's client (MCP). */
export type AskedThrough = 'dialog' | 'client';

const WHY_NOT: Record<Exclude<ConfirmationAnswer, 'allowed'>, string> = {
  declined: 'the person did not allow it (they answered Cancel or closed the dialog)',
  cancelled: 'the call was cancelled before the person answered',
  unavailable: 'there is no way to ask a person here',
};

/**
 * A client's "no" may come from no one: a client that runs without a person (a headless agent
 * run, a script) declines every question it is sent, so the words cannot speak of a dialog.
 */
const DECLINED_THROUGH_CLIENT =
  'the client answered the question without a yes (the person declined or dismissed it, or no person could be asked: a client running without one, such as a headless agent run, declines every question)';

/**
 * CONFIRMATION_REQUIRED: `displayPath` needs a person's yes (`reason`), and it was not given
 * (`answer`). `inputPath` is the JSON path of the file's entry in the request (its `file_path` is
 * appended). `hint` replaces the default next step, for hosts with their own way to allow it.
 * `askedThrough` says whether the question was a dialog of ours or went through a client.
 */
export function confirmationRequiredError(
  displayPath: string,
  reason: SensitiveReason,
  answer: Exclude<ConfirmationAnswer, 'allowed'>,
  inputPath: InputPath = [],
  hint?: string,
  askedThrough: AskedThrough = 'dialog',
): GuardedError {
  const whyNot = answer === 'declined' && askedThrough === 'client' ? DECLINED_THROUGH_CLIENT : WHY_NOT[answer];
  return guardedError(
    'CONFIRMATION_REQUIRED',
    `${quote(displayPath)} ${describeReason(reason)}, so it changes only after a person allows it; ${whyNot}. Nothing was changed.`,
    [...inputPath, 'file_path'],
    hint ??
      (answer === 'cancelled'
        ? 'Repeat the call if the change is still wanted; the person will be asked again.'
        : askedThrough === 'client'
          ? `Do not repeat this call on your own. Tell the person what you want to change in ${displayPath} and why; they can make the change themselves, or allow it when asked again (where no person can be asked, only the server's own setting can let such changes through).`
          : `Do not repeat this call on your own. Tell the person what you want to change in ${displayPath} and why; they can make the change themselves or ask you to try again and answer Allow.`),
  );
}

/** STALE_DOCUMENT: the file's text changed between the person's yes and the apply. */
export function changedAfterConfirmationError(displayPath: string, inputPath: InputPath = []): GuardedError {
  return guardedError(
    'STALE_DOCUMENT',
    `${quote(displayPath)} changed after the person allowed the change, so what they allowed is not what would be applied. Nothing was changed.`,
    [...inputPath, 'file_path'],
    `Read ${displayPath} again and repeat the call; the person will be asked about the new change.`,
  );
}
