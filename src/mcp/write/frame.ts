// The one frame of every MCP tool that writes, in the order each follows: queue on the files (calls
// on the same file wait for each other from planning to write, so a later call is planned against
// what the earlier one wrote), plan the bytes to leave, let the gate and the confirm list decide
// (approveChanges), then check again and write (commitChanges). A tool gives only what is its own:
// its files' keys and its planner. A plan overtaken by another process is made again (bounded).
import type { PlannedChange } from '../../core/change';
import type { GuardedError } from '../../core/errors';
import { failureResult, type EditFailure } from '../../core/pipeline';
import type { JournaledChange } from '../../node/journal';
import type { CallContext } from '../session/context';
import { approveChanges } from './approval';
import { commitChanges, type PlannedTargets } from './commit';
import { diskPlanning, type DiskPlanning } from './planOnDisk';

/** Plans made again when another process changed a file between the plan and the write. */
const MAX_ATTEMPTS = 8;

/** What a tool planned: the bytes each file leaves, what the person and the gate judge, and what is done once written. */
export interface PlannedWrite<R> {
  changes: readonly JournaledChange[];
  /** What the gate and the confirm list judge: every file changed, created or removed. */
  subjects: readonly PlannedChange[];
  /** Every path the write jails again before it writes. */
  targets: PlannedTargets;
  /** Once written (the history entry's id): what the read-before-edit gate remembers, and the result. */
  written(entry: string): R;
}

export type Planned<R> = { ok: true; write: PlannedWrite<R> } | { ok: false; errors: GuardedError[] };

export interface WriteCall<R> {
  /** The tool's name, as the history shows it. */
  tool: string;
  /** The entry this call undoes (guarded_undo). */
  undoes?: string;
  /** The keys of every file the call touches (the queue's). */
  keys: readonly string[];
  /** The environment the request was checked in: the first plan uses it. */
  checkedIn?: DiskPlanning;
  /** Whether a write overtaken by another process is planned again (otherwise its refusal is the answer). */
  planAgain: boolean;
  /** Plan against the files as they are now; `planning` gives the environment of this attempt. */
  plan(planning: () => Promise<DiskPlanning>): Promise<Planned<R>>;
}

export function writeThroughFrame<R>(ctx: CallContext, call: WriteCall<R>, signal?: AbortSignal): Promise<R | EditFailure> {
  return ctx.queue.run(call.keys, async () => {
    for (let attempt = 1; ; attempt++) {
      const fresh = attempt === 1 && call.checkedIn ? call.checkedIn : undefined;
      const planned = await call.plan(() => (fresh ? Promise.resolve(fresh) : diskPlanning(ctx)));
      if (!planned.ok) return failureResult(planned.errors);
      const { write } = planned;
      const refused = await approveChanges(ctx, write.subjects, signal);
      if (refused.length > 0) return failureResult(refused);
      const committed = await commitChanges(ctx, { tool: call.tool, files: write.targets, ...(call.undoes !== undefined ? { undoes: call.undoes } : {}) }, write.changes, signal);
      if (committed.ok) return write.written(committed.entry);
      if (!call.planAgain || committed.overtaken !== true || attempt >= MAX_ATTEMPTS) return failureResult(committed.errors);
      // A short random pause, so that processes in step fall out of step.
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  });
}
