// Problems after an edit: snapshot the language services' diagnostics of the files about to be
// edited, and after a successful apply wait (bounded) for them to settle, then let the core say
// which are new and near the change. This module only collects; it decides nothing.
import * as vscode from 'vscode';
import type { PlannedFile } from '../../core/pipeline';
import { findNewProblems, type NewProblemsReport, type ObservedProblem, type ProblemSeverity } from '../../core/problems';
import type { ProblemsSettings } from '../world/editorSettings';
import { DIAGNOSTIC_SOURCE } from './diagnostics';

/** Diagnostics count as settled after this long without a change. */
const QUIET_MS = 400;
const POLL_MS = 50;
/**
 * Clearing our refusal diagnostics after a success also fires a change for the file (batched by
 * VS Code within about 50 ms); a change later than this after the wait began is a service's.
 */
const OWN_CLEAR_GRACE_MS = 150;

/** One request's watch: started before the apply; `report` once after a success, else `dispose`. */
export class ProblemsAfterEdit implements vscode.Disposable {
  private readonly before = new Map<string, ObservedProblem[]>();
  private readonly keys: Set<string>;
  /** When the edit reached the first of the documents (0: not yet). */
  private editedAt = 0;
  /** Times of the diagnostics changes of the files since the edit. */
  private readonly changes: number[] = [];
  private readonly subscriptions: vscode.Disposable[];

  private constructor(private readonly uris: readonly vscode.Uri[], private readonly settings: ProblemsSettings) {
    this.keys = new Set(uris.map((u) => u.toString()));
    for (const uri of uris) this.before.set(uri.toString(), observed(uri));
    this.subscriptions = [
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (this.editedAt === 0 && event.contentChanges.length > 0 && this.keys.has(event.document.uri.toString())) this.editedAt = Date.now();
      }),
      vscode.languages.onDidChangeDiagnostics((event) => {
        if (this.editedAt === 0 || !event.uris.some((u) => this.keys.has(u.toString()))) return;
        this.changes.push(Date.now());
        // Bounded: the first and the newest times are all the wait looks at.
        if (this.changes.length > 16) this.changes.splice(1, 1);
      }),
    ];
  }

  /** Undefined when the setting turns it off or no file has a language service to wait for. `settings`: as they are now. */
  static start(files: readonly PlannedFile[], documents: (realPath: string) => vscode.TextDocument | undefined, settings: ProblemsSettings): ProblemsAfterEdit | undefined {
    if (settings.waitMs <= 0) return undefined;
    const uris = files
      .filter((f) => documents(f.target.realPath)?.languageId !== 'plaintext')
      .map((f) => vscode.Uri.file(f.target.realPath));
    return uris.length > 0 ? new ProblemsAfterEdit(uris, settings) : undefined;
  }

  /** Wait until the diagnostics of the edited files changed and then stayed still, or the time is up. */
  async report(files: readonly PlannedFile[], token?: vscode.CancellationToken): Promise<NewProblemsReport> {
    try {
      return await this.settleAndCompare(files, token);
    } finally {
      this.dispose();
    }
  }

  private async settleAndCompare(files: readonly PlannedFile[], token?: vscode.CancellationToken): Promise<NewProblemsReport> {
    const started = Date.now();
    const deadline = started + this.settings.waitMs;
    while (Date.now() < deadline && !token?.isCancellationRequested) {
      // Settled: since the edit, the problems changed or a service re-published them (our own
      // clearing of refusal diagnostics, just before this wait, does not count); and then nothing
      // for a quiet while.
      const last = this.changes.at(-1) ?? 0;
      const changed = this.uris.some((u) => !sameProblems(this.before.get(u.toString()) ?? [], observed(u)));
      const republished = this.changes.some((t) => t < started || t >= started + OWN_CLEAR_GRACE_MS);
      if ((changed || republished) && last > 0 && Date.now() - last >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return findNewProblems(
      files
        .filter((f) => this.keys.has(vscode.Uri.file(f.target.realPath).toString()))
        .map((f) => {
          const uri = vscode.Uri.file(f.target.realPath);
          return { file_path: f.target.displayPath, changes: f.changes, before: this.before.get(uri.toString()) ?? [], after: observed(uri) };
        }),
      { includeWarnings: this.settings.includeWarnings },
    );
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.dispose();
  }
}

/** The file's diagnostics from every source but ours (our refusals are not the file's problems). */
function observed(uri: vscode.Uri): ObservedProblem[] {
  return vscode.languages
    .getDiagnostics(uri)
    .filter((d) => d.source !== DIAGNOSTIC_SOURCE)
    .map((d) => {
      const problem: ObservedProblem = { line: d.range.start.line + 1, column: d.range.start.character + 1, severity: severityOf(d.severity), message: d.message };
      if (d.source) problem.source = d.source;
      const code = typeof d.code === 'object' ? d.code.value : d.code;
      if (code !== undefined) problem.code = String(code);
      return problem;
    });
}

function severityOf(severity: vscode.DiagnosticSeverity): ProblemSeverity {
  switch (severity) {
    case vscode.DiagnosticSeverity.Error: return 'error';
    case vscode.DiagnosticSeverity.Warning: return 'warning';
    case vscode.DiagnosticSeverity.Information: return 'information';
    default: return 'hint';
  }
}

function sameProblems(a: readonly ObservedProblem[], b: readonly ObservedProblem[]): boolean {
  return a.length === b.length && a.every((p, i) => JSON.stringify(p) === JSON.stringify(b[i]));
}
