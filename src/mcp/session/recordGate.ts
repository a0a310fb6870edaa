// The record gate (src/node/journal/recordGate) as this server builds it: every path a journal
// record names is judged against the folders being served, with the server's lists and limits.
import type { WorkspaceRoot } from '../../core/platform';
import { RecordGate } from '../../node/journal';
import type { CallContext } from './context';
import { LIST_NAME } from './question';

/** The gate of records for this server: its folders, its lists, its size limit, its state folder. */
export function recordGateOf(ctx: CallContext, roots: readonly WorkspaceRoot[]): RecordGate {
  return new RecordGate({
    roots,
    fs: ctx.fs,
    platform: ctx.platform,
    protectedPatterns: ctx.protectedPatterns,
    confirmPatterns: ctx.confirmPatterns,
    confirmListName: LIST_NAME,
    maxFileBytes: ctx.options.maxFileBytes,
    stateRoot: ctx.stateRoot,
  });
}
