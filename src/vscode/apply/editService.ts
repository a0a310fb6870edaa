// What is the multi-edit's own in the one request frame (runTool): its checks (core), its
// replacements as ONE WorkspaceEdit, its save and its result, with the new problems near the
// change. The tool and the commands both call this, so they return the same result objects.
import * as vscode from 'vscode';
import { recheckBeforeApply, staleDocumentError } from '../../core/change';
import { editLabel, type GuardedError } from '../../core/errors';
import { TextHeads, type ResolvedTarget } from '../../core/path';
import type { NewProblemsReport } from '../../core/problems';
import { editRePlan, editSubject, successResult, summariseRequest, validateEditRequest, type EditResult, type PlannedFile, type SavedRewrite } from '../../core/pipeline';
import type { RequestForm } from '../../core/request';
import { changedLinesBetween } from '../../core/text';
import { ProblemsAfterEdit } from '../report/problemsAfterEdit';
import { gateSubjects } from '../ask/readGateService';
import type { GuardedEditSettings } from '../world/settings';
import { DocumentSet, editEnvironment } from '../world/environment';
import type { WorldSnapshot } from '../world/worldSnapshot';
import { checkApplied, checkBeforeApply, notAppliedError, plannedTexts, putBack, type AfterTexts, type WrittenText } from './documentPromises';
import { saveChecked } from './saveChecked';
import type { ToolApply } from './applyLoop';
import { PhaseClock, type PhaseRecorder } from './phaseTimings';
import { runTool, savedByPolicy, type CallWorld, type RequestOrigin, type Saved, type ToolFrame, type ToolRun } from './runTool';

export type { RequestOrigin };

/** What the edit's save left: whether each file was saved, and where a save rewrote the text (format on save). */
interface EditSaved {
  saved: boolean[];
  rewrites: (SavedRewrite | undefined)[];
}

export class EditService {
  /** Receives each request's phase timings; only the in-host bench sets it (see phaseTimings). */
  phaseRecorder: PhaseRecorder | undefined;

  /** Files whose heads were found to be text, across requests: checked again only when their stat's stamp moved. */
  private readonly textHeads = new TextHeads();

  constructor(private readonly frame: ToolFrame) {}

  /** The settings and folders, read again only after a change (the tool's prepareInvocation, the checks and the re-check read them). */
  get world(): WorldSnapshot {
    return this.frame.world;
  }

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

  private runRequest(input: unknown, origin: RequestOrigin, token: vscode.CancellationToken | undefined, reveal: boolean, clock: PhaseClock | undefined): Promise<EditResult> {
    const summary = summariseRequest(input);
    const { log } = this.frame;
    // The body is serialised only when it is logged (trace): it may be large.
    if (log.logLevel === vscode.LogLevel.Trace) log.trace(`[${origin}] request body: ${safeJson(input)}`);
    return runTool(this.frame, this.editRun(input, origin, summary, token, reveal, clock), token, clock);
  }

  /** What is the edit's own in the one request frame. */
  private editRun(input: unknown, origin: RequestOrigin, summary: string, token: vscode.CancellationToken | undefined, reveal: boolean, clock: PhaseClock | undefined): ToolRun<PlannedFile, EditSaved, EditResult> {
    const { log } = this.frame;
    const started = Date.now();
    let validated = started;
    let applied = started;
    let form: RequestForm = 'single';
    let problems: ProblemsAfterEdit | undefined;
    let newProblems: Promise<NewProblemsReport> | undefined;
    return {
      origin,
      summary,
      gateAction: 'edit',
      check: async (world) => {
        const env = { ...world.env, textHeads: this.textHeads };
        const validation = await validateEditRequest(input, clock ? clock.timedEnvironment(env, 'validate') : env);
        validated = Date.now();
        if (validation.ok) form = validation.form;
        return validation;
      },
      targets: (files) => files.map((f) => f.target),
      gateSubjects,
      subjects: (files) => files.map((f) => editSubject(f)),
      apply: (files, world) => {
        // Listens from before the apply, so no diagnostics change of the edit is missed.
        problems = ProblemsAfterEdit.start(files, (realPath) => world.documents.get(realPath), this.frame.world.problems());
        clock?.lap('problems_start');
        return this.editApply(world, clock);
      },
      refused: () => problems?.dispose(),
      save: ({ files, wasDirty }, world) => {
        applied = Date.now();
        return this.save(files, wasDirty, world);
      },
      applied: ({ files }, { rewrites }, world) => ({
        tool: origin === 'command' ? 'guardedEdit.applyEdits' : form === 'multi' ? 'guarded_multi_file_edit' : 'guarded_multi_edit',
        request: form === 'multi' ? 'multi_file_edit' : 'edit',
        origin,
        // A save that rewrote the text (format on save) leaves the planned changed lines untrue: a record computes them.
        files: files.map((f, i) => ({ target: f.target, action: 'edit', before: f.document.text, after: world.documents.get(f.target.realPath)?.getText(), ...(rewrites[i] ? {} : { changes: f.changes }) })),
      }),
      result: async ({ files, notes }, { saved, rewrites }, world) => {
        // The wait starts right after our own clearing (which it must tell from a service's change),
        // and is awaited last, so the person's view and notification do not wait for it.
        newProblems = problems?.report(files, token);
        const result: EditResult = successResult(form, files, saved, rewrites);
        // Files changed since the model's read, but not on the edit's lines: the edit went ahead, and the result says so.
        if (notes.length > 0) result.notes = notes;
        const replacements = files.reduce((n, f) => n + f.replacementCount, 0);
        const where = files.map((f) => f.target.displayPath).join(', ');
        log.info(`[${origin}] applied ${replacements} replacement(s) to ${where} in ${Date.now() - started} ms (validate ${validated - started} ms, apply ${applied - validated} ms, save ${Date.now() - applied} ms); saved: ${saved.join(', ')}`);
        for (const file of files) {
          for (const m of file.matched ?? []) {
            log.info(`[${origin}] ${file.target.displayPath}: edit ${m.edit} matched lines ${m.start_line}-${m.end_line} after normalising whitespace (guardedEdit.matching is "${m.how}") and was applied there, re-indented`);
          }
        }
        if (reveal) await this.reveal(files[0], world.documents);
        return result;
      },
      notification: ({ files }) => vscode.l10n.t('Guarded Edit applied {0} replacement(s) to {1}.', files.reduce((n, f) => n + f.replacementCount, 0), files.map((f) => f.target.displayPath).join(', ')),
      finish: async (result) => {
        if (newProblems) {
          const report = await newProblems;
          Object.assign(result, report);
          if (report.new_problems.length > 0) log.info(`[${origin}] ${report.new_problems.length + (report.new_problems_omitted ?? 0)} new problem(s) near the change: ${report.new_problems.map((p) => `${p.file_path}:${p.line} ${p.message}`).join('; ')}`);
        }
        clock?.lap('problems_wait');
      },
    };
  }

  /** Validate without applying, for the preview; a refusal is reported like any other. */
  async plan(input: unknown): Promise<{ ok: true; files: PlannedFile[] } | { ok: false; result: EditResult }> {
    const summary = summariseRequest(input);
    this.frame.log.info(`[preview] request: ${summary}`);
    const { settings, roots } = this.frame.world.current();
    const validation = await validateEditRequest(input, editEnvironment(settings, new DocumentSet(), roots));
    if (!validation.ok) return { ok: false, result: this.refuse(summary, validation.errors, validation.targets ?? [], settings) };
    return { ok: true, files: validation.files };
  }

  /** Report a request that could not even be read (e.g. a JSON syntax error in the editor). */
  refuseUnreadable(source: string, errors: GuardedError[]): EditResult {
    return this.refuse(source, errors, [], this.frame.world.current().settings);
  }

  /** The edit's part of the one apply loop: its re-plan, its documents, its replacements, its landing check. */
  private editApply(world: CallWorld, clock?: PhaseClock): ToolApply<PlannedFile> {
    const { documents, env } = world;
    const readGate = this.frame.readGate;
    let after: AfterTexts | undefined;
    return {
      recheck: async (files, attempt) => {
        // The folders and settings are read anew: the world may have changed since the checks.
        const now = { ...world.now(), textHeads: this.textHeads };
        clock?.lap('recheck_world');
        return recheckBeforeApply(files, clock ? clock.timedEnvironment(now, 'recheck') : now, attempt, editRePlan);
      },
      documents: (files) => files.map((f) => ({ document: documents.get(f.target.realPath), version: f.document.version })),
      promises: (files, open) => {
        // The planned texts are built once: the size check and the landing check both need them.
        after = plannedTexts(files);
        return checkBeforeApply(files, open, env.maxFileBytes, after, newStrings, (scope) => this.frame.world.editorReadonly(scope));
      },
      gateSubjects: (files) => gateSubjects(files),
      plannedChanges: (files) => files.map((f) => editSubject(f)),
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
      recordOwnEdit: (files, open) => files.forEach((f, i) => readGate?.recordOwnEdit(f.target, f.document.text, () => open[i].getText())),
      stale: (files, attempts) => files.map((f) => staleDocumentError(f.target.displayPath, f.inputPath, attempts, 'it kept changing.')),
      displayPaths: (files) => files.map((f) => f.target.displayPath),
    };
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
  private async save(files: readonly PlannedFile[], wasDirty: readonly boolean[], { documents, settings }: CallWorld): Promise<Saved<EditSaved>> {
    const steps = files.flatMap((file, i) => {
      const document = documents.get(file.target.realPath);
      return document ? [{ file, document, wasDirty: wasDirty[i], save: savedByPolicy(settings, wasDirty[i]) }] : [];
    });
    const rewrites: (SavedRewrite | undefined)[] = files.map(() => undefined);
    const saving = await saveChecked(steps, (message) => this.frame.log.warn(message), (index, edited, versionBefore) => {
      const { file, document } = steps[index];
      if (document.version === versionBefore) return;
      const text = document.getText();
      if (text === edited) return;
      rewrites[files.indexOf(file)] = { changes: changedLinesBetween(file.document.text, text) };
      this.frame.readGate?.recordOwnEdit(file.target, edited, () => text);
      this.frame.log.info(`saving ${file.target.displayPath} changed it further (format on save); two Undo steps revert the edit`);
    });
    if (!saving.ok) return saving;
    const saved = files.map((file) => {
      const step = steps.findIndex((s) => s.file === file);
      return step >= 0 ? saving.saved[step] : false;
    });
    return { ok: true, saved: { saved, rewrites } };
  }

  private refuse(summary: string, errors: GuardedError[], targets: readonly ResolvedTarget[], settings: GuardedEditSettings): EditResult {
    return this.frame.reporter.refuse(vscode.l10n.t('Guarded Edit refused {0}', summary), errors, targets, settings);
  }
}

/** What an edit writes, which the file's encoding must hold: each edit's new_string. */
function newStrings(file: PlannedFile): WrittenText[] {
  const edits = file.request.edits;
  return edits.map((edit, j) => ({ text: edit.new_string, label: `${editLabel(j, edits.length)}'s new_string`, path: [...file.inputPath, 'edits', j, 'new_string'] }));
}

function safeJson(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text.length > 20_000 ? `${text.slice(0, 20_000)}… (${text.length} characters)` : text;
  } catch {
    return String(value);
  }
}
