// An entry of the history in words, as the VS Code view shows it: who (the agent's name, not its
// id) and what it did (the command a watched shell call ran, an undo, a put-back, or the files it
// created, deleted or changed), never a tool's or command's id.
import type { JournalEntry } from './records';

/** The longest command or file list a label shows: the tooltip and the files below hold the rest. */
const LABEL_CHARS = 80;

export interface EntryWords {
  /** "Claude Code", "GitHub Copilot CLI", or the client's own name when it is no agent we know. */
  who: string;
  /** "ran: sed -i 's/a/b/' src/x.ts", "changed src/a.ts, src/b.ts +3", "undid an earlier change", ... */
  what: string;
}

/** The client name the VS Code extension records its entries under. */
const VSCODE_CLIENT = 'vscode';
/** The tool names of a person's own commands in VS Code (guardedEdit.applyEdits): no agent's. */
const OWN_COMMAND_PREFIX = 'guardedEdit.';

/**
 * `whoOf` names a client the caller knows in words (an agent's title); undefined leaves the
 * client's own name. A person's own command in VS Code and VS Code itself are named here.
 */
export function entryWords(entry: Pick<JournalEntry, 'client' | 'agent' | 'tool' | 'command' | 'undoes' | 'putBackOf' | 'files'>, whoOf: (client: string) => string | undefined): EntryWords {
  const client = entry.agent ?? entry.client;
  const who = knownWho(client, entry.tool) ?? whoOf(client) ?? client;
  if (entry.command !== undefined) return { who, what: `ran: ${shortened(oneLine(entry.command))}` };
  if (entry.putBackOf !== undefined) return { who, what: `had ${filesPhrase(entry.files)} put back (protected files a command changed)` };
  if (entry.undoes !== undefined) return { who, what: `undid an earlier change to ${filesPhrase(entry.files)}` };
  const added = entry.files.every((f) => f.before === null);
  const deleted = entry.files.every((f) => f.after === null);
  const verb = entry.files.length === 0 ? 'changed' : added ? 'created' : deleted ? 'deleted' : 'changed';
  return { who, what: `${verb} ${filesPhrase(entry.files)}` };
}

function knownWho(client: string, tool: string): string | undefined {
  if (tool.startsWith(OWN_COMMAND_PREFIX)) return 'You (Guarded Edit command)';
  return client === VSCODE_CLIENT ? 'VS Code' : undefined;
}

/** "a.ts", "a.ts, b.ts", "a.ts, b.ts, c.ts +4": at most three names, within the label's length. */
function filesPhrase(files: readonly { path: string }[]): string {
  if (files.length === 0) return 'no file';
  const shown: string[] = [];
  let length = 0;
  for (const f of files.slice(0, 3)) {
    if (shown.length > 0 && length + f.path.length > LABEL_CHARS) break;
    shown.push(shortened(f.path));
    length += f.path.length + 2;
  }
  const rest = files.length - shown.length;
  return `${shown.join(', ')}${rest > 0 ? ` +${rest}` : ''}`;
}

function oneLine(text: string): string {
  return text.slice(0, 4 * LABEL_CHARS).replace(/\s*\n\s*/g, ' ⏎ ');
}

function shortened(text: string): string {
  return text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text;
}
