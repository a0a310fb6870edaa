// The one request frame of the VS Code adapter, around every tool that changes files (edit,
// multi-file edit, patch, create and overwrite, a notebook's cells): the request logged, the world
// read once per call from the snapshot, cancellation, the tool's checks, the read-before-edit
// gate's early refusal, the person's yes, the queue on the files, the one apply loop, the save by
// policy, the diagnostics cleared, the after-apply point (AppliedChanges) and the notification (the
// revert of a history entry takes its world and the after-apply point from here too). A tool
// brings only what is its own (a ToolRun: its checks, its subjects, its part of the loop, its save
// steps and its result): a new tool is a ToolRun, not another frame.
import * as vscode from 'vscode';
import { cancelledError, type EditEnvironment, type PlannedChange } from '../../core/change';
import type { GuardedError } from '../../core/errors';
import { gateModeFrom, type GateMode } from '../../core/gate';
import type { ResolvedTarget } from '../../core/path';
import { fileKey, type KeyedQueue } from '../../core/platform';
import type { GateSubject, ReadGateService } from '../ask/readGateService';
import { confirmSensitiveChanges } from '../ask/sensitiveFiles';
import type { RejectionDiagnostics } from '../report/diagnostics';
import { notifySuccess } from '../report/notifications';
import type { ToolReporter } from '../report/toolReporting';
import { currentWorld, DocumentSet, editEnvironment } from '../world/environment';
import type { GuardedEditSettings, WorldSettings } from '../world/settings';
import type { WorldSnapshot } from '../world/worldSnapshot';
import type { AppliedChange, AppliedChanges } from './appliedChanges';
import { applyLoop, type Applied, type ApplySeam, type ToolApply, type VersionedDocument } from './applyLoop';
import type { PhaseClock } from './phaseTimings';

export type RequestOrigin = 'tool' | 'command';

/** The window's parts every request uses: one of them per window. */
export interface ToolFrame {
  readonly log: vscode.LogOutputChannel;
  readonly reporter: ToolReporter;
  readonly diagnostics: RejectionDiagnostics;
  /** One queue per file, shared by every tool and the history's revert. */
  readonly queue: KeyedQueue;
  readonly readGate: ReadGateService | undefined;
  /** Told once per request whose changes landed. */
  readonly appliedChanges: AppliedChanges | undefined;
  /** The settings and folders, read again only after a change. */
  readonly world: WorldSnapshot;
  /** The apply loop's test seam, for every tool and the revert. */
  readonly seam: ApplySeam;
}

/** The world of one call, read once from the snapshot; `now()` reads it again for the re-check before applying. */
export interface CallWorld extends WorldSettings {
  readonly documents: DocumentSet;
  /** The core's environment of the checks: these settings and folders, documents from `documents`. */
  readonly env: EditEnvironment;
  readonly gateMode: GateMode;
  /** The checks' environment with the folders and settings as they are now (the re-check's). */
  readonly now: () => EditEnvironment;
}

export type Checked<F> = { ok: true; files: F[] } | { ok: false; errors: GuardedError[]; targets?: readonly ResolvedTarget[] };

export type Saved<S> = { ok: true; saved: S } | { ok: false; errors: GuardedError[] };

export type Landed<F, D extends VersionedDocument = vscode.TextDocument> = Extract<Applied<F, D>, { ok: true }>;

/** What one tool brings to the frame; the frame calls these in this order. `D`: the kind of document it edits (its part of the loop compares their versions). */
export interface ToolRun<F, S, R, D extends VersionedDocument = vscode.TextDocument> {
  readonly origin: RequestOrigin;
  /** The call as the log names it (the frame logs the request). */
  readonly summary: string;
  /** The lead of a refusal's notification, e.g. "Guarded Edit refused to create src/a.ts"; "Guarded Edit refused " and the summary when absent. */
  readonly refusal?: string;
  /** The tool's checks, in the world read once for this call. */
  check(world: CallWorld): Promise<Checked<F>>;
  /** Every file the call touches (the queue's keys, and where a refusal is placed). */
  targets(files: readonly F[]): ResolvedTarget[];
  /** What the read-before-edit gate judges before the person is asked ("require" refuses there); absent when the tool's checks settle the gate themselves (an overwrite's). */
  gateSubjects?(files: readonly F[]): GateSubject[];
  /** What the person is asked about (the files on the confirm list among them). */
  subjects(files: readonly F[]): PlannedChange[];
  /** Just before the queue: the tool's part of the apply loop. */
  apply(files: readonly F[], world: CallWorld): ToolApply<F, D>;
  /** How the gate's allowance is worded in the log. */
  readonly gateAction: 'edit' | 'overwrite';
  /** Inside the queue, once it landed: save by policy (each save checked; a failed one puts every file back). */
  save(landed: Landed<F, D>, world: CallWorld): Promise<Saved<S>>;
  /** Once saved: what the after-apply point is told. */
  applied(landed: Landed<F, D>, saved: S, world: CallWorld): AppliedChange;
  /** The result, and what the log and the notification say of it. */
  result(landed: Landed<F, D>, saved: S, world: CallWorld): R | Promise<R>;
  /** The notification's words for what landed. */
  notification(landed: Landed<F, D>, result: R): string;
  /** After the notification: what the result may still wait for (new problems near an edit), so the person's view does not wait for it. */
  finish?(result: R): Promise<void>;
  /** Called once when the call is refused after `apply` (a tool lets go of what it started there). */
  refused?(): void;
  /**
   * For a tool whose errors have places outside its files' text (a call on a notebook's cells: the
   * lines of a cell's source): `place` puts a refusal's Diagnostics there and says whether it did
   * (the report then places none on the files), `uris` names those places, cleared with the files
   * once the call landed.
   */
  readonly ownDiagnostics?: {
    place(errors: readonly GuardedError[]): boolean;
    uris(files: readonly F[]): vscode.Uri[];
  };
}

/**
 * Runs one request through the frame; a refusal is a result, reported once. `given`: the call's
 * world when the tool read it already (a multi-edit of a notebook asks its cells before it is one
 * of the notebook's calls), else read here.
 */
export async function runTool<F, S, R, D extends VersionedDocument = vscode.TextDocument>(
  frame: ToolFrame,
  run: ToolRun<F, S, R, D>,
  token: vscode.CancellationToken | undefined,
  clock?: PhaseClock,
  given?: CallWorld,
): Promise<R | ReturnType<ToolReporter['refuse']>> {
  frame.log.info(`[${run.origin}] request: ${run.summary}`);
  clock?.lap('log_request');
  const world = given ?? callWorld(frame, run.origin);
  clock?.lap('settings');
  const refusal = run.refusal ?? vscode.l10n.t('Guarded Edit refused {0}', run.summary);
  const refuse = (errors: GuardedError[], targets: readonly ResolvedTarget[]) => {
    const placed = run.ownDiagnostics?.place(errors) ?? false;
    return frame.reporter.refuse(refusal, errors, placed ? [] : targets, world.settings);
  };
  if (token?.isCancellationRequested) return refuse([cancelledError()], []);
  const checked = await run.check(world);
  clock?.lap('validate');
  if (!checked.ok) return refuse(checked.errors, checked.targets ?? []);
  const files = checked.files;
  const targets = run.targets(files);

  if (run.origin === 'tool') {
    // A hard gate refusal comes first: never ask the person for a yes to a call that is refused anyway.
    if (world.gateMode === 'require') {
      const subjects = run.gateSubjects?.(files) ?? [];
      const gate = subjects.length > 0 ? frame.readGate?.settle(subjects, world.gateMode) : undefined;
      if (gate && gate.refused.length > 0) return refuse(gate.refused, targets);
    }
  }
  // Sensitive files need the person's yes in a dialog of our own (a person at the palette started it).
  const asked = run.origin === 'tool' ? await confirmSensitiveChanges(frame.log, run.subjects(files), world.settings.confirmFiles, token) : undefined;
  if (asked && !asked.ok) return refuse(asked.errors, targets);
  clock?.lap('confirm');

  const tool = run.apply(files, world);
  const keys = targets.map((t) => fileKey(t.realPath, world.env.platform.caseSensitive));
  const outcome = await frame.queue.run(keys, async () => {
    const landed = await applyLoop(files, tool, {
      token, readGate: frame.readGate, gateMode: world.gateMode, confirmed: asked?.confirmed, gateAction: run.gateAction, seam: frame.seam, clock,
    }, targets);
    if (!landed.ok) return landed;
    clock?.lap('after_apply');
    const saving = await run.save(landed, world);
    clock?.lap('save');
    return saving.ok ? { ok: true as const, landed, saved: saving.saved } : { ok: false as const, errors: saving.errors, targets: run.targets(landed.files) };
  }).catch((error: unknown) => {
    run.refused?.();
    throw error;
  });
  if (!outcome.ok) {
    run.refused?.();
    return refuse(outcome.errors, outcome.targets);
  }
  const { landed, saved } = outcome;
  frame.diagnostics.clear([...run.targets(landed.files).map((t) => vscode.Uri.file(t.realPath)), ...run.ownDiagnostics?.uris(landed.files) ?? []]);
  void frame.appliedChanges?.applied(run.applied(landed, saved, world));
  const result = await run.result(landed, saved, world);
  notifySuccess(world.settings.notifications, run.origin === 'command', run.notification(landed, result));
  clock?.lap('report');
  await run.finish?.(result);
  return result;
}

/** The world of one call: the snapshot's settings and folders, read once; the gate attached to its environment. */
export function callWorld(frame: Pick<ToolFrame, 'world' | 'readGate'>, origin: RequestOrigin): CallWorld {
  const { settings, roots } = frame.world.current();
  const documents = new DocumentSet();
  const env = editEnvironment(settings, documents, roots);
  frame.readGate?.attach(env);
  return {
    settings,
    roots,
    documents,
    env,
    gateMode: origin === 'tool' ? gateModeFrom(settings.readBeforeEdit) : 'off',
    now: () => ({ ...env, ...currentWorld(frame.world.current()) }),
  };
}

/** Whether a document is saved by the policy, given whether it had unsaved changes before the edit. */
export function savedByPolicy(settings: GuardedEditSettings, wasDirty: boolean): boolean {
  return settings.saveAfterEdit === 'always' || (settings.saveAfterEdit === 'ifWasClean' && !wasDirty);
}
