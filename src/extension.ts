import type * as vscode from 'vscode';

export function activate(_context: vscode.ExtensionContext): void {
  // Wiring of the tool and commands lands with the adapter.
}

export function deactivate(): void {}
