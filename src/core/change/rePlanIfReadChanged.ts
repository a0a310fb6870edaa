// A refused plan with misses is worded again when the file changed since the model last read it,
// for every planner and every host (the tools' pipeline, the hook's verdict on an edit or a patch):
// the read gate's verdict is asked only then (it fingerprints the text).
import type { GuardedError } from '../errors';
import type { RecordedChange } from '../diagnose';
import type { ResolvedTarget } from '../path';
import type { EditEnvironment } from './environment';

/** What the planner is told on its second run: the file changed since the read, and the journal's changes of it when known. */
export interface ReadChangedPlanning {
  readChanged: true;
  changesSinceRead?: readonly RecordedChange[];
}

/**
 * The errors of `plan` run again with the read's news when a miss (OLD_STRING_NOT_FOUND) is among
 * `errors` and `read.readChanged` says the file's `text` changed since the read; otherwise
 * `errors` as they are. Without `read.readChanged` (a host with no read gate) nothing is asked.
 */
export async function rePlanIfReadChanged(
  errors: GuardedError[],
  read: Pick<EditEnvironment, 'readChanged' | 'changesSinceRead'>,
  target: ResolvedTarget,
  text: string,
  plan: (news: ReadChangedPlanning) => { ok: true } | { ok: false; errors: GuardedError[] },
): Promise<GuardedError[]> {
  if (!read.readChanged || !errors.some((e) => e.code === 'OLD_STRING_NOT_FOUND')) return errors;
  if (!read.readChanged(target, text)) return errors;
  const changes = await read.changesSinceRead?.(target);
  const again = plan({ readChanged: true, ...(changes ? { changesSinceRead: changes } : {}) });
  return again.ok ? errors : again.errors;
}
