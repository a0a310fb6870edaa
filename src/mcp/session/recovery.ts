// Recovery of what a killed process left half done, for the MCP server: every journal of the
// workspace's folders when the server starts, and the journals before a read touches a file (a
// write recovers under its own locks, in commitChanges). Every recorded path passes the record
// gate of the folders being served (recordGateOf), the same gate guarded_undo uses.
import { Journal, recover, type RecoveryReport } from '../../node/journal';
import { log } from '../log';
import type { CallContext } from './context';
import { recordGateOf } from './recordGate';

export async function recoverWorkspace(ctx: CallContext, realPaths?: readonly string[]): Promise<void> {
  try {
    const roots = await ctx.workspace.roots();
    const journals = roots.map((r) => Journal.of(ctx.stateRoot, r.path));
    const report = await recover(journals, {
      stateRoot: ctx.stateRoot,
      keyOf: (realPath) => ctx.keyOf({ realPath }),
      gate: recordGateOf(ctx, roots),
      ...(realPaths ? { touching: new Set(realPaths) } : {}),
    });
    logRecovery(report);
  } catch (error) {
    ctx.log(`recovery of unfinished requests failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function logRecovery(report: RecoveryReport): void {
  if (report.rolledBack.length > 0) log(`recovered ${report.rolledBack.length} unfinished request(s) a stopped process left (${report.rolledBack.join(', ')}): its files are as before it`);
  if (report.restored.length > 0) log(`recovered an unfinished request: put back ${report.restored.join(', ')}`);
  for (const left of report.left) log(`recovered an unfinished request: left ${left.path} as it is (${left.why})`);
  for (const damaged of report.damaged) log(`a damaged journal record was left in place: ${damaged}`);
}
