// The one apply loop of the VS Code adapter, shared by every tool that changes files (edit,
// multi-file edit, patch, create and overwrite, a notebook's cells) and the history's revert:
// cancellation, the tool's re-check on the world as it is now, the documents still at the versions
// planned on, the promises to the person, the read gate and the person's yes on the very change
// applied, ONE WorkspaceEdit, and what did not land put back. A document that changes under it is
// planned again, a few times at most. A tool brings only what is its own (its re-plan, its
// documents, its edit, its landing check); its documents are text documents or, for a call on a
// notebook's cells, the notebook: the loop compares versions either way. Adding a tool is a
// service and its re-plan, not another loop.
import * as vscode from 'vscode';
import { cancelledError, type PlannedChange } from '../../core/change';
import type { GuardedError } from '../../core/errors';
import type { GateMode } from '../../core/gate';
import type { ResolvedTarget } from '../../core/path';
import type { ConfirmedChanges } from '../ask/sensitiveFiles';
import type { GateSubject, ReadGateService, SettledEdit } from '../ask/readGateService';
import type { PromiseCheck } from './documentPromises';
import { applyWorkspaceEdit, refusedEditError } from './applyWorkspaceEdit';
import type { PhaseClock } from './phaseTimings';

/** How often a request is planned again when its documents keep changing under it. */
const MAX_APPLY_ATTEMPTS = 3;

/** A document the loop holds to the version planned on: a text document, or the notebook of a call on its cells. */
export type VersionedDocument = Pick<vscode.TextDocument, 'version' | 'isDirty'>;

export type Rechecked<F> = { ok: true; files: F[] } | { ok: false; errors: GuardedError[]; targets?: ResolvedTarget[] };

/** What one tool brings to the loop; `D`: the kind of document it edits. */
export interface ToolApply<F, D extends VersionedDocument = vscode.TextDocument> {
  /** The tool's re-plan: the core's re-check before applying, with the tool's planner, on the folders and settings as they are now. */
  recheck(files: F[], attempt: number): Promise<Rechecked<F>>;
  /** The open documents the call edits, each with the version it was planned on. */
  documents(files: readonly F[]): { document: D | undefined; version: number }[];
  /** The promises to the person for those documents (read-only, other editors, encoding, size, bytes on disk); absent when the tool has none to keep (a notebook's cells). */
  promises?(files: readonly F[], open: readonly D[]): Promise<PromiseCheck>;
  /** What the read-before-edit gate judges; absent when the tool settles the gate in its own re-check (an overwrite) or has none (a revert). */
  gateSubjects?(files: readonly F[]): GateSubject[];
  /** What the person's yes covered, as the files are now: it must be what is applied. */
  plannedChanges(files: readonly F[]): PlannedChange[];
  /** The one WorkspaceEdit of the call. */
  build(files: readonly F[], open: readonly D[]): vscode.WorkspaceEdit;
  /** After VS Code said applied: what did not land (put back first), as errors; none when all of it did. Absent when VS Code's yes is the whole answer (a create's one createFile, an overwrite's save checked after). */
  notLanded?(files: readonly F[], open: readonly D[]): Promise<GuardedError[]>;
  /** After it landed, before any save: the read gate learns our own edit (a format on save is someone else's change). */
  recordOwnEdit?(files: readonly F[], open: readonly D[]): void;
  /** The refusal when VS Code answered no and nothing changed under the call; refusedEditError when absent. */
  notApplied?(files: readonly F[]): GuardedError;
  /** The refusal when the documents kept changing. */
  stale(files: readonly F[], attempts: number): GuardedError[];
  displayPaths(files: readonly F[]): string[];
}

export interface ApplyCall {
  token: vscode.CancellationToken | undefined;
  readGate: ReadGateService | undefined;
  gateMode: GateMode;
  /** The person's yes, when one was asked for. */
  confirmed: ConfirmedChanges | undefined;
  /** How the gate's allowance is worded in the log ('edit', 'overwrite'). */
  gateAction: 'edit' | 'overwrite';
  seam: ApplySeam;
  clock?: PhaseClock;
}

/** The one test seam of the apply loop, shared by every tool and the revert; only the in-host tests set it. */
export interface ApplySeam {
  /** Awaited before each attempt's re-check, e.g. to change a document between the checks and the apply. */
  beforeApplyAttempt: ((attempt: number) => Promise<void>) | undefined;
}

export type Applied<F, D extends VersionedDocument = vscode.TextDocument> =
  /** `notes`: the gate's, for files changed since the model's read but not on the lines changed. */
  | { ok: true; files: F[]; open: D[]; wasDirty: boolean[]; notes: string[] }
  | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

export async function applyLoop<F, D extends VersionedDocument = vscode.TextDocument>(planned: F[], tool: ToolApply<F, D>, call: ApplyCall, targets: ResolvedTarget[]): Promise<Applied<F, D>> {
  const { token, clock } = call;
  const refuse = (errors: GuardedError[], at: ResolvedTarget[] = targets): Applied<F, D> => ({ ok: false, errors, targets: at });
  let files = planned;
  clock?.lap('queue');
  for (let attempt = 1; attempt <= MAX_APPLY_ATTEMPTS; attempt++) {
    const seam = call.seam.beforeApplyAttempt;
    if (seam) await seam(attempt);
    if (token?.isCancellationRequested) return refuse([cancelledError()]);
    const recheck = await tool.recheck(files, attempt);
    clock?.lap('recheck');
    if (!recheck.ok) return refuse(recheck.errors, recheck.targets ?? targets);
    files = recheck.files;
    if (token?.isCancellationRequested) return refuse([cancelledError()]);

    // From here to applyEdit nothing awaits but the promise checks, and the versions are compared
    // after them: the versions checked are the versions edited.
    const edits = tool.documents(files);
    if (edits.some((e) => !e.document || e.document.version !== e.version)) continue;
    const open = edits.map((e) => e.document as D);
    const promises: PromiseCheck = (await tool.promises?.(files, open)) ?? { ok: true };
    clock?.lap('check_before_apply');
    if (!promises.ok) {
      if ('reloaded' in promises) continue;
      return refuse(promises.errors);
    }
    if (open.some((d, i) => d.version !== edits[i].version)) continue;
    // The read-before-edit gate judges the very text edited (the person may have allowed it in the dialog).
    const subjects = tool.gateSubjects?.(files) ?? [];
    const gate: SettledEdit | undefined = subjects.length > 0 ? call.readGate?.settle(subjects, call.gateMode) : undefined;
    if (gate && gate.refused.length > 0) return refuse(gate.refused);
    // What the person allowed must be what is applied.
    const changedSinceYes = call.confirmed?.changedSince(tool.plannedChanges(files)) ?? [];
    if (changedSinceYes.length > 0) return refuse(changedSinceYes);
    const wasDirty = open.map((d) => d.isDirty);
    const edit = tool.build(files, open);
    clock?.lap('build_edit');
    const answer = await applyWorkspaceEdit(edit, tool.displayPaths(files));
    if (answer.error) return refuse([answer.error]);
    clock?.lap('apply_edit');
    if (answer.applied) {
      const missing = (await tool.notLanded?.(files, open)) ?? [];
      clock?.lap('check_applied');
      if (missing.length > 0) return refuse(missing);
      tool.recordOwnEdit?.(files, open);
      if (gate) call.readGate?.allowed(gate, call.gateAction);
      clock?.lap('record_own_edit');
      return { ok: true, files, open, wasDirty, notes: gate?.notes ?? [] };
    }
    // Refused: a changed document is the usual reason; plan again against its new text.
    if (open.some((d, i) => d.version !== edits[i].version)) continue;
    return refuse([tool.notApplied?.(files) ?? refusedEditError(tool.displayPaths(files))]);
  }
  return refuse(tool.stale(files, MAX_APPLY_ATTEMPTS));
}
