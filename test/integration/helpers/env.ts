// Where things are during an in-host run. The harness passes them as environment variables;
// without the harness (a run started another way) the open workspace folder is used.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { ENV } from '../../../scripts/host/protocol';

/** The throwaway copy of test/fixtures/workspace that VS Code has open (a real path). */
export function workspaceDir(): string {
  const fromHarness = process.env[ENV.workspaceDir];
  if (fromHarness) return fromHarness;
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('no workspace folder is open');
  return folder.uri.fsPath;
}

/** With `--workspace-file`: the copy of the multi-root workspace file VS Code has open (then
 *  `workspaceDir()` is the copied folder that holds it and its relative folders). */
export function workspaceFilePath(): string {
  const fromHarness = process.env[ENV.workspaceFile];
  if (fromHarness) return fromHarness;
  const file = vscode.workspace.workspaceFile;
  if (file?.scheme !== 'file') throw new Error('no multi-root workspace file is open: run with --workspace-file');
  return file.fsPath;
}

/** An empty folder beside the workspace, not inside it: a place for path-jail tests to put
 *  files the extension must refuse to touch. */
export function outsideDir(): string {
  const dir = process.env[ENV.outsideDir];
  if (!dir) throw new Error(`${ENV.outsideDir} is not set: run the suites through the harness (npm run test:host)`);
  return dir;
}

/** The results folder of this run (test-results/host by default). */
export function resultsDir(): string {
  return process.env[ENV.resultsDir] ?? path.join(workspaceDir(), '..', 'results');
}

/** Absolute path of a file of the fixture workspace copy, e.g. fixturePath('src', 'app.ts'). */
export function fixturePath(...segments: string[]): string {
  return path.join(workspaceDir(), ...segments);
}

/** URI of a file of the fixture workspace copy. */
export function fixtureUri(...segments: string[]): vscode.Uri {
  return vscode.Uri.file(fixturePath(...segments));
}

/** The pinned VS Code line of this run ("1.100", "1.117"), or "electron" under test-electron. */
export function vscodeLine(): string {
  return process.env[ENV.vscodeLine] ?? 'unknown';
}

/** Files of test/fixtures/workspace (workspace-relative, '/'-separated). */
export const FIXTURES = {
  /** "hello world\n" */
  hello: 'hello.txt',
  /** A small TypeScript module, LF line endings. */
  app: 'src/app.ts',
  /** A second module that imports the first. */
  util: 'src/util.ts',
  /** Three lines with CRLF line endings. */
  crlf: 'crlf.txt',
  /** UTF-8 with a byte order mark, LF line endings. */
  bom: 'bom.txt',
  /** Markdown notes in a subfolder. */
  notes: 'docs/notes.md',
} as const;
