// Which files a watched shell call changed that are put back at once: a protected file or one on
// the confirm list (a person's yes is needed first, and one cannot be asked after the fact), and
// what the agent is told about it. Pure.
import { matchesAnyGlob } from '../path';
import type { Platform } from '../platform';

/** The pattern that makes a changed file (relative to its folder, '/'-separated) one to put back, or undefined. */
export function putBackPattern(relativePath: string, protectedPatterns: readonly string[], confirmPatterns: readonly string[], platform: Platform): string | undefined {
  const target = { displayPath: relativePath, relativePaths: [relativePath] };
  return matchesAnyGlob(protectedPatterns, target, platform) ?? matchesAnyGlob(confirmPatterns, target, platform);
}

export interface PutBackFile {
  /** As the person sees it: relative to its folder. */
  path: string;
  /** What the call did to it. */
  action: 'add' | 'update' | 'delete';
}

/** The message for the agent after its call's changes to protected or confirm-list files were put back. */
export function putBackReason(tool: string, files: readonly PutBackFile[], failed: readonly string[] = []): string {
  const list = files.map((f) => `${f.path} (${f.action === 'add' ? 'created' : f.action === 'delete' ? 'deleted' : 'changed'})`).join(', ');
  const lines = [
    `Guarded Edit put back what this ${tool} call did to ${files.length === 1 ? 'a file' : `${files.length} files`} that an agent may not change this way: ${list}. ` +
      'Each holds its bytes from before the call again (an entry "put_back" in the history).',
    'These files are protected (.git) or need a person\'s yes first (CI workflows, git hooks, agent and editor settings, .env files). ' +
      'Make such a change with the guarded file tool, which asks the person, or ask the person to make it.',
  ];
  if (failed.length > 0) lines.push(`Could not be put back: ${failed.join(', ')}. Tell the person.`);
  return lines.join('\n');
}

/** A shell command as an entry keeps it: its first 2,000 characters. */
const MAX_ENTRY_COMMAND_CHARS = 2000;

export function entryCommand(command: string): string {
  return command.length > MAX_ENTRY_COMMAND_CHARS ? command.slice(0, MAX_ENTRY_COMMAND_CHARS) : command;
}
