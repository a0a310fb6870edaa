// What is guarded_create_file's own in the one request frame (runTool): its checks, its subject,
// its part of the apply loop and its save. A new file is written by WorkspaceEdit.createFile (VS Code creates
// missing parent folders in the same operation; Undo deletes the file). An overwrite replaces the
// text of the file's document instead, so an unsaved buffer is never discarded and Undo restores
// the old text.
import * as vscode from 'vscode';
import { checkTextForEditorEncoding } from '../../core/bytes';
import { loadFailedError, recheckBeforeApply, staleDocumentError, untrustedWorkspaceError, type LoadedDocument, type RePlan, type Replanned } from '../../core/change';
import type { GuardedError } from '../../core/errors';
import {
  checkCreateTarget, createRePlan, createRefusalSummary, createResult, createSubject, createSuccessMessage, describeCreateRequest, planCreate,
  type CreateResult, type NewFilePlan, type OverwritePlan,
} from '../../core/files';
import type { GateMode, SettledGate } from '../../core/gate';
import { resolveTarget, type ResolvedTarget, type TargetPurpose, type WindowRules } from '../../core/path';
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

/** The core's plan of a create, with what applying it needs: an overwrite's open document and the gate's settlement (which the person may overrule in the dialog). */
type Decided = NewFilePlan | (OverwritePlan & { open: vscode.TextDocument; gate: SettledGate });

type Decision = { ok: true; file: Decided } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] };

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
    return {
      origin: 'tool',
      summary: describeCreateRequest(input),
      refusal: createRefusalSummary(input),
      gateAction: 'overwrite',
      check: async (world) => {
        if (!vscode.workspace.isTrusted) return { ok: false, errors: [untrustedWorkspaceError()] };
        const parsed = parseCreateFileInput(input);
        if (!parsed.ok) return parsed;
        const decided = await this.decide(parsed.value, world);
        return decided.ok ? { ok: true, files: [decided.file] } : decided;
      },
      targets: (files) => files.map((f) => f.target),
      // No gateSubjects: the gate settled in the checks (an overwrite's, which the person may overrule in the dialog).
      // A sensitive file needs the person's yes in a dialog of our own, whatever prepareInvocation asked.
      subjects: (files) => files.map(createSubject),
      apply: (_files, world) => this.createApply(world),
      save: async ({ files: [done], wasDirty }, world) => (done.action === 'create'
        ? this.created(done)
        : this.overwritten(done, wasDirty[0] ?? false, world.settings)),
      applied: (_landed, saved) => ({ tool: CREATE_FILE_TOOL_NAME, request: 'create', origin: 'tool', files: [saved.applied] }),
      result: (_landed, { result }) => {
        this.frame.log.info(`[tool] ${createSuccessMessage(result)} (${Date.now() - started} ms; saved: ${String(result.saved)})`);
        return result;
      },
      notification: (_landed, result) => createSuccessMessage(result),
    };
  }

  /** Every check of a create, in order (the core's checkCreateTarget and planCreate; the re-check before applying is createRePlan). */
  private async decide(request: CreateFileInput, { settings, roots, gateMode: mode }: CallWorld): Promise<Decision> {
    const checked = await checkCreateTarget(request.overwrite, (purpose) => resolveCreateTarget(request.file_path, settings, purpose, roots));
    if (!checked.ok) return checked;
    const target = checked.target;
    if (checked.action === 'create') {
      const planned = planCreate(request, { action: 'create', target });
      return planned.ok ? { ok: true, file: planned.plan } : { ok: false, errors: planned.errors, targets: [target] };
    }
    // An overwrite changes an existing file: the jail's checks of an edit (read-only, size,
    // binary) passed; the read-before-edit gate judges it (the person may overrule it in the dialog).
    const opened = await openExisting(target);
    if (!opened.ok) return opened;
    return this.planOverwrite(request, target, opened.document, mode);
  }

  /** An overwrite planned by the core on the open document's text, the read gate asked on it. */
  private planOverwrite(request: CreateFileInput, target: ResolvedTarget, open: vscode.TextDocument, mode: GateMode, loaded?: LoadedDocument): Decision {
    const document: LoadedDocument = loaded ?? { text: open.getText(), eol: eolOf(open), version: open.version };
    const gate = this.gate.settle([{ target, text: document.text, filePathPath: FILE_PATH }], mode);
    const planned = planCreate(request, { action: 'overwrite', target, document, gateError: gate.refused[0] });
    return planned.ok ? { ok: true, file: { ...planned.plan, open, gate } } : { ok: false, errors: planned.errors, targets: [target] };
  }

  /** The create's part of the one apply loop: its re-plan (below), its edit a createFile or one replace. */
  private createApply({ settings, gateMode: mode, now }: CallWorld): ToolApply<Decided> {
    const rePlan = this.createRePlan(windowRules(settings), mode);
    return {
      // Time of check to time of use: the one re-check, on the folders and settings as they are now.
      recheck: (files, attempt) => {
        const documents = new DocumentSet();
        return recheckBeforeApply(files, { ...now(), loadDocument: (target) => documents.load(target) }, attempt, rePlan(documents));
      },
      documents: ([f]) => (f.action === 'overwrite' ? [{ document: f.open, version: f.document.version }] : []),
      promises: async ([f]) => {
        const errors = f.action === 'overwrite'
          ? await checkOverwrite(f.target, f.open, f.request.content, f.target.root.rules?.maxFileBytes ?? settings.maxFileBytes, this.frame.world.editorReadonly(f.open.uri))
          : [
            ...await editorStateErrors(f.target, [], false, this.frame.world.editorReadonly(vscode.Uri.file(f.target.realPath))),
            ...checkTextForEditorEncoding(f.request.content, 'utf8', 'content').map((e) => ({ ...e, path: ['content'] })),
          ];
        return errors.length > 0 ? { ok: false, errors } : { ok: true };
      },
      // No gateSubjects: the gate settled in the re-check (an overwrite's); its allowance is logged once saved.
      // What the person allowed must be what is applied (the same text, still a create or an overwrite).
      plannedChanges: (files) => files.map(createSubject),
      build: ([f]) => {
        const edit = new vscode.WorkspaceEdit();
        const uri = vscode.Uri.file(f.target.realPath);
        if (f.action === 'create') {
          // VS Code's file service creates missing parent folders as part of this one operation.
          edit.createFile(uri, { overwrite: false, ignoreIfExists: false, contents: new TextEncoder().encode(f.request.content) });
        } else {
          const { replacement, open } = f;
          edit.replace(open.uri, new vscode.Range(open.positionAt(replacement.start), open.positionAt(replacement.end)), replacement.text);
        }
        return edit;
      },
      // No notLanded: a createFile VS Code applied is there, and an overwrite's save is checked after.
      stale: ([f], attempts) => [staleDocumentError(f.target.displayPath, [], attempts, 'it kept changing.')],
      displayPaths: ([f]) => [f.target.displayPath],
    };
  }

  /**
   * The create's part of the one re-check (the core's createRePlan): an overwrite whose text
   * changed since the checks is planned again, the read gate judging the text as it is now.
   */
  private createRePlan(rulesWhenChecked: WindowRules, mode: GateMode): (documents: DocumentSet) => RePlan<Decided> {
    return (documents) => createRePlan<Decided>(rulesWhenChecked, (file, loaded) => {
      const open = documents.get(file.target.realPath);
      if (file.action !== 'overwrite' || !open) return Promise.resolve({ ok: true, file });
      const replanned: Replanned<Decided> = this.planOverwrite(file.request, file.target, open, mode, loaded);
      return Promise.resolve(replanned);
    });
  }

  private async created({ request, target }: NewFilePlan): Promise<Saved<CreateSaved>> {
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

  private async overwritten(decision: Extract<Decided, { action: 'overwrite' }>, wasDirty: boolean, settings: GuardedEditSettings): Promise<Saved<CreateSaved>> {
    const { open: document, target, replacement } = decision;
    const after = document.getText();
    // Saved as an edit is: checked to have landed, tried once more when VS Code refuses a save only
    // because its record of the file is older than the disk, and the old text put back when it fails.
    const overwrite: DocumentChange = {
      target,
      inputPath: [],
      document: decision.document,
      replacements: [replacement],
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
        applied: { target, action: 'overwrite', before: decision.document.text, after: content },
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

function windowRules(settings: GuardedEditSettings): WindowRules {
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
  const opened = await openExisting(resolved.target);
  return opened.ok ? { ok: true, target: resolved.target, document: opened.document } : opened;
}

/** The document of a file the jail admitted for an edit (the open buffer when there is one). */
async function openExisting(target: ResolvedTarget): Promise<{ ok: true; document: vscode.TextDocument } | { ok: false; errors: GuardedError[]; targets: ResolvedTarget[] }> {
  try {
    return { ok: true, document: await documentFor(target.realPath) };
  } catch (error) {
    return { ok: false, errors: [loadFailedError(target.displayPath, [], error instanceof Error ? error.message : String(error))], targets: [target] };
  }
}
