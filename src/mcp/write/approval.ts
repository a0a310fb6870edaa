// Before a change is written: the read-before-edit gate (--read-before-edit) and the files on the
// confirm list, decided together, with at most one question to the person.
import { confirmationRequiredError, describeConfirmationAnswer, describeConfirmationAsked, sensitiveReason, type SensitiveChange } from '../../core/confirm';
import type { PlannedChange } from '../../core/change';
import type { GuardedError, InputPath } from '../../core/errors';
import { changedOutsideNote, fingerprint, withCurrentText, type GateFinding } from '../../core/gate';
import type { CallContext } from '../session/context';
import { log } from '../log';
import { describeQuestion, LIST_NAME, SENSITIVE_HINT_NO_CLIENT } from '../session/question';

/** The refusals of the gate and the confirm list for these changes; none when they may go ahead. */
export async function approveChanges(ctx: CallContext, subjects: readonly PlannedChange[], signal?: AbortSignal): Promise<GuardedError[]> {
  const mode = ctx.options.readBeforeEdit;
  const gate: GateFinding[] = [];
  if (mode !== 'off') {
    for (const s of subjects) {
      if (s.before === undefined) continue;
      const key = ctx.keyOf(s.target);
      const fp = fingerprint(s.before);
      const wording = { scope: 'in this session', rule: `the server runs with --read-before-edit ${mode}` };
      const error = ctx.gate.check(key, fp, 'require', s.target.displayPath, [...s.inputPath, 'file_path'], wording);
      if (error?.code === 'CHANGED_SINCE_READ' && s.edited) {
        // Changed since the read, but not where this edit changes it: the edit rests on lines the model has seen.
        if (ctx.gate.changesMissEdits(key, s.before, s.edited)) {
          s.onChangedOutside?.(changedOutsideNote(s.target.displayPath));
          continue;
        }
        gate.push({ key, fingerprint: fp, displayPath: s.target.displayPath, error: withCurrentText(error, s.before, s.edited) });
      } else if (error) gate.push({ key, fingerprint: fp, displayPath: s.target.displayPath, error });
    }
    if (mode === 'require' && gate.length > 0) return gate.map((f) => f.error);
  }
  const sensitive: (SensitiveChange & { inputPath: InputPath })[] = [];
  if (!ctx.options.allowSensitive) {
    for (const s of subjects) {
      const reason = sensitiveReason(s.target, { confirmPatterns: ctx.confirmPatterns, list: LIST_NAME }, ctx.platform);
      if (reason) sensitive.push({ displayPath: s.target.displayPath, reason, action: s.action, preview: s.preview(), inputPath: s.inputPath });
    }
  }
  if (gate.length === 0 && sensitive.length === 0) return [];

  const answer = await ctx.ask(describeQuestion(sensitive, gate), signal);
  if (sensitive.length > 0 && answer !== 'unavailable') log(describeConfirmationAsked(sensitive));
  if (sensitive.length > 0) log(describeConfirmationAnswer(sensitive, answer));
  if (gate.length > 0) log(`read-before-edit gate: ${gate.map((f) => `${f.displayPath} (${f.error.code})`).join(', ')}: ${answer}`);
  if (answer === 'allowed') return [];
  return [
    ...sensitive.map((s) => confirmationRequiredError(s.displayPath, s.reason, answer, s.inputPath, answer === 'unavailable' ? SENSITIVE_HINT_NO_CLIENT : undefined, 'client')),
    ...gate.map((f) => f.error),
  ];
}
