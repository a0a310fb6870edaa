// "Check again, then write", once for every MCP tool that writes. A tool parses its input once,
// jails each file once, queues on the files, plans the bytes to leave, and hands them here: the
// jail is run again (links, protection and the folders as they are now), then the files are written
// all or none through the journal, under their inter-process locks, after a last byte comparison
// (src/node/journal/journaledWrite). Adds, deletes and moves (a delete plus an add) go the same way.
import type { GuardedError, InputPath } from '../core/errors';
import { withPathPrefix } from '../core/errors';
import { resolveTarget, type TargetPurpose } from '../core/path';
import { cancelledError, retargetedError } from '../core/change';
import { beginVersionHashes, journaledWrite, Journal, type JournaledChange, type JournaledOutcome, type RecoveryReport } from '../node/journal';
import { LOCK_WAIT_MS, type CallContext } from './context';
import { log } from './log';
import { recordGateOf } from './recordGate';

/** A file as the tool jailed it: what the input said, for which purpose, and where it resolved. */
export interface PlannedTarget {
  filePath: string;
  purpose: TargetPurpose;
  inputPath: InputPath;
  realPath: string;
}

export type PlannedTargets = readonly PlannedTarget[];

export interface CommitCall {
  /** The tool's name, as the history shows it. */
  tool: string;
  files: PlannedTargets;
  /** The entry this call undoes (guarded_undo). */
  undoes?: string;
}

export async function commitChanges(ctx: CallContext, call: CommitCall, changes: readonly JournaledChange[], signal?: AbortSignal): Promise<JournaledOutcome> {
  // The new versions' hashes run beside the checks below.
  beginVersionHashes(changes);
  await ctx.beforeWrite();
  if (signal?.aborted) return { ok: false, errors: [cancelledError()] };
  const roots = await ctx.workspace.roots();
  // Time of check to time of use: every file jailed again against the folders as they are now.
  const errors: GuardedError[] = [];
  let folder: string | undefined;
  for (const planned of call.files) {
    const again = await resolveTarget(planned.filePath, roots, ctx.fs, ctx.platform, {
      purpose: planned.purpose, protectedPatterns: ctx.protectedPatterns, maxFileBytes: ctx.options.maxFileBytes,
    });
    if (!again.ok) errors.push(...withPathPrefix(again.errors, planned.inputPath));
    else if (ctx.keyOf(again.target) !== ctx.keyOf(planned)) errors.push(retargetedError(again.target.displayPath, planned.inputPath, planned.realPath, again.target.realPath));
    else folder ??= again.target.root.path;
  }
  if (errors.length > 0) return { ok: false, errors };
  if (folder === undefined) return { ok: false, errors: [] };
  return journaledWrite({
    stateRoot: ctx.stateRoot,
    journal: Journal.of(ctx.stateRoot, folder),
    journals: roots.map((r) => Journal.of(ctx.stateRoot, r.path)),
    keyOf: (realPath) => ctx.keyOf({ realPath }),
    lockWaitMs: LOCK_WAIT_MS,
    gate: recordGateOf(ctx, roots),
    onRecovered: logRecovery,
    ...(ctx.onJournalStep ? { onStep: ctx.onJournalStep } : {}),
  }, { client: ctx.clientName, session: ctx.session, tool: call.tool, ...(call.undoes !== undefined ? { undoes: call.undoes } : {}) }, changes, signal);
}

export function logRecovery(report: RecoveryReport): void {
  if (report.rolledBack.length > 0) log(`recovered ${report.rolledBack.length} unfinished request(s) a stopped process left (${report.rolledBack.join(', ')}): its files are as before it`);
  if (report.restored.length > 0) log(`recovered an unfinished request: put back ${report.restored.join(', ')}`);
  for (const left of report.left) log(`recovered an unfinished request: left ${left.path} as it is (${left.why})`);
  for (const damaged of report.damaged) log(`a damaged journal record was left in place: ${damaged}`);
}
