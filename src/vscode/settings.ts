// Settings of the `guardedEdit` section, read live on every use so a change applies without reload.
import * as vscode from 'vscode';
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_MAX_FILE_BYTES, DEFAULT_PROTECTED_PATTERNS } from '../core/path';

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
}

export const SECTION = 'guardedEdit';

export function readSettings(scope?: vscode.Uri): GuardedEditSettings {
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  const maxFileSizeMB = config.get<number>('maxFileSizeMB');
  return {
    protectedFiles: stringList(config.get('protectedFiles'), DEFAULT_PROTECTED_PATTERNS),
    confirmFiles: stringList(config.get('confirmFiles'), DEFAULT_CONFIRM_PATTERNS),
    saveAfterEdit: oneOf(config.get('saveAfterEdit'), ['ifWasClean', 'never', 'always'] as const, 'ifWasClean'),
    notifications: oneOf(config.get('notifications'), ['all', 'errors', 'off'] as const, 'errors'),
    readBeforeEdit: oneOf(config.get('readBeforeEdit'), ['off', 'ask', 'require'] as const, 'off'),
    maxFileBytes: typeof maxFileSizeMB === 'number' && maxFileSizeMB > 0 ? Math.round(maxFileSizeMB * 1024 * 1024) : DEFAULT_MAX_FILE_BYTES,
  };
}

function stringList(value: unknown, fallback: readonly string[]): readonly string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : fallback;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}
