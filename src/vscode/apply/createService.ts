// What is guarded_create_file's own in the one request frame (runTool): its checks, its subject,
// its part of the apply loop and its save. A new file is written by WorkspaceEdit.createFile (VS Code creates
// missing parent folders in the same operation; Undo deletes the file). An overwrite replaces the
// text of the file's document instead, so an unsaved buffer is never discarded and Undo restores
// the old text.
import * as vscode from 'vscode';
import { checkTextForEditorEncoding } from '../../core/bytes';
import { loadFailedError, recheckBeforeApply, retargetedError, rulesChangedError, staleDocumentError, untrustedWorkspaceError, type PlannedChange, type RePlan } from '../../core/change';
import { previewContent, previewReplacements } from '../../core/confirm';
import type { GuardedError } from '../../core/errors';
import { createRefusalSummary, createResult, createSuccessMessage, createdMeanwhileError, decideCreate, describeCreateRequest, overwriteReplacement, type CreateResult } from '../../core/files';
import type { GateMode, SettledGate } from '../../core/gate';
import { resolveTarget, targetRulesKey, type ResolvedTarget, type TargetPurpose } from '../../core/path';
import type { WorkspaceRoot } from '../../core/platform';
import type { EditFailure } from '../../core/pipeline';
import { parseCreateFileInput, type CreateFileInput } from '../../core/request';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';
import type { ReadGateService } from '../ask/readGateService';
import { documentFor } from '../world/openDocuments';
import { DocumentSet } from '../world/environment';
import type { GuardedEditSettings } from '../world/settings';
import type { AppliedFile } from './appliedChanges';
import type { ToolApply } from './applyLoop';
import { checkOverwrite, editorStateErrors, type DocumentChange } from './documentPromises';
import { saveChecked } from './saveChecked';
import { runTool, savedByPolicy, type CallWorld, type Saved, type ToolFrame, type ToolRun } from './runTool';

export const CREATE_FILE_TOOL_NAME = 'guarded_create_file';

const FILE_PATH: (string | number)[] = ['file_path'];

/** What the checks decided, with what applying it needs. */
export type CreateDecision =
  | { ok: true; action: 'create'; target: ResolvedTarget }
  | { ok: true; action: 'overwrite'; target: ResolvedTarget; document: vscode.TextDocument; text: string; version: number; gate: SettledGate }
  | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

type Decided = Extract<CreateDecision, { ok: true }>;

/** What a create's save left: its result and what the after-apply point is told. */
interface CreateSaved {
  result: CreateResult;
  applied: AppliedFile;
}

export class CreateService {
  constructor(private readonly frame: ToolFrame) {}

  private get gate(): ReadGateService {
    // The create tool is registered only with the window's read gate.
    if (!this.frame.readGate) throw new Error('the create tool needs the read-before-edit gate');
    return this.frame.readGate;
  }

  /** Create (or overwrite) as the tool does, returning the result object. */
  create(input: unknown, token?: vscode.CancellationToken): Promise<CreateResult | EditFailure> {
    return runTool(this.frame, this.createRun(input), token);
  }

  /** What is the create's own in the one request frame. */
  private createRun(input: unknown): ToolRun<Decided, CreateSaved, CreateResult> {
    const started = Date.now();
    let request: CreateFileInput | undefined;
    const requested = (): CreateFileInput => {
      if (!request) throw new Error('not reached: the create was checked first');
      return request;
    };
    return {
      origin: 'tool',
      summary: describeCreateRequest(input),
      refusal: createRefusalSummary(input),
      gateAction: 'overwrite',
      check: async (world) => {
        if (!vscode.workspace.isTrusted) return { ok: false, errors: [untrustedWorkspaceError()] };
        const parsed = parseCreateFileInput(input);
        if (!parsed.ok) return parsed;
        request = parsed.value;
        const decided = await this.decide(request, world);
        return decided.ok ? { ok: true, files: [decided] } : decided;
      },
      targets: (files) => files.map((f) => f.target),
      // No gateSubjects: the gate settled in the checks (an overwrite's, which the person may overrule in the dialog).
      // A sensitive file needs the person's yes in a dialog of our own, whatever prepareInvocation asked.
      subjects: (files) => files.map((f) => changeToConfirm(f, requested())),
      apply: (_files, world) => this.createApply(requested(), world),
      save: async ({ files: [done], wasDirty }, world) => (done.action === 'create'
        ? this.created(requested(), done.target)
        : this.overwritten(requested(), done, wasDirty[0] ?? false, world.settings)),
      applied: (_landed, saved) => ({ tool: CREATE_FILE_TOOL_NAME, request: 'create', origin: 'tool', files: [saved.applied] }),
      result: (_landed, { result }) => {
        this.frame.log.info(`[tool] ${createSuccessMessage(result)} (${Date.now() - started} ms; saved: ${String(result.saved)})`);
        return result;
      },
      notification: (_landed, result) => createSuccessMessage(result),
    };
  }

  /** Every check of a create, in order (the re-check before applying is createRePlan). */
  private async decide(request: CreateFileInput, { settings, roots, gateMode: mode }: CallWorld): Promise<CreateDecision> {
    const resolved = await resolveCreateTarget(request.file_path, settings, 'create', roots);
    if (!resolved.ok) return { ok: false, errors: resolved.errors, targets: [] };
    const target = resolved.target;
    if (!target.exists) return { ok: true, action: 'create', target };
    if (request.overwrite !== true) {
      // FILE_EXISTS, by the core's decision (the gate is consulted only for an overwrite).
      const refused = decideCreate({ exists: true, overwrite: request.overwrite, gateError: undefined, displayPath: target.displayPath });
      return { ok: false, errors: refused.ok ? [] : refused.errors, targets: [target] };
    }
    // An overwrite changes an existing file: it must pass the checks of an edit (read-only, size,
    // binary), and the read-before-edit gate (which the person may overrule in the dialog).
    const existing = await loadExisting(request.file_path, settings, roots);
    if (!existing.ok) return existing;
    const text = existing.document.getText();
    const gate = this.gate.settle([{ target: existing.target, text, filePathPath: FILE_PATH }], mode);
    const decision = decideCreate({ exists: true, overwrite: true, gateError: gate.refused[0], displayPath: existing.target.displayPath });
    if (!decision.ok) return { ok: false, errors: decision.errors, targets: [existing.target] };
    return { ok: true, action: 'overwrite', target: existing.target, document: existing.document, text, version: existing.document.version, gate };
  }

  /** The create's part of the one apply loop: its re-plan (below), its edit a createFile or one replace. */
  private createApply(request: CreateFileInput, { settings, gateMode: mode, now }: CallWorld): ToolApply<Decided> {
    const rePlan = this.createRePlan(request, windowRules(settings), mode);
    return {
      // Time of check to time of use: the one re-check, on the folders and settings as they are now.
      recheck: (files, attempt) => {
        const documents = new DocumentSet();
        return recheckBeforeApply(files, { ...now(), loadDocument: (target) => documents.load(target) }, attempt, rePlan(documents));
      },
      textEdits: ([f]) => (f.action === 'overwrite' ? [{ document: f.document, version: f.version }] : []),
      promises: async ([f]) => {
        const errors = f.action === 'overwrite'
          ? await checkOverwrite(f.target, f.document, request.content, f.target.root.rules?.maxFileBytes ?? settings.maxFileBytes)
          : [
            ...await editorStateErrors(f.target, [], vscode.Uri.file(f.target.realPath), false),
            ...checkTextForEditorEncoding(request.content, 'utf8', 'content').map((e) => ({ ...e, path: ['content'] })),
          ];
        return errors.length > 0 ? { ok: false, errors } : { ok: true };
      },
      // No gateSubjects: the gate settled in the re-check (an overwrite's); its allowance is logged once saved.
      // What the person allowed must be what is applied (the same text, still a create or an overwrite).
      plannedChanges: ([f]) => [changeToConfirm(f, request)],
      build: ([f]) => {
        const edit = new vscode.WorkspaceEdit();
        const uri = vscode.Uri.file(f.target.realPath);
        if (f.action === 'create') {
          // VS Code's file service creates missing parent folders as part of this one operation.
          edit.createFile(uri, { overwrite: false, ignoreIfExists: false, contents: new TextEncoder().encode(request.content) });
        } else {
          const replacement = overwriteReplacement(f.text, request.content, eolOf(f.document));
          edit.replace(f.document.uri, new vscode.Range(f.document.positionAt(replacement.start), f.document.positionAt(replacement.end)), replacement.text);
        }
        return edit;
      },
      // No notLanded: a createFile VS Code applied is there, and an overwrite's save is checked after.
      stale: ([f], attempts) => [staleDocumentError(f.target.displayPath, [], attempts, 'it kept changing.')],
      displayPaths: ([f]) => [f.target.displayPath],
    };
  }

  /**
   * The create's part of the one re-check (core/change's recheckBeforeApply): the path through the
   * jail again (the same real file, the same rules, still absent for a create; an overwrite's file
   * still there, or the jail's FILE_NOT_FOUND), and an overwrite's read gate asked again when the file's text changed since.
   */
  private createRePlan(request: CreateFileInput, rulesWhenChecked: TargetRules, mode: GateMode): (documents: DocumentSet) => RePlan<Decided> {
    return (documents) => ({
      jailAgain: async (file, env) => {
        const again = await resolveTarget(request.file_path, env.roots, env.fs, env.platform, {
          purpose: file.action === 'create' ? 'create' : 'edit', protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes,
        });
        if (!again.ok) return again;
        const target = again.target;
        if (this.gate.keyOf(target) !== this.gate.keyOf(file.target)) return { ok: false, errors: [retargetedError(file.target.displayPath, [], file.target.realPath, target.realPath)] };
        if (targetRulesKey(target, env) !== targetRulesKey(file.target, rulesWhenChecked)) return { ok: false, errors: [rulesChangedError(file.target.displayPath, [], 'create')] };
        if (file.action === 'create' && target.exists) {
          const refused = decideCreate({ exists: true, overwrite: request.overwrite, gateError: undefined, displayPath: target.displayPath });
          return { ok: false, errors: refused.ok ? [createdMeanwhileError(target.displayPath)] : refused.errors };
        }
        return { ok: true, file: { ...file, target } };
      },
      reload: {
        plannedOn: (file) => (file.action === 'overwrite' ? { text: file.text, eol: eolOf(file.document), version: file.version } : undefined),
        target: (file) => file.target,
        inputPath: () => [],
        placed: (_file, errors) => [...errors],
        withDocument: (file) => file,
        // An overwrite whose text changed since the checks: the read gate judges the text as it is now.
        plan: (file, loaded) => {
          const document = documents.get(file.target.realPath);
          if (file.action !== 'overwrite' || !document) return Promise.resolve({ ok: true, file });
          const gate = this.gate.settle([{ target: file.target, text: loaded.text, filePathPath: FILE_PATH }], mode);
          const decision = decideCreate({ exists: true, overwrite: true, gateError: gate.refused[0], displayPath: file.target.displayPath });
          if (!decision.ok) return Promise.resolve(decision);
          return Promise.resolve({ ok: true, file: { ...file, document, text: loaded.text, version: loaded.version, gate } });
        },
      },

    });
  }

  private async created(request: CreateFileInput, target: ResolvedTarget): Promise<Saved<CreateSaved>> {
    // The gate remembers the text as a document shows it (VS Code normalises mixed line endings).
    try {
      this.gate.recordWrite(target, (await vscode.workspace.openTextDocument(vscode.Uri.file(target.realPath))).getText());
    } catch (error) {
      this.frame.log.warn(`could not open ${target.displayPath} after creating it: ${String(error)}`);
      this.gate.recordWrite(target, request.content);
    }
    return {
      ok: true,
      saved: {
        result: createResult({ displayPath: target.displayPath, workspaceFolder: target.workspaceFolder, action: 'create', content: request.content, saved: true }),
        applied: { target, action: 'create', before: undefined, after: request.content },
      },
    };
  }

  private async overwritten(request: CreateFileInput, decision: Extract<Decided, { action: 'overwrite' }>, wasDirty: boolean, settings: GuardedEditSettings): Promise<Saved<CreateSaved>> {
    const { document, target } = decision;
    const after = document.getText();
    const eol = eolOf(document);
    // Saved as an edit is: checked to have landed, tried once more when VS Code refuses a save only
    // because its record of the file is older than the disk, and the old text put back when it fails.
    const overwrite: DocumentChange = {
      target,
      inputPath: [],
      document: { text: decision.text, eol, version: decision.version },
      replacements: [overwriteReplacement(decision.text, request.content, eol)],
    };
    const saving = await saveChecked(
      [{ file: overwrite, document, wasDirty, save: savedByPolicy(settings, wasDirty) }],
      (message) => this.frame.log.warn(message),
    );
    if (!saving.ok) return saving;
    const saved = saving.saved[0];
    // A save participant (format on save) may change the text further: report and remember the saved text.
    const content = document.getText();
    this.gate.recordWrite(target, content);
    this.gate.allowed(decision.gate, 'overwrite');
    const formattedOnSave = content !== after;
    return {
      ok: true,
      saved: {
        result: createResult({ displayPath: target.displayPath, workspaceFolder: target.workspaceFolder, action: 'overwrite', content, saved, formattedOnSave }),
        applied: { target, action: 'overwrite', before: decision.text, after: content },
      },
    };
  }
}

function eolOf(document: vscode.TextDocument): '\n' | '\r\n' {
  return document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
}

export function resolveCreateTarget(filePath: string, settings: GuardedEditSettings, purpose: TargetPurpose, roots: readonly WorkspaceRoot[]) {
  return resolveTarget(filePath, roots, hostFs(), nodePlatform(), {
    purpose, protectedPatterns: settings.protectedFiles, maxFileBytes: settings.maxFileBytes,
  });
}

type TargetRules = ReturnType<typeof windowRules>;

function windowRules(settings: GuardedEditSettings) {
  return { protectedPatterns: settings.protectedFiles, confirmPatterns: settings.confirmFiles, maxFileBytes: settings.maxFileBytes };
}

/** The existing file of an overwrite, checked as for an edit and opened as a document (the open buffer when there is one). */
export async function loadExisting(
  filePath: string,
  settings: GuardedEditSettings,
  roots: readonly WorkspaceRoot[],
): Promise<{ ok: true; target: ResolvedTarget; document: vscode.TextDocument } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] }> {
  const resolved = await resolveCreateTarget(filePath, settings, 'edit', roots);
  if (!resolved.ok) return { ok: false, errors: resolved.errors, targets: [] };
  try {
    const document = await documentFor(resolved.target.realPath);
    return { ok: true, target: resolved.target, document };
  } catch (error) {
    return { ok: false, errors: [loadFailedError(resolved.target.displayPath, [], error instanceof Error ? error.message : String(error))], targets: [resolved.target] };
  }
}

/** A create or overwrite as the sensitive-file question sees it. */
function changeToConfirm(decision: Decided, request: CreateFileInput): PlannedChange {
  if (decision.action === 'create') {
    return { target: decision.target, inputPath: [], action: 'create', before: undefined, preview: () => previewContent(request.content) };
  }
  const { text, document } = decision;
  return {
    target: decision.target, inputPath: [], action: 'overwrite', before: text,
    preview: () => previewReplacements(text, [overwriteReplacement(text, request.content, eolOf(document))]),
  };
}
