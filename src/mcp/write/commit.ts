// "Check again, then write", once for every MCP tool that writes. A tool parses its input once,
// jails each file once, queues on the files, plans the bytes to leave, and hands them here: the
// jail is run again (links, protection and the folders as they are now), then the files are written
// all or none through the journal, under their inter-process locks, after a last byte comparison
// (src/node/journal/journaledWrite). Adds, deletes and moves (a delete plus an add) go the same way.
import type { InputPath } from '../../core/errors';
import { withPathPrefix } from '../../core/errors';
import { resolveTarget, type TargetPurpose } from '../../core/path';
import { cancelledError, recheckBeforeApply, retargetedError, type EditEnvironment, type RePlan } from '../../core/change';
import { beginVersionHashes, journaledWrite, Journal, type JournaledChange, type JournaledOutcome } from '../../node/journal';
import { LOCK_WAIT_MS, type CallContext } from '../session/context';
import { recordGateOf } from '../session/recordGate';
import { logRecovery } from '../session/recovery';

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
  // Time of check to time of use: every file jailed again against the folders as they are now,
  // through the one re-check of every host. Nothing is reloaded here: the bytes planned on are
  // compared with the disk under the files' locks, by journaledWrite.
  const env: EditEnvironment = {
    roots, platform: ctx.platform, fs: ctx.fs, trusted: true, protectedPatterns: ctx.protectedPatterns, maxFileBytes: ctx.options.maxFileBytes,
    loadDocument: () => Promise.reject(new Error('the MCP re-check reloads no document')),
  };
  const rechecked = await recheckBeforeApply<JailedAgain>(call.files, env, 1, jailAgainOnly(ctx));
  if (!rechecked.ok) return { ok: false, errors: rechecked.errors };
  const folder = rechecked.files[0]?.folder;
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

/** A planned file with the folder it is in now, once jailed again. */
type JailedAgain = PlannedTarget & { folder?: string };

/** The MCP's part of the one re-check: the path through the jail again, and the folder it is in now. */
function jailAgainOnly(ctx: CallContext): RePlan<JailedAgain> {
  return {
    async jailAgain(planned, env) {
      const again = await resolveTarget(planned.filePath, env.roots, env.fs, env.platform, {
        purpose: planned.purpose, protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes,
      });
      if (!again.ok) return { ok: false, errors: withPathPrefix(again.errors, planned.inputPath) };
      if (ctx.keyOf(again.target) !== ctx.keyOf(planned)) return { ok: false, errors: [retargetedError(again.target.displayPath, planned.inputPath, planned.realPath, again.target.realPath)] };
      return { ok: true, file: { ...planned, folder: again.target.root.path } };
    },
    // No reload: the bytes planned on are compared under the lock (journaledWrite).
  };
}
