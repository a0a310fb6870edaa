// Runs one multi-edit request end to end: validate (core), apply as ONE WorkspaceEdit with the
// time-of-check-to-time-of-use re-check just before, save by policy, and report. The tool and
// the commands both call this, so they return the same result objects.
import * as vscode from 'vscode';
import { cancelledError, recheckBeforeApply, staleDocumentError, type EditEnvironment, type PlannedChange } from '../../core/change';
import { editLabel, type GuardedError } from '../../core/errors';
import { fileKey, type KeyedQueue } from '../../core/platform';
import { TextHeads, type ResolvedTarget } from '../../core/path';
import { editRePlan, validateEditRequest, type PlannedFile } from '../../core/pipeline';
import { gateModeFrom, type GateMode } from '../../core/gate';
import { successResult, summariseRequest, type EditResult, type SavedRewrite } from '../../core/pipeline';
import { changedLinesBetween } from '../../core/text';
import type { RejectionDiagnostics } from '../report/diagnostics';
import { notifySuccess } from '../report/notifications';
import { ProblemsAfterEdit } from '../report/problemsAfterEdit';
import { gateSubjects, type ReadGateService } from '../ask/readGateService';
import type { ToolReporter } from '../report/toolReporting';
import { readSettings, type GuardedEditSettings } from '../world/settings';
import { previewReplacements } from '../../core/confirm';
import { confirmSensitiveChanges, type ConfirmedChanges } from '../ask/sensitiveFiles';
import { currentWorld, DocumentSet, editEnvironment } from '../world/environment';
import { checkApplied, checkBeforeApply, notAppliedError, plannedTexts, putBack, saveChecked, type AfterTexts, type WrittenText } from './documentPromises';
import { applyLoop, type Applied, type ToolApply } from './applyLoop';
import { PhaseClock, type PhaseRecorder } from './phaseTimings';
import { WorldSnapshot } from '../world/worldSnapshot';
import type { AppliedChanges } from './appliedChanges';

export type RequestOrigin = 'tool' | 'command';

export class EditService implements vscode.Disposable {
  /**
   * Awaited just before each apply attempt's re-check. Only the in-host tests set it, to change
   * a document deterministically between validation and apply.
   */
  beforeApplyAttempt: ((attempt: number) => Promise<void>) | undefined;

  /** Receives each request's phase timings; only the in-host bench sets it (see phaseTimings). */
  phaseRecorder: PhaseRecorder | undefined;

  /** Files whose heads were found to be text, across requests: checked again only when their stat's stamp moved. */
  private readonly textHeads = new TextHeads();

  /** The settings and folders, read again only after a change (the tool's prepareInvocation, the checks and the re-check read them). */
  readonly world = new WorldSnapshot();

  constructor(
    private readonly log: vscode.LogOutputChannel,
    private readonly diagnostics: RejectionDiagnostics,
    private readonly reporter: ToolReporter,
    /** One queue per file, shared with the create tool. */
    private readonly queue: KeyedQueue,
    /** The read-before-edit gate: checked for tool calls, kept current by every successful edit. */
    private readonly readGate?: ReadGateService,
    /** Told once per request whose changes landed (see appliedChanges.ts). */
    private readonly appliedChanges?: AppliedChanges,
  ) {}

  /**
   * `reveal`: show the first changed file at its first change afterwards, for a person who ran a
   * command from the palette (so the change can be seen, and undone there with one Undo).
   */
  async run(input: unknown, origin: RequestOrigin, token?: vscode.CancellationToken, reveal = false): Promise<EditResult> {
    const recorder = this.phaseRecorder;
    if (!recorder) return this.runRequest(input, origin, token, reveal, undefined);
    const clock = new PhaseClock();
    try {
      return await this.runRequest(input, origin, token, reveal, clock);
    } finally {
      recorder(clock.phases);
    }
  }

  private async runRequest(input: unknown, origin: RequestOrigin, token: vscode.CancellationToken | undefined, reveal: boolean, clock: PhaseClock | undefined): Promise<EditResult> {
    const started = Date.now();
    const summary = summariseRequest(input);
    this.log.info(`[${origin}] request: ${summary}`);
    // The body is serialised only when it is logged (trace): it may be large.
    if (this.log.logLevel === vscode.LogLevel.Trace) this.log.trace(`[${origin}] request body: ${safeJson(input)}`);
    clock?.lap('log_request');
    const { settings, roots } = this.world.current();
    const documents = new DocumentSet();
    const env = { ...editEnvironment(settings, documents, roots), textHeads: this.textHeads };
    this.readGate?.attach(env);
    clock?.lap('settings');

    if (token?.isCancellationRequested) return this.refuse(summary, [cancelledError()], [], settings);
    const validation = await validateEditRequest(input, clock ? clock.timedEnvironment(env, 'validate') : env);
    clock?.lap('validate');
    const validated = Date.now();
    if (!validation.ok) return this.refuse(summary, validation.errors, validation.targets ?? [], settings);

    // Sensitive files need the person's yes in a dialog of our own (a person at the palette started it).
    let confirmed: ConfirmedChanges | undefined;
    const gateMode = origin === 'tool' ? gateModeFrom(settings.readBeforeEdit) : 'off';
    if (origin === 'tool') {
      // A hard gate refusal comes first: never ask the person for a yes to a call that is refused anyway.
      if (gateMode === 'require') {
        const gate = this.readGate?.settle(gateSubjects(validation.files), gateMode);
        if (gate && gate.refused.length > 0) return this.refuse(summary, gate.refused, validation.files.map((f) => f.target), settings);
      }
      const asked = await confirmSensitiveChanges(this.log, validation.files.map(changeToConfirm), settings.confirmFiles, token);
      if (!asked.ok) return this.refuse(summary, asked.errors, validation.files.map((f) => f.target), settings);
      confirmed = asked.confirmed;
    }
    clock?.lap('confirm');

    const keys = validation.files.map((f) => fileKey(f.target.realPath, env.platform.caseSensitive));
    // Listens from before the apply, so no diagnostics change of the edit is missed.
    const problems = ProblemsAfterEdit.start(validation.files, (realPath) => documents.get(realPath), this.world.problems());
    clock?.lap('problems_start');
    const outcome = await this.queue.run(keys, () => this.apply(validation.files, env, documents, token, gateMode, confirmed, clock))
      .catch((error: unknown) => { problems?.dispose(); throw error; });
    if (!outcome.ok) problems?.dispose();
    if (!outcome.ok) return this.refuse(summary, outcome.errors, outcome.targets, settings);

    clock?.lap('after_apply');
    const applied = Date.now();
    const saving = await this.save(outcome.files, outcome.wasDirty, documents, settings);
    clock?.lap('save');
    if (!saving.ok) {
      problems?.dispose();
      return this.refuse(summary, saving.errors, outcome.files.map((f) => f.target), settings);
    }
    const { saved, rewrites } = saving;
    this.diagnostics.clear(outcome.files.map((f) => vscode.Uri.file(f.target.realPath)));
    this.appliedChanges?.applied({
      tool: origin === 'command' ? 'guardedEdit.applyEdits' : validation.form === 'multi' ? 'guarded_multi_file_edit' : 'guarded_multi_edit',
      request: validation.form === 'multi' ? 'multi_file_edit' : 'edit',
      origin,
      // A save that rewrote the text (format on save) leaves the planned changed lines untrue: a record computes them.
      files: outcome.files.map((f, i) => ({ target: f.target, action: 'edit', before: f.document.text, after: documents.get(f.target.realPath)?.getText(), ...(rewrites[i] ? {} : { changes: f.changes }) })),
    });
    // The wait starts right after our own clearing (which it must tell from a service's change),
    // and is awaited last, so the person's view and notification do not wait for it.
    const newProblems = problems?.report(outcome.files, token);
    const result: EditResult = successResult(validation.form, outcome.files, saved, rewrites);
    // Files changed since the model's read, but not on the edit's lines: the edit went ahead, and the result says so.
    if (outcome.notes.length > 0) result.notes = outcome.notes;
    const replacements = outcome.files.reduce((n, f) => n + f.replacementCount, 0);
    const where = outcome.files.map((f) => f.target.displayPath).join(', ');
    this.log.info(`[${origin}] applied ${replacements} replacement(s) to ${where} in ${Date.now() - started} ms (validate ${validated - started} ms, apply ${applied - validated} ms, save ${Date.now() - applied} ms); saved: ${saved.join(', ')}`);
    for (const file of outcome.files) {
      for (const m of file.matched ?? []) {
        this.log.info(`[${origin}] ${file.target.displayPath}: edit ${m.edit} matched lines ${m.start_line}-${m.end_line} after normalising whitespace (guardedEdit.matching is "${m.how}") and was applied there, re-indented`);
      }
    }
    if (reveal) await this.reveal(outcome.files[0], documents);
    notifySuccess(settings.notifications, origin === 'command', vscode.l10n.t('Guarded Edit applied {0} replacement(s) to {1}.', replacements, where));
    clock?.lap('report');
    if (newProblems) {
      const report = await newProblems;
      Object.assign(result, report);
      if (report.new_problems.length > 0) this.log.info(`[${origin}] ${report.new_problems.length + (report.new_problems_omitted ?? 0)} new problem(s) near the change: ${report.new_problems.map((p) => `${p.file_path}:${p.line} ${p.message}`).join('; ')}`);
    }
    clock?.lap('problems_wait');
    return result;
  }

  /** Validate without applying, for the preview; a refusal is reported like any other. */
  async plan(input: unknown): Promise<{ ok: true; files: PlannedFile[] } | { ok: false; result: EditResult }> {
    const summary = summariseRequest(input);
    this.log.info(`[preview] request: ${summary}`);
    const settings = readSettings();
    const validation = await validateEditRequest(input, editEnvironment(settings, new DocumentSet()));
    if (!validation.ok) return { ok: false, result: this.refuse(summary, validation.errors, validation.targets ?? [], settings) };
    return { ok: true, files: validation.files };
  }

  /** Report a request that could not even be read (e.g. a JSON syntax error in the editor). */
  refuseUnreadable(source: string, errors: GuardedError[]): EditResult {
    return this.refuse(source, errors, [], readSettings());
  }

  /** The edit's part of the one apply loop: its re-plan, its documents, its replacements, its landing check. */
  private apply(
    planned: PlannedFile[],
    env: EditEnvironment,
    documents: DocumentSet,
    token: vscode.CancellationToken | undefined,
    gateMode: GateMode = 'off',
    confirmed?: ConfirmedChanges,
    clock?: PhaseClock,
  ): Promise<Applied<PlannedFile>> {
    let after: AfterTexts | undefined;
    const tool: ToolApply<PlannedFile> = {
      recheck: async (files, attempt) => {
        // The folders and settings are read anew: the world may have changed since the checks.
        const world = { ...env, ...currentWorld(this.world.current()) };
        clock?.lap('recheck_world');
        return recheckBeforeApply(files, clock ? clock.timedEnvironment(world, 'recheck') : world, attempt, editRePlan);
      },
      textEdits: (files) => files.map((f) => ({ document: documents.get(f.target.realPath), version: f.document.version })),
      promises: (files, open) => {
        // The planned texts are built once: the size check and the landing check both need them.
        after = plannedTexts(files);
        return checkBeforeApply(files, open, env.maxFileBytes, after, newStrings, (scope) => this.world.editorReadonly(scope));
      },
      gateSubjects: (files) => gateSubjects(files),
      plannedChanges: (files) => files.map(changeToConfirm),
      build: (files, open) => {
        const edit = new vscode.WorkspaceEdit();
        files.forEach((file, i) => {
          for (const r of file.replacements) edit.replace(open[i].uri, new vscode.Range(open[i].positionAt(r.start), open[i].positionAt(r.end)), r.text);
        });
        return edit;
      },
      notLanded: async (files, open) => {
        const landed = checkApplied(files, open, after ?? plannedTexts(files));
        if (landed.ok) return [];
        await putBack(files, open, files.map((_, i) => i));
        return [notAppliedError(files, landed.missing)];
      },
      // Our own edit keeps a current read current (before saving: a format on save is a change by someone else).
      recordOwnEdit: (files, open) => files.forEach((f, i) => this.readGate?.recordOwnEdit(f.target, f.document.text, () => open[i].getText())),
      stale: (files, attempts) => files.map((f) => staleDocumentError(f.target.displayPath, f.inputPath, attempts, 'it kept changing.')),
      displayPaths: (files) => files.map((f) => f.target.displayPath),
    };
    return applyLoop(planned, tool, {
      token, readGate: this.readGate, gateMode, confirmed, gateAction: 'edit', clock,
      ...(this.beforeApplyAttempt ? { beforeAttempt: this.beforeApplyAttempt } : {}),
    }, planned.map((f) => f.target));
  }

  private async reveal(file: PlannedFile, documents: DocumentSet): Promise<void> {
    const document = documents.get(file.target.realPath);
    const first = file.changes[0];
    if (!document || !first) return;
    const line = Math.min(first.start_line - 1, document.lineCount - 1);
    await vscode.window.showTextDocument(document, { preview: true, selection: new vscode.Range(line, 0, line, 0) });
  }

  /**
   * Saves by policy, one file after another, each save checked (it returned true and the disk
   * holds the text); a failed save puts every file back. A save may change the text further
   * (format on save, other save participants): then the rewrite says what the saved text is, and
   * the read gate learns the saved text, so our own save is never "a change since the read".
   */
  private async save(
    files: readonly PlannedFile[],
    wasDirty: readonly boolean[],
    documents: DocumentSet,
    settings: GuardedEditSettings,
  ): Promise<{ ok: true; saved: boolean[]; rewrites: (SavedRewrite | undefined)[] } | { ok: false; errors: GuardedError[] }> {
    const policy = settings.saveAfterEdit;
    const steps = files.flatMap((file, i) => {
      const document = documents.get(file.target.realPath);
      return document ? [{ file, document, wasDirty: wasDirty[i], save: policy === 'always' || (policy === 'ifWasClean' && !wasDirty[i]) }] : [];
    });
    const rewrites: (SavedRewrite | undefined)[] = files.map(() => undefined);
    const saving = await saveChecked(steps, (message) => this.log.warn(message), (index, edited, versionBefore) => {
      const { file, document } = steps[index];
      if (document.version === versionBefore) return;
      const text = document.getText();
      if (text === edited) return;
      rewrites[files.indexOf(file)] = { changes: changedLinesBetween(file.document.text, text) };
      this.readGate?.recordOwnEdit(file.target, edited, () => text);
      this.log.info(`saving ${file.target.displayPath} changed it further (format on save); two Undo steps revert the edit`);
    });
    if (!saving.ok) return saving;
    const saved = files.map((file) => {
      const step = steps.findIndex((s) => s.file === file);
      return step >= 0 ? saving.saved[step] : false;
    });
    return { ok: true, saved, rewrites };
  }

  dispose(): void {
    this.world.dispose();
  }

  private refuse(summary: string, errors: GuardedError[], targets: readonly ResolvedTarget[], settings: GuardedEditSettings): EditResult {
    return this.reporter.refuse(vscode.l10n.t('Guarded Edit refused {0}', summary), errors, targets, settings);
  }
}

/** What an edit writes, which the file's encoding must hold: each edit's new_string. */
function newStrings(file: PlannedFile): WrittenText[] {
  const edits = file.request.edits;
  return edits.map((edit, j) => ({ text: edit.new_string, label: `${editLabel(j, edits.length)}'s new_string`, path: [...file.inputPath, 'edits', j, 'new_string'] }));
}

/** A planned file as the sensitive-file question sees it. */
function changeToConfirm(file: PlannedFile): PlannedChange {
  return {
    target: file.target,
    inputPath: file.inputPath,
    action: 'edit',
    before: file.document.text,
    preview: () => previewReplacements(file.document.text, file.replacements),
  };
}

function safeJson(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text.length > 20_000 ? `${text.slice(0, 20_000)}… (${text.length} characters)` : text;
  } catch {
    return String(value);
  }
}
