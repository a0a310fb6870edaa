// The read-before-edit gate of this window (setting guardedEdit.readBeforeEdit). The rules and the
// state are the core's (ReadGate, AskedOverrides); this adapter supplies the keys (real paths,
// case-folded where the filesystem is), the fingerprints and lines of the documents' texts, and
// the journal's changes of a file since the model read it (so a refusal names who changed it).
import { readFile } from 'node:fs/promises';
import { fileKey } from '../../core/platform';
import type * as vscode from 'vscode';
import type { InputPath } from '../../core/errors';
import type { RecordedChange } from '../../core/diagnose';
import { validateEditRequest, type PlannedFile } from '../../core/pipeline';
import type { EditEnvironment } from '../../core/change';
import {
  AskedOverrides,
  changedOutsideNote,
  describeAllowedOverride,
  editedLinesOf,
  fingerprint,
  gateAllowsOverride,
  gateModeFrom,
  ReadGate,
  settleGate,
  withCurrentText,
  type EditedLines,
  type GateAction,
  type GateFinding,
  type GateMode,
  type SettledGate,
} from '../../core/gate';
import { resolveTarget, type ResolvedTarget } from '../../core/path';
import { parseNotebookEditInput } from '../../core/request';
import { hostFs } from '../../node/syncFs';
import { journalChangesSince } from '../../node/journal';
import { nodePlatform } from '../../node/nodeFs';
import { stateRoot } from '../../node/stateFolder';
import type { WorldSettings } from '../world/settings';
import { DocumentSet, editEnvironment } from '../world/environment';

/** A file a call would change: where it resolved, the text it would change, and where its file_path is in the input. */
export interface GateSubject {
  target: ResolvedTarget;
  text: string;
  /** JSON path of the file's `file_path` in the request, e.g. ["file_path"] or ["files", 1, "file_path"]. */
  filePathPath: InputPath;
  /** For an edit: the lines of `text` it changes (a read out of date elsewhere in the file does not stop it); asked only for a file changed since its read. */
  edited?: () => readonly EditedLines[];
}

/** The gate's verdict on one call, with the notes its result carries (files changed since the read, outside the edit's lines). */
export interface SettledEdit extends SettledGate {
  notes: string[];
}

export class ReadGateService implements vscode.Disposable {
  private readonly gate = new ReadGate();
  private readonly asked = new AskedOverrides();
  private readonly caseSensitive = nodePlatform().caseSensitive;

  constructor(
    private readonly log: vscode.LogOutputChannel,
    /** The state folder whose journals name the changes since a read. */
    private readonly journals: string = stateRoot(),
    /** The session this window records its own changes under: they are never a change since the model's read. */
    private readonly ownSession?: string,
  ) {}

  /** The gate's key of a file: its real path, lower-cased where the filesystem ignores case. */
  keyOf(target: ResolvedTarget): string {
    return fileKey(target.realPath, this.caseSensitive);
  }

  /** The model read `text` of the file through guarded_read_file: its lines are kept, to tell a change elsewhere from one where an edit is. */
  recordRead(target: ResolvedTarget, text: string): void {
    this.gate.recordRead(this.keyOf(target), fingerprint(text), text);
  }

  /** Our own create or overwrite left the file holding `text`. */
  recordWrite(target: ResolvedTarget, text: string): void {
    this.gate.recordWrite(this.keyOf(target), fingerprint(text), text);
  }

  /** Our own multi-edit changed the file from `before` to `after()`: a current read stays current. */
  recordOwnEdit(target: ResolvedTarget, before: string, after: () => string): void {
    this.gate.recordOwnEditOfTexts(this.keyOf(target), before, after);
  }

  /** Whether the model read this file and its text has changed since (whatever the gate's mode): words not-found errors. */
  changedSinceRead(target: ResolvedTarget, text: string): boolean {
    return this.gate.status(this.keyOf(target), fingerprint(text)) === 'changed';
  }

  /**
   * The journal's changes of the file since the model last read it (undefined when it was not
   * read, or the journal cannot be read): a miss names the one that changed its lines.
   */
  changesSinceRead(target: ResolvedTarget): Promise<RecordedChange[] | undefined> | undefined {
    const since = this.gate.readAt(this.keyOf(target));
    return since === undefined ? undefined : journalChangesSince(this.journals, target, since, (a, b) => fileKey(a, this.caseSensitive) === fileKey(b, this.caseSensitive), this.ownSession);
  }

  /** The edit environment asks the gate whether a file changed since its read, and the journal who changed it (to word a miss). */
  attach(env: EditEnvironment): void {
    env.readChanged = (target, text) => this.changedSinceRead(target, text);
    env.changesSinceRead = (target) => this.changesSinceRead(target);
  }

  /**
   * The gate's refusals of changing these files; none when `mode` is off. An edit of a file
   * changed since the read, but not on its lines, is no refusal: it goes into `notes` (when
   * given). A refusal for a change on its lines carries those lines as they are now. No other
   * side effects.
   */
  findings(subjects: readonly GateSubject[], mode: GateMode, notes?: string[]): GateFinding[] {
    if (mode === 'off') return [];
    const found: GateFinding[] = [];
    for (const subject of subjects) {
      const key = this.keyOf(subject.target);
      const fp = fingerprint(subject.text);
      let error = this.gate.check(key, fp, mode, subject.target.displayPath, subject.filePathPath);
      if (error?.code === 'CHANGED_SINCE_READ' && subject.edited) {
        const edited = subject.edited();
        if (this.gate.changesMissEdits(key, subject.text, edited)) {
          notes?.push(changedOutsideNote(subject.target.displayPath));
          continue;
        }
        error = withCurrentText(error, subject.text, edited);
      }
      if (error) found.push({ key, fingerprint: fp, displayPath: subject.target.displayPath, error });
    }
    return found;
  }

  /**
   * For prepareInvocation: the refusals the person is about to be asked about in the tool's
   * confirmation dialog. They are remembered (nothing else is), so that invoke can tell that the
   * person allowed them. Only in mode "ask": in "require" nobody is asked, invoke refuses.
   */
  ask(subjects: readonly GateSubject[], mode: GateMode): GateFinding[] {
    if (!gateAllowsOverride(mode)) return [];
    const found = this.findings(subjects, mode);
    this.asked.offer(found);
    return found;
  }

  /**
   * For the multi-edit's prepareInvocation: the gate's refusals of a request that passes every
   * other check (a request that fails one is refused by invoke; nothing to ask then). Validates
   * quietly: no diagnostics, notifications or log lines.
   */
  async askAboutEdit(input: unknown, { settings, roots }: WorldSettings): Promise<GateFinding[]> {
    const mode = gateModeFrom(settings.readBeforeEdit);
    if (!gateAllowsOverride(mode)) return [];
    const validation = await validateEditRequest(input, editEnvironment(settings, new DocumentSet(), roots));
    if (!validation.ok) return [];
    return this.ask(gateSubjects(validation.files), mode);
  }

  /**
   * For the notebook tool's prepareInvocation: the gate's refusals of changing the notebook the
   * request names (judged on the file's text, as the read tool reads it and invoke settles it); none
   * for a request invoke refuses anyway. Reads the file, changes nothing.
   */
  async askAboutNotebook(input: unknown, { settings, roots }: WorldSettings): Promise<GateFinding[]> {
    const mode = gateModeFrom(settings.readBeforeEdit);
    if (!gateAllowsOverride(mode)) return [];
    const parsed = parseNotebookEditInput(input);
    if (!parsed.ok) return [];
    const resolved = await resolveTarget(parsed.value.file_path, roots, hostFs(), nodePlatform(), { purpose: 'edit', protectedPatterns: settings.protectedFiles, maxFileBytes: settings.maxFileBytes });
    if (!resolved.ok) return [];
    const text = await readFile(resolved.target.realPath, 'utf8').catch(() => undefined);
    return text === undefined ? [] : this.ask([{ target: resolved.target, text, filePathPath: ['file_path'] }], mode);
  }

  /**
   * For invoke: refuse, or (mode "ask" only) go ahead with the refusals the person allowed. In
   * mode "require" every refusal stands, whatever prepareInvocation asked. No side effects.
   */
  settle(subjects: readonly GateSubject[], mode: GateMode): SettledEdit {
    const notes: string[] = [];
    return { ...settleGate(this.findings(subjects, mode, notes), this.asked, mode), notes };
  }

  /** The call the person allowed went ahead: forget the questions it used, and log the override. */
  allowed(settled: SettledGate, action: GateAction): void {
    if (settled.allowed.length === 0) return;
    this.asked.take(settled.allowed);
    this.log.info(describeAllowedOverride(settled.allowed, action));
  }

  dispose(): void {
    this.gate.clear();
    this.asked.clear();
  }
}

/** The planned files as the gate judges them: each target with the very text it was planned on, and the lines the edit changes. */
export function gateSubjects(files: readonly PlannedFile[]): GateSubject[] {
  return files.map((f) => ({ target: f.target, text: f.document.text, filePathPath: [...f.inputPath, 'file_path'], edited: () => editedLinesOf(f.document.text, f.replacements) }));
}
