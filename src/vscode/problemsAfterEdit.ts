// Problems after an edit: snapshot the language services' diagnostics of the files about to be
// edited, and after a successful apply wait (bounded) for them to settle, then let the core say
// which are new and near the change. This module only collects; it decides nothing.
import * as vscode from 'vscode';
import type { PlannedFile } from '../core/pipeline';
import { findNewProblems, type NewProblemsReport, type ObservedProblem, type ProblemSeverity } from '../core/problems';
import { SECTION } from './settings';
import { DIAGNOSTIC_SOURCE } from './diagnostics';

export const DEFAULT_PROBLEMS_AFTER_EDIT_MS = 2000;
/** The longest wait a setting may ask for: an edit result must not be held for long. */
export const MAX_PROBLEMS_AFTER_EDIT_MS = 10_000;
/** Diagnostics count as settled after this long without a change. */
const QUIET_MS = 400;
const POLL_MS = 50;

export interface ProblemsSettings {
  waitMs: number;
  includeWarnings: boolean;
}

export function readProblemsSettings(): ProblemsSettings {
  const config = vscode.workspace.getConfiguration(SECTION);
  const wait = config.get<unknown>('problemsAfterEditMs');
  const waitMs = typeof wait === 'number' && Number.isFinite(wait) ? Math.min(Math.max(0, Math.round(wait)), MAX_PROBLEMS_AFTER_EDIT_MS) : DEFAULT_PROBLEMS_AFTER_EDIT_MS;
  return { waitMs, includeWarnings: config.get<unknown>('problemsIncludeWarnings') === true };
}

/** One request's watch: started before the apply; `report` once after a success, else `dispose`. */
export class ProblemsAfterEdit implements vscode.Disposable {
  private readonly before = new Map<string, ObservedProblem[]>();
  private readonly keys: Set<string>;
  private lastChange = 0;
  private readonly subscription: vscode.Disposable;

  private constructor(private readonly uris: readonly vscode.Uri[], private readonly settings: ProblemsSettings) {
    this.keys = new Set(uris.map((u) => u.toString()));
    for (const uri of uris) this.before.set(uri.toString(), observed(uri));
    this.subscription = vscode.languages.onDidChangeDiagnostics((event) => {
      if (event.uris.some((u) => this.keys.has(u.toString()))) this.lastChange = Date.now();
    });
  }

  /** Undefined when the setting turns it off or no file has a language service to wait for. */
  static start(files: readonly PlannedFile[], documents: (realPath: string) => vscode.TextDocument | undefined): ProblemsAfterEdit | undefined {
    const settings = readProblemsSettings();
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
    const deadline = Date.now() + this.settings.waitMs;
    while (Date.now() < deadline && !token?.isCancellationRequested) {
      const changed = this.uris.some((u) => !sameProblems(this.before.get(u.toString()) ?? [], observed(u)));
      if (changed && this.lastChange > 0 && Date.now() - this.lastChange >= QUIET_MS) break;
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
    this.subscription.dispose();
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
