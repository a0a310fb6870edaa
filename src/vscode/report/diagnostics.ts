// Rejections with a place in a file become Diagnostics in the Problems panel:
// at the closest candidate of a missing string, at every occurrence of an ambiguous one (linked
// by related information). A file's diagnostics are cleared when it is next edited successfully
// or when its text changes.
import * as vscode from 'vscode';
import { MAX_ERRORS_PER_RESULT, type ErrorLocation, type GuardedError } from '../../core/errors';
import type { ResolvedTarget } from '../../core/path';

export const DIAGNOSTIC_SOURCE = 'guarded-edit';
const DOCS_URL = 'https://github.com/guarded-edit/guarded-edit/blob/main/README.md';

export class RejectionDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection(DIAGNOSTIC_SOURCE);
  private readonly subscriptions: vscode.Disposable[] = [this.collection];

  constructor() {
    this.subscriptions.push(vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length > 0 && this.collection.has(e.document.uri)) this.collection.delete(e.document.uri);
    }));
  }

  /** Replace the diagnostics of every file named by `targets` with the errors placed in them. */
  report(errors: readonly GuardedError[], targets: readonly ResolvedTarget[]): number {
    const uriByDisplayPath = new Map(targets.map((t) => [t.displayPath, vscode.Uri.file(t.realPath)]));
    const byUri = new Map<string, { uri: vscode.Uri; diagnostics: vscode.Diagnostic[] }>();
    for (const target of targets) {
      const uri = vscode.Uri.file(target.realPath);
      byUri.set(uri.toString(), { uri, diagnostics: [] });
    }
    let placed = 0;
    for (const error of errors) {
      if (!error.location) continue;
      const uri = uriByDisplayPath.get(error.location.file_path);
      if (!uri) continue;
      const entry = byUri.get(uri.toString());
      if (!entry) continue;
      const diagnostics = toDiagnostics(error, uri);
      for (const item of diagnostics) entry.diagnostics.push(item);
      placed += diagnostics.length;
    }
    for (const { uri, diagnostics } of byUri.values()) this.collection.set(uri, capDiagnostics(diagnostics));
    return placed;
  }

  /**
   * A notebook call's refusals on the cells they name: at the error's lines of the cell's source
   * (`location` and `occurrences` of a refusal in a cell are lines of its source), else on the
   * cell's first line. The notebook's cells' older ones are replaced.
   */
  reportCells(errors: readonly GuardedError[], notebook: vscode.NotebookDocument): number {
    const byCell = new Map<number, vscode.Diagnostic[]>();
    for (const error of errors) {
      const index = error.cell?.index;
      if (index === undefined || index >= notebook.cellCount) continue;
      const uri = notebook.cellAt(index).document.uri;
      const placed = error.location || error.occurrences?.length ? error : { ...error, location: { file_path: '', line: 1, column: 1, end_line: 1, end_column: 1 } };
      const list = byCell.get(index) ?? [];
      for (const item of toDiagnostics(placed, uri)) list.push(item);
      byCell.set(index, list);
    }
    let placed = 0;
    for (const cell of notebook.getCells()) {
      const diagnostics = byCell.get(cell.index);
      if (diagnostics) {
        this.collection.set(cell.document.uri, capDiagnostics(diagnostics));
        placed += diagnostics.length;
      } else if (this.collection.has(cell.document.uri)) this.collection.delete(cell.document.uri);
    }
    return placed;
  }

  clear(uris?: readonly vscode.Uri[]): void {
    if (!uris) this.collection.clear();
    // Deleting what is not there still sends a change to the workbench: only what is there.
    else for (const uri of uris) if (this.collection.has(uri)) this.collection.delete(uri);
  }

  dispose(): void {
    for (const d of this.subscriptions) d.dispose();
  }
}

/**
 * At most MAX_ERRORS_PER_RESULT diagnostics per file (the Problems panel is for a person to read),
 * then one at the top of the file that says how many more there were and of which codes.
 */
function capDiagnostics(diagnostics: vscode.Diagnostic[]): vscode.Diagnostic[] {
  if (diagnostics.length <= MAX_ERRORS_PER_RESULT) return diagnostics;
  const rest = diagnostics.slice(MAX_ERRORS_PER_RESULT);
  const codes = describeDiagnosticCodes(rest);
  const more = new vscode.Diagnostic(
    new vscode.Range(0, 0, 0, 0),
    `${rest.length} more problems of this refusal are not shown: ${codes}. Fix the ones shown and repeat the call.`,
    vscode.DiagnosticSeverity.Information,
  );
  more.source = DIAGNOSTIC_SOURCE;
  more.code = { value: 'MORE_ERRORS', target: vscode.Uri.parse(`${DOCS_URL}#more_errors`) };
  return [...diagnostics.slice(0, MAX_ERRORS_PER_RESULT), more];
}

function describeDiagnosticCodes(diagnostics: readonly vscode.Diagnostic[]): string {
  const counts = new Map<string, number>();
  for (const d of diagnostics) {
    const code = typeof d.code === 'object' ? String(d.code.value) : String(d.code);
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} (${n})`).join(', ');
}

function toDiagnostics(error: GuardedError, uri: vscode.Uri): vscode.Diagnostic[] {
  const code = { value: error.code, target: vscode.Uri.parse(`${DOCS_URL}#${error.code.toLowerCase()}`) };
  const places = error.occurrences && error.occurrences.length > 0 ? error.occurrences : error.location ? [error.location] : [];
  return places.map((place, i) => {
    const diagnostic = new vscode.Diagnostic(toRange(place), `${error.message}\n${error.recovery_hint}`, vscode.DiagnosticSeverity.Warning);
    diagnostic.source = DIAGNOSTIC_SOURCE;
    diagnostic.code = code;
    if (places.length > 1) {
      diagnostic.relatedInformation = places
        .filter((_, j) => j !== i)
        .map((other) => new vscode.DiagnosticRelatedInformation(new vscode.Location(uri, toRange(other)), vscode.l10n.t('Another occurrence (line {0})', other.line)));
    }
    return diagnostic;
  });
}

function toRange(place: ErrorLocation): vscode.Range {
  return new vscode.Range(
    Math.max(0, place.line - 1), Math.max(0, place.column - 1),
    Math.max(0, place.end_line - 1), Math.max(0, place.end_column - 1),
  );
}
