// `guarded-edit-hook install --claude|--vscode [--user] [--project DIR]`: merge our entries into
// Claude Code's settings (the project's .claude/settings.json, or the user's with --user) or into
// VS Code's agent hooks file (.github/hooks/guarded-edit.json); safe to run twice.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CLAUDE_SETTINGS_PATH, HOOK_MARKER, mergeOwnEntries, VSCODE_HOOKS_PATH, type SettingsFormat } from '../core/agentHook';

export interface InstallOutcome {
  file: string;
  added: number;
}

export function install(args: readonly string[], scriptPath: string, cwd: string): InstallOutcome {
  const format: SettingsFormat | undefined = args.includes('--claude') ? 'claude' : args.includes('--vscode') ? 'vscode' : undefined;
  if (!format) throw new Error('say which agent: install --claude or install --vscode');
  const at = args.indexOf('--project');
  const project = at >= 0 && args[at + 1] ? resolve(cwd, args[at + 1]) : cwd;
  const user = args.includes('--user');
  if (user && format === 'vscode') throw new Error('--user is for Claude Code; VS Code reads the hooks file of the workspace');
  const file = format === 'claude' ? join(user ? homedir() : project, CLAUDE_SETTINGS_PATH) : join(project, VSCODE_HOOKS_PATH);
  let existing: string | undefined;
  try {
    existing = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const command = `node ${JSON.stringify(scriptPath)} --id ${HOOK_MARKER}`;
  const merged = mergeOwnEntries(existing, format, command);
  if (!merged.ok) throw new Error(`${file} was left as it is: ${merged.problem}`);
  if (merged.added === 0) return { file, added: 0 };
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, merged.text);
  renameSync(temporary, file);
  return { file, added: merged.added };
}
