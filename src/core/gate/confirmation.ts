// Words for the tool's confirmation dialog when a request touches files the person asked to
// confirm (setting guardedEdit.confirmFiles). Traversal and symlink escapes are never confirmable:
// they are refused before any dialog.

/** Said in chat: the answer there is not the one that lets a sensitive file change. */
export const SECOND_QUESTION = 'Before the file changes, Guarded Edit asks you again in a dialog of its own, which auto-approval cannot answer.';

export interface ConfirmationMatch {
  displayPath: string;
  pattern: string;
  edits: number;
}

export interface ConfirmationText {
  title: string;
  message: string;
}

export function describeConfirmation(matches: readonly ConfirmationMatch[]): ConfirmationText | undefined {
  if (matches.length === 0) return undefined;
  const lines = matches.map((m) => `- \`${m.displayPath}\` (${m.edits} edit${m.edits === 1 ? '' : 's'}; matches \`${m.pattern}\` in \`guardedEdit.confirmFiles\`)`);
  return {
    title: matches.length === 1 ? `Allow changes to ${matches[0].displayPath}?` : `Allow changes to ${matches.length} sensitive files?`,
    message: `The model asks to edit ${matches.length === 1 ? 'a file' : 'files'} you asked to confirm:\n\n${lines.join('\n')}\n\nEvery edit is still checked before it is applied, and one Undo reverts it. ${SECOND_QUESTION}`,
  };
}
