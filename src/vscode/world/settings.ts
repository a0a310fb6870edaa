// Settings of the `guardedEdit` section and the workspace folders with their own rules, read live
// on every use so a change applies without reload (WorldSnapshot keeps a copy between changes).
import * as vscode from 'vscode';
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_MAX_FILE_BYTES, DEFAULT_PROTECTED_PATTERNS } from '../../core/path';
import { stateFolderPatterns } from '../../node/stateFolder';
import type { FolderRules, WorkspaceRoot } from '../../core/platform';
import { matchingModeFrom, type MatchingMode } from '../../core/edit';

export type SaveAfterEdit = 'ifWasClean' | 'never' | 'always';
export type NotificationLevel = 'all' | 'errors' | 'off';
export type ReadBeforeEdit = 'off' | 'ask' | 'require';

export interface GuardedEditSettings {
  protectedFiles: readonly string[];
  confirmFiles: readonly string[];
  saveAfterEdit: SaveAfterEdit;
  notifications: NotificationLevel;
  readBeforeEdit: ReadBeforeEdit;
  maxFileBytes: number;
  /** guardedEdit.matching: "exact", or "whitespace" (a unique match after normalising whitespace is applied, and reported). */
  matching: MatchingMode;
}

export const SECTION = 'guardedEdit';

/** The settings and the workspace folders, as one request's checks read them. */
export interface WorldSettings {
  settings: GuardedEditSettings;
  roots: readonly WorkspaceRoot[];
}

export function readSettings(scope?: vscode.Uri): GuardedEditSettings {
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  const maxFileSizeMB = config.get<number>('maxFileSizeMB');
  return {
    // The state folder (the journal of every host) is never a target nor a read, whatever the list says.
    protectedFiles: [...protectionList(config, 'protectedFiles', DEFAULT_PROTECTED_PATTERNS), ...stateFolderPatterns()],
    confirmFiles: protectionList(config, 'confirmFiles', DEFAULT_CONFIRM_PATTERNS),
    saveAfterEdit: oneOf(config.get('saveAfterEdit'), ['ifWasClean', 'never', 'always'] as const, 'ifWasClean'),
    notifications: oneOf(config.get('notifications'), ['all', 'errors', 'off'] as const, 'errors'),
    readBeforeEdit: oneOf(config.get('readBeforeEdit'), ['off', 'ask', 'require'] as const, 'off'),
    matching: matchingModeFrom(config.get('matching')),
    maxFileBytes: bytesOf(maxFileSizeMB) ?? DEFAULT_MAX_FILE_BYTES,
  };
}

/**
 * The workspace folders as they are now, each with the rules its own settings add. Only folders
 * on the local (extension host's) filesystem can be jailed; others are ignored.
 */
export function workspaceRoots(): WorkspaceRoot[] {
  return (vscode.workspace.workspaceFolders ?? [])
    .filter((f) => f.uri.scheme === 'file')
    .map((f) => {
      const rules = folderRules(f);
      return rules ? { name: f.name, path: f.uri.fsPath, rules } : { name: f.name, path: f.uri.fsPath };
    });
}

/**
 * A protection list (protectedFiles, confirmFiles) of the window: the user's list (else the
 * default), plus what the workspace adds. The workspace level (a folder's .vscode/settings.json,
 * or the .code-workspace file) can add patterns, never remove one set above it.
 */
function protectionList(config: vscode.WorkspaceConfiguration, key: string, fallback: readonly string[]): readonly string[] {
  const levels = config.inspect<unknown>(key);
  const base = isStringList(levels?.globalValue) ? levels.globalValue : fallback;
  return union(base, isStringList(levels?.workspaceValue) ? levels.workspaceValue : []);
}

/**
 * What one workspace folder's own settings add in a multi-root window (its .vscode/settings.json;
 * these settings are resource-scoped): its protection lists, added to the window's, and its size
 * limit. Undefined when the folder sets none of them.
 */
function folderRules(folder: vscode.WorkspaceFolder): FolderRules | undefined {
  const config = vscode.workspace.getConfiguration(SECTION, folder.uri);
  const rules: FolderRules = {};
  const own = (key: string): readonly string[] | undefined => {
    const value = config.inspect<unknown>(key)?.workspaceFolderValue;
    return isStringList(value) && value.length > 0 ? value : undefined;
  };
  const protectedPatterns = own('protectedFiles');
  const confirmPatterns = own('confirmFiles');
  const maxFileBytes = config.inspect<unknown>('maxFileSizeMB')?.workspaceFolderValue !== undefined ? bytesOf(config.get('maxFileSizeMB')) : undefined;
  if (protectedPatterns) rules.protectedPatterns = protectedPatterns;
  if (confirmPatterns) rules.confirmPatterns = confirmPatterns;
  if (maxFileBytes !== undefined) rules.maxFileBytes = maxFileBytes;
  return Object.keys(rules).length > 0 ? rules : undefined;
}

function bytesOf(megabytes: unknown): number | undefined {
  return typeof megabytes === 'number' && megabytes > 0 ? Math.round(megabytes * 1024 * 1024) : undefined;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function union(first: readonly string[], more: readonly string[]): readonly string[] {
  if (more.length === 0) return first;
  return [...new Set([...first, ...more])];
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}
