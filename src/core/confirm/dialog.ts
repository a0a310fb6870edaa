// The words of the modal dialog by which a person allows (or not) a change to a sensitive file,
// and of the log lines that record each question and its answer. The dialog is plain text.
import { plural } from '../errors';
import { describeReason, type SensitiveReason } from './sensitive';

export type SensitiveAction = 'edit' | 'create' | 'overwrite';

/** One file of a call that needs the person's yes, with a preview of what would change in it. */
export interface SensitiveChange {
  displayPath: string;
  reason: SensitiveReason;
  action: SensitiveAction;
  /** Lines from previewReplacements or previewContent (already bounded). */
  preview: readonly string[];
}

export interface SensitiveDialog {
  /** The dialog's title line. */
  message: string;
  /** The body: which file, why it is asked about, what would change. */
  detail: string;
  /** The label of the button that allows the change (the dialog adds Cancel). */
  allow: string;
}

/** The button that allows a change; any other answer (Cancel, Escape, closing) refuses it. */
export const ALLOW_LABEL = 'Allow';

/** How many files a dialog describes one by one; the rest are counted. */
export const DIALOG_MAX_FILES = 4;

const VERB: Record<SensitiveAction, string> = { edit: 'change', create: 'create', overwrite: 'overwrite' };

/** The dialog for a call that touches `changes` (one or more files). */
export function describeSensitiveDialog(changes: readonly SensitiveChange[]): SensitiveDialog {
  const first = changes[0];
  const message = changes.length === 1 && first
    ? `Allow the model to ${VERB[first.action]} ${first.displayPath}?`
    : `Allow the model to change ${plural(changes.length, 'sensitive file')}?`;
  const parts: string[] = [];
  for (const change of changes.slice(0, DIALOG_MAX_FILES)) {
    const head = `${change.displayPath} ${describeReason(change.reason)}.`;
    parts.push(change.preview.length > 0 ? `${head}\n${change.preview.map(keepIndent).join('\n')}` : head);
  }
  const left = changes.length - DIALOG_MAX_FILES;
  if (left > 0) parts.push(`… and ${plural(left, 'more file')}.`);
  parts.push(
    'Guarded Edit asks this itself: chat auto-approval and "Always allow" do not answer it. ' +
      `${ALLOW_LABEL} applies this change (one Undo reverts it); Cancel refuses it and changes nothing.`,
  );
  return { message, detail: parts.join('\n\n'), allow: ALLOW_LABEL };
}

/**
 * The workbench shows the detail as text whose runs of spaces collapse; the indentation of a
 * preview line is kept with no-break spaces (a tab as four), so the lines read as in the file.
 */
export function keepIndent(line: string): string {
  return line.replace(/^([-+] )([ \t]+)/, (_, sign: string, indent: string) => sign + indent.replace(/\t/g, '    ').replace(/ /g, '\u00a0'));
}

/** The person's answer, as the log and the error name it. */
export type ConfirmationAnswer =
  /** The person chose Allow. */
  | 'allowed'
  /** Cancel, Escape, or the dialog closed without an answer. */
  | 'declined'
  /** The call was cancelled while the dialog was open. */
  | 'cancelled'
  /** There was no way to ask a person (e.g. an MCP client without elicitation). */
  | 'unavailable';

/** The log line when the question is asked. */
export function describeConfirmationAsked(changes: readonly SensitiveChange[]): string {
  const what = changes.map((c) => `${c.displayPath} (${VERB[c.action]}; ${describeReason(c.reason)})`).join(', ');
  return `sensitive files: asked the person to allow ${what}`;
}

/** The log line with the answer. */
export function describeConfirmationAnswer(changes: readonly SensitiveChange[], answer: ConfirmationAnswer): string {
  const where = changes.map((c) => c.displayPath).join(', ');
  switch (answer) {
    case 'allowed':
      return `sensitive files: the person allowed the change to ${where}`;
    case 'declined':
      return `sensitive files: the person did not allow the change to ${where} (Cancel or dialog closed); nothing was changed`;
    case 'cancelled':
      return `sensitive files: the call was cancelled before the person answered about ${where}; nothing was changed`;
    case 'unavailable':
      return `sensitive files: no person could be asked about ${where}; nothing was changed`;
  }
}
