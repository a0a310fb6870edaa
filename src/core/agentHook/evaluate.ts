// The hook's verdict on one call, before it runs (PreToolUse), and what the gate learns after it
// ran (PostToolUse). The same jail, file checks and content layer as our tools, against the file
// on disk; the read gate over the session's records. Files come in through ports.
import type { GuardedError, InputPath } from '../errors';
import { fileKey, type FsPort, type Platform, type WorkspaceRoot } from '../platform';
import { matchesAnyGlob, resolveTarget, type ResolvedTarget, type ResolveTargetResult, type TargetPurpose } from '../path';
import { checkCreateTarget } from '../files';
import { applyReplacements, toDocumentEol, type Eol } from '../text';
import { planEdits } from '../edit';
import { diagnosePathErrors, type RecordedChange } from '../diagnose';
import { editedLinesOf, editsMissChanges, fingerprint, lineHashes, withCurrentText, type EditedLines, type GateMode } from '../gate';
import {
  changedSinceReadError, confirmationRequiredError, notReadFirstError, ownEntriesRemovedError,
} from './hookMessages';
import { HOOK_SETTINGS_PATTERNS, isHookSettingsPath, removesOwnEntries } from './ownEntries';
import { binaryContentError, hasNul } from '../errors';
import { fileExistsError, planHunks } from '../patch';
import { rePlanIfReadChanged, type EditEnvironment } from '../change';
import { notebookTextProblem, parseNotebook, planNotebookEdit, type NotebookOperation } from '../notebook';
import { DIALECTS } from './dialects';
import type { FileOperation, ToolCall } from './toolCalls';

export interface HookEnvironment {
  roots: readonly WorkspaceRoot[];
  fs: FsPort;
  platform: Platform;
  protectedPatterns: readonly string[];
  confirmPatterns: readonly string[];
  maxFileBytes: number;
  gate: GateMode;
  /** The word in the person's prompt that lets the gate's refusals through for one turn. */
  keyword: string;
  /** The file's text as UTF-8 (the jail has admitted it and checked its kind, size and content). */
  readText(realPath: string): Promise<string>;
  /**
   * The stamp (as FileInfo.stamp) of the file as readText last read it, when the host can vouch for
   * it: a text whose stamp is the one the session recorded with its fingerprint is that text, unhashed.
   */
  stampOf?(realPath: string): string | undefined;
  /**
   * Told, for each operation that changes a file, the target the jail gave it, once the check has
   * judged it (the hook keeps the file's bytes for the history without jailing it a second time).
   */
  targetJudged?(operation: FileOperation, target: ResolvedTarget): void;
}

/** What the session knows: fingerprints of the texts the agent last read or wrote, by file key. */
export interface SessionView {
  fingerprintOf(key: string): string | undefined;
  /** The stamp recorded with the file's current fingerprint, when the host keeps one. */
  stampOf?(key: string): string | undefined;
  /**
   * The hashes of the lines the agent last read (lineHashes), when the host keeps them: an edit
   * whose lines the change since the read does not touch is let through.
   */
  linesOf?(key: string): Uint32Array | undefined;
  /** The journal's changes of the file since the agent's read, when the host knows them (a refusal names the one that touched its lines). */
  changesSinceRead?(key: string, target: ResolvedTarget): readonly RecordedChange[] | undefined | Promise<readonly RecordedChange[] | undefined>;
  /** The person wrote the keyword in the prompt of the current turn. */
  override: boolean;
}

export type PreDecision =
  | { kind: 'allow' }
  | { kind: 'deny'; errors: GuardedError[] }
  | { kind: 'ask'; errors: GuardedError[] };

interface OperationFindings {
  hard: GuardedError[];
  overridable: GuardedError[];
  confirm: GuardedError[];
}

export async function checkPreToolUse(call: ToolCall, session: SessionView, env: HookEnvironment): Promise<PreDecision> {
  const findings: OperationFindings = { hard: [], overridable: [], confirm: [] };
  for (const operation of call.operations) await checkOperation(operation, call, session, env, findings);
  if (findings.hard.length > 0) return { kind: 'deny', errors: [...findings.hard, ...findings.overridable] };
  if (findings.overridable.length > 0 && !session.override) return { kind: 'deny', errors: findings.overridable };
  if (findings.confirm.length > 0) return { kind: 'ask', errors: findings.confirm };
  return { kind: 'allow' };
}

function purposeOf(operation: FileOperation): TargetPurpose {
  if (operation.kind === 'read') return 'read';
  return operation.kind === 'write' ? 'create' : 'edit';
}

async function resolve(path: string, purpose: TargetPurpose, env: HookEnvironment): Promise<ResolveTargetResult> {
  const jail = (as: TargetPurpose) => resolveTarget(path, env.roots, env.fs, env.platform, { purpose: as, protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes });
  if (purpose !== 'create') return jail(purpose);
  // The create tool's rule (core/files): an existing file written whole is an edit of it, with
  // the checks of an edit (read-only, size, binary). An agent's Write replaces what is there.
  const checked = await checkCreateTarget(true, jail);
  return checked.ok ? { ok: true, target: checked.target } : { ok: false, errors: checked.errors };
}

async function checkOperation(
  operation: FileOperation,
  call: ToolCall,
  session: SessionView,
  env: HookEnvironment,
  findings: OperationFindings,
): Promise<void> {
  const purpose = purposeOf(operation);
  const resolved = await resolve(operation.path, purpose, env);
  // A tool that also lists folders (Copilot's view) may read one.
  if (!resolved.ok && operation.kind === 'read' && operation.folderAllowed === true && resolved.errors.every((e) => e.code === 'NOT_A_FILE')) return;
  if (!resolved.ok) {
    // The same suggestion as our tools give: the file most likely meant (bounded, and jailed itself).
    const scene = { roots: env.roots, fs: env.fs, platform: env.platform, options: { purpose, protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes } };
    for (const item of prefixed(await diagnosePathErrors(resolved.errors, operation.path, scene), operation.inputPath)) findings.hard.push(item);
    return;
  }
  if (operation.kind === 'read') return;
  const { target } = resolved;
  const before = target.exists ? await env.readText(target.realPath) : undefined;

  let after: string | undefined;
  let edited: EditedLines[] | undefined;
  if (operation.kind === 'write' && operation.mustNotExist === true && target.exists) {
    findings.hard.push({ ...fileExistsError(target.displayPath, lineOf(operation.inputPath), 'add'), path: operation.inputPath.slice(0, 1) });
    return;
  }
  if (operation.kind === 'write') {
    if (hasNul(operation.content)) {
      findings.hard.push(binaryContentError('content', ['content'], operation.content));
      return;
    }
    after = operation.content;
  }
  else if (operation.kind === 'edit' && before !== undefined) {
    const plan = planEdits({ text: before, eol: eolOf(before), edits: operation.edits, displayPath: target.displayPath });
    if (!plan.ok) {
      for (const item of prefixed(await rePlanIfReadChanged(plan.errors, readNews(session, env), target, before, (news) => planEdits({ text: before, eol: eolOf(before), edits: operation.edits, displayPath: target.displayPath, ...news })), operation.inputPath)) findings.hard.push(item);
      return;
    }
    after = applyReplacements(before, plan.replacements);
    edited = editedLinesOf(before, plan.replacements);
  }
  else if (operation.kind === 'hunks' && before !== undefined) {
    // The patch core's own plan: a hunk that does not apply is refused with its diagnosis, before the agent tries it.
    const plan = planHunks({ text: before, eol: eolOf(before), hunks: operation.hunks, displayPath: target.displayPath });
    if (!plan.ok) {
      const errors = await rePlanIfReadChanged(plan.errors, readNews(session, env), target, before, (news) => planHunks({ text: before, eol: eolOf(before), hunks: operation.hunks, displayPath: target.displayPath, ...news }));
      for (const item of errors.map((e) => ({ ...e, path: operation.inputPath.slice(0, 1) }))) findings.hard.push(item);
      return;
    }
    after = plan.newText;
    edited = editedLinesOf(before, plan.replacements);
  }
  else if (operation.kind === 'notebook' && before !== undefined) {
    // Cell level: the cell exists, its id matches, the result stays valid nbformat.
    const plan = planNotebookEdit({ text: before, edits: agentCellAddresses(before, operation.edits), displayPath: target.displayPath });
    if (!plan.ok) {
      for (const error of plan.errors) findings.hard.push(error);
      return;
    }
    after = plan.text;
    edited = editedLinesOf(before, [changedSpan(before, after)]);
  }

  if (after !== undefined && /\.ipynb$/i.test(target.displayPath) && operation.kind !== 'notebook') {
    // A file tool's write of a notebook (Write, Edit, a patch) must leave one: never broken nbformat.
    const problem = notebookTextProblem(after, target.displayPath);
    if (problem !== undefined && (before === undefined || notebookTextProblem(before, target.displayPath) === undefined)) {
      findings.hard.push({ ...problem, path: operation.inputPath.slice(0, 1) });
      return;
    }
  }

  if (before !== undefined && isSettingsFile(target)) {
    // A change the hook cannot replay is judged as if it removed everything it might remove.
    const result = operation.kind === 'change' ? (operation.removes ? undefined : '') : after;
    if (removesOwnEntries(before, result)) findings.overridable.push(ownEntriesRemovedError(target.displayPath, env.keyword, operation.inputPath));
  }

  if (before !== undefined && env.gate === 'require' && DIALECTS[call.agent].readsSeen) {
    const gateError = checkGate(target, before, call, session, env, operation.inputPath, edited);
    if (gateError) findings.overridable.push(gateError);
  }

  // The files that hold agent hooks always need the person's yes, whatever the confirm list says.
  const pattern = matchesAnyGlob([...env.confirmPatterns, ...HOOK_SETTINGS_PATTERNS], target, env.platform);
  if (pattern !== undefined) findings.confirm.push(confirmationRequiredError(target.displayPath, pattern, operation.inputPath));
  env.targetJudged?.(operation, target);
}

/**
 * The session as the one rule of core/change (rePlanIfReadChanged) asks it: whether the file
 * changed since the agent last read it (as our tools word a miss), and the journal's changes since.
 */
function readNews(session: SessionView, env: HookEnvironment): Pick<EditEnvironment, 'readChanged' | 'changesSinceRead'> {
  return {
    readChanged: (target, text) => {
      const key = keyOf(target, env.platform);
      const seen = session.fingerprintOf(key);
      return seen !== undefined && !sameStamp(key, target, session, env) && seen !== fingerprint(text);
    },
    changesSinceRead: (target) => session.changesSinceRead?.(keyOf(target, env.platform), target),
  };
}

function checkGate(
  target: ResolvedTarget,
  text: string,
  call: ToolCall,
  session: SessionView,
  env: HookEnvironment,
  inputPath: InputPath,
  edited?: readonly EditedLines[],
): GuardedError | undefined {
  const key = keyOf(target, env.platform);
  const seen = session.fingerprintOf(key);
  if (seen === undefined) return notReadFirstError(target.displayPath, DIALECTS[call.agent].readTool, env.keyword, inputPath);
  if (sameStamp(key, target, session, env) || seen === fingerprint(text)) return undefined;
  if (!edited) return changedSinceReadError(target.displayPath, DIALECTS[call.agent].readTool, env.keyword, inputPath);
  // Changed since the read, but not where this edit changes it: the edit rests on lines the agent has seen.
  const lines = session.linesOf?.(key);
  if (lines && editsMissChanges(lines, lineHashes(text), edited)) return undefined;
  return withCurrentText(changedSinceReadError(target.displayPath, DIALECTS[call.agent].readTool, env.keyword, inputPath), text, edited);
}

/** The file, as the check read it, has the stamp the session recorded with its fingerprint: the same text, known without hashing it. */
function sameStamp(key: string, target: ResolvedTarget, session: SessionView, env: HookEnvironment): boolean {
  const recorded = session.stampOf?.(key);
  return recorded !== undefined && recorded === env.stampOf?.(target.realPath);
}

/** The patch line an operation's input path names ("line 12"), or 1. */
function lineOf(inputPath: InputPath): number {
  const label = inputPath.find((p) => typeof p === 'string' && p.startsWith('line '));
  return typeof label === 'string' ? Number(label.slice(5)) || 1 : 1;
}

function isSettingsFile(target: ResolvedTarget): boolean {
  return (target.relativePaths ?? [target.displayPath]).some(isHookSettingsPath);
}

/** The gate's key of a file: its real path, case-folded where the filesystem is. */
function keyOf(target: ResolvedTarget, platform: Platform): string {
  return fileKey(target.realPath, platform.caseSensitive);
}

export function eolOf(text: string): Eol {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** Errors placed at the operation's own field: the jail's "file_path" becomes e.g. ["replacements", 2, "filePath"]. */
function prefixed(errors: readonly GuardedError[], inputPath: InputPath): GuardedError[] {
  const base = inputPath.slice(0, -1);
  return errors.map((e) => ({ ...e, path: e.path[0] === 'file_path' ? [...inputPath, ...e.path.slice(1)] : [...base, ...e.path] }));
}

/** What the session learns from a call that ran: the fingerprint of each file's text now (undefined: forget it). */
export interface GateRecord {
  key: string;
  fingerprint: string | undefined;
  /** The hashes of its lines (lineHashes), so that a later change elsewhere in the file does not stop an edit. */
  lines?: Uint32Array;
  /** The stamp of the text read (HookEnvironment.stampOf), when the host gave one. */
  stamp?: string;
}

/**
 * After a call ran (PostToolUse): a read records the text read; a write or edit whose result is
 * on disk records the new text, so the agent's own edits keep its read current. An edit whose
 * new text is not found on disk records nothing (the file stays as the gate last knew it).
 */
export async function recordsAfterToolUse(call: ToolCall, env: HookEnvironment): Promise<GateRecord[]> {
  const records: GateRecord[] = [];
  for (const operation of call.operations) {
    const resolved = await resolveTarget(operation.path, env.roots, env.fs, env.platform, {
      purpose: operation.kind === 'read' ? 'read' : 'edit',
      protectedPatterns: env.protectedPatterns,
      maxFileBytes: env.maxFileBytes,
    });
    if (!resolved.ok) {
      if (operation.kind === 'change' && operation.removes && resolved.errors.every((e) => e.code === 'FILE_NOT_FOUND')) {
        const gone = await resolveTarget(operation.path, env.roots, env.fs, env.platform, { purpose: 'create', protectedPatterns: [], maxFileBytes: env.maxFileBytes });
        if (gone.ok) records.push({ key: keyOf(gone.target, env.platform), fingerprint: undefined });
      }
      continue;
    }
    const text = await env.readText(resolved.target.realPath);
    if (!landed(operation, text)) continue;
    const stamp = env.stampOf?.(resolved.target.realPath);
    records.push({ key: keyOf(resolved.target, env.platform), fingerprint: fingerprint(text), lines: lineHashes(text), ...(stamp !== undefined ? { stamp } : {}) });
  }
  return records;
}

function landed(operation: FileOperation, text: string): boolean {
  if (operation.kind === 'write') return text === operation.content || text === toDocumentEol(operation.content, eolOf(text));
  if (operation.kind === 'edit') return operation.edits.every((e) => e.new_string === '' || text.includes(toDocumentEol(e.new_string, eolOf(text))));
  return true;
}


/**
 * Claude Code names the cells of a notebook without ids "cell-N" (N the index): such a name that no
 * cell has as its id is the cell at that index.
 */
function agentCellAddresses(text: string, edits: readonly NotebookOperation[]): NotebookOperation[] {
  if (!edits.some((op) => op.cell_id !== undefined && /^cell-\d{1,9}$/.test(op.cell_id))) return [...edits];
  const parsed = parseNotebook(text, '');
  if (!parsed.ok) return [...edits];
  const ids = new Set(parsed.notebook.cells.map((cell) => cell.id));
  return edits.map((op) => {
    if (op.cell_id === undefined || ids.has(op.cell_id) || !/^cell-\d{1,9}$/.test(op.cell_id)) return op;
    const { cell_id: name, ...rest } = op;
    return { ...rest, cell_index: Number(name.slice(5)) };
  });
}

/** The one span of `before` that differs from `after` (the read gate's edited lines). */
function changedSpan(before: string, after: string): { start: number; end: number } {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = before.length;
  let afterEnd = after.length;
  while (end > start && afterEnd > start && before.charCodeAt(end - 1) === after.charCodeAt(afterEnd - 1)) {
    end--;
    afterEnd--;
  }
  return { start, end };
}
