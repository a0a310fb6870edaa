// The editor's settings a request reads besides its own section: the files' read-only settings
// and how long to wait for problems after an edit. WorldSnapshot keeps them between changes.
import * as vscode from 'vscode';
import { SECTION } from './settings';

/** files.readonlyInclude, readonlyExclude and readonlyFromPermissions for the file at `scope`. */
export interface EditorReadonlySettings {
  include: Record<string, unknown>;
  exclude: Record<string, unknown>;
  fromPermissions: boolean;
}

export function readEditorReadonlySettings(scope: vscode.Uri): EditorReadonlySettings {
  const filesConfig = vscode.workspace.getConfiguration('files', scope);
  return {
    include: objectSetting(filesConfig.get('readonlyInclude')),
    exclude: objectSetting(filesConfig.get('readonlyExclude')),
    fromPermissions: filesConfig.get('readonlyFromPermissions') === true,
  };
}

const DEFAULT_PROBLEMS_AFTER_EDIT_MS = 2000;
/** The longest wait a setting may ask for: an edit result must not be held for long. */
const MAX_PROBLEMS_AFTER_EDIT_MS = 10_000;

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

function objectSetting(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : {};
}
